/**
 * Value at risk and conditional value at risk (expected shortfall) of a return series over a
 * horizon of h sessions, two ways. Both are losses: positive fractions of the book's value (a
 * negative figure means even the tail was a gain).
 *
 * - historical: the book's overlapping h-session returns in the window, each compounded from the
 *   daily returns of h consecutive sessions (Π(1 + r) - 1), so the window's n daily returns give
 *   n - h + 1 scenarios. VaR is the loss of the k-th worst scenario, k = ⌈scenarios · (1 - c)⌉
 *   (no interpolation); CVaR is the mean loss of those k worst.
 * - parametric_normal: daily simple returns taken as i.i.d. normal with the window's mean μ and
 *   sample standard deviation σ, scaled to h sessions as hμ and σ√h; with z = Φ⁻¹(c),
 *   VaR = σ√h·z - hμ and CVaR = σ√h·φ(z)/(1 - c) - hμ.
 */
import { normalQuantile } from "./normal.js";
import { mean, sampleStd } from "./returns.js";
import { compound, tailCount } from "./statistics.js";

/** Two years of sessions: the window the house book's VaR is measured on. */
export const VAR_WINDOW_RETURNS = 504;
/** A year of sessions at least: below it a 1% tail is one or two days. */
export const VAR_MIN_RETURNS = 252;

export interface HistoricalVar {
  var: number;
  cvar: number;
  /** Overlapping h-session scenarios. */
  scenarios: number;
  /** The k worst scenarios CVaR averages (VaR is the k-th). */
  tailObservations: number;
}

export interface ParametricVar {
  var: number;
  cvar: number;
  meanDaily: number;
  volatilityDaily: number;
}

/** Overlapping h-session compounded returns: one per run of h consecutive daily returns. */
export function overlappingReturns(daily: readonly number[], horizon: number): number[] {
  const out: number[] = [];
  for (let end = horizon; end <= daily.length; end++) out.push(compound(daily.slice(end - horizon, end)));
  return out;
}

/** The k-th worst loss and the mean of the k worst, k = tailCount(n, confidence). */
export function empiricalTail(returns: readonly number[], confidence: number): HistoricalVar {
  if (returns.length === 0) throw new RangeError("VaR of no scenarios");
  const sorted = [...returns].sort((a, b) => a - b);
  const k = tailCount(sorted.length, confidence);
  const tail = sorted.slice(0, k);
  return { var: -(tail.at(-1) as number), cvar: -mean(tail), scenarios: sorted.length, tailObservations: k };
}

export function historicalVar(daily: readonly number[], horizon: number, confidence: number): HistoricalVar {
  if (daily.length < horizon)
    throw new RangeError(`${daily.length} daily returns hold no ${horizon}-session run`);
  return empiricalTail(overlappingReturns(daily, horizon), confidence);
}

/** Standard normal density. */
function density(z: number): number {
  return Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
}

export function parametricNormalVar(
  daily: readonly number[],
  horizon: number,
  confidence: number,
): ParametricVar {
  const mu = mean(daily);
  const sigma = sampleStd(daily);
  const z = normalQuantile(confidence);
  const scale = sigma * Math.sqrt(horizon);
  return {
    var: scale * z - horizon * mu,
    cvar: (scale * density(z)) / (1 - confidence) - horizon * mu,
    meanDaily: mu,
    volatilityDaily: sigma,
  };
}
