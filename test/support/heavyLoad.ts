/**
 * The heavy-work load of issue 25 item 4, measured the same way by its e2e test
 * (test/e2e/heavyWork.e2e.test.ts) and by its bench (bench/heavyWork.ts): a cheap REST request probed
 * one after another while the service is idle, then again while every heavy key keeps its cap of
 * heavy computations in flight (two loops per key cycling VaR, CPCV at its largest, stress and
 * the crash replay), with /api/health asked every 250 ms meanwhile. Over real HTTP only.
 */

/** 20,000 returns cut into C(16, 4) = 1,820 splits: CPCV at its largest, seconds of CPU. */
export const CPCV_MAX = {
  returns: Array.from({ length: 20_000 }, (_, i) => Math.round(Math.sin(i * 1.7) * 1e4) / 1e6 + 0.0003),
  n_groups: 16,
  k: 4,
};

/** The heavy routes, as the loops cycle them. */
export const HEAVY_REQUESTS: readonly { path: string; body?: unknown }[] = [
  { path: "/api/v2/risk/var" },
  { path: "/api/v3/validation/cpcv", body: CPCV_MAX },
  { path: "/api/v2/risk/stress" },
  { path: "/api/v2/risk/crash_scenarios" },
];

/**
 * The n-th request of the load: VaR and CPCV with arguments no earlier request of the process
 * sent (a confidence level, one return moved by 1e-9 per request), so each runs its computation:
 * their answers are kept per argument set (subgraphs/risk/data/houseBookFigures.ts, resolvers/cpcv.ts)
 * and a repeat would be served from memory, never saturating anything. Stress and the crash
 * replays take no arguments: after their first computation the load gets them from memory, so
 * the event loop also shapes their large answers (hundreds of kilobytes) meanwhile.
 */
let sent = 0;
export function heavyRequest(i: number): { path: string; body?: unknown } {
  const request = HEAVY_REQUESTS[i % HEAVY_REQUESTS.length] as (typeof HEAVY_REQUESTS)[number];
  const n = sent++;
  if (request.path === "/api/v2/risk/var")
    return { path: `${request.path}?confidence=${(0.5 + (n % 4_999) * 1e-4).toFixed(4)}` };
  if (request.body === CPCV_MAX)
    return {
      ...request,
      body: {
        ...CPCV_MAX,
        returns: [(CPCV_MAX.returns[0] as number) + n * 1e-9, ...CPCV_MAX.returns.slice(1)],
      },
    };
  return request;
}

export const CHEAP_PATH = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: the tests and the bench read JSON bodies freely
  body: any;
  ms: number;
}

/** One request with a key, timed from send to the whole body read. */
export async function call(
  url: string,
  key: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: JSON.parse(text),
    ms: performance.now() - started,
  };
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A heavy request refused: its status, reason, Retry-After and X-Credits-Charged. */
export interface Refusal {
  status: number;
  reason: string;
  retryAfter: string | null;
  creditsCharged: string | null;
}

export interface HeavyLoad {
  /** Round trips of the cheap request, idle and under the heavy load (ms). */
  idle: number[];
  loaded: number[];
  /** Round trips of /api/health under the load (ms). */
  health: number[];
  /** Heavy answers by outcome: "200", or "<status> <reason>". */
  outcomes: Record<string, number>;
  /** Heavy requests answered 200, per heavy key. */
  answered: number[];
  refusals: Refusal[];
  /** Cheap answers other than 200 (none expected). */
  cheapFailures: number;
}

export interface HeavyLoadOptions {
  idleSeconds: number;
  loadSeconds: number;
  /** Loops per heavy key, each keeping one heavy request in flight (default 2: the per-key cap). */
  loopsPerKey?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureHeavyLoad(
  url: string,
  keys: { probe: string; heavy: readonly string[] },
  options: HeavyLoadOptions,
): Promise<HeavyLoad> {
  let cheapFailures = 0;
  const probe = async (seconds: number) => {
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const answer = await call(url, keys.probe, CHEAP_PATH);
      if (answer.status !== 200) cheapFailures++;
      times.push(answer.ms);
    }
    return times;
  };
  await probe(2); // warm
  const idle = await probe(options.idleSeconds);

  let loading = true;
  const outcomes: Record<string, number> = {};
  const answered = keys.heavy.map(() => 0);
  const refusals: Refusal[] = [];
  const loop = async (k: number, offset: number) => {
    for (let i = offset; loading; i++) {
      const { path, body } = heavyRequest(i);
      const answer = await call(url, keys.heavy[k] as string, path, body);
      if (answer.status === 200) {
        answered[k] = (answered[k] ?? 0) + 1;
        outcomes["200"] = (outcomes["200"] ?? 0) + 1;
        continue;
      }
      const reason = answer.body?.detail?.reason ?? answer.body?.detail?.error_code ?? "unknown";
      const outcome = `${answer.status} ${reason}`;
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      refusals.push({
        status: answer.status,
        reason,
        retryAfter: answer.headers.get("retry-after"),
        creditsCharged: answer.headers.get("x-credits-charged"),
      });
      await pause(200);
    }
  };
  const loopsPerKey = options.loopsPerKey ?? 2;
  const loops = keys.heavy.flatMap((_, k) =>
    Array.from({ length: loopsPerKey }, (_, j) => loop(k, k + j * loopsPerKey)),
  );
  await pause(1_500); // every loop's first request in
  const health: number[] = [];
  const healthLoop = (async () => {
    while (loading) {
      health.push((await call(url, keys.probe, "/api/health")).ms);
      await pause(250);
    }
  })();
  const loaded = await probe(options.loadSeconds);
  loading = false;
  await Promise.all([...loops, healthLoop]);
  return { idle, loaded, health, outcomes, answered, refusals, cheapFailures };
}
