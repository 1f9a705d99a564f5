import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";
import { backtestMetric, COST_MODEL, STRATEGY_FAMILY, STRATEGY_NAME } from "../descriptions.js";
import { METRIC_UNITS } from "../domain/backtestMetrics.js";
import { BacktestCostModel } from "./strategyLibrary.js";

@ObjectType({
  description:
    "A run's metrics over a window of daily net returns; a null metric has its reason in null_reasons.",
})
export class BacktestMetricsBlock {
  @Field(() => Int, { description: "Daily returns in the window." }) nObs!: number;
  @Field(() => Int, { description: "Sessions of the window the book was invested going in." })
  investedSessions!: number;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.cagr) }) cagr!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.volatility) }) volatility!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.sharpe) }) sharpe!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.sortino) }) sortino!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.maxDrawdown) }) maxDrawdown!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.turnover) }) turnover!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.hitRate) }) hitRate!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.skewness) }) skewness!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.kurtosis) }) kurtosis!:
    | number
    | null;
  @Field(() => Float, { description: `${METRIC_UNITS.totalCost} (0 for an empty window).` })
  totalCost!: number;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.averageGrossExposure) })
  averageGrossExposure!: number | null;
  @Field(() => FieldMap, { description: "Metric → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => FieldMap, { description: "Metric → its unit and definition." }) units!: Record<string, string>;
}

@ObjectType({ description: "A calendar year's compounded net return within the window." })
export class BacktestYearReturn {
  @Field(() => Int, { description: "The calendar year." }) year!: number;
  @Field(() => Float, { description: "Fraction (0.12 = 12%)." }) return!: number;
  @Field(() => Int, { description: "Daily returns of the year inside the window." }) nObs!: number;
}

@ObjectType({
  description:
    "A strategy's track record through the request's clock: its default configuration's run, cut at the newest session visible.",
})
export class StrategyMetrics {
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: STRATEGY_FAMILY }) family!: string;
  @Field(() => String, {
    description: "The default configuration's run, <strategy>.default (/api/v3/backtest/runs/{run_id}).",
  })
  runId!: string;
  @Field(() => String, { nullable: true, description: "The newest universe session visible at the clock." })
  asOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "no_universe_session_by_clock when as_of is null; null otherwise.",
  })
  asOfReason!: string | null;
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
  @Field(() => String, {
    nullable: true,
    description:
      "Last session of the window: the newest observation on or before as_of; null with window_reason.",
  })
  windowEnd!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why the window is empty: no_observations_by_clock, or the run's status_reason.",
  })
  windowReason!: string | null;
  @Field(() => BacktestMetricsBlock, { description: "The metrics of the window's daily net returns." })
  metrics!: BacktestMetricsBlock;
  @Field(() => [BacktestYearReturn], {
    description:
      "Each calendar year's compounded net return within the window, oldest first; empty when the window is.",
  })
  yearly!: BacktestYearReturn[];
  @Field(() => [GraphQLJSONObject], {
    description:
      "What the strategy recorded while deciding, through as_of (the pairs strategy: each year's formation, pair and Engle–Granger statistic).",
  })
  decisionNotes!: Record<string, unknown>[];
  @Field(() => BacktestCostModel, { description: COST_MODEL }) costModel!: BacktestCostModel;
}
