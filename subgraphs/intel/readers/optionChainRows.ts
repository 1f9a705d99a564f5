/**
 * intel's read-only reader of the option chain snapshots (option_chain_rows), for the other domains
 * (docs/DESIGN.md §3): risk's hedging route reads what the held index chains can and cannot establish here.
 * intel owns option_chain_rows (the chain ingester writes it; docs/INTEL.md); nothing here writes.
 *
 * A snapshot is end-of-day: the caller passes `through`, the last date whose close was final by its
 * clock (core/calendar.ts lastFinalCloseDate), so no chain captured after the clock is seen. Values
 * are as published: an empty open interest is null (not reported), never 0.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";

export interface ChainContract {
  expiry: string;
  strike: number;
  right: "C" | "P";
  openInterest: number | null;
  impliedVolatility: number | null;
  gamma: number | null;
}

export interface HeldChain {
  underlying: string;
  snapshotDate: string;
  /** Data-relative chain files the rows come from. */
  sourceFiles: string[];
  contracts: ChainContract[];
}

/** The snapshot dates held for `underlying` on or before `through`, newest first. */
export async function chainSnapshotDates(
  source: AnyWarehouse,
  underlying: string,
  through: string,
): Promise<string[]> {
  const db = asOwner("intel", source);
  const rows = await db
    .selectFrom("option_chain_rows")
    .select("snapshot_date")
    .distinct()
    .where("underlying", "=", underlying)
    .where("snapshot_date", "<=", through)
    .orderBy("snapshot_date", "desc")
    .execute();
  return rows.map((row) => row.snapshot_date);
}

/** The whole chain of one snapshot date, by expiry, right and strike; null when none is held. */
export async function chainOn(
  source: AnyWarehouse,
  underlying: string,
  snapshotDate: string,
): Promise<HeldChain | null> {
  const db = asOwner("intel", source);
  const rows = await db
    .selectFrom("option_chain_rows")
    .select(["expiry", "strike", "right", "open_interest", "implied_volatility", "gamma", "source_file"])
    .where("underlying", "=", underlying)
    .where("snapshot_date", "=", snapshotDate)
    .orderBy("expiry")
    .orderBy("right")
    .orderBy("strike")
    .execute();
  if (rows.length === 0) return null;
  return {
    underlying,
    snapshotDate,
    sourceFiles: [...new Set(rows.map((row) => row.source_file))].sort(),
    contracts: rows.map((row) => ({
      expiry: row.expiry,
      strike: row.strike,
      right: row.right,
      openInterest: row.open_interest,
      impliedVolatility: row.implied_volatility,
      gamma: row.gamma,
    })),
  };
}
