/**
 * maxPain, on Query and Instrument: the catalogue operation svc_v3_intel_max_pain
 * (/api/v3/intel/max_pain/{ticker}), from the newest chain snapshot whose day had closed by the
 * clock, with the underlying's close of that day from market's reader (subgraphs/market/readers/), both read
 * by resolvers/chainSnapshot.ts as for gex and vol_surface.
 */

import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { CONTRACT_MULTIPLIER, MAX_PAIN_FIGURES, maxPainByExpiry, maxPainNote } from "../domain/maxPain.js";
import { daysToExpiry } from "../domain/optionChain.js";
import { Instrument } from "../types/instrument.js";
import { MaxPain } from "../types/maxPain.js";
import { CHAIN_SOURCE, loadChain, spotBasis } from "./chainSnapshot.js";

export const MaxPainResolver = instrumentOperation<"intel">(Instrument, {
  field: "maxPain",
  summary: "the strike per expiry at which option holders would be paid least, from the held chain snapshot.",
  instrumentDescription: (operation) => `Max pain per expiry (${operation}); null when no chain is held.`,
  returns: () => MaxPain,
  async resolve(ctx, row): Promise<MaxPain> {
    // The same snapshot, spot and staleness as gex and vol_surface (chainSnapshot.ts); max pain
    // leaves the pre-split twins out expiry by expiry itself (maxPainByExpiry).
    const chain = await loadChain(ctx, row, null);
    const close = chain.spot;
    const reason = chain.spotReason;
    const expiries = maxPainByExpiry(chain.contracts).map((expiry) => ({
      ...expiry,
      dte: daysToExpiry(chain.snapshotDate, expiry.expiry),
    }));
    return {
      ticker: row.ticker,
      asOf: chain.snapshotDate,
      isStale: chain.isStale,
      underlyingPrice: close?.close ?? null,
      underlyingAsOf: close?.date ?? null,
      underlyingPriceBasis: close ? spotBasis(close) : null,
      nullReasons: reason
        ? { underlyingPrice: reason, underlyingAsOf: reason, underlyingPriceBasis: reason }
        : {},
      units: { ...unitsOf(MAX_PAIN_FIGURES), underlyingPrice: "usd_per_share" },
      contractMultiplier: CONTRACT_MULTIPLIER,
      count: expiries.length,
      expiries,
      source: CHAIN_SOURCE,
      sourceFiles: chain.sourceFiles,
      note: maxPainNote(row.ticker, chain.snapshotDate, expiries),
    };
  },
});
