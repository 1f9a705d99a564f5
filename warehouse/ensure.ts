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
  /**
   * Told once the warehouse holds every file of the data folder (ingested now, or already), before
   * the derived builds: a start that listened before its ingest opens its data routes then.
   */
  onIngested?: () => void;
}

/** Whether the warehouse holds no data yet (no instrument): a fresh database, to be ingested. */
async function isEmpty(warehouse: OpenWarehouse): Promise<boolean> {
  const any = await warehouse.db.selectFrom("instruments").select("ticker").limit(1).executeTakeFirst();
  return any === undefined;
}

/**
 * Opens the warehouse and brings its schema up to date, under the ingest lock (so it waits for
 * another process's ingest), without ingesting: `empty` says the data is still to be loaded, by
 * ensureWarehouse in a worker thread (app/derivedBuilds.ts) while the server already listens.
 */
export async function openMigrated(
  url: string,
  options: OpenOptions = {},
): Promise<{ warehouse: OpenWarehouse; empty: boolean }> {
  const warehouse = await openWarehouse(url, { onQuery: options.onQuery });
  try {
    const empty = await withIngestLock(url, warehouse, async () => {
      await migrateToLatest(warehouse.db);
      return isEmpty(warehouse);
    });
    return { warehouse, empty };
  } catch (error) {
    await warehouse.close();
    throw error;
  }
}

export async function ensureWarehouse(
  url: string = defaultDatabaseUrl(),
  options: EnsureOptions = {},
): Promise<OpenWarehouse> {
  const warehouse = await openWarehouse(url, { onQuery: options.onQuery });
  try {
    await withIngestLock(url, warehouse, async () => {
      await migrateToLatest(warehouse.db);
      if (await isEmpty(warehouse)) {
        await ingestAll(
          warehouse.db,
          options.dataDir ?? SAMPLE_DATA_DIR,
          options.onProgress ?? createProgressBar(),
        );
      }
      options.onIngested?.();
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
