/**
 * Builds the strategy library's backtests for the data the warehouse holds (a derived product:
 * subgraphs/signals/derived.ts): reads the daily universe through market's reader, runs every
 * configuration of the library (domain/strategies/library.ts) through the walk-forward engine,
 * then, in the build's one short write transaction, replaces signals' backtest tables and
 * registers each completed run as a trial in risk's registry through its writer.
 *
 * Idempotent: run ids are `<strategy>.<variant>`, trial ids add the universe's digest, and every
 * figure is a pure function of the data, so building again on the same data writes the same rows.
 */

import type { Transaction } from "kysely";
import { CLOSE_FINAL_AFTER_MS, regularCloseInstant } from "../../../core/calendar.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import type { DerivedProductId, DerivedWrite } from "../../../warehouse/derived.js";
import type { SignalsDatabase } from "../../../warehouse/schema.js";
import { UNIVERSE_NAME, universeBars, universeMembers } from "../../market/readers/universe.js";
import { replaceTrials, type TrialRegistration } from "../../risk/readers/trialRegistration.js";
import { type RunOutcome, runConfiguration, trialOf } from "../domain/backtestRun.js";
import { historyDigest, historyFromBars } from "../domain/strategies/history.js";
import { LIBRARY_CONFIGURATIONS } from "../domain/strategies/library.js";

/**
 * The library as a derived product. Bump `version` when a strategy's rules, the engine, the costs
 * or the metrics change, so every warehouse rebuilds the library on its next start instead of
 * serving runs of the old code as current (warehouse/derived.ts).
 */
export const STRATEGY_LIBRARY_PRODUCT: DerivedProductId = { name: "strategy_library", version: 1 };
/** The registry source the library's trials are registered under. */
export const TRIAL_SOURCE = "signals_strategy_library";
/**
 * submitted_at is the instant the run's data was complete: its last session's close final (bell
 * + 5 minutes, core/calendar.ts). A run is a pure function of that data, so this is the earliest
 * it could have been registered, and the same on every build of the data (docs/STRATEGIES.md).
 */
export const SUBMITTED_AT_BASIS = "data_final_close";

/** Everything dated, for the universe reader: the build covers every date the data holds. */
const ALL_DATES = "9999-12-31";
const CHUNK = 200;

function submittedAtOf(lastDate: string): string {
  const bell = regularCloseInstant(lastDate);
  if (bell === null) throw new Error(`The universe's last date ${lastDate} is no NYSE session`);
  return new Date(bell.getTime() + CLOSE_FINAL_AFTER_MS).toISOString();
}

async function insertChunked<T extends "backtest_runs" | "backtest_series" | "backtest_books">(
  trx: Transaction<SignalsDatabase>,
  table: T,
  rows: readonly SignalsDatabase[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
  }
}

function runRow(
  outcome: RunOutcome,
  digest: string,
  dataFrom: string,
  dataThrough: string,
  submittedAt: string,
) {
  const { configuration: c, metrics } = outcome;
  const trial = trialOf(outcome, digest, submittedAt, SUBMITTED_AT_BASIS);
  return {
    run_id: c.runId,
    strategy: c.strategy.name,
    family: c.strategy.family,
    variant: c.variant,
    is_default: c.variant === "default" ? 1 : 0,
    parameters: JSON.stringify(c.parameters),
    status: outcome.status,
    status_reason: outcome.statusReason,
    universe: UNIVERSE_NAME,
    universe_digest: digest,
    data_from: dataFrom,
    data_through: dataThrough,
    obs_from: outcome.obsFrom,
    obs_through: outcome.obsThrough,
    n_obs: metrics?.nObs ?? 0,
    cagr: metrics?.cagr ?? null,
    volatility: metrics?.volatility ?? null,
    sharpe: metrics?.sharpe ?? null,
    sortino: metrics?.sortino ?? null,
    max_drawdown: metrics?.maxDrawdown ?? null,
    turnover: metrics?.turnover ?? null,
    hit_rate: metrics?.hitRate ?? null,
    skewness: metrics?.skewness ?? null,
    kurtosis: metrics?.kurtosis ?? null,
    total_cost: metrics?.totalCost ?? 0,
    average_gross_exposure: metrics?.averageGrossExposure ?? null,
    null_reasons: JSON.stringify(metrics?.nullReasons ?? {}),
    diagnostics: JSON.stringify(outcome.notes),
    submitted_at: submittedAt,
    trial_id: trial?.trialId ?? null,
  };
}

async function clearRuns(trx: Transaction<SignalsDatabase>): Promise<void> {
  await trx.deleteFrom("backtest_books").execute();
  await trx.deleteFrom("backtest_series").execute();
  await trx.deleteFrom("backtest_runs").execute();
}

/**
 * Runs the library on the data held now, reading through market's readers (no transaction), and
 * returns the write that replaces the runs and their trials (DerivedProduct.compute); the write
 * returns the rows written, trials included.
 */
export async function computeStrategyLibrary(
  db: Warehouse<"signals">,
): Promise<DerivedWrite<SignalsDatabase>> {
  const members = await universeMembers(db);
  const bars = await universeBars(db, { through: ALL_DATES });
  const history = historyFromBars(new Map(members.map((member) => [member.ticker, member.kind])), bars);
  const dataFrom = history.dates[0];
  const dataThrough = history.dates.at(-1);
  if (dataFrom === undefined || dataThrough === undefined) {
    // No universe held: no runs, and no trials from this source.
    return async (trx) => {
      await clearRuns(trx);
      await replaceTrials(trx, TRIAL_SOURCE, []);
      return 0;
    };
  }
  const digest = historyDigest(history);
  const submittedAt = submittedAtOf(dataThrough);
  const outcomes = LIBRARY_CONFIGURATIONS.map((configuration) => runConfiguration(history, configuration));

  const runs = outcomes.map((outcome) => runRow(outcome, digest, dataFrom, dataThrough, submittedAt));
  const series = outcomes.flatMap(({ configuration, series }) =>
    series === null
      ? []
      : [
          {
            run_id: configuration.runId,
            dates: JSON.stringify(series.dates),
            net_returns: JSON.stringify(series.netReturns),
            costs: JSON.stringify(series.costs),
            turnover: JSON.stringify(series.turnover),
            gross_exposure: JSON.stringify(series.grossExposure),
          },
        ],
  );
  // Books of the default configurations: what the strategy routes show.
  const books = outcomes
    .filter(({ configuration }) => configuration.variant === "default")
    .flatMap(({ configuration, books }) =>
      books.map((book) => ({
        run_id: configuration.runId,
        date: book.date,
        positions: JSON.stringify(book.positions.map((p) => [p.ticker, p.weight, p.trade])),
      })),
    );
  const trials: TrialRegistration[] = outcomes.flatMap((outcome) => {
    const trial = trialOf(outcome, digest, submittedAt, SUBMITTED_AT_BASIS);
    return trial === null ? [] : [trial];
  });

  return async (trx) => {
    await clearRuns(trx);
    await insertChunked(trx, "backtest_runs", runs);
    await insertChunked(trx, "backtest_series", series);
    await insertChunked(trx, "backtest_books", books);
    const registered = await replaceTrials(trx, TRIAL_SOURCE, trials);
    return runs.length + series.length + books.length + registered;
  };
}
