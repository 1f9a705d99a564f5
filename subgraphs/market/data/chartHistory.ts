/** The daily history the chart needs besides its bars: the 52-week window and how far back it goes. */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { DailyHighLow } from "../domain/chart.js";

/** Daily highs and lows of one ticker in [startDate, endDate], oldest first. */
export async function dailyHighLow(
  db: Warehouse,
  ticker: string,
  startDate: string,
  endDate: string,
): Promise<DailyHighLow[]> {
  return db
    .selectFrom("daily_bars")
    .select(["date", "high", "low"])
    .where("ticker", "=", ticker)
    .where("date", ">=", startDate)
    .where("date", "<=", endDate)
    .orderBy("date", "asc")
    .execute();
}

export async function firstDailyDate(db: Warehouse, ticker: string): Promise<string | null> {
  const row = await db
    .selectFrom("daily_bars")
    .select((eb) => eb.fn.min("date").as("first"))
    .where("ticker", "=", ticker)
    .executeTakeFirst();
  return row?.first ?? null;
}
