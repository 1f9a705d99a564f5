/** market's reads of the minute tables for snapshots and bar ranges: newest session, latest quote. */
import type { Warehouse } from "../../../warehouse/connection.js";

export interface LatestQuote {
  ts_ms: number;
  bid_close: number | null;
  bid_size: number | null;
  ask_close: number | null;
  ask_size: number | null;
}

/** The newest minute quote bar of one session that had ended by `nowMs` (a bar is known at its end). */
export async function latestQuoteBefore(
  db: Warehouse<"market">,
  ticker: string,
  sessionDate: string,
  nowMs: number,
): Promise<LatestQuote | null> {
  const row = await db
    .selectFrom("minute_quotes")
    .select(["ts_ms", "bid_close", "bid_size", "ask_close", "ask_size"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", sessionDate)
    .where("ts_ms", "<=", nowMs - 60_000)
    .orderBy("ts_ms", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export interface SessionMinute {
  ts_ms: number;
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The minute bars of one session that had ended by `nowMs`, oldest first. */
export async function sessionMinutesBefore(
  db: Warehouse<"market">,
  ticker: string,
  sessionDate: string,
  nowMs: number,
): Promise<SessionMinute[]> {
  return db
    .selectFrom("minute_bars")
    .select(["ts_ms", "session_date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", sessionDate)
    .where("ts_ms", "<=", nowMs - 60_000)
    .orderBy("ts_ms")
    .execute();
}

/** The newest `count` daily bars dated on or before `date`, oldest first. */
export async function dailyBarsThrough(db: Warehouse<"market">, ticker: string, date: string, count: number) {
  const rows = await db
    .selectFrom("daily_bars")
    .select(["date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker)
    .where("date", "<=", date)
    .orderBy("date", "desc")
    .limit(count)
    .execute();
  return rows.reverse();
}

/** The newest daily session held on or before `date`. */
export async function lastDailyOnOrBefore(
  db: Warehouse<"market">,
  ticker: string,
  date: string,
): Promise<string | null> {
  const row = await db
    .selectFrom("daily_bars")
    .select((eb) => eb.fn.max("date").as("last"))
    .where("ticker", "=", ticker)
    .where("date", "<=", date)
    .executeTakeFirst();
  return row?.last ?? null;
}

/** The newest session with a minute bar that had ended by `nowMs`. */
export async function lastMinuteSessionAt(
  db: Warehouse<"market">,
  ticker: string,
  nowMs: number,
): Promise<string | null> {
  // The session of the newest bar, not max(session_date): sessions follow time, and the newest
  // bar is one step down the primary key where the maximum visits every earlier bar.
  const row = await db
    .selectFrom("minute_bars")
    .select("session_date")
    .where("ticker", "=", ticker)
    .where("ts_ms", "<=", nowMs - 60_000)
    .orderBy("ts_ms", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.session_date ?? null;
}

/** Minute bars of one ticker in a session-date range that had ended by `nowMs`: the newest `limit`, oldest first. */
export async function minuteBarsKnownAt(
  db: Warehouse<"market">,
  ticker: string,
  range: { startDate: string | null; endDate: string | null; limit: number },
  nowMs: number,
): Promise<SessionMinute[]> {
  let query = db
    .selectFrom("minute_bars")
    .select(["ts_ms", "session_date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker)
    .where("ts_ms", "<=", nowMs - 60_000);
  if (range.startDate) query = query.where("session_date", ">=", range.startDate);
  if (range.endDate) query = query.where("session_date", "<=", range.endDate);
  // Time order as the session index holds it (as in minuteBars.ts minuteBarsInRange): the primary
  // key would satisfy ts_ms <= now by walking back through every minute after the range.
  const rows = await query
    .orderBy("session_date", "desc")
    .orderBy("ts_ms", "desc")
    .limit(range.limit)
    .execute();
  return rows.reverse();
}
