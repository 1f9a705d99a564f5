/**
 * FINRA daily short sale volume and the CUSIP -> ticker map (intel, docs/INTEL.md "Off-exchange
 * and short volume", "Institutional ownership"). Each source file owns its rows (source_file), so
 * re-ingesting a file replaces exactly what it wrote. A 13F holding's ticker is no longer stored:
 * it is read through the map when the holding is read (so re-ingesting the map re-keys every
 * holding, whatever the order the files were ingested in), so sec13f_holdings loses the ticker and
 * ticker_reason columns 0011 gave it (always null: no map was held).
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("finra_short_volume")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("row_no", "integer", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("finra_symbol", "text", (c) => c.notNull())
    .addColumn("facility", "text", (c) => c.notNull())
    .addColumn("market", "text", (c) => c.notNull())
    .addColumn("short_volume", float, (c) => c.notNull())
    .addColumn("short_exempt_volume", float, (c) => c.notNull())
    .addColumn("total_volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("finra_short_volume_pk", ["source_file", "row_no"])
    .execute();
  await db.schema
    .createIndex("finra_short_volume_ticker_idx")
    .on("finra_short_volume")
    .columns(["ticker", "facility", "date"])
    .execute();
  await db.schema
    .createTable("cusip_tickers")
    .addColumn("cusip", "text", (c) => c.primaryKey())
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cusip_tickers_ticker_idx").on("cusip_tickers").column("ticker").execute();
  await db.schema.dropIndex("sec13f_holdings_ticker_idx").ifExists().execute();
  await db.schema.alterTable("sec13f_holdings").dropColumn("ticker").execute();
  await db.schema.alterTable("sec13f_holdings").dropColumn("ticker_reason").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("sec13f_holdings").addColumn("ticker", "text").execute();
  await db.schema.alterTable("sec13f_holdings").addColumn("ticker_reason", "text").execute();
  await db.schema.createIndex("sec13f_holdings_ticker_idx").on("sec13f_holdings").column("ticker").execute();
  await dropTables(db, ["cusip_tickers", "finra_short_volume"]);
}
