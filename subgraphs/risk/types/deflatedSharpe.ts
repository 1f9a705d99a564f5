import { Field, Float, ObjectType } from "type-graphql";
import {
  METHOD,
  N_OBS,
  N_TRIALS,
  PERIODS_PER_YEAR_ARG,
  SKEWNESS_ARG,
  unitOf,
} from "../../kit/descriptions.js";
import { SHARPE_UNITS } from "../descriptions.js";

/** The units of the deflated-Sharpe figures, which svc_v3_deflated_sharpe and deflate both serve. */
@ObjectType({ description: "Base of the deflated-Sharpe units; never emitted on its own." })
export abstract class SharpeDeflationUnits {
  @Field(() => String, { description: unitOf("sharpe") }) sharpe!: string;
  @Field(() => String, { description: unitOf("expectedMaxSr") }) expectedMaxSr!: string;
  @Field(() => String, { description: unitOf("stdSr") }) stdSr!: string;
  @Field(() => String, { description: unitOf("deflatedAlphaSr") }) deflatedAlphaSr!: string;
  @Field(() => String, { description: unitOf("deflatedSharpe") }) deflatedSharpe!: string;
  @Field(() => String, { description: unitOf("probabilisticSharpe") }) probabilisticSharpe!: string;
  @Field(() => String, { description: unitOf("nTrials") }) nTrials!: string;
  @Field(() => String, { description: unitOf("nObs") }) nObs!: string;
  @Field(() => String, { description: unitOf("skewness") }) skewness!: string;
  @Field(() => String, { description: unitOf("kurtosis") }) kurtosis!: string;
  @Field(() => String, { description: unitOf("periodsPerYear") }) periodsPerYear!: string;
}

@ObjectType({ description: "The unit of each value of DeflatedSharpe." })
export class DeflatedSharpeUnits extends SharpeDeflationUnits {}

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

  @Field(() => Float, { description: N_TRIALS }) nTrials!: number;
  @Field(() => Float, { description: N_OBS }) nObs!: number;
  @Field(() => Float, { description: SKEWNESS_ARG }) skewness!: number;
  @Field(() => Float, { description: "Raw (Pearson) kurtosis; a normal distribution has 3." })
  kurtosis!: number;
  @Field(() => Float, { description: PERIODS_PER_YEAR_ARG }) periodsPerYear!: number;

  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => DeflatedSharpeUnits, {
    description: SHARPE_UNITS,
  })
  units!: DeflatedSharpeUnits;
}
