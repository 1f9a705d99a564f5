/** svc_v2_feature_importance and svc_v3_intel_factor_importance (domain/importance.ts). */
import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BOOK_UNIVERSE } from "../descriptions.js";

@ObjectType({ description: "A factor loading or a voter posterior weight (row kind)." })
export class FeatureImportanceRow {
  @Field(() => String, { description: "factor_loading or voter_posterior_weight." }) kind!: string;
  @Field(() => String, { description: "The voter." }) feature!: string;
  @Field(() => Float, { description: "|loading| or the weight: what the rows are sorted by." })
  importance!: number;
  @Field(() => Float, {
    nullable: true,
    description: "factor_loading: Pearson's correlation of the voter's percentile with the blended score.",
  })
  loading!: number | null;
  @Field(() => Float, { nullable: true, description: "voter_posterior_weight: the optimizer's weight." })
  weight!: number | null;
  @Field(() => Float, { nullable: true, description: "The mean realised IC the weight came from." })
  meanIc!: number | null;
  @Field(() => Int, { nullable: true, description: "ICs averaged." }) icObservations!: number | null;
  @Field(() => Int, { nullable: true, description: "Scored stocks the loading was measured on." })
  stocks!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Freshness of what the rows were read from: the book date's weights." })
export class ImportanceReportFreshness {
  @Field(() => String, { description: "The book date the weights and loadings are of." }) asOf!: string;
  @Field(() => Int, { description: "Its close, epoch seconds." }) asOfTs!: number;
  @Field(() => Int, { description: "Sessions closed after it by the clock." }) ageSessions!: number;
  @Field(() => Boolean, { description: "True when older than 2 sessions (optimizer weights rule)." })
  isStale!: boolean;
  @Field(() => String, { nullable: true, description: "book_older_than_2_sessions, or null when fresh." })
  staleReason!: string | null;
  @Field(() => String, {
    description: "ic_weighted, equal_weight_warmup or equal_weight_no_positive_ic (the optimizer's basis).",
  })
  weightsBasis!: string;
  @Field(() => String, { nullable: true, description: "First score date of the ICs averaged." })
  icWindowFirst!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Last score date of the ICs averaged; null with ic_window_first (no_realised_ic_yet).",
  })
  icWindowLast!: string | null;
  @Field(() => String, {
    description: "none_published: no importance table exists, so the rows are loadings and posteriors.",
  })
  publishedTable!: string;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({
  description: "The ensemble's feature importance (factor loadings and voter posterior weights).",
})
export class FeatureImportance {
  @Field(() => String, { description: "ensemble: the book's seven-voter blend." }) model!: string;
  @Field(() => [FeatureImportanceRow], { description: "Largest importance first, at most top_n." })
  rows!: FeatureImportanceRow[];
  @Field(() => Int, { description: "Rows returned at most, as asked." }) topN!: number;
  @Field(() => ImportanceReportFreshness, {
    description: "How old the book date's weights and loadings are at the clock.",
  })
  reportFreshness!: ImportanceReportFreshness;
  @Field(() => String, { description: BOOK_UNIVERSE }) universe!: string;
  @Field(() => String, { description: METHOD }) method!: string;
}
