/**
 * The research lab's stages: research (no completed backtest yet) → backtested (completed runs,
 * registered as trials) → paper (traded on a paper account) → live (traded with capital). This
 * service backtests on history and trades nothing, so no strategy goes past backtested.
 */
export const LAB_STAGES = [
  "research: defined, no completed backtest registered yet",
  "backtested: completed walk-forward backtests, each registered as a trial",
  "paper: traded on a paper account (none here: the service places no orders)",
  "live: traded with capital (none here)",
];

export interface LabRun {
  runId: string;
  isDefault: boolean;
  status: "completed" | "failed";
  sharpe: number | null;
}

export function labStage(runs: readonly LabRun[]): { stage: "research" | "backtested"; stageReason: string } {
  const completed = runs.filter((run) => run.status === "completed").length;
  if (completed === 0) {
    return {
      stage: "research",
      stageReason: runs.length === 0 ? "no_run_registered_by_clock" : "no_completed_run",
    };
  }
  return { stage: "backtested", stageReason: "no_paper_or_live_trading_in_this_service" };
}
