/**
 * The house book: the portfolio the portfolio-risk routes (v2 var, stress, crash scenarios)
 * measure. It is meant to be the signals book's long/short picks; until a signals book is held,
 * it is the documented reference portfolio declared here, and every answer says which one it used
 * (`book_basis`). `houseBook` is the one place that choice is made: when the signals book's reader
 * lands, `SignalsBookRead` gains its available variant and `houseBook` returns the picks.
 */

export type Side = "long" | "short";

export interface BookPosition {
  ticker: string;
  side: Side;
  /** Share of the book's value, positive; `side` gives its sign. */
  weight: number;
}

export type BookBasis = "reference_portfolio" | "signals_book";

export interface Book {
  basis: BookBasis;
  name: string;
  description: string;
  /** How the weights are held over time. */
  weighting: string;
  positions: BookPosition[];
}

/**
 * What the signals book's reader answered. Only `unavailable` exists today: no signals book is
 * built yet (the signals ensemble has not landed), so nothing reads one.
 */
export type SignalsBookRead = { status: "unavailable"; reason: "signals_book_not_built"; detail: string };

/**
 * The 12 big-tech tickers whose own daily files (prices/daily/, Yahoo Finance via Kaggle) run
 * unbroken over the same 3,271 sessions 2010-01-04..2022-12-29 with split- and dividend-adjusted
 * closes: one source and one price basis for every member, the longest common history held.
 * (TSLA starts 2010-06-30 and META 2012-05-18, so they are left out.)
 */
export const REFERENCE_TICKERS = [
  "AAPL",
  "ADBE",
  "AMZN",
  "CRM",
  "CSCO",
  "GOOGL",
  "IBM",
  "INTC",
  "MSFT",
  "NFLX",
  "NVDA",
  "ORCL",
] as const;

export const REFERENCE_PORTFOLIO: Book = {
  basis: "reference_portfolio",
  name: "equal_weight_big_tech_12",
  description:
    "Reference portfolio standing in for the signals book, which is not built yet: an equal-weight long " +
    `book of ${REFERENCE_TICKERS.join(", ")}, the tickers whose daily files hold the full 2010-01-04..2022-12-29 ` +
    "history on one price basis (split- and dividend-adjusted closes).",
  weighting: "equal weights, rebalanced to equal at every close",
  positions: REFERENCE_TICKERS.map((ticker) => ({
    ticker,
    side: "long",
    weight: 1 / REFERENCE_TICKERS.length,
  })),
};

/** The book the portfolio-risk routes measure: the signals book once held, else the reference portfolio. */
export function houseBook(signals: SignalsBookRead): { book: Book; note: string } {
  return {
    book: REFERENCE_PORTFOLIO,
    note: `The signals book is not available (${signals.detail}); the documented reference portfolio stands in for it.`,
  };
}

/** A position's signed weight: long positive, short negative. */
export function signedWeight(position: BookPosition): number {
  return position.side === "long" ? position.weight : -position.weight;
}
