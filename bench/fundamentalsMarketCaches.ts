/**
 * `npx tsx bench/fundamentalsMarketCaches.ts` (issue 27 items 1-2, fundamentals and market):
 * written into bench/RESULTS.md between the fund-market markers (inside the hand-kept analysis
 * block, so `npm run bench` keeps it).
 *
 * 1. Routes, before and after the data caches, side by side in one run: the service of this tree
 *    and, with BENCH_BEFORE_TREE=<a checkout of the commit before>, that tree's service, both
 *    started at once (`bench/service.ts`, auth off, replay off), each on a warehouse it built from
 *    data/sample. Per route: the first request after the start (a cache miss here) and, in
 *    alternating rounds (before, after, after, before), FMC_REQUESTS (default 20) sequential
 *    requests per round: median latency and the service process's utime+stime per request.
 * 2. Minute reads on a SYNTHETIC ten-year table of one ticker's minutes (~1 million rows,
 *    test/support/syntheticMinutes.ts), in this process: the reads on main's schema (migrations
 *    up to 0025) and on migration 0026's, each median of FMC_READS (default 20) runs; with
 *    BENCH_BEFORE_TREE also that tree's reads on main's schema (the query shapes before).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { Migrator } from "kysely";
import { fillSyntheticMinutes, SYNTHETIC_TICKER as T } from "../test/support/syntheticMinutes.js";
import { openWarehouse, type Warehouse } from "../warehouse/connection.js";
import { migrateToLatest, migrationProvider } from "../warehouse/migrations/index.js";
import { narrowTo } from "../warehouse/views.js";
import { log } from "./log.js";
import { loadAverage, machine } from "./machine.js";
import { type Child, ProcessSampler, startChild, stopAll } from "./processes.js";
import { RESULTS_PATH } from "./report.js";
import { replaceMarkedSection } from "./resultsFile.js";
import { median, timed } from "./timedGet.js";

const BEGIN = "<!-- fund-market:begin (written by bench/fundamentalsMarketCaches.ts) -->";
const END = "<!-- fund-market:end -->";
const REQUESTS = Number(process.env.FMC_REQUESTS ?? 20);
const READS = Number(process.env.FMC_READS ?? 20);
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE ? resolve(process.env.BENCH_BEFORE_TREE) : null;
// A service builds its warehouse from data/sample on its first start: minutes on a loaded machine.
process.env.BENCH_START_TIMEOUT ??= "900";

const ROUTES: Record<string, string> = {
  screener: "/api/v3/fundamentals/screener?min_market_cap_usd=0&min_adv_usd=0",
  income_statements: "/api/v3/fundamentals/income_statements?ticker=AAPL&period=quarterly&limit=8",
  metrics: "/api/v3/fundamentals/metrics?ticker=AAPL&period=quarterly&limit=8",
  valuation: "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
  peers: "/api/v3/fundamentals/peers/AAPL",
  chart: "/api/v3/intel/chart/AAPL?indicators=rsi,macd,bb",
};

interface RouteFigures {
  firstMs: number;
  ms: number[];
  cpuMsPerRequest: number[];
}

async function round(service: Child, path: string, figures: RouteFigures): Promise<void> {
  const sampler = new ProcessSampler([service.pid]);
  sampler.start();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push(await timed(`${service.url}${path}`));
  const { cpuMs } = sampler.stop();
  figures.ms.push(median(times));
  figures.cpuMsPerRequest.push((cpuMs[0] ?? 0) / REQUESTS);
}

async function routes(dir: string) {
  const targets: { name: string; script: string; tsconfig: string }[] = [
    ...(BEFORE_TREE
      ? [
          {
            name: "before",
            script: join(BEFORE_TREE, "bench/service.ts"),
            tsconfig: join(BEFORE_TREE, "tsconfig.json"),
          },
        ]
      : []),
    { name: "after", script: "bench/service.ts", tsconfig: resolve("tsconfig.json") },
  ];
  log(`starting ${targets.map((t) => t.name).join(" and ")} (each builds its warehouse)`);
  const services = await Promise.all(
    targets.map((target) =>
      startChild(target.name, target.script, [], {
        // Each tree's own compiler settings (decorators): tsx reads the working directory's otherwise.
        env: {
          DATABASE_URL: `sqlite:${join(dir, `${target.name}.sqlite`)}`,
          TSX_TSCONFIG_PATH: target.tsconfig,
        },
        profileDir: null,
      }),
    ),
  );
  const figures = new Map<string, Map<string, RouteFigures>>();
  for (const service of services) figures.set(service.name, new Map());
  for (const [route, path] of Object.entries(ROUTES)) {
    for (const service of services) {
      const firstMs = await timed(`${service.url}${path}`);
      figures.get(service.name)?.set(route, { firstMs, ms: [], cpuMsPerRequest: [] });
    }
    // Alternating rounds, so other work on the machine falls on both.
    const order = services.length === 2 ? [0, 1, 1, 0] : [0, 0];
    for (const index of order) {
      const service = services[index] as Child;
      await round(service, path, figures.get(service.name)?.get(route) as RouteFigures);
    }
    log(`${route} measured`);
  }
  return figures;
}

/** The minute reads measured, by the module they are read from. */
async function minuteReads(tree: string) {
  const bars = await import(join(tree, "subgraphs/market/data/minuteBars.ts"));
  const session = await import(join(tree, "subgraphs/market/data/sessionReads.ts"));
  const now = Date.parse("2026-01-01T00:00:00Z");
  const range = { startDate: "2017-03-01", endDate: "2017-03-03", limit: 500 };
  return {
    "a session's bars (replay; tape with an instant)": (db: Warehouse<"market">) =>
      bars.sessionMinuteBars(db, T, "2017-03-01"),
    "a session's bars before now (snapshot)": (db: Warehouse<"market">) =>
      session.sessionMinutesBefore(db, T, "2017-03-01", now),
    "newest bars of a session range": (db: Warehouse<"market">) => bars.minuteBarsInRange(db, T, range),
    "newest bars of a range known at an instant (intraday prices, charts)": (db: Warehouse<"market">) =>
      session.minuteBarsKnownAt(db, T, range, now),
    "newest session at an instant (intraday prices)": (db: Warehouse<"market">) =>
      session.lastMinuteSessionAt(db, T, now),
    "a session's latest quote before now (snapshot)": (db: Warehouse<"market">) =>
      session.latestQuoteBefore(db, T, "2017-03-01", now),
  } as Record<string, (db: Warehouse<"market">) => Promise<unknown>>;
}

async function minuteTable(dir: string, name: string, migration: string | null) {
  const warehouse = await openWarehouse(`sqlite:${join(dir, `${name}.sqlite`)}`);
  if (migration === null) await migrateToLatest(warehouse.db);
  else await new Migrator({ db: warehouse.db, provider: migrationProvider }).migrateTo(migration);
  const rows = await fillSyntheticMinutes(warehouse.db);
  return { warehouse, rows };
}

async function readMs(db: Warehouse<"market">, read: (db: Warehouse<"market">) => Promise<unknown>) {
  await read(db);
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const started = performance.now();
    await read(db);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function minutes(dir: string) {
  log("building two SYNTHETIC ten-year minute tables (main's schema, migration 0026's)");
  const main = await minuteTable(dir, "minutes-main", "0025_operator_accounts");
  const next = await minuteTable(dir, "minutes-0026", null);
  const after = await minuteReads(resolve("."));
  const before = BEFORE_TREE ? await minuteReads(BEFORE_TREE) : null;
  const rows: { read: string; beforeMs: number | null; mainSchemaMs: number; afterMs: number }[] = [];
  for (const [read, run] of Object.entries(after)) {
    const beforeRun = before?.[read];
    rows.push({
      read,
      beforeMs: beforeRun ? await readMs(narrowTo("market", main.warehouse.db), beforeRun) : null,
      mainSchemaMs: await readMs(narrowTo("market", main.warehouse.db), run),
      afterMs: await readMs(narrowTo("market", next.warehouse.db), run),
    });
  }
  await main.warehouse.close();
  await next.warehouse.close();
  return { rows, tableRows: next.rows };
}

const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? "–" : value.toFixed(digits);

async function main() {
  const started = new Date();
  const load0 = loadAverage();
  const dir = mkdtempSync("/tmp/quant-bench-fmc-");
  try {
    const minuteFigures = await minutes(dir);
    const routeFigures = await routes(dir);
    const load1 = loadAverage();
    const host = machine();
    const loads = (l: number[]) => l.map((v) => v.toFixed(2)).join(" / ");
    const names = [...routeFigures.keys()];
    const lines = [
      BEGIN,
      `### Fundamentals and market data caches, minute-bar index (\`npx tsx bench/fundamentalsMarketCaches.ts\`, ${started.toISOString().slice(0, 16)}Z)`,
      "",
      `${host.model}, ${host.nproc} CPU(s), Node ${host.node}. Load average (1/5/15 min) ${loads(load0)} at the start, ${loads(load1)} at the end (a shared machine). ${BEFORE_TREE ? "Before: the service of the commit before the caches (BENCH_BEFORE_TREE), after: this tree's, both running at once, auth off, replay off, each on a warehouse it built from data/sample." : "This tree's service only (no BENCH_BEFORE_TREE)."} First: the first request after the start (a cache miss after). Then ${REQUESTS} sequential requests per round, rounds alternating (before, after, after, before); median latency and server CPU (utime+stime) per request, per round.`,
      "",
      `| route | ${names.map((n) => `${n}: first ms | ${n}: median ms (rounds) | ${n}: CPU ms/req (rounds)`).join(" | ")} |`,
      `|---|${names.map(() => "---:|---:|---:").join("|")}|`,
      ...Object.entries(ROUTES).map(([route, path]) => {
        const cells = names.map((name) => {
          const f = routeFigures.get(name)?.get(route);
          return `${fmt(f?.firstMs, 0)} | ${f?.ms.map((v) => fmt(v)).join(", ")} | ${f?.cpuMsPerRequest.map((v) => fmt(v)).join(", ")}`;
        });
        return `| ${route} \`${path}\` | ${cells.join(" | ")} |`;
      }),
      "",
      `Minute reads on a SYNTHETIC ten-year table of one ticker (${minuteFigures.tableRows.toLocaleString("en-US")} minute bars, the same in minute_quotes; SQLite, after ANALYZE), median of ${READS} runs, ms:`,
      "",
      "| read | before (old reads, main's schema) | these reads, main's schema | these reads, migration 0026 |",
      "|---|---:|---:|---:|",
      ...minuteFigures.rows.map(
        (r) => `| ${r.read} | ${fmt(r.beforeMs, 2)} | ${fmt(r.mainSchemaMs, 2)} | ${fmt(r.afterMs, 2)} |`,
      ),
      END,
    ];
    const text = lines.join("\n");
    console.log(text);
    replaceMarkedSection(RESULTS_PATH, BEGIN, END, text);
    log(`wrote ${RESULTS_PATH}`);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
