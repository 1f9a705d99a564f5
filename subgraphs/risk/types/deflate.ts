import { Field, Float, Int, ObjectType } from "type-graphql";
import { METHOD, N_OBS, PERIODS_PER_YEAR_ARG, SKEWNESS_ARG } from "../../kit/descriptions.js";
import { SHARPE_UNITS } from "../descriptions.js";
import { SharpeDeflationUnits } from "./deflatedSharpe.js";
import { TrialRegistryBlock } from "./trialRegistry.js";

@ObjectType({ description: "The registered family the Sharpe ratio was deflated against." })
export class DeflationFamily {
  @Field(() => String, { description: "The strategy family, as asked." }) name!: string;
  @Field(() => Int, { description: "Trials of the family registered by the request's clock." })
  trials!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      "Mean of the family's Sharpe ratios, on the input's scale (annualised with periods_per_year).",
  })
  sharpeMean!: number | null;
  @Field(() => String, { nullable: true, description: "Why sharpe_mean is null: family_has_no_trials." })
  sharpeMeanReason!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Sample standard deviation (n − 1) of the family's Sharpe ratios, on the input's scale.",
  })
  sharpeStd!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Why sharpe_std is null: family_has_fewer_than_2_trials, or trials_agree_exactly.",
  })
  sharpeStdReason!: string | null;
}

@ObjectType({ description: "The unit of each value of Deflation." })
export class DeflationUnits extends SharpeDeflationUnits {}

@ObjectType({
  description:
    "A Sharpe ratio deflated for every trial in the registry (Bailey & López de Prado 2014: N is every trial tried), the strategy family's count and spread beside it.",
})
export class Deflation {
  @Field(() => String, { description: "The strategy family asked for (momentum, trend, …), as given." })
  strategyFamily!: string;
  @Field(() => Float, { description: "The input Sharpe ratio, annualised with periods_per_year." })
  sharpe!: number;
  @Field(() => Float, {
    description: "SR₀: the expected maximum Sharpe ratio of n_trials skill-less trials (scale of sharpe).",
  })
  expectedMaxSr!: number;
  @Field(() => Float, { description: "√V[{SR_n}] on the scale of sharpe; see std_sr_basis." }) stdSr!: number;
  @Field(() => String, {
    description:
      "registry_cross_trial_variance: every registered trial's Sharpe ratio, their sample variance; estimator_standard_error: fewer than 2 usable trials, so the estimator's own variance at sharpe stands in (svc_v3_deflated_sharpe's convention).",
  })
  stdSrBasis!: string;
  @Field(() => Float, { description: "sharpe − expected_max_sr (scale of sharpe)." })
  deflatedAlphaSr!: number;
  @Field(() => Float, { description: "DSR: the probability that the true Sharpe ratio exceeds SR₀." })
  deflatedSharpe!: number;
  @Field(() => Float, { description: "PSR: the probability that the true Sharpe ratio exceeds 0." })
  probabilisticSharpe!: number;
  @Field(() => Float, { description: "N used for SR₀ (a whole number)." }) nTrials!: number;
  @Field(() => String, {
    description:
      "registry_every_trial: every registered trial, whatever its family (family.trials counts the family's); override: n_trials_override as given.",
  })
  nTrialsBasis!: string;
  @Field(() => Float, { description: N_OBS }) nObs!: number;
  @Field(() => Float, { description: SKEWNESS_ARG }) skewness!: number;
  @Field(() => Float, { description: "Raw (Pearson) kurtosis; normal = 3." }) kurtosis!: number;
  @Field(() => Float, { description: PERIODS_PER_YEAR_ARG }) periodsPerYear!: number;
  @Field(() => DeflationFamily, {
    description: "The family's registered trials and the spread of their Sharpe ratios.",
  })
  family!: DeflationFamily;
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => DeflationUnits, {
    description: SHARPE_UNITS,
  })
  units!: DeflationUnits;
  @Field(() => TrialRegistryBlock, { description: "The trial registry N and V[{SR_n}] were read from." })
  registry!: TrialRegistryBlock;
}
