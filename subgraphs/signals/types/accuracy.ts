/** svc_v3_accuracy (domain/accuracy.ts; docs/LEARNING.md "Metrics"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { hitRateOf } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "One band of a source's readings (the ensemble: a decile of the book), resolved.",
})
export class AccuracyBand {
  @Field(() => Int, { description: "1..10, 10 the most favourable (the book's decile for the ensemble)." })
  band!: number;
  @Field(() => Int, { description: "Resolved predictions in the band." }) predictions!: number;
  @Field(() => Float, { nullable: true, description: "Mean 21-session return (fraction)." })
  meanReturn!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Mean return minus the benchmark (the book's equal-weighted mean).",
  })
  meanExcessReturn!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Share of the band's predictions that beat the benchmark.",
  })
  beatRate!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One side of the book's calls (LONG: deciles 8–10; SHORT: 1–3), resolved." })
export class AccuracySide {
  @Field(() => Int, { description: "Calls of the side resolved in the window." }) calls!: number;
  @Field(() => Int, { description: "Calls on their side of the benchmark (LONG above it, SHORT below)." })
  hits!: number;
  @Field(() => Float, { nullable: true, description: hitRateOf("hits") }) hitRate!: number | null;
  @Field(() => Int, { description: "Calls right on the absolute direction (LONG up, SHORT down)." })
  absoluteHits!: number;
  @Field(() => Float, { nullable: true, description: hitRateOf("absolute_hits") }) absoluteHitRate!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Mean 21-session return of the side (fraction)." })
  meanReturn!: number | null;
  @Field(() => Float, { nullable: true, description: "Its mean excess over the benchmark." })
  meanExcessReturn!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "The book's predictions resolved in a window of resolution dates: hit rate, IC and per decile (svc_v3_accuracy).",
})
export class LearningAccuracy extends BookStamp {
  @Field(() => Int, { description: "The window's length in calendar days, ending at as_of." })
  windowDays!: number;
  @Field(() => String, { description: "The window's first calendar day (as_of − window_days + 1)." })
  windowFrom!: string;
  @Field(() => String, { description: "The window's last day: as_of, the book date the clock sees." })
  windowTo!: string;
  @Field(() => Int, {
    description: "21: a prediction resolves at the close of the 21st session after its date.",
  })
  horizonSessions!: number;
  @Field(() => String, {
    description:
      "equal_weight_mean_of_scored_stocks: the mean 21-session return of the date's scored stocks.",
  })
  benchmark!: string;
  @Field(() => Int, { description: "Resolution dates in the window (one per prediction date)." })
  resolutionDates!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "The oldest prediction date whose resolution falls in the window; null when none does (resolution_dates 0).",
  })
  firstPredictionDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The newest prediction date whose resolution falls in the window; null when none does.",
  })
  lastPredictionDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The oldest resolution date in the window; null when none is.",
  })
  firstResolvedOn!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The newest resolution date in the window; null when none is.",
  })
  lastResolvedOn!: string | null;
  @Field(() => Int, { description: "Scored predictions of those dates with an outcome." })
  predictionsResolved!: number;
  @Field(() => Int, { description: "Scored predictions without a bar on their resolution date." })
  predictionsWithoutOutcome!: number;
  @Field(() => Int, { description: "LONG and SHORT calls resolved." }) calls!: number;
  @Field(() => Int, {
    description: "Calls on their side of the benchmark: a LONG above it, a SHORT below it.",
  })
  hits!: number;
  @Field(() => Float, { nullable: true, description: "hits ÷ calls." }) hitRate!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "t of the daily hit rate against 0.5 on non-overlapping resolution dates (every 21st).",
  })
  hitRateTStat!: number | null;
  @Field(() => Int, { description: "Non-overlapping resolution dates behind hit_rate_t_stat." })
  hitRateTDates!: number;
  @Field(() => AccuracySide, { description: "The LONG calls (deciles 8–10), resolved." }) long!: AccuracySide;
  @Field(() => AccuracySide, { description: "The SHORT calls (deciles 1–3), resolved." })
  short!: AccuracySide;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of the dates' ICs (Spearman: blended score against realised return).",
  })
  meanIc!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Sample standard deviation of the dates' ICs; null with fewer than 2 ICs (null_reasons).",
  })
  icSd!: number | null;
  @Field(() => Float, { nullable: true, description: "mean_ic ÷ ic_sd." }) icIr!: number | null;
  @Field(() => Float, { nullable: true, description: "Share of dates with a positive IC." })
  icPositiveShare!: number | null;
  @Field(() => Int, { description: "Resolution dates with an IC (behind mean_ic and ic_sd)." })
  icDates!: number;
  @Field(() => Float, {
    nullable: true,
    description: "t of the mean IC on non-overlapping resolution dates.",
  })
  icTStat!: number | null;
  @Field(() => Int, { description: "Non-overlapping resolution dates (every 21st) behind ic_t_stat." })
  icTDates!: number;
  @Field(() => [AccuracyBand], { description: "Deciles 1..10 of the book (10 the best)." })
  deciles!: AccuracyBand[];
  @Field(() => Float, {
    nullable: true,
    description: "Decile 10's mean return minus decile 1's, per 21 sessions.",
  })
  longShortSpread!: number | null;
  @Field(() => Float, { nullable: true, description: "The benchmark's mean over the window." })
  meanBenchmarkReturn!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
