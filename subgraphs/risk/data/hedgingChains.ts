/**
 * The index option chains the hedging rules would rest on, read through intel's read-only chain
 * reader and market's close reader (subgraphs/<domain>/readers/): the newest end-of-day snapshot of each
 * underlying whose day had closed by the clock, summarised into the evidence the rules check.
 */

import { easternDate } from "../../../core/calendar.js";
import { chainOn, chainSnapshotDates } from "../../intel/readers/optionChainRows.js";
import type { SubgraphContext } from "../../kit/context.js";
import { closeAsTraded } from "../../market/readers/marketPrices.js";
import { type ChainEvidence, expiryDaysOf } from "../domain/hedging.js";

export async function chainEvidence(
  ctx: SubgraphContext<"risk">,
  underlying: string,
  through: string,
): Promise<ChainEvidence> {
  const dates = await chainSnapshotDates(ctx.db, underlying, through);
  const newest = dates[0];
  const chain = newest === undefined ? null : await chainOn(ctx.db, underlying, newest);
  if (!chain) {
    return {
      underlying,
      snapshotDate: null,
      isStale: null,
      snapshotDatesHeld: 0,
      contracts: 0,
      calls: 0,
      puts: 0,
      contractsWithOpenInterest: 0,
      expiryDays: [],
      strikeMin: null,
      strikeMax: null,
      spot: null,
      spotReason: "no_chain_held",
      sourceFiles: [],
    };
  }
  const spot = await closeAsTraded(ctx.db, underlying, chain.snapshotDate, easternDate(ctx.clock.now()));
  const strikes = chain.contracts.map((contract) => contract.strike);
  const expiryDays = expiryDaysOf(
    chain.snapshotDate,
    chain.contracts.map((contract) => contract.expiry),
  );
  return {
    underlying,
    snapshotDate: chain.snapshotDate,
    isStale: chain.snapshotDate < through,
    snapshotDatesHeld: dates.length,
    contracts: chain.contracts.length,
    calls: chain.contracts.filter((contract) => contract.right === "C").length,
    puts: chain.contracts.filter((contract) => contract.right === "P").length,
    contractsWithOpenInterest: chain.contracts.filter((contract) => contract.openInterest !== null).length,
    expiryDays,
    strikeMin: Math.min(...strikes),
    strikeMax: Math.max(...strikes),
    spot: spot.close?.close ?? null,
    spotReason: spot.reason,
    sourceFiles: chain.sourceFiles,
  };
}
