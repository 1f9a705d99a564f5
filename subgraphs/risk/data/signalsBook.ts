/**
 * Where risk reads the signals book: the house book's picks (data/houseBook.ts) and a ticker's row
 * for Kelly sizing (resolvers/kelly.ts), through signals' read-only reader
 * (subgraphs/signals/readers/book.ts, docs/DESIGN.md §3); nothing else in risk touches the book.
 *
 * The book read is the newest book date on or before the clock's last final close (`openBook`).
 * A book not built from the data held now is 503 `snapshot_cold` (retry), as signals' own routes
 * answer: never an older build's book as if it were this data's. Before the book's first date
 * there is no book at the clock (`unavailable`, `no_book_as_of_clock`).
 *
 * What the book can say of a size: its rows carry a blended score, an ordering (spec/01
 * "Data-honesty conventions" 2), and no predicted return or standard error of one. So
 * point_estimate_supported is false and μ, τ and their horizon are missing for every ticker.
 */

import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import {
  type BookHandle,
  bookColumns,
  bookFreshness,
  bookRow,
  isScored,
  openBook,
} from "../../signals/readers/book.js";
import type { BookPick, SignalsBookRead } from "../domain/houseBook.js";
import type { BookView } from "../domain/kelly.js";
import { closesVisibleThrough } from "./dailyCloses.js";

/** The book publishes orderings, not return forecasts (docs/SIGNALS.md "Honesty flags"). */
export const POINT_ESTIMATE_SUPPORTED = false;

type Opened = { status: "ready"; book: BookHandle } | { status: "none_as_of"; detail: string };

async function opened(ctx: SubgraphContext<"risk">): Promise<Opened> {
  const through = closesVisibleThrough(ctx, "equity");
  const read = await openBook(ctx.db, through);
  if (read.status === "cold") {
    throw new ServiceError(
      "snapshot_cold",
      "The signals book is being built from the data held now; retry in a few seconds. Nothing was charged.",
      { retryAfterS: 30, extra: { reason: "book_build_pending" } },
    );
  }
  if (read.status === "none_as_of") {
    return {
      status: "none_as_of",
      detail: `the clock's last final close ${through} is before the book's first date ${read.firstDate ?? "(none built)"}`,
    };
  }
  return read;
}

/** The book date's picks: its scored stocks on the LONG and SHORT sides. */
export async function readSignalsBook(ctx: SubgraphContext<"risk">): Promise<SignalsBookRead> {
  const book = await opened(ctx);
  if (book.status === "none_as_of")
    return { status: "unavailable", reason: "no_book_as_of_clock", detail: book.detail };
  const { date, universe } = book.book;
  const rows = await bookColumns(ctx.db, book.book, ["direction", "blended_score"], { from: date });
  const picks: BookPick[] = rows.flatMap((row) =>
    row.blended_score !== null && (row.direction === "LONG" || row.direction === "SHORT")
      ? [{ ticker: row.ticker, direction: row.direction }]
      : [],
  );
  return { status: "available", date, universe, picks };
}

/** What the book says of one ticker, for Kelly sizing. */
export async function signalsBookView(ctx: SubgraphContext<"risk">, ticker: string): Promise<BookView> {
  const book = await opened(ctx);
  if (book.status === "none_as_of") return { status: "unavailable", detail: book.detail };
  const { date } = book.book;
  const row = await bookRow(ctx.db, book.book, ticker);
  const freshness = bookFreshness(date, ctx.clock.now());
  const scored = isScored(row);
  return {
    status: "available",
    bookDate: date,
    ageSessions: freshness.ageSessions,
    pointEstimateSupported: POINT_ESTIMATE_SUPPORTED,
    row: scored
      ? {
          blendedScore: row.blendedScore,
          rank: row.rank,
          decile: row.decile,
          direction: row.direction,
        }
      : null,
    // Unscored: its reason (insufficient_history, ...); no row: not a stock of the universe, or no bar that day.
    rowReason: scored ? null : (row?.unscoredReason ?? "no_row_on_book_date"),
    // The rows carry no predicted return and no standard error of one (see above).
    expectedReturn: null,
    expectedReturnStdError: null,
    horizonDays: null,
  };
}
