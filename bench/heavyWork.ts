/**
 * `npm run bench:heavy` (issue 25 item 4): the heavy computations off the event loop, measured on
 * the whole service in a child process (`bench/service.ts`, access on, the heavy-work settings of
 * this machine's defaults or HEAVY_WORK_* / HEAVY_MAX_PER_KEY from the environment), written into
 * bench/RESULTS.md between the heavy markers (inside the hand-kept analysis block, so `npm run
 * bench` keeps it).
 *
 * 1. Each heavy route's cost: HEAVY_CALLS calls (default 3) after one warm-up, one at a time; CPU
 *    is the service process's utime+stime (every thread: the event loop and the worker threads)
 *    over the call. The catalogue's `work` of each route is set from these figures.
 * 2. Side by side in one run, the measurement test/e2e/heavyWork.e2e.test.ts asserts
 *    (test/support/heavyLoad.ts): the cheap price snapshot's round trips idle for HEAVY_IDLE_SECONDS
 *    (default 10), then for HEAVY_LOAD_SECONDS (default 30) while three keys each keep their cap of
 *    heavy computations in flight, with /api/health asked every 250 ms; the load average at the
 *    start and the end. Targets: the cheap median within 5× its idle median, health under 1 s.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loadPricing } from "../gateway/access/index.js";
import { heavyPerKeyFromEnv } from "../gateway/access/plugins/heavyCap.js";
import { workTableOf } from "../gateway/heavyFields.js";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { heavyWorkSettings } from "../subgraphs/kit/heavyWork.js";
import { HEAVY_REQUESTS, type HeavyLoad, measureHeavyLoad, median } from "../test/support/heavyLoad.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { log } from "./log.js";
import { loadAverage, machine } from "./machine.js";
import { startChild, stopAll } from "./processes.js";
import { RESULTS_PATH } from "./report.js";
import { replaceMarkedSection } from "./resultsFile.js";
import { timedCall } from "./timedCall.js";

const HEAVY_BEGIN = "<!-- heavy:begin (written by bench/heavyWork.ts) -->";
const HEAVY_END = "<!-- heavy:end -->";

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!(value > 0)) throw new Error(`${name} must be a positive number, got ${process.env[name]}`);
  return value;
};
const CALLS = positive("HEAVY_CALLS", 3);
const IDLE_SECONDS = positive("HEAVY_IDLE_SECONDS", 10);
const LOAD_SECONDS = positive("HEAVY_LOAD_SECONDS", 30);

/** Which GraphQL field each heavy route runs, to show its declared work beside its measured cost. */
const FIELDS: Record<string, string> = {
  "/api/v2/risk/var": "Query.portfolioVar",
  "/api/v3/validation/cpcv": "Query.cpcv",
  "/api/v2/risk/stress": "Query.portfolioStress",
  "/api/v2/risk/crash_scenarios": "Query.crashScenarios",
};

interface RouteCost {
  path: string;
  cpuMs: number[];
  wallMs: number[];
}

async function routeCosts(url: string, pid: number, key: string): Promise<RouteCost[]> {
  const costs: RouteCost[] = [];
  for (const { path, body } of HEAVY_REQUESTS) {
    const cost: RouteCost = { path, cpuMs: [], wallMs: [] };
    for (let i = 0; i <= CALLS; i++) {
      const { cpuMs, wallMs } = await timedCall(url, pid, key, path, body);
      if (i === 0) continue; // warm-up: the worker thread's first job loads its modules
      cost.cpuMs.push(cpuMs);
      cost.wallMs.push(wallMs);
    }
    log(`${path}: CPU ${cost.cpuMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
    costs.push(cost);
  }
  return costs;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => value.toFixed(value < 100 ? 1 : 0);

function section(
  costs: RouteCost[],
  load: HeavyLoad,
  facts: { started: Date; load0: number[]; load1: number[] },
) {
  const host = machine();
  const settings = heavyWorkSettings();
  const perKey = heavyPerKeyFromEnv();
  const work = workTableOf(loadPricing());
  const ratio = median(load.loaded) / median(load.idle);
  const slowestHealth = Math.max(...load.health);
  const verdict = (met: boolean, text: string) => (met ? `**met** (${text})` : `**missed** (${text})`);
  const loadAverages = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
  return [
    HEAVY_BEGIN,
    "",
    `### Heavy work off the event loop (\`npm run bench:heavy\`, ${facts.started.toISOString().slice(0, 16)}Z)`,
    "",
    `${host.model}, ${host.nproc} CPU(s), ${host.memory}, Node ${host.node}. Load average (1/5/15 min) ${loadAverages(facts.load0)} at the start, ${loadAverages(facts.load1)} at the end (a shared machine: other work shows up here). Service: \`bench/service.ts\` in a child process, access on (embedded backend), ${settings.threads} worker thread(s), ${settings.queue} waiting, time limit ${settings.timeoutMs} ms, ${perKey} heavy computations per key (the defaults for ${host.nproc} CPUs unless set in the environment).`,
    "",
    `Each heavy route alone, ${CALLS} calls after one warm-up, one at a time; CPU = the service process's utime+stime over the call (event loop and worker threads):`,
    "",
    "| route | CPU ms per call | median | wall ms (median) | catalogue work |",
    "|---|---|---:|---:|---:|",
    ...costs.map(
      (c) =>
        `| \`${c.path}\`${c.path.endsWith("cpcv") ? " (20,000 returns, 1,820 splits)" : ""} | ${c.cpuMs.map((v) => v.toFixed(0)).join(", ")} | ${median(c.cpuMs).toFixed(0)} | ${median(c.wallMs).toFixed(0)} | ${work.get(FIELDS[c.path] ?? "") ?? "–"} |`,
    ),
    "",
    `Side by side in one run (test/support/heavyLoad.ts, the measurement test/e2e/heavyWork.e2e.test.ts asserts): \`GET /api/v3/fundamentals/price_snapshot?ticker=AAPL\` one after another for ${IDLE_SECONDS} s idle, then for ${LOAD_SECONDS} s while 3 keys each keep 2 heavy requests in flight (VaR, CPCV at its largest, stress, crash replay in turn; a refused one retried after 200 ms), \`/api/health\` every 250 ms meanwhile.`,
    "",
    "| | requests | median ms | p90 ms | p99 ms | max ms |",
    "|---|---:|---:|---:|---:|---:|",
    `| price snapshot, idle | ${load.idle.length} | ${ms(median(load.idle))} | ${ms(percentile(load.idle, 90))} | ${ms(percentile(load.idle, 99))} | ${ms(Math.max(...load.idle))} |`,
    `| price snapshot, under heavy load | ${load.loaded.length} | ${ms(median(load.loaded))} | ${ms(percentile(load.loaded, 90))} | ${ms(percentile(load.loaded, 99))} | ${ms(Math.max(...load.loaded))} |`,
    `| /api/health, under heavy load | ${load.health.length} | ${ms(median(load.health))} | ${ms(percentile(load.health, 90))} | ${ms(percentile(load.health, 99))} | ${ms(slowestHealth)} |`,
    "",
    `- Cheap median under load ÷ idle: **${ratio.toFixed(2)}×**. Target < 5× → ${verdict(ratio < 5, `${ratio.toFixed(2)}×`)}.`,
    `- Slowest /api/health under load: **${slowestHealth.toFixed(0)} ms**. Target < 1 s → ${verdict(slowestHealth < 1000, `${slowestHealth.toFixed(0)} ms`)}.`,
    `- Heavy answers: ${Object.entries(load.outcomes)
      .map(([outcome, n]) => `${outcome}: ${n}`)
      .join(", ")}; cheap requests not answered 200: ${load.cheapFailures}.`,
    "",
    HEAVY_END,
  ].join("\n");
}

/** Replaces the heavy section, or adds it at the end of the hand-kept analysis block. */
async function main() {
  const started = new Date();
  const load0 = loadAverage();
  const dir = mkdtempSync("/tmp/quant-bench-heavy-");
  try {
    const databaseUrl = `sqlite:${join(dir, "bench.sqlite")}`;
    log(`building the warehouse at ${databaseUrl}`);
    const warehouse = await ensureWarehouse(databaseUrl, {
      onProgress: () => {},
      derived: derivedProductsOf(),
    });
    await warehouse.close();
    const service = await startChild("service", "bench/service.ts", [], {
      env: { DATABASE_URL: databaseUrl, BENCH_AUTH: "1", BENCH_KEYS: "5" },
      profileDir: null,
    });
    const keys = /bench keys: (\S+)/.exec(service.output)?.[1]?.split(",") ?? [];
    const [probe, measure, ...heavy] = keys;
    if (!probe || !measure || heavy.length !== 3)
      throw new Error(`expected 5 bench keys, got ${keys.length}`);
    log("each heavy route alone");
    const costs = await routeCosts(service.url, service.pid, measure);
    log(`cheap requests idle for ${IDLE_SECONDS} s, then under heavy load for ${LOAD_SECONDS} s`);
    const load = await measureHeavyLoad(
      service.url,
      { probe, heavy },
      { idleSeconds: IDLE_SECONDS, loadSeconds: LOAD_SECONDS },
    );
    const text = section(costs, load, { started, load0, load1: loadAverage() });
    replaceMarkedSection(RESULTS_PATH, HEAVY_BEGIN, HEAVY_END, text);
    console.log(text);
    log(`written to ${RESULTS_PATH}`);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
