/** market's reads of minute_bars (the bundled sample days of Lean minute data). */
import type { Warehouse } from "../../../warehouse/connection.js";

export interface MinuteBar {
  ts_ms: number;
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export async function minuteBarsInRange(
  db: Warehouse<"market">,
  ticker: string,
  range: { startDate: string | null; endDate: string | null; limit: number },
): Promise<MinuteBar[]> {
  let query = db
    .selectFrom("minute_bars")
    .select(["ts_ms", "session_date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker);
  if (range.startDate) query = query.where("session_date", ">=", range.startDate);
  if (range.endDate) query = query.where("session_date", "<=", range.endDate);
  // Newest first in the session index's order (ticker, session_date, ts_ms; migration 0026): a
  // session's bars all follow the previous session's, so this is time order, and a read bounded by
  // session dates walks the index backwards to its limit instead of sorting the whole range.
  const rows = await query
    .orderBy("session_date", "desc")
    .orderBy("ts_ms", "desc")
    .limit(range.limit)
    .execute();
  return rows.reverse();
}

/** Every minute bar of one session, oldest first: the replay producer's source. */
export async function sessionMinuteBars(
  db: Warehouse<"market">,
  ticker: string,
  sessionDate: string,
  /** Point in time: only bars that have ended by this instant (a replay reads the whole day). */
  endedBy: Date | null = null,
): Promise<MinuteBar[]> {
  let query = db
    .selectFrom("minute_bars")
    .select(["ts_ms", "session_date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", sessionDate)
    .orderBy("ts_ms");
  if (endedBy !== null) query = query.where("ts_ms", "<=", endedBy.getTime() - 60_000);
  return query.execute();
}

/** The newest session held in minute_bars of each equity ticker (crypto pairs, `X:…`, left out). */
export async function latestEquityMinuteSessions(
  db: Warehouse<"market">,
): Promise<{ ticker: string; session_date: string }[]> {
  const rows = await db
    .selectFrom("minute_bars")
    .select(["ticker", (eb) => eb.fn.max("session_date").as("session_date")])
    .where("ticker", "not like", "X:%")
    .groupBy("ticker")
    .orderBy("ticker")
    .execute();
  return rows.map((row) => ({ ticker: row.ticker, session_date: String(row.session_date) }));
}
