/**
 * `npx tsx bench/riskCache.ts` (issue 27 items 1–2 for risk): the heavy routes cold and warm
 * beside the cheap price snapshot, on the whole service in a child process (bench/service.ts,
 * access on), and the rows a cold call reads. Prints a markdown section for bench/RESULTS.md.
 *
 * With BENCH_BEFORE_ROOT=<a checkout of the code before the data caches> the same measurement
 * runs first on that code's service, in the same run on a copy of the same warehouse, so the two
 * stand side by side under the same load (the load average is printed at each start and end).
 *
 * Per service: one warm-up call (VaR at 90 %: the worker thread loads its modules), then each
 * route cold once (stress, crash replays, VaR at 95 %, CPCV of 20,000 returns: computations not
 * done before), then WARM_CALLS (default 10) warm calls of each and of the price snapshot, one at
 * a time. CPU = the service process's utime+stime over the call (event loop and worker threads).
 *
 * The services run with NODE_ENV=production, as deployed (deploy/Dockerfile): graphql-js's
 * development-mode type checks cost a warm CPCV about a fifth of its CPU (its 20,000 returns are
 * coerced three times). BENCH_NODE_ENV=<value> measures another mode. The "after" side's warm ÷
 * price_snapshot ratios go to bench/results.json (`heavy_warm_<route>_vs_price_snapshot`).
 */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { CHEAP_PATH, CPCV_MAX, median } from "../test/support/heavyLoad.js";
import { openWarehouse } from "../warehouse/connection.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { log } from "./log.js";
import { loadAverage, machine } from "./machine.js";
import { startChild, stopAll, stopChild } from "./processes.js";
import { type Figures, recordFigures } from "./results.js";
import { type Timed, timedCall } from "./timedCall.js";

const WARM_CALLS = Number(process.env.WARM_CALLS ?? 10);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const NODE_ENV = process.env.BENCH_NODE_ENV ?? "production";

interface Route {
  name: "var" | "stress" | "crash" | "cpcv";
  path: string;
  body?: unknown;
  /** The cold call: arguments no earlier call of the run computed. */
  coldPath?: string;
}

const ROUTES: Route[] = [
  { name: "var", path: "/api/v2/risk/var", coldPath: "/api/v2/risk/var?confidence=0.95" },
  { name: "stress", path: "/api/v2/risk/stress" },
  { name: "crash", path: "/api/v2/risk/crash_scenarios" },
  { name: "cpcv", path: "/api/v3/validation/cpcv", body: CPCV_MAX },
];

interface Measured {
  label: string;
  load: [number[], number[]];
  cold: Map<string, Timed>;
  warm: Map<string, Timed[]>;
}

async function measure(label: string, root: string, databaseUrl: string): Promise<Measured> {
  const load0 = loadAverage();
  const service = await startChild(`service-${label}`, join(root, "bench/service.ts"), [], {
    // tsx reads the tsconfig (decorators) of the working directory unless told which.
    env: {
      NODE_ENV,
      DATABASE_URL: databaseUrl,
      BENCH_AUTH: "1",
      BENCH_KEYS: "1",
      TSX_TSCONFIG_PATH: join(root, "tsconfig.json"),
    },
    profileDir: null,
  });
  try {
    const key = /bench keys: (\S+)/.exec(service.output)?.[1] as string;
    const run = (path: string, body?: unknown) => timedCall(service.url, service.pid, key, path, body);
    await run("/api/v2/risk/var?confidence=0.9");
    const cold = new Map<string, Timed>();
    for (const route of ROUTES) cold.set(route.name, await run(route.coldPath ?? route.path, route.body));
    const warm = new Map<string, Timed[]>();
    for (const route of [...ROUTES, { name: "price_snapshot", path: CHEAP_PATH }]) {
      const calls: Timed[] = [];
      for (let i = 0; i < WARM_CALLS; i++)
        calls.push(await run(route.path, "body" in route ? route.body : undefined));
      warm.set(route.name, calls);
    }
    log(`${label}: measured`);
    return { label, load: [load0, loadAverage()], cold, warm };
  } finally {
    await stopChild(service);
  }
}

/** Rows of universe_bars a cold VaR/stress call reads: the book's members (and factors) over three years. */
async function rowsRead(databaseUrl: string): Promise<{ var: number; stress: number; crash: number }> {
  const warehouse = await openWarehouse(databaseUrl);
  try {
    const db = warehouse.db;
    const date = await db
      .selectFrom("signals_book_dates")
      .select("book_date")
      .orderBy("book_date", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    const picks = await db
      .selectFrom("signals_book_rows")
      .select("ticker")
      .where("book_date", "=", date.book_date)
      .where("direction", "in", ["LONG", "SHORT"])
      .where("blended_score", "is not", null)
      .execute();
    const tickers = picks.map((pick) => pick.ticker);
    const factors = ["SPY", "QQQ", "XLK", "IWM", "XLF", "XLE", "TLT", "HYG", "GLD"];
    const from = `${Number(date.book_date.slice(0, 4)) - 3}${date.book_date.slice(4)}`;
    const count = async (names: string[], since?: string) => {
      let query = db
        .selectFrom("universe_bars")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("ticker", "in", names)
        .where("date", "<=", date.book_date);
      if (since) query = query.where("date", ">=", since);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    return {
      var: await count(tickers, from),
      stress: await count([...new Set([...tickers, ...factors])], from),
      crash: await count(tickers),
    };
  } finally {
    await warehouse.close();
  }
}

/** Warm wall median ÷ price_snapshot's, per heavy route, of one side of the run. */
function warmRatios(run: Measured): Map<Route["name"], number> {
  const snapshot = median((run.warm.get("price_snapshot") ?? []).map((t) => t.wallMs));
  return new Map(
    ROUTES.map((route) => [
      route.name,
      median((run.warm.get(route.name) ?? []).map((t) => t.wallMs)) / snapshot,
    ]),
  );
}

function figuresOf(run: Measured): Figures {
  const ratios = warmRatios(run);
  return {
    heavy_warm_var_vs_price_snapshot: ratios.get("var") as number,
    heavy_warm_stress_vs_price_snapshot: ratios.get("stress") as number,
    heavy_warm_crash_vs_price_snapshot: ratios.get("crash") as number,
    heavy_warm_cpcv_vs_price_snapshot: ratios.get("cpcv") as number,
  };
}

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0);

function section(
  runs: Measured[],
  rows: { var: number; stress: number; crash: number },
  started: Date,
): string {
  const host = machine();
  const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
  const lines = [
    `### Risk's data caches (\`npx tsx bench/riskCache.ts\`, ${started.toISOString().slice(0, 16)}Z)`,
    "",
    `${host.model}, ${host.nproc} CPU(s), Node ${host.node}, NODE_ENV=${NODE_ENV}. ${runs.map((r) => `${r.label}: load average ${loads(r.load[0])} at its start, ${loads(r.load[1])} at its end`).join("; ")}. Each service in a child process on a copy of the same warehouse, access on, one at a time; ${WARM_CALLS} warm calls per route.`,
    "",
    "| route | code | cold CPU ms | cold wall ms | warm CPU ms (median) | warm wall ms (median) | warm ÷ price_snapshot wall |",
    "|---|---|---:|---:|---:|---:|---:|",
  ];
  for (const run of runs) {
    const snapshot = median((run.warm.get("price_snapshot") ?? []).map((t) => t.wallMs));
    const ratios = warmRatios(run);
    for (const route of ROUTES) {
      const cold = run.cold.get(route.name) as Timed;
      const warm = run.warm.get(route.name) ?? [];
      lines.push(
        `| ${route.name} | ${run.label} | ${fixed(cold.cpuMs)} | ${fixed(cold.wallMs)} | ${fixed(median(warm.map((t) => t.cpuMs)))} | ${fixed(median(warm.map((t) => t.wallMs)))} | ${(ratios.get(route.name) as number).toFixed(2)}× |`,
      );
    }
    const cheap = run.warm.get("price_snapshot") ?? [];
    lines.push(
      `| price_snapshot | ${run.label} | – | – | ${fixed(median(cheap.map((t) => t.cpuMs)))} | ${fixed(snapshot)} | 1× |`,
    );
  }
  lines.push(
    "",
    `Rows of universe_bars a cold call reads (the book's 257 members, three years back from the book date; the crash replays their whole history): VaR ${rows.var}, stress ${rows.stress} (with the nine factor ETFs), crash ${rows.crash}. Before: seven columns each, one object per row and a second one of six fields per bar; after: three columns (ticker, date, close), the closes into one Float64Array per member. A warm call reads none of them (the book's picks only).`,
  );
  return lines.join("\n");
}

async function main() {
  const started = new Date();
  const dir = mkdtempSync("/tmp/quant-bench-risk-cache-");
  try {
    const built = join(dir, "built.sqlite");
    log(`building the warehouse at ${built}`);
    const warehouse = await ensureWarehouse(`sqlite:${built}`, {
      onProgress: () => {},
      derived: derivedProductsOf(),
    });
    await warehouse.close();
    const rows = await rowsRead(`sqlite:${built}`);
    const runs: Measured[] = [];
    const sides = [
      ...(BEFORE_ROOT ? [{ label: "before", root: BEFORE_ROOT }] : []),
      { label: "after", root: process.cwd() },
    ];
    for (const side of sides) {
      const copy = join(dir, `${side.label}.sqlite`);
      copyFileSync(built, copy);
      runs.push(await measure(side.label, side.root, `sqlite:${copy}`));
    }
    console.log(section(runs, rows, started));
    recordFigures(figuresOf(runs[runs.length - 1] as Measured));
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
