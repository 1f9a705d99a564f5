/** market's reads of minute_quotes (the bundled NBBO-style minute quote bars). */
import type { Warehouse } from "../../../warehouse/connection.js";

export interface MinuteQuote {
  ts_ms: number;
  bid_close: number | null;
  bid_size: number | null;
  ask_close: number | null;
  ask_size: number | null;
}

/** Every minute quote bar of one session, oldest first: the replay producer's quote source. */
export async function sessionMinuteQuotes(
  db: Warehouse<"market">,
  ticker: string,
  sessionDate: string,
  /** Point in time: only bars that have ended by this instant (a replay reads the whole day). */
  endedBy: Date | null = null,
): Promise<MinuteQuote[]> {
  let query = db
    .selectFrom("minute_quotes")
    .select(["ts_ms", "bid_close", "bid_size", "ask_close", "ask_size"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", sessionDate)
    .orderBy("ts_ms");
  if (endedBy !== null) query = query.where("ts_ms", "<=", endedBy.getTime() - 60_000);
  return query.execute();
}

/** Every (ticker, session) held in minute_quotes: the sessions a replay can publish quotes for. */
export async function minuteQuoteSessions(
  db: Warehouse<"market">,
): Promise<{ ticker: string; session_date: string }[]> {
  return db
    .selectFrom("minute_quotes")
    .select(["ticker", "session_date"])
    .distinct()
    .orderBy("ticker")
    .orderBy("session_date")
    .execute();
}
