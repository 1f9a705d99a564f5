import { Field, Float, ObjectType } from "type-graphql";
import { METHOD } from "../../kit/sharedDescriptions.js";

@ObjectType({ description: "The unit of each value of DeflatedSharpe." })
export class DeflatedSharpeUnits {
  @Field(() => String) sharpe!: string;
  @Field(() => String) expectedMaxSr!: string;
  @Field(() => String) stdSr!: string;
  @Field(() => String) deflatedAlphaSr!: string;
  @Field(() => String) deflatedSharpe!: string;
  @Field(() => String) probabilisticSharpe!: string;
  @Field(() => String) nTrials!: string;
  @Field(() => String) nObs!: string;
  @Field(() => String) skewness!: string;
  @Field(() => String) kurtosis!: string;
  @Field(() => String) periodsPerYear!: string;
}

@ObjectType({ description: "Deflated Sharpe ratio of the best of n_trials strategies." })
export class DeflatedSharpe {
  @Field(() => Float, {
    description: "SR₀: expected maximum Sharpe ratio of n_trials skill-less strategies (scale of sharpe).",
  })
  expectedMaxSr!: number;

  @Field(() => Float, { description: "Standard error of the Sharpe estimate (scale of sharpe)." })
  stdSr!: number;

  @Field(() => Float, { description: "sharpe - expected_max_sr (scale of sharpe)." })
  deflatedAlphaSr!: number;

  @Field(() => Float, { description: "Probability that the true Sharpe ratio exceeds SR₀." })
  deflatedSharpe!: number;

  @Field(() => Float, { description: "Probability that the true Sharpe ratio exceeds 0." })
  probabilisticSharpe!: number;

  @Field(() => Float, { description: "The input Sharpe ratio, annualised with periods_per_year." })
  sharpe!: number;

  @Field(() => Float) nTrials!: number;
  @Field(() => Float) nObs!: number;
  @Field(() => Float) skewness!: number;
  @Field(() => Float, { description: "Raw (Pearson) kurtosis; a normal distribution has 3." })
  kurtosis!: number;
  @Field(() => Float) periodsPerYear!: number;

  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => DeflatedSharpeUnits) units!: DeflatedSharpeUnits;
}
