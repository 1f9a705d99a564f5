/**
 * maxPain, on Query and Instrument: the catalogue operation svc_v3_intel_max_pain
 * (/api/v3/intel/max_pain/{ticker}), from the newest chain snapshot whose day had closed by the
 * clock, with the underlying's close of that day from market's reader (warehouse/readers).
 */

import { closeAsTraded } from "../../../warehouse/readers/marketPrices.js";
import { lastFinalCloseDate } from "../../kit/calendar.js";
import { ServiceError } from "../../kit/errors.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { latestChainAsOf } from "../data/optionChains.js";
import { CONTRACT_MULTIPLIER, MAX_PAIN_FIGURES, maxPainByExpiry, maxPainNote } from "../domain/maxPain.js";
import { Instrument } from "../types/instrument.js";
import { MaxPain } from "../types/maxPain.js";

const DAY_MS = 86_400_000;

export const MaxPainResolver = instrumentOperation(Instrument, {
  field: "maxPain",
  summary: "the strike per expiry at which option holders would be paid least, from the held chain snapshot.",
  instrumentDescription: (operation) => `Max pain per expiry (${operation}); null when no chain is held.`,
  returns: () => MaxPain,
  refuses: true,
  async resolve(ctx, row): Promise<MaxPain> {
    const visible = lastFinalCloseDate(ctx.clock.now(), row.asset_class);
    const chain = await latestChainAsOf(ctx.db, row.ticker, visible);
    if (!chain) {
      throw new ServiceError(
        "dataset_unavailable",
        `No option chain snapshot is held for ${row.ticker} on or before ${visible}; nothing was charged.`,
        { extra: { ticker: row.ticker, dataset: "option_chain_snapshots", reason: "no_option_chain_held" } },
      );
    }
    const { close, reason } = await closeAsTraded(ctx.db, row.ticker, chain.snapshotDate);
    const expiries = maxPainByExpiry(chain.contracts).map((expiry) => ({
      ...expiry,
      dte: (Date.parse(expiry.expiry) - Date.parse(chain.snapshotDate)) / DAY_MS,
    }));
    return {
      ticker: row.ticker,
      asOf: chain.snapshotDate,
      isStale: chain.snapshotDate < visible,
      underlyingPrice: close?.close ?? null,
      underlyingAsOf: close?.date ?? null,
      underlyingPriceBasis: close
        ? `${close.seriesBasis} daily close${close.splitsUndone.length ? `, splits after the day undone: ${close.splitsUndone.join(", ")}` : ""}`
        : null,
      nullReasons: reason
        ? { underlyingPrice: reason, underlyingAsOf: reason, underlyingPriceBasis: reason }
        : {},
      units: { ...unitsOf(MAX_PAIN_FIGURES), underlyingPrice: "usd_per_share" },
      contractMultiplier: CONTRACT_MULTIPLIER,
      count: expiries.length,
      expiries,
      source: "option_chain_snapshots",
      sourceFiles: chain.sourceFiles,
      note: maxPainNote(row.ticker, chain.snapshotDate, expiries),
    };
  },
});
