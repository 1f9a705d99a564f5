/**
 * The decision and diagnostics routes' one way into the signals book (docs/DECISIONS.md): open the
 * newest book date the request's clock sees, through signals' reader
 * (subgraphs/signals/data/signalsBook.ts), with its age by the NYSE calendar; or refuse as the spec says
 * — 503 snapshot_cold (retry) while the book is being built from the data held now, 503
 * dataset_unavailable when the book has no date on or before the clock. Never a partial book.
 *
 * Computations over many book dates (drift, decay, the position monitor's run history) depend only
 * on the data version and the book date, never on the clock: `perBookDate` keeps their results in
 * the data cache keyed by both (docs/DESIGN.md §10), and the clock-dependent fields (ages,
 * staleness) are applied per request on top.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { dataCache } from "../../kit/dataCache.js";
import { universeMembers } from "../../market/readers/universe.js";
import { type BookFreshness, type BookHandle, bookFreshness, openBook } from "./signalsBook.js";

export interface OpenedDecisionBook {
  book: BookHandle;
  /** The book date's age at the clock (2-session rule). */
  freshness: BookFreshness;
}

/** Seconds a client should wait before asking again while the book builds. */
export const BOOK_COLD_RETRY_AFTER_S = 5;

/** The book as of the request's clock, or the spec's refusal. */
export async function openBookAtClock(ctx: SubgraphContext<"signals">): Promise<OpenedDecisionBook> {
  const now = ctx.clock.now();
  const through = lastFinalCloseDate(now, "equity");
  const opened = await openBook(ctx.db, through);
  if (opened.status === "cold") {
    throw new ServiceError(
      "snapshot_cold",
      "The signals book is being built from the data held now; retry shortly.",
      {
        retryAfterS: BOOK_COLD_RETRY_AFTER_S,
        extra: { product: "signals_book", retry_after_s: BOOK_COLD_RETRY_AFTER_S },
      },
    );
  }
  if (opened.status === "none_as_of") {
    throw new ServiceError(
      "dataset_unavailable",
      `The signals book has no date on or before ${through}, the newest day whose close is final at the clock` +
        (opened.firstDate ? ` (its first is ${opened.firstDate}).` : " (it holds no date)."),
      {
        retryAfterS: null,
        extra: {
          reason: "no_book_date_as_of_clock",
          through,
          first_book_date: opened.firstDate,
        },
      },
    );
  }
  return { book: opened.book, freshness: bookFreshness(opened.book.date, now) };
}

/** The book's stamp every answer carries (spec/01 "Model and signal rows": as_of_ts, book_age_sessions, is_stale). */
export interface BookStamp {
  asOf: string;
  asOfTs: number;
  bookAgeSessions: number;
  isStale: boolean;
  staleReason: string | null;
  universe: string;
}

export function bookStamp(opened: OpenedDecisionBook): BookStamp {
  const { freshness, book } = opened;
  return {
    asOf: freshness.asOf,
    asOfTs: freshness.asOfTs,
    bookAgeSessions: freshness.ageSessions,
    isStale: freshness.isStale,
    staleReason: freshness.staleReason,
    universe: book.universe,
  };
}

const cache = dataCache<unknown>({
  name: "signals.per_book_date",
  owner: "signals",
  kind: "per_data_version_and_book_date",
  description: "Results computed once per data version, book date and route parameters.",
});

/**
 * `compute()` once per data version, book date and `key` (what else the result depends on: the
 * route's parameters), in the process's data cache (kit/dataCache.ts). A failed computation is
 * not kept. The book is current (openBook): its data version is the one the cache keys by.
 */
export function perBookDate<T>(
  ctx: SubgraphContext<"signals">,
  book: BookHandle,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cache.get(ctx, { asOf: book.date, args: key }, compute) as Promise<T>;
}

/**
 * Why a ticker has no row on the book date: an ETF (the book ranks stocks only), a universe stock
 * without a bar that day, or a ticker outside the universe (crypto pairs included).
 */
export async function whyNotInBook(
  ctx: SubgraphContext<"signals">,
  book: BookHandle,
  ticker: string,
): Promise<string> {
  const members = await perBookDate(ctx, book, "universe_members", async () => {
    const list = await universeMembers(ctx.db);
    return new Map(list.map((member) => [member.ticker, member]));
  });
  const member = members.get(ticker);
  if (member === undefined) return "not_in_universe";
  if (member.kind === "etf") return "etf_not_ranked";
  return "no_bar_on_book_date";
}

/**
 * 404 crypto_model_unavailable (spec/03): the book ranks US equities only, so a model route asked
 * about a crypto pair fails closed — `ok: false`, `placement.fail_closed: true` and X-Error-Code
 * beside the error (spec/03 "Some 503 answers also carry…", applied to this refusal as well).
 */
export function cryptoModelUnavailable(ticker: string): ServiceError {
  return new ServiceError(
    "crypto_model_unavailable",
    `${ticker} is a crypto pair; the signals book ranks US equities only, so no model output exists for it.`,
    {
      extra: { ticker },
      headers: { "X-Error-Code": "crypto_model_unavailable" },
      envelope: { ok: false, placement: { fail_closed: true } },
    },
  );
}
