/**
 * svc_v3_backtest_runs and svc_v3_backtest_run_detail: the strategy library's runs, each
 * registered (visible) once its data was complete (submitted_at). Lifecycle: a run is queued and
 * runs inside the library's build, which commits every run at once, so only end states are ever
 * served — completed (metrics established; a trial registered) or failed (status_reason says why;
 * no trial). A new data version replaces every run (docs/STRATEGIES.md "Run lifecycle").
 */
import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { inputName, ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { limitArg } from "../../kit/descriptions.js";
import { range } from "../../kit/validation.js";
import { latestBook, type StoredRun, seriesOf, visibleRun, visibleRuns } from "../data/backtestStore.js";
import { describeCostModel } from "../domain/backtestCosts.js";
import { backtestMetrics, yearlyReturns } from "../domain/backtestMetrics.js";
import { bookView } from "../domain/strategySignals.js";
import { BacktestRunDetail, BacktestRunSummary, BacktestRuns } from "../types/backtestRuns.js";
import { metricsBlock, notesThrough } from "./backtestShapes.js";

export const RUN_LIFECYCLE = [
  "queued: set up by the library's build (never served: the build commits all runs at once)",
  "running: walked forward inside the build (never served)",
  "completed: metrics established (two or more observations with a non-zero spread); its trial is registered",
  "failed: status_reason says why (never_invested, fewer_than_2_observations, zero_volatility, strategy_error); no trial",
  "replaced: a new data version rebuilds every run under the same run_id, and its trial",
];

function summaryOf(run: StoredRun): BacktestRunSummary {
  const nullReasons: Record<string, string> = {};
  const failed = run.statusReason ?? "failed";
  if (run.obsFrom === null) nullReasons.obsFrom = nullReasons.obsThrough = failed;
  for (const key of ["sharpe", "cagr", "maxDrawdown"] as const) {
    if (run.metrics[key] === null) nullReasons[key] = run.nullReasons[key] ?? failed;
  }
  if (run.trialId === null) nullReasons.trialId = "run_not_completed";
  return {
    runId: run.runId,
    strategy: run.strategy,
    family: run.family,
    variant: run.variant,
    isDefault: run.isDefault,
    parameters: run.parameters,
    status: run.status,
    statusReason: run.statusReason,
    universe: run.universe,
    universeDigest: run.universeDigest,
    dataFrom: run.dataFrom,
    dataThrough: run.dataThrough,
    obsFrom: run.obsFrom,
    obsThrough: run.obsThrough,
    nObs: run.nObs,
    sharpe: run.metrics.sharpe,
    cagr: run.metrics.cagr,
    maxDrawdown: run.metrics.maxDrawdown,
    nullReasons,
    trialId: run.trialId,
    submittedAt: run.submittedAt,
  };
}

@Resolver()
export class BacktestRunsResolver {
  @Query(() => BacktestRuns, {
    description:
      "Operation svc_v3_backtest_runs: the strategy library's backtest runs registered by the clock.",
  })
  async backtestRuns(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("limit", () => Int, { defaultValue: 50, description: limitArg(1, 500) })
    @range(1, 500)
    limit: number,
  ): Promise<BacktestRuns> {
    const runs = await visibleRuns(ctx);
    return {
      count: runs.length,
      returned: Math.min(limit, runs.length),
      items: runs.slice(0, limit).map(summaryOf),
      lifecycle: RUN_LIFECYCLE,
      note: "Ordered by strategy, its default configuration first. Walk-forward backtests on the daily universe, net of the documented costs; a run is registered once its data was complete (submitted_at), so none is visible before 2017-11-10 16:05 ET.",
    };
  }

  @Query(() => BacktestRunDetail, {
    description:
      "Operation svc_v3_backtest_run_detail: one backtest run in full (metrics, yearly returns, latest book, notes).",
  })
  async backtestRun(
    @Ctx() ctx: SubgraphContext<"signals">,
    @Arg("runId", () => String, { description: "<strategy>.<variant>, as /api/v3/backtest/runs lists it." })
    runId: string,
  ): Promise<BacktestRunDetail> {
    const run = await visibleRun(ctx, runId);
    if (run === null) {
      throw new ServiceError(
        "not_found",
        `No backtest run ${inputName(runId)} is registered at this time; GET /api/v3/backtest/runs lists them.`,
        {
          extra: { run_id: inputName(runId) },
        },
      );
    }
    const series = await seriesOf(ctx, runId);
    const window = series ?? { dates: [], netReturns: [], costs: [], turnover: [], grossExposure: [] };
    const to = window.dates.length - 1;
    const book =
      run.isDefault && run.obsThrough !== null ? await latestBook(ctx, runId, run.obsThrough) : null;
    return {
      run: summaryOf(run),
      metrics: metricsBlock(backtestMetrics(window, 0, to)),
      yearly: to >= 0 ? yearlyReturns(window, 0, to) : [],
      latestBook: book === null ? null : { date: book.date, positions: bookView(book.positions).positions },
      latestBookReason:
        book !== null ? null : run.isDefault ? "never_invested" : "books_kept_for_default_runs_only",
      decisionNotes: notesThrough(run.diagnostics, run.dataThrough),
      costModel: describeCostModel(),
      lifecycle: RUN_LIFECYCLE,
    };
  }
}
