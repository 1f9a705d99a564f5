/**
 * `npx tsx bench/asOfInstants.ts` (issue 29 item 4): many instants in one process through `as_of`,
 * each route's first request at an instant (its data caches cold for that as-of session) and the
 * median of AOI_REQUESTS (default 5) requests after it (warm), for "now" and three instants in a
 * row, then the first instant again (still warm: its entries were kept beside the others'). One
 * process, in process (the whole service, auth off, replay off) on a copy of the e2e template
 * warehouse (`.cache/test-template`, built by any e2e run; BENCH_WAREHOUSE=<file> for another).
 * Written into bench/RESULTS.md between the as-of markers.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startService } from "../app/standalone.js";
import { loadAverage, machine } from "./machine.js";
import { RESULTS_PATH } from "./report.js";
import { recordFigures } from "./results.js";
import { replaceMarkedSection } from "./resultsFile.js";
import { median, timed } from "./timedGet.js";

const BEGIN = "<!-- as-of-instants:begin (written by bench/asOfInstants.ts) -->";
const END = "<!-- as-of-instants:end -->";
const REQUESTS = Number(process.env.AOI_REQUESTS ?? 5);

const ROUTES: Record<string, string> = {
  income_statements: "/api/v3/fundamentals/income_statements?ticker=AAPL&period=quarterly&limit=8",
  screener: "/api/v3/fundamentals/screener?min_market_cap_usd=0&min_adv_usd=0",
  chart: "/api/v3/intel/chart/AAPL?indicators=rsi,macd,bb",
  var: "/api/v2/risk/var?tickers=AAPL,SPY",
  treasury_curve: "/api/v3/macro/treasury_curve",
};
/**
 * "now", then three instants in a row, then the first again: each after AAPL's first filed SEC
 * facts (its FY2022 10-K, 2022-10-28), so every route answers.
 */
const STEPS = [
  null,
  "2024-06-28T17:00:00Z",
  "2023-11-06T17:00:00Z",
  "2023-02-15T17:00:00Z",
  "2024-06-28T17:00:00Z",
];

function templateWarehouse(): string {
  if (process.env.BENCH_WAREHOUSE) return process.env.BENCH_WAREHOUSE;
  const root = join(process.cwd(), ".cache", "test-template");
  const newest = readdirSync(root)
    .map((name) => join(root, name, "warehouse.sqlite"))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest)
    throw new Error(`No template warehouse under ${root}: run an e2e file first, or set BENCH_WAREHOUSE`);
  return newest;
}

const dir = mkdtempSync(join(tmpdir(), "qf-as-of-bench-"));
const file = join(dir, "warehouse.sqlite");
copyFileSync(templateWarehouse(), file);
const service = await startService({ databaseUrl: `sqlite:${file}`, port: 0, auth: false, replay: false });
const rows: string[] = [];
/** Each route's first request and warm median at each step (index into STEPS), in ms. */
const measured: { step: number; first: number; warm: number }[] = [];
try {
  for (const [name, path] of Object.entries(ROUTES)) {
    const cells: string[] = [];
    for (const [step, instant] of STEPS.entries()) {
      const query =
        instant === null ? "" : `${path.includes("?") ? "&" : "?"}as_of=${encodeURIComponent(instant)}`;
      const url = `${service.url}${path}${query}`;
      const first = await timed(url);
      const warm: number[] = [];
      for (let i = 0; i < REQUESTS; i++) warm.push(await timed(url));
      measured.push({ step, first, warm: median(warm) });
      cells.push(`${first.toFixed(0)} / ${median(warm).toFixed(1)}`);
    }
    rows.push(`| ${name} | ${cells.join(" | ")} |`);
  }
} finally {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
}

const host = machine();
const section = [
  BEGIN,
  "",
  "### Many instants in one process (`as_of`, issue 29)",
  "",
  `\`npx tsx bench/asOfInstants.ts\`, ${new Date().toISOString().slice(0, 10)}, ${host.nproc} CPUs (${host.model}), Node ${host.node},`,
  `load ${loadAverage()
    .map((value) => value.toFixed(2))
    .join(" ")} (a shared machine: other work shows here): one`,
  "process (auth off, replay off, the e2e template warehouse). Each cell: the first request at that",
  `instant (ms, its as-of session's caches cold) / the median of the ${REQUESTS} after it (ms, warm). The`,
  "instants are asked in this order, one after another; the last column asks the first instant again.",
  "",
  `| route | now | ${STEPS.slice(1)
    .map((instant, i) => (i === STEPS.length - 2 ? `${instant} again` : instant))
    .join(" | ")} |`,
  `|---|${STEPS.map(() => "---:").join("|")}|`,
  ...rows,
  "",
  END,
].join("\n");
/** The instants asked for the first time (not "now", not the revisit): where the as-of caches are cold. */
const firstTime = measured.filter(({ step }) => step > 0 && step < STEPS.length - 1);
const coldFirst = median(firstTime.map(({ first }) => first));
const warmMedian = median(firstTime.map(({ warm }) => warm));
recordFigures({
  asof_instants_first_request_median_ms: coldFirst,
  asof_instants_warm_median_ms: warmMedian,
  asof_instants_warm_vs_cold: warmMedian / coldFirst,
  asof_instants_revisit_first_request_median_ms: median(
    measured.filter(({ step }) => step === STEPS.length - 1).map(({ first }) => first),
  ),
});
replaceMarkedSection(RESULTS_PATH, BEGIN, END, section);
console.log(section);
