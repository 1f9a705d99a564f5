/**
 * modelDrift (svc_v2_drift, /api/v2/models/drift): each signal's IC over the predictions measured
 * in the last `window_days` against the year before (domain/drift.ts), on the diagnostics panel of
 * the newest book date the clock sees (data/driftPanel.ts); stale after 80 hours (spec/03).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { regularCloseInstant } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { bookStamp, openBookAtClock, perBookDate } from "../data/decisionBook.js";
import { diagnosticsPanel, panelSessionsFor } from "../data/driftPanel.js";
import { BASELINE_SESSIONS, DRIFT_STALE_AFTER_HOURS, measurementAge, modelDrift } from "../domain/drift.js";
import { ModelDrift } from "../types/drift.js";

const METHOD = `A prediction is a score date's signal (a voter's percentile, or the blended score); it is measured at the next session's close by its information coefficient (IC): Spearman's rank correlation across the scored stocks with that session's return. recent_ic: mean IC of the predictions measured in the last window_days calendar days up to the book date; baseline_ic: of the ${BASELINE_SESSIONS} measured before; drift_z = (recent_ic − baseline_ic) ÷ (baseline IC sd ÷ √recent days), drifting at |drift_z| ≥ 2.`;

@Resolver()
export class ModelDriftResolver {
  @Query(() => ModelDrift, {
    description:
      "Operation svc_v2_drift: each signal's recent IC against the year before; stale when the newest measured prediction is over 80 hours old or undated.",
  })
  async modelDrift(
    @Arg("windowDays", () => Int, { defaultValue: 30, description: "Calendar days of measured predictions." })
    @range(1, 365)
    windowDays: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<ModelDrift> {
    const opened = await openBookAtClock(ctx);
    const { book } = opened;
    const out = await perBookDate(ctx, book, `drift:${windowDays}`, async () =>
      modelDrift(await diagnosticsPanel(ctx, book, panelSessionsFor(windowDays)), windowDays),
    );
    const now = ctx.clock.now();
    const age = measurementAge(out.measuredOn, now);
    const bookClose = regularCloseInstant(book.date) as Date;
    const atBuild = measurementAge(out.measuredOn, bookClose);
    const nullReasons: Record<string, string> = {};
    if (out.windowStart === null) nullReasons.windowStart = "no_measured_prediction_in_window";
    if (out.baselineStart === null) {
      nullReasons.baselineStart = "no_measured_prediction_before_window";
      nullReasons.baselineEnd = "no_measured_prediction_before_window";
    }
    if (age.measuredAt === null) {
      for (const field of ["newestMeasuredDate", "measuredAt", "measuredAtTs", "ageHours"])
        nullReasons[field] = "undated";
    }
    const stamp = bookStamp(opened);
    return {
      rows: out.rows.map((row) => {
        const rowAge = measurementAge(row.measuredOn, now);
        return {
          ...row,
          measuredAt: rowAge.measuredAt,
          stale: rowAge.stale,
          nullReasons: {
            ...row.nullReasons,
            ...(rowAge.measuredAt === null ? { measuredAt: "undated" } : {}),
          },
        };
      }),
      windowDays,
      windowStart: out.windowStart,
      baselineStart: out.baselineStart,
      baselineEnd: out.baselineEnd,
      horizonSessions: 1,
      newestMeasuredDate: out.newestMeasuredDate,
      measuredAt: age.measuredAt,
      measuredAtTs: age.measuredAtTs,
      ageHours: age.ageHours,
      stale: age.stale,
      staleReason: age.staleReason,
      staleAtBuild: atBuild.stale,
      staleAfterHours: DRIFT_STALE_AFTER_HOURS,
      asOf: stamp.asOf,
      asOfTs: stamp.asOfTs,
      bookAgeSessions: stamp.bookAgeSessions,
      isStale: stamp.isStale,
      staleBookReason: stamp.staleReason,
      universe: stamp.universe,
      nullReasons,
      method: METHOD,
    };
  }
}
