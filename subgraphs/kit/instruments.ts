/**
 * The instrument master as every subgraph sees it: shared reference data, read through one
 * batched loader. A symbol that is well formed but absent here is 404 unknown_ticker (spec/01).
 */
import type { Selectable } from "kysely";
import { unknownTicker } from "../../core/errors.js";
import { type AssetClassInput, normaliseTicker } from "../../core/ticker.js";
import type { AnyWarehouse } from "../../warehouse/connection.js";
import type { InstrumentsTable } from "../../warehouse/schema.js";
import { asOwner } from "../../warehouse/views.js";
import type { AnyContext } from "./context.js";
import { alignByKey, defineLoader } from "./loaders.js";

export type InstrumentRow = Selectable<InstrumentsTable>;

export const instrumentByTicker = defineLoader<string, InstrumentRow | null, "shared">(
  "instrumentByTicker",
  async ({ db }, tickers) => {
    const rows = await db
      .selectFrom("instruments")
      .selectAll()
      .where("ticker", "in", [...tickers])
      .execute();
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) => group[0] ?? null,
    );
  },
);

/** Normalise, then prove the symbol exists; the one entry check for a ticker argument. */
export async function requireInstrument(
  ctx: AnyContext,
  rawTicker: string,
  assetClass: AssetClassInput = "equity",
): Promise<InstrumentRow> {
  const ticker = normaliseTicker(rawTicker, assetClass);
  const row = await ctx.loaders.get(instrumentByTicker).load(ticker);
  if (!row) throw unknownTicker(ticker);
  return row;
}

/** The row of an entity key that another subgraph already resolved (so already normalised). */
export async function knownInstrument(ctx: AnyContext, ticker: string): Promise<InstrumentRow> {
  const row = await ctx.loaders.get(instrumentByTicker).load(ticker);
  if (!row) throw unknownTicker(ticker);
  return row;
}

/** Every instrument of one asset class (e.g. the crypto pairs a universe ranks), by ticker. */
export async function instrumentsOfClass(
  ctx: { db: AnyWarehouse },
  assetClass: InstrumentRow["asset_class"],
): Promise<InstrumentRow[]> {
  return asOwner("shared", ctx.db)
    .selectFrom("instruments")
    .selectAll()
    .where("asset_class", "=", assetClass)
    .orderBy("ticker")
    .execute();
}

/** The master's rows of these SEC CIKs (every listing of each), for domains keyed by CIK. */
export async function instrumentsWithCik(
  ctx: { db: AnyWarehouse },
  ciks: readonly string[],
): Promise<InstrumentRow[]> {
  if (ciks.length === 0) return [];
  return asOwner("shared", ctx.db)
    .selectFrom("instruments")
    .selectAll()
    .where("cik", "in", [...ciks])
    .orderBy("ticker")
    .execute();
}

/**
 * Why the master holds no GICS sector (and sub-industry) for an instrument, null when it does: the
 * master's GICS classification comes from the S&P 500 constituents list alone, so an ETF or a
 * crypto pair has none to have, and an equity outside the list has none held.
 */
export function gicsReason(row: Pick<InstrumentRow, "asset_class" | "sector">): string | null {
  if (row.sector !== null) return null;
  return row.asset_class === "equity" ? "not_in_sp500_gics_list" : "not_applicable_non_equity";
}
