/**
 * svc_v3_lab_strategies and svc_v3_lab_deployments: the library's strategies by research stage
 * (domain/labStages.ts), and what is deployed — nothing: the service backtests on history, keeps
 * no paper account and places no orders, so the deployments list is a real empty list.
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { range } from "../../kit/validation.js";
import { visibleRuns } from "../data/backtestStore.js";
import { LAB_STAGES, labStage } from "../domain/labStages.js";
import { STRATEGY_LIBRARY } from "../domain/strategies/library.js";
import { LabDeployments, LabStrategies } from "../types/labStrategies.js";

@Resolver()
export class LabResolver {
  @Query(() => LabStrategies, {
    description:
      "Operation svc_v3_lab_strategies: the library's strategies with the research stage each has reached.",
  })
  async labStrategies(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
  ): Promise<LabStrategies> {
    const runs = await visibleRuns(ctx);
    const items = STRATEGY_LIBRARY.map((strategy) => {
      const own = runs.filter((run) => run.strategy === strategy.name);
      const labRuns = own.map((run) => ({ ...run, sharpe: run.metrics.sharpe }));
      const defaultRun = labRuns.find((run) => run.isDefault);
      const best = labRuns
        .filter((run) => run.sharpe !== null)
        .reduce<(typeof labRuns)[number] | null>(
          (a, b) => (a === null || (b.sharpe as number) > (a.sharpe as number) ? b : a),
          null,
        );
      const noSharpe = own.length === 0 ? "no_run_registered_by_clock" : "no_completed_run";
      return {
        strategy: strategy.name,
        family: strategy.family,
        ...labStage(labRuns),
        runs: own.length,
        completedRuns: own.filter((run) => run.status === "completed").length,
        defaultRunId: `${strategy.name}.default`,
        defaultSharpe: defaultRun?.sharpe ?? null,
        defaultSharpeReason: defaultRun?.sharpe != null ? null : (defaultRun?.statusReason ?? noSharpe),
        bestRunId: best?.runId ?? null,
        bestSharpe: best?.sharpe ?? null,
        bestSharpeReason: best === null ? noSharpe : null,
        deployed: false,
      };
    });
    return {
      count: items.length,
      returned: Math.min(limit, items.length),
      stages: LAB_STAGES,
      items: items.slice(0, limit),
      note: "Sharpe ratios are annualised, net of costs and not deflated: deflate them against every registered trial with POST /api/v3/validation/deflate.",
    };
  }

  @Query(() => LabDeployments, {
    description:
      "Operation svc_v3_lab_deployments: strategies deployed to paper or live trading — none: this service trades nothing.",
  })
  labDeployments(): LabDeployments {
    return {
      count: 0,
      items: [],
      paperTrading: false,
      liveTrading: false,
      note: "Nothing is deployed: this service backtests strategies on historical data only; it keeps no paper account, places no orders and runs no strategy live. The empty list is the real answer, not a failure.",
    };
  }
}
