/**
 * Descriptions of the generic field and argument names the subgraphs share: one sentence per
 * meaning, declared once here, so a `ticker` or a `fiscalYear` reads the same wherever it means the same
 * thing (issue 28 item 6). A field whose name is generic but whose meaning differs says so in its own words.
 */

export const TICKER = "The instrument's ticker as the service keys it (a crypto pair as X:<BASE><QUOTE>).";

export const COUNT = "How many rows this answer lists.";

export const FISCAL_YEAR =
  "The issuer's fiscal year the period falls in, on its own fiscal calendar (anchored on its filings' fy labels); null when the period end cannot be placed on that calendar.";

export const FISCAL_PERIOD =
  "FY, Q1–Q4 or TTM on the issuer's fiscal calendar; null when the period end cannot be placed on it.";

export const PERIOD_END = "ISO date (YYYY-MM-DD) the period ends; a balance sheet's date.";

export const FILING_DATE =
  "ISO date the SEC filing carrying the figures was filed; null when no held filing carries the period (a derived row).";

export const ACCESSION_NUMBER = "SEC accession number of that filing; null with filingDate.";

export const FORM =
  "SEC form type of that filing (10-K, 10-Q, 20-F, …; amendments end in /A); null with filingDate.";

export const IS_SP500 = "True when the ticker is a member of the S&P 500 master list the service holds.";

export const PRICE_AGE_SECONDS =
  "Whole seconds from the last trade (asOf) to the request's clock; 0 when the trade is not older than that clock.";

export const TICKER_ARG =
  "The instrument's ticker, any case (BRK-B reads as BRK.B; X:BTCUSD is a crypto pair); 422 invalid_ticker when malformed, 404 unknown_ticker when no such instrument is held.";

export const STATEMENT_PERIOD =
  "Which rows: quarterly (the default), annual (fiscal years) or ttm (trailing twelve months).";

export const STATEMENT_LIMIT = "Most periods listed (1–200), newest period first.";

export const ASSET_CLASS_ARG =
  "How a bare ticker is read: equity (the default) or crypto (BTC reads as X:BTCUSD; BTC-USD and X:BTCUSD forms too).";

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

/** The `assetClass` argument of the crypto routes (CryptoAssetClass has one value). */
export const CRYPTO_ASSET_CLASS_ARG = "Only crypto pairs are served; the value does not change the answer.";
