/**
 * market's read-only reader of crypto bars for the other domains (DESIGN §3): signals' crypto
 * sitting lanes and its technical read of a pair. market owns and writes the pairs' minute_bars
 * and daily_bars (docs/CRYPTO.md); nothing here writes.
 *
 * Point in time as market's crypto routes: only bars known at `now` count, a minute bar once it has
 * ended, a daily bar once its UTC day has ended; the UTC-day series is built by market's own rule
 * (domain/crypto.ts `utcDays`: whole-day minute bars, else the published daily bar, else a partial
 * day labelled `complete: false`).
 */
// market's own crypto day rules; pure, so its reader can share them.
import {
  type CryptoDay,
  type CryptoMinuteBar,
  knownAt,
  type LastTrade,
  lastTrade,
  utcDate,
  utcDays,
} from "../../subgraphs/market/domain/crypto.js";
import type { Warehouse } from "../connection.js";

export type { CryptoDay, CryptoMinuteBar, LastTrade };
/** The stablecoin bases market's crypto universe leaves out of its liquid book. */
export { STABLECOINS } from "../../subgraphs/market/domain/cryptoSymbol.js";

const MINUTE_MS = 60_000;

export interface CryptoHistory {
  /** Minute bars known at `now` of the UTC days in `days` (none for a pair held only as daily bars). */
  minutes: CryptoMinuteBar[];
  /** The newest UTC days held (up to the count asked), oldest first, each saying if it is complete. */
  days: CryptoDay[];
  /** The newest trade known at `now`, null when none is. */
  lastTrade: LastTrade | null;
}

/** The newest `count` UTC days of a pair known at `now`, with their minute bars and the last trade. */
export async function cryptoHistory(
  db: Warehouse,
  ticker: string,
  now: Date,
  count: number,
): Promise<CryptoHistory> {
  const today = utcDate(now.getTime());
  const lastStart = now.getTime() - MINUTE_MS;
  const [dailyDates, minuteDates] = await Promise.all([
    db
      .selectFrom("daily_bars")
      .select("date")
      .where("ticker", "=", ticker)
      .where("date", "<", today)
      .orderBy("date", "desc")
      .limit(count)
      .execute(),
    db
      .selectFrom("minute_bars")
      .select("session_date as date")
      .distinct()
      .where("ticker", "=", ticker)
      .where("ts_ms", "<=", lastStart)
      // By the selected alias: PostgreSQL orders a DISTINCT select by its output columns only.
      .orderBy("date", "desc")
      .limit(count)
      .execute(),
  ]);
  const dates = [...new Set([...dailyDates, ...minuteDates].map((row) => row.date))].sort().slice(-count);
  const from = dates[0];
  const to = dates.at(-1);
  if (from === undefined || to === undefined) return { minutes: [], days: [], lastTrade: null };
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
  return {
    minutes: known.minutes,
    days: utcDays(known.minutes, known.daily, now),
    lastTrade: lastTrade(known.minutes, known.daily),
  };
}
