import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";

const fraction = { nullable: true, description: "Fraction." } as const;

@ObjectType({ description: "One fiscal quarter's accounting characteristics." })
export class PredictorRow {
  @Field(() => Int) fiscalYear!: number;
  @Field(() => Int) fiscalQuarter!: number;
  @Field(() => String) periodEnd!: string;
  @Field(() => String, {
    nullable: true,
    description: "Filing date of the newest filing the row uses: not known to the market before it.",
  })
  availableDate!: string | null;
  @Field(() => Float, fraction) roe!: number | null;
  @Field(() => Float, fraction) roa!: number | null;
  @Field(() => Float, fraction) grossProfitability!: number | null;
  @Field(() => Float, fraction) grossMargin!: number | null;
  @Field(() => Float, fraction) operatingMargin!: number | null;
  @Field(() => Float, fraction) netMargin!: number | null;
  @Field(() => Float, fraction) assetTurnover!: number | null;
  @Field(() => Float, fraction) leverage!: number | null;
  @Field(() => Float, fraction) cashToAssets!: number | null;
  @Field(() => Float, fraction) accruals!: number | null;
  @Field(() => Float, fraction) assetGrowthYoy!: number | null;
  @Field(() => Float, fraction) salesGrowthYoy!: number | null;
  @Field(() => Float, fraction) rdToSales!: number | null;
  @Field(() => FieldMap, { description: "Predictor → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "A predictor not served, and why." })
export class WithheldPredictor {
  @Field(() => FieldName) predictor!: string;
  @Field(() => String) reason!: string;
}

@ObjectType({ description: "Operation svc_v3_factor_predictors." })
export class FactorPredictors {
  @Field(() => String) ticker!: string;
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty." }) status!: string | null;
  @Field(() => String, { nullable: true }) start!: string | null;
  @Field(() => String, { nullable: true }) end!: string | null;
  @Field(() => Boolean) latest!: boolean;
  @Field(() => Int, { description: "Quarters matching, before limit." }) total!: number;
  @Field(() => Int) count!: number;
  @Field(() => [FieldName], { description: "The 13 predictors served, in row order." }) predictors!: string[];
  @Field(() => FieldMap, { description: "Predictor → definition." }) predictorGlossary!: Record<
    string,
    string
  >;
  @Field(() => FieldMap, { description: "Field → unit." }) units!: Record<string, string>;
  @Field(() => [WithheldPredictor]) withheldPredictors!: WithheldPredictor[];
  @Field(() => [PredictorRow], { description: "Newest quarter first." }) items!: PredictorRow[];
}
