/**
 * The crypto book: one row per pair with its last trade, its UTC-day change and its dollar volume,
 * then the two views of spec/02 over it: the liquid universe (ranked by dollar volume, paged) and
 * the overnight movers (ranked by absolute change since 00:00 UTC, fail-closed on a stale book).
 * Pure: built from utcDays / lastTrade of domain/crypto.ts and the clock.
 */
import {
  CRYPTO_STALE_AFTER_MS,
  type CryptoDay,
  type LastTrade,
  lastEndedDay,
  staleness,
  utcDayChange,
} from "./crypto.js";
import { STABLECOINS } from "./cryptoSymbol.js";

export interface BookPair {
  ticker: string;
  name: string;
  base: string;
  quote: string;
  days: readonly CryptoDay[];
  trade: LastTrade | null;
}

export interface BookRow {
  ticker: string;
  symbol: string;
  base: string;
  quote: string;
  name: string;
  price: number;
  asOf: string;
  asOfBasis: string;
  priceAgeSeconds: number;
  isStale: boolean;
  utcDay: string;
  changeUtcDay: number;
  changePctUtcDay: number | null;
  volumeUtcDay: number;
  dollarVolumeUtcDayToDate: number;
  /** The last ended UTC day's figures (spec/01: "last complete UTC day"). */
  volume24h: number;
  dollarVolume24h: number;
  dollarVolumeDate: string;
  dollarVolumeBasis: string;
  dollarVolumeSource: string;
  /** False when the bars of that day leave a gap: the figure is then a lower bound. */
  dollarVolumeComplete: boolean;
  dollarVolumeCoverageStart: string;
  dollarVolumeCoverageEnd: string;
}

export type BookEntry =
  | { kind: "priced"; row: BookRow }
  | { kind: "unpriced"; ticker: string; reason: "no_bars_held" | "no_ended_utc_day_held" }
  | { kind: "stable"; ticker: string }
  | { kind: "non_usd"; ticker: string };

export function bookEntry(pair: BookPair, now: Date): BookEntry {
  if (pair.quote !== "USD") return { kind: "non_usd", ticker: pair.ticker };
  if (STABLECOINS.has(pair.base)) return { kind: "stable", ticker: pair.ticker };
  const day = pair.days.at(-1);
  if (!pair.trade || !day) return { kind: "unpriced", ticker: pair.ticker, reason: "no_bars_held" };
  const ended = lastEndedDay(pair.days, now);
  if (!ended) return { kind: "unpriced", ticker: pair.ticker, reason: "no_ended_utc_day_held" };
  const change = utcDayChange(day, pair.trade);
  return {
    kind: "priced",
    row: {
      ticker: pair.ticker,
      symbol: pair.base,
      base: pair.base,
      quote: pair.quote,
      name: pair.name,
      price: pair.trade.price,
      asOf: new Date(pair.trade.asOfMs).toISOString(),
      asOfBasis: pair.trade.asOfBasis,
      ...staleness(pair.trade, now),
      utcDay: change.utcDay,
      changeUtcDay: change.change,
      changePctUtcDay: change.changePct,
      volumeUtcDay: change.volume,
      dollarVolumeUtcDayToDate: change.dollarVolume,
      volume24h: ended.volume,
      dollarVolume24h: ended.dollarVolume,
      dollarVolumeDate: ended.date,
      dollarVolumeBasis: ended.dollarVolumeBasis,
      dollarVolumeSource: ended.source,
      dollarVolumeComplete: ended.complete,
      dollarVolumeCoverageStart: ended.coverageStart,
      dollarVolumeCoverageEnd: ended.coverageEnd,
    },
  };
}

export interface UniverseCounts {
  /** USD pairs, stablecoins excluded, with a price and an ended day's dollar volume. */
  priced: number;
  excludedStable: number;
  /** Pairs quoted in another currency: the universe is USD pairs. */
  excludedNonUsd: number;
  unpriced: number;
  belowFloor: number;
  /** Priced pairs over the floor (every page together). */
  eligible: number;
  returned: number;
}

export interface UniversePage {
  rows: (BookRow & { rank: number })[];
  counts: UniverseCounts;
  hasMore: boolean;
  nextOffset: number | null;
}

const byDollarVolume = (a: BookRow, b: BookRow) =>
  b.dollarVolume24h - a.dollarVolume24h || a.ticker.localeCompare(b.ticker);

function tally(entries: readonly BookEntry[], minDollarVolume: number) {
  const priced = entries.flatMap((entry) => (entry.kind === "priced" ? [entry.row] : []));
  const eligible = priced.filter((row) => row.dollarVolume24h >= minDollarVolume).sort(byDollarVolume);
  const count = (kind: BookEntry["kind"]) => entries.filter((entry) => entry.kind === kind).length;
  return {
    priced,
    eligible,
    counts: {
      priced: priced.length,
      excludedStable: count("stable"),
      excludedNonUsd: count("non_usd"),
      unpriced: count("unpriced"),
      belowFloor: priced.length - eligible.length,
      eligible: eligible.length,
    },
  };
}

/** @param limit null: every pair over the floor from `offset` on (spec/02). */
export function rankUniverse(
  entries: readonly BookEntry[],
  options: { minDollarVolume: number; offset: number; limit: number | null },
): UniversePage {
  const { eligible, counts } = tally(entries, options.minDollarVolume);
  const end = options.limit === null ? eligible.length : options.offset + options.limit;
  const rows = eligible
    .slice(options.offset, end)
    .map((row, i) => ({ ...row, rank: options.offset + i + 1 }));
  const hasMore = options.offset + rows.length < eligible.length;
  return {
    rows,
    counts: { ...counts, returned: rows.length },
    hasMore,
    nextOffset: hasMore ? options.offset + rows.length : null,
  };
}

export interface OvernightAnswer {
  bookAsOf: string | null;
  bookAgeSeconds: number | null;
  /** Null when the book is fresh; else why it is not (the caller fails closed). */
  staleReason: "book_older_than_15_minutes" | "no_timed_trade_in_book" | "book_empty" | null;
  rows: (BookRow & { rank: number })[];
  counts: Omit<UniverseCounts, "returned"> & { excludedStale: number; returned: number };
}

/**
 * Movers by absolute change since 00:00 UTC. The book is stale when its newest timed trade is
 * over 15 minutes old (or it has none): the whole answer then fails closed. In a fresh book a
 * pair whose own last trade is stale is left out (excludedStale) rather than ranked on an old price.
 */
export function overnightMovers(
  entries: readonly BookEntry[],
  options: { minDollarVolume: number; limit: number },
  now: Date,
): OvernightAnswer {
  const { priced, eligible, counts } = tally(entries, options.minDollarVolume);
  const timed = priced.filter((row) => row.asOfBasis === "minute_bar_end").map((row) => Date.parse(row.asOf));
  const newest = timed.length > 0 ? Math.max(...timed) : null;
  const ageMs = newest === null ? null : Math.max(0, now.getTime() - newest);
  const staleReason =
    priced.length === 0
      ? "book_empty"
      : newest === null
        ? "no_timed_trade_in_book"
        : ageMs! > CRYPTO_STALE_AFTER_MS
          ? "book_older_than_15_minutes"
          : null;
  const fresh = eligible.filter((row) => !row.isStale && row.changePctUtcDay !== null);
  const rows = fresh
    .sort(
      (a, b) =>
        Math.abs(b.changePctUtcDay!) - Math.abs(a.changePctUtcDay!) || a.ticker.localeCompare(b.ticker),
    )
    .slice(0, options.limit)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  return {
    bookAsOf: newest === null ? null : new Date(newest).toISOString(),
    bookAgeSeconds: ageMs === null ? null : Math.floor(ageMs / 1000),
    staleReason,
    rows: staleReason === null ? rows : [],
    counts: {
      ...counts,
      excludedStale: eligible.length - fresh.length,
      returned: staleReason === null ? rows.length : 0,
    },
  };
}
