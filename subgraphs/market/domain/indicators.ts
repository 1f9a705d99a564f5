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
 *
 * SMA, RSI, Bollinger and ATR's smoothing and true range come from `trading-signals` (pinned
 * 8.3.0; plain `number` arithmetic), which follows these conventions; the functions here only
 * adapt its streaming classes to whole series and pin two edge cases. EMA (and so MACD) stays
 * ours: the library seeds its EMA with the first price instead of the SMA of the first n, which
 * would move MACD 12/26/9 away from TA-Lib's figures (and ours) on every window we draw.
 */
import { BollingerBands, getTrueRange, RSI, SMA, WSMA } from "trading-signals";

export type Series = Array<number | null>;

export function sma(values: readonly number[], n: number): Series {
  return new SMA(n).updates(values);
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
  const values = new RSI(n).updates(closes);
  // The library answers 100 whenever the average loss is 0, even when the average gain is 0 too.
  // Both averages are 0 exactly when no close has moved since the first bar: no strength either
  // way, so the neutral 50 (a flat line drawn at 100 would read as "overbought").
  let moved = false;
  return values.map((value, i) => {
    if (i > 0 && closes[i] !== closes[i - 1]) moved = true;
    return value !== null && !moved ? 50 : value;
  });
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
  const bands = new BollingerBands(n, width).updates(closes);
  return {
    upper: bands.map((band) => band?.upper ?? null),
    middle: bands.map((band) => band?.middle ?? null),
    lower: bands.map((band) => band?.lower ?? null),
  };
}

export interface HighLowClose {
  high: number;
  low: number;
  close: number;
}

/**
 * Wilder's average true range. The library's own `ATR` counts the first bar's high − low as a true
 * range; a true range needs a previous close, so ours starts at bar 1 and ATR 14 at bar 14 (the
 * mean of 14 whole true ranges), and only its smoothing (`WSMA`) and `getTrueRange` are used.
 */
export function atr(bars: readonly HighLowClose[], n = 14): Series {
  const smoothing = new WSMA(n);
  return bars.map((bar, i) => {
    const previous = bars[i - 1];
    return previous === undefined ? null : smoothing.add(getTrueRange(bar, previous.close));
  });
}
