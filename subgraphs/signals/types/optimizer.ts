import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { HIGHER_IS_BETTER, VOTER, VOTER_DEFINITION } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "One voter's weight and the information coefficient it came from." })
export class OptimizerWeight {
  @Field(() => String, { description: VOTER }) voter!: string;
  @Field(() => Float, { description: "Weight in the blend; the weights sum to 1." }) weight!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Mean Spearman IC of the voter's percentile against the next 21 sessions' return, over the window.",
  })
  meanIc!: number | null;

  @Field(() => Int, { description: "ICs averaged." }) icObservations!: number;
  @Field(() => Boolean, { description: HIGHER_IS_BETTER }) higherIsBetter!: boolean;
  @Field(() => String, { description: VOTER_DEFINITION }) definition!: string;
  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "How old the weights are at the clock (spec/03: stale after 2 sessions)." })
export class WeightsFreshness {
  @Field(() => String, { description: "The date the weights are as of." }) asOf!: string;
  @Field(() => Int, { description: "NYSE sessions closed since, at the clock." }) ageSessions!: number;
  @Field(() => Int, { description: "2." }) staleAfterSessions!: number;
  @Field(() => String, { description: "The newest session whose close was final at the clock." })
  lastFinalClose!: string;
  @Field(() => String, { description: "fresh or stale." }) status!: string;
}

@ObjectType({ description: "The optimizer's voter weights as of the book date the clock sees." })
export class OptimizerLatest extends BookStamp {
  @Field(() => String, { description: "ic_weighted_spearman: weights ∝ max(mean IC, 0) (docs/SIGNALS.md)." })
  method!: string;

  @Field(() => String, { description: "ic_weighted, equal_weight_warmup or equal_weight_no_positive_ic." })
  basis!: string;

  @Field(() => Int, { description: "21: the forward return an IC is measured against, in sessions." })
  horizonSessions!: number;

  @Field(() => Int, { description: "252: the realised ICs averaged, at most." })
  icWindow!: number;

  @Field(() => Int, { description: "63: fewer realised ICs and the weights stay equal." })
  minIcObservations!: number;

  @Field(() => String, { nullable: true, description: "The oldest score date whose IC was averaged." })
  icWindowFirst!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The newest: 21 sessions before as_of, the last whose forward month had ended.",
  })
  icWindowLast!: string | null;

  @Field(() => [OptimizerWeight], { description: "The seven voters in their documented order." })
  weights!: OptimizerWeight[];

  @Field(() => WeightsFreshness, {
    description: "How old the weights are at the clock (stale after 2 sessions).",
  })
  freshness!: WeightsFreshness;

  @Field(() => FieldMap, { description: "Why a null field is null." }) nullReasons!: Record<string, string>;

  @Field(() => String, { description: NOTE }) note!: string;
}
