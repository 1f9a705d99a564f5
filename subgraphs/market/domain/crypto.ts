/**
 * Crypto figures on the UTC day from the two kinds of bars held: published daily bars (a UTC day
 * each, no trade time) and one-minute trade bars (bar start ts, covering [ts, ts + 60 s)).
 * Pure: bars and the clock in, figures out.
 *
 * Point in time: only what was known at `now` counts. A minute bar counts once it has ended; a
 * daily bar once its UTC day has ended (the file holds the final bar of a day a pinned clock may
 * still be inside).
 *
 * One bar per UTC day, chosen in this order: minute bars that cover the whole day (same feed as
 * the intraday figures), else the published daily bar, else minute bars that cover part of the
 * day, labelled partial with the window they cover. A partial day's volume is a lower bound of
 * the day's volume over the window it names, never presented as the whole day.
 */
import { percentChange, toSignificant } from "./numbers.js";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** spec/03 Limits: a crypto price is stale after 15 minutes. */
export const CRYPTO_STALE_AFTER_MS = 15 * MINUTE_MS;
/**
 * The longest run without a bar that still counts as covered (Lean omits minutes with no trade).
 * The same 15 minutes as the staleness rule: a longer silence is a feed gap, not a quiet market.
 */
export const COVERAGE_GAP_MS = 15 * MINUTE_MS;

export interface CryptoMinuteBar {
  ts_ms: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface CryptoDailyBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export type DaySource = "minute_bars" | "daily_bars";

export interface CryptoDay {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Base-asset units. */
  volume: number;
  /** Quote-currency (USD) volume; basis in dollarVolumeBasis. */
  dollarVolume: number;
  dollarVolumeBasis: "sum_minute_volume_x_close" | "daily_volume_x_close";
  source: DaySource;
  /** The bars cover the whole UTC day and the day has ended. */
  complete: boolean;
  /** The instants the bars cover (ISO 8601 UTC): the whole day for a daily bar. */
  coverageStart: string;
  coverageEnd: string;
}

export interface LastTrade {
  price: number;
  /** Time of the last trade: a minute bar's end, or the end of a daily bar's UTC day. */
  asOfMs: number;
  /** Daily bars carry no trade time: their as_of is a bound, not a trade time. */
  timed: boolean;
  source: DaySource;
  asOfBasis: "minute_bar_end" | "daily_bar_close_end_of_utc_day";
}

export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const dayStartMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString();
/** Dollar figures to the cent's ten-thousandth: removes float artefacts from sums of products. */
const money = (value: number) => Math.round(value * 1e4) / 1e4;
/** Base-asset volumes to the satoshi (PROVENANCE: volumes hold at most 8 decimals). */
const units = (value: number) => Math.round(value * 1e8) / 1e8;
const pct = (from: number, to: number) => {
  const change = percentChange(from, to);
  return change === null ? null : toSignificant(change, 6);
};

/** The bars known at `now`: minute bars that have ended, daily bars whose UTC day has ended. */
export function knownAt<M extends CryptoMinuteBar, D extends CryptoDailyBar>(
  minutes: readonly M[],
  daily: readonly D[],
  now: Date,
): { minutes: M[]; daily: D[] } {
  const nowMs = now.getTime();
  const today = utcDate(nowMs);
  return {
    minutes: minutes.filter((bar) => bar.ts_ms + MINUTE_MS <= nowMs).sort((a, b) => a.ts_ms - b.ts_ms),
    daily: daily.filter((bar) => bar.date < today).sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** Whether bars (oldest first) leave no gap over COVERAGE_GAP_MS inside [fromMs, toMs). */
export function covers(bars: readonly CryptoMinuteBar[], fromMs: number, toMs: number): boolean {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return false;
  if (first.ts_ms - fromMs > COVERAGE_GAP_MS) return false;
  if (toMs - (last.ts_ms + MINUTE_MS) > COVERAGE_GAP_MS) return false;
  for (let i = 1; i < bars.length; i++) {
    if (bars[i]!.ts_ms - (bars[i - 1]!.ts_ms + MINUTE_MS) > COVERAGE_GAP_MS) return false;
  }
  return true;
}

function minuteDay(date: string, bars: readonly CryptoMinuteBar[], nowMs: number): CryptoDay {
  const start = dayStartMs(date);
  const first = bars[0]!;
  const last = bars.at(-1)!;
  let high = first.high;
  let low = first.low;
  let volume = 0;
  let dollarVolume = 0;
  for (const bar of bars) {
    high = Math.max(high, bar.high);
    low = Math.min(low, bar.low);
    volume += bar.volume;
    dollarVolume += bar.volume * bar.close;
  }
  return {
    date,
    open: first.open,
    high,
    low,
    close: last.close,
    volume: units(volume),
    dollarVolume: money(dollarVolume),
    dollarVolumeBasis: "sum_minute_volume_x_close",
    source: "minute_bars",
    complete: nowMs >= start + DAY_MS && covers(bars, start, start + DAY_MS),
    coverageStart: iso(first.ts_ms),
    coverageEnd: iso(last.ts_ms + MINUTE_MS),
  };
}

function dailyDay(bar: CryptoDailyBar): CryptoDay {
  const start = dayStartMs(bar.date);
  return {
    date: bar.date,
    open: bar.open,
    high: bar.high,
    low: bar.low,
    close: bar.close,
    volume: bar.volume,
    dollarVolume: money(bar.volume * bar.close),
    dollarVolumeBasis: "daily_volume_x_close",
    source: "daily_bars",
    complete: true,
    coverageStart: iso(start),
    coverageEnd: iso(start + DAY_MS),
  };
}

/** One bar per UTC day held, oldest first (inputs already filtered by knownAt). */
export function utcDays(
  minutes: readonly CryptoMinuteBar[],
  daily: readonly CryptoDailyBar[],
  now: Date,
): CryptoDay[] {
  const byDate = new Map<string, CryptoMinuteBar[]>();
  for (const bar of minutes) {
    const date = utcDate(bar.ts_ms);
    const group = byDate.get(date);
    if (group) group.push(bar);
    else byDate.set(date, [bar]);
  }
  const days = new Map<string, CryptoDay>();
  for (const bar of daily) days.set(bar.date, dailyDay(bar));
  for (const [date, bars] of byDate) {
    const fromMinutes = minuteDay(date, bars, now.getTime());
    if (fromMinutes.complete || !days.has(date)) days.set(date, fromMinutes);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The newest trade known: a minute bar's close when it is at least as recent as the daily close. */
export function lastTrade(
  minutes: readonly CryptoMinuteBar[],
  daily: readonly CryptoDailyBar[],
): LastTrade | null {
  const minute = minutes.at(-1);
  const day = daily.at(-1);
  const dayEnd = day ? dayStartMs(day.date) + DAY_MS - 1 : Number.NEGATIVE_INFINITY;
  if (minute && minute.ts_ms + MINUTE_MS >= dayEnd) {
    return {
      price: minute.close,
      asOfMs: minute.ts_ms + MINUTE_MS,
      timed: true,
      source: "minute_bars",
      asOfBasis: "minute_bar_end",
    };
  }
  if (!day) return null;
  return {
    price: day.close,
    asOfMs: dayEnd,
    timed: false,
    source: "daily_bars",
    asOfBasis: "daily_bar_close_end_of_utc_day",
  };
}

export interface Staleness {
  priceAgeSeconds: number;
  /** Over 15 minutes old, or untimed (spec/01). */
  isStale: boolean;
}

export function staleness(trade: LastTrade, now: Date): Staleness {
  const ageMs = Math.max(0, now.getTime() - trade.asOfMs);
  return {
    priceAgeSeconds: Math.floor(ageMs / 1000),
    isStale: !trade.timed || ageMs > CRYPTO_STALE_AFTER_MS,
  };
}

export type Rolling24h =
  | {
      change: number;
      changePct: number | null;
      volume: number;
      dollarVolume: number;
      windowStart: string;
      windowEnd: string;
      reason: null;
    }
  | {
      change: null;
      changePct: null;
      volume: null;
      dollarVolume: null;
      windowStart: string | null;
      windowEnd: string | null;
      reason: "last_trade_not_from_minute_bars" | "minute_bars_do_not_cover_24h";
    };

/**
 * The 24 hours ending at the last trade, from one-minute bars only: change against the first
 * trade of the window (the open of its first bar) and the volume traded in it. Null with a reason
 * when the last trade is not a minute bar's or the bars leave a gap (a feed gap would understate
 * the volume and misplace the reference price).
 */
export function rolling24h(minutes: readonly CryptoMinuteBar[], trade: LastTrade | null): Rolling24h {
  if (trade === null || trade.source !== "minute_bars") {
    return {
      change: null,
      changePct: null,
      volume: null,
      dollarVolume: null,
      windowStart: null,
      windowEnd: null,
      reason: "last_trade_not_from_minute_bars",
    };
  }
  const end = trade.asOfMs;
  const start = end - DAY_MS;
  const inWindow = minutes.filter((bar) => bar.ts_ms >= start && bar.ts_ms + MINUTE_MS <= end);
  const window = { windowStart: iso(start), windowEnd: iso(end) };
  const first = inWindow[0];
  if (!first || !covers(inWindow, start, end)) {
    return {
      change: null,
      changePct: null,
      volume: null,
      dollarVolume: null,
      ...window,
      reason: "minute_bars_do_not_cover_24h",
    };
  }
  let volume = 0;
  let dollarVolume = 0;
  for (const bar of inWindow) {
    volume += bar.volume;
    dollarVolume += bar.volume * bar.close;
  }
  return {
    change: money(trade.price - first.open),
    changePct: pct(first.open, trade.price),
    volume: units(volume),
    dollarVolume: money(dollarVolume),
    ...window,
    reason: null,
  };
}

export interface UtcDayChange {
  /** The UTC day of the last trade (not necessarily today: the data may be old). */
  utcDay: string;
  /** Last price minus the day's first trade (the price at 00:00 UTC). */
  change: number;
  changePct: number | null;
  volume: number;
  dollarVolume: number;
}

export function utcDayChange(day: CryptoDay, trade: LastTrade): UtcDayChange {
  return {
    utcDay: day.date,
    change: money(trade.price - day.open),
    changePct: pct(day.open, trade.price),
    volume: day.volume,
    dollarVolume: day.dollarVolume,
  };
}

/** The newest UTC day that had ended by `now` (the "last complete UTC day" of the figures). */
export function lastEndedDay(days: readonly CryptoDay[], now: Date): CryptoDay | null {
  const today = utcDate(now.getTime());
  for (let i = days.length - 1; i >= 0; i--) if (days[i]!.date < today) return days[i]!;
  return null;
}
