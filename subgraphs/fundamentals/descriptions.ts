/**
 * Descriptions fundamentals' answers repeat: one sentence per meaning, declared once (issue 28
 * item 6). The generic ones every subgraph shares are in kit/descriptions.ts.
 */

/** A statement list's or row's `period`: the argument echoed. */
export const STATEMENT_PERIOD_ASKED = "The rows asked for: quarterly, annual or ttm.";

/** Where a company's SEC facts come from (data/facts.ts). */
export const FACTS_SOURCE =
  "Where the figures come from: sec_edgar_companyfacts (the SEC's companyfacts file) or derived_xbrl_instance (facts derived from the filings' XBRL instances); null when no SEC facts are held for the instrument.";

/** A statement row's `fieldsWithheld`. */
export const FIELDS_WITHHELD = "The row's line fields that are null; fieldNotes says why each is.";

/** A statement row's `statementCheck`. */
export const STATEMENT_CHECK = "Whether the row's figures are the SEC filing's own.";

/** A statement row's `ttmStatus`. */
export const TTM_STATUS =
  "On a TTM row: ok, insufficient_quarters or quarter_gap (four consecutive fiscal quarters are summed); null on quarterly and annual rows.";

/** A statement list's `units`. */
export const STATEMENT_UNITS = "Field → its unit: usd, usd_per_share or shares.";

/** The `*Basis` of a line taken from one of several concepts. */
export function conceptBasis(field: string): string {
  return `The us-gaap concept (or sum of concepts) ${field} was taken from; null when ${field} is.`;
}

/** A cash flow statement's line. */
export function cashFlowLine(what: string): string {
  return `${what}, USD over the period in cash-flow sign (inflow positive); null when the filing does not report it (fieldNotes says why).`;
}

/** A balance sheet's debt line. */
export function debtLine(what: string, status: string): string {
  return `${what}, USD at the sheet's date; null when not reported (${status} says why).`;
}

/** A metrics row's flow figure: over the row's period. */
export function flowFigure(what: string): string {
  return `${what}, USD over the row's period; null when not reported or not summable (nullReasons says why).`;
}

/** A metrics row's balance sheet figure: at the period end. */
export function sheetFigure(what: string): string {
  return `${what}, USD at the period end (balanceSheetDate); null when no sheet is held then or the line is not reported (nullReasons says why).`;
}

/** A growth figure: a percent number. */
export function growthPercent(what: string): string {
  return `Growth of ${what} over the prior period, a percent number: (current − prior) / |prior| × 100; null when either is missing or the prior is 0 (nullReasons says why).`;
}

/** A payload's `definitions` map. */
export const DEFINITIONS = "Field → its definition in words.";

/** Which share count a market cap is priced with (domain/shareCount.ts). */
export const SHARE_COUNT_BASIS =
  "sec_dei_cover_page, balance_sheet_shares_outstanding or weighted_average_basic.";

/** A market cap's share count. */
export const MARKET_CAP_SHARES =
  "The share count market cap is priced with, shares (spec/01 source order); null when none is known on the price date (marketCapSharesStatus says why).";

/** The date of a market cap's share count. */
export const MARKET_CAP_SHARES_AS_OF =
  "ISO date the share count is reported as of; null with marketCapShares.";

/** The basis of a market cap's share count. */
export const MARKET_CAP_SHARES_BASIS = `Which count: ${SHARE_COUNT_BASIS} Null with marketCapShares.`;

/** The status of a market cap's share count. */
export const MARKET_CAP_SHARES_STATUS =
  "ok, fundamentals_not_current (too old for the price date: no market cap), not_filed_by_price_date, or why the share count is null.";

/** A company's name as the service holds it. */
export const COMPANY_NAME =
  "The name the instrument master holds: the S&P 500 list's, the SEC's company title or a crypto pair's name (Bitcoin / US dollar); the ticker itself when no source names it.";

/** The instrument master's asset class. */
export const ASSET_CLASS = "equity, etf or crypto, as the instrument master classes the listing.";

/** An SEC central index key. */
export const CIK =
  "The SEC central index key, zero-padded to 10 digits; null when the issuer has none known.";

/** The SEC form of a filing. */
export const FILING_FORM =
  "SEC form type of the filing (10-K, 10-Q, 20-F, …; amendments end in /A); null when its facts name none.";

/** The date a filing was filed. */
export const FILED = "ISO date the filing was filed with the SEC; null when its facts name none.";

/** A filing's accession number. */
export const FILING_ACCESSION = "SEC accession number of the filing; null when its facts name none.";

/** A filing's own fiscal year label. */
export const FILING_FISCAL_YEAR =
  "The fiscal year the filing reports (its fy label, DocumentFiscalYearFocus); null when not tagged.";

/**
 * Instrument's description of an operation that answers every held instrument, SEC facts or not
 * (empty or null figures with their reasons), so its field is null only when it fails.
 */
export function instrumentAnswer(what: string): (operation: string) => string {
  return (operation) =>
    `${what} (${operation}); an instrument without SEC facts gets empty or null figures with their reasons, so null only when the field fails (a rejected argument, the subgraph unreachable: the error at its path says why).`;
}

/** Instrument's description of an operation that refuses an instrument without SEC facts (heldFacts). */
export function instrumentFactsAnswer(what: string): (operation: string) => string {
  return (operation) =>
    `${what} (${operation}); null when no SEC facts are held for the instrument (503 dataset_unavailable) or an argument is rejected (the error at its path says why).`;
}

/** A multi-ticker answer's `tickers`. */
export const TICKERS_ANSWERED = "The known symbols answered, in the caller's order.";

/** A multi-ticker answer's `symbolsUnknown`. */
export const SYMBOLS_UNKNOWN = "Symbols unknown to the platform (not answered).";

/** A listing answer's `hasMore`. */
export const HAS_MORE = "True when rows beyond this page match (page × limit < total).";

/** An XBRL taxonomy. */
export const XBRL_TAXONOMY = "The XBRL taxonomy: us-gaap, dei or ifrs-full.";

/** An XBRL concept name. */
export const XBRL_CONCEPT =
  "The XBRL concept's name within its taxonomy (e.g. Revenues), as the filings tag it.";

/** A research dataset's slug. */
export const DATASET_SLUG = "The dataset's slug: the {dataset} of GET /api/v2/datasets/{dataset}.";

/** A research dataset's description. */
export const DATASET_DESCRIPTION = "What the dataset holds, its source and its units, in words.";

/** A historical read's statement list. */
export const HISTORICAL_ROWS =
  "Newest first; each row's period says annual or quarterly. Null when not asked for.";

/** A bundle's company profile. */
export const COMPANY_PROFILE = "The company profile, as svc_v3_fundamentals_company_facts answers it.";
