/**
 * market's read-only reader of the FRED series it ingests (macro_observations), for the other
 * domains (docs/DESIGN.md §3): risk's credit indices read the ICE BofA option-adjusted spreads here. market
 * owns and writes macro_observations (docs/MACRO.md); nothing here writes.
 *
 * `through` is the caller's point-in-time bound: the newest observation date published by its
 * clock (core/publication.ts visibleThrough). Dates FRED lists without a value (market holidays)
 * are left out: they are not observations.
 */
import type { Warehouse } from "../../../warehouse/connection.js";

export interface FredObservation {
  date: string;
  value: number;
}

/** The series' observations with a value dated in [from, through], oldest first. */
export async function fredObservations(
  db: Warehouse,
  seriesId: string,
  range: { from: string; through: string },
): Promise<FredObservation[]> {
  const rows = await db
    .selectFrom("macro_observations")
    .select(["date", "value"])
    .where("series_id", "=", seriesId)
    .where("value", "is not", null)
    .where("date", ">=", range.from)
    .where("date", "<=", range.through)
    .orderBy("date")
    .execute();
  return rows.map((row) => ({ date: row.date, value: row.value as number }));
}

/** The newest observation with a value dated on or before `through`, or null. */
export async function latestFredObservation(
  db: Warehouse,
  seriesId: string,
  through: string,
): Promise<FredObservation | null> {
  const row = await db
    .selectFrom("macro_observations")
    .select(["date", "value"])
    .where("series_id", "=", seriesId)
    .where("value", "is not", null)
    .where("date", "<=", through)
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { date: row.date, value: row.value as number } : null;
}
