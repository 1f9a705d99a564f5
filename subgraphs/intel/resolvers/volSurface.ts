/**
 * volSurface, on Query and Instrument: the catalogue operation svc_v3_intel_vol_surface
 * (/api/v3/intel/vol_surface/{ticker}): a lagged archive, so an omitted date serves the newest
 * snapshot visible at the clock, a date the newest on or before it.
 */
import { Float, Int } from "type-graphql";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { invalidArgument } from "../../kit/validation.js";
import { modelContracts } from "../domain/optionChain.js";
import { atmByExpiry, SURFACE_DAYS, surfacePoint } from "../domain/volSurface.js";
import { Instrument } from "../types/instrument.js";
import { VolSurface } from "../types/volSurface.js";
import { CHAIN_SOURCE, loadChain } from "./chainSnapshot.js";

export const SURFACE_MODEL =
  "At-the-money Black-Scholes implied volatility solved from each contract's close and the underlying's close (rate 0, no dividend); constant maturities by linear interpolation in total variance between the bracketing expiries, never extrapolated.";

interface Args {
  date: string | null;
  days: number | null;
  limit: number;
}

export const VolSurfaceResolver = instrumentOperation<"intel", Args>(Instrument, {
  field: "volSurface",
  summary:
    "at-the-money implied volatility per expiry and at 30/60/91/182/365 days, from a held chain snapshot.",
  instrumentDescription: (operation) =>
    `Implied-volatility surface (${operation}); null when no chain is held.`,
  returns: () => VolSurface,
  args: {
    date: {
      type: () => String,
      date: true,
      description: "Snapshot on or before this date; default the newest.",
    },
    days: { type: () => Float, description: "One maturity: 30, 60, 91, 182 or 365 days; default all five." },
    limit: {
      type: () => Int,
      default: 500,
      range: [1, 2000],
      description: "Expiries listed, nearest first.",
    },
  },
  check({ days }) {
    if (days !== null && !(SURFACE_DAYS as readonly number[]).includes(days)) {
      throw invalidArgument("days", `${days} is not a surface maturity`, SURFACE_DAYS.join(", "));
    }
  },
  async resolve(ctx, row, { date, days, limit }): Promise<VolSurface> {
    const chain = await loadChain(ctx, row, date);
    const spot = chain.spot?.close ?? null;
    const expiries = atmByExpiry(modelContracts(chain.bases.current, spot, chain.snapshotDate), spot);
    const points = (days === null ? [...SURFACE_DAYS] : [days]).map((d) => surfacePoint(expiries, d));
    const listed = expiries.slice(0, limit);
    return {
      ticker: row.ticker,
      asOf: chain.snapshotDate,
      ageDays: chain.ageDays,
      isStale: chain.isStale,
      availableDates: {
        start: chain.availableDates[chain.availableDates.length - 1] as string,
        end: chain.availableDates[0] as string,
        count: chain.availableDates.length,
      },
      freshness: { nextDue: chain.nextDue, visibleThrough: chain.visibleThrough },
      spot,
      points,
      expiries: listed,
      count: listed.length,
      model: SURFACE_MODEL,
      nullReasons: spot === null ? { spot: chain.spotReason ?? "no_underlying_price" } : {},
      units: {
        spot: "usd_per_share",
        iv: "fraction_per_sqrt_year",
        totalVariance: "years",
        days: "calendar_days",
      },
      preSplitContractsExcluded: chain.bases.preSplit.length,
      source: CHAIN_SOURCE,
      sourceFiles: chain.sourceFiles,
      note: `At-the-money implied volatility of the ${row.ticker} option chain snapshot of ${chain.snapshotDate}${chain.bases.preSplit.length ? `, the ${chain.bases.preSplit.length} pre-split duplicate contracts left out` : ""}. A maturity outside the expiries held is null with its reason, not extrapolated.${chain.isStale ? ` The snapshot is stale: a newer chain was due on ${chain.nextDue}.` : ""}`,
    };
  },
});
