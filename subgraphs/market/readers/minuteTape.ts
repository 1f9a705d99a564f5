/**
 * market's read-only reader of its minute trade and quote bars, for the other domains (docs/DESIGN.md §3):
 * risk's execution plans read a session's minute volume curve and quoted spreads here. market owns
 * and writes minute_bars and minute_quotes (docs/MARKET.md); nothing here writes.
 *
 * Minute bars are raw (as traded) Lean bars, each covering [ts, ts + 60 s) and stamped with its
 * US Eastern session date; a minute without trades has no row. Every read is bounded by the
 * caller's point in time: sessions are listed only through `through` (a completed session, whose
 * date is on or before core/calendar.ts lastFinalCloseDate), so no bar of a later day is seen.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";

export interface MinuteVolume {
  /** Bar start, epoch ms. */
  tsMs: number;
  volume: number;
}

export interface MinuteQuoteBar {
  /** Bar start, epoch ms. */
  tsMs: number;
  /** The last bid and ask of the minute; null where the source leaves a side empty. */
  bidClose: number | null;
  askClose: number | null;
  bidSize: number | null;
  askSize: number | null;
}

/** The session dates of `ticker`'s minute trade bars on or before `through`, newest first. */
export function minuteTradeSessions(
  source: AnyWarehouse,
  ticker: string,
  through: string,
): Promise<string[]> {
  return minuteSessions(source, "minute_bars", ticker, through);
}

/** The session dates of `ticker`'s minute quote bars on or before `through`, newest first. */
export function minuteQuoteSessions(
  source: AnyWarehouse,
  ticker: string,
  through: string,
): Promise<string[]> {
  return minuteSessions(source, "minute_quotes", ticker, through);
}

async function minuteSessions(
  source: AnyWarehouse,
  table: "minute_bars" | "minute_quotes",
  ticker: string,
  through: string,
): Promise<string[]> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom(table)
    .select("session_date")
    .distinct()
    .where("ticker", "=", ticker)
    .where("session_date", "<=", through)
    .orderBy("session_date", "desc")
    .execute();
  return rows.map((row) => row.session_date);
}

/** The minute trade bars of one session starting in [fromMs, toMs), oldest first. */
export async function minuteVolumes(
  source: AnyWarehouse,
  ticker: string,
  session: { date: string; fromMs: number; toMs: number },
): Promise<MinuteVolume[]> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom("minute_bars")
    .select(["ts_ms", "volume"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", session.date)
    .where("ts_ms", ">=", session.fromMs)
    .where("ts_ms", "<", session.toMs)
    .orderBy("ts_ms")
    .execute();
  return rows.map((row) => ({ tsMs: row.ts_ms, volume: row.volume }));
}

/** The minute quote bars of one session starting in [fromMs, toMs), oldest first. */
export async function minuteQuotes(
  source: AnyWarehouse,
  ticker: string,
  session: { date: string; fromMs: number; toMs: number },
): Promise<MinuteQuoteBar[]> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom("minute_quotes")
    .select(["ts_ms", "bid_close", "ask_close", "bid_size", "ask_size"])
    .where("ticker", "=", ticker)
    .where("session_date", "=", session.date)
    .where("ts_ms", ">=", session.fromMs)
    .where("ts_ms", "<", session.toMs)
    .orderBy("ts_ms")
    .execute();
  return rows.map((row) => ({
    tsMs: row.ts_ms,
    bidClose: row.bid_close,
    askClose: row.ask_close,
    bidSize: row.bid_size,
    askSize: row.ask_size,
  }));
}
