/**
 * crossAssetSignals (svc_v3_signals_cross_asset): the buckets of domain/crossAsset.ts from the
 * series read through market's macro reader, each cut at its own visibility bound at the clock.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { type FigureTable, unitsOf } from "../../kit/figures.js";
import {
  fredObservations,
  fredVisibleThrough,
  treasuryCurves,
  treasuryVisibleThrough,
  vixCloses,
  vixVisibleThrough,
} from "../../market/readers/macro.js";
import {
  BUCKET_STALE_AFTER_DAYS,
  type Bucket,
  CREDIT_FIGURES,
  CROSS_ASSET_WINDOWS,
  creditBucket,
  DXY_MOMENTUM_BASIS,
  FX_FIGURES,
  fxBucket,
  RATES_FIGURES,
  ratesBucket,
  VOLATILITY_FIGURES,
  volatilityBucket,
} from "../domain/crossAsset.js";
import { calendarDaysBetween } from "../domain/regime.js";
import {
  CreditBucket,
  CrossAssetSignals,
  FxBucket,
  RatesBucket,
  VolatilityBucket,
} from "../types/crossAsset.js";

const SERIES = { usdBroad: "DTWEXBGS", igOas: "BAMLC0A0CM", hyOas: "BAMLH0A0HYM2" } as const;

/**
 * The bucket's row with its freshness (against `bound`, the newest date its source could have
 * published by the clock), units and sources.
 */
function shaped<T extends FigureTable>(
  bucket: Bucket<T>,
  table: T,
  sources: Record<string, string>,
  bound: string,
) {
  const behind = bucket.asOf === null ? null : calendarDaysBetween(bucket.asOf, bound);
  const stale = behind === null || behind > BUCKET_STALE_AFTER_DAYS;
  return {
    ...bucket.figures,
    asOf: bucket.asOf,
    stale,
    staleReason:
      behind === null
        ? "no_input_visible_at_clock"
        : stale
          ? `newest_input_${behind}_days_behind_${bound}: over ${BUCKET_STALE_AFTER_DAYS}`
          : null,
    invalidFields: bucket.invalidFields,
    nullReasons: bucket.nullReasons,
    observationDates: bucket.observationDates,
    units: unitsOf(table),
    sources,
  };
}

@Resolver()
export class CrossAssetResolver {
  @Query(() => CrossAssetSignals, {
    description:
      "Operation svc_v3_signals_cross_asset: volatility, rates, dollar and credit buckets from the held VIX, Treasury curve and FRED series; implausible values null with the bucket's invalid_fields; fx.dx_front always null; dxy_momentum from the broad dollar index, labelled as such.",
  })
  async crossAssetSignals(@Ctx() ctx: SubgraphContext<"signals">): Promise<CrossAssetSignals> {
    const now = ctx.clock.now();
    const w = CROSS_ASSET_WINDOWS;
    const bounds = {
      vix: vixVisibleThrough(now),
      rates: treasuryVisibleThrough(now),
      usdBroad: fredVisibleThrough(SERIES.usdBroad, now),
      // Both OAS series are daily FRED series with the same lag.
      credit: fredVisibleThrough(SERIES.hyOas, now),
    };
    const fred = (id: string, last: number) =>
      fredObservations(ctx.db, id, { through: fredVisibleThrough(id, now), last });
    const [vix, curves, usdBroad, igOas, hyOas] = await Promise.all([
      vixCloses(ctx.db, { through: bounds.vix, last: w.vixPercentileSessions }),
      treasuryCurves(ctx.db, { through: bounds.rates, count: w.changeObservations + 1 }),
      fred(SERIES.usdBroad, w.dxyMomentumObservations + 1),
      fred(SERIES.igOas, w.changeObservations + 1),
      fred(SERIES.hyOas, w.changeObservations + 1),
    ]);
    const volatility = shaped(
      volatilityBucket(vix),
      VOLATILITY_FIGURES,
      { vix: "cboe:vix_daily:close" },
      bounds.vix,
    );
    const rates = shaped(
      ratesBucket(curves),
      RATES_FIGURES,
      Object.fromEntries(
        ["yield3m", "yield2y", "yield10y", "yield30y"].map((field) => [
          field,
          "us_treasury:daily_par_yield_curve",
        ]),
      ),
      bounds.rates,
    );
    const fxRow = fxBucket(usdBroad);
    const fx = {
      ...shaped(fxRow, FX_FIGURES, { usdIndexBroad: `fred:${SERIES.usdBroad}` }, bounds.usdBroad),
      dxyMomentumBasis: DXY_MOMENTUM_BASIS,
      dxyMomentumWindowObservations: w.dxyMomentumObservations,
      usdProxyEurPerUsdReason: fxRow.nullReasons.usdProxyEurPerUsd ?? null,
      dxFrontReason: fxRow.nullReasons.dxFront as string,
    };
    const credit = shaped(
      creditBucket(igOas, hyOas),
      CREDIT_FIGURES,
      { igOas: `fred:${SERIES.igOas}`, hyOas: `fred:${SERIES.hyOas}` },
      bounds.credit,
    );
    const buckets = { volatility, rates, fx, credit };
    const dates = Object.values(buckets)
      .map((bucket) => bucket.asOf)
      .filter((date): date is string => date !== null)
      .sort();
    return {
      volatility: volatility as VolatilityBucket,
      rates: rates as RatesBucket,
      fx: fx as FxBucket,
      credit: credit as CreditBucket,
      asOf: dates.at(-1) ?? null,
      asOfReason: dates.length === 0 ? "no_input_visible_at_clock" : null,
      stale: Object.values(buckets).some((bucket) => bucket.stale),
      staleAfterDays: BUCKET_STALE_AFTER_DAYS,
      invalidFields: Object.entries(buckets).flatMap(([name, bucket]) =>
        bucket.invalidFields.map((field) => `${name}.${field}`),
      ),
      note: "Each input is read through its own publication lag at the clock (observation_dates); buckets describe market state, not a forecast.",
    };
  }
}
