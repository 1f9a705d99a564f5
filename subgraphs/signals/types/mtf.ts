/** svc_v3_signals_mtf: one equity's cross-horizon row (domain/mtf.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BookStamp } from "./bookStamp.js";
import { ModelOrderingFields, type ModelOrderingValues } from "./fusionFields.js";

@ObjectType({ description: "A look-back group of the stock's voters." })
export class MtfHorizon {
  @Field(() => String, { description: "short, medium or long." }) horizon!: string;
  @Field(() => String, { description: "The look-backs of its voters." }) lookback!: string;
  @Field(() => [String], { description: "The voters of the group, by name." }) voters!: string[];
  @Field(() => Float, { nullable: true, description: "Mean percentile of its ranked voters (0..100)." })
  meanPercentile!: number | null;
  @Field(() => Float, { nullable: true, description: "Σ of its voters' contributions to the blended score." })
  contribution!: number | null;
  @Field(() => String, { nullable: true, description: "favourable, unfavourable or neutral." })
  lean!: string | null;
  @Field(() => Int, {
    description: "Voters of the group with a percentile for the stock (what mean_percentile averages).",
  })
  votersRanked!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One equity's cross-horizon row of the book date; not multi-timeframe evidence." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the ordering fields' types come from the merged interface below.
export class SignalsMtf extends BookStamp {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @ModelOrderingFields() readonly ordering?: never;
  @Field(() => [MtfHorizon], { description: "short, medium, long." }) horizons!: MtfHorizon[];
  @Field(() => String, {
    nullable: true,
    description: "aligned_favourable, aligned_unfavourable or mixed, over the groups that lean.",
  })
  agreement!: string | null;
  @Field(() => Boolean, {
    description:
      "False: the groups are one book date's voters read over different look-backs, not independent timeframes.",
  })
  multiTimeframeEvidence!: boolean;

  @Field(() => String, { description: NOTE }) note!: string;
}
export interface SignalsMtf extends ModelOrderingValues {}
