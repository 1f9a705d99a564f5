/** Shapes the strategy and backtest routes share. */

import type { StoredRun } from "../data/backtestStore.js";
import type { BacktestMetrics } from "../domain/backtestMetrics.js";
import { METRIC_UNITS } from "../domain/backtestMetrics.js";
import type { BacktestMetricsBlock } from "../types/strategyMetrics.js";

export function metricsBlock(metrics: BacktestMetrics): BacktestMetricsBlock {
  const { nullReasons, ...figures } = metrics;
  return { ...figures, nullReasons: { ...nullReasons }, units: { ...METRIC_UNITS } };
}

/** A run's decision notes dated on or before `through` (none when it is null), flattened. */
export function notesThrough(
  notes: StoredRun["diagnostics"],
  through: string | null,
): Record<string, unknown>[] {
  if (through === null) return [];
  return notes.filter((note) => note.date <= through).map((note) => ({ date: note.date, ...note.record }));
}
