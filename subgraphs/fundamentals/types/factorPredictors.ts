import { Field, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { PREDICTOR_FIGURES } from "../domain/factorPredictors.js";

@ObjectType({ description: "One fiscal quarter's accounting characteristics." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class PredictorRow {
  @Field(() => Int) fiscalYear!: number;
  @Field(() => Int) fiscalQuarter!: number;
  @Field(() => String) periodEnd!: string;
  @Field(() => String, {
    nullable: true,
    description: "Filing date of the newest filing the row uses: not known to the market before it.",
  })
  availableDate!: string | null;
  @FigureFields(PREDICTOR_FIGURES, { description: "Fraction." }) readonly predictors?: never;
  @Field(() => FieldMap, { description: "Predictor → why it is null." }) nullReasons!: Record<string, string>;
}

/** The figures' types, from the table `FigureFields` declares. */
export interface PredictorRow extends Figures<typeof PREDICTOR_FIGURES> {}

@ObjectType({ description: "A predictor not served, and why." })
export class WithheldPredictor {
  @Field(() => FieldName) predictor!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: "Operation svc_v3_factor_predictors." })
export class FactorPredictors {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty." }) status!: string | null;
  @Field(() => String, { nullable: true }) start!: string | null;
  @Field(() => String, { nullable: true }) end!: string | null;
  @Field(() => Boolean) latest!: boolean;
  @Field(() => Int, { description: "Quarters matching, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FieldName], { description: "The 13 predictors served, in row order." }) predictors!: string[];
  @Field(() => FieldMap, { description: "Predictor → definition." }) predictorGlossary!: Record<
    string,
    string
  >;
  @Field(() => FieldMap, { description: "Field → unit." }) units!: Record<string, string>;
  @Field(() => [WithheldPredictor]) withheldPredictors!: WithheldPredictor[];
  @Field(() => [PredictorRow], { description: "Newest quarter first." }) items!: PredictorRow[];
}
