/**
 * A technical read of one instrument from its daily bars (docs/REGIME.md "TA master"): trend
 * against SMA 50/200, RSI 14, MACD 12/26/9, Bollinger 20/2, ATR 14, the 52-week range and
 * support/resistance from swing points, all as of the last bar. Pure: bars (oldest first) in.
 *
 * Conventions are the common published ones (the same as market's chart indicators), so a figure
 * can be checked elsewhere: SMA the plain mean; RSI and ATR Wilder's smoothing (1/n) seeded with the
 * mean of the first n moves or true ranges; EMA smoothing 2/(n+1) seeded with the SMA of its first
 * n values (TA-Lib); MACD = EMA12 − EMA26, signal its EMA9; Bollinger SMA20 ± 2 population standard
 * deviations. Every indicator runs over the last TA_RULES.lookbackBars bars, so its value is
 * reproducible from those bars alone. A figure without enough bars is null with its reason.
 */
import { BollingerBands, getTrueRange, RSI, SMA, WSMA } from "trading-signals";
import type { Figures, FigureTable } from "../../kit/figures.js";

export const TA_RULES = {
  lookbackBars: 400,
  smaFast: 50,
  smaSlow: 200,
  rsiPeriod: 14,
  rsiOverbought: 70,
  rsiOversold: 30,
  macdFast: 12,
  macdSlow: 26,
  macdSignal: 9,
  bollingerPeriod: 20,
  bollingerWidth: 2,
  atrPeriod: 14,
  rangeSessions: 252,
  /** A swing high (low) is the highest high (lowest low) of the bars this many sessions either side. */
  pivotWing: 5,
  levelsPerSide: 3,
} as const;

/** `price` is the instrument's own price unit (usd_per_share, usd_per_coin), set by the caller. */
export const TA_FIGURES = {
  close: "price",
  sma50: "price",
  sma200: "price",
  closeVsSma50Pct: "percent",
  closeVsSma200Pct: "percent",
  rsi14: "index_0_100",
  macd: "price",
  macdSignal: "price",
  macdHistogram: "price",
  bollingerUpper: "price",
  bollingerMiddle: "price",
  bollingerLower: "price",
  bollingerPercentB: "fraction",
  bollingerBandwidth: "fraction",
  atr14: "price",
  atr14Pct: "percent",
  high_52w: "price",
  low_52w: "price",
  rangePosition_52wPct: "percent",
  fromHigh_52wPct: "percent",
} as const satisfies FigureTable;

export interface Bar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface Level {
  kind: "support" | "resistance";
  price: number;
  /** The swing bar's date. */
  date: string;
  /** Level over the last close, minus 1, in percent. */
  distancePct: number;
}

export interface TaReads {
  trend: string | null;
  maCross: string | null;
  lastMaCrossDate: string | null;
  rsiState: string | null;
  macdState: string | null;
  lastMacdCrossDate: string | null;
  bollingerState: string | null;
  high_52wDate: string | null;
  low_52wDate: string | null;
}

export interface TaRead {
  asOf: string | null;
  barsUsed: number;
  figures: Figures<typeof TA_FIGURES>;
  reads: TaReads;
  support: Level[];
  resistance: Level[];
  /** Field (figure or read) -> why it is null. */
  nullReasons: Record<string, string>;
}

type Series = (number | null)[];

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const price = (value: number) => round(value, 6);

function ema(values: Series, n: number): Series {
  const k = 2 / (n + 1);
  const out: Series = [];
  const seed: number[] = [];
  let previous: number | null = null;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    if (previous === null) {
      seed.push(value);
      if (seed.length === n) previous = seed.reduce((a, b) => a + b, 0) / n;
      out.push(previous);
      continue;
    }
    previous = value * k + previous * (1 - k);
    out.push(previous);
  }
  return out;
}

/** The newest date at which `a − b` changed sign (crossed), or null when it never did in the series. */
function lastCross(dates: readonly string[], a: Series, b: Series): string | null {
  let sign: number | null = null;
  let crossed: string | null = null;
  a.forEach((value, i) => {
    const other = b[i];
    if (value === null || other === null || other === undefined || value === other) return;
    const now = Math.sign(value - other);
    if (sign !== null && now !== sign) crossed = dates[i] ?? null;
    sign = now;
  });
  return crossed;
}

function swingLevels(bars: readonly Bar[], close: number): { support: Level[]; resistance: Level[] } {
  const wing = TA_RULES.pivotWing;
  const window = bars.slice(-TA_RULES.rangeSessions);
  const support: Level[] = [];
  const resistance: Level[] = [];
  for (let i = wing; i < window.length - wing; i++) {
    const bar = window[i] as Bar;
    const around = [...window.slice(i - wing, i), ...window.slice(i + 1, i + 1 + wing)];
    const level = (kind: Level["kind"], value: number) => ({
      kind,
      price: value,
      date: bar.date,
      distancePct: round((value / close - 1) * 100, 4),
    });
    if (around.every((other) => bar.high > other.high) && bar.high > close)
      resistance.push(level("resistance", bar.high));
    if (around.every((other) => bar.low < other.low) && bar.low < close)
      support.push(level("support", bar.low));
  }
  // Nearest the close first.
  resistance.sort((x, y) => x.price - y.price || (x.date < y.date ? 1 : -1));
  support.sort((x, y) => y.price - x.price || (x.date < y.date ? 1 : -1));
  return {
    support: support.slice(0, TA_RULES.levelsPerSide),
    resistance: resistance.slice(0, TA_RULES.levelsPerSide),
  };
}

export function taRead(allBars: readonly Bar[]): TaRead {
  const bars = allBars.slice(-TA_RULES.lookbackBars);
  const closes = bars.map((bar) => bar.close);
  const dates = bars.map((bar) => bar.date);
  const last = bars.at(-1);
  const figures = Object.fromEntries(Object.keys(TA_FIGURES).map((key) => [key, null])) as Record<
    keyof typeof TA_FIGURES,
    number | null
  >;
  const reads: TaReads = {
    trend: null,
    maCross: null,
    lastMaCrossDate: null,
    rsiState: null,
    macdState: null,
    lastMacdCrossDate: null,
    bollingerState: null,
    high_52wDate: null,
    low_52wDate: null,
  };
  const nullReasons: Record<string, string> = {};
  const needs = (n: number) => `insufficient_history: needs ${n} daily bars, ${bars.length} held`;
  if (!last) {
    for (const key of [...Object.keys(figures), ...Object.keys(reads)])
      nullReasons[key] = "no_daily_bars_held";
    return { asOf: null, barsUsed: 0, figures, reads, support: [], resistance: [], nullReasons };
  }
  const close = last.close;
  figures.close = close;
  const explain = (keys: readonly string[], reason: string) => {
    for (const key of keys) nullReasons[key] = reason;
  };

  // Trend: SMA 50 / 200.
  const fast = new SMA(TA_RULES.smaFast).updates(closes);
  const slow = new SMA(TA_RULES.smaSlow).updates(closes);
  const sma50 = fast.at(-1) ?? null;
  const sma200 = slow.at(-1) ?? null;
  if (sma50 === null) explain(["sma50", "closeVsSma50Pct"], needs(TA_RULES.smaFast));
  else {
    figures.sma50 = price(sma50);
    figures.closeVsSma50Pct = round((close / sma50 - 1) * 100, 4);
  }
  if (sma200 === null)
    explain(["sma200", "closeVsSma200Pct", "maCross", "lastMaCrossDate", "trend"], needs(TA_RULES.smaSlow));
  else {
    figures.sma200 = price(sma200);
    figures.closeVsSma200Pct = round((close / sma200 - 1) * 100, 4);
  }
  if (sma50 !== null && sma200 !== null) {
    reads.maCross = sma50 >= sma200 ? "golden_cross" : "death_cross";
    reads.lastMaCrossDate = lastCross(dates, fast, slow);
    if (reads.lastMaCrossDate === null) explain(["lastMaCrossDate"], "no_cross_in_lookback");
    reads.trend =
      close > sma50 && sma50 > sma200 ? "uptrend" : close < sma50 && sma50 < sma200 ? "downtrend" : "mixed";
  }

  // RSI 14. The library answers 100 when no close moved at all; no strength either way is 50.
  const rsi = new RSI(TA_RULES.rsiPeriod).updates(closes).at(-1) ?? null;
  if (rsi === null) explain(["rsi14", "rsiState"], needs(TA_RULES.rsiPeriod + 1));
  else {
    const flat = closes.slice(-TA_RULES.rsiPeriod - 1).every((c) => c === close);
    const value = flat ? 50 : rsi;
    figures.rsi14 = round(value, 4);
    reads.rsiState =
      value >= TA_RULES.rsiOverbought ? "overbought" : value <= TA_RULES.rsiOversold ? "oversold" : "neutral";
  }

  // MACD 12/26/9.
  const fastEma = ema(closes, TA_RULES.macdFast);
  const slowEma = ema(closes, TA_RULES.macdSlow);
  const line = fastEma.map((f, i) => {
    const s = slowEma[i];
    return f === null || s === null || s === undefined ? null : f - s;
  });
  const signal = ema(line, TA_RULES.macdSignal);
  const macdNow = line.at(-1) ?? null;
  const signalNow = signal.at(-1) ?? null;
  if (macdNow === null || signalNow === null) {
    explain(
      ["macd", "macdSignal", "macdHistogram", "macdState", "lastMacdCrossDate"],
      needs(TA_RULES.macdSlow + TA_RULES.macdSignal - 1),
    );
  } else {
    figures.macd = price(macdNow);
    figures.macdSignal = price(signalNow);
    figures.macdHistogram = price(macdNow - signalNow);
    reads.macdState = macdNow >= signalNow ? "bullish" : "bearish";
    reads.lastMacdCrossDate = lastCross(dates, line, signal);
    if (reads.lastMacdCrossDate === null) explain(["lastMacdCrossDate"], "no_cross_in_lookback");
  }

  // Bollinger 20/2.
  const band =
    new BollingerBands(TA_RULES.bollingerPeriod, TA_RULES.bollingerWidth).updates(closes).at(-1) ?? null;
  if (!band) {
    explain(
      [
        "bollingerUpper",
        "bollingerMiddle",
        "bollingerLower",
        "bollingerPercentB",
        "bollingerBandwidth",
        "bollingerState",
      ],
      needs(TA_RULES.bollingerPeriod),
    );
  } else {
    figures.bollingerUpper = price(band.upper);
    figures.bollingerMiddle = price(band.middle);
    figures.bollingerLower = price(band.lower);
    const width = band.upper - band.lower;
    if (width === 0) explain(["bollingerPercentB"], "bands_have_zero_width");
    else figures.bollingerPercentB = round((close - band.lower) / width, 6);
    figures.bollingerBandwidth = round(width / band.middle, 6);
    reads.bollingerState = close > band.upper ? "above_upper" : close < band.lower ? "below_lower" : "inside";
  }

  // ATR 14: a true range needs the previous close, so the first bar gives none.
  const smoothing = new WSMA(TA_RULES.atrPeriod);
  let atr: number | null = null;
  bars.forEach((bar, i) => {
    const previous = bars[i - 1];
    if (previous) atr = smoothing.add(getTrueRange(bar, previous.close));
  });
  if (atr === null) explain(["atr14", "atr14Pct"], needs(TA_RULES.atrPeriod + 1));
  else {
    figures.atr14 = price(atr);
    figures.atr14Pct = round(((atr as number) / close) * 100, 4);
  }

  // 52-week range over the last 252 sessions, when a whole year is held.
  const year = bars.slice(-TA_RULES.rangeSessions);
  if (year.length < TA_RULES.rangeSessions) {
    explain(
      ["high_52w", "low_52w", "rangePosition_52wPct", "fromHigh_52wPct", "high_52wDate", "low_52wDate"],
      needs(TA_RULES.rangeSessions),
    );
  } else {
    const high = year.reduce((best, bar) => (bar.high > best.high ? bar : best));
    const low = year.reduce((best, bar) => (bar.low < best.low ? bar : best));
    figures.high_52w = high.high;
    figures.low_52w = low.low;
    reads.high_52wDate = high.date;
    reads.low_52wDate = low.date;
    const span = high.high - low.low;
    if (span === 0) explain(["rangePosition_52wPct"], "range_has_zero_width");
    else figures.rangePosition_52wPct = round(((close - low.low) / span) * 100, 4);
    figures.fromHigh_52wPct = round((close / high.high - 1) * 100, 4);
  }

  const { support, resistance } = swingLevels(bars, close);
  return { asOf: last.date, barsUsed: bars.length, figures, reads, support, resistance, nullReasons };
}
