/**
 * The house book: the portfolio the portfolio-risk routes (v2 var, stress, crash scenarios)
 * measure — the signals book's long/short picks at the newest book date the clock sees
 * (`signalsBookPicks`). `houseBook` is the one place the choice is made, and every answer says
 * which book it measured (`book_basis`):
 *
 * - `signals_book`: the book date's LONG picks (deciles 8–10) and SHORT picks (deciles 1–3), each
 *   side half of the gross, equal weight within a side: a dollar-neutral book, gross exposure 1.
 *   Its members' closes come from the daily universe the book ranked them in (one source and one
 *   price basis), through the book date: with the bundled universe (2013-01-02..2017-11-10) the
 *   picks are of 2017-11-10 and every figure is of that history, served stale and labelled.
 * - `reference_portfolio`: only where no signals book exists at the clock (before its first date,
 *   2014-01-02): the documented reference portfolio below, from its members' own daily files.
 */

export type Side = "long" | "short";

export interface BookPosition {
  ticker: string;
  side: Side;
  /** Share of the book's gross value, positive; `side` gives its sign. */
  weight: number;
}

export type BookBasis = "reference_portfolio" | "signals_book";

/** Where a book's members' closes are read (subgraphs/market/readers/universe.ts): never both for one book. */
export type PriceSource = "own_daily_files" | "daily_universe";

export interface Book {
  basis: BookBasis;
  name: string;
  description: string;
  /** How the weights are held over time. */
  weighting: string;
  priceSource: PriceSource;
  /** The signals book date of the picks; null for the reference portfolio, which no date defines. */
  bookDate: string | null;
  positions: BookPosition[];
}

/** One pick of the signals book: a scored stock on the book's LONG or SHORT side. */
export interface BookPick {
  ticker: string;
  direction: "LONG" | "SHORT";
}

/** What risk read of the signals book at the request's clock (data/signalsBook.ts). */
export type SignalsBookRead =
  | {
      status: "available";
      /** The newest book date on or before the clock's last final close. */
      date: string;
      universe: string;
      picks: BookPick[];
    }
  /** No book date on or before the clock (its first is 2014-01-02). */
  | { status: "unavailable"; reason: "no_book_as_of_clock"; detail: string };

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
    "Reference portfolio standing in for the signals book where the clock is before its first book date: an equal-weight " +
    `long book of ${REFERENCE_TICKERS.join(", ")}, the tickers whose daily files hold the full 2010-01-04..2022-12-29 ` +
    "history on one price basis (split- and dividend-adjusted closes).",
  weighting: "equal weights, rebalanced to equal at every close",
  priceSource: "own_daily_files",
  bookDate: null,
  positions: REFERENCE_TICKERS.map((ticker) => ({
    ticker,
    side: "long",
    weight: 1 / REFERENCE_TICKERS.length,
  })),
};

/**
 * The book of the signals book's picks: each side half of the gross, equal weight within it (long
 * 0.5/n_long each, short 0.5/n_short each), so the book is dollar-neutral whatever the side counts.
 * Tickers in code-unit order within each side, longs first.
 */
export function signalsBookPicks(date: string, universe: string, picks: readonly BookPick[]): Book {
  const side = (direction: BookPick["direction"]) =>
    picks
      .filter((pick) => pick.direction === direction)
      .map((pick) => pick.ticker)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const longs = side("LONG");
  const shorts = side("SHORT");
  const sideOf = (tickers: string[], which: Side): BookPosition[] =>
    tickers.map((ticker) => ({ ticker, side: which, weight: 0.5 / tickers.length }));
  return {
    basis: "signals_book",
    name: `signals_book_${date}`,
    description:
      `The signals book of ${date} (ranked in ${universe}): its ${longs.length} LONG picks (deciles 8–10) held long and its ` +
      `${shorts.length} SHORT picks (deciles 1–3) held short. Closes from the same daily universe, through the book date.`,
    weighting:
      "each side half of the gross, equal weight within a side (long 0.5/n_long, short 0.5/n_short): dollar-neutral, gross 1; " +
      "rebalanced to these weights at every close",
    priceSource: "daily_universe",
    bookDate: date,
    positions: [...sideOf(longs, "long"), ...sideOf(shorts, "short")],
  };
}

/** The book the portfolio-risk routes measure, and why this one. */
export function houseBook(signals: SignalsBookRead): { book: Book; note: string } {
  if (signals.status === "unavailable") {
    return {
      book: REFERENCE_PORTFOLIO,
      note: `No signals book exists at the clock (${signals.detail}); the documented reference portfolio stands in for it.`,
    };
  }
  const book = signalsBookPicks(signals.date, signals.universe, signals.picks);
  return {
    book,
    note:
      `The house book is the signals book's long/short picks at its newest book date the clock sees, ${signals.date}, ` +
      "measured over the picks' universe closes through that date: where the clock is later (the bundled universe ends " +
      "2017-11-10), the book and its figures are of that history, served and labelled stale (as_of, is_stale, age_sessions).",
  };
}

/** A position's signed weight: long positive, short negative. */
export function signedWeight(position: BookPosition): number {
  return position.side === "long" ? position.weight : -position.weight;
}
