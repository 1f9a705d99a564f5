/**
 * market's read-only reader of the daily universe's closes on chosen sessions, for the other
 * domains' cross-sections (risk's correlation mesh reads the month-end closes of 444 members: 37
 * sessions, not the 750 a window of bars would return). market owns and writes universe_bars
 * (docs/MARKET.md); nothing here writes. Reads take the caller's point-in-time bound as
 * subgraphs/market/readers/universe.ts does; the closes are its split- and dividend-adjusted closes.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import type { DateRange } from "./universe.js";

/** The ingested file the universe's bars come from (warehouse/ingest/dailyUniverse.ts). */
const UNIVERSE_BARS_FILE = "prices/daily_universe.csv.gz";

/** The universe's sessions in the range (any member traded), ascending. */
export async function universeSessions(source: AnyWarehouse, range: DateRange): Promise<string[]> {
  const db = asOwner("market", source);
  let query = db.selectFrom("universe_bars").select("date").distinct().where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  const rows = await query.orderBy("date").execute();
  return rows.map((row) => row.date);
}

/** Every member's close on each of `dates` it traded, keyed by ticker then date. */
export async function universeClosesOn(
  source: AnyWarehouse,
  dates: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const db = asOwner("market", source);
  const byTicker = new Map<string, Map<string, number>>();
  if (dates.length === 0) return byTicker;
  const rows = await db
    .selectFrom("universe_bars")
    .select(["ticker", "date", "close"])
    .where("date", "in", [...dates])
    .execute();
  for (const row of rows) {
    const closes = byTicker.get(row.ticker);
    if (closes) closes.set(row.date, row.close);
    else byTicker.set(row.ticker, new Map([[row.date, row.close]]));
  }
  return byTicker;
}

/**
 * The universe's data version: the sha256 of the ingested bars file, which changes exactly when
 * the universe's rows do (an ingest rewrites them all). Null when the universe was never ingested.
 * Readers key what they derive from the universe by it.
 */
export async function universeVersion(source: AnyWarehouse): Promise<string | null> {
  const db = asOwner("market", source);
  const row = await db
    .selectFrom("ingested_files")
    .select("sha256")
    .where("path", "=", UNIVERSE_BARS_FILE)
    .executeTakeFirst();
  return row?.sha256 ?? null;
}
