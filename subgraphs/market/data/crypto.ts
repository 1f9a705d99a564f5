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
  db: Warehouse,
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

/**
 * The newest `count` UTC-day bars of a pair known at `now`, oldest first, from daily bars and
 * minute bars alike (domain/crypto.ts utcDays: a day held only as minute bars is aggregated and
 * labelled). For the price routes of other resolvers: X:ETHUSD and X:LTCUSD have no daily file.
 */
export async function cryptoDays(
  db: Warehouse,
  ticker: string,
  now: Date,
  count: number,
): Promise<CryptoDay[]> {
  const bars = await cryptoBars(db, ticker, now, count);
  const known = knownAt(bars.minutes, bars.daily, now);
  return utcDays(known.minutes, known.daily, now).slice(-count);
}
