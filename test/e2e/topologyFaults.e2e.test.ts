/**
 * Issue 25 item 8: the distributed topology as `npm run topology` runs it (bin/topology.ts: its own
 * PostgreSQL and Redis, five subgraph processes, two gateway replicas), under faults. One start
 * (on a copy of the ingested template cluster: test/support/topologyCommand.ts) shared by the
 * cases, in order:
 * - a hung subgraph (SIGSTOP) answers its callers upstream_unavailable within the fetch timeout,
 *   and callers past its concurrency bound sooner;
 * - failing health probes open a subgraph's breaker with no traffic to it;
 * - kill -9 of market: logged and restarted after its backoff, the other processes keep serving,
 *   and the gateways answer the other subgraphs' fields of an instrument query as partial data;
 * - PostgreSQL killed: restarted, the services keep running and recover;
 * - Redis killed: restarted, and the replay's next bars frame says which minutes were lost;
 * - SIGTERM: everything stops, gateways first, exit 0.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { DEFAULT_SUBGRAPH_TIMEOUT_MS } from "../../gateway/transports.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { startTopologyCommand, type TopologyCommand } from "../support/topologyCommand.js";

let topology: TopologyCommand | undefined;
let key: string;
/** intel's bound, small so a handful of requests passes it. */
const INTEL_MAX_IN_FLIGHT = 2;
const INTEL_QUEUE_TIMEOUT_MS = 500;
/** Slack for a loaded 2-core machine on top of what the gateway promises. */
const SLACK_MS = 5_000;
const AAPL_CIK = "0000320193";

const running = () => topology as TopologyCommand;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const SERVICES = ["market", "fundamentals", "intel", "signals", "risk", "gateway-1", "gateway-2"];

async function graphql(gateway: string, query: string) {
  const started = performance.now();
  const response = await fetch(`${gateway}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as any, ms: performance.now() - started };
}

async function health(gateway: string) {
  return (await (await fetch(`${gateway}/api/health`)).json()) as any;
}

/** Polls `probe` until it returns a value, for at most `timeoutMs`; the last error otherwise. */
async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await sleep(500);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s${last ? `: ${last}` : ""}`);
}

const allHealthy = (gateway: string) =>
  until(`${gateway} healthy`, 240_000, async () =>
    (await health(gateway)).status === "ok" ? true : undefined,
  );

const INSTRUMENT = `{ instrument(ticker: "AAPL") { ticker name companyFacts { cik } riskProfile { windowEnd } } }`;

beforeAll(async () => {
  topology = await startTopologyCommand(
    {
      // One replay (SPY, the session with quotes) keeps the market process light.
      REPLAY_SESSIONS: "SPY:2023-08-03",
      SUBGRAPH_MAX_IN_FLIGHT_INTEL: String(INTEL_MAX_IN_FLIGHT),
      SUBGRAPH_QUEUE_TIMEOUT_MS_INTEL: String(INTEL_QUEUE_TIMEOUT_MS),
    },
    540_000,
  );
  const warehouse = await openWarehouse(topology.databaseUrl);
  key = (await issueKey(warehouse.db, "topology-faults", { plan: "enterprise" })).key;
  await warehouse.close();
  for (const gateway of topology.gateways) await allHealthy(gateway);
}, 900_000);

afterAll(async () => {
  await topology?.stop();
}, 120_000);

describe("npm run topology under faults", () => {
  it("serves a five-subgraph query on both gateway replicas", async () => {
    for (const gateway of running().gateways) {
      const { body } = await graphql(gateway, INSTRUMENT);
      expect(body.errors).toBeUndefined();
      expect(body.data.instrument).toEqual({
        ticker: "AAPL",
        name: expect.stringMatching(/^Apple/),
        companyFacts: { cik: AAPL_CIK },
        riskProfile: { windowEnd: "2022-12-29" },
      });
    }
  });

  it("a hung intel (SIGSTOP) answers upstream_unavailable within the fetch timeout; past its bound, sooner", async () => {
    const [gateway] = running().gateways as [string];
    const intel = running().pid("intel");
    process.kill(intel, "SIGSTOP");
    try {
      const answers = await Promise.all(
        Array.from({ length: INTEL_MAX_IN_FLIGHT + 2 }, () =>
          graphql(gateway, `{ filingNews(ticker: "AAPL", limit: 1) { count } }`),
        ),
      );
      for (const answer of answers) {
        expect(answer.body.errors?.[0]?.extensions).toMatchObject({
          code: "upstream_unavailable",
          extra: { upstream: "intel" },
        });
        expect(answer.ms).toBeLessThan(DEFAULT_SUBGRAPH_TIMEOUT_MS + SLACK_MS);
      }
      // Two waited for their fetch's timeout (or the breaker); the two past the bound waited only
      // for a slot, well under the timeout.
      const fastest = answers.map((answer) => answer.ms).sort((a, b) => a - b);
      expect(fastest[1]).toBeLessThan(DEFAULT_SUBGRAPH_TIMEOUT_MS / 2);
    } finally {
      process.kill(intel, "SIGCONT");
    }
    await allHealthy(gateway);
  }, 120_000);

  it("failing health probes open risk's breaker with no traffic to it; its fetches are then refused at once", async () => {
    const [, gateway] = running().gateways as [string, string];
    const risk = running().pid("risk");
    process.kill(risk, "SIGSTOP");
    try {
      // Only health probes reach risk: each /api/health probes it (1 s timeout, shared for 1 s).
      const breaker = await until("risk's breaker open", 30_000, async () => {
        await sleep(1_100);
        const { subgraphs } = await health(gateway);
        return subgraphs.risk.breaker.state === "open" ? subgraphs.risk.breaker : undefined;
      });
      expect(breaker.consecutive_failures).toBeGreaterThanOrEqual(3);
      const answer = await graphql(gateway, INSTRUMENT);
      expect(answer.ms).toBeLessThan(SLACK_MS);
      expect(answer.body.data.instrument).toMatchObject({
        companyFacts: { cik: AAPL_CIK },
        riskProfile: null,
      });
      expect(answer.body.errors.map((error: any) => error.extensions.extra.upstream)).toEqual(["risk"]);
    } finally {
      process.kill(risk, "SIGCONT");
    }
    await allHealthy(gateway);
  }, 120_000);

  it("kill -9 of market: logged and restarted after its backoff; meanwhile the other subgraphs' fields answer", async () => {
    const before = Object.fromEntries(SERVICES.map((name) => [name, running().pid(name)]));
    const from = running().output().length;
    process.kill(before.market as number, "SIGKILL");
    const exit = await running().waitFor(
      /topology: market \(pid (\d+)\) exited on its own \(signal SIGKILL\) after [\d.]+ s; restart 1 in 1\.0 s/,
      10_000,
      from,
    );
    expect(Number(exit[1])).toBe(before.market);

    for (const gateway of running().gateways) {
      // Each replica's breaker opens after its failed fetches; then fundamentals serves the root.
      const partial = await until(`partial data from ${gateway}`, 20_000, async () => {
        const { body } = await graphql(gateway, INSTRUMENT);
        return body.data?.instrument ? body : undefined;
      });
      expect(partial.data.instrument).toEqual({
        ticker: "AAPL",
        name: null,
        companyFacts: { cik: AAPL_CIK },
        riskProfile: { windowEnd: "2022-12-29" },
      });
      expect(partial.errors).toHaveLength(1);
      expect(partial.errors[0].extensions).toMatchObject({
        code: "upstream_unavailable",
        extra: { upstream: "market" },
      });
      // An unknown ticker is still unknown while fundamentals serves the root.
      const unknown = await graphql(
        gateway,
        `{ instrument(ticker: "ZZZZZZ") { ticker companyFacts { cik } } }`,
      );
      expect(unknown.body.data).toBeNull();
      expect(unknown.body.errors[0].extensions).toMatchObject({ code: "unknown_ticker", status: 404 });
    }

    const back = await running().waitFor(/topology: market \(pid (\d+)\) is back on (\S+)/, 300_000, from);
    expect(running().output().slice(from)).toMatch(/topology: market restarted \(pid \d+\)/);
    expect(Number(back[1])).toBe(running().pid("market"));
    expect(back[2]).toBe(running().subgraphs.market);
    // Nothing else was restarted or stopped.
    for (const name of SERVICES.filter((service) => service !== "market")) {
      expect(running().pid(name)).toBe(before[name]);
      expect(alive(before[name] as number)).toBe(true);
    }
    for (const gateway of running().gateways) {
      await allHealthy(gateway);
      const { body } = await graphql(gateway, INSTRUMENT);
      expect(body.errors).toBeUndefined();
      expect(body.data.instrument.name).toMatch(/^Apple/);
    }
  }, 400_000);

  it("PostgreSQL killed: restarted, and the services keep running and recover", async () => {
    const before = Object.fromEntries(SERVICES.map((name) => [name, running().pid(name)]));
    const postgres = running().pid("postgres");
    const from = running().output().length;
    process.kill(postgres, "SIGKILL");
    await running().waitFor(
      /topology: postgres \(pid \d+\) exited on its own \(signal SIGKILL\)/,
      10_000,
      from,
    );
    await running().waitFor(/topology: postgres restarted \(pid \d+\)/, 60_000, from);
    const [gateway] = running().gateways as [string];
    const facts = await until("company facts after the restart", 120_000, async () => {
      const response = await fetch(`${gateway}/api/v3/fundamentals/company_facts?ticker=AAPL`, {
        headers: { "x-api-key": key },
      });
      return response.status === 200 ? ((await response.json()) as any) : undefined;
    });
    expect(facts).toMatchObject({ ok: true, cik: AAPL_CIK });
    for (const name of SERVICES) {
      expect(running().pid(name)).toBe(before[name]);
      expect(alive(before[name] as number)).toBe(true);
    }
    expect(running().output().slice(from)).not.toMatch(
      /(market|fundamentals|intel|signals|risk|gateway-\d) \(pid \d+\) exited/,
    );
  }, 200_000);

  it("Redis killed: restarted, and the next SPY bar says which minutes were lost", async () => {
    const [gateway] = running().gateways as [string];
    const controller = new AbortController();
    const response = await fetch(`${gateway}/api/v3/stream/bars?symbols=SPY`, {
      headers: { "x-api-key": key, accept: "text/event-stream" },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const frames: any[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end));
          if (data) frames.push(JSON.parse(data[1] as string));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
      }
    })().catch(() => {});
    try {
      await until("a first bar", 30_000, async () => (frames.length > 0 ? true : undefined));
      expect(frames.every((frame) => frame.gap === null)).toBe(true);
      const from = running().output().length;
      const seenBefore = frames.length;
      process.kill(running().pid("redis"), "SIGKILL");
      await running().waitFor(
        /topology: redis \(pid \d+\) exited on its own \(signal SIGKILL\)/,
        10_000,
        from,
      );
      await running().waitFor(/topology: redis restarted \(pid \d+\)/, 30_000, from);
      const marked = await until("a bar with a gap", 60_000, async () =>
        frames.slice(seenBefore).find((frame) => frame.gap !== null),
      );
      const lastBefore = frames[frames.indexOf(marked) - 1];
      expect(marked.gap).toMatchObject({ reason: "bus_unavailable" });
      expect(marked.gap.frames_lost).toBeGreaterThanOrEqual(1);
      // The minutes lost lie between the last bar received and the marked one (SPY's replay did
      // not loop in a few seconds), one frame per recorded minute at most.
      const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;
      expect(minutes(lastBefore.bar_end, marked.gap.first_lost)).toBeGreaterThan(0);
      expect(minutes(marked.gap.last_lost, marked.bar_end)).toBeGreaterThan(0);
      expect(marked.gap.frames_lost).toBeLessThanOrEqual(
        minutes(marked.gap.first_lost, marked.gap.last_lost) + 1,
      );
      // Told once.
      await until("a bar after the marked one", 10_000, async () =>
        frames.length > frames.indexOf(marked) + 1 ? true : undefined,
      );
      expect(frames[frames.indexOf(marked) + 1].gap).toBeNull();
    } finally {
      controller.abort();
      await reading;
    }
  }, 150_000);

  it("SIGTERM stops everything it started, gateways first, PostgreSQL last, and exits 0", async () => {
    const stopping = running();
    const pids = Object.fromEntries(
      [...SERVICES, "redis", "postgres"].map((name) => [name, stopping.pid(name)]),
    );
    const from = stopping.output().length;
    topology = undefined;
    expect(await stopping.stop()).toBe(0);
    const stopped = [
      ...stopping
        .output()
        .slice(from)
        .matchAll(/topology: stopped (\S+) \(pid/g),
    ].map((match) => match[1]);
    expect(stopped.slice(0, 2).sort()).toEqual(["gateway-1", "gateway-2"]);
    expect(stopped.slice(2, 7).sort()).toEqual(["fundamentals", "intel", "market", "risk", "signals"]);
    expect(stopped.slice(7)).toEqual(["redis", "postgres"]);
    for (const [name, pid] of Object.entries(pids)) expect(alive(pid), name).toBe(false);
  }, 120_000);
});
