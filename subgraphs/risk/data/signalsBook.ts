/**
 * Where risk reads the signals book: the house book's picks (data/houseBook.ts) and a ticker's
 * predicted return for Kelly sizing (resolvers/kelly.ts). No signals book is built yet (the signals
 * ensemble has not landed), so there is nothing to read and every caller gets the one
 * `unavailable` answer below. When signals publishes its book through a read-only reader in
 * warehouse/readers/ (DESIGN §3), this module reads it, and only this module changes.
 */
import type { SubgraphContext } from "../../kit/context.js";
import type { SignalsBookRead } from "../domain/houseBook.js";
import type { BookView } from "../domain/kelly.js";

export const SIGNALS_BOOK_UNAVAILABLE: SignalsBookRead = {
  status: "unavailable",
  reason: "signals_book_not_built",
  detail:
    "the signals book has not been built yet (no signals ensemble publishes one), so no picks or predicted returns can be read",
};

export async function readSignalsBook(_ctx: SubgraphContext): Promise<SignalsBookRead> {
  return SIGNALS_BOOK_UNAVAILABLE;
}

/** What the book says of one ticker, for Kelly sizing. */
export async function signalsBookView(ctx: SubgraphContext, _ticker: string): Promise<BookView> {
  const book = await readSignalsBook(ctx);
  return { status: "unavailable", detail: book.detail };
}
