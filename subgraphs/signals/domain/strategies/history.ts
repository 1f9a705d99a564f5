/**
 * The price history the strategy library runs on, and the point-in-time view a strategy decides
 * from. A strategy never sees the history itself: at decision date t it gets a `HistoryView`
 * whose every read ends at t (windows are sub-arrays cut at t, running sums are read at t and
 * before, lags are non-negative), so a position decided at t is a function of data dated t or
 * before. backtestEngine.test.ts proves it the other way round: changing every price after a date
 * changes no position decided on or before it.
 *
 * Prices are the daily universe's (subgraphs/market/readers/universe.ts): OHLC split- and
 * dividend-adjusted, so a close-to-close ratio is a total return.
 */
import { createHash } from "node:crypto";

export type MemberKind = "stock" | "etf";

/** One bar as the universe reader gives it (the fields the library uses). */
export interface HistoryBar {
  date: string;
  close: number;
  volume: number;
}

/** One ticker's arrays, one value per date of the history. */
export interface TickerSeries {
  readonly kind: MemberKind;
  /** NaN outside [first, last]. */
  readonly close: Float64Array;
  /** close × volume, US dollars; 0 on a carried-forward day. */
  readonly dollarVolume: Float64Array;
  /** Close-to-close return; NaN at and before `first`. */
  readonly returns: Float64Array;
  /** Indices of the first and last bar. */
  readonly first: number;
  readonly last: number;
  /**
   * Running sums for O(1) window statistics: sums[i] is the sum over indices < i (so a window
   * i..j is sums[j + 1] − sums[i]); values outside [first, last] count as 0.
   */
  readonly closeSums: Float64Array;
  readonly closeSquareSums: Float64Array;
  readonly returnSums: Float64Array;
  readonly returnSquareSums: Float64Array;
}

/** Every member's series on one shared calendar, oldest first. */
export interface UniverseHistory {
  /** The union of the members' dates (the SPY calendar for the bundled universe). */
  readonly dates: readonly string[];
  readonly tickers: readonly string[];
  readonly series: ReadonlyMap<string, TickerSeries>;
  /** Ticker-days without a bar inside a ticker's own window, carried forward (its close repeated). */
  readonly filledDays: number;
}

function runningSums(values: Float64Array, square: boolean): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    const usable = Number.isNaN(value) ? 0 : square ? value * value : value;
    sums[i + 1] = (sums[i] as number) + usable;
  }
  return sums;
}

/**
 * The shared calendar and one series per ticker. A member missing a single day inside its own
 * window (5 ticker-days in the bundled universe, PROVENANCE) carries its previous close forward
 * with no volume: it returns 0 that day and its next bar returns over both days.
 */
export function historyFromBars(
  members: ReadonlyMap<string, MemberKind>,
  bars: ReadonlyMap<string, readonly HistoryBar[]>,
): UniverseHistory {
  const dateSet = new Set<string>();
  for (const rows of bars.values()) for (const bar of rows) dateSet.add(bar.date);
  const dates = [...dateSet].sort();
  const index = new Map(dates.map((date, i) => [date, i]));
  const tickers = [...members.keys()].filter((ticker) => (bars.get(ticker)?.length ?? 0) > 0).sort();
  const series = new Map<string, TickerSeries>();
  let filledDays = 0;
  for (const ticker of tickers) {
    const rows = bars.get(ticker) ?? [];
    const close = new Float64Array(dates.length).fill(Number.NaN);
    const dollarVolume = new Float64Array(dates.length);
    for (const bar of rows) {
      const i = index.get(bar.date) as number;
      close[i] = bar.close;
      dollarVolume[i] = bar.close * bar.volume;
    }
    const first = index.get(rows[0]?.date as string) as number;
    const last = index.get(rows[rows.length - 1]?.date as string) as number;
    for (let i = first + 1; i <= last; i++) {
      if (Number.isNaN(close[i] as number)) {
        close[i] = close[i - 1] as number;
        filledDays++;
      }
    }
    const returns = new Float64Array(dates.length).fill(Number.NaN);
    for (let i = first + 1; i <= last; i++) returns[i] = (close[i] as number) / (close[i - 1] as number) - 1;
    series.set(ticker, {
      kind: members.get(ticker) as MemberKind,
      close,
      dollarVolume,
      returns,
      first,
      last,
      closeSums: runningSums(close, false),
      closeSquareSums: runningSums(close, true),
      returnSums: runningSums(returns, false),
      returnSquareSums: runningSums(returns, true),
    });
  }
  return { dates, tickers, series, filledDays };
}

/** Sample standard deviation (n − 1) of a window from its sum and sum of squares. */
function windowStdev(sum: number, squares: number, n: number): number {
  if (n < 2) return Number.NaN;
  const variance = (squares - (sum * sum) / n) / (n - 1);
  return Math.sqrt(Math.max(0, variance));
}

const memos = new WeakMap<UniverseHistory, Map<string, unknown>>();

/**
 * What a strategy sees at decision index t: everything dated on or before `date`, nothing after.
 */
export class HistoryView {
  readonly date: string;
  /** Universe members with a close at `date`, by kind, sorted. */
  readonly stocks: readonly string[];
  readonly etfs: readonly string[];

  constructor(
    private readonly history: UniverseHistory,
    readonly index: number,
  ) {
    if (!Number.isInteger(index) || index < 0 || index >= history.dates.length) {
      throw new RangeError(`HistoryView: index ${index} outside the history`);
    }
    this.date = history.dates[index] as string;
    const stocks: string[] = [];
    const etfs: string[] = [];
    for (const ticker of history.tickers) {
      const series = history.series.get(ticker) as TickerSeries;
      if (series.first <= index && index <= series.last) (series.kind === "etf" ? etfs : stocks).push(ticker);
    }
    this.stocks = stocks;
    this.etfs = etfs;
  }

  /** The date `lag` sessions before the view's date (lag >= 0); undefined before the history. */
  dateAt(lag: number): string | undefined {
    return this.history.dates[this.index - checkLag(lag)];
  }

  /** Whether the ticker has a close on each of the `n` sessions ending `lag` sessions back. */
  has(ticker: string, n: number, lag = 0): boolean {
    const series = this.history.series.get(ticker);
    const end = this.index - checkLag(lag);
    return series !== undefined && n >= 1 && series.first <= end - n + 1 && end <= series.last;
  }

  /** Close `lag` sessions before the view's date; NaN when the ticker had none then. */
  close(ticker: string, lag = 0): number {
    const series = this.history.series.get(ticker);
    const i = this.index - checkLag(lag);
    return series && i >= 0 ? (series.close[i] as number) : Number.NaN;
  }

  /**
   * The `n` closes ending `lag` sessions before the view's date (the last n through it by default),
   * oldest first; null unless all n are held.
   */
  closes(ticker: string, n: number, lag = 0): Float64Array | null {
    if (!this.has(ticker, n, lag)) return null;
    const end = this.index - lag;
    return (this.history.series.get(ticker) as TickerSeries).close.subarray(end - n + 1, end + 1);
  }

  /** The last `n` daily returns through the view's date, oldest first; null unless all are held. */
  returns(ticker: string, n: number): Float64Array | null {
    if (!this.has(ticker, n + 1)) return null;
    return (this.history.series.get(ticker) as TickerSeries).returns.subarray(
      this.index - n + 1,
      this.index + 1,
    );
  }

  /** Mean of the last `n` closes (a simple moving average); NaN unless all are held. */
  sma(ticker: string, n: number): number {
    if (!this.has(ticker, n)) return Number.NaN;
    const { closeSums } = this.history.series.get(ticker) as TickerSeries;
    return ((closeSums[this.index + 1] as number) - (closeSums[this.index + 1 - n] as number)) / n;
  }

  /** Sample standard deviation of the last `n` closes; NaN unless all are held. */
  closeStdev(ticker: string, n: number): number {
    if (!this.has(ticker, n)) return Number.NaN;
    const { closeSums, closeSquareSums } = this.history.series.get(ticker) as TickerSeries;
    const i = this.index + 1;
    return windowStdev(
      (closeSums[i] as number) - (closeSums[i - n] as number),
      (closeSquareSums[i] as number) - (closeSquareSums[i - n] as number),
      n,
    );
  }

  /** Sample standard deviation of the last `n` daily returns; NaN unless all are held. */
  returnStdev(ticker: string, n: number): number {
    if (!this.has(ticker, n + 1)) return Number.NaN;
    const { returnSums, returnSquareSums } = this.history.series.get(ticker) as TickerSeries;
    const i = this.index + 1;
    return windowStdev(
      (returnSums[i] as number) - (returnSums[i - n] as number),
      (returnSquareSums[i] as number) - (returnSquareSums[i - n] as number),
      n,
    );
  }

  /** Return over `sessions` sessions ending `skip` sessions before the view's date. */
  trailingReturn(ticker: string, sessions: number, skip = 0): number {
    return this.close(ticker, skip) / this.close(ticker, skip + sessions) - 1;
  }

  /**
   * A value computed once per history and key, for work that later decisions repeat (the pairs
   * formation of a year). The key must name everything the value depends on, and `compute` may
   * only read this view: a value first computed at t is then reused at later dates, never earlier.
   */
  memo<T>(key: string, compute: () => T): T {
    let cache = memos.get(this.history);
    if (cache === undefined) {
      cache = new Map();
      memos.set(this.history, cache);
    }
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  }
}

function checkLag(lag: number): number {
  if (!Number.isInteger(lag) || lag < 0)
    throw new RangeError(`A lag must be a whole number >= 0, got ${lag}`);
  return lag;
}

/**
 * SHA-256 of what the library reads (tickers, dates, closes, dollar volumes): two histories with
 * the same digest give the same runs.
 */
export function historyDigest(history: UniverseHistory): string {
  const hash = createHash("sha256");
  hash.update(history.dates.join(","));
  for (const ticker of history.tickers) {
    const series = history.series.get(ticker) as TickerSeries;
    hash.update(`\n${ticker}\n`);
    hash.update(new Uint8Array(series.close.buffer, series.close.byteOffset, series.close.byteLength));
    hash.update(
      new Uint8Array(
        series.dollarVolume.buffer,
        series.dollarVolume.byteOffset,
        series.dollarVolume.byteLength,
      ),
    );
  }
  return hash.digest("hex");
}
