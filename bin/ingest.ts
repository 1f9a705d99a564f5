/**
 * Loads a data folder into the warehouse: `tsx bin/ingest.ts [--data data/sample] [--database-url URL]`.
 * Runs migrations first; unchanged files are skipped, so running it again is cheap; then rebuilds the
 * derived products (warehouse/derived.ts) when the data changed. Exit code 1
 * with file/line/field on malformed input (files before it stay committed; fix and re-run).
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { defaultDatabaseUrl, openWarehouse } from "../warehouse/connection.js";
import { ensureDerived } from "../warehouse/derived.js";
import { SAMPLE_DATA_DIR } from "../warehouse/ensure.js";
import { ingestAll } from "../warehouse/ingest/runner.js";
import { withIngestLock } from "../warehouse/ingestLock.js";
import { migrateToLatest } from "../warehouse/migrations/index.js";
import { createProgressBar } from "../warehouse/progress.js";

const TABLES = [
  "instruments",
  "price_series",
  "daily_bars",
  "minute_bars",
  "minute_quotes",
  "sec_facts",
  "sec_companies",
  "sec_filings",
  "option_chain_rows",
];

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      data: { type: "string" },
      "database-url": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    process.stdout.write("usage: tsx bin/ingest.ts [--data data/sample] [--database-url URL]\n");
    return 0;
  }
  const dataDir = values.data === undefined ? SAMPLE_DATA_DIR : resolve(values.data);
  const url = values["database-url"] ?? defaultDatabaseUrl();
  const warehouse = await openWarehouse(url);
  try {
    const started = performance.now();
    const summary = await withIngestLock(url, warehouse, async () => {
      await migrateToLatest(warehouse.db);
      const ingested = await ingestAll(warehouse.db, dataDir, createProgressBar());
      // A changed file changes the data version: rebuild what is derived from it now, not at the
      // next start (warehouse/derived.ts).
      await ensureDerived(warehouse.db, derivedProductsOf());
      return ingested;
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Ingested ${summary.files} files (${summary.skipped} unchanged, skipped), ${summary.rows} rows in ${seconds} s\n`,
    );
    for (const table of TABLES) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
        warehouse.db,
      );
      process.stdout.write(`  ${table.padEnd(17)} ${String(rows[0]?.n ?? 0).padStart(8)} rows\n`);
    }
    return 0;
  } finally {
    await warehouse.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  // The message names the file, line and field (or the bad argument); DEBUG=1 adds the stack.
  const detail =
    error instanceof Error ? ((process.env.DEBUG ? error.stack : undefined) ?? error.message) : String(error);
  process.stderr.write(`\ningest failed: ${detail}\n`);
  process.exitCode = 1;
}
