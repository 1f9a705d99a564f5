/**
 * svc_v2_alpha_discoveries and svc_v2_strategy_evolution. spec/02: both fall back on the trial
 * registry (sources dsr_registry and dsr_registry_families) — no discovery engine or evolution log
 * runs in this service, so they always do — and answer 503 dataset_unavailable (refunded) while the
 * registry holds no trials. The registry is risk's; signals reads it through risk's reader.
 */
import { Arg, Ctx, Float, Int, Query, Resolver } from "type-graphql";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { range } from "../../kit/validation.js";
import { registeredTrials } from "../../risk/readers/trials.js";
import { alphaDiscoveries, strategyEvolution } from "../domain/researchRegistry.js";
import { AlphaDiscoveries, StrategyEvolution } from "../types/researchRegistry.js";

const SOURCE_REASON =
  "No alpha discovery engine or strategy evolution log runs in this service: answered from the trial registry (every backtest of the strategy library).";
const SHARPE_BASIS = "annualised Sharpe ratio of daily net returns, as registered: not deflated";

async function registry(ctx: SubgraphContext<"signals">) {
  const trials = await registeredTrials(ctx.db, { through: ctx.clock.now() });
  if (trials.length > 0) return trials;
  throw new ServiceError(
    "dataset_unavailable",
    "The trial registry holds no trials at this time; nothing was charged.",
    {
      retryAfterS: null,
      billing: "refunded",
      extra: { dataset: "trial_registry", reason: "registry_empty" },
    },
  );
}

@Resolver()
export class ResearchRegistryResolver {
  @Query(() => AlphaDiscoveries, {
    description:
      "Operation svc_v2_alpha_discoveries: registered trials whose Sharpe ratio clears min_ir (source dsr_registry, undeflated); an empty list means none clears it.",
  })
  async alphaDiscoveries(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("limit", () => Int, { defaultValue: 25, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
    @Arg("minIr", () => Float, {
      defaultValue: 0.5,
      description: "Information-ratio floor (the Sharpe ratio against cash at 0%).",
    })
    @range(-5, 10)
    minIr: number,
  ): Promise<AlphaDiscoveries> {
    const trials = await registry(ctx);
    const found = alphaDiscoveries(trials, minIr);
    return {
      source: "dsr_registry",
      sourceReason: SOURCE_REASON,
      minIr,
      count: found.length,
      returned: Math.min(limit, found.length),
      registryTrials: trials.length,
      sharpeBasis: SHARPE_BASIS,
      items: found.slice(0, limit).map((trial) => ({
        strategy: trial.strategy,
        strategyFamily: trial.strategyFamily,
        runId: trial.runId,
        trialId: trial.trialId,
        sharpe: trial.sharpe,
        informationRatio: trial.sharpe,
        nObs: trial.nObs,
        skewness: trial.skewness,
        kurtosis: trial.kurtosis,
        submittedAt: trial.submittedAt,
        deflated: false,
      })),
    };
  }

  @Query(() => StrategyEvolution, {
    description:
      "Operation svc_v2_strategy_evolution: per-family trial counts of the registry (source dsr_registry_families).",
  })
  async strategyEvolution(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
  ): Promise<StrategyEvolution> {
    const trials = await registry(ctx);
    const families = strategyEvolution(trials);
    return {
      source: "dsr_registry_families",
      sourceReason: SOURCE_REASON,
      count: families.length,
      returned: Math.min(limit, families.length),
      registryTrials: trials.length,
      sharpeBasis: SHARPE_BASIS,
      items: families.slice(0, limit).map((family) => ({
        ...family,
        sharpeStdReason: family.sharpeStd === null ? "fewer_than_2_trials" : null,
      })),
    };
  }
}
