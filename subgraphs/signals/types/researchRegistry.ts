import { Field, Float, Int, ObjectType } from "type-graphql";
import { returnedIn } from "../../kit/descriptions.js";
import {
  REGISTRY_SHARPE_BASIS,
  REGISTRY_SOURCE_REASON,
  STRATEGY_FAMILY,
  STRATEGY_NAME,
  SUBMITTED_AT,
} from "../descriptions.js";

@ObjectType({ description: "A registered trial whose Sharpe ratio clears min_ir." })
export class AlphaDiscovery {
  @Field(() => String, { description: STRATEGY_NAME }) strategy!: string;
  @Field(() => String, { description: STRATEGY_FAMILY }) strategyFamily!: string;
  @Field(() => String, {
    description:
      "The backtest run the trial registers, <strategy>.<variant> (/api/v3/backtest/runs/{run_id}).",
  })
  runId!: string;
  @Field(() => String, { description: "The trial's id in the registry (/api/v3/validation/trials)." })
  trialId!: string;
  @Field(() => Float, { description: "Annualised Sharpe ratio as registered: not deflated." })
  sharpe!: number;
  @Field(() => Float, {
    description: "The information ratio compared with min_ir: the Sharpe ratio against cash at 0%.",
  })
  informationRatio!: number;
  @Field(() => Int, { description: "Daily net returns behind sharpe." }) nObs!: number;
  @Field(() => Float, {
    description:
      "Skewness of those returns as registered (population third standardised moment; normal = 0).",
  })
  skewness!: number;
  @Field(() => Float, { description: "Raw Pearson kurtosis (normal = 3)." }) kurtosis!: number;
  @Field(() => String, { description: SUBMITTED_AT }) submittedAt!: string;
  @Field(() => Boolean, { description: "Always false: deflate with /api/v3/validation/deflate." })
  deflated!: boolean;
}

@ObjectType({ description: "Alpha discoveries, from the trial registry (source dsr_registry)." })
export class AlphaDiscoveries {
  @Field(() => String, { description: "dsr_registry." }) source!: string;
  @Field(() => String, { description: REGISTRY_SOURCE_REASON }) sourceReason!: string;
  @Field(() => Float, { description: "The floor on the information ratio, as asked." }) minIr!: number;
  @Field(() => Int, { description: "Trials clearing min_ir." }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => Int, { description: "Trials in the registry at the clock." }) registryTrials!: number;
  @Field(() => String, { description: REGISTRY_SHARPE_BASIS }) sharpeBasis!: string;
  @Field(() => [AlphaDiscovery], { description: "Best first; empty when none clears min_ir." })
  items!: AlphaDiscovery[];
}

@ObjectType({ description: "A strategy family's trials in the registry." })
export class StrategyFamilyEvolution {
  @Field(() => String, { description: STRATEGY_FAMILY }) strategyFamily!: string;
  @Field(() => Int, { description: "Trials of the family in the registry." }) nTrials!: number;
  @Field(() => Int, { description: "Distinct strategies among the trials." }) strategies!: number;
  @Field(() => Float, {
    description: "The highest Sharpe ratio among the family's trials (annualised, not deflated).",
  })
  bestSharpe!: number;
  @Field(() => String, { description: "The run of that trial." }) bestRunId!: string;
  @Field(() => Float, { description: "Mean of the family's trials' Sharpe ratios." }) meanSharpe!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Sample standard deviation (n − 1) of the trials' Sharpe ratios.",
  })
  sharpeStd!: number | null;
  @Field(() => String, { nullable: true, description: "Why sharpe_std is null: fewer_than_2_trials." })
  sharpeStdReason!: string | null;
  @Field(() => String, { description: "When the family's first trial was registered (ISO 8601 UTC)." })
  firstSubmittedAt!: string;
  @Field(() => String, { description: "When its newest trial was registered (ISO 8601 UTC)." })
  lastSubmittedAt!: string;
}

@ObjectType({
  description: "Strategy evolution, from the trial registry's families (source dsr_registry_families).",
})
export class StrategyEvolution {
  @Field(() => String, { description: "dsr_registry_families." }) source!: string;
  @Field(() => String, { description: REGISTRY_SOURCE_REASON }) sourceReason!: string;
  @Field(() => Int, { description: "Families in the registry." }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => Int, { description: "Trials in the registry at the clock." }) registryTrials!: number;
  @Field(() => String, { description: REGISTRY_SHARPE_BASIS }) sharpeBasis!: string;
  @Field(() => [StrategyFamilyEvolution], { description: "Most trials first." })
  items!: StrategyFamilyEvolution[];
}
