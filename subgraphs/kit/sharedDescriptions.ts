/**
 * Descriptions of the generic field and argument names the intel, signals and risk subgraphs
 * share (issue 28 item 6): a name that means the same thing everywhere says it in one sentence,
 * declared once here, so the public schema does not drift into variants of it.
 */

/** A payload's or row's `ticker` (non-null): the instrument the figures are about. */
export const TICKER = "Ticker symbol of the instrument the figures are about.";

/** A root field's required `ticker` argument. */
export const TICKER_ARG = "Symbol of the instrument asked for, e.g. AAPL.";

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
