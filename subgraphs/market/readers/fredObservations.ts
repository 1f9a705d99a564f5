/**
 * market's read-only reader of the FRED series it ingests (macro_observations), for the other
 * domains (docs/DESIGN.md §3): risk's credit indices read the ICE BofA option-adjusted spreads here. market
 * owns and writes macro_observations (docs/MACRO.md); nothing here writes.
 *
 * `through` is the caller's point-in-time bound: the newest observation date published by its
 * clock (core/publication.ts visibleThrough). Dates FRED lists without a value (market holidays)
 * are left out: they are not observations.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";

export interface FredObservation {
  date: string;
  value: number;
}

/** The series' observations with a value dated in [from, through], oldest first. */
export async function fredObservations(
  source: AnyWarehouse,
  seriesId: string,
  range: { from: string; through: string },
): Promise<FredObservation[]> {
  const db = asOwner("market", source);
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
  source: AnyWarehouse,
  seriesId: string,
  through: string,
): Promise<FredObservation | null> {
  const db = asOwner("market", source);
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
