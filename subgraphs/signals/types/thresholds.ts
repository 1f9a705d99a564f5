/** svc_v3_thresholds (domain/thresholds.ts; docs/LEARNING.md "Thresholds"). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { NOTE } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { AccuracyBand } from "./accuracy.js";
import { BookStamp } from "./bookStamp.js";

@ObjectType({ description: "From which reading one source's calls have beaten or trailed the benchmark." })
export class SourceThresholds {
  @Field(() => String, { description: "ensemble, or a voter." }) source!: string;
  @Field(() => String, {
    description: "book_decile (the ensemble's bands are the book's deciles) or percentile_tenth.",
  })
  bandKind!: string;
  @Field(() => [AccuracyBand], { description: "Bands 1..10 over all resolutions up to as_of." })
  bands!: AccuracyBand[];
  @Field(() => Int, {
    nullable: true,
    description: "The lowest band from which every band up to 10 had a positive mean excess return.",
  })
  favourableFromBand!: number | null;
  @Field(() => Int, { nullable: true, description: "Its lower percentile edge." })
  favourableFromPercentile!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "trade setups' min_conviction keeping only those bands: max(0, (edge − 50) ÷ 50).",
  })
  minConvictionLong!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "The highest band up to which every band from 1 had a negative mean excess return.",
  })
  unfavourableThroughBand!: number | null;
  @Field(() => Int, { nullable: true, description: "Its upper percentile edge." })
  unfavourableBelowPercentile!: number | null;
  @Field(() => Float, { nullable: true, description: "max(0, (50 − edge) ÷ 50)." })
  minConvictionShort!: number | null;
  @Field(() => Int, {
    description: "The book's rule today: LONG from decile 8; a voter favourable from band 6.",
  })
  ruleFavourableFromBand!: number;
  @Field(() => Int, {
    description: "The book's rule today: SHORT through decile 3; a voter unfavourable through band 5.",
  })
  ruleUnfavourableThroughBand!: number;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The thresholds the resolved outcomes support, per source (svc_v3_thresholds)." })
export class ExperienceThresholds extends BookStamp {
  @Field(() => Int, { description: "Resolution dates of the ensemble reached by the clock (all history)." })
  resolutionDates!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the oldest resolution date reached; null when no prediction has resolved yet (null_reasons).",
  })
  firstResolvedOn!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the newest resolution date reached; null when no prediction has resolved yet (null_reasons).",
  })
  lastResolvedOn!: string | null;
  @Field(() => String, {
    description: "equal_weight_mean_of_scored_stocks: what a band's excess return is measured against.",
  })
  benchmark!: string;
  @Field(() => [SourceThresholds], {
    description: "The ensemble, then the voters in their documented order.",
  })
  sources!: SourceThresholds[];
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: NOTE }) note!: string;
}
