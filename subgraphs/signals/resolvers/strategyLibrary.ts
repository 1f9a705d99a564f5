/**
 * The strategy library's routes: svc_v3_strategies_list (the 21 strategies, their rules and
 * configurations), svc_v3_strategy_signals (a strategy's latest book through the clock) and
 * svc_v3_strategy_metrics (its track record through the clock). The default configuration's run
 * is each strategy's record; it is cut at the newest session visible, which is exactly a run on
 * the data through that session (the engine has no look-ahead: backtestEngine.test.ts).
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { inputName, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { range } from "../../kit/validation.js";
import { UNIVERSE_NAME } from "../../market/readers/universe.js";
import {
  LIBRARY_COLD_RETRY_AFTER_S,
  latestBook,
  requireLibrary,
  runOf,
  seriesOf,
} from "../data/backtestStore.js";
import { sessionClock } from "../data/strategyClock.js";
import { describeCostModel } from "../domain/backtestCosts.js";
import { backtestMetrics, yearlyReturns } from "../domain/backtestMetrics.js";
import { configurationsOf, STRATEGY_LIBRARY, strategyNamed } from "../domain/strategies/library.js";
import { defaultParameters, STRATEGY_FAMILIES, type Strategy } from "../domain/strategies/strategy.js";
import { bookView, lastIndexThrough } from "../domain/strategySignals.js";
import { StrategyDefinition, StrategyLibrary } from "../types/strategyLibrary.js";
import { StrategyMetrics } from "../types/strategyMetrics.js";
import { StrategySignals } from "../types/strategySignals.js";
import { metricsBlock, notesThrough } from "./backtestShapes.js";

function requireStrategy(name: string): Strategy {
  const strategy = strategyNamed(name);
  if (strategy) return strategy;
  throw new ServiceError(
    "not_found",
    `No strategy ${inputName(name)} in the library; GET /api/v3/strategies lists the 21.`,
    {
      extra: { strategy_name: inputName(name) },
    },
  );
}

function definitionOf(strategy: Strategy): StrategyDefinition {
  return {
    name: strategy.name,
    displayName: strategy.displayName,
    family: strategy.family,
    summary: strategy.summary,
    rules: [...strategy.rules],
    universe: strategy.universe,
    schedule: strategy.schedule,
    parameters: defaultParameters(strategy),
    parameterDocs: Object.entries(strategy.parameters).map(([name, spec]) => ({
      name,
      description: spec.description,
      unit: spec.unit,
    })),
    configurations: configurationsOf(strategy).map((c) => ({
      variant: c.variant,
      runId: c.runId,
      parameters: { ...c.parameters },
    })),
  };
}

@Resolver()
export class StrategyLibraryResolver {
  @Query(() => StrategyLibrary, {
    description:
      "Operation svc_v3_strategies_list: the 21-strategy library — rules, parameters, configurations.",
  })
  strategies(): StrategyLibrary {
    return {
      count: STRATEGY_LIBRARY.length,
      universe: UNIVERSE_NAME,
      families: [...STRATEGY_FAMILIES],
      items: STRATEGY_LIBRARY.map(definitionOf),
      costModel: describeCostModel(),
      note: "Every strategy is backtested walk-forward on the daily universe (2013-01-02..2017-11-10, split- and dividend-adjusted; survivorship-biased: today's constituents) at its defaults and two variants; each run is a trial in the registry (/api/v3/validation/trials). Value and quality strategies are not in the library: SEC facts filed in 2013-2017 are held for two of its stocks.",
    };
  }

  @Query(() => StrategySignals, {
    description:
      "Operation svc_v3_strategy_signals: a strategy's book as decided at its latest trading decision through the request's clock.",
  })
  async strategySignals(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("strategyName", () => String, { description: "A strategy of /api/v3/strategies." })
    strategyName: string,
    @Arg("limit", () => Int, { defaultValue: 100, description: limitArg(1, 5000) })
    @range(1, 5000)
    limit: number,
  ): Promise<StrategySignals> {
    const strategy = requireStrategy(strategyName);
    await requireLibrary(ctx);
    const runId = `${strategy.name}.default`;
    const clock = await sessionClock(ctx);
    const book = clock.asOf === null ? null : await latestBook(ctx, runId, clock.asOf);
    const view = bookView(book?.positions ?? []);
    return {
      strategy: strategy.name,
      family: strategy.family,
      runId,
      schedule: strategy.schedule,
      ...clock,
      signalDate: book?.date ?? null,
      signalDateReason: book === null ? "no_decision_by_clock" : null,
      count: view.positions.length,
      returned: Math.min(limit, view.positions.length),
      grossExposure: view.grossExposure,
      netExposure: view.netExposure,
      longCount: view.longCount,
      shortCount: view.shortCount,
      items: view.positions.slice(0, limit),
      closed: view.closed,
      note: "The book is decided on signal_date's close and held from the next session; weights are fractions of the portfolio's value, what is not invested is cash. Backtest positions on historical data, not advice and not a live feed.",
    };
  }

  @Query(() => StrategyMetrics, {
    description:
      "Operation svc_v3_strategy_metrics: a strategy's walk-forward track record (default configuration, net of costs) through the request's clock.",
  })
  async strategyMetrics(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("strategyName", () => String, { description: "A strategy of /api/v3/strategies." })
    strategyName: string,
  ): Promise<StrategyMetrics> {
    const strategy = requireStrategy(strategyName);
    const runId = `${strategy.name}.default`;
    const run = await runOf(ctx, runId);
    if (run === null)
      throw new ServiceError("snapshot_cold", `The run ${runId} is not built yet; retry shortly.`, {
        retryAfterS: LIBRARY_COLD_RETRY_AFTER_S,
      });
    const clock = await sessionClock(ctx);
    const series = await seriesOf(ctx, runId);
    const to = series === null || clock.asOf === null ? -1 : lastIndexThrough(series.dates, clock.asOf);
    const window = series ?? { dates: [], netReturns: [], costs: [], turnover: [], grossExposure: [] };
    const metrics = backtestMetrics(window, 0, to);
    return {
      strategy: strategy.name,
      family: strategy.family,
      runId,
      ...clock,
      windowStart: to >= 0 ? (window.dates[0] as string) : null,
      windowEnd: to >= 0 ? (window.dates[to] as string) : null,
      windowReason: to >= 0 ? null : (run.statusReason ?? "no_observations_by_clock"),
      metrics: metricsBlock(metrics),
      yearly: to >= 0 ? yearlyReturns(window, 0, to) : [],
      decisionNotes: notesThrough(run.diagnostics, clock.asOf),
      costModel: describeCostModel(),
    };
  }
}
