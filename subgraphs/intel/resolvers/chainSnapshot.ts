/**
 * The chain snapshot an options answer is computed from, read the same way by max_pain, gex,
 * vol_surface and the options chain route: the newest snapshot dated on or before the asked date
 * and never after the last close final at the request's clock (point in time), its underlying's
 * close that day as traded (market's reader), its share bases split, and its staleness labels.
 */

import { easternDate, lastFinalCloseDate, nextTradingDay } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { closeAsTraded, type TradedClose } from "../../market/readers/marketPrices.js";
import { chainDatesAsOf, latestChainAsOf } from "../data/optionChains.js";
import { type ChainBases, daysToExpiry, type HeldContract, splitBases } from "../domain/optionChain.js";

export const CHAIN_SOURCE = "option_chain_snapshots";

export interface LoadedChain {
  ticker: string;
  snapshotDate: string;
  /** The last date whose close was final at the clock: no snapshot after it is visible. */
  visibleThrough: string;
  /** True when the snapshot is older than `visibleThrough` (a newer end-of-day chain would be due). */
  isStale: boolean;
  /** The next trading day after the snapshot: when the next end-of-day chain was due. */
  nextDue: string;
  /** Calendar days from the snapshot date to the clock's (Eastern) date. */
  ageDays: number;
  /** Snapshot dates visible at the clock, newest first. */
  availableDates: string[];
  sourceFiles: string[];
  contracts: HeldContract[];
  bases: ChainBases<HeldContract>;
  /** The underlying's close on the snapshot date, as traded (the chain's strike basis); null with spotReason. */
  spot: TradedClose | null;
  spotReason: string | null;
}

export async function loadChain(
  ctx: SubgraphContext<"intel">,
  row: InstrumentRow,
  date: string | null,
): Promise<LoadedChain> {
  const now = ctx.clock.now();
  const visible = lastFinalCloseDate(now, row.asset_class);
  const asOf = date !== null && date < visible ? date : visible;
  const chain = await latestChainAsOf(ctx.db, row.ticker, asOf);
  if (!chain) {
    throw datasetNotHeld(
      row.ticker,
      CHAIN_SOURCE,
      "no_option_chain_held",
      `option chain snapshot on or before ${asOf}`,
    );
  }
  const [availableDates, traded] = await Promise.all([
    chainDatesAsOf(ctx.db, row.ticker, visible),
    closeAsTraded(ctx.db, row.ticker, chain.snapshotDate, easternDate(now)),
  ]);
  return {
    ticker: row.ticker,
    snapshotDate: chain.snapshotDate,
    visibleThrough: visible,
    isStale: chain.snapshotDate < visible,
    nextDue: nextTradingDay(chain.snapshotDate),
    ageDays: daysToExpiry(chain.snapshotDate, easternDate(now)),
    availableDates,
    sourceFiles: chain.sourceFiles,
    contracts: chain.contracts,
    bases: splitBases(chain.contracts),
    spot: traded.close,
    spotReason: traded.reason,
  };
}

/** How the close was put on the chain's share basis, in words. */
export function spotBasis(spot: TradedClose): string {
  return `${spot.seriesBasis} daily close${spot.splitsUndone.length ? `, splits after the day undone: ${spot.splitsUndone.join(", ")}` : ""}`;
}
