/**
 * The instrument master as a directory: search by symbol or name, and paged listings by S&P 500
 * membership and GICS sector. Shared reference data like kit/instruments.ts; read per request
 * (the master is ~10,000 rows, one indexed table).
 */
import { sql } from "kysely";
import type { AnyWarehouse, Warehouse } from "../../warehouse/connection.js";
import { asOwner } from "../../warehouse/views.js";
import type { InstrumentRow } from "./instruments.js";

/** Symbols and names a fundamentals directory lists: listed companies and funds, not crypto pairs. */
const LISTED = ["equity", "etf"] as const;

/** Escapes LIKE wildcards so a query is matched literally. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows whose ticker starts with, or whose name contains, the text (any case). */
export async function instrumentsMatching(db: AnyWarehouse, text: string): Promise<InstrumentRow[]> {
  const upper = text.toUpperCase();
  const escaped = literal(upper);
  return asOwner("shared", db)
    .selectFrom("instruments")
    .selectAll()
    .where("asset_class", "in", [...LISTED])
    .where((eb) =>
      eb.or([
        eb(sql`upper(ticker)`, "like", sql`${`${escaped}%`} escape '\\'`),
        eb(sql`upper(name)`, "like", sql`${`%${escaped}%`} escape '\\'`),
      ]),
    )
    .execute();
}

export interface ListingFilter {
  sp500Only: boolean;
  /** GICS sector, matched case-insensitively; null for any. */
  sector: string | null;
}

function filtered(db: Warehouse<"shared">, filter: ListingFilter) {
  let query = db.selectFrom("instruments").where("asset_class", "in", [...LISTED]);
  if (filter.sp500Only) query = query.where("is_sp500", "=", 1);
  if (filter.sector !== null) query = query.where(sql`lower(sector)`, "=", filter.sector.toLowerCase());
  return query;
}

export async function countListings(db: AnyWarehouse, filter: ListingFilter): Promise<number> {
  const row = await filtered(asOwner("shared", db), filter)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listingsPage(
  db: AnyWarehouse,
  filter: ListingFilter,
  limit: number,
  offset: number,
): Promise<InstrumentRow[]> {
  return filtered(asOwner("shared", db), filter)
    .selectAll()
    .orderBy("ticker")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The GICS sectors the master knows (from the S&P 500 list), sorted. */
export async function gicsSectors(db: AnyWarehouse): Promise<string[]> {
  const rows = await asOwner("shared", db)
    .selectFrom("instruments")
    .select("sector")
    .distinct()
    .where("sector", "is not", null)
    .orderBy("sector")
    .execute();
  return rows.map((r) => r.sector as string);
}

/** S&P 500 members sharing a GICS sub-industry (or sector), the subject excluded. */
export async function gicsMembers(
  db: AnyWarehouse,
  level: "industry" | "sector",
  value: string,
  exclude: string,
): Promise<InstrumentRow[]> {
  return asOwner("shared", db)
    .selectFrom("instruments")
    .selectAll()
    .where("is_sp500", "=", 1)
    .where(level, "=", value)
    .where("ticker", "!=", exclude)
    .orderBy("ticker")
    .execute();
}
