/**
 * The learning routes' reads of the learning product (data/resolverBuild.ts), point in time: a
 * request sees the predictions of book dates on or before the book date its clock sees, and a
 * resolution once its resolution date is on or before that book date (domain/resolverLifecycle.ts).
 *
 * Refusals, not billed: 503 snapshot_cold (retry) while the book or the learning product is not
 * built from the data held now; the book's own 503 when it has no date at the clock (data/book.ts).
 * Reads depend only on the data version and the book date: kept per both (perBookDate).
 */

import { ServiceError } from "../../../core/errors.js";
import { currentBuild, type DerivedBuild } from "../../../warehouse/derived.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { BandSums, Source, StoredDate, StoredSource } from "../domain/accuracy.js";
import type { ResolverClock } from "../domain/resolverLifecycle.js";
import { requireBook, type ServedBook } from "./book.js";
import { perBookDate } from "./decisionBook.js";
import { LEARNING_PRODUCT } from "./resolverBuild.js";

const RETRY_AFTER_SECONDS = 30;

export interface ServedLearning {
  served: ServedBook;
  clock: ResolverClock;
  build: DerivedBuild;
}

/** The book and the learning product at the request's clock, or the refusal. */
export async function requireLearning(ctx: SubgraphContext<"signals">): Promise<ServedLearning> {
  const served = await requireBook(ctx);
  const build = await currentBuild(ctx.db, LEARNING_PRODUCT);
  if (build === null) {
    throw new ServiceError(
      "snapshot_cold",
      "The book's predictions are being resolved for the data held now; retry shortly. Nothing was charged.",
      {
        extra: {
          dataset: LEARNING_PRODUCT.name,
          reason: "learning_build_pending",
          retry_after_s: RETRY_AFTER_SECONDS,
        },
        retryAfterS: RETRY_AFTER_SECONDS,
      },
    );
  }
  return {
    served,
    clock: { lastFinalClose: served.freshness.lastFinalClose, bookDate: served.book.date },
    build,
  };
}

/** A prediction date as the resolver keeps it (held: its resolution date is a book date). */
export interface PredictionDate extends StoredDate {
  held: boolean;
}

/** Every prediction date up to the book date, oldest first. */
export function predictionDates(
  ctx: SubgraphContext<"signals">,
  learning: ServedLearning,
): Promise<PredictionDate[]> {
  const { book } = learning.served;
  return perBookDate(ctx, book, "learning:dates", async () => {
    const rows = await ctx.db
      .selectFrom("learning_dates")
      .selectAll()
      .where("prediction_date", "<=", book.date)
      .orderBy("prediction_date")
      .execute();
    return rows.map((row) => ({
      predictionDate: row.prediction_date,
      resolvesOn: row.resolves_on,
      held: row.held === 1,
      scored: row.scored,
      outcomes: row.outcomes,
      meanReturn: row.mean_return,
      longAbsoluteHits: row.long_absolute_hits,
      shortAbsoluteHits: row.short_absolute_hits,
    }));
  });
}

/** The prediction dates resolved by the book date (their resolution date on or before it), oldest resolution first. */
export async function resolvedDates(
  ctx: SubgraphContext<"signals">,
  learning: ServedLearning,
): Promise<PredictionDate[]> {
  return (await predictionDates(ctx, learning)).filter(
    (date) => date.held && date.resolvesOn <= learning.clock.bookDate,
  );
}

/** Every source's resolutions resolved by the book date, oldest resolution first. */
export function resolvedSources(
  ctx: SubgraphContext<"signals">,
  learning: ServedLearning,
): Promise<ReadonlyMap<Source, StoredSource[]>> {
  const { book } = learning.served;
  return perBookDate(ctx, book, "learning:sources", async () => {
    const rows = await ctx.db
      .selectFrom("learning_sources")
      .selectAll()
      .where("resolves_on", "<=", book.date)
      .orderBy("resolves_on")
      .execute();
    const bySource = new Map<Source, StoredSource[]>();
    for (const row of rows) {
      const source = row.source as Source;
      const list = bySource.get(source) ?? [];
      list.push({
        source,
        predictionDate: row.prediction_date,
        resolvesOn: row.resolves_on,
        calls: row.calls,
        hits: row.hits,
        favourableCalls: row.favourable_calls,
        favourableHits: row.favourable_hits,
        unfavourableCalls: row.unfavourable_calls,
        unfavourableHits: row.unfavourable_hits,
        ic: row.ic,
        bands: JSON.parse(row.bands) as BandSums[],
      });
      bySource.set(source, list);
    }
    return bySource;
  });
}
