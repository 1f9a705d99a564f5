/**
 * Daily-return risk measures for one close history: volatility, historical VaR and Sharpe.
 *
 * Pure functions over closes already ordered oldest first. Definitions are spelled out because
 * "VaR" and "volatility" each have several conventions and callers compare our numbers with theirs.
 */

/** Daily log returns ln(Pₜ/Pₜ₋₁); one fewer than the closes. */
export function logReturns(closes: readonly number[]): number[] {
  requirePositive(closes);
  return closes.slice(1).map((close, i) => Math.log(close / closes[i]!));
}

/** Daily simple returns Pₜ/Pₜ₋₁ - 1: what a holder actually gains or loses as a fraction. */
export function simpleReturns(closes: readonly number[]): number[] {
  requirePositive(closes);
  return closes.slice(1).map((close, i) => close / closes[i]! - 1);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("mean of no values");
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * True when every value is the same. Their computed standard deviation can still be a rounding
 * residue above 0 (the mean of a hundred 0.001s is not exactly 0.001), which would make a ratio
 * over it enormous instead of undefined.
 */
export function neverMoves(values: readonly number[]): boolean {
  return values.every((value) => value === values[0]);
}

/** Sample standard deviation (n - 1 denominator), the usual estimator for return volatility. */
export function sampleStd(values: readonly number[]): number {
  if (values.length < 2) throw new RangeError(`sample std needs at least 2 values, got ${values.length}`);
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** Sample std of daily log returns × √periodsPerYear. */
export function annualisedVolatility(dailyLogReturns: readonly number[], periodsPerYear = 252): number {
  return sampleStd(dailyLogReturns) * Math.sqrt(periodsPerYear);
}

/**
 * Historical (empirical) one-day VaR at `confidence`, as a positive fraction of value lost.
 *
 * The loss of the ⌈n·(1 - confidence)⌉-th worst day, no interpolation: the loss that was reached or
 * exceeded on at least that share of days. Negative when even that day was a gain.
 */
export function historicalVar(dailySimpleReturns: readonly number[], confidence: number): number {
  if (!(confidence > 0 && confidence < 1))
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  const n = dailySimpleReturns.length;
  if (n === 0) throw new RangeError("VaR of no returns");
  const sorted = [...dailySimpleReturns].sort((a, b) => a - b);
  // The epsilon absorbs binary rounding (1 - 0.95 is 0.05000000000000004, which would push 100·p past 5).
  const rank = Math.max(1, Math.ceil(n * (1 - confidence) - 1e-9));
  return -sorted[rank - 1]!;
}

/**
 * Annualised Sharpe ratio with no risk-free rate: mean / sample std of daily simple returns × √periodsPerYear.
 * Null when the returns never moved (std 0), because the ratio is then undefined, not infinite.
 */
export function annualisedSharpe(dailySimpleReturns: readonly number[], periodsPerYear = 252): number | null {
  const std = sampleStd(dailySimpleReturns);
  if (std === 0 || neverMoves(dailySimpleReturns)) return null;
  return (mean(dailySimpleReturns) / std) * Math.sqrt(periodsPerYear);
}

function requirePositive(closes: readonly number[]): void {
  const bad = closes.find((close) => !(Number.isFinite(close) && close > 0));
  if (bad !== undefined) throw new RangeError(`closes must be positive finite prices, got ${bad}`);
}
