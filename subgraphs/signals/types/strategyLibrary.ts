import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE } from "../../kit/descriptions.js";
import { COST_MODEL, STRATEGY_FAMILY, STRATEGY_NAME } from "../descriptions.js";

@ObjectType({ description: "A half-spread by liquidity bucket: the first whose ADV floor the name reaches." })
export class BacktestSpreadBucket {
  @Field(() => Float, { description: "Average daily dollar volume floor, US dollars." }) minAdvUsd!: number;
  @Field(() => Float, { description: "Half-spread, basis points of notional." }) bps!: number;
}

@ObjectType({ description: 'The backtests\' trading costs (docs/STRATEGIES.md "Costs").' })
export class BacktestCostModel {
  @Field(() => Float, { description: "Commission, basis points of notional traded." }) commissionBps!: number;
  @Field(() => [BacktestSpreadBucket], {
    description: "Half-spreads by liquidity bucket: a name pays the first bucket whose ADV floor it reaches.",
  })
  halfSpreadBps!: BacktestSpreadBucket[];
  @Field(() => Float, { description: "Y of the square-root impact law." }) impactCoefficient!: number;
  @Field(() => Float, { description: "Capital traded, US dollars (sizes the trades for impact)." })
  capitalUsd!: number;
  @Field(() => Int, { description: "Sessions of the ADV and volatility windows." }) windowDays!: number;
  @Field(() => String, {
    description:
      "The square-root impact law as applied: impact = coefficient × σ_daily(window) × √(|Δweight| × capital / ADV(window)).",
  })
  impactFormula!: string;
  @Field(() => [String], {
    description: "Costs left out: short borrow fees, financing of leverage, interest on cash (cash earns 0).",
  })
  notModelled!: string[];
}

@ObjectType({ description: "One parameter of a strategy." })
export class StrategyParameterDoc {
  @Field(() => String, { description: "The parameter's key in parameters (e.g. lookback_days)." })
  name!: string;
  @Field(() => String, { description: "What the parameter sets." }) description!: string;
  @Field(() => String, {
    description: "Its unit: sessions, fraction, count, multiple, standard deviations, rsi points or ticker.",
  })
  unit!: string;
}

@ObjectType({ description: "A configuration the library runs: the defaults, or a variant." })
export class StrategyConfiguration {
  @Field(() => String, { description: "default, or the variant's overrides." }) variant!: string;
  @Field(() => String, { description: "Its backtest run (/api/v3/backtest/runs/{run_id})." }) runId!: string;
  @Field(() => GraphQLJSONObject, { description: "Parameter name → value." }) parameters!: Record<
    string,
    unknown
  >;
}

@ObjectType({ description: "A strategy of the library: its rules, parameters and configurations." })
export class StrategyDefinition {
  @Field(() => String, { description: STRATEGY_NAME }) name!: string;
  @Field(() => String, {
    description: "The strategy's name for people, e.g. Cross-sectional momentum (12-1).",
  })
  displayName!: string;
  @Field(() => String, {
    description: "momentum, mean_reversion, low_risk, trend, allocation or seasonality.",
  })
  family!: string;
  @Field(() => String, { description: "What the strategy does, in one sentence." }) summary!: string;
  @Field(() => [String], { description: "The rules, in the order they apply." }) rules!: string[];
  @Field(() => String, { description: "The members of the daily universe it trades." }) universe!: string;
  @Field(() => String, {
    description: "daily, weekly (first session of each week) or monthly (of each month).",
  })
  schedule!: string;
  @Field(() => GraphQLJSONObject, { description: "Default parameter values: name → value." })
  parameters!: Record<string, unknown>;
  @Field(() => [StrategyParameterDoc], { description: "What each of its parameters means, and its unit." })
  parameterDocs!: StrategyParameterDoc[];
  @Field(() => [StrategyConfiguration], { description: "The default first, then the variants." })
  configurations!: StrategyConfiguration[];
}

@ObjectType({ description: "The 21-strategy library." })
export class StrategyLibrary {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => String, { description: "The price universe every strategy trades." }) universe!: string;
  @Field(() => [String], { description: `The strategy families: ${STRATEGY_FAMILY}` }) families!: string[];
  @Field(() => [StrategyDefinition], {
    description: "Every strategy of the library, with its rules, parameters and configurations.",
  })
  items!: StrategyDefinition[];
  @Field(() => BacktestCostModel, { description: COST_MODEL }) costModel!: BacktestCostModel;
  @Field(() => String, { description: NOTE }) note!: string;
}
