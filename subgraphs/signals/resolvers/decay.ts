/**
 * factorDecay (svc_v2_factor_decay, /api/v2/features/decay): each signal's IC and IR against
 * returns 0 to 21 sessions after the score date and their half-lives (domain/decay.ts), on the
 * diagnostics panel of the newest book date the clock sees; stale when the drift snapshot (the
 * close that realised the newest return used) is over 80 hours old (spec/03).
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { bookStamp, openBookAtClock, perBookDate } from "../data/decisionBook.js";
import { diagnosticsPanel } from "../data/driftPanel.js";
import { DECAY_LAGS, DECAY_WINDOW, factorDecay, SIGNIFICANT_T } from "../domain/decay.js";
import { DRIFT_STALE_AFTER_HOURS, measurementAge } from "../domain/drift.js";
import { FactorDecay } from "../types/decay.js";

const METHOD = `IC(k): mean over the newest ${DECAY_WINDOW} score dates whose returns are realised of Spearman's rank correlation across the scored stocks between the signal and the one-session return k sessions after the score date (k = ${DECAY_LAGS.join(", ")}); IR(k) = IC(k) ÷ its standard deviation. Half-life: the lag where the curve, in the direction of its lag-0 sign, first falls to half its lag-0 value, linear between lags; null when lag 0 is not significant (|t| < ${SIGNIFICANT_T}) or no fall happens by lag ${DECAY_LAGS.at(-1)}.`;

@Resolver()
export class FactorDecayResolver {
  @Query(() => FactorDecay, {
    description:
      "Operation svc_v2_factor_decay: IC/IR half-life per signal; stale when the drift snapshot is over 80 hours old.",
  })
  async factorDecay(@Ctx() ctx: SubgraphContext<"signals">): Promise<FactorDecay> {
    const opened = await openBookAtClock(ctx);
    const { book } = opened;
    const out = await perBookDate(ctx, book, "decay", async () =>
      factorDecay(await diagnosticsPanel(ctx, book)),
    );
    const age = measurementAge(out.measuredOn, ctx.clock.now());
    const nullReasons: Record<string, string> = {};
    if (out.firstScoreDate === null) {
      nullReasons.firstScoreDate = "fewer_book_dates_than_the_longest_lag";
      nullReasons.lastScoreDate = "fewer_book_dates_than_the_longest_lag";
    }
    if (age.measuredAt === null) {
      nullReasons.measuredAt = "undated";
      nullReasons.ageHours = "undated";
    }
    const stamp = bookStamp(opened);
    return {
      rows: out.rows.map((row) => ({
        ...row,
        curve: row.curve.map((point) => {
          const reason = point.days === 0 ? "no_realised_ic" : "fewer_than_2_days_or_no_spread";
          return {
            ...point,
            nullReasons: Object.fromEntries(
              (["ic", "ir", "tStat"] as const).filter((f) => point[f] === null).map((f) => [f, reason]),
            ),
          };
        }),
      })),
      lags: [...DECAY_LAGS],
      firstScoreDate: out.firstScoreDate,
      lastScoreDate: out.lastScoreDate,
      days: out.days,
      measuredAt: age.measuredAt,
      ageHours: age.ageHours,
      stale: age.stale,
      staleReason: age.staleReason,
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
