/**
 * Corporate actions (market): splits, regular cash dividends, Lean factor rows and the coverage
 * window of each ticker's actions (warehouse/ingest/corporateActions.ts).
 */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("splits")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ex_date", "text", (c) => c.notNull())
    .addColumn("numerator", float, (c) => c.notNull())
    .addColumn("denominator", float, (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("splits_pk", ["ticker", "ex_date"])
    .execute();
  await db.schema
    .createTable("dividends")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("ex_date", "text", (c) => c.notNull())
    .addColumn("cash_amount", float, (c) => c.notNull())
    .addColumn("dividend_type", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("dividends_pk", ["ticker", "ex_date", "dividend_type"])
    .execute();
  await db.schema
    .createTable("price_factors")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("price_factor", float, (c) => c.notNull())
    .addColumn("split_factor", float, (c) => c.notNull())
    .addColumn("reference_price", float, (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("price_factors_pk", ["ticker", "date"])
    .execute();
  await db.schema
    .createTable("corporate_action_coverage")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("covered_from", "text", (c) => c.notNull())
    .addColumn("covered_through", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["corporate_action_coverage", "price_factors", "dividends", "splits"]);
}
