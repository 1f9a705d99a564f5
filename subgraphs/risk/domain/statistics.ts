/**
 * The sample statistics risk's computations share: covariance, Pearson correlation, an OLS beta,
 * the tail rank of an empirical quantile, a linear-interpolated percentile and the maximum
 * drawdown of a value path. Pure functions over plain arrays; each says its convention, because
 * callers compare our numbers with their own.
 */
import { mean, neverMoves, sampleStd } from "./returns.js";

/** Sample covariance (n - 1 denominator) of two equally long series. */
export function sampleCovariance(x: readonly number[], y: readonly number[]): number {
  if (x.length !== y.length) throw new RangeError(`covariance of ${x.length} and ${y.length} values`);
  if (x.length < 2) throw new RangeError(`covariance needs at least 2 pairs, got ${x.length}`);
  const mx = mean(x);
  const my = mean(y);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += ((x[i] as number) - mx) * ((y[i] as number) - my);
  return sum / (x.length - 1);
}

/** Pearson correlation; null when either series never moves (the ratio is undefined, not 0). */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  if (neverMoves(x) || neverMoves(y)) return null;
  const sx = sampleStd(x);
  const sy = sampleStd(y);
  return sampleCovariance(x, y) / (sx * sy);
}

export interface OlsFit {
  /** Slope of y on x: cov(x, y) / var(x). */
  beta: number;
  /** Intercept: mean(y) - beta · mean(x). */
  alpha: number;
  /** Share of y's variance the line explains: corr(x, y)². */
  rSquared: number;
  observations: number;
}

/** Ordinary least squares of y on x with an intercept; null when x never moves. */
export function olsFit(y: readonly number[], x: readonly number[]): OlsFit | null {
  if (neverMoves(x)) return null;
  const sx = sampleStd(x);
  const covariance = sampleCovariance(x, y);
  const beta = covariance / (sx * sx);
  // A y that never moves is explained by any flat line: R² of 0, not a division by 0.
  const correlation = neverMoves(y) ? 0 : covariance / (sx * sampleStd(y));
  return {
    beta,
    alpha: mean(y) - beta * mean(x),
    rSquared: correlation * correlation,
    observations: x.length,
  };
}

/**
 * How many of `n` observations form the tail beyond the `confidence` quantile: ⌈n·(1 - confidence)⌉,
 * at least 1. The epsilon absorbs binary rounding (1 - 0.95 is 0.05000000000000004, which would
 * push 200 · 0.05 past 10).
 */
export function tailCount(n: number, confidence: number): number {
  return Math.max(1, Math.ceil(n * (1 - confidence) - 1e-9));
}

/**
 * The p-th percentile (0..100) with linear interpolation between closest ranks: numpy's default
 * (`method="linear"`), position (n - 1)·p/100 in the sorted values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError("percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const position = ((sorted.length - 1) * p) / 100;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  return low + ((sorted[upper] as number) - low) * (position - lower);
}

export interface Drawdown {
  /** The largest fall from a running peak, as a positive fraction of the peak (0 when none). */
  maxDrawdown: number;
  /** Index of the peak the largest fall started from. */
  peakIndex: number;
  /** Index of the trough it reached. */
  troughIndex: number;
}

/** Maximum drawdown of a path of positive values (closes, or a cumulative value starting at 1). */
export function maxDrawdown(path: readonly number[]): Drawdown {
  if (path.length === 0) throw new RangeError("drawdown of no values");
  let peak = 0;
  let worst: Drawdown = { maxDrawdown: 0, peakIndex: 0, troughIndex: 0 };
  for (let i = 1; i < path.length; i++) {
    if ((path[i] as number) > (path[peak] as number)) {
      peak = i;
      continue;
    }
    const fall = 1 - (path[i] as number) / (path[peak] as number);
    if (fall > worst.maxDrawdown) worst = { maxDrawdown: fall, peakIndex: peak, troughIndex: i };
  }
  return worst;
}

/** Compounded return of a sequence of simple returns: Π(1 + r) - 1. */
export function compound(returns: readonly number[]): number {
  return returns.reduce((value, r) => value * (1 + r), 1) - 1;
}
