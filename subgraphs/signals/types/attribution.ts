import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  BLENDED_SCORE,
  VOTER,
  VOTER_PERCENTILE,
  VOTER_WEIGHT,
  WEIGHTS_AS_OF,
  WEIGHTS_BASIS,
} from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({
  description: "One voter's part of the score on the book date and a month of book dates before.",
})
export class AttributionLine {
  @Field(() => String, { description: VOTER })
  voter!: string;

  @Field(() => Float, { description: VOTER_WEIGHT })
  weight!: number;

  @Field(() => Float, { nullable: true, description: VOTER_PERCENTILE })
  percentile!: number | null;

  @Field(() => Float, { nullable: true, description: "The voter's part of blended_score on the book date." })
  contribution!: number | null;

  @Field(() => Float, { nullable: true, description: "The voter's weight on compared_as_of." })
  priorWeight!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "The voter's percentile on compared_as_of (0..100); null with its reason in null_reasons.",
  })
  priorPercentile!: number | null;

  @Field(() => Float, { nullable: true, description: "The voter's part of blended_score on compared_as_of." })
  priorContribution!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "contribution − prior_contribution: the voter's part of score_change.",
  })
  contributionChange!: number | null;

  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "One stock's blended score split into its voters' contributions, and its change over the last 21 book dates split the same way.",
})
export class VoterAttribution extends BookStamp {
  @Field(() => String, { description: TICKER })
  ticker!: string;

  @Field(() => Float, { description: BLENDED_SCORE })
  blendedScore!: number;

  @Field(() => Float, { description: "Σ contributions: equals blended_score (the attribution is exact)." })
  sumOfContributions!: number;

  @Field(() => Int, { description: "Book dates between compared_as_of and the book date (21: a month)." })
  horizonSessions!: number;

  @Field(() => String, { nullable: true, description: "The book date 21 book dates before as_of." })
  comparedAsOf!: string | null;

  @Field(() => Float, { nullable: true, description: "blended_score on compared_as_of." })
  comparedBlendedScore!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: "blended_score − compared_blended_score = Σ contribution_change.",
  })
  scoreChange!: number | null;

  @Field(() => [AttributionLine], { description: "The seven voters in their documented order." })
  voters!: AttributionLine[];

  @Field(() => String, { description: WEIGHTS_AS_OF })
  weightsAsOf!: string;

  @Field(() => String, { description: WEIGHTS_BASIS })
  weightsBasis!: string;

  @Field(() => FieldMap, { description: "Why a null field is null." })
  nullReasons!: Record<string, string>;

  @Field(() => String, { description: NOTE })
  note!: string;
}
