/**
 * The tape's reads: which minute sessions are held, and a day's option chain rows.
 *
 * option_chain_rows is filled by the chain ingester and read by intel for its chain analytics;
 * the Tape product's options prints (docs/ROUTES.md: /api/v3/tape/options is market's) read the same
 * rows here, read-only: one copy of the data, two products over it.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import type { ChainRow } from "../domain/tape.js";

const MINUTE_MS = 60_000;

/**
 * The minute sessions of a ticker that have begun by `now` (their first bar has ended), newest
 * first: a session that starts after the clock is not visible yet (point in time).
 */
export async function minuteSessions(db: Warehouse<"market">, ticker: string, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom("minute_bars")
    .select("session_date")
    .distinct()
    .where("ticker", "=", ticker)
    .where("ts_ms", "<=", now.getTime() - MINUTE_MS)
    .orderBy("session_date", "desc")
    .execute();
  return rows.map((row) => row.session_date);
}

export async function chainDates(db: Warehouse<"market">, underlying: string): Promise<string[]> {
  const rows = await db
    .selectFrom("option_chain_rows")
    .select("snapshot_date")
    .distinct()
    .where("underlying", "=", underlying)
    .orderBy("snapshot_date", "desc")
    .execute();
  return rows.map((row) => row.snapshot_date);
}

export async function chainRows(
  db: Warehouse<"market">,
  underlying: string,
  snapshotDate: string,
): Promise<ChainRow[]> {
  return db
    .selectFrom("option_chain_rows")
    .select([
      "expiry",
      "strike",
      "right",
      "open",
      "high",
      "low",
      "close",
      "volume",
      "open_interest",
      "implied_volatility",
      "source_file",
    ])
    .where("underlying", "=", underlying)
    .where("snapshot_date", "=", snapshotDate)
    .execute();
}
