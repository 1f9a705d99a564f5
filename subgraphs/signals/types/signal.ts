import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  BLENDED_SCORE,
  HIGHER_IS_BETTER,
  VOTER,
  VOTER_UNIT,
  VOTER_WEIGHT,
  WEIGHTS_AS_OF,
  WEIGHTS_BASIS,
} from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "One voter of the ensemble on the book date: its reading, rank and share of the score.",
})
export class VoterContribution {
  @Field(() => String, { description: VOTER })
  voter!: string;

  @Field(() => Float, { nullable: true, description: "The voter's raw value in its unit." })
  value!: number | null;

  @Field(() => String, { description: VOTER_UNIT })
  unit!: string;

  @Field(() => Boolean, { description: HIGHER_IS_BETTER })
  higherIsBetter!: boolean;

  @Field(() => Float, {
    nullable: true,
    description: "0..100 among the book date's scored stocks, 100 the most favourable.",
  })
  percentile!: number | null;

  @Field(() => Float, { description: VOTER_WEIGHT })
  weight!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "weight × (percentile ÷ 50 − 1) ÷ the weight of the voters present; the contributions sum to blended_score.",
  })
  contribution!: number | null;

  @Field(() => FieldMap, { description: "Why a null field is null (implausible_12_1_momentum: not ranked)." })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "One stock's row of the signals book: a scored ordering, not a forecast (spec/01 Data-honesty conventions 2).",
})
export class SignalRow extends BookStamp {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => Float, { description: BLENDED_SCORE })
  blendedScore!: number;

  @Field(() => Float, {
    description:
      "blended_score × 100 while point_estimate_supported is false: an ordering, not a return forecast.",
  })
  predictedReturnPct!: number;

  @Field(() => Boolean, { description: "Always false: no calibrated point estimate of the return is made." })
  pointEstimateSupported!: boolean;

  @Field(() => Float, { nullable: true, description: "Null, withheld: uncalibrated_point_estimate." })
  intervalLo!: number | null;

  @Field(() => Float, { nullable: true, description: "Null, withheld: uncalibrated_point_estimate." })
  intervalHi!: number | null;

  @Field(() => Int, {
    description: "1: the conformal bands (/api/v2/predict/{ticker}/intervals) are for the next session.",
  })
  intervalHorizonDays!: number;

  @Field(() => Boolean, {
    description: "False: the ordering is weighted for 1-month returns, the bands are for 1 day.",
  })
  intervalHorizonMatchesOrdering!: boolean;

  @Field(() => FieldMap, { description: "Fields withheld and why." })
  withheld!: Record<string, string>;

  @Field(() => Int, { description: "1 is the best score of the book date." })
  rank!: number;

  @Field(() => Int, { description: "Stocks scored on the book date." })
  rankedCount!: number;

  @Field(() => Int, { description: "1..10, equal-sized; 10 is the best (decile_convention)." })
  decile!: number;

  @Field(() => String, { description: "10_is_best." })
  decileConvention!: string;

  @Field(() => Float, { description: "0..100, 100 the best scored stock of the book date." })
  percentile!: number;

  @Field(() => String, { description: "LONG (deciles 8–10), SHORT (1–3) or NEUTRAL." })
  direction!: string;

  @Field(() => Float, {
    description: "|percentile − 50| ÷ 50: 1 at either end of the book, 0 at its median.",
  })
  conviction!: number;

  @Field(() => Int, { description: "Voters that scored the stock (6 when momentum is implausible)." })
  votersUsed!: number;

  @Field(() => [String], { description: "Data flags on the row: implausible_12_1_momentum." })
  flags!: string[];

  @Field(() => [VoterContribution], { description: "The seven voters in their documented order." })
  voters!: VoterContribution[];

  @Field(() => String, { description: WEIGHTS_AS_OF })
  weightsAsOf!: string;

  @Field(() => String, { description: WEIGHTS_BASIS })
  weightsBasis!: string;

  @Field(() => String, { description: "ordering_only: the score ranks stocks; it does not size a return." })
  signalQualityMode!: string;

  @Field(() => Boolean, { description: "Always true." })
  notAForecast!: boolean;

  @Field(() => String, { description: NOTE })
  note!: string;
}
