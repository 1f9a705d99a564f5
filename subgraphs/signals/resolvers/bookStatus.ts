/**
 * predictionBookStatus and predictionBookReady: svc_status (/api/status, 0 credits, key needed)
 * and svc_ready (/api/ready) — the prediction book's state at the clock (spec/01 States: green
 * only for a servable book at most 2 sessions old). They report a cold or absent book rather than
 * refuse: that is their answer.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { firstBookDate, openBook } from "../data/signalsBook.js";
import { bookFreshness, STALE_AFTER_SESSIONS } from "../domain/freshness.js";
import { PredictionBookReady, PredictionBookStatus } from "../types/bookStatus.js";

const NOTE =
  "The signals book is built once per data version from the daily universe (2014-01-02..2017-11-10 with the " +
  "bundled data) and read as of the clock; with historical data it is served and labelled stale. docs/SIGNALS.md.";

async function statusAt(ctx: SubgraphContext<"signals">): Promise<PredictionBookStatus> {
  const now = ctx.clock.now();
  const lastFinalClose = lastFinalCloseDate(now, "equity");
  const opened = await openBook(ctx.db, lastFinalClose);
  const base = { staleAfterSessions: STALE_AFTER_SESSIONS, lastFinalClose, note: NOTE };
  if (opened.status === "cold") {
    return {
      ...base,
      status: "red",
      reason: "snapshot_cold",
      servable: false,
      book: null,
      firstBookDate: null,
    };
  }
  if (opened.status === "none_as_of") {
    return {
      ...base,
      status: "red",
      reason: "no_book_as_of_clock",
      servable: false,
      book: null,
      firstBookDate: opened.firstDate,
    };
  }
  const { book } = opened;
  const freshness = bookFreshness(book.date, now);
  return {
    ...base,
    status: freshness.isStale ? "amber" : "green",
    reason: freshness.isStale ? "book_stale" : null,
    servable: true,
    book: {
      universe: book.universe,
      asOf: book.date,
      asOfTs: freshness.asOfTs,
      bookAgeSessions: freshness.ageSessions,
      isStale: freshness.isStale,
      staleReason: freshness.staleReason,
      members: book.members,
      scored: book.scored,
      weightsBasis: book.weightsBasis,
    },
    firstBookDate: await firstBookDate(ctx.db),
  };
}

@Resolver()
export class BookStatusResolver {
  @Query(() => PredictionBookStatus, {
    description: `Operation ${operationOfField("predictionBookStatus")}: the prediction book's status at the clock (green only for a servable book at most 2 sessions old).`,
  })
  predictionBookStatus(@Ctx() ctx: SubgraphContext<"signals">): Promise<PredictionBookStatus> {
    return statusAt(ctx);
  }

  @Query(() => PredictionBookReady, {
    description: `Operation ${operationOfField("predictionBookReady")}: ready only when the prediction book is servable and at most 2 sessions old; reason says why not.`,
  })
  async predictionBookReady(@Ctx() ctx: SubgraphContext<"signals">): Promise<PredictionBookReady> {
    const status = await statusAt(ctx);
    return {
      ready: status.status === "green",
      status: status.status,
      reason: status.reason,
      asOf: status.book?.asOf ?? null,
      bookAgeSessions: status.book?.bookAgeSessions ?? null,
      isStale: status.book?.isStale ?? null,
    };
  }
}
