/**
 * One call for servers and tests: open the warehouse, bring the schema up to date and, when the
 * instrument table is empty (a fresh database), load the bundled sample data; then build the
 * derived products it is given that are not current (warehouse/derived.ts). The sample folder is
 * found from this file's location, not the working directory, so it works from any cwd.
 */
import { fileURLToPath } from "node:url";
import { defaultDatabaseUrl, type OpenOptions, type OpenWarehouse, openWarehouse } from "./connection.js";
import { type DerivedProduct, ensureDerived } from "./derived.js";
import { type IngestProgress, ingestAll } from "./ingest/runner.js";
import { withIngestLock } from "./ingestLock.js";
import { migrateToLatest } from "./migrations/index.js";
import { createProgressBar } from "./progress.js";

export const SAMPLE_DATA_DIR = fileURLToPath(new URL("../data/sample", import.meta.url));

export interface EnsureOptions extends OpenOptions {
  /** Folder to ingest into an empty warehouse; defaults to the repository's data/sample. */
  dataDir?: string;
  /** Replaces the stderr progress bar (e.g. `() => {}` for silence). */
  onProgress?: (p: IngestProgress) => void;
  /**
   * Derived products to bring up to date after ingest (the subgraphs' definitions declare them; a
   * process passes those of the subgraphs it serves). None by default: access-only callers
   * (`npm run keys`) need no build.
   */
  derived?: readonly DerivedProduct[];
  /** Where a derived build's one-line report goes; stderr by default. */
  log?: (line: string) => void;
}

export async function ensureWarehouse(
  url: string = defaultDatabaseUrl(),
  options: EnsureOptions = {},
): Promise<OpenWarehouse> {
  const warehouse = await openWarehouse(url, { onQuery: options.onQuery });
  try {
    await withIngestLock(url, warehouse, async () => {
      await migrateToLatest(warehouse.db);
      const any = await warehouse.db.selectFrom("instruments").select("ticker").limit(1).executeTakeFirst();
      if (any === undefined) {
        await ingestAll(
          warehouse.db,
          options.dataDir ?? SAMPLE_DATA_DIR,
          options.onProgress ?? createProgressBar(),
        );
      }
      if (options.derived?.length) {
        await ensureDerived(warehouse.db, options.derived, options.log ? { log: options.log } : {});
      }
    });
  } catch (error) {
    await warehouse.close();
    throw error;
  }
  return warehouse;
}
