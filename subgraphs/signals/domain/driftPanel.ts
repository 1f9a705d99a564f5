/**
 * The panel the model diagnostics measure on (drift, factor decay): book dates × stocks, each
 * stock's close and its signals (the seven voters' percentiles and the blended score), and the
 * information coefficient (IC) of a signal on a score date: Spearman's rank correlation across the
 * stocks scored that day between the signal and the one-session return `lag` sessions later,
 * close(d+lag+1) ÷ close(d+lag) − 1. Lag 0 is the next session's return: the prediction of date d
 * is measured at the close of d+1. Pure.
 *
 * Point in time: the panel holds no date after the book date, so an IC exists only once its
 * return was realised by the book date.
 */
import { averageRanks } from "./crossSection.js";
import { pearson, spearman } from "./optimizer.js";
import { VOTER_NAMES } from "./voters.js";

/** The signals measured: each voter's percentile, and the blend. */
export const SIGNALS = [...VOTER_NAMES, "blended_score"] as const;
export type SignalName = (typeof SIGNALS)[number];

export interface Panel {
  /** Ascending book dates. */
  dates: string[];
  tickers: string[];
  /** close[d][t]; NaN where the stock has no bar. */
  close: Float64Array[];
  /** signal[s][d][t]; NaN where null (not scored, not ranked). */
  signal: Record<SignalName, Float64Array[]>;
}

/** A row of the panel as read: its date, ticker, close and each signal's value. */
export type PanelRow = { date: string; ticker: string; close: number | null } & Record<string, unknown>;

/**
 * The panel of rows sorted by date (any ticker order within a date); `column` names the row key
 * holding each signal. Built in one pass, without an object per value.
 */
export function panelOf(rows: readonly PanelRow[], column: Readonly<Record<SignalName, string>>): Panel {
  const tickers = [...new Set(rows.map((row) => row.ticker))].sort();
  const tickerIndex = new Map(tickers.map((ticker, i) => [ticker, i]));
  const dates: string[] = [];
  const close: Float64Array[] = [];
  const signal = Object.fromEntries(SIGNALS.map((s) => [s, [] as Float64Array[]])) as Record<
    SignalName,
    Float64Array[]
  >;
  const blank = () => new Float64Array(tickers.length).fill(Number.NaN);
  for (const row of rows) {
    if (dates[dates.length - 1] !== row.date) {
      if (dates.length > 0 && row.date < (dates[dates.length - 1] as string)) {
        throw new RangeError(`panel rows must be sorted by date; ${row.date} follows ${dates.at(-1)}`);
      }
      dates.push(row.date);
      close.push(blank());
      for (const s of SIGNALS) signal[s].push(blank());
    }
    const d = dates.length - 1;
    const t = tickerIndex.get(row.ticker) as number;
    (close[d] as Float64Array)[t] = row.close ?? Number.NaN;
    for (const s of SIGNALS) {
      const value = row[column[s]];
      (signal[s][d] as Float64Array)[t] = typeof value === "number" ? value : Number.NaN;
    }
  }
  return { dates, tickers, close, signal };
}

/** The IC of `s` scored on date index `d` against the one-session return `lag` sessions later; null when not realised or too few pairs. */
export function informationCoefficient(panel: Panel, s: SignalName, d: number, lag: number): number | null {
  const from = d + lag;
  const to = from + 1;
  if (to >= panel.dates.length) return null;
  const x: number[] = [];
  const y: number[] = [];
  const scores = panel.signal[s][d] as Float64Array;
  const start = panel.close[from] as Float64Array;
  const end = panel.close[to] as Float64Array;
  for (let t = 0; t < panel.tickers.length; t++) {
    const score = scores[t] as number;
    const a = start[t] as number;
    const b = end[t] as number;
    if (Number.isNaN(score) || !(a > 0) || !(b > 0)) continue;
    x.push(score);
    y.push(b / a - 1);
  }
  return spearman(x, y);
}

/** ICs by signal, lag and score date index (NaN where there is none). */
export type IcTable = Record<SignalName, Record<number, Float64Array>>;

/**
 * Every signal's IC at every lag for the score dates `from..to` — the same values as
 * `informationCoefficient`, computed sharing work: on a date where every scored stock has its
 * closes ahead and every signal's value, each signal is ranked once and each lag's returns once,
 * and the IC is the Pearson correlation of the two rankings; elsewhere the pairs are ranked as
 * `informationCoefficient` does.
 */
export function icTable(panel: Panel, lags: readonly number[], from: number, to: number): IcTable {
  const table = Object.fromEntries(
    SIGNALS.map((s) => [
      s,
      Object.fromEntries(lags.map((lag) => [lag, new Float64Array(panel.dates.length).fill(Number.NaN)])),
    ]),
  ) as IcTable;
  for (let d = Math.max(0, from); d <= to && d < panel.dates.length; d++) {
    const scored: number[] = [];
    const blend = panel.signal.blended_score[d] as Float64Array;
    for (let t = 0; t < panel.tickers.length; t++) if (!Number.isNaN(blend[t] as number)) scored.push(t);
    const complete = SIGNALS.every((s) =>
      scored.every((t) => !Number.isNaN((panel.signal[s][d] as Float64Array)[t] as number)),
    );
    const ranks = new Map<SignalName, number[]>();
    for (const lag of lags) {
      if (d + lag + 1 >= panel.dates.length) continue;
      const start = panel.close[d + lag] as Float64Array;
      const end = panel.close[d + lag + 1] as Float64Array;
      const realised = scored.every((t) => (start[t] as number) > 0 && (end[t] as number) > 0);
      if (complete && realised && scored.length >= 3) {
        const returns = averageRanks(scored.map((t) => (end[t] as number) / (start[t] as number) - 1));
        for (const s of SIGNALS) {
          let ranked = ranks.get(s);
          if (ranked === undefined) {
            const values = panel.signal[s][d] as Float64Array;
            ranked = averageRanks(scored.map((t) => values[t] as number));
            ranks.set(s, ranked);
          }
          (table[s][lag] as Float64Array)[d] = pearson(ranked, returns) ?? Number.NaN;
        }
      } else {
        for (const s of SIGNALS) {
          (table[s][lag] as Float64Array)[d] = informationCoefficient(panel, s, d, lag) ?? Number.NaN;
        }
      }
    }
  }
  return table;
}

export interface Moments {
  mean: number | null;
  /** Sample standard deviation; null under 2 values. */
  sd: number | null;
  n: number;
}

export function moments(values: readonly number[]): Moments {
  const n = values.length;
  if (n === 0) return { mean: null, sd: null, n };
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  if (n < 2) return { mean, sd: null, n };
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (n - 1);
  return { mean, sd: Math.sqrt(variance), n };
}

/** The ICs of a table's series for the date indices `from..to` (inclusive), missing ones left out. */
export function icSeries(series: Float64Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let d = Math.max(0, from); d <= to && d < series.length; d++) {
    const ic = series[d] as number;
    if (!Number.isNaN(ic)) out.push(ic);
  }
  return out;
}
