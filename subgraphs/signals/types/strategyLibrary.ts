import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE } from "../../kit/descriptions.js";

@ObjectType({ description: "A half-spread by liquidity bucket: the first whose ADV floor the name reaches." })
export class BacktestSpreadBucket {
  @Field(() => Float, { description: "Average daily dollar volume floor, US dollars." }) minAdvUsd!: number;
  @Field(() => Float, { description: "Half-spread, basis points of notional." }) bps!: number;
}

@ObjectType({ description: 'The backtests\' trading costs (docs/STRATEGIES.md "Costs").' })
export class BacktestCostModel {
  @Field(() => Float, { description: "Commission, basis points of notional traded." }) commissionBps!: number;
  @Field(() => [BacktestSpreadBucket]) halfSpreadBps!: BacktestSpreadBucket[];
  @Field(() => Float, { description: "Y of the square-root impact law." }) impactCoefficient!: number;
  @Field(() => Float, { description: "Capital traded, US dollars (sizes the trades for impact)." })
  capitalUsd!: number;
  @Field(() => Int, { description: "Sessions of the ADV and volatility windows." }) windowDays!: number;
  @Field(() => String) impactFormula!: string;
  @Field(() => [String]) notModelled!: string[];
}

@ObjectType({ description: "One parameter of a strategy." })
export class StrategyParameterDoc {
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => String) unit!: string;
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
  @Field(() => String) name!: string;
  @Field(() => String) displayName!: string;
  @Field(() => String, {
    description: "momentum, mean_reversion, low_risk, trend, allocation or seasonality.",
  })
  family!: string;
  @Field(() => String) summary!: string;
  @Field(() => [String], { description: "The rules, in the order they apply." }) rules!: string[];
  @Field(() => String, { description: "The members of the daily universe it trades." }) universe!: string;
  @Field(() => String, {
    description: "daily, weekly (first session of each week) or monthly (of each month).",
  })
  schedule!: string;
  @Field(() => GraphQLJSONObject, { description: "Default parameter values: name → value." })
  parameters!: Record<string, unknown>;
  @Field(() => [StrategyParameterDoc]) parameterDocs!: StrategyParameterDoc[];
  @Field(() => [StrategyConfiguration], { description: "The default first, then the variants." })
  configurations!: StrategyConfiguration[];
}

@ObjectType({ description: "The 21-strategy library." })
export class StrategyLibrary {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => String, { description: "The price universe every strategy trades." }) universe!: string;
  @Field(() => [String]) families!: string[];
  @Field(() => [StrategyDefinition]) items!: StrategyDefinition[];
  @Field(() => BacktestCostModel) costModel!: BacktestCostModel;
  @Field(() => String, { description: NOTE }) note!: string;
}
