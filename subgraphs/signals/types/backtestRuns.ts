import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, NOTE, returnedIn } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  backtestMetric,
  COST_MODEL,
  RUN_LIFECYCLE_LIST,
  STRATEGY_FAMILY,
  STRATEGY_NAME,
} from "../descriptions.js";
import { METRIC_UNITS } from "../domain/backtestMetrics.js";
import { BacktestCostModel } from "./strategyLibrary.js";
import { BacktestMetricsBlock, BacktestYearReturn } from "./strategyMetrics.js";
import { StrategyPosition } from "./strategySignals.js";

@ObjectType({ description: "A backtest run of the strategy library." })
export class BacktestRunSummary {
  @Field(() => String, { description: "<strategy>.<variant>." }) runId!: string;
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: STRATEGY_FAMILY }) family!: string;
  @Field(() => String, { description: "default, or the name of the variant's overrides." }) variant!: string;
  @Field(() => Boolean, {
    description: "True for the strategy's default configuration (the run strategy metrics and signals read).",
  })
  isDefault!: boolean;
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
  @Field(() => String, { description: "ISO date of the first session of the price universe the run read." })
  dataFrom!: string;
  @Field(() => String, { description: "ISO date of the last session of the price universe the run read." })
  dataThrough!: string;
  @Field(() => String, {
    nullable: true,
    description: "First session of its observations (its first invested decision).",
  })
  obsFrom!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Last session of its observations; null with obs_from (null_reasons).",
  })
  obsThrough!: string | null;
  @Field(() => Int, { description: "Daily net returns observed (0 when it never invested)." }) nObs!: number;
  @Field(() => Float, { nullable: true, description: "Annualised, excess of 0%." }) sharpe!: number | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.cagr) }) cagr!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: backtestMetric(METRIC_UNITS.maxDrawdown) }) maxDrawdown!:
    | number
    | null;
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
  @Field(() => [BacktestRunSummary], {
    description:
      "The runs registered by the clock, by strategy, its default configuration first, then by run_id (at most limit).",
  })
  items!: BacktestRunSummary[];
  @Field(() => [String], { description: "The run lifecycle (docs/STRATEGIES.md)." }) lifecycle!: string[];
  @Field(() => String, { description: NOTE }) note!: string;
}

@ObjectType({ description: "A run's latest book." })
export class BacktestBook {
  @Field(() => String, {
    description: "ISO date of the decision: the book is decided on its close and held from the next session.",
  })
  date!: string;
  @Field(() => [StrategyPosition], {
    description: "The positions the decision held, weights as fractions of the portfolio's value.",
  })
  positions!: StrategyPosition[];
}

@ObjectType({ description: "One backtest run in full." })
export class BacktestRunDetail {
  @Field(() => BacktestRunSummary, {
    description: "The run's registration: configuration, status, window and headline metrics.",
  })
  run!: BacktestRunSummary;
  @Field(() => BacktestMetricsBlock, {
    description: "The metrics of the run's whole window of daily net returns.",
  })
  metrics!: BacktestMetricsBlock;
  @Field(() => [BacktestYearReturn], {
    description: "Each calendar year's compounded net return, oldest first.",
  })
  yearly!: BacktestYearReturn[];
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
  @Field(() => BacktestCostModel, { description: COST_MODEL }) costModel!: BacktestCostModel;
  @Field(() => [String], { description: RUN_LIFECYCLE_LIST }) lifecycle!: string[];
}
