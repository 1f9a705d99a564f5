/**
 * One step of the scale bench in a process of its own, so that its time and its peak RSS (VmHWM,
 * the process's high-water mark from /proc/self/status) are the step's alone:
 *
 *   npx tsx bench/scale/build.ts ingest <data-dir> <database-url>  migrate, then ingest the folder
 *   npx tsx bench/scale/build.ts book <database-url>               build the signals book
 *   npx tsx bench/scale/build.ts derived <database-url>            build the other derived products
 *
 * Prints one JSON line: {"step", "seconds", "rows", "peak_rss_mb"}.
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import { derivedProductsOf } from "../../gateway/subgraphs.js";
import { signalsBook } from "../../subgraphs/signals/derived.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { ensureDerived } from "../../warehouse/derived.js";
import { ingestAll } from "../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";

const STEPS = ["ingest", "book", "derived"] as const;
type Step = (typeof STEPS)[number];

/** This process's peak resident set so far, in MB. */
function peakRssMb(): number {
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
  if (kb === undefined) throw new Error("/proc/self/status has no VmHWM line");
  return Number(kb) / 1024;
}

async function run(step: Step, args: string[]): Promise<number> {
  const url = args.at(-1) as string;
  const warehouse = await openWarehouse(url);
  try {
    if (step === "ingest") {
      await migrateToLatest(warehouse.db);
      return (await ingestAll(warehouse.db, args[0] as string)).rows;
    }
    const products = step === "book" ? [signalsBook] : derivedProductsOf();
    const built = await ensureDerived(warehouse.db, products, { log: () => {} });
    return built.reduce((sum, build) => sum + build.rows, 0);
  } finally {
    await warehouse.close();
  }
}

const [step, ...args] = process.argv.slice(2);
if (!STEPS.includes(step as Step) || args.length !== (step === "ingest" ? 2 : 1))
  throw new Error(
    `usage: build.ts ingest <data-dir> <database-url> | book <database-url> | derived <database-url> (got ${process.argv.slice(2).join(" ")})`,
  );
const started = performance.now();
const rows = await run(step as Step, args);
console.log(
  JSON.stringify({ step, seconds: (performance.now() - started) / 1000, rows, peak_rss_mb: peakRssMb() }),
);
