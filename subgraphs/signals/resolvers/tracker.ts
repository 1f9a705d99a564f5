/**
 * predictionTracker: svc_v3_prediction_tracker (/api/v3/learning/prediction_tracker) — the book's
 * predictions by their newest lifecycle event (data/trackerRows.ts: on each book date, those it
 * resolved, then those made on it and not resolved yet), each with its state at the clock
 * (docs/LEARNING.md "Lifecycle") and, once resolved, its realised return, its excess over the book's
 * equal-weighted mean and whether it was a hit. A pending prediction says how many sessions must still close; its resolution date is
 * not shown before its close is final (nothing dated after the clock).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { predictionDates, requireLearning } from "../data/resolverStore.js";
import { type TrackerRow, trackerRows } from "../data/trackerRows.js";
import { HORIZON_SESSIONS, LIFECYCLE, lifecycleCounts } from "../domain/resolverLifecycle.js";
import { PredictionTracker, type TrackedPrediction } from "../types/tracker.js";
import { stampOf } from "./shape.js";

const NOTE =
  "Every scored row of a book date is a prediction; LONG (deciles 8–10) and SHORT (1–3) rows are calls, NEUTRAL rows are not. A call is a hit when its 21-session return is on its side " +
  "of the book's equal-weighted mean return of that date (the benchmark); absolute_hit reads the sign of the return. Returns are of adjusted closes, before costs. docs/LEARNING.md.";

const OUTCOME_FIELDS = [
  "closeAtResolution",
  "realisedReturn",
  "benchmarkReturn",
  "excessReturn",
  "hit",
  "absoluteHit",
] as const;

export function trackedOf(row: TrackerRow): TrackedPrediction {
  const { state, sessionsToResolution, unresolvedReason } = row.status;
  const nullReasons: Record<string, string> = {};
  const base = {
    predictionDate: row.predictionDate,
    ticker: row.ticker,
    blendedScore: row.blendedScore,
    rank: row.rank,
    decile: row.decile,
    direction: row.direction,
    conviction: row.conviction,
    close: row.close,
    state,
    sessionsToResolution,
    unresolvedReason,
  };
  if (state !== "resolved" || row.closeAtResolution === null || row.benchmarkReturn === null) {
    const reason = state === "pending" ? "pending" : (unresolvedReason ?? "unresolved");
    for (const field of OUTCOME_FIELDS) nullReasons[field] = reason;
    if (state === "pending") {
      nullReasons.resolutionDate = "resolves_after_clock";
      nullReasons.unresolvedReason = "pending";
    } else {
      nullReasons.sessionsToResolution = "resolution_close_final";
    }
    return {
      ...base,
      resolutionDate: state === "pending" ? null : row.resolvesOn,
      closeAtResolution: null,
      realisedReturn: null,
      benchmarkReturn: null,
      excessReturn: null,
      hit: null,
      absoluteHit: null,
      nullReasons,
    };
  }
  const realised = row.closeAtResolution / row.close - 1;
  const call = row.direction === "LONG" || row.direction === "SHORT";
  if (!call) {
    nullReasons.hit = "neutral_no_call";
    nullReasons.absoluteHit = "neutral_no_call";
  }
  nullReasons.sessionsToResolution = "resolved";
  nullReasons.unresolvedReason = "resolved";
  return {
    ...base,
    resolutionDate: row.resolvesOn,
    closeAtResolution: row.closeAtResolution,
    realisedReturn: realised,
    benchmarkReturn: row.benchmarkReturn,
    excessReturn: realised - row.benchmarkReturn,
    hit: call
      ? row.direction === "LONG"
        ? realised > row.benchmarkReturn
        : realised < row.benchmarkReturn
      : null,
    absoluteHit: call ? (row.direction === "LONG" ? realised > 0 : realised < 0) : null,
    nullReasons,
  };
}

@Resolver()
export class PredictionTrackerResolver {
  @Query(() => PredictionTracker, {
    description: `Operation ${operationOfField("predictionTracker")}: the book's predictions by their newest lifecycle event (resolved, made), with their state and, once resolved, their outcome.`,
  })
  async predictionTracker(
    @Arg("limit", () => Int, { defaultValue: 200, description: "Predictions returned at most." })
    @range(1, 5000)
    limit: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<PredictionTracker> {
    const learning = await requireLearning(ctx);
    const dates = await predictionDates(ctx, learning);
    const counts = lifecycleCounts(dates, learning.clock);
    const { rows, more } = await trackerRows(ctx, learning, dates, limit);
    const tracked = rows.map(trackedOf);
    return {
      ...stampOf(learning.served),
      horizonSessions: HORIZON_SESSIONS,
      lastFinalClose: learning.clock.lastFinalClose,
      lifecycle: [...LIFECYCLE],
      totalPredictions: counts.predictions,
      pending: counts.pending,
      resolved: counts.resolved,
      unresolved: counts.unresolved,
      predictions: tracked,
      returned: tracked.length,
      hasMore: more,
      note: NOTE,
    };
  }
}
