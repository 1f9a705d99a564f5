/**
 * The house book and its members' daily closes: the book from the signals book when one is held,
 * else the reference portfolio (domain/houseBook.ts); the closes from each member's own daily file
 * through market's reader, bounded by the request's clock.
 */
import type { SubgraphContext } from "../../kit/context.js";
import type { MemberCloses } from "../domain/bookReturns.js";
import { type Book, houseBook } from "../domain/houseBook.js";
import { closesVisibleThrough, dailyClosesOf } from "./dailyCloses.js";
import { readSignalsBook } from "./signalsBook.js";

export interface LoadedHouseBook {
  book: Book;
  /** Why this book (today: the signals book is not available, so the reference portfolio). */
  note: string;
  /** The newest close a caller could have at the request's clock. */
  through: string;
}

export async function loadHouseBook(ctx: SubgraphContext): Promise<LoadedHouseBook> {
  const { book, note } = houseBook(await readSignalsBook(ctx));
  return { book, note, through: closesVisibleThrough(ctx, "equity") };
}

/** Each member's closes from its own daily file, through `through`. */
export function memberCloses(
  ctx: SubgraphContext,
  { book, through }: LoadedHouseBook,
): Promise<MemberCloses[]> {
  return Promise.all(
    book.positions.map(async (position) => ({
      ticker: position.ticker,
      ...(await dailyClosesOf(ctx, position.ticker, through)),
    })),
  );
}
