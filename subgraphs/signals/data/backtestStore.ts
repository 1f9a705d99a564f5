/**
 * signals' reads of its strategy library tables (backtest_runs, backtest_series, backtest_books),
 * written by the derived build (strategyLibraryBuild.ts). Every read first checks the build is
 * current for the data the warehouse holds: a build of other data answers 503 snapshot_cold
 * (retry) rather than pass for this data's (warehouse/derived.ts).
 */
import type { Selectable } from "kysely";
import { ServiceError } from "../../../core/errors.js";
import { currentBuild } from "../../../warehouse/derived.js";
import type { BacktestRunsTable } from "../../../warehouse/schema.js";
import type { SubgraphContext } from "../../kit/context.js";
import { STRATEGY_LIBRARY_PRODUCT } from "./strategyLibraryBuild.js";

export interface StoredRun {
  runId: string;
  strategy: string;
  family: string;
  variant: string;
  isDefault: boolean;
  parameters: Record<string, number | string>;
  status: "completed" | "failed";
  statusReason: string | null;
  universe: string;
  universeDigest: string;
  dataFrom: string;
  dataThrough: string;
  obsFrom: string | null;
  obsThrough: string | null;
  nObs: number;
  metrics: Record<
    | "cagr"
    | "volatility"
    | "sharpe"
    | "sortino"
    | "maxDrawdown"
    | "turnover"
    | "hitRate"
    | "skewness"
    | "kurtosis",
    number | null
  >;
  totalCost: number;
  averageGrossExposure: number | null;
  nullReasons: Record<string, string>;
  diagnostics: { date: string; record: Record<string, string | number | boolean> }[];
  submittedAt: string;
  trialId: string | null;
}

export interface StoredSeries {
  dates: string[];
  netReturns: number[];
  costs: number[];
  turnover: number[];
  grossExposure: number[];
}

/** [ticker, weight, trade] as stored. */
export type StoredPosition = [string, number, number];

export interface StoredBook {
  date: string;
  positions: StoredPosition[];
}

/** Seconds a caller waits for the library's build (it takes about that on the reference machine). */
export const LIBRARY_COLD_RETRY_AFTER_S = 30;

/** The library's build must be current, else 503 snapshot_cold (retry; not billed). */
export async function requireLibrary(ctx: SubgraphContext<"signals">): Promise<void> {
  if ((await currentBuild(ctx.db, STRATEGY_LIBRARY_PRODUCT)) !== null) return;
  throw new ServiceError(
    "snapshot_cold",
    "The strategy library's backtests are being built for the data the warehouse holds; retry shortly.",
    { extra: { product: STRATEGY_LIBRARY_PRODUCT.name }, retryAfterS: LIBRARY_COLD_RETRY_AFTER_S },
  );
}

type RunRow = Selectable<BacktestRunsTable>;

function runRows(ctx: SubgraphContext<"signals">) {
  return ctx.db
    .selectFrom("backtest_runs")
    .selectAll()
    .orderBy("strategy")
    .orderBy("is_default", "desc")
    .orderBy("run_id");
}

function toRun(row: RunRow): StoredRun {
  return {
    runId: row.run_id,
    strategy: row.strategy,
    family: row.family,
    variant: row.variant,
    isDefault: row.is_default === 1,
    parameters: JSON.parse(row.parameters),
    status: row.status === "completed" ? "completed" : "failed",
    statusReason: row.status_reason,
    universe: row.universe,
    universeDigest: row.universe_digest,
    dataFrom: row.data_from,
    dataThrough: row.data_through,
    obsFrom: row.obs_from,
    obsThrough: row.obs_through,
    nObs: row.n_obs,
    metrics: {
      cagr: row.cagr,
      volatility: row.volatility,
      sharpe: row.sharpe,
      sortino: row.sortino,
      maxDrawdown: row.max_drawdown,
      turnover: row.turnover,
      hitRate: row.hit_rate,
      skewness: row.skewness,
      kurtosis: row.kurtosis,
    },
    totalCost: row.total_cost,
    averageGrossExposure: row.average_gross_exposure,
    nullReasons: JSON.parse(row.null_reasons),
    diagnostics: JSON.parse(row.diagnostics),
    submittedAt: row.submitted_at,
    trialId: row.trial_id,
  };
}

/**
 * Runs registered by the request's clock (a run exists once its data was complete:
 * submitted_at), by strategy, default first.
 */
export async function visibleRuns(ctx: SubgraphContext<"signals">): Promise<StoredRun[]> {
  await requireLibrary(ctx);
  const rows = await runRows(ctx).where("submitted_at", "<=", ctx.clock.now().toISOString()).execute();
  return rows.map(toRun);
}

/** One run by id, registered by the request's clock; null when there is none. */
export async function visibleRun(ctx: SubgraphContext<"signals">, runId: string): Promise<StoredRun | null> {
  await requireLibrary(ctx);
  const row = await ctx.db
    .selectFrom("backtest_runs")
    .selectAll()
    .where("run_id", "=", runId)
    .where("submitted_at", "<=", ctx.clock.now().toISOString())
    .executeTakeFirst();
  return row === undefined ? null : toRun(row);
}

/**
 * A run whatever the clock: the strategy routes cut its series at the clock themselves (a run's
 * series up to a date is exactly what a run on data through that date gives: no look-ahead).
 */
export async function runOf(ctx: SubgraphContext<"signals">, runId: string): Promise<StoredRun | null> {
  await requireLibrary(ctx);
  const row = await ctx.db
    .selectFrom("backtest_runs")
    .selectAll()
    .where("run_id", "=", runId)
    .executeTakeFirst();
  return row === undefined ? null : toRun(row);
}

export async function seriesOf(ctx: SubgraphContext<"signals">, runId: string): Promise<StoredSeries | null> {
  const row = await ctx.db
    .selectFrom("backtest_series")
    .selectAll()
    .where("run_id", "=", runId)
    .executeTakeFirst();
  if (row === undefined) return null;
  return {
    dates: JSON.parse(row.dates),
    netReturns: JSON.parse(row.net_returns),
    costs: JSON.parse(row.costs),
    turnover: JSON.parse(row.turnover),
    grossExposure: JSON.parse(row.gross_exposure),
  };
}

/** The newest book of a default run decided on or before `through`; null before its first. */
export async function latestBook(
  ctx: SubgraphContext<"signals">,
  runId: string,
  through: string,
): Promise<StoredBook | null> {
  const row = await ctx.db
    .selectFrom("backtest_books")
    .select(["date", "positions"])
    .where("run_id", "=", runId)
    .where("date", "<=", through)
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? null : { date: row.date, positions: JSON.parse(row.positions) };
}
