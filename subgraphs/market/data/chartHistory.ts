/** How far back a ticker's daily history goes (the chart's 52-week range needs a full year). */
import type { Warehouse } from "../../../warehouse/connection.js";

export async function firstDailyDate(db: Warehouse<"market">, ticker: string): Promise<string | null> {
  const row = await db
    .selectFrom("daily_bars")
    .select((eb) => eb.fn.min("date").as("first"))
    .where("ticker", "=", ticker)
    .executeTakeFirst();
  return row?.first ?? null;
}
