/**
 * The crypto quote of spec/01 (operation svc_crypto) from the bars known at `now`: last trade,
 * rolling 24 hours from one-minute bars, the UTC day's change and volume, day and previous-day
 * OHLC, and optionally the last 7 daily bars. Pure.
 */
import {
  CRYPTO_STALE_AFTER_MS,
  type CryptoDailyBar,
  type CryptoDay,
  type CryptoMinuteBar,
  dayStartMs,
  knownAt,
  lastTrade,
  rolling24h,
  staleness,
  utcDate,
  utcDayChange,
  utcDays,
} from "./crypto.js";

export const SERIES_DAYS = 7;

export interface QuoteInput {
  ticker: string;
  name: string;
  base: string;
  quote: string;
  readAs: string;
  minutes: readonly CryptoMinuteBar[];
  daily: readonly CryptoDailyBar[];
  series: boolean;
  now: Date;
}

export function buildCryptoQuote(input: QuoteInput) {
  const known = knownAt(input.minutes, input.daily, input.now);
  const trade = lastTrade(known.minutes, known.daily);
  if (trade === null) return null;
  const days = utcDays(known.minutes, known.daily, input.now);
  const dayDate = utcDate(trade.asOfMs - 1);
  const day = days.find((d) => d.date === dayDate)!;
  const previousDate = utcDate(dayStartMs(dayDate) - 1);
  const previousDay = days.find((d) => d.date === previousDate) ?? null;
  const rolling = rolling24h(known.minutes, trade);
  const change = utcDayChange(day, trade);
  const seriesDays = days.filter((d) => d.date <= dayDate).slice(-SERIES_DAYS);
  // Every null says why: the rolling figures for rolling_24h_reason, keyed by their GraphQL names.
  const nullReasons: Record<string, string> = {};
  if (rolling.reason !== null) for (const field of ROLLING_FIELDS) nullReasons[field] = rolling.reason;
  if (change.changePct === null) nullReasons.changePctUtcDay = "utc_day_open_zero";
  return {
    ticker: input.ticker,
    symbol: input.base,
    base: input.base,
    quote: input.quote,
    name: input.name,
    assetClass: "crypto",
    readAs: input.readAs,
    price: trade.price,
    asOf: new Date(trade.asOfMs).toISOString(),
    asOfBasis: trade.asOfBasis,
    lastTradeTimed: trade.timed,
    priceSource: trade.source,
    ...staleness(trade, input.now),
    staleAfterSeconds: CRYPTO_STALE_AFTER_MS / 1000,
    change24h: rolling.change,
    changePct24h: rolling.changePct,
    volume24h: rolling.volume,
    dollarVolume24h: rolling.dollarVolume,
    rolling24hWindowStart: rolling.windowStart,
    rolling24hWindowEnd: rolling.windowEnd,
    rolling24hReason: rolling.reason,
    utcDay: change.utcDay,
    changeUtcDay: change.change,
    changePctUtcDay: change.changePct,
    volumeUtcDay: change.volume,
    dollarVolumeUtcDay: change.dollarVolume,
    changeBasis: "since_00_utc",
    volumeUnit: input.base,
    day,
    previousDay,
    previousDayReason: previousDay === null ? "no_bars_held_for_previous_utc_day" : null,
    series: input.series ? seriesDays : null,
    seriesReason: input.series ? null : "series_not_requested",
    nullReasons,
  };
}

/** The rolling 24-hour fields, by their GraphQL names (types/crypto.ts). */
const ROLLING_FIELDS = [
  "change_24h",
  "changePct_24h",
  "volume_24h",
  "dollarVolume_24h",
  "rolling_24hWindowStart",
  "rolling_24hWindowEnd",
];

export type { CryptoDay };
