/**
 * `npm run bench:scale` (issue 27 item 6): the service on the SYNTHETIC 5,000 tickers × 10 years
 * bundle (bench/scale/generate.ts) beside the same code on data/sample, in one run, with the load
 * average. Prints a markdown section for bench/RESULTS.md and, at the default scale, writes the
 * scale_5000x10y_* figures into bench/results.json.
 *
 * 1. The bundle is generated once into $TMPDIR/bench-scale-<tickers>x<years>y-seed<seed> (never
 *    data/, never git) and reused while its `.complete` marker is there.
 * 2. Each warehouse (fresh SQLite in a temp dir): the ingest, then the signals book, each in its
 *    own process (bench/scale/steps.ts): seconds and peak RSS.
 * 3. Both services at once (bench/service.ts, access on, NODE_ENV=production, DERIVED_BUILDS=off so
 *    no other product is built while they are timed), every route of routes.ts timed on both.
 * 4. The scale warehouse, once ingested and its book build run (finished or not), is kept beside
 *    the bundle ($TMPDIR/bench-scale-…-warehouse-<newest migration>: a schema change builds it
 *    again) and a later run copies it instead of building (about 9 minutes at the default scale);
 *    its ingest and book figures are then not measured, hence not written. SQLite only: a
 *    PostgreSQL run ingests into its own server every time (before, it copied the SQLite file and
 *    served it as the "PostgreSQL" scale side).
 *
 * Settings: WARM_CALLS (default 10); BENCH_SCALE_TICKERS, _YEARS, _COMPANIES (a smaller trial,
 * no figures written); BENCH_SCALE_INGESTED=<SQLite file already ingested from the bundle> copies
 * it instead of ingesting (no ingest figure then); BENCH_SCALE_REBUILD=1 builds the scale warehouse
 * afresh (and keeps it). BENCH_SCALE_DB=postgres: both warehouses on PostgreSQL
 * (bench/scale/postgres.ts), figures named scale_5000x10y_pg_*.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { median } from "../../test/support/heavyLoad.js";
import { SAMPLE_DATA_DIR } from "../../warehouse/ensure.js";
import { migrations } from "../../warehouse/migrations/index.js";
import { log } from "../log.js";
import { loadAverage, machine } from "../machine.js";
import { startChild, stopAll } from "../processes.js";
import { type Figures, recordFigures } from "../results.js";
import { generateScaleBundle, SCALE_DEFAULTS, type ScaleOptions } from "./generate.js";
import { postgresWarehouse, scaleDatabase, stopPostgres } from "./postgres.js";
import { ratios, SCALE_ROUTES, type ScaleRoute, type Service, timeRoutes } from "./routes.js";
import { runStep, type StepResult } from "./steps.js";

const WARM_CALLS = Number(process.env.WARM_CALLS ?? 10);
const OPTIONS: ScaleOptions = {
  ...SCALE_DEFAULTS,
  tickers: Number(process.env.BENCH_SCALE_TICKERS ?? SCALE_DEFAULTS.tickers),
  years: Number(process.env.BENCH_SCALE_YEARS ?? SCALE_DEFAULTS.years),
  companies: Number(process.env.BENCH_SCALE_COMPANIES ?? SCALE_DEFAULTS.companies),
};
const DATABASE = scaleDatabase();
/** The figures' prefix: SQLite's names as they were, PostgreSQL's beside them. */
const FIGURE_PREFIX: "scale_5000x10y_" | "scale_5000x10y_pg_" =
  DATABASE === "postgres" ? "scale_5000x10y_pg_" : "scale_5000x10y_";
const AT_DEFAULT_SCALE = (["tickers", "years", "companies"] as const).every(
  (k) => OPTIONS[k] === SCALE_DEFAULTS[k],
);

async function bundle(): Promise<string> {
  const dir = join(tmpdir(), `bench-scale-${OPTIONS.tickers}x${OPTIONS.years}y-seed${OPTIONS.seed}`);
  const marker = join(dir, ".complete");
  if (existsSync(marker)) {
    log(`reusing the bundle at ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  log(`generating the SYNTHETIC bundle into ${dir}`);
  const summary = await generateScaleBundle(dir, { ...OPTIONS, companies: OPTIONS.companies });
  writeFileSync(marker, `${JSON.stringify({ ...OPTIONS, ...summary })}\n`);
  return dir;
}

interface Built {
  url: string;
  ingest: StepResult | null;
  /** Null: the kept warehouse was copied, its book built by an earlier run. */
  book: StepResult | null;
}

/** Where a built scale warehouse is kept for later runs: beside its bundle, per schema version. */
function keptWarehouse(bundleDir: string): { file: string; marker: string } {
  const dir = `${bundleDir}-warehouse-${Object.keys(migrations).sort().at(-1)}`;
  return { file: join(dir, "scale.sqlite"), marker: join(dir, ".complete") };
}

async function buildScale(data: string, dir: string): Promise<Built> {
  const kept = keptWarehouse(data);
  const file = join(dir, "scale.sqlite");
  // Only a SQLite warehouse is kept: PostgreSQL's scale warehouse is built in its own server each run.
  if (
    DATABASE === "sqlite" &&
    existsSync(kept.marker) &&
    process.env.BENCH_SCALE_REBUILD !== "1" &&
    !process.env.BENCH_SCALE_INGESTED
  ) {
    log(`scale: copying the warehouse kept at ${kept.file}`);
    copyFileSync(kept.file, file);
    return { url: `sqlite:${file}`, ingest: null, book: null };
  }
  const built = await build("scale", data, dir, process.env.BENCH_SCALE_INGESTED);
  // Kept even when the book failed: the routes are measured on it all the same, and the failure is
  // this run's figure.
  if (DATABASE === "sqlite" && built.book) {
    rmSync(dirname(kept.file), { recursive: true, force: true });
    mkdirSync(dirname(kept.file), { recursive: true });
    copyFileSync(file, kept.file);
    writeFileSync(kept.marker, `${new Date().toISOString()}\n`);
  }
  return built;
}

async function build(label: string, dataDir: string, dir: string, ingested?: string): Promise<Built> {
  const file = join(dir, `${label}.sqlite`);
  const url = DATABASE === "postgres" ? await postgresWarehouse() : `sqlite:${file}`;
  let ingest: StepResult | null = null;
  if (ingested && DATABASE === "postgres")
    throw new Error("BENCH_SCALE_INGESTED names a SQLite file: unset it with BENCH_SCALE_DB=postgres");
  if (ingested) copyFileSync(ingested, file);
  else {
    log(`${label}: ingesting ${dataDir}`);
    ingest = await runStep("ingest", [dataDir, url]);
    if (ingest.failure) throw new Error(`${label} ingest failed: ${ingest.failure}`);
  }
  log(`${label}: building the signals book`);
  const book = await runStep("book", [url]);
  return { url, ingest, book };
}

async function serve(label: Service["label"], url: string): Promise<Service> {
  const child = await startChild(`service-${label}`, "bench/service.ts", [], {
    env: {
      NODE_ENV: "production",
      DATABASE_URL: url,
      BENCH_AUTH: "1",
      BENCH_KEYS: "1",
      DERIVED_BUILDS: "off",
    },
    profileDir: null,
  });
  return { label, child, key: /bench keys: (\S+)/.exec(child.output)?.[1] as string };
}

const fixed = (value: number) => value.toFixed(value < 10 ? 2 : value < 100 ? 1 : 0);
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(" / ");
const step = (result: StepResult | null, skipped = "BENCH_SCALE_INGESTED") =>
  result === null
    ? `not run (${skipped})`
    : `${result.failure ? `FAILED after ${fixed(result.seconds)} s (${result.failure})` : `${fixed(result.seconds)} s, ${result.rows} rows`}, peak RSS ${fixed(result.peakRssMb)} MB`;

async function main() {
  const started = new Date();
  const load0 = loadAverage();
  const data = await bundle();
  const dir = mkdtempSync(join(tmpdir(), "quant-bench-scale-"));
  try {
    const sample = await build("sample", SAMPLE_DATA_DIR, dir);
    const scale = await buildScale(data, dir);
    const loadBuilt = loadAverage();
    const services = [await serve("sample", sample.url), await serve("scale", scale.url)] as const;
    log("services listening; timing the routes");
    const times = await timeRoutes(services, WARM_CALLS);
    await stopAll();
    const loadEnd = loadAverage();
    const byRoute = ratios(times);
    const worst = Math.max(...byRoute.values());
    const host = machine();
    const lines = [
      `### Scale, ${OPTIONS.tickers} tickers × ${OPTIONS.years} years (\`npm run bench:scale\`, ${started.toISOString().slice(0, 16)}Z)`,
      "",
      `${host.model}, ${host.nproc} CPU(s), ${host.memory}, Node ${host.node}, ${DATABASE === "postgres" ? "PostgreSQL" : "SQLite"}, NODE_ENV=production. Load average ${loads(load0)} at the start, ${loads(loadBuilt)} once built, ${loads(loadEnd)} at the end. SYNTHETIC bundle (bench/scale/generate.ts, seed ${OPTIONS.seed}; ${OPTIONS.companies} companies with SEC facts) beside data/sample, each ingested into a fresh warehouse and served by its own service (access on, DERIVED_BUILDS=off), both running at once; ${WARM_CALLS} warm calls per route alternating between them.`,
      "",
      `- Ingest: sample ${step(sample.ingest)}; scale ${step(scale.ingest, scale.book ? "BENCH_SCALE_INGESTED" : "the kept warehouse copied")}.`,
      `- Signals book build: sample ${step(sample.book)}; scale ${step(scale.book, "the kept warehouse copied")}. Target ≤ 1 GB at scale: ${!scale.book ? "not measured" : scale.book.failure ? "not met (the build did not finish)" : scale.book.peakRssMb <= 1024 ? "met" : "not met"}.`,
      "",
      "| route | first call sample / scale ms | warm wall ms sample (median) | warm wall ms scale (median) | warm CPU ms sample / scale | scale ÷ sample | ≤ 1.5× |",
      "|---|---:|---:|---:|---:|---:|---|",
    ];
    for (const route of SCALE_ROUTES) {
      const entry = times.get(route.name);
      if (!entry) continue;
      const wall = (label: Service["label"]) => median(entry[label].warm.map((t) => t.wallMs));
      const cpu = (label: Service["label"]) => median(entry[label].warm.map((t) => t.cpuMs));
      const ratio = byRoute.get(route.name) as number;
      lines.push(
        `| ${route.name} | ${fixed(entry.sample.firstMs)} / ${fixed(entry.scale.firstMs)}${entry.scale.warmingS > 0 ? ` (after ${fixed(entry.scale.warmingS)} s warming)` : ""} | ${fixed(wall("sample"))} | ${fixed(wall("scale"))} | ${fixed(cpu("sample"))} / ${fixed(cpu("scale"))} | ${ratio.toFixed(2)}× | ${ratio <= 1.5 ? "met" : "not met"} |`,
      );
    }
    lines.push(
      "",
      `Worst route at scale ÷ sample: ${worst.toFixed(2)}× (target 1.5×: ${worst <= 1.5 ? "met" : "not met"}).`,
    );
    console.log(`\n${lines.join("\n")}\n`);
    if (!AT_DEFAULT_SCALE) return log("not the default scale: no figures written");
    const figures: Figures = { [`${FIGURE_PREFIX}worst_route_vs_sample`]: worst };
    for (const [route, ratio] of byRoute) figures[`${FIGURE_PREFIX}${route as ScaleRoute}_vs_sample`] = ratio;
    if (scale.book && !scale.book.failure)
      figures[`${FIGURE_PREFIX}book_build_peak_rss_mb`] = scale.book.peakRssMb;
    if (scale.ingest) figures[`${FIGURE_PREFIX}ingest_s`] = scale.ingest.seconds;
    recordFigures(figures);
    log(`figures written: ${Object.keys(figures).join(", ")}`);
  } finally {
    await stopAll();
    await stopPostgres();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
