/**
 * The voters of the signals ensemble: seven documented price and volume characteristics of one
 * stock, each computed at every session of its daily history from that session's bar and the bars
 * before it only (nothing after the as-of session is read). Pure functions over one ticker's bars,
 * oldest first; the cross-section (percentiles, blending) is crossSection.ts.
 *
 * Each voter has a raw value in its own unit and a direction: `higherIsBetter` says which end of
 * the cross-section it favours, so a percentile of 100 is always the most favourable reading.
 * docs/SIGNALS.md restates every formula with its reference.
 */
import { minusCalendarMonths } from "./momentum.js";

/** One session of one ticker: what the voters read (split- and dividend-adjusted prices). */
export interface VoterBar {
  date: string;
  close: number;
  volume: number;
}

export const VOTER_NAMES = [
  "momentum_12_1",
  "reversal_1m",
  "low_volatility",
  "trend_sma200",
  "rsi_14",
  "volume_surge",
  "high_52w_proximity",
] as const;

export type VoterName = (typeof VOTER_NAMES)[number];

export interface VoterDefinition {
  name: VoterName;
  /** Which end of the cross-section the voter favours. */
  higherIsBetter: boolean;
  /** The raw value's unit. */
  unit: "fraction" | "ratio" | "index_0_100" | "annualised_fraction";
  /** The formula, as served to callers. */
  definition: string;
  /** Where the premise comes from. */
  reference: string;
}

/** Above +1,000% over eleven months is bad data far more often than a real move (momentum.ts). */
export const IMPLAUSIBLE_MOMENTUM_ABOVE = 10;

export const VOLATILITY_SESSIONS = 63;
export const SMA_SESSIONS = 200;
export const RSI_SESSIONS = 14;
export const SURGE_RECENT_SESSIONS = 5;
export const SURGE_BASE_SESSIONS = 60;
export const HIGH_52W_SESSIONS = 252;
export const TRADING_DAYS_PER_YEAR = 252;

export const VOTERS: readonly VoterDefinition[] = [
  {
    name: "momentum_12_1",
    higherIsBetter: true,
    unit: "fraction",
    definition:
      "close on or before as_of − 1 calendar month ÷ close on or before as_of − 12 calendar months − 1; above +1,000% flagged implausible_12_1_momentum and not ranked",
    reference: "Jegadeesh & Titman (1993): winners over the past year, skipping the last month, keep winning",
  },
  {
    name: "reversal_1m",
    higherIsBetter: false,
    unit: "fraction",
    definition: "close at as_of ÷ close on or before as_of − 1 calendar month − 1; the lower, the better",
    reference: "Jegadeesh (1990), Lehmann (1990): last month's losers tend to rebound",
  },
  {
    name: "low_volatility",
    higherIsBetter: false,
    unit: "annualised_fraction",
    definition: `sample standard deviation of the last ${VOLATILITY_SESSIONS} daily log returns × √${TRADING_DAYS_PER_YEAR}; the lower, the better`,
    reference:
      "Ang, Hodrick, Xing & Zhang (2006); Baker, Bradley & Wurgler (2011): the low-volatility anomaly",
  },
  {
    name: "trend_sma200",
    higherIsBetter: true,
    unit: "fraction",
    definition: `close at as_of ÷ mean of the last ${SMA_SESSIONS} closes (as_of included) − 1`,
    reference:
      "Faber (2007), Moskowitz, Ooi & Pedersen (2012): prices above their long average keep trending",
  },
  {
    name: "rsi_14",
    higherIsBetter: false,
    unit: "index_0_100",
    definition: `Wilder's relative strength index over ${RSI_SESSIONS} sessions (first averages simple over the first ${RSI_SESSIONS} changes of the series, then Wilder smoothing avg = (avg × 13 + change) ÷ 14); 100 − 100 ÷ (1 + average gain ÷ average loss); the lower (oversold), the better`,
    reference: "Wilder (1978); read as a short-term reversal signal",
  },
  {
    name: "volume_surge",
    higherIsBetter: true,
    unit: "ratio",
    definition: `mean volume of the last ${SURGE_RECENT_SESSIONS} sessions (as_of included) ÷ mean volume of the ${SURGE_BASE_SESSIONS} sessions before them`,
    reference: "Gervais, Kaniel & Mingelgrin (2001): the high-volume return premium",
  },
  {
    name: "high_52w_proximity",
    higherIsBetter: true,
    unit: "ratio",
    definition: `close at as_of ÷ highest close of the last ${HIGH_52W_SESSIONS} sessions (as_of included)`,
    reference: "George & Hwang (2004): stocks near their 52-week high outperform",
  },
];

export const VOTER_BY_NAME: Readonly<Record<VoterName, VoterDefinition>> = Object.fromEntries(
  VOTERS.map((voter) => [voter.name, voter]),
) as Record<VoterName, VoterDefinition>;

/** One voter's value at every session of the series; null where the history is too short. */
export type VoterValues = (number | null)[];

/**
 * `minusCalendarMonths` remembered: every ticker of a universe shares the same few thousand
 * session dates, and the anchors are asked for at every session of every ticker.
 */
const anchors = new Map<string, string>();
function anchorBefore(date: string, months: number): string {
  const key = `${date}-${months}`;
  let anchor = anchors.get(key);
  if (anchor === undefined) {
    anchor = minusCalendarMonths(date, months);
    anchors.set(key, anchor);
  }
  return anchor;
}

/** Index of the last bar dated on or before `date`, scanning forward from `from` (monotone use). */
function advanceTo(bars: readonly VoterBar[], date: string, from: number): number {
  let i = from;
  while (i + 1 < bars.length && bars[i + 1]!.date <= date) i++;
  return i;
}

function assertAscending(bars: readonly VoterBar[]): void {
  for (let i = 1; i < bars.length; i++) {
    if (!(bars[i - 1]!.date < bars[i]!.date)) {
      throw new RangeError(
        `bars must be in strictly ascending date order; ${bars[i]!.date} follows ${bars[i - 1]!.date}`,
      );
    }
  }
}

const usable = (close: number | undefined): close is number =>
  close !== undefined && Number.isFinite(close) && close > 0;

/**
 * The return from the last close on or before `as_of − months` calendar months to `end` at every
 * session: `end(i)` picks the end close (the session's own, or another anchor's). The anchor moves
 * forward with the sessions, so the whole series costs one pass.
 */
function anchoredReturns(bars: readonly VoterBar[], startMonths: number, endMonths: number): VoterValues {
  const values: VoterValues = [];
  let start = -1;
  let end = -1;
  for (let i = 0; i < bars.length; i++) {
    const asOf = bars[i]!.date;
    const startAnchor = anchorBefore(asOf, startMonths);
    if (start === -1 && bars[0]!.date <= startAnchor) start = 0;
    if (start !== -1) start = advanceTo(bars, startAnchor, start);
    if (endMonths === 0) end = i;
    else {
      const endAnchor = anchorBefore(asOf, endMonths);
      if (end === -1 && bars[0]!.date <= endAnchor) end = 0;
      if (end !== -1) end = advanceTo(bars, endAnchor, end);
    }
    const from = bars[start]?.close;
    const to = bars[end]?.close;
    values.push(start === -1 || end === -1 || !usable(from) || !usable(to) ? null : to / from - 1);
  }
  return values;
}

/** 12-1 momentum at every session (the same anchors as momentum.ts `momentum12_1`). */
export function momentum12_1Values(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  return anchoredReturns(bars, 12, 1);
}

/** The 1-month return at every session (the reversal voter ranks it lowest first). */
export function reversal1mValues(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  return anchoredReturns(bars, 1, 0);
}

/** Annualised sample standard deviation of the last 63 daily log returns. */
export function lowVolatilityValues(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  const n = VOLATILITY_SESSIONS;
  const logReturns: (number | null)[] = bars.map((bar, i) => {
    const previous = bars[i - 1]?.close;
    return i > 0 && usable(previous) && usable(bar.close) ? Math.log(bar.close / previous) : null;
  });
  return bars.map((_, i) => {
    if (i < n) return null;
    let sum = 0;
    for (let k = i - n + 1; k <= i; k++) {
      const r = logReturns[k];
      if (r === null || r === undefined) return null;
      sum += r;
    }
    const mean = sum / n;
    let squares = 0;
    for (let k = i - n + 1; k <= i; k++) squares += (logReturns[k]! - mean) ** 2;
    return Math.sqrt(squares / (n - 1)) * Math.sqrt(TRADING_DAYS_PER_YEAR);
  });
}

/** Close over its 200-session simple moving average, minus 1. */
export function trendSma200Values(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  const n = SMA_SESSIONS;
  let sum = 0;
  return bars.map((bar, i) => {
    sum += bar.close;
    if (i >= n) sum -= bars[i - n]!.close;
    if (i < n - 1 || !usable(bar.close)) return null;
    const sma = sum / n;
    return sma > 0 ? bar.close / sma - 1 : null;
  });
}

/** Wilder's RSI(14), seeded with simple averages of the series' first 14 changes. */
export function rsi14Values(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  const n = RSI_SESSIONS;
  let gain = 0;
  let loss = 0;
  return bars.map((bar, i) => {
    if (i === 0) return null;
    const change = bar.close - bars[i - 1]!.close;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= n) {
      gain += up / n;
      loss += down / n;
      if (i < n) return null;
    } else {
      gain = (gain * (n - 1) + up) / n;
      loss = (loss * (n - 1) + down) / n;
    }
    // A flat window has no relative strength at all: null rather than an invented 50.
    if (gain === 0 && loss === 0) return null;
    return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
  });
}

/** Mean volume of the last 5 sessions over the mean of the 60 sessions before them. */
export function volumeSurgeValues(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  const recent = SURGE_RECENT_SESSIONS;
  const base = SURGE_BASE_SESSIONS;
  return bars.map((_, i) => {
    if (i < recent + base - 1) return null;
    let recentSum = 0;
    for (let k = i - recent + 1; k <= i; k++) recentSum += bars[k]!.volume;
    let baseSum = 0;
    for (let k = i - recent - base + 1; k <= i - recent; k++) baseSum += bars[k]!.volume;
    return baseSum > 0 ? recentSum / recent / (baseSum / base) : null;
  });
}

/** Close over the highest close of the last 252 sessions. */
export function high52wProximityValues(bars: readonly VoterBar[]): VoterValues {
  assertAscending(bars);
  const n = HIGH_52W_SESSIONS;
  // A monotone deque of indices whose closes decrease: its head is the window's highest close.
  const deque: number[] = [];
  let head = 0;
  return bars.map((bar, i) => {
    while (deque.length > head && bars[deque[deque.length - 1]!]!.close <= bar.close) deque.pop();
    deque.push(i);
    if (deque[head]! <= i - n) head++;
    if (i < n - 1) return null;
    const high = bars[deque[head]!]!.close;
    return usable(high) && usable(bar.close) ? bar.close / high : null;
  });
}

/** Every voter's values over one ticker's bars, by voter. */
export function voterValues(bars: readonly VoterBar[]): Record<VoterName, VoterValues> {
  return {
    momentum_12_1: momentum12_1Values(bars),
    reversal_1m: reversal1mValues(bars),
    low_volatility: lowVolatilityValues(bars),
    trend_sma200: trendSma200Values(bars),
    rsi_14: rsi14Values(bars),
    volume_surge: volumeSurgeValues(bars),
    high_52w_proximity: high52wProximityValues(bars),
  };
}
