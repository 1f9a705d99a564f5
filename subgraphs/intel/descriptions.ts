/**
 * Descriptions intel's types repeat (issue 28 item 6): one sentence per meaning, declared once, so
 * the same Form 4, news or options field reads the same in every answer that carries it. The
 * generic ones all subgraphs share are in kit/descriptions.ts.
 */

/** An answer's `asOf` that is the clock's day. */
export const CLOCK_DAY = "The clock's New York date (YYYY-MM-DD) the answer is as of.";

// A Form 4 line's fields, in intel's and fundamentals' row shapes alike (types/insiders.ts).
export const FORM4 = {
  issuerName: "The issuer's name as filed.",
  filingKey: "Identifies the filing the line belongs to.",
  accessionNumber: "EDGAR accession; null where the source keeps none.",
  ownerName: "The reporting insider's name as filed.",
  ownerCik: "The reporting insider's SEC CIK; null where the source does not keep it (nullReasons).",
  transactionDate: "ISO date of the transaction as filed.",
  transactionDescription:
    "transactionCode in words from the Form 4 instructions; null for a code they do not list.",
  isDerivative: "True for a line of the derivative table (options, warrants, convertibles).",
  securityTitle: "The security's title as filed (Common Stock, …); null where the source does not keep it.",
  shares: "Shares (or units) transacted; null when the line reports none (nullReasons).",
  sharesOwnedAfter: "Shares the insider owns after the transaction; null where the source does not keep it.",
  is_10b5_1: "The filing's Rule 10b5-1 plan flag; null where not kept.",
  visibleFrom: "When the line became visible: the Form 4 deadline (transaction + 2 business days).",
  ownership: "direct or indirect; null where the source does not say.",
} as const;

/** An answer's `intentToSellNotices` (Form 144) and their reason. */
export const FORM144 = {
  notices: "Form 144 notices of proposed sale: always empty, no Form 144 data is bundled.",
  reason: "Why intentToSellNotices is empty: form_144_not_bundled.",
} as const;

// The news answers' fields (types/newsAnswers.ts, newsNotHeld.ts).
export const NEWS = {
  items: "The items, newest first.",
  coverage:
    "What the window covers and whether the store holds it (an empty list outside it means not held).",
  dateRange: "The date range as read: its New York dates, inclusive.",
  symbolsUnknown: "Symbols the platform does not know.",
  tickersNotHeld: "Known tickers for which the store holds no news.",
  tickersRead: "The tickers read (normalised, known).",
  body: "Whether each item carries its HTML body where held (the body argument).",
  page: "The page returned, counted from 1.",
} as const;

/** The `sourceFiles` of an answer read from one options chain snapshot. */
export const CHAIN_SOURCE_FILES = "The bundled files the chain snapshot's rows were read from, sorted.";

/** A chain contract's greek: the source's own figure, withheld where it computed no implied volatility. */
export function sourceGreek(name: string): string {
  return `The contract's ${name} as the source computed it; null where it computed no implied volatility (nullReasons).`;
}

/** The `isStale` of a feed served under the `freshness` policy (off labels, live and strict refuse). */
export const FEED_IS_STALE =
  "True when the feed's data is stale at the clock: served labelled with freshness off; live and strict answer 503 data_stale instead.";

// The congressional trade answers' fields (types/congress.ts).
export const CONGRESS = {
  provider: "The feed read: options_flow or alternative_data.",
  source: "The public-record file this deployment binds the feed to.",
  asOf: "The clock's day: trades visible by then.",
  chamberCode: "H (House) or S (Senate).",
  chamber: "house or senate.",
  isMemberOfCongress: "True: every line is from a member's own report.",
  member: "The member as the source names them.",
  transactionDate: "ISO date of the trade as filed.",
} as const;

/** An option contract's `expiry`, and an expiry group's. */
export const OPTION_EXPIRY = "ISO date the contract expires.";
export const EXPIRY_GROUP = "ISO date the expiry's contracts expire.";

/** The `date` of a FINRA off-exchange row. */
export const SESSION_DATE = "ISO date of the session.";
