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
  db: Warehouse,
  ticker: string,
  sessionDate: string,
): Promise<MinuteQuote[]> {
  return db
    .selectFrom("minute_quotes")
    .select(["ts_ms", "bid_close", "bid_size", "ask_close", "ask_size"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", sessionDate)
    .orderBy("ts_ms")
    .execute();
}

/** Every (ticker, session) held in minute_quotes: the sessions a replay can publish quotes for. */
export async function minuteQuoteSessions(
  db: Warehouse,
): Promise<{ ticker: string; session_date: string }[]> {
  return db
    .selectFrom("minute_quotes")
    .select(["ticker", "session_date"])
    .distinct()
    .orderBy("ticker")
    .orderBy("session_date")
    .execute();
}
