import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";
import { BacktestCostModel } from "./strategyLibrary.js";

@ObjectType({
  description:
    "A run's metrics over a window of daily net returns; a null metric has its reason in null_reasons.",
})
export class BacktestMetricsBlock {
  @Field(() => Int, { description: "Daily returns in the window." }) nObs!: number;
  @Field(() => Int, { description: "Sessions of the window the book was invested going in." })
  investedSessions!: number;
  @Field(() => Float, { nullable: true }) cagr!: number | null;
  @Field(() => Float, { nullable: true }) volatility!: number | null;
  @Field(() => Float, { nullable: true }) sharpe!: number | null;
  @Field(() => Float, { nullable: true }) sortino!: number | null;
  @Field(() => Float, { nullable: true }) maxDrawdown!: number | null;
  @Field(() => Float, { nullable: true }) turnover!: number | null;
  @Field(() => Float, { nullable: true }) hitRate!: number | null;
  @Field(() => Float, { nullable: true }) skewness!: number | null;
  @Field(() => Float, { nullable: true }) kurtosis!: number | null;
  @Field(() => Float) totalCost!: number;
  @Field(() => Float, { nullable: true }) averageGrossExposure!: number | null;
  @Field(() => FieldMap, { description: "Metric → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: "Metric → its unit and definition." }) units!: Record<string, string>;
}

@ObjectType({ description: "A calendar year's compounded net return within the window." })
export class BacktestYearReturn {
  @Field(() => Int) year!: number;
  @Field(() => Float, { description: "Fraction (0.12 = 12%)." }) return!: number;
  @Field(() => Int) nObs!: number;
}

@ObjectType({
  description:
    "A strategy's track record through the request's clock: its default configuration's run, cut at the newest session visible.",
})
export class StrategyMetrics {
  @Field(() => String) strategy!: string;
  @Field(() => String) family!: string;
  @Field(() => String) runId!: string;
  @Field(() => String, { nullable: true, description: "The newest universe session visible at the clock." })
  asOf!: string | null;
  @Field(() => String, { nullable: true }) asOfReason!: string | null;
  @Field(() => Boolean, {
    description: "True when a session closed after as_of that the universe does not hold.",
  })
  isStale!: boolean;
  @Field(() => Int, { nullable: true, description: "Calendar days from as_of to the clock's date." })
  ageDays!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "First session of the window (the run's first invested decision).",
  })
  windowStart!: string | null;
  @Field(() => String, { nullable: true }) windowEnd!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why the window is empty: no_observations_by_clock, or the run's status_reason.",
  })
  windowReason!: string | null;
  @Field(() => BacktestMetricsBlock) metrics!: BacktestMetricsBlock;
  @Field(() => [BacktestYearReturn]) yearly!: BacktestYearReturn[];
  @Field(() => [GraphQLJSONObject], {
    description:
      "What the strategy recorded while deciding, through as_of (the pairs strategy: each year's formation, pair and Engle–Granger statistic).",
  })
  decisionNotes!: Record<string, unknown>[];
  @Field(() => BacktestCostModel) costModel!: BacktestCostModel;
}
