/**
 * One configuration of the library backtested: the engine's result turned into what is kept —
 * the run's status and metrics over its observations, its daily series from its first invested
 * session, its decision notes, and the trial it registers. Pure.
 *
 * Run lifecycle (docs/STRATEGIES.md): a run is queued and runs inside the library's build, which
 * commits all runs at once, so only its end state is ever visible — `completed` (metrics
 * established: at least two observations with a non-zero spread) or `failed` (status_reason:
 * `never_invested`, `fewer_than_2_observations`, `zero_volatility`, `strategy_error`). A
 * completed run registers one trial; a failed one none. Runs of earlier data are replaced when
 * the data changes.
 */
import { type BacktestResult, runBacktest } from "./backtestEngine.js";
import { type BacktestMetrics, backtestMetrics, PERIODS_PER_YEAR } from "./backtestMetrics.js";
import type { UniverseHistory } from "./strategies/history.js";
import type { Configuration } from "./strategies/library.js";

export type RunStatus = "completed" | "failed";

export interface RunSeriesSlice {
  dates: string[];
  netReturns: number[];
  costs: number[];
  turnover: number[];
  grossExposure: number[];
}

export interface RunOutcome {
  configuration: Configuration;
  status: RunStatus;
  statusReason: string | null;
  obsFrom: string | null;
  obsThrough: string | null;
  metrics: BacktestMetrics | null;
  series: RunSeriesSlice | null;
  books: BacktestResult["books"];
  notes: BacktestResult["notes"];
}

export function runConfiguration(history: UniverseHistory, configuration: Configuration): RunOutcome {
  const failed = (statusReason: string, notes: RunOutcome["notes"] = []): RunOutcome => ({
    configuration,
    status: "failed",
    statusReason,
    obsFrom: null,
    obsThrough: null,
    metrics: null,
    series: null,
    books: [],
    notes,
  });
  let result: BacktestResult;
  try {
    result = runBacktest(history, configuration.strategy, configuration.parameters);
  } catch (error) {
    return failed("strategy_error", [
      {
        date: history.dates.at(-1) ?? "",
        record: { error: error instanceof Error ? error.message : String(error) },
      },
    ]);
  }
  if (result.firstInvested === null) return failed("never_invested", result.notes);
  const from = result.firstInvested;
  const to = history.dates.length - 1;
  const metrics = backtestMetrics(result, from, to);
  // Kept at full precision: the routes recompute metrics from the series and must find the same.
  const slice = (values: ArrayLike<number>) =>
    Array.from({ length: to - from + 1 }, (_, i) => values[from + i] as number);
  const statusReason = metrics.sharpe === null ? (metrics.nullReasons.sharpe ?? "no_sharpe") : null;
  return {
    configuration,
    status: statusReason === null ? "completed" : "failed",
    statusReason,
    obsFrom: history.dates[from] as string,
    obsThrough: history.dates[to] as string,
    metrics,
    series: {
      dates: history.dates.slice(from, to + 1),
      netReturns: slice(result.netReturns),
      costs: slice(result.costs),
      turnover: slice(result.turnover),
      grossExposure: slice(result.grossExposure),
    },
    books: result.books,
    notes: result.notes,
  };
}

/** The trial a completed run registers (subgraphs/risk/readers/trialRegistration.ts TrialRegistration). */
export function trialOf(outcome: RunOutcome, digest: string, submittedAt: string, basis: string) {
  const { metrics, configuration } = outcome;
  if (outcome.status !== "completed" || metrics === null) return null;
  return {
    trialId: `${configuration.runId}@${digest.slice(0, 12)}`,
    strategyFamily: configuration.strategy.family,
    strategy: configuration.strategy.name,
    runId: configuration.runId,
    sharpe: metrics.sharpe as number,
    periodsPerYear: PERIODS_PER_YEAR,
    nObs: metrics.nObs,
    skewness: metrics.skewness as number,
    kurtosis: metrics.kurtosis as number,
    submittedAt,
    submittedAtBasis: basis,
    dataDigest: digest,
  };
}
