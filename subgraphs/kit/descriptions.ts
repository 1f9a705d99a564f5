/**
 * Descriptions of the generic field names the market and fundamentals subgraphs share: one
 * sentence per meaning, so a `ticker` or a `fiscalYear` reads the same wherever it means the same
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
