/**
 * The few statistics the strategies are written in, each over a window a HistoryView returned
 * (so over data dated at or before the decision date). Pure; sample (n − 1) variances.
 */

export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] as number;
  return sum / values.length;
}

/** Sample standard deviation (n − 1); NaN below two values. */
export function stdev(values: ArrayLike<number>): number {
  const n = values.length;
  if (n < 2) return Number.NaN;
  const m = mean(values);
  let ss = 0;
  for (let i = 0; i < n; i++) ss += ((values[i] as number) - m) ** 2;
  return Math.sqrt(ss / (n - 1));
}

/** Annualised volatility of daily returns (× √252). */
export function annualisedVolatility(dailyReturns: ArrayLike<number>): number {
  return stdev(dailyReturns) * Math.sqrt(252);
}

/**
 * Relative strength index over the window's last `n` changes, Cutler's variant (simple averages of
 * gains and losses, so it depends on the window alone, not on where a recursion started):
 * 100 − 100 / (1 + avg gain / avg loss); 100 when nothing fell, 50 when nothing moved.
 */
export function rsi(closes: ArrayLike<number>, n: number): number {
  if (closes.length < n + 1) return Number.NaN;
  let gains = 0;
  let losses = 0;
  for (let i = closes.length - n; i < closes.length; i++) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    if (change > 0) gains += change;
    else losses -= change;
  }
  if (gains === 0 && losses === 0) return 50;
  if (losses === 0) return 100;
  return 100 - 100 / (1 + gains / losses);
}

/**
 * Exponential moving average (α = 2 / (span + 1)) over the whole window, seeded with its first
 * value. Callers pass a window several spans long, so the seed's weight is negligible and the
 * value depends only on the window.
 */
export function ema(values: ArrayLike<number>, span: number): number {
  const alpha = 2 / (span + 1);
  let value = values[0] as number;
  for (let i = 1; i < values.length; i++) value += alpha * ((values[i] as number) - value);
  return value;
}

/** EMA series of the same length as the input (same seed rule as `ema`). */
export function emaSeries(values: ArrayLike<number>, span: number): Float64Array {
  const alpha = 2 / (span + 1);
  const out = new Float64Array(values.length);
  let value = values[0] as number;
  for (let i = 0; i < values.length; i++) {
    if (i > 0) value += alpha * ((values[i] as number) - value);
    out[i] = value;
  }
  return out;
}

/** OLS slope of y on x (cov / var); NaN when x does not vary. */
export function slope(y: ArrayLike<number>, x: ArrayLike<number>): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < x.length; i++) {
    const dx = (x[i] as number) - mx;
    sxy += dx * ((y[i] as number) - my);
    sxx += dx * dx;
  }
  return sxx > 0 ? sxy / sxx : Number.NaN;
}

export function max(values: ArrayLike<number>): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > best) best = values[i] as number;
  return best;
}

export function min(values: ArrayLike<number>): number {
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) < least) least = values[i] as number;
  return least;
}
