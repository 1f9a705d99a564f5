/**
 * The strategy library's backtests (signals, signals' derived.ts) and the trial registry
 * (risk; written only through risk's readers/trialRegistration.ts): docs/STRATEGIES.md.
 */
import { sql } from "kysely";
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("backtest_runs")
    .addColumn("run_id", "text", (c) => c.primaryKey())
    .addColumn("strategy", "text", (c) => c.notNull())
    .addColumn("family", "text", (c) => c.notNull())
    .addColumn("variant", "text", (c) => c.notNull())
    .addColumn("is_default", "integer", (c) => c.notNull())
    .addColumn("parameters", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('completed', 'failed')`))
    .addColumn("status_reason", "text")
    .addColumn("universe", "text", (c) => c.notNull())
    .addColumn("universe_digest", "text", (c) => c.notNull())
    .addColumn("data_from", "text", (c) => c.notNull())
    .addColumn("data_through", "text", (c) => c.notNull())
    .addColumn("obs_from", "text")
    .addColumn("obs_through", "text")
    .addColumn("n_obs", "integer", (c) => c.notNull())
    .addColumn("cagr", float)
    .addColumn("volatility", float)
    .addColumn("sharpe", float)
    .addColumn("sortino", float)
    .addColumn("max_drawdown", float)
    .addColumn("turnover", float)
    .addColumn("hit_rate", float)
    .addColumn("skewness", float)
    .addColumn("kurtosis", float)
    .addColumn("total_cost", float, (c) => c.notNull())
    .addColumn("average_gross_exposure", float)
    .addColumn("null_reasons", "text", (c) => c.notNull())
    .addColumn("diagnostics", "text", (c) => c.notNull())
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("trial_id", "text")
    .execute();
  await db.schema
    .createTable("backtest_series")
    .addColumn("run_id", "text", (c) => c.primaryKey())
    .addColumn("dates", "text", (c) => c.notNull())
    .addColumn("net_returns", "text", (c) => c.notNull())
    .addColumn("costs", "text", (c) => c.notNull())
    .addColumn("turnover", "text", (c) => c.notNull())
    .addColumn("gross_exposure", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("backtest_books")
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("positions", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("backtest_books_pk", ["run_id", "date"])
    .execute();
  await db.schema
    .createTable("strategy_trials")
    .addColumn("trial_id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("strategy_family", "text", (c) => c.notNull())
    .addColumn("strategy", "text", (c) => c.notNull())
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("sharpe", float, (c) => c.notNull())
    .addColumn("periods_per_year", float, (c) => c.notNull())
    .addColumn("n_obs", "integer", (c) => c.notNull())
    .addColumn("skewness", float, (c) => c.notNull())
    .addColumn("kurtosis", float, (c) => c.notNull())
    .addColumn("submitted_at", "text", (c) => c.notNull())
    .addColumn("submitted_at_basis", "text", (c) => c.notNull())
    .addColumn("data_digest", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("strategy_trials_family")
    .on("strategy_trials")
    .columns(["strategy_family", "submitted_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["strategy_trials", "backtest_books", "backtest_series", "backtest_runs"]);
}
