/**
 * The signals book (signals' derived product `signals_book`, signals' derived.ts; read
 * through signals' readers/book.ts). Built after ingest, once per data version.
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  let rows = db.schema
    .createTable("signals_book_rows")
    .addColumn("book_date", "text", (c) => c.notNull())
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("blended_score", float)
    .addColumn("rank", "integer")
    .addColumn("decile", "integer")
    .addColumn("percentile", float)
    .addColumn("direction", "text")
    .addColumn("conviction", float)
    .addColumn("voters_used", "integer", (c) => c.notNull())
    .addColumn("flag", "text")
    .addColumn("unscored_reason", "text");
  // Each voter's value and its percentile (0..100) among the date's scored stocks.
  for (const voter of [
    "momentum_12_1",
    "reversal_1m",
    "low_volatility",
    "trend_sma200",
    "rsi_14",
    "volume_surge",
    "high_52w_proximity",
  ]) {
    rows = rows.addColumn(voter, float).addColumn(`${voter}_pct`, float);
  }
  await rows.addPrimaryKeyConstraint("signals_book_rows_pk", ["book_date", "ticker"]).execute();
  // No second index: one ticker's history is a range of the primary key's dates filtered by
  // ticker, and an index on (ticker, book_date) nearly doubled the build's insert time.
  await db.schema
    .createTable("signals_book_dates")
    .addColumn("book_date", "text", (c) => c.primaryKey())
    .addColumn("universe", "text", (c) => c.notNull())
    .addColumn("members", "integer", (c) => c.notNull())
    .addColumn("scored", "integer", (c) => c.notNull())
    .addColumn("weights_basis", "text", (c) => c.notNull())
    .addColumn("ic_window_first", "text")
    .addColumn("ic_window_last", "text")
    .execute();
  await db.schema
    .createTable("signals_book_weights")
    .addColumn("book_date", "text", (c) => c.notNull())
    .addColumn("voter", "text", (c) => c.notNull())
    .addColumn("weight", float, (c) => c.notNull())
    .addColumn("mean_ic", float)
    .addColumn("ic_observations", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("signals_book_weights_pk", ["book_date", "voter"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["signals_book_weights", "signals_book_dates", "signals_book_rows"]);
}
