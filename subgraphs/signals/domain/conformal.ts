/**
 * Split-conformal bands for the next session's return, at a 1-day horizon (spec/02 v2_intervals).
 * Pure; docs/SIGNALS.md "Conformal intervals" states the method and its measured coverage.
 *
 * Three disjoint windows of score dates, oldest first, all realised by the book date (a score
 * date's next-session return is known once that session has closed):
 *
 *   fit (63 dates) → calibration (63 dates) → test (21 dates, the newest) → the book date
 *
 * Each pair (stock, score date) gives z = r ÷ σ: the next-session simple return r over the stock's
 * daily volatility σ on the score date (the low-volatility voter's 63-session figure ÷ √252), so
 * quiet and volatile stocks share one scale (normalised residuals, Lei et al. 2018, §5.2).
 * On the fit window an ordinary least-squares line z ≈ a + b × blended_score is fitted: the band is
 * centred where the score puts the next return. On the calibration window the nonconformity scores
 * e = |z − (a + b × score)| are sorted; at miscoverage α the band's half-width is their
 * ⌈(n + 1)(1 − α)⌉-th smallest, q (Vovk et al. 2005; Lei et al. 2018, Algorithm 2). A stock's
 * band on the book date is σ × (a + b × score ± q). The test window, later than the calibration
 * and never used to fit or calibrate, measures how often e ≤ q held: the empirical coverage.
 */

export const FIT_DATES = 63;
export const CALIBRATION_DATES = 63;
export const TEST_DATES = 21;
/** Score dates before the book date that the three windows span. */
export const WINDOW_DATES = FIT_DATES + CALIBRATION_DATES + TEST_DATES;
export const HORIZON_DAYS = 1;

/** One stock on one score date, with what happened next. */
export interface RealisedPair {
  score: number;
  /** Daily volatility (a fraction) on the score date: the band's unit. */
  sigma: number;
  /** The next session's simple return (a fraction). */
  realised: number;
}

export interface ConformalModel {
  intercept: number;
  slope: number;
  fitSize: number;
  /** Nonconformity scores of the calibration window, ascending. */
  calibration: Float64Array;
  /** Nonconformity scores of the test window, ascending. */
  test: Float64Array;
}

export interface ConformalBand {
  alpha: number;
  /** The calibration quantile: the band's half-width in units of σ. */
  quantile: number;
  /** The band around the fitted centre, as fractions of the price. */
  center: number;
  lower: number;
  upper: number;
  /** Share of the test window's pairs whose |z − centre| ≤ quantile. */
  empiricalCoverage: number;
}

/** Least-squares line of y on x; a flat line at the mean when x has no spread. */
export function leastSquares(
  x: readonly number[],
  y: readonly number[],
): { intercept: number; slope: number } {
  const n = x.length;
  if (n === 0 || n !== y.length) throw new RangeError("leastSquares: needs paired, non-empty samples");
  const mx = x.reduce((sum, v) => sum + v, 0) / n;
  const my = y.reduce((sum, v) => sum + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { intercept: my - slope * mx, slope };
}

const zOf = (pair: RealisedPair) => pair.realised / pair.sigma;

function nonconformity(pairs: readonly RealisedPair[], intercept: number, slope: number): Float64Array {
  return Float64Array.from(pairs, (pair) => Math.abs(zOf(pair) - (intercept + slope * pair.score))).sort();
}

/** Fits the centre on `fit`, then scores `calibration` and `test` against it. */
export function calibrate(
  fit: readonly RealisedPair[],
  calibration: readonly RealisedPair[],
  test: readonly RealisedPair[],
): ConformalModel {
  if (calibration.length === 0 || test.length === 0) {
    throw new RangeError("calibrate: the calibration and test windows need pairs");
  }
  const { intercept, slope } = leastSquares(
    fit.map((pair) => pair.score),
    fit.map(zOf),
  );
  return {
    intercept,
    slope,
    fitSize: fit.length,
    calibration: nonconformity(calibration, intercept, slope),
    test: nonconformity(test, intercept, slope),
  };
}

/**
 * The ⌈(n + 1)(1 − α)⌉-th smallest calibration score (1-based); null when that rank exceeds n, as
 * it does for an α too small for the window (no finite band is then guaranteed).
 */
export function conformalQuantile(sorted: Float64Array, alpha: number): number | null {
  const n = sorted.length;
  const k = Math.ceil((n + 1) * (1 - alpha));
  return k > n ? null : sorted[Math.max(k, 1) - 1]!;
}

/** Share of the sorted scores at or below q. */
export function coverage(sorted: Float64Array, q: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= q) lo = mid + 1;
    else hi = mid;
  }
  return sorted.length === 0 ? 0 : lo / sorted.length;
}

/** One stock's band at miscoverage α; null when α is too small for the calibration window. */
export function bandFor(
  model: ConformalModel,
  alpha: number,
  score: number,
  sigma: number,
): ConformalBand | null {
  const quantile = conformalQuantile(model.calibration, alpha);
  if (quantile === null) return null;
  const centerZ = model.intercept + model.slope * score;
  return {
    alpha,
    quantile,
    center: sigma * centerZ,
    lower: sigma * (centerZ - quantile),
    upper: sigma * (centerZ + quantile),
    empiricalCoverage: coverage(model.test, quantile),
  };
}
