/**
 * Technical indicators of the chart operation, as pure functions over a series oldest first.
 * Each returns one value per input bar, null until the indicator has enough history (never a
 * value computed from fewer bars than its definition needs).
 *
 * Conventions are the common published ones, so a reader can check a figure elsewhere:
 * - SMA: plain mean of the last n closes.
 * - EMA: smoothing 2 / (n + 1), seeded with the SMA of the first n values (as TA-Lib does).
 * - RSI and ATR: Wilder's smoothing (1 / n), seeded with the simple mean of the first n moves or
 *   true ranges.
 * - MACD 12/26/9: EMA12 − EMA26; signal is the EMA9 of that line; histogram is their difference.
 * - Bollinger 20/2: SMA20 ± 2 population standard deviations of the same 20 closes.
 */

export type Series = Array<number | null>;

export function sma(values: readonly number[], n: number): Series {
  const out: Series = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] as number;
    if (i >= n) sum -= values[i - n] as number;
    out.push(i >= n - 1 ? sum / n : null);
  }
  return out;
}

/** EMA of a series that may start with nulls (MACD's signal line runs over a line that does). */
export function ema(values: ReadonlyArray<number | null>, n: number): Series {
  const out: Series = [];
  const k = 2 / (n + 1);
  let seed: number[] = [];
  let previous: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    if (previous === null) {
      seed.push(value);
      if (seed.length === n) {
        previous = seed.reduce((a, b) => a + b, 0) / n;
        seed = [];
      }
      out.push(previous);
      continue;
    }
    previous = value * k + previous * (1 - k);
    out.push(previous);
  }
  return out;
}

export function rsi(closes: readonly number[], n = 14): Series {
  const out: Series = closes.map(() => null);
  if (closes.length <= n) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const move = (closes[i] as number) - (closes[i - 1] as number);
    if (move > 0) gain += move;
    else loss -= move;
  }
  gain /= n;
  loss /= n;
  out[n] = rsiOf(gain, loss);
  for (let i = n + 1; i < closes.length; i++) {
    const move = (closes[i] as number) - (closes[i - 1] as number);
    gain = (gain * (n - 1) + Math.max(move, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-move, 0)) / n;
    out[i] = rsiOf(gain, loss);
  }
  return out;
}

function rsiOf(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

export interface MacdSeries {
  macd: Series;
  signal: Series;
  histogram: Series;
}

export function macd(closes: readonly number[], fast = 12, slow = 26, signalN = 9): MacdSeries {
  const fastLine = ema(closes, fast);
  const slowLine = ema(closes, slow);
  const line = fastLine.map((f, i) => {
    const s = slowLine[i];
    return f === null || s === null || s === undefined ? null : f - s;
  });
  const signal = ema(line, signalN);
  const histogram = line.map((m, i) => {
    const s = signal[i];
    return m === null || s === null || s === undefined ? null : m - s;
  });
  return { macd: line, signal, histogram };
}

export interface BollingerSeries {
  upper: Series;
  middle: Series;
  lower: Series;
}

export function bollinger(closes: readonly number[], n = 20, width = 2): BollingerSeries {
  const middle = sma(closes, n);
  const upper: Series = [];
  const lower: Series = [];
  for (let i = 0; i < closes.length; i++) {
    const mean = middle[i];
    if (mean === null || mean === undefined) {
      upper.push(null);
      lower.push(null);
      continue;
    }
    let squares = 0;
    for (let j = i - n + 1; j <= i; j++) squares += ((closes[j] as number) - mean) ** 2;
    const deviation = Math.sqrt(squares / n);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  }
  return { upper, middle, lower };
}

export interface HighLowClose {
  high: number;
  low: number;
  close: number;
}

/** Wilder's average true range; the first true range needs a previous close, so ATR starts at bar n. */
export function atr(bars: readonly HighLowClose[], n = 14): Series {
  const out: Series = bars.map(() => null);
  if (bars.length <= n) return out;
  const trueRange = (i: number): number => {
    const bar = bars[i] as HighLowClose;
    const previousClose = (bars[i - 1] as HighLowClose).close;
    return Math.max(
      bar.high - bar.low,
      Math.abs(bar.high - previousClose),
      Math.abs(bar.low - previousClose),
    );
  };
  let average = 0;
  for (let i = 1; i <= n; i++) average += trueRange(i);
  average /= n;
  out[n] = average;
  for (let i = n + 1; i < bars.length; i++) {
    average = (average * (n - 1) + trueRange(i)) / n;
    out[i] = average;
  }
  return out;
}
