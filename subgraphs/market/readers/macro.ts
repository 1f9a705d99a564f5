/**
 * market's read-only reader of its macro and rates tables for the other domains (docs/DESIGN.md §3):
 * signals' regime, veto and cross-asset routes read the Cboe VIX closes (vix_daily), the FRED
 * series (macro_observations) and the Treasury par yield curve (treasury_par_yields). market owns
 * and writes those tables (docs/MACRO.md); nothing here writes.
 *
 * Point in time, in two steps so one rule serves a request and a cache alike:
 * - `*VisibleThrough(now)` says the newest observation date a caller at `now` may see: the same
 *   rules market's own macro routes apply (core/publication.ts for FRED and Cboe: an observation of
 *   day D once its release has certainly happened; the Treasury curve of D after its 18:00 ET
 *   release on a bond business day, market's `expectedCurveDate`).
 * - every read takes `through`, that bound, inclusive: nothing dated after it is returned. A
 *   computation over the whole history, cached per `macroDataVersion`, reads `through:
 *   WHOLE_HISTORY` and must cut its results at the visible bound before anything is served.
 */
import { createHash } from "node:crypto";
import { easternDate } from "../../../core/calendar.js";
import { DAILY_NEXT_DAY, fredPublication, visibleThrough } from "../../../core/publication.js";
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
// market's own publication rule for the curve; pure, so its reader can share it.
import { expectedCurveDate } from "../domain/treasury.js";

/** `through` of a read whose result is cached per data version and cut per request. */
export const WHOLE_HISTORY = "9999-12-31";

export interface DatedValue {
  date: string;
  value: number;
}

export interface ObservationRange {
  /** Inclusive upper bound: the newest date the caller may see (a `*VisibleThrough` answer). */
  through: string;
  /** Inclusive lower bound; the whole history when absent. */
  from?: string;
  /** Only the newest `last` observations in range (still returned oldest first). */
  last?: number;
}

/** The newest VIX close date visible at `now`: the day before today (ET), as the macro dashboard. */
export function vixVisibleThrough(now: Date): string {
  return visibleThrough(DAILY_NEXT_DAY, easternDate(now));
}

/** The newest observation date of a FRED series visible at `now` (core/publication.ts lags). */
export function fredVisibleThrough(seriesId: string, now: Date): string {
  return visibleThrough(fredPublication(seriesId), easternDate(now));
}

/** The newest Treasury curve date visible at `now`: today's after 18:00 ET, else the previous bond day's. */
export function treasuryVisibleThrough(now: Date): string {
  return expectedCurveDate(now);
}

/** Cboe VIX daily closes in range, oldest first. */
export async function vixCloses(source: AnyWarehouse, range: ObservationRange): Promise<DatedValue[]> {
  const db = asOwner("market", source);
  let query = db
    .selectFrom("vix_daily")
    .select(["date", "close as value"])
    .where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  if (range.last === undefined) return query.orderBy("date").execute();
  return (await query.orderBy("date", "desc").limit(range.last).execute()).reverse();
}

/**
 * One FRED series' observations that have a value, oldest first. A period the source lists
 * without a value ('' or '.') is left out: the series has no reading that day.
 */
export async function fredObservations(
  source: AnyWarehouse,
  seriesId: string,
  range: ObservationRange,
): Promise<DatedValue[]> {
  const db = asOwner("market", source);
  let query = db
    .selectFrom("macro_observations")
    .select(["date", "value"])
    .where("series_id", "=", seriesId)
    .where("value", "is not", null)
    .where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  const rows =
    range.last === undefined
      ? await query.orderBy("date").execute()
      : (await query.orderBy("date", "desc").limit(range.last).execute()).reverse();
  return rows.map((row) => ({ date: row.date, value: row.value as number }));
}

/** The tenors of a Treasury par yield curve in percent, null where not published that day. */
export interface TreasuryCurve {
  date: string;
  m3: number | null;
  y2: number | null;
  y5: number | null;
  y10: number | null;
  y30: number | null;
}

/**
 * The newest `count` Treasury curves dated in range, oldest first, one per date: where two source
 * files hold a date, the row of higher precedence is the curve (as market's own curve routes).
 */
export async function treasuryCurves(
  source: AnyWarehouse,
  range: ObservationRange & { count: number },
): Promise<TreasuryCurve[]> {
  const db = asOwner("market", source);
  let query = db
    .selectFrom("treasury_par_yields")
    .select(["date", "precedence", "m3", "y2", "y5", "y10", "y30"])
    .where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  // Each date appears at most twice (one row per source file).
  const rows = await query
    .orderBy("date", "desc")
    .orderBy("precedence", "desc")
    .limit(range.count * 2)
    .execute();
  const curves: TreasuryCurve[] = [];
  for (const { precedence: _, ...curve } of rows) {
    if (curves.at(-1)?.date === curve.date) continue;
    curves.push(curve);
    if (curves.length === range.count) break;
  }
  return curves.reverse();
}

/** The ingest adapters whose files fill the tables this reader reads. */
const MACRO_ADAPTERS = ["vix_daily", "fred_series", "treasury_par_yields"] as const;

/**
 * A digest of the macro files as ingested (the ingest ledger's path and sha256 of each): it
 * changes exactly when one of them is ingested again with other content, so a computation over
 * the whole history can be cached under it.
 */
export async function macroDataVersion(source: AnyWarehouse): Promise<string> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom("ingested_files")
    .select(["path", "sha256"])
    .where("adapter", "in", [...MACRO_ADAPTERS])
    .orderBy("path")
    .execute();
  return digestOf(rows);
}

/** The ledger rows as one short digest (shared by this folder's version functions). */
export function digestOf(rows: readonly { path: string; sha256: string }[]): string {
  const hash = createHash("sha256");
  for (const row of rows) hash.update(`${row.path}@${row.sha256}\n`);
  return hash.digest("hex").slice(0, 16);
}
