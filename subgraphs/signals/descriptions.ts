/**
 * The sentences the signals subgraph's types repeat, declared once (issue 28 item 6); the generic
 * ones every subgraph shares are in kit/descriptions.ts.
 */

/** The `regimeMethod` of the regime answers (REGIME_RULES.method). */
export const REGIME_METHOD =
  "rules_v1:vix_spy_sma200, the rule that labels a session (docs/REGIME.md): risk_off when VIX ≥ 30, or SPY below its SMA 200 with VIX ≥ 20; risk_on when SPY is at or above its SMA 200 with VIX < 20; neutral otherwise.";

/** A regime label's `regime` (REGIME_STATES). */
export const REGIME_LABEL = "risk_on, neutral or risk_off (regime_method's rule).";

/** The regime answers' `labelAgeSessions`. */
export const LABEL_AGE_SESSIONS = "NYSE sessions after the label's session up to the last final close.";

/** The regime answers' `staleAfterSessions` (LABEL_STALE_AFTER, spec/03). */
export const LABEL_STALE_AFTER =
  "2: a current label more than this many sessions old is stale (spec/03, the prediction book's rule).";

/** The probabilities' per-regime fields. */
export function regimeProbability(regime: string): string {
  return `Probability of ${regime}, a fraction 0–1.`;
}

/** The counts' per-regime fields. */
export function regimeCount(regime: string): string {
  return `Of what the parent counts (a history's sessions, a transition row's next sessions), those labelled ${regime}.`;
}

/** A strategy's `strategy` (or `name`): its key in the library. */
export const STRATEGY_NAME =
  "The strategy's name in the library (/api/v3/strategies), e.g. cross_sectional_momentum.";

/** A strategy's `family` (STRATEGY_FAMILIES). */
export const STRATEGY_FAMILY = "momentum, mean_reversion, low_risk, trend, allocation or seasonality.";

/** The `costModel` of the strategy-library answers. */
export const COST_MODEL = 'The trading costs every backtest is net of (docs/STRATEGIES.md "Costs").';

/** A run's `lifecycle` list (RUN_LIFECYCLE). */
export const RUN_LIFECYCLE_LIST =
  'The run lifecycle, one stage a line: queued, running, completed, failed, replaced (docs/STRATEGIES.md "Run lifecycle").';

/** A backtest metric of a window: its unit and when it is null. */
export function backtestMetric(unit: string): string {
  return `${unit}; null with its reason in null_reasons.`;
}

/** A book row's `rank` (crossSection.ts rankBook). */
export const BOOK_RANK =
  "1 is the best blended score of the book date; ties go to the ticker first in alphabetical order.";

/** A book row's `conviction` (crossSection.ts rankBook). */
export const BOOK_CONVICTION = "|percentile − 50| ÷ 50: 1 at either end of the book, 0 at its median.";

/** The `lifecycle` list of the learning answers (resolverLifecycle.ts LIFECYCLE). */
export const PREDICTION_LIFECYCLE =
  'Each state a prediction passes through and what it means (docs/LEARNING.md "Lifecycle").';

/** A hit rate of resolved calls: hits ÷ calls. */
export function hitRateOf(hits: string): string {
  return `${hits} ÷ calls, a fraction 0–1; null when there are no calls (null_reasons).`;
}

/** The learning answers' counts of predictions per lifecycle state. */
export function predictionsIn(state: string): string {
  return `Scored predictions of the book dates up to as_of that are ${state} at the clock.`;
}

/** The book stamp's `universe` (BookStamp, and the answers that restate the stamp). */
export const BOOK_UNIVERSE =
  "The universe the book was ranked in (daily_universe_2013_2017: prices/daily_universe.csv.gz).";

/** The book stamp's `bookAgeSessions`. */
export const BOOK_AGE_SESSIONS =
  "NYSE sessions closed after the book date, up to the clock's last final close.";

/** The book's own staleness reason where the answer's `staleReason` is its measurement's. */
export const STALE_BOOK_REASON =
  "book_older_than_2_sessions when the book is stale (is_stale); null when fresh.";

/** The drift snapshot's `staleAfterHours` (DRIFT_STALE_AFTER_HOURS, spec/03). */
export const DRIFT_STALE_AFTER_HOURS =
  "80: a drift measurement more than this many hours before the clock is stale (spec/03).";

/** The ordering answers' `notAForecast` (spec/01 Sitting rows). */
export const NOT_A_FORECAST = "Always true: the rows are an ordering of data, not a forecast of returns.";

/** The ordering answers' `doNotPlaceFromScore`. */
export const DO_NOT_PLACE_FROM_SCORE = "Always true: do not place orders from the score or the data order.";

/** The sitting answers' `doNotPlaceFromMoverRank`. */
export const DO_NOT_PLACE_FROM_MOVER_RANK =
  "Always true: do not place orders from a row's rank in the sleeve.";

/** The first/last resolution date of a window of resolved outcomes. */
export function resolvedOnBound(which: "oldest" | "newest"): string {
  return `ISO date of the ${which} resolution date in the window; null when the window has none (resolution_dates 0).`;
}

/** The non-overlapping dates behind a t statistic. */
export const T_DATES = "Non-overlapping resolution dates (every 21st) behind t_stat.";

/** `resolutionDates` of a source's window. */
export const RESOLUTION_DATES = "Resolution dates in the window with an outcome for the source.";

const READINGS = {
  favourable: "favourable readings (the ensemble's LONG, deciles 8–10; a voter's percentile above 50)",
  unfavourable: "unfavourable readings (the ensemble's SHORT, deciles 1–3; a voter's percentile below 50)",
} as const;

/** Resolved calls of one side of a source's readings. */
export function sideCalls(side: keyof typeof READINGS): string {
  return `Resolved calls of the ${READINGS[side]}.`;
}

/** The hit rate of one side of a source's readings. */
export function sideHitRate(side: keyof typeof READINGS): string {
  return `Hits ÷ calls of the ${READINGS[side]}, 0–1; null without such calls (null_reasons).`;
}

/** A crypto momentum lane's value. */
export function cryptoMomentum(span: string): string {
  return `Price at the last trade ÷ the close ${span} earlier − 1, a fraction (0.01 = +1 %); null with its reason in null_reasons.`;
}

/** A crypto lane's percentile among the ranked pairs. */
export function cryptoLanePercentile(lane: string): string {
  return `${lane}'s percentile among the ranked pairs holding it, (rank − ½) ÷ n, 0..1, higher better; null with its reason in null_reasons.`;
}

/** The sitting routes' `sleeveN` argument. */
export const SLEEVE_N_ARG = "Rows in the sleeve, 1..100.";

/** The sitting answers' `sleeveN`, echoed. */
export const SLEEVE_N = "Rows asked for: the sleeve's size at most, 1..100.";

/** The research-registry answers' `sourceReason`. */
export const REGISTRY_SOURCE_REASON =
  "Why the answer comes from the trial registry: no alpha discovery engine or strategy evolution log runs in this service.";

/** The research-registry answers' `sharpeBasis`. */
export const REGISTRY_SHARPE_BASIS =
  "What the Sharpe ratios are: annualised, of daily net returns, as registered, not deflated.";

/** When a trial or run was registered. */
export const SUBMITTED_AT = "When the trial was registered: its data's last close final (ISO 8601 UTC).";

/** The Sharpe-ratio reasons of the lab answer. */
export function labSharpeReason(field: string): string {
  return `Why ${field} is null: no_run_registered_by_clock, no_completed_run, or the run's status_reason; null when it is given.`;
}

/** A stock's `blendedScore` on the book date (the ensemble's score). */
export const BLENDED_SCORE = "Σ voter contributions, −1..+1: 0 is the median stock of the book date.";

/** The book's `weightsAsOf`. */
export const WEIGHTS_AS_OF = "The date the voter weights are as of (the book date).";

/** The book's `weightsBasis` (optimizer.ts WeightsBasis). */
export const WEIGHTS_BASIS =
  "ic_weighted, equal_weight_warmup or equal_weight_no_positive_ic: how the book date's voter weights were set (docs/SIGNALS.md).";

/** A voter's name (voters.ts VOTER_NAMES). */
export const VOTER =
  "The voter (docs/SIGNALS.md): momentum_12_1, reversal_1m, low_volatility, trend_sma200, rsi_14, volume_surge or high_52w_proximity.";

/** A voter's `unit`. */
export const VOTER_UNIT =
  "The unit of the voter's raw value: fraction, ratio, index_0_100 or annualised_fraction.";

/** A voter's `higherIsBetter`. */
export const HIGHER_IS_BETTER =
  "Which end of the cross-section the voter favours: true for the higher values.";

/** A voter's `definition`. */
export const VOTER_DEFINITION = "The voter's formula, in words.";

/** A voter's `weight` on the book date. */
export const VOTER_WEIGHT = "The optimizer's weight on the book date (weights sum to 1).";

/** A voter's `percentile` among the scored stocks. */
export const VOTER_PERCENTILE =
  "0..100 among the book date's scored stocks, 100 the most favourable; null with its reason in null_reasons.";

/** An agent's `name`. */
export const AGENT_NAME = "The agent's name: the one the status and latest routes take.";

/** An agent's `kind`. */
export const AGENT_KIND = "ingest, derived_product_builder or producer.";

/** An agent's `description`. */
export const AGENT_DESCRIPTION = "What the agent does, in one sentence.";

/** An agent's `status`. */
export const AGENT_STATUS =
  "ingest: loaded or empty; builder: current or out_of_date; producer: running, finished, stopped, not_running or unknown.";

/** An agent's `statusReason`. */
export const AGENT_STATUS_REASON = "Why the agent is not doing its job; null when it is.";

/** A stream frame's `timestamp`. */
export const FRAME_TIMESTAMP =
  "ISO 8601 UTC: the record's time (a replayed record: its book date's regular close); on a ready frame, when the connection was made.";

/** A stream frame's `originalTime`. */
export const FRAME_ORIGINAL_TIME =
  "The recorded time a replayed record is of (repeats timestamp); null on a ready frame or a live record.";

/** The rank a stream frame carries. */
export const FRAME_RANK =
  "The stock's rank on the book date (1 the best blended score); null on a ready frame or when not scored.";

/** The conviction a stream frame carries. */
export const FRAME_CONVICTION =
  "|percentile − 50| ÷ 50 on the book date: 1 at either end of the book, 0 at its median; null on a ready frame or when not scored.";
