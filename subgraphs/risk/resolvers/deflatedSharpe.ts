/**
 * Root field deflatedSharpe: argument contract (ranges as @range so REST and GraphQL reject alike),
 * then the pure computation in domain/deflatedSharpe.ts.
 */
import { Arg, Float, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import { N_OBS, N_TRIALS, PERIODS_PER_YEAR_ARG, SKEWNESS_ARG } from "../../kit/descriptions.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { deflatedSharpe, MomentsInconsistentError } from "../domain/deflatedSharpe.js";
import { DeflatedSharpe } from "../types/deflatedSharpe.js";

export const DSR_METHOD =
  "Deflated Sharpe Ratio, Bailey & López de Prado (2014), Journal of Portfolio Management 40(5); " +
  "SR₀ is the expected maximum of n_trials Sharpe estimates whose spread is the estimator's own standard error";

/** The largest count (trials, observations) the validation routes accept: spec/02's 1e12. */
export const MAX_COUNT = 1e12;

/** Counts arrive as Float because 1e12 exceeds GraphQL's 32-bit Int; they must still be counts. */
export function requireWhole(name: string, value: number, min: number): void {
  if (!Number.isInteger(value)) {
    throw invalidArgument(name, `${value} must be a whole number`, `whole numbers ${min}..${MAX_COUNT}`);
  }
}

@Resolver()
export class DeflatedSharpeResolver {
  @Query(() => DeflatedSharpe, {
    description:
      "Deflated Sharpe ratio: the probability that a Sharpe ratio beats the best of n_trials lucky ones.",
  })
  deflatedSharpe(
    @Arg("sharpe", () => Float, { description: "Observed Sharpe ratio, annualised with periodsPerYear." })
    @range(-1000, 1000)
    sharpe: number,
    @Arg("nTrials", () => Float, {
      defaultValue: 1,
      description: N_TRIALS,
    })
    @range(1, MAX_COUNT)
    nTrials: number,
    @Arg("nObs", () => Float, {
      defaultValue: 252,
      description: N_OBS,
    })
    @range(30, MAX_COUNT)
    nObs: number,
    @Arg("skewness", () => Float, { defaultValue: 0, description: SKEWNESS_ARG })
    @range(-1000, 1000)
    skewness: number,
    @Arg("kurtosis", () => Float, { defaultValue: 3, description: "Raw (Pearson) kurtosis; normal = 3." })
    @range(1, 1e6)
    kurtosis: number,
    @Arg("periodsPerYear", () => Float, { defaultValue: 252, description: PERIODS_PER_YEAR_ARG })
    @range(1, 525600)
    periodsPerYear: number,
  ): DeflatedSharpe {
    requireWhole("nTrials", nTrials, 1);
    requireWhole("nObs", nObs, 30);
    const input = { sharpe, nTrials, nObs, skewness, kurtosis, periodsPerYear };
    let result: ReturnType<typeof deflatedSharpe>;
    try {
      result = deflatedSharpe(input);
    } catch (error) {
      if (error instanceof MomentsInconsistentError) throw momentsInconsistent(error);
      throw error;
    }
    return {
      ...input,
      expectedMaxSr: result.expectedMaxSr,
      stdSr: result.stdSr,
      deflatedAlphaSr: result.deflatedAlphaSr,
      deflatedSharpe: result.deflatedSharpe,
      probabilisticSharpe: result.probabilisticSharpe,
      method: DSR_METHOD,
      units: {
        ...result.units,
        nTrials: "count",
        nObs: "count of return periods",
        skewness: "dimensionless",
        kurtosis: "dimensionless, raw Pearson (normal = 3)",
        periodsPerYear: "return periods per year",
      },
    };
  }
}

const MOMENTS_ACCEPTED =
  "kurtosis (raw Pearson, normal = 3) >= skewness² + 1, and 1 - skewness·SR + (kurtosis - 1)/4·SR² > 0 for the per-period SR";

export function momentsInconsistent(error: MomentsInconsistentError): ServiceError {
  return new ServiceError("moments_inconsistent", `${error.message}. Accepted: ${MOMENTS_ACCEPTED}.`, {
    extra: { parameter: "kurtosis", accepted: MOMENTS_ACCEPTED, violations: error.violations },
  });
}
