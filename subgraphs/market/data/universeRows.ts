/**
 * What market holds prices for: one row per instrument with a daily series (price_series, or a
 * crypto pair's daily bars) or minute bars, with the dates each covers. A handful of rows, read
 * with three grouped statements.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { Warehouse } from "../../../warehouse/connection.js";

const MINUTE_MS = 60_000;

export interface HeldSeries {
  ticker: string;
  source: string | null;
  closeBasis: string | null;
  dailyFrom: string | null;
  dailyThrough: string | null;
  minuteSessions: number;
  minuteFrom: string | null;
  minuteThrough: string | null;
  dividendHistoryThrough: string | null;
}

/**
 * Held series as seen at `now` (point in time): a daily bar counts once its close is final
 * (core/calendar.ts lastFinalCloseDate; crypto once its UTC day has ended), a minute bar once it
 * has ended, and dividend history is claimed only through the newest visible equity close.
 */
export async function heldSeries(db: Warehouse<"market">, now: Date): Promise<HeldSeries[]> {
  const equityBound = lastFinalCloseDate(now, "equity");
  const cryptoBound = lastFinalCloseDate(now, "crypto");
  const [series, equityDaily, cryptoDaily, minutes, coverage] = await Promise.all([
    db.selectFrom("price_series").select(["ticker", "source", "close_basis"]).execute(),
    db
      .selectFrom("daily_bars")
      .select(["ticker", (eb) => eb.fn.min("date").as("first"), (eb) => eb.fn.max("date").as("last")])
      .where("ticker", "not like", "X:%")
      .where("date", "<=", equityBound)
      .groupBy("ticker")
      .execute(),
    db
      .selectFrom("daily_bars")
      .select(["ticker", (eb) => eb.fn.min("date").as("first"), (eb) => eb.fn.max("date").as("last")])
      .where("ticker", "like", "X:%")
      .where("date", "<=", cryptoBound)
      .groupBy("ticker")
      .execute(),
    db
      .selectFrom("minute_bars")
      .select([
        "ticker",
        (eb) => eb.fn.min("session_date").as("first"),
        (eb) => eb.fn.max("session_date").as("last"),
        (eb) => eb.fn.count<number>("session_date").distinct().as("sessions"),
      ])
      .where("ts_ms", "<=", now.getTime() - MINUTE_MS)
      .groupBy("ticker")
      .execute(),
    db.selectFrom("corporate_action_coverage").select(["ticker", "covered_through"]).execute(),
  ]);
  const rows = new Map<string, HeldSeries>();
  const row = (ticker: string): HeldSeries => {
    let found = rows.get(ticker);
    if (!found) {
      found = {
        ticker,
        source: null,
        closeBasis: null,
        dailyFrom: null,
        dailyThrough: null,
        minuteSessions: 0,
        minuteFrom: null,
        minuteThrough: null,
        dividendHistoryThrough: null,
      };
      rows.set(ticker, found);
    }
    return found;
  };
  const daily = new Map(equityDaily.map((d) => [d.ticker, d]));
  for (const s of series) {
    const visible = daily.get(s.ticker);
    // A series whose first bar is after the clock is not held yet at that instant.
    if (!visible) continue;
    Object.assign(row(s.ticker), {
      source: s.source,
      closeBasis: s.close_basis,
      dailyFrom: visible.first,
      dailyThrough: visible.last,
    });
  }
  for (const d of cryptoDaily) {
    Object.assign(row(d.ticker), { source: "crypto_daily_file", dailyFrom: d.first, dailyThrough: d.last });
  }
  for (const m of minutes) {
    Object.assign(row(m.ticker), {
      minuteSessions: Number(m.sessions),
      minuteFrom: m.first,
      minuteThrough: m.last,
    });
  }
  for (const c of coverage) {
    const held = rows.get(c.ticker);
    if (held) held.dividendHistoryThrough = c.covered_through < equityBound ? c.covered_through : equityBound;
  }
  return [...rows.values()].sort((a, b) => a.ticker.localeCompare(b.ticker));
}
