/**
 * `npm run bench`: three side-by-side comparisons in one run, each target loaded with autocannon
 * for the same time after the same warm-up, every server in its own child process (so the load
 * generator never shares their event loop and memory is per process), results in bench/RESULTS.md.
 *
 *  (a) REST shim vs the same persisted GraphQL document POSTed to /graphql of the same server
 *  (b) the five-subgraph instrument query through our gateway (Hive, remote routing) vs
 *      @apollo/gateway, both over the SAME five subgraph processes
 *  (c) the same query on the federated service in one process vs a monolith of the same resolvers
 *  plus a check that a subscription (market `bars`) works through remote routing.
 *
 * Settings (env): BENCH_SECONDS (measured seconds per target, default 10), BENCH_WARMUP (default 2),
 * BENCH_CONNECTIONS (default 10), BENCH_ONLY (e.g. "a,c": some sections, report printed, RESULTS.md
 * untouched), BENCH_PROFILE=<dir> (--cpu-prof every server child; summarise with
 * bench/profileSummary.ts). Every target's response is verified before it is loaded and
 * every response under load is checked (autocannon verifyBody → mismatches), so errors are counted.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import autocannon, { type Result } from "autocannon";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { issueKey } from "../gateway/access/keys.js";
import { SUBGRAPH_NAMES } from "../subgraphs/kit/subgraph.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RESULTS_PATH = fileURLToPath(new URL("./RESULTS.md", import.meta.url));
const SECONDS = positive("BENCH_SECONDS", 10);
const WARMUP = positive("BENCH_WARMUP", 2);
const CONNECTIONS = positive("BENCH_CONNECTIONS", 10);
const ALL_SECTIONS = ["a", "b", "c", "subscription"] as const;
/** BENCH_ONLY=a,c runs some sections (for quick checks); RESULTS.md is only written by a full run. */
const ONLY = new Set<string>(
  (process.env.BENCH_ONLY ?? ALL_SECTIONS.join(","))
    .split(",")
    .map((s) => s.trim())
    .filter((s) => (ALL_SECTIONS as readonly string[]).includes(s)),
);
/** BENCH_PROFILE=<dir>: every server child runs with --cpu-prof into <dir>/<child> (written when it stops). */
const PROFILE_DIR = process.env.BENCH_PROFILE || null;
const CLK_TCK = 100; // Linux USER_HZ: /proc/<pid>/stat times are in 1/100 s

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// The operations

const INSTRUMENT_SELECTION =
  "ticker name priceSnapshot { price dayChangePercent marketCap } companyFacts { cik sector } filingNews(limit: 3) { items { title } } momentum { value } riskProfile { annualisedVolatility var95 }";
const INSTRUMENT_QUERY = `{ instrument(ticker: "AAPL") { ${INSTRUMENT_SELECTION} } }`;
const INSTRUMENT_QUERY_VARIABLES = `query Instrument($ticker: String!) { instrument(ticker: $ticker) { ${INSTRUMENT_SELECTION} } }`;

interface RouteJson {
  name: string;
  path: string;
  document: string;
}
const PRICE_SNAPSHOT_OPERATION = "svc_v3_fundamentals_price_snapshot";
function findRoute(name: string): RouteJson {
  const routes = JSON.parse(
    readFileSync(join(ROOT, "rest-shim/generated/routes.json"), "utf8"),
  ) as RouteJson[];
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`${name} is missing from rest-shim/generated/routes.json`);
  return route;
}
const priceSnapshotRoute = findRoute(PRICE_SNAPSHOT_OPERATION);

// ---------------------------------------------------------------------------------------------
// Child processes: started with `node --import tsx` (not `npx tsx`, which puts npm and the tsx
// launcher between us and the server) so the PID we sample and kill is the server itself.

interface Child {
  name: string;
  pid: number;
  url: string;
  process: ChildProcess;
  stderr: () => string;
}

const running = new Set<Child>();

function startChild(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<Child> {
  return new Promise((resolve, reject) => {
    // One folder per child: node writes one profile per thread (main and tsx's loader thread),
    // named CPU.<date>.<time>.<pid>.<tid>.<seq>.cpuprofile; the largest is the main thread's.
    const profile = PROFILE_DIR
      ? ["--cpu-prof", `--cpu-prof-dir=${join(PROFILE_DIR, name.replace(/\W+/g, "-"))}`]
      : [];
    const child = spawn(process.execPath, [...profile, "--import", "tsx", script, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (child.pid === undefined) return reject(new Error(`${name} did not start`));
    let out = "";
    let err = "";
    let settled = false;
    const entry: Child = { name, pid: child.pid, url: "", process: child, stderr: () => err.slice(-2000) };
    running.add(entry);
    const timer = setTimeout(
      () => fail(new Error(`${name} printed no "listening on" line within 120 s`)),
      120_000,
    );
    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${error.message}\n--- ${name} stderr ---\n${err.slice(-2000)}`));
    }
    child.stdout?.on("data", (chunk: Buffer) => {
      if (settled) return; // keep draining the pipe, nothing more to parse
      out += chunk.toString();
      const match = /listening on (\S+)/.exec(out);
      if (match?.[1]) {
        settled = true;
        clearTimeout(timer);
        entry.url = match[1];
        resolve(entry);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-8000);
    });
    child.on("exit", (code, signal) => {
      running.delete(entry);
      fail(new Error(`${name} exited (code ${code}, signal ${signal}) before listening`));
    });
  });
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) {
    running.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    if (child.process.exitCode === null && child.process.signalCode === null)
      process.kill(child.pid, "SIGKILL");
  }, 5_000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

function killAllNow() {
  for (const child of running) {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
process.once("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Process sampling: peak VmRSS and CPU time from /proc

function readStatus(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
    return rss && hwm ? { rssKb: Number(rss), hwmKb: Number(hwm) } : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

class ProcessSampler {
  private readonly peaks = new Map<number, number>();
  private readonly cpuStart = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly pids: number[]) {}

  start() {
    for (const pid of this.pids) this.cpuStart.set(pid, cpuMs(pid));
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
  }

  private sample() {
    for (const pid of this.pids) {
      const status = readStatus(pid);
      if (status) this.peaks.set(pid, Math.max(this.peaks.get(pid) ?? 0, status.rssKb));
    }
  }

  stop(): { peakRssMb: number[]; cpuMs: number[] } {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return {
      peakRssMb: this.pids.map((pid) => (this.peaks.get(pid) ?? 0) / 1024),
      cpuMs: this.pids.map((pid) => cpuMs(pid) - (this.cpuStart.get(pid) ?? 0)),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Targets: verify one response, warm up, then measure

interface Target {
  label: string;
  url: string;
  method: "GET" | "POST";
  /** POST bodies; with several, requests take them in turn (one round robin over all connections). */
  bodies?: string[];
  /** Checks a verification response (one per body); returns the value compared across targets. */
  verify: (status: number, body: string) => unknown;
  /** Cheap check of every response under load, given the verified bodies (false → a mismatch). */
  makeVerifyBody: (verifiedBodies: string[]) => (body: string) => boolean;
  /** The server process (measured: RSS, CPU); `also` are processes it relies on (reported apart). */
  server: Child;
  also?: Child[];
}

interface Measurement {
  label: string;
  stack: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  errorDetail: string;
  peakRssMb: number;
  alsoPeakRssMb: number;
  cpuMsPerRequest: number;
  alsoCpuMsPerRequest: number;
  /** CPU ms per request of each process in `also`, by name. */
  alsoCpuDetail: string;
  /** What verify returned, one entry per body. */
  verified: unknown[];
}

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

async function fetchOnce(
  target: Target,
  body: string | undefined,
): Promise<{ status: number; body: string }> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.method === "POST" ? JSON_HEADERS : { accept: "application/json" },
    ...(body ? { body } : {}),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text() };
}

async function load(target: Target, seconds: number, verifyBody: (body: string) => boolean): Promise<Result> {
  const bodies = target.bodies ?? [];
  let next = 0;
  const instance = autocannon({
    url: target.url,
    method: target.method,
    headers: target.method === "POST" ? JSON_HEADERS : { accept: "application/json" },
    ...(bodies.length === 1 ? { body: bodies[0] } : {}),
    ...(bodies.length > 1
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                body: bodies[next++ % bodies.length],
              }),
            },
          ],
        }
      : {}),
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    verifyBody,
  });
  // Belt and braces: the run is bounded by `duration`, and this stops it if anything hangs.
  const guard = setTimeout(() => instance.stop(), (seconds + 30) * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

function errorCount(result: Result): number {
  return result.errors + result.non2xx + result.mismatches;
}

async function measure(target: Target, stack: string): Promise<Measurement> {
  const verifiedBodies: string[] = [];
  const verified: unknown[] = [];
  for (const body of target.bodies ?? [undefined]) {
    const response = await fetchOnce(target, body);
    verified.push(target.verify(response.status, response.body));
    verifiedBodies.push(response.body);
  }
  const verifyBody = target.makeVerifyBody(verifiedBodies);
  log(`${target.label}: ${verifiedBodies.length} response(s) verified; warm-up ${WARMUP} s`);
  const warm = await load(target, WARMUP, verifyBody);
  if (errorCount(warm) > 0) {
    throw new Error(
      `${target.label}: ${errorCount(warm)} errors during warm-up (errors ${warm.errors}, non-2xx ${warm.non2xx}, mismatches ${warm.mismatches})`,
    );
  }
  const sampler = new ProcessSampler([target.server.pid, ...(target.also ?? []).map((c) => c.pid)]);
  sampler.start();
  const result = await load(target, SECONDS, verifyBody);
  const usage = sampler.stop();
  const requests = result.requests.total;
  const measurement: Measurement = {
    label: target.label,
    stack,
    rps: requests / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: errorCount(result),
    errorDetail: `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}, body mismatches ${result.mismatches}`,
    peakRssMb: usage.peakRssMb[0] ?? 0,
    alsoPeakRssMb: usage.peakRssMb.slice(1).reduce((a, b) => a + b, 0),
    cpuMsPerRequest: (usage.cpuMs[0] ?? 0) / Math.max(requests, 1),
    alsoCpuMsPerRequest: usage.cpuMs.slice(1).reduce((a, b) => a + b, 0) / Math.max(requests, 1),
    alsoCpuDetail: (target.also ?? [])
      .map((child, i) => `${child.name} ${fmt((usage.cpuMs[i + 1] ?? 0) / Math.max(requests, 1), 2)}`)
      .join(", "),
    verified,
  };
  log(
    `${target.label}: ${measurement.rps.toFixed(0)} req/s, p50 ${measurement.p50} ms, p99 ${measurement.p99} ms, ` +
      `${measurement.errors} errors, peak RSS ${measurement.peakRssMb.toFixed(0)} MB`,
  );
  return measurement;
}

function graphqlData(status: number, body: string, field: string): Record<string, unknown> {
  if (status !== 200) throw new Error(`HTTP ${status}: ${body.slice(0, 500)}`);
  const parsed = JSON.parse(body) as { data?: Record<string, unknown> | null; errors?: unknown[] };
  if (parsed.errors?.length)
    throw new Error(`GraphQL errors: ${JSON.stringify(parsed.errors).slice(0, 800)}`);
  const value = parsed.data?.[field];
  if (!value || typeof value !== "object") throw new Error(`No data.${field}: ${body.slice(0, 500)}`);
  return value as Record<string, unknown>;
}

/**
 * The instrument query. With no `tickers`: exactly the query of the brief (AAPL, literal), which
 * must answer every subgraph's part. With `tickers`: the same selection with `$ticker`, one
 * request per ticker in turn, each answer checked for errors and the right ticker.
 */
function instrumentTarget(
  label: string,
  url: string,
  server: Child,
  options: { also?: Child[]; tickers?: string[] } = {},
): Target {
  const { tickers, also } = options;
  return {
    label,
    url,
    method: "POST",
    bodies: tickers
      ? tickers.map((ticker) => JSON.stringify({ query: INSTRUMENT_QUERY_VARIABLES, variables: { ticker } }))
      : [JSON.stringify({ query: INSTRUMENT_QUERY })],
    server,
    ...(also ? { also } : {}),
    verify: (status, body) => {
      const instrument = graphqlData(status, body, "instrument");
      if (tickers) {
        if (typeof instrument.ticker !== "string" || !tickers.includes(instrument.ticker)) {
          throw new Error(`${label}: unexpected answer ${body.slice(0, 500)}`);
        }
        return instrument;
      }
      const ok =
        instrument.ticker === "AAPL" &&
        typeof instrument.name === "string" &&
        typeof (instrument.priceSnapshot as { marketCap?: unknown }).marketCap === "number" &&
        typeof (instrument.companyFacts as { cik?: unknown }).cik === "string" &&
        (instrument.filingNews as { items: unknown[] }).items.length === 3 &&
        typeof (instrument.momentum as { value?: unknown }).value === "number" &&
        typeof (instrument.riskProfile as { var95?: unknown }).var95 === "number";
      if (!ok) throw new Error(`${label}: incomplete instrument: ${body.slice(0, 800)}`);
      return instrument;
    },
    // The answers hold nothing time-dependent: every response must be byte-identical to a verified one.
    makeVerifyBody: (verifiedBodies) => {
      const expected = new Set(verifiedBodies);
      return (body) => expected.has(body);
    },
  };
}

/** The REST body minus the envelope and the one field that moves with the clock. */
function comparableSnapshot(snapshot: Record<string, unknown>) {
  const { ok: _ok, timestamp: _timestamp, price_age_seconds: _age, ...rest } = snapshot;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Subscription through remote routing (bin/serve.ts --service gateway, keys on)

interface SubscriptionReport {
  lines: string[];
}

async function subscriptionCheck(
  subgraphs: Child[],
  databaseUrl: string,
  key: string,
): Promise<SubscriptionReport> {
  const lines: string[] = [];
  const args = subgraphs.flatMap((child) => ["--subgraph", `${child.name}=${child.url}`]);
  const gateway = await startChild(
    "gateway (bin/serve.ts)",
    "bin/serve.ts",
    ["--service", "gateway", ...args],
    {
      DATABASE_URL: databaseUrl,
    },
  );
  try {
    const wsUrl = `${gateway.url.replace(/^http/, "ws")}/graphql`;
    lines.push(
      `Gateway: \`bin/serve.ts --service gateway --subgraph market=… (all five)\` (keys on), graphql-ws \`createClient\` with \`webSocketImpl: WebSocket\` (ws) on ${wsUrl.replace(/:\d+\//, ":<port>/")}.`,
    );
    const cases: { title: string; query: string; params: Record<string, string> }[] = [
      {
        title: "market fields only, valid key",
        query: "subscription { bars { id ticker close barEnd } }",
        params: { authorization: `Bearer ${key}` },
      },
      {
        title: "with entity fields from other subgraphs (intel, signals via @requires), valid key",
        query:
          "subscription { bars { id ticker close instrument { name filingNews(limit: 1) { items { form } } momentum { value } } } }",
        params: { authorization: `Bearer ${key}` },
      },
      {
        title: "invalid key",
        query: "subscription { bars { id } }",
        params: { authorization: "Bearer qf_live_0000000000000000_not-a-key" },
      },
    ];
    for (const c of cases) lines.push(`- ${c.title}: ${await subscribeOnce(wsUrl, c.query, c.params)}`);
  } finally {
    await stopChild(gateway);
  }
  return { lines };
}

function subscribeOnce(url: string, query: string, params: Record<string, string>): Promise<string> {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazy: true,
  });
  const started = Date.now();
  const events: unknown[] = [];
  return new Promise<string>((resolve) => {
    let unsubscribe = () => {};
    const finish = (outcome: string) => {
      clearTimeout(timer);
      unsubscribe();
      void client.dispose();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish(`**no event within 15 s** (${events.length} received)`), 15_000);
    unsubscribe = client.subscribe(
      { query },
      {
        next: (value) => {
          events.push(value);
          if ((value as { errors?: unknown[] }).errors?.length) {
            finish(
              `**error payload** after ${Date.now() - started} ms: \`${JSON.stringify(value).slice(0, 400)}\``,
            );
          } else if (events.length === 2) {
            finish(
              `works: 2 events in ${Date.now() - started} ms, first \`${JSON.stringify(events[0]).slice(0, 400)}\``,
            );
          }
        },
        error: (error) => {
          const detail =
            error instanceof Error
              ? error.message
              : typeof (error as { code?: unknown }).code === "number"
                ? `socket closed ${(error as { code: number }).code} ${(error as { reason?: string }).reason ?? ""}`
                : JSON.stringify(error);
          finish(`rejected after ${Date.now() - started} ms: ${detail}`);
        },
        complete: () => finish(`completed after ${events.length} events`),
      },
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Report

function machine() {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
  let nproc = String(cpus().length);
  try {
    nproc = execFileSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    // keep the os.cpus() count
  }
  return {
    nproc,
    model,
    node: process.version,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at start)`,
  };
}

const fmt = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function table(rows: Measurement[], extra: "none" | "also" = "none"): string {
  const head =
    "| target | stack | req/s | p50 ms | p99 ms | requests | errors / non-2xx / mismatches | peak RSS MB | server CPU ms/req |" +
    (extra === "also" ? " subgraphs' peak RSS MB (sum) | subgraphs' CPU ms/req |" : "");
  const rule = `|${head
    .split("|")
    .slice(1, -1)
    .map(() => "---")
    .join("|")}|`;
  const body = rows.map(
    (m) =>
      `| ${m.label} | ${m.stack} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${fmt(m.requests)} | ${m.errors} (${m.errorDetail}) | ${fmt(m.peakRssMb)} | ${fmt(m.cpuMsPerRequest, 2)} |` +
      (extra === "also" ? ` ${fmt(m.alsoPeakRssMb)} | ${fmt(m.alsoCpuMsPerRequest, 2)} |` : ""),
  );
  return [head, rule, ...body].join("\n");
}

function verdict(met: boolean, text: string) {
  return met ? `**met** (${text})` : `**missed** (${text})`;
}

const ANALYSIS_BEGIN = "<!-- analysis:begin (hand-written, kept across runs) -->";
const ANALYSIS_END = "<!-- analysis:end -->";

function keptAnalysis(): string | null {
  try {
    const previous = readFileSync(RESULTS_PATH, "utf8");
    const start = previous.indexOf(ANALYSIS_BEGIN);
    const end = previous.indexOf(ANALYSIS_END);
    return start >= 0 && end > start ? previous.slice(start, end + ANALYSIS_END.length) : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Main

interface SectionsRun {
  a?: { rest: Measurement; gql: Measurement; sameSnapshot: boolean };
  c?: { federated: Measurement; mono: Measurement };
  b?: {
    ours: Measurement;
    theirs: Measurement;
    oursRotating: Measurement;
    theirsRotating: Measurement;
    sameRotating: boolean;
  };
  subscription?: SubscriptionReport;
}

async function runAandC(env: Record<string, string>, run: SectionsRun) {
  log("starting the federated service and the monolith");
  const [service, monolith] = await Promise.all([
    startChild("service", "bench/service.ts", [], env),
    ONLY.has("c") ? startChild("monolith", "bench/monolith.ts", [], env) : Promise.resolve(null),
  ]);
  if (ONLY.has("a")) {
    const rest = await measure(
      {
        label: "REST `GET /api/v3/fundamentals/price_snapshot?ticker=AAPL`",
        url: `${service.url}${priceSnapshotRoute.path}?ticker=AAPL`,
        method: "GET",
        server: service,
        verify: (status, body) => {
          if (status !== 200) throw new Error(`REST: HTTP ${status}: ${body.slice(0, 500)}`);
          const parsed = JSON.parse(body) as Record<string, unknown>;
          if (parsed.ok !== true || parsed.ticker !== "AAPL" || typeof parsed.market_cap !== "number") {
            throw new Error(`REST: unexpected body ${body.slice(0, 500)}`);
          }
          return comparableSnapshot(parsed);
        },
        makeVerifyBody: () => (body) => body.startsWith('{"ok":true,') && body.includes('"ticker":"AAPL"'),
      },
      "federated service (`bench/service.ts`: startService, auth off, bars replay off), Fastify route → REST shim → gateway.fetch (in process)",
    );
    const gql = await measure(
      {
        label: `GraphQL \`POST /graphql\` (${PRICE_SNAPSHOT_OPERATION}, {ticker: "AAPL"})`,
        url: `${service.url}/graphql`,
        method: "POST",
        bodies: [
          JSON.stringify({
            query: priceSnapshotRoute.document,
            operationName: PRICE_SNAPSHOT_OPERATION,
            variables: { ticker: "AAPL" },
          }),
        ],
        server: service,
        verify: (status, body) => comparableSnapshot(graphqlData(status, body, "priceSnapshot")),
        makeVerifyBody: () => (body) => body.startsWith('{"data":{"priceSnapshot":{"ticker":"AAPL",'),
      },
      "federated service, Fastify → Hive Gateway runtime",
    );
    run.a = { rest, gql, sameSnapshot: isDeepStrictEqual(rest.verified, gql.verified) };
  }
  if (monolith) {
    const federated = await measure(
      instrumentTarget(
        "federated, in process (`startService`, auth off, bars replay off)",
        `${service.url}/graphql`,
        service,
      ),
      "one process: Fastify → Hive Gateway runtime → 5 subgraph schemas executed in process",
    );
    const mono = await measure(
      instrumentTarget("monolith (`bench/monolith.ts`)", monolith.url, monolith),
      "one process: Fastify → GraphQL Yoga → one merged schema (same resolvers)",
    );
    run.c = { federated, mono };
  }
  await Promise.all([stopChild(service), ...(monolith ? [stopChild(monolith)] : [])]);
}

async function runBandSubscription(
  env: Record<string, string>,
  key: string,
  tickers: string[],
  run: SectionsRun,
) {
  log("starting the five subgraphs as separate processes");
  const subgraphs = await Promise.all(
    SUBGRAPH_NAMES.map((name) => startChild(name, "bin/serve.ts", ["--service", name, "--port", "0"], env)),
  );
  if (ONLY.has("b")) {
    const subgraphArgs = subgraphs.flatMap((child) => ["--subgraph", `${child.name}=${child.url}`]);
    log("starting the two gateways");
    const [hive, apollo] = await Promise.all([
      startChild("hive gateway", "bench/hiveGateway.ts", subgraphArgs, env),
      startChild("apollo gateway", "bench/apolloGateway.ts", subgraphArgs, env),
    ]);
    const ours = await measure(
      instrumentTarget("our gateway (Hive runtime, remote routing), AAPL", hive.url, hive, {
        also: subgraphs,
      }),
      "`bench/hiveGateway.ts`: Fastify → Hive Gateway runtime, HTTP transport to the subgraphs",
    );
    const theirs = await measure(
      instrumentTarget("@apollo/gateway 2.14, AAPL", apollo.url, apollo, { also: subgraphs }),
      "`bench/apolloGateway.ts`: @apollo/server 5 standalone → ApolloGateway, RemoteGraphQLDataSource per subgraph",
    );
    // Same selection, tickers in turn: concurrent requests differ, so no gateway can merge them.
    const theirsRotating = await measure(
      instrumentTarget(`@apollo/gateway 2.14, ${tickers.length} tickers in turn`, apollo.url, apollo, {
        also: subgraphs,
        tickers,
      }),
      "as above",
    );
    const oursRotating = await measure(
      instrumentTarget(`our gateway, ${tickers.length} tickers in turn`, hive.url, hive, {
        also: subgraphs,
        tickers,
      }),
      "as above",
    );
    await Promise.all([stopChild(hive), stopChild(apollo)]);
    run.b = {
      ours,
      theirs,
      oursRotating,
      theirsRotating,
      sameRotating: isDeepStrictEqual(oursRotating.verified, theirsRotating.verified),
    };
  }
  if (ONLY.has("subscription")) {
    log("subscription through remote routing");
    run.subscription = await subscriptionCheck(subgraphs, env.DATABASE_URL as string, key);
  }
  await Promise.all(subgraphs.map(stopChild));
}

async function main() {
  const startedAt = new Date();
  const host = machine();
  const loadAtStart = loadavg();
  log(
    `machine: ${host.nproc} CPU(s), ${host.model}, node ${host.node}; ${SECONDS} s per target; ` +
      `sections ${[...ONLY].join(", ")}${PROFILE_DIR ? `; CPU profiles in ${PROFILE_DIR}` : ""}`,
  );
  const dir = mkdtempSync("/tmp/quant-bench-");
  const databaseUrl = `sqlite:${join(dir, "bench.sqlite")}`;
  const run: SectionsRun = {};
  try {
    log(`building the warehouse at ${databaseUrl}`);
    const warehouse = await ensureWarehouse(databaseUrl, { onProgress: () => {} });
    const { key } = await issueKey(warehouse.db, "bench subscription check");
    // Every ticker with daily bars (the instrument query answers for each; only a few have SEC facts).
    const tickers = (
      await warehouse.db.selectFrom("daily_bars").select("ticker").distinct().orderBy("ticker").execute()
    ).map((row) => row.ticker);
    await warehouse.close();
    const env = { DATABASE_URL: databaseUrl };
    if (ONLY.has("a") || ONLY.has("c")) await runAandC(env, run);
    if (ONLY.has("b") || ONLY.has("subscription")) await runBandSubscription(env, key, tickers, run);
  } finally {
    await Promise.all([...running].map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  }
  const report = renderReport(run, {
    startedAt,
    host,
    loadAtStart,
    loadAtEnd: loadavg(),
    minutes: (Date.now() - startedAt.getTime()) / 60_000,
  });
  if (ONLY.size === ALL_SECTIONS.length && !PROFILE_DIR) {
    writeFileSync(RESULTS_PATH, report);
    log(`wrote ${RESULTS_PATH}`);
  } else {
    console.log(report);
    log("partial or profiled run: bench/RESULTS.md left as it was");
  }
}

function renderReport(
  run: SectionsRun,
  meta: {
    startedAt: Date;
    host: ReturnType<typeof machine>;
    loadAtStart: number[];
    loadAtEnd: number[];
    minutes: number;
  },
): string {
  const { host } = meta;
  const parts: string[] = [
    `# Benchmark results

Generated by \`npm run bench\` (bench/run.ts) on ${meta.startedAt.toISOString()}; the whole run took ${meta.minutes.toFixed(1)} min.

Machine: ${host.nproc} CPU(s) (\`nproc\`), ${host.model} (/proc/cpuinfo), ${host.memory}, Node ${host.node}, ${process.platform}.
Load average (1/5/15 min) at start ${meta.loadAtStart.map((v) => v.toFixed(2)).join(" / ")}, at end ${meta.loadAtEnd.map((v) => v.toFixed(2)).join(" / ")} (a shared machine: other work shows up here).

Method: autocannon ${CONNECTIONS} connections, pipelining 1, ${WARMUP} s warm-up then ${SECONDS} s measured per target, targets one after the other, load generator in the bench process, every server in its own child process started with \`node --import tsx\` (its PID is the server's, for RSS and for stopping it). Before loading, one response of each target is fetched and checked (status 200, no GraphQL errors, the expected data); under load every response body is checked too (autocannon \`verifyBody\`: an instrument query must answer byte-for-byte what the verified response for that request said, REST/GraphQL snapshot bodies must be AAPL success bodies), failures count as mismatches. Peak RSS: VmRSS from /proc/<pid>/status sampled every 200 ms during the measured seconds. Server CPU ms/req: utime+stime of the server process during the measured seconds / requests served (less sensitive to other load on the machine than req/s). The warehouse is a fresh SQLite file built from data/sample into a temp directory. Auth is off in every target (keys: null) so access checks are not measured.`,
  ];
  if (run.a) {
    const { rest, gql, sameSnapshot } = run.a;
    const overhead = (gql.rps / rest.rps - 1) * 100;
    const cpuOverhead = (rest.cpuMsPerRequest / gql.cpuMsPerRequest - 1) * 100;
    parts.push(`## (a) REST shim vs GraphQL, same operation, same server

${table([rest, gql])}

- Same data: ${sameSnapshot ? "yes, the REST body (minus ok, timestamp, price_age_seconds) equals data.priceSnapshot of the GraphQL answer" : "**NO**: the REST and GraphQL answers differ"}.
- Ratio REST / GraphQL throughput: **${(rest.rps / gql.rps).toFixed(3)}**; shim overhead = GraphQL req/s ÷ REST req/s − 1 = **${overhead.toFixed(1)} %** (the time per request the shim adds); by server CPU per request: ${cpuOverhead.toFixed(1)} %.
- Target: overhead ≤ 10 % → ${verdict(overhead <= 10, overhead <= 10 ? `${overhead.toFixed(1)} %` : `by ${(overhead - 10).toFixed(1)} points`)}.`);
  }
  if (run.b) {
    const { ours, theirs, oursRotating, theirsRotating, sameRotating } = run.b;
    const ratio = ours.rps / theirs.rps;
    const ratioRotating = oursRotating.rps / theirsRotating.rps;
    const meets = (r: number) =>
      verdict(
        r >= 2,
        r >= 2
          ? `${r.toFixed(2)}×`
          : `by ${(2 - r).toFixed(2)}×, i.e. ${((1 - r / 2) * 100).toFixed(0)} % short`,
      );
    parts.push(`## (b) Five-subgraph instrument query: our gateway vs @apollo/gateway, same five subgraph processes

Query: \`${INSTRUMENT_QUERY}\` (as asked), then the same selection as \`query Instrument($ticker: String!)\` with the ${oursRotating.verified.length} tickers that have daily bars taken in turn (one round robin over all connections, so the ${CONNECTIONS} requests in flight are for ${CONNECTIONS} different tickers; only a few of them have SEC facts and filings, so the mix is cheaper per request than AAPL).

${table([ours, theirs, theirsRotating, oursRotating], "also")}

- Ratio ours / Apollo, AAPL only (the query as asked): **${ratio.toFixed(2)}×**. Target ≥ 2× → ${meets(ratio)}.
- Ratio ours / Apollo, tickers in turn: **${ratioRotating.toFixed(2)}×**. Target ≥ 2× → ${meets(ratioRotating)}. Same answers from both gateways for every ticker: ${sameRotating ? "yes" : "**NO**"}.
- Why the two differ: with ${CONNECTIONS} connections sending the identical AAPL query, our gateway's HTTP transport (@graphql-tools/executor-http, \`deduplicateInflightRequests\`, on by default) merges identical subgraph requests that are in flight at the same time into one, so the subgraphs do a fraction of the work — visible in the subgraphs' CPU per gateway request: ${fmt(ours.alsoCpuMsPerRequest, 2)} ms behind ours vs ${fmt(theirs.alsoCpuMsPerRequest, 2)} ms behind Apollo (ours: ${ours.alsoCpuDetail}; Apollo: ${theirs.alsoCpuDetail}). @apollo/gateway sends every fetch. With different tickers in flight nothing can be merged (${fmt(oursRotating.alsoCpuMsPerRequest, 2)} vs ${fmt(theirsRotating.alsoCpuMsPerRequest, 2)} ms of subgraph CPU per request), so the second ratio is the gateways' own difference; the first is what identical hot queries get.
- Gateway process CPU per request: AAPL ours ${fmt(ours.cpuMsPerRequest, 2)} ms vs Apollo ${fmt(theirs.cpuMsPerRequest, 2)} ms (Apollo / ours ${(theirs.cpuMsPerRequest / ours.cpuMsPerRequest).toFixed(2)}×); tickers in turn ours ${fmt(oursRotating.cpuMsPerRequest, 2)} ms vs Apollo ${fmt(theirsRotating.cpuMsPerRequest, 2)} ms (${(theirsRotating.cpuMsPerRequest / oursRotating.cpuMsPerRequest).toFixed(2)}×).
- The load generator, the gateway and the five subgraphs share ${host.nproc} CPUs, so req/s is bounded by the whole chain (mostly the subgraphs), not by the gateway alone.`);
  }
  if (run.c) {
    const { federated, mono } = run.c;
    const ratio = federated.rps / mono.rps;
    parts.push(`## (c) Same query: federated in one process vs a monolith

${table([federated, mono])}

- Monolith: the five subgraph schemas merged into one executable schema (@graphql-tools/merge mergeTypeDefs of each subgraph's SDL minus federation, then @graphql-tools/schema makeExecutableSchema with each field's owning subgraph's resolver; @requires fields wrapped so they first resolve their required selection with market's resolvers; see the header of bench/monolith.ts), served by **GraphQL Yoga ${yogaVersion()} on Fastify** — the same Fastify route shape as gateway/host.ts, and Yoga is what the Hive Gateway runtime is built on, so the difference is federation itself.
- Ratio federated / monolith: **${ratio.toFixed(2)}×**. Target ≥ 0.5× → ${verdict(ratio >= 0.5, ratio >= 0.5 ? `${ratio.toFixed(2)}×` : `by ${(0.5 - ratio).toFixed(2)}×, i.e. ${((1 - ratio / 0.5) * 100).toFixed(0)} % short`)}.
- Server CPU per request: federated ${fmt(federated.cpuMsPerRequest, 2)} ms, monolith ${fmt(mono.cpuMsPerRequest, 2)} ms.`);
  }
  // The AAPL-only targets: one verified answer each, all must be equal.
  const instrumentRuns = [run.c?.federated, run.c?.mono, run.b?.ours, run.b?.theirs].filter(
    (m): m is Measurement => m !== undefined,
  );
  if (instrumentRuns.length > 1) {
    const same = instrumentRuns.every((m) => isDeepStrictEqual(m.verified, instrumentRuns[0]?.verified));
    parts.push(
      `Instrument query answers: ${same ? `identical data from all ${instrumentRuns.length} targets of (b) and (c)` : "**the targets of (b) and (c) answered different data**"}.`,
    );
  }
  if (run.subscription) {
    parts.push(`## Subscription through remote routing\n\n${run.subscription.lines.join("\n")}`);
  }
  parts.push(keptAnalysis() ?? `${ANALYSIS_BEGIN}\n${ANALYSIS_END}`);
  return `${parts.join("\n\n")}\n`;
}

function yogaVersion(): string {
  try {
    return (
      JSON.parse(readFileSync(join(ROOT, "node_modules/graphql-yoga/package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  } catch {
    return "";
  }
}

await main();
