/**
 * The universe scan (svc_v3_universe_scan): the book date's actionable rows — LONG (deciles 8–10)
 * and SHORT (deciles 1–3) — that clear a liquidity floor on their 21-session ADV, strongest
 * conviction first (then rank). Pure.
 *
 * Floors (spec/02): by default 5,000,000 USD for LONG rows and 10,000,000 for SHORT rows (a short
 * needs a deeper market to borrow and cover in); `min_adv_dollars` given sets both floors to it,
 * and 0 disables them. A row whose ADV is unknown (fewer than 21 sessions) cannot clear a floor;
 * with the floors disabled it is kept, its ADV null with the reason.
 */
import type { BookRow } from "../data/signalsBook.js";
import type { Adv } from "./scanLiquidity.js";

export const DEFAULT_LONG_FLOOR_USD = 5_000_000;
export const DEFAULT_SHORT_FLOOR_USD = 10_000_000;

export interface Floors {
  long: number;
  short: number;
  /** default, min_adv_dollars or disabled. */
  basis: "default" | "min_adv_dollars" | "disabled";
}

export function floorsFor(minAdvDollars: number | null): Floors {
  if (minAdvDollars === null)
    return { long: DEFAULT_LONG_FLOOR_USD, short: DEFAULT_SHORT_FLOOR_USD, basis: "default" };
  if (minAdvDollars === 0) return { long: 0, short: 0, basis: "disabled" };
  return { long: minAdvDollars, short: minAdvDollars, basis: "min_adv_dollars" };
}

export interface ScanRowOut {
  row: BookRow;
  side: "LONG" | "SHORT";
  adv: Adv | null;
  floor: number;
}

export interface ScanOut {
  rows: ScanRowOut[];
  /** Scored rows of the book date. */
  scanned: number;
  neutralExcluded: number;
  belowFloorLong: number;
  belowFloorShort: number;
  advUnknownExcluded: number;
  /** Rows that cleared the floors, before the limit. */
  passed: number;
  hasMore: boolean;
}

export function universeScan(
  rows: readonly BookRow[],
  adv: ReadonlyMap<string, Adv>,
  params: { limit: number; floors: Floors },
): ScanOut {
  const scored = rows.filter((row) => row.blendedScore !== null);
  let neutralExcluded = 0;
  let belowFloorLong = 0;
  let belowFloorShort = 0;
  let advUnknownExcluded = 0;
  const passed: ScanRowOut[] = [];
  for (const row of scored) {
    if (row.direction !== "LONG" && row.direction !== "SHORT") {
      neutralExcluded += 1;
      continue;
    }
    const side = row.direction;
    const floor = side === "LONG" ? params.floors.long : params.floors.short;
    const liquidity = adv.get(row.ticker) ?? null;
    if (floor > 0) {
      if (liquidity === null || liquidity.value === null) {
        advUnknownExcluded += 1;
        continue;
      }
      if (liquidity.value < floor) {
        if (side === "LONG") belowFloorLong += 1;
        else belowFloorShort += 1;
        continue;
      }
    }
    passed.push({ row, side, adv: liquidity, floor });
  }
  passed.sort(
    (a, b) =>
      (b.row.conviction as number) - (a.row.conviction as number) ||
      (a.row.rank as number) - (b.row.rank as number),
  );
  return {
    rows: passed.slice(0, params.limit),
    scanned: scored.length,
    neutralExcluded,
    belowFloorLong,
    belowFloorShort,
    advUnknownExcluded,
    passed: passed.length,
    hasMore: passed.length > params.limit,
  };
}
