/**
 * The crypto sitting sleeve (spec/01 "Crypto universe, sitting and overnight rows"; docs/REGIME.md
 * "Crypto sitting lanes"): each liquid pair's lanes — momentum over 1 hour, 4 hours, 1 day and 7
 * days, and its dollar volume — ranked across the pairs that can be compared, blended into one
 * ordering. Pure: each pair's bars (as market's reader gives them, known at the clock) in, rows out.
 *
 * - A pair's lanes are measured at its own last trade (`as_of`). Only pairs whose last trade is
 *   within COMPARABLE_WINDOW_MS of the book's newest are ranked together: an ordering of one pair's
 *   2018 move against another's 2025 move would mean nothing. The others are listed as excluded.
 * - Momentum over a span is price / (the close at the span's start) − 1, as a fraction. 1h and 4h
 *   need minute bars at both ends; 1d uses minute bars when they reach 24 hours back, else the
 *   close-to-close change of two whole UTC days; 7d uses two whole UTC days 7 days apart. A start
 *   whose nearest bar ends more than 15 minutes early (a gap in the feed) gives no value.
 * - Each lane is ranked as a percentile among the ranked pairs that have it, (rank − ½) / n with
 *   ties sharing their mean rank, higher value better; a lane held by fewer than two pairs is not
 *   ranked. blended_score is the mean of the row's lane percentiles (0..1), decile
 *   min(10, ⌊blended × 10⌋ + 1), 10 the best. It is an ordering, never a forecast.
 */
import type { CryptoDay, CryptoMinuteBar, LastTrade } from "../../market/readers/cryptoBars.js";

export const SITTING_LANES = [
  "momentum_1h",
  "momentum_4h",
  "momentum_1d",
  "momentum_7d",
  "dollarVolume_24h",
] as const;
export type SittingLane = (typeof SITTING_LANES)[number];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SITTING_RULES = {
  /** Pairs ranked together have their last trades at most this far apart. */
  comparableWindowHours: 24,
  /** The longest silence before a span's start that still counts as its price (market's coverage gap). */
  startToleranceMinutes: 15,
  minLaneValues: 2,
  /** spec/03: a crypto price is stale after 15 minutes. */
  staleAfterMinutes: 15,
} as const;

export const LANE_SPANS_MS = { momentum_1h: HOUR_MS, momentum_4h: 4 * HOUR_MS, momentum_1d: DAY_MS } as const;

export interface PairInput {
  ticker: string;
  minutes: readonly CryptoMinuteBar[];
  days: readonly CryptoDay[];
  lastTrade: LastTrade | null;
}

export interface LaneValue {
  value: number | null;
  /** How it was measured, or why it is null. */
  basis: string | null;
  reason: string | null;
}

export interface PairLanes {
  ticker: string;
  asOfMs: number;
  asOfBasis: string;
  lanes: Record<SittingLane, LaneValue>;
  /** The UTC day the dollar volume is of. */
  dollarVolumeDate: string | null;
  volume_24h: number | null;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const none = (reason: string): LaneValue => ({ value: null, basis: null, reason });
const iso = (ms: number) => new Date(ms).toISOString();

/** The close of the last minute bar ended at or before `atMs`, if it ended within the tolerance. */
function closeAt(minutes: readonly CryptoMinuteBar[], atMs: number): CryptoMinuteBar | null {
  let found: CryptoMinuteBar | null = null;
  for (const bar of minutes) {
    if (bar.ts_ms + MINUTE_MS <= atMs) found = bar;
    else break;
  }
  if (!found) return null;
  return atMs - (found.ts_ms + MINUTE_MS) <= SITTING_RULES.startToleranceMinutes * MINUTE_MS ? found : null;
}

function minuteMomentum(pair: PairInput, trade: LastTrade, spanMs: number): LaneValue {
  if (trade.source !== "minute_bars") return none("last_trade_not_from_minute_bars");
  const start = closeAt(pair.minutes, trade.asOfMs - spanMs);
  if (!start) return none(`no_minute_bar_within_15_minutes_of:${iso(trade.asOfMs - spanMs)}`);
  return {
    value: round(trade.price / start.close - 1, 8),
    basis: `minute_close_${iso(start.ts_ms + MINUTE_MS)}_to_${iso(trade.asOfMs)}`,
    reason: null,
  };
}

/** Close-to-close change of two whole UTC days `days` apart, ending with the last whole day. */
function dayMomentum(pair: PairInput, days: number): LaneValue {
  const whole = pair.days.filter((day) => day.complete);
  const last = whole.at(-1);
  if (!last) return none("no_whole_utc_day_held");
  const startDate = new Date(Date.parse(`${last.date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const start = whole.find((day) => day.date === startDate);
  if (!start) return none(`no_whole_utc_day_held_on:${startDate}`);
  return {
    value: round(last.close / start.close - 1, 8),
    basis: `utc_day_close_${startDate}_to_${last.date}`,
    reason: null,
  };
}

export function pairLanes(pair: PairInput, now: Date): PairLanes | null {
  const trade = pair.lastTrade;
  if (!trade) return null;
  const oneDay = minuteMomentum(pair, trade, DAY_MS);
  const volumeDay = pair.days
    .filter((day) => day.complete && Date.parse(day.coverageEnd) <= now.getTime())
    .at(-1);
  return {
    ticker: pair.ticker,
    asOfMs: trade.asOfMs,
    asOfBasis: trade.asOfBasis,
    lanes: {
      momentum_1h: minuteMomentum(pair, trade, LANE_SPANS_MS.momentum_1h),
      momentum_4h: minuteMomentum(pair, trade, LANE_SPANS_MS.momentum_4h),
      momentum_1d: oneDay.value !== null ? oneDay : dayMomentum(pair, 1),
      momentum_7d: dayMomentum(pair, 7),
      dollarVolume_24h: volumeDay
        ? { value: volumeDay.dollarVolume, basis: volumeDay.dollarVolumeBasis, reason: null }
        : none("no_whole_utc_day_held"),
    },
    dollarVolumeDate: volumeDay?.date ?? null,
    volume_24h: volumeDay?.volume ?? null,
  };
}

/** Percentiles (rank − ½) / n of the non-null values, ties sharing their mean rank; null below the minimum count. */
export function lanePercentiles(values: readonly (number | null)[]): (number | null)[] {
  const present = values.filter((value): value is number => value !== null);
  if (present.length < SITTING_RULES.minLaneValues) return values.map(() => null);
  const sorted = [...present].sort((a, b) => a - b);
  return values.map((value) => {
    if (value === null) return null;
    const first = sorted.indexOf(value) + 1;
    const last = sorted.lastIndexOf(value) + 1;
    return ((first + last) / 2 - 0.5) / present.length;
  });
}

export interface RankedPair extends PairLanes {
  percentiles: Record<SittingLane, number | null>;
  blendedScore: number | null;
  decile: number | null;
  lanesRanked: number;
}

export function decileOf(blended: number): number {
  return Math.min(10, Math.floor(blended * 10) + 1);
}

/** Lanes ranked across the pairs given (all comparable), blended; best first, unscored last. */
export function rankPairs(pairs: readonly PairLanes[]): RankedPair[] {
  const percentiles = Object.fromEntries(
    SITTING_LANES.map((lane) => [lane, lanePercentiles(pairs.map((pair) => pair.lanes[lane].value))]),
  ) as Record<SittingLane, (number | null)[]>;
  const ranked = pairs.map((pair, i) => {
    const own = Object.fromEntries(
      SITTING_LANES.map((lane) => [lane, percentiles[lane][i] ?? null]),
    ) as Record<SittingLane, number | null>;
    const used = Object.values(own).filter((value): value is number => value !== null);
    const blended = used.length === 0 ? null : round(used.reduce((sum, v) => sum + v, 0) / used.length, 6);
    return {
      ...pair,
      percentiles: own,
      blendedScore: blended,
      decile: blended === null ? null : decileOf(blended),
      lanesRanked: used.length,
    };
  });
  return ranked.sort((a, b) => {
    if (a.blendedScore === null || b.blendedScore === null) {
      return a.blendedScore === null ? (b.blendedScore === null ? a.ticker.localeCompare(b.ticker) : 1) : -1;
    }
    return b.blendedScore - a.blendedScore || a.ticker.localeCompare(b.ticker);
  });
}

/** Which pairs the book compares: those whose last trade is within the window of the newest one. */
export function comparable(pairs: readonly PairLanes[]): {
  ranked: PairLanes[];
  stale: PairLanes[];
  bookAsOfMs: number | null;
} {
  const newest = Math.max(...pairs.map((pair) => pair.asOfMs));
  if (!Number.isFinite(newest)) return { ranked: [], stale: [], bookAsOfMs: null };
  const window = SITTING_RULES.comparableWindowHours * HOUR_MS;
  return {
    ranked: pairs.filter((pair) => newest - pair.asOfMs <= window),
    stale: pairs.filter((pair) => newest - pair.asOfMs > window),
    bookAsOfMs: newest,
  };
}
