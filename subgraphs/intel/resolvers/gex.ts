/**
 * gex, on Query and Instrument: the catalogue operation svc_v3_intel_gex
 * (/api/v3/intel/gex/{ticker}), from the chain snapshot max_pain reads (chainSnapshot.ts).
 */
import { unitsOf } from "../../kit/figures.js";
import { enforceFreshness, FreshnessPolicy } from "../../kit/freshness.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { GEX_FIGURES, GEX_STRIKE_FIGURES, gammaExposure } from "../domain/gex.js";
import { CONTRACT_MULTIPLIER } from "../domain/maxPain.js";
import { modelContracts } from "../domain/optionChain.js";
import { Gex } from "../types/gex.js";
import { Instrument } from "../types/instrument.js";
import { CHAIN_SOURCE, loadChain, spotBasis } from "./chainSnapshot.js";

export const GEX_MODEL =
  "Black-Scholes gamma and delta at each contract's implied volatility, solved from its close and the underlying's close (rate 0, no dividend, European exercise); the source's own IV and greeks are not used (0 near the money in the AAPL 2014-06-10 chain).";

export const GexResolver = instrumentOperation<"intel", { freshness: FreshnessPolicy }>(Instrument, {
  field: "gex",
  summary:
    "call and put gamma in shares per $1 move, USD per 1 % move and deltas, from the held chain snapshot.",
  instrumentDescription: (operation) => `Gamma exposure (${operation}); null when no chain is held.`,
  returns: () => Gex,
  args: {
    freshness: {
      type: () => FreshnessPolicy,
      default: FreshnessPolicy.off,
      description: "off serves a stale chain labelled; live and strict answer 503 data_stale instead.",
    },
  },
  async resolve(ctx, row, { freshness }): Promise<Gex> {
    const chain = await loadChain(ctx, row, null);
    const spot = chain.spot?.close ?? null;
    enforceFreshness(
      freshness,
      {
        isStale: chain.isStale,
        incomplete: spot === null ? (chain.spotReason ?? "no_underlying_price") : null,
        extra: { as_of: chain.snapshotDate, next_due: chain.nextDue, visible_through: chain.visibleThrough },
      },
      `${row.ticker} option chain of ${chain.snapshotDate}`,
    );
    const totals = gammaExposure(modelContracts(chain.bases.current, spot, chain.snapshotDate), spot);
    const nullReasons: Record<string, string> = {};
    if (totals.reason !== null) {
      for (const field of Object.keys(GEX_FIGURES)) if (field !== "spot") nullReasons[field] = totals.reason;
    }
    if (spot === null) nullReasons.spot = chain.spotReason ?? "no_underlying_price";
    return {
      ticker: row.ticker,
      asOf: chain.snapshotDate,
      isStale: chain.isStale,
      ageDays: chain.ageDays,
      spot,
      spotAsOf: chain.spot?.date ?? null,
      spotBasis: chain.spot ? spotBasis(chain.spot) : null,
      callGamma: totals.callGamma,
      putGamma: totals.putGamma,
      netGamma: totals.netGamma,
      gammaUsdPer1pctMove: totals.gammaUsdPer1pctMove,
      callDelta: totals.callDelta,
      putDelta: totals.putDelta,
      netDelta: totals.netDelta,
      nullReasons,
      units: {
        ...unitsOf(GEX_FIGURES),
        ...Object.fromEntries(
          Object.entries(GEX_STRIKE_FIGURES).map(([field, unit]) => [`strikes.${field}`, unit]),
        ),
        openInterestWithoutGamma: "contracts",
      },
      contractMultiplier: CONTRACT_MULTIPLIER,
      model: GEX_MODEL,
      contractsUsed: totals.contractsUsed,
      contractsWithoutOpenInterest: totals.contractsWithoutOpenInterest,
      contractsWithoutGamma: totals.contractsWithoutGamma,
      openInterestWithoutGamma: totals.openInterestWithoutGamma,
      withoutGammaReasons: totals.withoutGammaReasons,
      preSplitContractsExcluded: chain.bases.preSplit.length,
      splitRatio: chain.bases.splitRatio,
      strikes: totals.strikes,
      source: CHAIN_SOURCE,
      sourceFiles: chain.sourceFiles,
      note: gexNote(
        row.ticker,
        chain.snapshotDate,
        chain.bases.preSplit.length,
        chain.bases.splitRatio,
        totals,
      ),
    };
  },
});

function gexNote(
  ticker: string,
  date: string,
  preSplit: number,
  ratio: number | null,
  totals: ReturnType<typeof gammaExposure>,
): string {
  const notes = [
    `Gamma exposure of the ${ticker} option chain snapshot of ${date} (end of day): calls positive, puts negative (spec convention); shares per $1 move of the underlying, 100 shares a contract.`,
  ];
  if (preSplit > 0) {
    notes.push(
      `${preSplit} contracts listed on the pre-split share basis (strikes ×${ratio}, stale duplicates of contracts held on the current basis) are left out.`,
    );
  }
  if (totals.contractsWithoutGamma > 0 || totals.contractsWithoutOpenInterest > 0) {
    notes.push(
      `Left out and counted, not taken as 0: ${totals.contractsWithoutOpenInterest} contracts without reported open interest, and ${totals.contractsWithoutGamma} (${totals.openInterestWithoutGamma} contracts of open interest) whose close implies no volatility (mostly deep in the money, where gamma is near 0).`,
    );
  }
  return notes.join(" ");
}
