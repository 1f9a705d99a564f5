/**
 * The SIC code of each filer, from the submissions JSON (docs/FUNDAMENTALS.md): the legacy
 * snapshot's sector is its SIC division (spec/01).
 */
import { type AnyDb, dropTables } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("sec_company_profiles")
    .addColumn("cik", "text", (c) => c.primaryKey())
    .addColumn("sic", "text")
    .addColumn("sic_description", "text")
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  // A warehouse that ingested the submissions files before this table existed reads them
  // again on its next ingest (the ledger would skip them as unchanged).
  await db.deleteFrom("ingested_files").where("adapter", "=", "sec_submissions").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["sec_company_profiles"]);
}
