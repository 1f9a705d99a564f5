/**
 * learningAccuracy: svc_v3_accuracy (/api/v3/learning/accuracy) — the book's predictions resolved
 * in the last `window_days` calendar days up to the book date the clock sees (docs/LEARNING.md
 * "Metrics"), from the learning product's resolutions (data/resolverStore.ts, domain/accuracy.ts).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { operationOfField } from "../../kit/catalogue.js";
import type { SubgraphContext } from "../../kit/context.js";
import { range } from "../../kit/validation.js";
import { requireLearning, resolvedDates, resolvedSources } from "../data/resolverStore.js";
import {
  type AccuracySummary,
  accuracyOf,
  type BandSummary,
  BENCHMARK,
  type SideSummary,
  windowStart,
} from "../domain/accuracy.js";
import { HORIZON_SESSIONS } from "../domain/resolverLifecycle.js";
import { type AccuracyBand, type AccuracySide, LearningAccuracy } from "../types/accuracy.js";
import { stampOf } from "./shape.js";

const NOTE =
  "A prediction is a scored row of a book date; it resolves at the close of the 21st NYSE session after it, once that close is final at the clock and held. " +
  "A LONG call (deciles 8–10) hits when its 21-session return beats the book's equal-weighted mean return of that date's scored stocks, a SHORT call (1–3) when it trails it; " +
  "NEUTRAL rows make no call. IC: Spearman's rank correlation of the blended score with the realised return across the date's stocks. " +
  "Consecutive dates share 20 of their 21 sessions, so t-statistics use every 21st resolution date only. " +
  "Survivorship: the universe is today's S&P 500 members that traded in 2013-2017. docs/LEARNING.md.";

const EMPTY = "no_prediction_resolved_in_window";

function reasons(fields: Record<string, unknown>, reason: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value === null)
      .map(([field]) => [field, reason]),
  );
}

function sideOut(side: SideSummary): AccuracySide {
  return { ...side, nullReasons: reasons({ ...side }, "no_call_resolved") };
}

function bandOut(band: BandSummary): AccuracyBand {
  return { ...band, nullReasons: reasons({ ...band }, "no_prediction_in_band") };
}

function figures(summary: AccuracySummary) {
  return {
    resolutionDates: summary.dates,
    firstPredictionDate: summary.firstPredictionDate,
    lastPredictionDate: summary.lastPredictionDate,
    firstResolvedOn: summary.firstResolvedOn,
    lastResolvedOn: summary.lastResolvedOn,
    predictionsResolved: summary.predictionsResolved,
    predictionsWithoutOutcome: summary.predictionsWithoutOutcome,
    calls: summary.calls,
    hits: summary.hits,
    hitRate: summary.hitRate,
    hitRateTStat: summary.hitRateT.t,
    hitRateTDates: summary.hitRateT.dates,
    long: sideOut(summary.long),
    short: sideOut(summary.short),
    meanIc: summary.meanIc,
    icSd: summary.icSd,
    icIr: summary.icIr,
    icPositiveShare: summary.icPositiveShare,
    icDates: summary.icDates,
    icTStat: summary.icT.t,
    icTDates: summary.icT.dates,
    deciles: summary.deciles.map(bandOut),
    longShortSpread: summary.longShortSpread,
    meanBenchmarkReturn: summary.meanBenchmarkReturn,
  };
}

@Resolver()
export class AccuracyResolver {
  @Query(() => LearningAccuracy, {
    description: `Operation ${operationOfField("learningAccuracy")}: the book's predictions resolved in the window — hit rate, IC and per decile.`,
  })
  async learningAccuracy(
    @Arg("windowDays", () => Int, {
      defaultValue: 90,
      description: "Calendar days of resolution dates, ending at the book date the clock sees.",
    })
    @range(1, 3650)
    windowDays: number,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<LearningAccuracy> {
    const learning = await requireLearning(ctx);
    const to = learning.served.book.date;
    const from = windowStart(to, windowDays);
    const inWindow = <T extends { resolvesOn: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.resolvesOn >= from && row.resolvesOn <= to);
    const [dates, sources] = await Promise.all([
      resolvedDates(ctx, learning),
      resolvedSources(ctx, learning),
    ]);
    const summary = accuracyOf(inWindow(dates), inWindow(sources.get("ensemble") ?? []));
    const out = figures(summary);
    const nullReasons: Record<string, string> = reasons(
      out,
      summary.dates === 0 ? EMPTY : "no_call_resolved",
    );
    if (summary.dates > 0) {
      if (out.hitRateTStat === null) nullReasons.hitRateTStat = summary.hitRateT.reason ?? "no_call_resolved";
      if (out.icTStat === null) nullReasons.icTStat = summary.icT.reason ?? "no_ic";
      const icReason =
        summary.icDates === 0 ? "no_ic" : summary.icDates === 1 ? "fewer_than_2_ics" : "no_dispersion";
      for (const field of ["meanIc", "icSd", "icIr", "icPositiveShare"] as const) {
        if (out[field] === null) nullReasons[field] = icReason;
      }
    }
    return {
      ...stampOf(learning.served),
      windowDays,
      windowFrom: from,
      windowTo: to,
      horizonSessions: HORIZON_SESSIONS,
      benchmark: BENCHMARK,
      ...out,
      nullReasons,
      note: NOTE,
    };
  }
}
