/**
 * An instrument's beta to a benchmark: the OLS slope of its daily simple returns on the
 * benchmark's over their last `window` common sessions (a return runs between consecutive dates
 * both hold, so a day one of them missed makes a two-day return on both sides alike).
 */
import { olsFit } from "./statistics.js";

export interface DatedClose {
  date: string;
  close: number;
}

export type BenchmarkBeta =
  | {
      beta: number;
      rSquared: number;
      observations: number;
      windowStart: string;
      windowEnd: string;
      reason: null;
    }
  | { beta: null; rSquared: null; observations: number; windowStart: null; windowEnd: null; reason: string };

export function benchmarkBeta(
  instrument: readonly DatedClose[],
  benchmark: readonly DatedClose[],
  window: number,
  minReturns: number,
): BenchmarkBeta {
  const own = new Map(instrument.map((bar) => [bar.date, bar.close]));
  const common = benchmark.filter((bar) => own.has(bar.date)).slice(-(window + 1));
  const observations = Math.max(0, common.length - 1);
  const none = { beta: null, rSquared: null, observations, windowStart: null, windowEnd: null } as const;
  if (instrument.length === 0) return { ...none, reason: "not_in_universe" };
  if (observations < minReturns) return { ...none, reason: "insufficient_history" };
  const x = common.slice(1).map((bar, i) => bar.close / (common[i] as DatedClose).close - 1);
  const y = common
    .slice(1)
    .map((bar, i) => (own.get(bar.date) as number) / (own.get((common[i] as DatedClose).date) as number) - 1);
  const fit = olsFit(y, x);
  if (!fit) return { ...none, reason: "benchmark_never_moved" };
  return {
    beta: fit.beta,
    rSquared: fit.rSquared,
    observations,
    windowStart: (common[0] as DatedClose).date,
    windowEnd: (common.at(-1) as DatedClose).date,
    reason: null,
  };
}
