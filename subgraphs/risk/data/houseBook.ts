/**
 * The house book and its members' daily closes: the book from the signals book's picks at the
 * clock, or the reference portfolio where no book exists yet (domain/houseBook.ts); the closes
 * from the book's own price source through market's readers — the signals book's from the daily
 * universe it was ranked in, through the book date; the reference portfolio's from each member's
 * own daily file, through the clock's last final close. The closes are read by the heavy jobs
 * (heavyJobs.ts) in a worker thread, so they take the bounds the request's clock gave, not a context.
 *
 * The book itself is kept per data version and the clock's last final close (kit/dataCache.ts):
 * at 5,000 tickers it is some 3,000 positions, whose read from the signals book was most of a
 * warm VaR's time (bench/RESULTS.md, "Scale").
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { closeSeries, universeCloseColumns } from "../../market/readers/universe.js";
import type { MemberCloses } from "../domain/bookReturns.js";
import { type Book, houseBook } from "../domain/houseBook.js";
import { closesVisibleThrough } from "./dailyCloses.js";
import { readSignalsBook } from "./signalsBook.js";

/** The daily universe's closes: split- and dividend-adjusted (subgraphs/market/readers/universe.ts), total-return prices. */
const UNIVERSE_PRICE_BASIS = "split_dividend_adjusted";

export interface LoadedHouseBook {
  book: Book;
  /** Why this book. */
  note: string;
  /** The newest close the book's figures read: the book date (signals book) or the last final close. */
  pricesThrough: string;
  /** The newest close a caller could have at the request's clock: what staleness is measured against. */
  lastFinalClose: string;
}

const houseBooks = dataCache<{ book: Book; note: string }>({
  name: "risk.house_book",
  owner: "risk",
  description: "The house book (the signals book's picks, or the reference portfolio) per last final close.",
});

export async function loadHouseBook(ctx: SubgraphContext<"risk">): Promise<LoadedHouseBook> {
  const lastFinalClose = closesVisibleThrough(ctx, "equity");
  // readSignalsBook reads the book at this same bound; a cold book throws, and is not kept.
  const { book, note } = await houseBooks.get(ctx, { asOf: lastFinalClose }, async () =>
    houseBook(await readSignalsBook(ctx)),
  );
  const pricesThrough =
    book.bookDate !== null && book.bookDate < lastFinalClose ? book.bookDate : lastFinalClose;
  return { book, note, pricesThrough, lastFinalClose };
}

/**
 * The first date a read of the last `sessions` closes through `through` needs: three calendar
 * years hold some 755 XNYS sessions, more than the two-year windows (505 closes) read with it.
 */
export function windowReadFrom(through: string): string {
  const date = new Date(`${through}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 3);
  return date.toISOString().slice(0, 10);
}

/**
 * Each member's closes from the book's price source, through `pricesThrough`; from `from` on when
 * given (a window's read), else their whole history (the crash windows reach back to 2008).
 */
export async function memberCloses(
  db: Warehouse<"risk">,
  book: Book,
  pricesThrough: string,
  from?: string,
): Promise<MemberCloses[]> {
  const tickers = book.positions.map((position) => position.ticker);
  if (book.priceSource === "daily_universe") {
    const columns = await universeCloseColumns(db, {
      tickers,
      through: pricesThrough,
      ...(from === undefined ? {} : { from }),
    });
    return tickers.map((ticker) => ({
      ticker,
      basis: UNIVERSE_PRICE_BASIS,
      ...(columns.get(ticker) ?? { dates: [], closes: new Float64Array(0) }),
    }));
  }
  return Promise.all(
    tickers.map(async (ticker) => {
      const series = await closeSeries(db, ticker, { through: pricesThrough });
      const start = from === undefined ? 0 : series.dates.findIndex((date) => date >= from);
      const first = start < 0 ? series.dates.length : start;
      return {
        ticker,
        basis: series.basis,
        dates: series.dates.slice(first),
        closes: series.closes.slice(first),
      };
    }),
  );
}
