/**
 * optimizerLatest: svc_v3_optimizer_latest (/api/v3/optimizer/latest) — the voter weights of the
 * book date the clock sees, stored with that date by the book's build (domain/optimizer.ts), with
 * their freshness: stale, with stale_reason, once older than 2 sessions (spec/03 Limits).
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { requireBook } from "../data/book.js";
import { bookWeights } from "../data/signalsBook.js";
import { STALE_AFTER_SESSIONS } from "../domain/freshness.js";
import { IC_HORIZON_SESSIONS, IC_WINDOW, MIN_IC_OBSERVATIONS } from "../domain/optimizer.js";
import { VOTER_BY_NAME } from "../domain/voters.js";
import { OptimizerLatest } from "../types/optimizer.js";
import { stampOf } from "./shape.js";

const NOTE =
  "Each voter's weight is its mean information coefficient (Spearman, voter percentile against the next 21 " +
  "sessions' return) over the newest 252 score dates whose month had ended by as_of, floored at 0 and " +
  "normalised; equal weights while fewer than 63 are realised or none is positive. docs/SIGNALS.md.";

@Resolver()
export class OptimizerResolver {
  @Query(() => OptimizerLatest, {
    description: `Operation ${operationOfField("optimizerLatest")}: the voter weights as of the book date the clock sees, with their freshness.`,
  })
  async optimizerLatest(@Ctx() ctx: SubgraphContext<"signals">): Promise<OptimizerLatest> {
    const served = await requireBook(ctx);
    const weights = await bookWeights(ctx.db, served.book);
    const warmup = weights.icWindowFirst === null ? "no_ic_realised_yet" : null;
    return {
      ...stampOf(served),
      method: "ic_weighted_spearman",
      basis: weights.basis,
      horizonSessions: IC_HORIZON_SESSIONS,
      icWindow: IC_WINDOW,
      minIcObservations: MIN_IC_OBSERVATIONS,
      icWindowFirst: weights.icWindowFirst,
      icWindowLast: weights.icWindowLast,
      weights: weights.voters.map((voter) => ({
        voter: voter.voter,
        weight: voter.weight,
        meanIc: voter.meanIc,
        icObservations: voter.icObservations,
        higherIsBetter: VOTER_BY_NAME[voter.voter].higherIsBetter,
        definition: VOTER_BY_NAME[voter.voter].definition,
        nullReasons:
          voter.meanIc === null ? { meanIc: "no_ic_realised_yet" } : ({} as Record<string, string>),
      })),
      freshness: {
        asOf: served.book.date,
        ageSessions: served.freshness.ageSessions,
        staleAfterSessions: STALE_AFTER_SESSIONS,
        lastFinalClose: served.freshness.lastFinalClose,
        status: served.freshness.isStale ? "stale" : "fresh",
      },
      nullReasons: warmup === null ? {} : { icWindowFirst: warmup, icWindowLast: warmup },
      note: NOTE,
    };
  }
}
