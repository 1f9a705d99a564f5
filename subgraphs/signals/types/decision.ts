/** svc_v3_ultimate_decision (domain/decision.ts). */
import { Field, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { DO_NOT_PLACE_FROM_SCORE, NOT_A_FORECAST } from "../descriptions.js";
import { BookStamp } from "./bookStamp.js";
import { DecisionVoterReading, ModelOrderingFields, type ModelOrderingValues } from "./fusionFields.js";

@ObjectType({ description: "One lane of the verdict: its stance and the evidence for it." })
export class DecisionLane {
  @Field(() => String, {
    description:
      "The lane: ensemble, voters, trend, setups_skew or breadth (read), options_flow, news, sentiment or regime (not read: stance null).",
  })
  lane!: string;
  @Field(() => String, {
    nullable: true,
    description: "long, short or neutral; null when the lane cannot be read.",
  })
  stance!: string | null;
  @Field(() => String, { nullable: true, description: "The data behind the stance." }) evidence!:
    | string
    | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The aggregate verdict on a ticker, or on the house book without one." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the ordering fields' types come from the merged interface below.
export class UltimateDecision extends BookStamp {
  @Field(() => String, { description: "ticker, or book (no ticker given: the house book's net stance)." })
  scope!: string;
  @Field(() => String, { nullable: true, description: "Null at book scope (scope says why)." })
  ticker!: string | null;

  @Field(() => String, { description: "long, short, no_trade or no_decision." }) verdict!: string;
  @Field(() => String, { nullable: true, description: "strong or moderate; null without a side." })
  strength!: string | null;
  @Field(() => String, { description: "Why this verdict." }) verdictReason!: string;
  @Field(() => Int, { description: "Lanes agreeing with the verdict's side (the lead included)." })
  lanesAgreeing!: number;
  @Field(() => Int, { description: "Lanes with a stance." }) lanesVoting!: number;
  @Field(() => [DecisionLane], { description: "The lead lane first." }) lanes!: DecisionLane[];

  @ModelOrderingFields() readonly ordering?: never;
  @Field(() => [DecisionVoterReading], { description: "The stock's voters; empty at book scope." })
  voters!: DecisionVoterReading[];

  @Field(() => Boolean, { description: "False: a verdict is never a placement on its own." })
  actionable!: boolean;
  @Field(() => [String], {
    description: "no_measurable_edge, and book_stale when the book is older than 2 sessions.",
  })
  notActionableReasons!: string[];
  @Field(() => String, { description: "no_measurable_edge." }) edge!: string;
  @Field(() => Boolean, { description: NOT_A_FORECAST }) notAForecast!: boolean;
  @Field(() => Boolean, { description: DO_NOT_PLACE_FROM_SCORE }) doNotPlaceFromScore!: boolean;

  @Field(() => String, { description: METHOD }) method!: string;
}
export interface UltimateDecision extends ModelOrderingValues {}
