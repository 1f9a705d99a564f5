/**
 * The signals book as a request sees it: the newest book date visible at the request's clock
 * (subgraphs/signals/data/signalsBook.ts), with its freshness, and one ticker's row of it. The refusals
 * every book route shares are made here, once:
 *
 * - 503 snapshot_cold (retry; not billed) while the book is not built from the data held now;
 * - 503 dataset_unavailable `no_book_as_of_clock` (not billed) when the clock is before the first
 *   book date (2014-01-02: the voters need a year of prices);
 * - for one ticker: 404 crypto_model_unavailable for a crypto pair (spec/02, crypto_overnight);
 *   503 dataset_unavailable (not billed) when the book holds no scored row of it, with the reason:
 *   not_in_universe (a held symbol the daily universe does not list: META), etf_not_ranked (the
 *   universe's ETFs are members but the book ranks stocks), no_bar_on_book_date (listed later, or a
 *   missing day), or the row's own insufficient_history / voter_not_computable.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { defineLoader } from "../../kit/loaders.js";
import { type UniverseMember, universeMembers } from "../../market/readers/universe.js";
import {
  type BookFreshness,
  type BookHandle,
  type BookRow,
  bookFreshness,
  bookRows,
  isScored,
  type OpenedBook,
  openBook,
  type ScoredBookRow,
  SIGNALS_BOOK,
} from "./signalsBook.js";

/** A book date a request may read, and how old it is at the request's clock. */
export interface ServedBook {
  book: BookHandle;
  freshness: BookFreshness;
}

/** Why a symbol has no scored row on the served book date. */
export type MissingReason =
  | "unknown_ticker"
  | "crypto_model_unavailable"
  | "not_in_universe"
  | "etf_not_ranked"
  | "no_bar_on_book_date"
  | "insufficient_history"
  | "voter_not_computable";

const RETRY_AFTER_SECONDS = 30;

/** The book opened at a bound; one read per request and bound. */
const openedBooks = defineLoader<string, OpenedBook, "signals">("signals.openBook", ({ db }, bounds) =>
  Promise.all(bounds.map((through) => openBook(db, through))),
);

/** Rows of the served book date by ticker (null: no row), batched across a request's fields. */
const servedRows = defineLoader<string, BookRow | null, "signals">(
  "signals.servedRows",
  async ({ db, clock }, tickers) => {
    const opened = await openBook(db, lastFinalCloseDate(clock.now(), "equity"));
    if (opened.status !== "ready") return tickers.map(() => null);
    const rows = await bookRows(db, opened.book, { tickers });
    const byTicker = new Map(rows.map((row) => [row.ticker, row]));
    return tickers.map((ticker) => byTicker.get(ticker) ?? null);
  },
);

const members = defineLoader<"all", Map<string, UniverseMember>, "signals">(
  "signals.universeMembers",
  async ({ db }) => [new Map((await universeMembers(db)).map((member) => [member.ticker, member]))],
);

export function bookCold(): ServiceError {
  return new ServiceError(
    "snapshot_cold",
    "The signals book is being built from the data held now; retry shortly. Nothing was charged.",
    {
      extra: { dataset: SIGNALS_BOOK, reason: "book_build_pending", retry_after_s: RETRY_AFTER_SECONDS },
      retryAfterS: RETRY_AFTER_SECONDS,
    },
  );
}

/** The book a request may read: the newest book date on or before the clock's last final close. */
export async function requireBook(ctx: SubgraphContext<"signals">): Promise<ServedBook> {
  const through = lastFinalCloseDate(ctx.clock.now(), "equity");
  const opened = await ctx.loaders.get(openedBooks).load(through);
  if (opened.status === "cold") throw bookCold();
  if (opened.status === "none_as_of") {
    throw new ServiceError(
      "dataset_unavailable",
      `The signals book has no date on or before ${through}; its first is ${opened.firstDate ?? "none"}. Nothing was charged.`,
      {
        retryAfterS: null,
        extra: {
          dataset: SIGNALS_BOOK,
          reason: "no_book_as_of_clock",
          through,
          first_book_date: opened.firstDate,
        },
      },
    );
  }
  return { book: opened.book, freshness: bookFreshness(opened.book.date, ctx.clock.now()) };
}

/** The served book's rows of these tickers (null where it has none), in one read per request. */
export async function servedRowsOf(
  ctx: SubgraphContext<"signals">,
  tickers: readonly string[],
): Promise<(BookRow | null)[]> {
  const rows = await ctx.loaders.get(servedRows).loadMany(tickers);
  return rows.map((row) => (row instanceof Error ? null : row));
}

/** Why the book has no scored row of `ticker` (its row, when it has an unscored one). */
export async function missingReason(
  ctx: SubgraphContext<"signals">,
  ticker: string,
  row: BookRow | null,
): Promise<MissingReason> {
  if (row?.unscoredReason === "insufficient_history" || row?.unscoredReason === "voter_not_computable") {
    return row.unscoredReason;
  }
  const member = (await ctx.loaders.get(members).load("all")).get(ticker);
  if (member === undefined) return "not_in_universe";
  if (member.kind === "etf") return "etf_not_ranked";
  return "no_bar_on_book_date";
}

export const MISSING_MESSAGES: Record<MissingReason, string> = {
  unknown_ticker: "is unknown to the platform",
  crypto_model_unavailable: "is a crypto pair; the signals model ranks US stocks only",
  not_in_universe: "is not in the daily universe the book ranks",
  etf_not_ranked: "is an ETF of the daily universe; the book ranks its stocks only",
  no_bar_on_book_date: "has no bar in the daily universe on the book date",
  insufficient_history: "has less than a year of prices by the book date, too little for every voter",
  voter_not_computable: "has a voter that cannot be computed on the book date",
};

export function cryptoModelUnavailable(ticker: string): ServiceError {
  return new ServiceError(
    "crypto_model_unavailable",
    `${ticker} is a crypto pair: the signals model ranks US stocks only. Nothing was charged.`,
    { extra: { ticker } },
  );
}

/** One stock's scored row of the served book, or the route's refusal. */
export async function requireSignalRow(
  ctx: SubgraphContext<"signals">,
  instrument: InstrumentRow,
): Promise<{ served: ServedBook; row: ScoredBookRow }> {
  if (instrument.asset_class === "crypto") throw cryptoModelUnavailable(instrument.ticker);
  const served = await requireBook(ctx);
  const [row] = await servedRowsOf(ctx, [instrument.ticker]);
  if (isScored(row)) return { served, row };
  const reason = await missingReason(ctx, instrument.ticker, row ?? null);
  throw new ServiceError(
    "dataset_unavailable",
    `${instrument.ticker} ${MISSING_MESSAGES[reason]} (book date ${served.book.date}); nothing was charged.`,
    {
      retryAfterS: null,
      extra: {
        ticker: instrument.ticker,
        dataset: SIGNALS_BOOK,
        reason,
        book_date: served.book.date,
        universe: served.book.universe,
      },
    },
  );
}
