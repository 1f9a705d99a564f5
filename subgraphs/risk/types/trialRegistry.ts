import { Field, Float, Int, ObjectType } from "type-graphql";
import { PERIODS_PER_YEAR_ARG } from "../../kit/descriptions.js";
import { TRIAL_REGISTRY_READ } from "../descriptions.js";

@ObjectType({ description: "Which trials the answer was computed from." })
export class TrialRegistryCorpus {
  @Field(() => String, { description: "The registry: strategy_trials." }) name!: string;
  @Field(() => Int, { description: "Trials registered by the request's clock." }) trials!: number;
  @Field(() => Int, { description: "Strategy families among them." }) families!: number;
  @Field(() => [String], {
    description: "Who registered them (signals_strategy_library: the 21-strategy library).",
  })
  sources!: string[];
}

@ObjectType({ description: "How the registry keeps its trials." })
export class TrialRegistryArchive {
  @Field(() => String, { description: "The oldest submitted_at among the corpus's trials." })
  oldestSubmittedAt!: string;
  @Field(() => String, { description: "The newest submitted_at among the corpus's trials." })
  newestSubmittedAt!: string;
  @Field(() => String, { description: "What happens to a trial when its source registers again." })
  retention!: string;
  @Field(() => String, { description: "Which trials a request sees." }) pointInTime!: string;
}

@ObjectType({
  description: "The trial registry the answer read (spec/01 Validation resources: corpus, archive).",
})
export class TrialRegistryBlock {
  @Field(() => TrialRegistryCorpus, { description: "Which trials the answer was computed from." })
  corpus!: TrialRegistryCorpus;
  @Field(() => TrialRegistryArchive, {
    description: "How the registry keeps its trials and which a request sees.",
  })
  archive!: TrialRegistryArchive;
}

@ObjectType({ description: "One registered trial: a backtest run of a strategy configuration." })
export class RegisteredTrialRow {
  @Field(() => String, { description: "The trial's id in the registry." }) trialId!: string;
  @Field(() => String, { description: "The strategy family the trial belongs to (momentum, trend, …)." })
  strategyFamily!: string;
  @Field(() => String, { description: "The strategy of the library (/api/v3/strategies)." })
  strategy!: string;
  @Field(() => String, { description: "The backtest run (/api/v3/backtest/runs/{run_id})." }) runId!: string;
  @Field(() => Float, { description: "Annualised with periods_per_year; not deflated." }) sharpe!: number;
  @Field(() => Float, { description: PERIODS_PER_YEAR_ARG }) periodsPerYear!: number;
  @Field(() => Int, { description: "Daily returns behind the Sharpe ratio." }) nObs!: number;
  @Field(() => Float, { description: "Skewness of the daily returns behind sharpe; normal = 0." })
  skewness!: number;
  @Field(() => Float, { description: "Raw Pearson kurtosis (normal = 3)." }) kurtosis!: number;
  @Field(() => String, { description: "Registration time, ISO 8601 UTC; see submitted_at_basis." })
  submittedAt!: string;
  @Field(() => String, {
    description:
      "data_final_close: the instant the run's data was complete (its last session's close final, bell + 5 min); the run is a pure function of that data and is registered with it.",
  })
  submittedAtBasis!: string;
  @Field(() => String, { description: "Who registered the trial." }) source!: string;
  @Field(() => String, { description: "SHA-256 of the data the trial was run on." }) dataDigest!: string;
}

@ObjectType({ description: "The registry's trials, newest first." })
export class ValidationTrials {
  @Field(() => Int, { description: "Trials matching the filter (all of them, whatever the limit)." })
  count!: number;
  @Field(() => Int, { description: "Trials in items (at most limit)." }) returned!: number;
  @Field(() => String, { nullable: true, description: "The family asked for; null when none was." })
  strategyFamily!: string | null;
  @Field(() => [RegisteredTrialRow], { description: "The trials, newest submitted_at first, at most limit." })
  items!: RegisteredTrialRow[];
  @Field(() => TrialRegistryBlock, { description: TRIAL_REGISTRY_READ }) registry!: TrialRegistryBlock;
}

@ObjectType({ description: "How many trials the registry holds; never 0 (503 dataset_unavailable instead)." })
export class ValidationTrialCount {
  @Field(() => Int, {
    description: "Trials registered by the request's clock matching the filters (strategy_family, since).",
  })
  count!: number;
  @Field(() => String, { nullable: true, description: "The family counted; null when all were." })
  strategyFamily!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The lower bound applied to submitted_at (ISO 8601 UTC); null when none was given.",
  })
  since!: string | null;
  @Field(() => TrialRegistryBlock, { description: TRIAL_REGISTRY_READ }) registry!: TrialRegistryBlock;
}
