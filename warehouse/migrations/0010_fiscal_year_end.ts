/**
 * The filer's fiscal year end from the submissions JSON ("0926"): company_facts.fiscal_year_end
 * (issue 14, defect 7). SEC companyfacts carry no text cover-page facts, so this is its source.
 */
import type { AnyDb } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sec_company_profiles").addColumn("fiscal_year_end", "text").execute();
  // Read the submissions files again on the next ingest so the column is filled.
  await db.deleteFrom("ingested_files").where("adapter", "=", "sec_submissions").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sec_company_profiles").dropColumn("fiscal_year_end").execute();
}
