/**
 * Insider transactions and 13F holdings (intel, docs/INTEL.md). Each source file owns its rows
 * (source_file / filing_key), so re-ingesting a file replaces exactly what it wrote. Figures the
 * source does not give (a CSV row's accession, 10b5-1 flag, ownership nature; a 13F file's filer)
 * are null.
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("insider_transactions")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("filing_key", "text", (c) => c.notNull())
    .addColumn("accession", "text")
    .addColumn("filing_complete", "integer", (c) => c.notNull())
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("issuer_ticker", "text", (c) => c.notNull())
    .addColumn("issuer_cik", "text")
    .addColumn("issuer_name", "text", (c) => c.notNull())
    .addColumn("owner_name", "text", (c) => c.notNull())
    .addColumn("owner_cik", "text")
    .addColumn("owner_title", "text")
    .addColumn("owner_is_director", "integer")
    .addColumn("owner_is_officer", "integer")
    .addColumn("owner_is_ten_pct", "integer")
    .addColumn("transaction_date", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("transaction_code", "text", (c) => c.notNull())
    .addColumn("is_derivative", "integer", (c) => c.notNull())
    .addColumn("security_title", "text")
    .addColumn("shares", float)
    .addColumn("price_per_share", float)
    .addColumn("acquired_disposed", "text")
    .addColumn("shares_owned_after", float)
    .addColumn("direct_indirect", "text")
    .addColumn("ownership_nature", "text")
    .addColumn("is_10b5_1", "integer")
    .addColumn("exercise_price", float)
    .addColumn("expiration_date", "text")
    .addColumn("underlying_title", "text")
    .addColumn("underlying_shares", float)
    .addColumn("source_copies", "integer")
    .addPrimaryKeyConstraint("insider_transactions_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("insider_transactions_ticker_idx")
    .on("insider_transactions")
    .columns(["issuer_ticker", "visible_from"])
    .execute();
  await db.schema
    .createIndex("insider_transactions_visible_idx")
    .on("insider_transactions")
    .column("visible_from")
    .execute();

  await db.schema
    .createTable("sec13f_filings")
    .addColumn("filing_key", "text", (c) => c.primaryKey())
    .addColumn("accession", "text")
    .addColumn("filer_cik", "text")
    .addColumn("fund_name", "text")
    .addColumn("report_period", "text")
    .addColumn("filed_date", "text")
    .addColumn("table_entry_total", "integer")
    .addColumn("table_value_total", float)
    .addColumn("holdings", "integer", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sec13f_holdings")
    .addColumn("filing_key", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("issuer_name", "text", (c) => c.notNull())
    .addColumn("title_of_class", "text")
    .addColumn("cusip", "text", (c) => c.notNull())
    .addColumn("value_usd", float, (c) => c.notNull())
    .addColumn("shares", float, (c) => c.notNull())
    .addColumn("shares_type", "text", (c) => c.notNull())
    .addColumn("put_call", "text")
    .addColumn("investment_discretion", "text")
    .addColumn("voting_sole", float)
    .addColumn("voting_shared", float)
    .addColumn("voting_none", float)
    .addColumn("ticker", "text")
    .addColumn("ticker_reason", "text")
    .addPrimaryKeyConstraint("sec13f_holdings_pk", ["filing_key", "row_no"])
    .execute();
  await db.schema.createIndex("sec13f_holdings_ticker_idx").on("sec13f_holdings").column("ticker").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["sec13f_holdings", "sec13f_filings", "insider_transactions"]);
}
