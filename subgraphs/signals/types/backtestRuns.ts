import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE, returnedIn } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { BacktestCostModel } from "./strategyLibrary.js";
import { BacktestMetricsBlock, BacktestYearReturn } from "./strategyMetrics.js";
import { StrategyPosition } from "./strategySignals.js";

@ObjectType({ description: "A backtest run of the strategy library." })
export class BacktestRunSummary {
  @Field(() => String, { description: "<strategy>.<variant>." }) runId!: string;
  @Field(() => String) strategy!: string;
  @Field(() => String) family!: string;
  @Field(() => String) variant!: string;
  @Field(() => Boolean) isDefault!: boolean;
  @Field(() => GraphQLJSONObject, { description: "Parameter name → value." }) parameters!: Record<
    string,
    unknown
  >;
  @Field(() => String, { description: "completed or failed (see lifecycle)." }) status!: string;
  @Field(() => String, { nullable: true, description: "Why it failed; null when completed." })
  statusReason!: string | null;
  @Field(() => String, { description: "The price universe it ran on." }) universe!: string;
  @Field(() => String, { description: "SHA-256 of the closes and dollar volumes it read." })
  universeDigest!: string;
  @Field(() => String) dataFrom!: string;
  @Field(() => String) dataThrough!: string;
  @Field(() => String, {
    nullable: true,
    description: "First session of its observations (its first invested decision).",
  })
  obsFrom!: string | null;
  @Field(() => String, { nullable: true }) obsThrough!: string | null;
  @Field(() => Int) nObs!: number;
  @Field(() => Float, { nullable: true, description: "Annualised, excess of 0%." }) sharpe!: number | null;
  @Field(() => Float, { nullable: true }) cagr!: number | null;
  @Field(() => Float, { nullable: true }) maxDrawdown!: number | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, {
    nullable: true,
    description: "Its trial in the registry (/api/v3/validation/trials); null when failed.",
  })
  trialId!: string | null;
  @Field(() => String, { description: "When it was registered: its data's last close final (ISO 8601 UTC)." })
  submittedAt!: string;
}

@ObjectType({ description: "The strategy library's backtest runs registered by the request's clock." })
export class BacktestRuns {
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => [BacktestRunSummary]) items!: BacktestRunSummary[];
  @Field(() => [String], { description: "The run lifecycle (docs/STRATEGIES.md)." }) lifecycle!: string[];
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A run's latest book." })
export class BacktestBook {
  @Field(() => String) date!: string;
  @Field(() => [StrategyPosition]) positions!: StrategyPosition[];
}

@ObjectType({ description: "One backtest run in full." })
export class BacktestRunDetail {
  @Field(() => BacktestRunSummary) run!: BacktestRunSummary;
  @Field(() => BacktestMetricsBlock) metrics!: BacktestMetricsBlock;
  @Field(() => [BacktestYearReturn]) yearly!: BacktestYearReturn[];
  @Field(() => BacktestBook, {
    nullable: true,
    description: "The book of its last decision that traded (default runs only).",
  })
  latestBook!: BacktestBook | null;
  @Field(() => String, {
    nullable: true,
    description: "Why latest_book is null: books_kept_for_default_runs_only, or never_invested.",
  })
  latestBookReason!: string | null;
  @Field(() => [GraphQLJSONObject], { description: "What the strategy recorded while deciding." })
  decisionNotes!: Record<string, unknown>[];
  @Field(() => BacktestCostModel) costModel!: BacktestCostModel;
  @Field(() => [String]) lifecycle!: string[];
}
