import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  BLENDED_SCORE,
  HIGHER_IS_BETTER,
  VOTER,
  VOTER_UNIT,
  VOTER_WEIGHT,
  WEIGHTS_BASIS,
} from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "One voter as a driver of the stock's score: what it read and how far it moved the score.",
})
export class Driver {
  @Field(() => String, { description: VOTER })
  voter!: string;

  @Field(() => String, { description: "The voter's formula." })
  definition!: string;

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

  @Field(() => Float, { nullable: true, description: "The voter's part of blended_score." })
  contribution!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "|contribution| ÷ Σ |contributions|: the voter's share of what moved the score (0..1).",
  })
  share!: number | null;

  @Field(() => String, {
    description: "raises (contribution > 0), lowers (< 0), none (0: no weight, or the median) or not_ranked.",
  })
  effect!: string;

  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "What drives one stock's score on the book date, largest effect first." })
export class MlDrivers extends BookStamp {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => Float, { description: BLENDED_SCORE })
  blendedScore!: number;

  @Field(() => Int, { description: "1..10, 10 the best." })
  decile!: number;

  @Field(() => String, { description: "LONG (deciles 8–10), SHORT (1–3) or NEUTRAL." })
  direction!: string;

  @Field(() => [Driver], { description: "By |contribution|, largest first; unranked voters last." })
  drivers!: Driver[];

  @Field(() => [String], { description: "Voters raising the score, largest first." })
  raisedBy!: string[];

  @Field(() => [String], { description: "Voters lowering the score, largest first." })
  loweredBy!: string[];

  @Field(() => String, { description: "The date the voter weights are as of." })
  weightsAsOf!: string;

  @Field(() => String, { description: WEIGHTS_BASIS })
  weightsBasis!: string;

  @Field(() => String, { description: NOTE })
  note!: string;
}
