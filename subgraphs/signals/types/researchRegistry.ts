import { Field, Float, Int, ObjectType } from "type-graphql";
import { returnedIn } from "../../kit/descriptions.js";

@ObjectType({ description: "A registered trial whose Sharpe ratio clears min_ir." })
export class AlphaDiscovery {
  @Field(() => String) strategy!: string;
  @Field(() => String) strategyFamily!: string;
  @Field(() => String) runId!: string;
  @Field(() => String) trialId!: string;
  @Field(() => Float, { description: "Annualised Sharpe ratio as registered: not deflated." })
  sharpe!: number;
  @Field(() => Float, {
    description: "The information ratio compared with min_ir: the Sharpe ratio against cash at 0%.",
  })
  informationRatio!: number;
  @Field(() => Int) nObs!: number;
  @Field(() => Float) skewness!: number;
  @Field(() => Float, { description: "Raw Pearson kurtosis (normal = 3)." }) kurtosis!: number;
  @Field(() => String) submittedAt!: string;
  @Field(() => Boolean, { description: "Always false: deflate with /api/v3/validation/deflate." })
  deflated!: boolean;
}

@ObjectType({ description: "Alpha discoveries, from the trial registry (source dsr_registry)." })
export class AlphaDiscoveries {
  @Field(() => String, { description: "dsr_registry." }) source!: string;
  @Field(() => String) sourceReason!: string;
  @Field(() => Float) minIr!: number;
  @Field(() => Int, { description: "Trials clearing min_ir." }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => Int, { description: "Trials in the registry at the clock." }) registryTrials!: number;
  @Field(() => String) sharpeBasis!: string;
  @Field(() => [AlphaDiscovery], { description: "Best first; empty when none clears min_ir." })
  items!: AlphaDiscovery[];
}

@ObjectType({ description: "A strategy family's trials in the registry." })
export class StrategyFamilyEvolution {
  @Field(() => String) strategyFamily!: string;
  @Field(() => Int) nTrials!: number;
  @Field(() => Int, { description: "Distinct strategies among the trials." }) strategies!: number;
  @Field(() => Float) bestSharpe!: number;
  @Field(() => String) bestRunId!: string;
  @Field(() => Float) meanSharpe!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Sample standard deviation (n − 1) of the trials' Sharpe ratios.",
  })
  sharpeStd!: number | null;
  @Field(() => String, { nullable: true, description: "Why sharpe_std is null: fewer_than_2_trials." })
  sharpeStdReason!: string | null;
  @Field(() => String) firstSubmittedAt!: string;
  @Field(() => String) lastSubmittedAt!: string;
}

@ObjectType({
  description: "Strategy evolution, from the trial registry's families (source dsr_registry_families).",
})
export class StrategyEvolution {
  @Field(() => String, { description: "dsr_registry_families." }) source!: string;
  @Field(() => String) sourceReason!: string;
  @Field(() => Int, { description: "Families in the registry." }) count!: number;
  @Field(() => Int, { description: returnedIn("items") }) returned!: number;
  @Field(() => Int) registryTrials!: number;
  @Field(() => String) sharpeBasis!: string;
  @Field(() => [StrategyFamilyEvolution], { description: "Most trials first." })
  items!: StrategyFamilyEvolution[];
}
