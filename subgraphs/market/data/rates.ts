/**
 * market's reads of treasury_par_yields, macro_observations and vix_daily. Each answer needs a
 * handful of rows, read directly (no per-key batching: these routes take no ticker).
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import { TREASURY_TENORS } from "../../../warehouse/schema.js";
import type { Observation } from "../domain/macro.js";
import type { CurveRow } from "../domain/treasury.js";

const CURVE_COLUMNS = ["date", ...TREASURY_TENORS] as const;

/**
 * The newest `count` curves dated on or before `onOrBefore`, newest first. Where two source files
 * hold a date, the row of higher precedence is the curve.
 */
export async function curvesOnOrBefore(
  db: Warehouse<"market">,
  onOrBefore: string,
  count: number,
): Promise<CurveRow[]> {
  const query = db
    .selectFrom("treasury_par_yields")
    .select([...CURVE_COLUMNS, "precedence"])
    .orderBy("date", "desc")
    .orderBy("precedence", "desc")
    // Each date appears at most twice (one row per source file).
    .limit(count * 2)
    .where("date", "<=", onOrBefore);
  const rows = await query.execute();
  const curves: CurveRow[] = [];
  for (const { precedence: _, ...row } of rows) {
    if (curves.at(-1)?.date === row.date) continue;
    curves.push(row);
    if (curves.length === count) break;
  }
  return curves;
}

/** First and last curve dates held, counting only curves dated on or before `onOrBefore`. */
export async function curveCoverage(
  db: Warehouse<"market">,
  onOrBefore: string,
): Promise<{ first: string; last: string } | null> {
  const row = await db
    .selectFrom("treasury_par_yields")
    .select((eb) => [eb.fn.min("date").as("first"), eb.fn.max("date").as("last")])
    .where("date", "<=", onOrBefore)
    .executeTakeFirst();
  return row?.first && row.last ? { first: row.first, last: row.last } : null;
}

/** The newest observation of a series that has a value, dated on or before `onOrBefore`. */
export async function latestValue(
  db: Warehouse<"market">,
  seriesId: string,
  onOrBefore: string,
): Promise<Observation | null> {
  const row = await db
    .selectFrom("macro_observations")
    .select(["date", "value"])
    .where("series_id", "=", seriesId)
    .where("value", "is not", null)
    .where("date", "<=", onOrBefore)
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The newest `count` observations of each series dated on or before its bound (nulls included: a
 * listed period without a value is an answer in itself), one UNION ALL branch per series.
 */
export async function recentObservations(
  db: Warehouse<"market">,
  bounds: ReadonlyMap<string, string>,
  count: number,
): Promise<Map<string, Observation[]>> {
  const seriesIds = [...bounds.keys()];
  const [first, ...rest] = [...bounds].map(([seriesId, onOrBefore], index) =>
    db
      .selectFrom((inner) =>
        inner
          .selectFrom("macro_observations")
          .select(["series_id", "date", "value"])
          .where("series_id", "=", seriesId)
          .where("date", "<=", onOrBefore)
          .orderBy("date", "desc")
          .limit(count)
          .as(`recent_${index}`),
      )
      .selectAll(),
  );
  const out = new Map<string, Observation[]>(seriesIds.map((id) => [id, []]));
  if (!first) return out;
  const rows = await rest.reduce((union, branch) => union.unionAll(branch), first).execute();
  for (const row of rows) out.get(row.series_id)?.push({ date: row.date, value: row.value });
  return out;
}

export async function latestVix(
  db: Warehouse<"market">,
  onOrBefore: string,
): Promise<{ date: string; close: number } | null> {
  const row = await db
    .selectFrom("vix_daily")
    .select(["date", "close"])
    .where("date", "<=", onOrBefore)
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
