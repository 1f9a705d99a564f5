/** Congressional trades and lobbying disclosures (intel, docs/INTEL.md "Government and alternative data"). */
import { sql } from "kysely";
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("congress_trades")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("politician", "text", (c) => c.notNull())
    .addColumn("chamber", "text", (c) => c.notNull().check(sql`chamber in ('H', 'S')`))
    .addColumn("office", "text")
    .addColumn("ticker", "text")
    .addColumn("ticker_as_filed", "text")
    .addColumn("asset_name", "text")
    .addColumn("asset_type", "text")
    .addColumn("transaction_type", "text", (c) => c.notNull())
    .addColumn("owner", "text")
    .addColumn("transaction_date", "text", (c) => c.notNull())
    .addColumn("disclosure_date", "text")
    .addColumn("reported_date", "text", (c) => c.notNull())
    .addColumn("reported_date_basis", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("amount_range", "text")
    .addColumn("amount_min_usd", float)
    .addColumn("amount_max_usd", float)
    .addColumn("option_type", "text")
    .addColumn("strike", float)
    .addColumn("expiry", "text")
    .addColumn("comment", "text")
    .addColumn("filing_url", "text")
    .addPrimaryKeyConstraint("congress_trades_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("congress_trades_ticker_idx")
    .on("congress_trades")
    .columns(["ticker", "visible_from"])
    .execute();
  await db.schema
    .createIndex("congress_trades_source_idx")
    .on("congress_trades")
    .columns(["source_file", "visible_from"])
    .execute();

  await db.schema
    .createTable("lobbying_reports")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('quiver', 'senate_lda')`))
    .addColumn("ticker", "text")
    .addColumn("filing_id", "text")
    .addColumn("filing_date", "text", (c) => c.notNull())
    .addColumn("visible_from", "text", (c) => c.notNull())
    .addColumn("received_at", "text")
    .addColumn("filing_year", "integer")
    .addColumn("filing_type", "text")
    .addColumn("period", "text")
    .addColumn("client_name", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("client_id", "text")
    .addColumn("registrant_name", "text")
    .addColumn("registrant_id", "text")
    .addColumn("self_filer", "integer")
    .addColumn("amount", float)
    .addColumn("amount_as_filed", "text", (c) => c.notNull())
    .addColumn("issues", "text", (c) => c.notNull())
    .addColumn("specific_issues", "text", (c) => c.notNull())
    .addColumn("lobbyists", "text", (c) => c.notNull())
    .addColumn("government_entities", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lobbying_reports_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("lobbying_reports_ticker_idx")
    .on("lobbying_reports")
    .column("ticker")
    .execute();
  await db.schema
    .createIndex("lobbying_reports_client_idx")
    .on("lobbying_reports")
    .column("client_key")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["lobbying_reports", "congress_trades"]);
}
