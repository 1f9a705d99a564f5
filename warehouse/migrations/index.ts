/**
 * The warehouse's schema migrations, one file each (`NNNN_name.ts`, exporting `up` and `down`),
 * listed here in order under their names: the names the kysely_migration table records, so a
 * name never changes. Listed in code rather than read from the folder (kysely's
 * FileMigrationProvider), so they run the same from tsx, vitest and a bundle. Each must work on
 * SQLite and PostgreSQL (ddl.ts); the tables and columns they make are warehouse/schema.ts.
 *
 * Append a new migration with a later, sortable name; never edit one that has shipped.
 */
import { type Migration, type MigrationProvider, Migrator } from "kysely";
import type { Warehouse } from "../connection.js";
import * as warehouseTables from "./0001_warehouse_tables.js";
import * as access from "./0002_access.js";
import * as optionChains from "./0003_option_chains.js";
import * as minuteQuotes from "./0004_minute_quotes.js";
import * as holdsInMemory from "./0005_holds_in_memory.js";
import * as warmCoverage from "./0006_warm_coverage.js";
import * as corporateActions from "./0007_corporate_actions.js";
import * as ratesMacro from "./0008_rates_macro.js";
import * as secCompanyProfiles from "./0009_sec_company_profiles.js";
import * as fiscalYearEnd from "./0010_fiscal_year_end.js";
import * as insiders13f from "./0011_insiders_13f.js";
import * as dailyUniverse from "./0012_daily_universe.js";
import * as derivedBuilds from "./0013_derived_builds.js";
import * as congressLobbying from "./0015_congress_lobbying.js";
import * as newsStore from "./0016_news_store.js";
import * as signalsBook from "./0020_signals_book.js";
import * as strategyLibraryTrials from "./0021_strategy_library_trials.js";
import * as learningMemory from "./0023_learning_memory.js";
import * as resumeGrants from "./0024_resume_grants.js";
import * as operatorAccounts from "./0025_operator_accounts.js";
import * as finraShortVolumeCusipMap from "./0026_finra_short_volume_cusip_map.js";
import * as minuteSessionOrder from "./0027_minute_session_order.js";
import * as ledgerStamp from "./0028_ingest_ledger_stamp.js";

export const migrations: Readonly<Record<string, Migration>> = {
  "0001_warehouse_tables": warehouseTables,
  "0002_access": access,
  "0003_option_chains": optionChains,
  "0004_minute_quotes": minuteQuotes,
  "0005_holds_in_memory": holdsInMemory,
  "0006_warm_coverage": warmCoverage,
  "0007_corporate_actions": corporateActions,
  "0008_rates_macro": ratesMacro,
  "0009_sec_company_profiles": secCompanyProfiles,
  "0010_fiscal_year_end": fiscalYearEnd,
  "0011_insiders_13f": insiders13f,
  "0012_daily_universe": dailyUniverse,
  "0013_derived_builds": derivedBuilds,
  "0015_congress_lobbying": congressLobbying,
  "0016_news_store": newsStore,
  "0020_signals_book": signalsBook,
  "0021_strategy_library_trials": strategyLibraryTrials,
  "0023_learning_memory": learningMemory,
  "0024_resume_grants": resumeGrants,
  "0025_operator_accounts": operatorAccounts,
  "0026_finra_short_volume_cusip_map": finraShortVolumeCusipMap,
  "0027_minute_session_order": minuteSessionOrder,
  "0028_ingest_ledger_stamp": ledgerStamp,
};

/** The migrations for kysely's Migrator (in code: no folder is read at run time). */
export const migrationProvider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) };

export async function migrateToLatest(db: Warehouse): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName;
    throw new Error(`Warehouse migration ${failed ?? "(setup)"} failed: ${errorMessage(error)}`, {
      cause: error,
    });
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
