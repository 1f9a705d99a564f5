import { Field, Int, ObjectType } from "type-graphql";
import { COUNT, FISCAL_YEAR, PERIOD_END, TICKER } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { FACTS_SOURCE } from "../descriptions.js";
import { PREDICTOR_FIGURES } from "../domain/factorPredictors.js";

@ObjectType({ description: "One fiscal quarter's accounting characteristics." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class PredictorRow {
  @Field(() => Int, { description: FISCAL_YEAR }) fiscalYear!: number;
  @Field(() => Int, { description: "The fiscal quarter, 1–4." }) fiscalQuarter!: number;
  @Field(() => String, { description: PERIOD_END }) periodEnd!: string;
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
  @Field(() => FieldName, { description: "The predictor's name." }) predictor!: string;
  @Field(() => String, { description: "Why it is not served, in words." }) reason!: string;
}

@ObjectType({ description: "Operation svc_v3_factor_predictors." })
export class FactorPredictors {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { nullable: true, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty." }) status!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Earliest quarter end asked for (ISO date); null when none was.",
  })
  start!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Latest quarter end asked for (ISO date); null when none was.",
  })
  end!: string | null;
  @Field(() => Boolean, { description: "True when only the newest quarter was asked for." }) latest!: boolean;
  @Field(() => Int, { description: "Quarters matching, before limit." }) total!: number;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FieldName], { description: "The 13 predictors served, in row order." }) predictors!: string[];
  @Field(() => FieldMap, { description: "Predictor → definition." }) predictorGlossary!: Record<
    string,
    string
  >;
  @Field(() => FieldMap, { description: "Field → unit." }) units!: Record<string, string>;
  @Field(() => [WithheldPredictor], {
    description: "Predictors of the characteristic set this route does not serve, each with its reason.",
  })
  withheldPredictors!: WithheldPredictor[];
  @Field(() => [PredictorRow], { description: "Newest quarter first." }) items!: PredictorRow[];
}
