/**
 * resolverStatus: svc_v3_resolver_status (/api/v3/learning/resolver_status) — the prediction
 * lifecycle at the clock (domain/resolverLifecycle.ts): how many of the book's predictions are
 * pending, resolved or unresolved and why, the next resolution, the newest reached, and the
 * learning product's build. No wall-clock instant is served: the build is described by its data
 * version, rows and duration.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { LEARNING } from "../data/resolverBuild.js";
import { predictionDates, requireLearning } from "../data/resolverStore.js";
import { HORIZON_SESSIONS, LIFECYCLE, lifecycleCounts } from "../domain/resolverLifecycle.js";
import { ResolverStatus } from "../types/resolverStatus.js";
import { stampOf } from "./shape.js";

const NOTE =
  "The resolver is the learning product (`learning`), built once per data version from the signals book: every prediction whose resolution date the data holds is resolved there, " +
  "and an answer shows the resolutions on or before the book date its clock sees. With the bundled history (book dates 2014-01-02..2017-11-10) a clock after 2017-12-11 finds the last " +
  "20 prediction dates unresolved (outcome_not_held): their resolution closes are final but not in the data. docs/LEARNING.md.";

@Resolver()
export class ResolverStatusResolver {
  @Query(() => ResolverStatus, {
    description: `Operation ${operationOfField("resolverStatus")}: the prediction lifecycle at the clock — pending, resolved and unresolved predictions, the next resolution and the newest reached.`,
  })
  async resolverStatus(@Ctx() ctx: SubgraphContext<"signals">): Promise<ResolverStatus> {
    const learning = await requireLearning(ctx);
    const counts = lifecycleCounts(await predictionDates(ctx, learning), learning.clock);
    const nullReasons: Record<string, string> = {};
    if (counts.oldestPending === null) {
      nullReasons.oldestPendingPredictionDate = "no_prediction_pending";
      nullReasons.sessionsToNextResolution = "no_prediction_pending";
    }
    if (counts.lastResolved === null) {
      nullReasons.lastResolvedOn = "no_prediction_resolved_yet";
      nullReasons.lastResolvedPredictionDate = "no_prediction_resolved_yet";
    }
    if (counts.lastUnresolved === null) {
      nullReasons.lastUnresolvedPredictionDate = "no_outcome_missing";
      nullReasons.lastUnresolvedResolvesOn = "no_outcome_missing";
    }
    return {
      ...stampOf(learning.served),
      horizonSessions: HORIZON_SESSIONS,
      lastFinalClose: learning.clock.lastFinalClose,
      lifecycle: [...LIFECYCLE],
      predictions: counts.predictions,
      pending: counts.pending,
      resolved: counts.resolved,
      unresolved: counts.unresolved,
      unresolvedOutcomeNotHeld: counts.unresolvedOutcomeNotHeld,
      unresolvedNoBar: counts.unresolvedNoBar,
      predictionDates: counts.predictionDates,
      pendingDates: counts.pendingDates,
      resolvedDates: counts.resolvedDates,
      unresolvedDates: counts.unresolvedDates,
      oldestPendingPredictionDate: counts.oldestPending?.predictionDate ?? null,
      sessionsToNextResolution: counts.oldestPending?.sessionsToResolution ?? null,
      lastResolvedOn: counts.lastResolved?.resolvesOn ?? null,
      lastResolvedPredictionDate: counts.lastResolved?.predictionDate ?? null,
      lastUnresolvedPredictionDate: counts.lastUnresolved?.predictionDate ?? null,
      lastUnresolvedResolvesOn: counts.lastUnresolved?.resolvesOn ?? null,
      product: {
        name: LEARNING,
        status: "current",
        dataVersion: learning.build.dataVersion,
        rows: learning.build.rows,
        durationMs: learning.build.durationMs,
      },
      nullReasons,
      note: NOTE,
    };
  }
}
