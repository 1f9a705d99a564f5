import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BLENDED_SCORE } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "A window of score dates of the conformal calibration and the pairs (stock, date) it held.",
})
export class ConformalWindow {
  @Field(() => String, { description: "ISO date of the window's first score date." }) from!: string;
  @Field(() => String, { description: "ISO date of the window's last score date." }) through!: string;
  @Field(() => Int, { description: "Score dates." }) dates!: number;
  @Field(() => Int, { description: "(stock, score date) pairs with a realised next-session return." })
  pairs!: number;
}

@ObjectType({
  description: "How the band was calibrated: three disjoint windows before the book date (docs/SIGNALS.md).",
})
export class ConformalCalibration {
  @Field(() => String, { description: "split_conformal_normalized_residuals." })
  method!: string;

  @Field(() => ConformalWindow, { description: "Where the centre line was fitted." })
  fit!: ConformalWindow;

  @Field(() => ConformalWindow, { description: "Where the nonconformity scores were ranked." })
  calibration!: ConformalWindow;

  @Field(() => ConformalWindow, {
    description: "The later held-out window where the coverage was measured (never fitted or calibrated on).",
  })
  test!: ConformalWindow;

  @Field(() => Float, { description: "The centre line's intercept: z = intercept + slope × blended_score." })
  intercept!: number;

  @Field(() => Float, {
    description:
      "The centre line's slope: z = intercept + slope × blended_score, z in units of the daily volatility.",
  })
  slope!: number;
}

@ObjectType({
  description:
    "A split-conformal band for the stock's next-session return at miscoverage alpha, with the coverage measured on a later held-out window.",
})
export class PredictionIntervals extends BookStamp {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => Float, { description: "Miscoverage asked for." })
  alpha!: number;

  @Field(() => Float, { description: "1 − alpha." })
  coverageTarget!: number;

  @Field(() => Int, { description: "1: the band is for the return over the next session." })
  horizonDays!: number;

  @Field(() => Boolean, { description: "False: the score's ordering is weighted for 1-month returns." })
  intervalHorizonMatchesOrdering!: boolean;

  @Field(() => Float, { description: BLENDED_SCORE })
  blendedScore!: number;

  @Field(() => Boolean, {
    description:
      "False: the band is a calibrated range of outcomes, not an interval around a return forecast.",
  })
  pointEstimateSupported!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: "Percent: the band's lower edge for the next-session return.",
  })
  bandLowerPct!: number | null;

  @Field(() => Float, { nullable: true, description: "Percent: the band's upper edge." })
  bandUpperPct!: number | null;

  @Field(() => Float, { nullable: true, description: "Percent: where the score puts the band's centre." })
  bandCenterPct!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Percent: the stock's daily volatility on the book date (63 sessions), the band's unit.",
  })
  sigmaDailyPct!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "The calibration quantile: the band's half-width in units of the daily volatility.",
  })
  quantile!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "Share of the test window's (stock, date) pairs inside their band at this alpha.",
  })
  empiricalCoverage!: number | null;

  @Field(() => Float, { nullable: true, description: "empirical_coverage − coverage_target." })
  coverageGap!: number | null;

  @Field(() => ConformalCalibration, {
    nullable: true,
    description:
      "How the band was calibrated: the fit, calibration and test windows; null when no calibration is held (null_reasons).",
  })
  calibration!: ConformalCalibration | null;

  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;

  @Field(() => String, { description: NOTE })
  note!: string;
}
