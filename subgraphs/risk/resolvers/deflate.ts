/**
 * svc_v3_deflate: a Sharpe ratio deflated for every trial in the registry (domain/deflate.ts).
 * Bailey & López de Prado's N is every trial tried before the pick, not the pick's family alone
 * (issue 29: the library runs 63 configurations, of which trend is 15): N is every registered
 * trial, or n_trials_override, and V[{SR_n}] their cross-trial variance; the family's count and
 * spread stand beside them. 503 dataset_unavailable (refunded) while the registry is empty; 409
 * insufficient_trials when the family has no trial and no override is given.
 */
import { Arg, Ctx, Float, Query, Resolver } from "type-graphql";
import { inputName, quoteInput, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { N_OBS, PERIODS_PER_YEAR_ARG, SKEWNESS_ARG } from "../../kit/descriptions.js";
import { invalidArgument, range } from "../../kit/validation.js";
import { registryBlock, requireRegistry } from "../data/trialRegistry.js";
import { crossTrialVariancePerPeriod, deflate } from "../domain/deflate.js";
import { MomentsInconsistentError } from "../domain/deflatedSharpe.js";
import { Deflation } from "../types/deflate.js";
import { MAX_COUNT, momentsInconsistent, requireWhole } from "./deflatedSharpe.js";

export const DEFLATE_METHOD =
  "Deflated Sharpe Ratio, Bailey & López de Prado (2014), Journal of Portfolio Management 40(5): SR₀ = √V[{SR_n}]·((1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e))), N every registered trial (every configuration the library tried, not the family's alone) and V the sample variance of their Sharpe ratios";

@Resolver()
export class DeflateResolver {
  @Query(() => Deflation, {
    description:
      "Operation svc_v3_deflate: deflates a Sharpe ratio for every registered trial (N and their cross-trial variance from the registry; the strategy family's count and spread beside them).",
  })
  async deflate(
    @Ctx() ctx: SubgraphContext<"risk">,
    @Arg("strategyFamily", () => String, { description: "The registered family (momentum, trend, …)." })
    strategyFamily: string,
    @Arg("sharpe", () => Float, { description: "Observed Sharpe ratio, annualised with periodsPerYear." })
    @range(-1000, 1000)
    sharpe: number,
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
    @Arg("nTrialsOverride", () => Float, {
      nullable: true,
      description: "N to use instead of every registered trial (whole number); null: the registry's.",
    })
    @range(1, MAX_COUNT)
    override: number | null | undefined,
  ): Promise<Deflation> {
    // An argument left out arrives undefined; null says the same.
    const nTrialsOverride = override ?? null;
    if (strategyFamily.length === 0) {
      throw invalidArgument(
        "strategyFamily",
        "must not be empty",
        "a strategy family name of at least 1 character",
      );
    }
    requireWhole("nObs", nObs, 30);
    if (nTrialsOverride !== null) requireWhole("nTrialsOverride", nTrialsOverride, 1);
    const trials = await requireRegistry(ctx);
    const family = trials.filter((trial) => trial.strategyFamily === strategyFamily);
    if (family.length === 0 && nTrialsOverride === null) {
      const families = [...new Set(trials.map((trial) => trial.strategyFamily))].sort();
      throw new ServiceError(
        "insufficient_trials",
        `Family ${quoteInput(strategyFamily)} has no registered trials; pass n_trials_override (at least 1), or one of: ${families.join(", ")}.`,
        { extra: { strategy_family: inputName(strategyFamily), families } },
      );
    }
    const nTrials = nTrialsOverride ?? trials.length;
    const variance = crossTrialVariancePerPeriod(trials);
    const familyVariance = crossTrialVariancePerPeriod(family);
    let result: ReturnType<typeof deflate>;
    try {
      result = deflate({
        sharpe,
        nObs,
        skewness,
        kurtosis,
        periodsPerYear,
        nTrials,
        trialVariancePerPeriod: variance,
      });
    } catch (error) {
      if (error instanceof MomentsInconsistentError) throw momentsInconsistent(error);
      throw error;
    }
    // The family's figures on the input's scale: per-period Sharpe ratios × √periodsPerYear.
    const scale = Math.sqrt(periodsPerYear);
    const perPeriod = family.map((trial) => trial.sharpe / Math.sqrt(trial.periodsPerYear));
    const mean =
      perPeriod.length > 0
        ? (perPeriod.reduce((sum, value) => sum + value, 0) / perPeriod.length) * scale
        : null;
    return {
      strategyFamily,
      sharpe,
      expectedMaxSr: result.expectedMaxSr,
      stdSr: result.stdSr,
      stdSrBasis: result.stdSrBasis,
      deflatedAlphaSr: result.deflatedAlphaSr,
      deflatedSharpe: result.deflatedSharpe,
      probabilisticSharpe: result.probabilisticSharpe,
      nTrials,
      nTrialsBasis: nTrialsOverride === null ? "registry_every_trial" : "override",
      nObs,
      skewness,
      kurtosis,
      periodsPerYear,
      family: {
        name: strategyFamily,
        trials: family.length,
        sharpeMean: mean,
        sharpeMeanReason: mean === null ? "family_has_no_trials" : null,
        sharpeStd: familyVariance === null ? null : Math.sqrt(familyVariance) * scale,
        sharpeStdReason:
          familyVariance !== null
            ? null
            : family.length < 2
              ? "family_has_fewer_than_2_trials"
              : "trials_agree_exactly",
      },
      method: DEFLATE_METHOD,
      units: {
        sharpe: "annualised with periods_per_year",
        expectedMaxSr: "annualised with periods_per_year",
        stdSr: "annualised with periods_per_year",
        deflatedAlphaSr: "annualised with periods_per_year",
        deflatedSharpe: "probability",
        probabilisticSharpe: "probability",
        nTrials: "count",
        nObs: "count of return periods",
        skewness: "dimensionless",
        kurtosis: "dimensionless, raw Pearson (normal = 3)",
        periodsPerYear: "return periods per year",
      },
      registry: registryBlock(trials),
    };
  }
}
