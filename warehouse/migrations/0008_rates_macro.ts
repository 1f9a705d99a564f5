/**
 * Rates and macro (market): Treasury daily par yields, FRED series and Cboe VIX daily OHLC.
 * Each source file owns its rows (key starts with or is scoped by source_file), so re-ingesting a
 * file replaces exactly what it wrote. Yields are nullable: a tenor not published on a date is
 * null, never 0 (the older Treasury file's 0.0 placeholders are stored as null).
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

/**
 * The tenor columns of treasury_par_yields as this migration creates them. Frozen here, not read
 * from TREASURY_TENORS (warehouse/schema/market.ts): a tenor added later is a later migration's
 * column, and this one must keep creating what it created when it shipped.
 */
const TENOR_COLUMNS = [
  "m1",
  "m1_5",
  "m2",
  "m3",
  "m4",
  "m6",
  "y1",
  "y2",
  "y3",
  "y5",
  "y7",
  "y10",
  "y20",
  "y30",
] as const;

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  let curve = db.schema
    .createTable("treasury_par_yields")
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("precedence", "integer", (c) => c.notNull());
  for (const tenor of TENOR_COLUMNS) curve = curve.addColumn(tenor, float);
  await curve.addPrimaryKeyConstraint("treasury_par_yields_pk", ["source_file", "date"]).execute();
  await db.schema
    .createIndex("treasury_par_yields_date_idx")
    .on("treasury_par_yields")
    .columns(["date", "precedence"])
    .execute();

  await db.schema
    .createTable("macro_observations")
    .addColumn("series_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("value", float)
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("macro_observations_pk", ["series_id", "date"])
    .execute();
  await db.schema
    .createIndex("macro_observations_source_file_idx")
    .on("macro_observations")
    .column("source_file")
    .execute();

  await db.schema
    .createTable("vix_daily")
    .addColumn("date", "text", (c) => c.primaryKey())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["vix_daily", "macro_observations", "treasury_par_yields"]);
}
