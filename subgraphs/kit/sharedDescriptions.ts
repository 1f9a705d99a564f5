/**
 * Descriptions of the generic field and argument names the intel, signals and risk subgraphs
 * share (issue 28 item 6): a name that means the same thing everywhere says it in one sentence,
 * declared once here, so the public schema does not drift into variants of it.
 */

/** A payload's or row's `ticker` (non-null): the instrument the figures are about. */
export const TICKER = "Ticker symbol of the instrument the figures are about.";

/** A root field's required `ticker` argument, read by `requireInstrument` (core/ticker.ts normalises it). */
export const TICKER_ARG =
  "Symbol of the instrument asked for, any case (AAPL, BRK-B = BRK.B, X:BTCUSD); invalid_ticker when it is not a symbol, 404 unknown_ticker when the platform does not hold it.";

/** `count` beside an `items` list. */
export const COUNT = "Number of rows in items.";

/** The `units` map of a payload. */
export const UNITS = "Numeric field name → its unit (e.g. USD, shares, fraction, basis points).";

/** The `nullReasons` map of a payload (the null-with-reason rule). */
export const NULL_REASONS = "Field name → why that field is null.";

/** A payload's free-text `note` (non-null). */
export const NOTE = "What the figures cover and where they fall short.";

/** A feed's `coverageNote`. */
export const COVERAGE_NOTE = "What the feed covers and why it may be short or empty.";

/** A `limit` argument validated to lie in `min..max`. */
export function limitArg(min: number, max: number): string {
  return `Rows returned at most, ${min}..${max}.`;
}

/** A `returned` count beside the list `list` that a `limit` argument cuts. */
export function returnedIn(list: string): string {
  return `Rows in ${list} (at most limit).`;
}

/** A payload's `method`: a fixed text of its operation, a method's name or its rule in words. */
export const METHOD = "How the figures are computed: the method's name or its rule in words.";

/** The `source` of the options-chain payloads (intel's CHAIN_SOURCE). */
export const CHAIN_SOURCE = "option_chain_snapshots: the end-of-day options chain snapshots held.";

/** A `page` argument validated to lie in `min..max`. */
export function pageArg(min: number, max: number): string {
  return `The page to return, counted from 1: ${min}..${max}.`;
}

/** An `items` argument (beside `page`) validated to lie in `min..max`. */
export function itemsPerPageArg(min: number, max: number): string {
  return `Items per page, ${min}..${max}.`;
}

/** An `hours` or `minutes` argument: the trailing window ending at the clock's instant. */
export function trailingArg(unit: "hours" | "minutes", min: number, max: number): string {
  return `How far back from the clock's instant the window reaches, in ${unit}: ${min}..${max}.`;
}

/** The `skewness` argument of the deflated-Sharpe routes. */
export const SKEWNESS_ARG = "Skewness of the returns behind sharpe; normal = 0.";

/** The `periodsPerYear` argument of the deflated-Sharpe routes. */
export const PERIODS_PER_YEAR_ARG =
  "Return observations per year sharpe is annualised with: 252 for daily sessions.";

/** An optional `ticker` argument that narrows a market-wide answer (read by `requireInstrument`). */
export const OPTIONAL_TICKER_ARG =
  "Narrow the answer to this instrument (any case); 404 unknown_ticker when the platform does not hold it. Not given: market-wide.";

/** The `ticker` of an answer whose `ticker` argument is optional (OPTIONAL_TICKER_ARG). */
export const TICKER_ASKED = "The ticker asked for, normalised; null when none was: a market-wide answer.";

/** The `nObs` of the deflated-Sharpe routes, asked for and echoed. */
export const N_OBS = "Return observations behind sharpe (whole number).";

/** The `nTrials` of svc_v3_deflated_sharpe, asked for and echoed. */
export const N_TRIALS = "Strategy configurations tried (whole number).";

/** A field of a units object: the unit of the payload's field of the same name. */
export function unitOf(field: string): string {
  return `The unit of ${field}.`;
}
