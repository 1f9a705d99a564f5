/** The first warehouse: the instrument master, daily and minute bars, SEC facts and filings, the ingest ledger, API keys. */
import { sql } from "kysely";
import { type AnyDb, dropTables, floatType, numberedId } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);

  await db.schema
    .createTable("instruments")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("cik", "text")
    .addColumn("sector", "text")
    .addColumn("industry", "text")
    .addColumn("asset_class", "text", (c) =>
      c.notNull().check(sql`asset_class in ('equity', 'etf', 'crypto')`),
    )
    .addColumn("listing_status", "text", (c) =>
      c.notNull().check(sql`listing_status in ('active', 'not_in_security_master')`),
    )
    .addColumn("is_sp500", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("instruments_cik_idx").on("instruments").column("cik").execute();

  await db.schema
    .createTable("daily_bars")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("adj_close", float)
    .addColumn("volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("daily_bars_pk", ["ticker", "date"])
    .execute();

  await db.schema
    .createTable("price_series")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("close_basis", "text", (c) => c.notNull())
    .addColumn("adj_close_basis", "text", (c) => c.notNull())
    .addColumn("first_date", "text", (c) => c.notNull())
    .addColumn("last_date", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("minute_bars")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ts_ms", "bigint", (c) => c.notNull())
    .addColumn("session_date", "text", (c) => c.notNull())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("minute_bars_pk", ["ticker", "ts_ms"])
    .execute();
  await db.schema
    .createIndex("minute_bars_session_idx")
    .on("minute_bars")
    .columns(["ticker", "session_date"])
    .execute();

  await db.schema
    .createTable("sec_facts")
    .$call(numberedId(db, "serial"))
    .addColumn("cik", "text", (c) => c.notNull())
    .addColumn("taxonomy", "text", (c) => c.notNull())
    .addColumn("concept", "text", (c) => c.notNull())
    .addColumn("unit", "text", (c) => c.notNull())
    .addColumn("period_start", "text")
    .addColumn("period_end", "text", (c) => c.notNull())
    .addColumn("value", float, (c) => c.notNull())
    .addColumn("accn", "text")
    .addColumn("fy", "integer")
    .addColumn("fp", "text")
    .addColumn("form", "text")
    .addColumn("filed", "text")
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sec_facts_cik_concept_idx")
    .on("sec_facts")
    .columns(["cik", "concept"])
    .execute();
  // Re-ingesting a changed companyfacts file deletes its previous rows by source_file.
  await db.schema.createIndex("sec_facts_source_file_idx").on("sec_facts").column("source_file").execute();

  await db.schema
    .createTable("sec_companies")
    .addColumn("cik", "text", (c) => c.primaryKey())
    .addColumn("entity_name", "text", (c) => c.notNull())
    .addColumn("facts_source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sec_filings")
    .addColumn("cik", "text", (c) => c.notNull())
    .addColumn("accession", "text", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("filing_date", "text", (c) => c.notNull())
    .addColumn("report_date", "text")
    .addColumn("acceptance_datetime", "text")
    .addColumn("primary_document", "text")
    .addColumn("primary_doc_description", "text")
    .addColumn("items", "text")
    .addColumn("size", "bigint")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("sec_filings_pk", ["cik", "accession"])
    .execute();
  await db.schema
    .createIndex("sec_filings_cik_date_idx")
    .on("sec_filings")
    .columns(["cik", "filing_date"])
    .execute();
  await db.schema
    .createIndex("sec_filings_source_file_idx")
    .on("sec_filings")
    .column("source_file")
    .execute();

  await db.schema
    .createTable("ingested_files")
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("adapter", "text", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("ingested_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("api_keys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("display_prefix", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("disabled_at", "text")
    .execute();
  // Unique: a key is looked up by its hash on every request and must resolve to one row.
  await db.schema.createIndex("api_keys_hash_idx").on("api_keys").column("hash").unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    "api_keys",
    "ingested_files",
    "sec_filings",
    "sec_companies",
    "sec_facts",
    "minute_bars",
    "price_series",
    "daily_bars",
    "instruments",
  ]);
}
