/**
 * Minute quote bars (market): prices/minute/<T>/<date>_quote.csv, one row per (ticker, bar start).
 * The price and size columns are nullable: a quote bar may carry one side only.
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  let table = db.schema
    .createTable("minute_quotes")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ts_ms", "bigint", (c) => c.notNull())
    .addColumn("session_date", "text", (c) => c.notNull());
  for (const side of ["bid", "ask"]) {
    for (const column of ["open", "high", "low", "close", "size"]) {
      table = table.addColumn(`${side}_${column}`, float);
    }
  }
  await table.addPrimaryKeyConstraint("minute_quotes_pk", ["ticker", "ts_ms"]).execute();
  await db.schema
    .createIndex("minute_quotes_session_idx")
    .on("minute_quotes")
    .columns(["ticker", "session_date"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["minute_quotes"]);
}
