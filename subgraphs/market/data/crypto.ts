/**
 * market's reads of crypto bars: the minute_bars and daily_bars rows of X: pairs known at `now`
 * (a pinned clock never sees a bar that had not ended yet), enough of them for the figures of
 * domain/crypto.ts: the newest `days` UTC days of minute bars before the last one held, and the
 * newest daily bars of ended UTC days.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import {
  type CryptoDailyBar,
  type CryptoDay,
  type CryptoMinuteBar,
  knownAt,
  utcDate,
  utcDays,
} from "../domain/crypto.js";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface CryptoBars {
  minutes: CryptoMinuteBar[];
  daily: CryptoDailyBar[];
}

export async function cryptoBars(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
  days: number,
): Promise<CryptoBars> {
  const lastStart = now.getTime() - MINUTE_MS;
  const [newest, daily] = await Promise.all([
    db
      .selectFrom("minute_bars")
      .select((eb) => eb.fn.max("ts_ms").as("ts"))
      .where("ticker", "=", ticker)
      .where("ts_ms", "<=", lastStart)
      .executeTakeFirst(),
    db
      .selectFrom("daily_bars")
      .select(["date", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("date", "<", utcDate(now.getTime()))
      .orderBy("date", "desc")
      .limit(days + 1)
      .execute(),
  ]);
  const newestTs = newest?.ts === null || newest?.ts === undefined ? null : Number(newest.ts);
  const minutes =
    newestTs === null
      ? []
      : await db
          .selectFrom("minute_bars")
          .select(["ts_ms", "open", "high", "low", "close", "volume"])
          .where("ticker", "=", ticker)
          .where("ts_ms", ">=", Date.parse(`${utcDate(newestTs)}T00:00:00Z`) - days * DAY_MS)
          .where("ts_ms", "<=", lastStart)
          .orderBy("ts_ms")
          .execute();
  return { minutes: minutes.map((bar) => ({ ...bar, ts_ms: Number(bar.ts_ms) })), daily: daily.reverse() };
}

export interface DayRange {
  startDate: string | null;
  endDate: string | null;
  /** The newest `limit` days of the range. */
  limit: number;
}

/** The minute and daily bars known at `now` of the newest `limit` UTC days of a range that hold any. */
export interface KnownCryptoBars extends CryptoBars {
  /** The first and last of those days; null when the range holds none. */
  from: string | null;
  to: string | null;
}

/**
 * The bars known at `now` (a minute bar once it has ended, a daily bar once its UTC day has ended)
 * of the newest `range.limit` UTC days in the range that hold a daily or a minute bar: what
 * domain/crypto.ts `utcDays` builds a pair's days from. Also the read of market's crypto reader
 * (subgraphs/market/readers/cryptoBars.ts), so other domains see the same days.
 */
export async function knownCryptoBarsInRange(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
  range: DayRange,
): Promise<KnownCryptoBars> {
  const today = utcDate(now.getTime());
  const lastStart = now.getTime() - MINUTE_MS;
  let dailyDates = db
    .selectFrom("daily_bars")
    .select("date")
    .where("ticker", "=", ticker)
    .where("date", "<", today);
  let minuteDates = db
    .selectFrom("minute_bars")
    .select("session_date as date")
    .distinct()
    .where("ticker", "=", ticker)
    .where("ts_ms", "<=", lastStart);
  if (range.startDate) {
    dailyDates = dailyDates.where("date", ">=", range.startDate);
    minuteDates = minuteDates.where("session_date", ">=", range.startDate);
  }
  if (range.endDate) {
    dailyDates = dailyDates.where("date", "<=", range.endDate);
    minuteDates = minuteDates.where("session_date", "<=", range.endDate);
  }
  const [daysA, daysB] = await Promise.all([
    dailyDates.orderBy("date", "desc").limit(range.limit).execute(),
    // By the selected alias: PostgreSQL orders a DISTINCT select by its output columns only.
    minuteDates
      .orderBy("date", "desc")
      .limit(range.limit)
      .execute(),
  ]);
  const dates = [...new Set([...daysA, ...daysB].map((row) => row.date))].sort().slice(-range.limit);
  const from = dates[0];
  const to = dates.at(-1);
  if (from === undefined || to === undefined) return { from: null, to: null, minutes: [], daily: [] };
  const [daily, minutes] = await Promise.all([
    db
      .selectFrom("daily_bars")
      .select(["date", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("date", ">=", from)
      .where("date", "<=", to)
      .where("date", "<", today)
      .orderBy("date")
      .execute(),
    db
      .selectFrom("minute_bars")
      .select(["ts_ms", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("session_date", ">=", from)
      .where("session_date", "<=", to)
      .where("ts_ms", "<=", lastStart)
      .orderBy("ts_ms")
      .execute(),
  ]);
  const known = knownAt(
    minutes.map((bar) => ({ ...bar, ts_ms: Number(bar.ts_ms) })),
    daily,
    now,
  );
  return { from, to, ...known };
}

/**
 * UTC-day bars of a pair known at `now`, oldest first, from daily bars and minute bars alike
 * (domain/crypto.ts utcDays: a day held only as minute bars is aggregated and labelled
 * `complete`/`source`). For the price routes of other resolvers: X:ETHUSD and X:LTCUSD have no
 * daily file, only minute bars, and a pinned clock must not see a day that had not ended.
 */
export async function cryptoDaysInRange(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
  range: DayRange,
): Promise<CryptoDay[]> {
  const { from, to, minutes, daily } = await knownCryptoBarsInRange(db, ticker, now, range);
  if (from === null || to === null) return [];
  return utcDays(minutes, daily, now).filter((day) => day.date >= from && day.date <= to);
}

/** The newest `count` UTC-day bars of a pair known at `now`, oldest first (see cryptoDaysInRange). */
export function cryptoDays(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
  count: number,
): Promise<CryptoDay[]> {
  return cryptoDaysInRange(db, ticker, now, { startDate: null, endDate: null, limit: count });
}

/**
 * The complete UTC days of a pair in a range, as plain daily bars, for the price snapshot and
 * price bars of a pair held only as minute bars (X:ETHUSD, X:LTCUSD). A day the minute files cover
 * only in part (2018-04-04 stops near 16:50 UTC) is left out: its last bar's close is not the
 * day's close, and a previous close taken from it would misstate the day's change.
 */
export async function cryptoCompleteDays(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
  range: DayRange,
): Promise<{ bars: CryptoDailyBar[]; dataThrough: string | null }> {
  const days = await cryptoDaysInRange(db, ticker, now, range);
  const bars = days
    .filter((day) => day.complete)
    .map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
  return { bars, dataThrough: bars.at(-1)?.date ?? null };
}

/**
 * The snapshot's two bars: the newest complete UTC day, and the day before it only when that day is
 * complete too (otherwise prev_close is null rather than a partial day's last trade).
 */
export async function cryptoSnapshotBars(
  db: Warehouse<"market">,
  ticker: string,
  now: Date,
): Promise<CryptoDailyBar[]> {
  const { bars } = await cryptoCompleteDays(db, ticker, now, { startDate: null, endDate: null, limit: 7 });
  const last = bars.at(-1);
  if (!last) return [];
  const previous = bars.at(-2);
  const dayBefore = new Date(Date.parse(`${last.date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  return previous?.date === dayBefore ? [previous, last] : [last];
}
