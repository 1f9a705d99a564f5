/** The cross-asset answer (svc_v3_signals_cross_asset): four buckets, each a row of figures. */
import { Field, Int, ObjectType } from "type-graphql";
import { NOTE, UNITS } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { CREDIT_FIGURES, FX_FIGURES, RATES_FIGURES, VOLATILITY_FIGURES } from "../domain/crossAsset.js";

/** What every bucket says beside its figures, placed where the decorated property stands. */
function BucketMetaFields(): PropertyDecorator {
  return (prototype) => {
    Field(() => String, { nullable: true, description: "The newest input date of the bucket." })(
      prototype,
      "asOf",
    );
    Field(() => Boolean, {
      description:
        "True when as_of is more than stale_after_days calendar days behind the newest date its source could have published by the clock (or there is none).",
    })(prototype, "stale");
    Field(() => String, {
      nullable: true,
      description:
        "Why the bucket is stale: no_input_visible_at_clock, or newest_input_<n>_days_behind_<date>: over 5; null when fresh.",
    })(prototype, "staleReason");
    Field(() => [FieldName], { description: "Fields nulled because their source value was implausible." })(
      prototype,
      "invalidFields",
    );
    Field(() => FieldMap, { description: "Field -> why it is null." })(prototype, "nullReasons");
    Field(() => FieldMap, { description: "Input field -> the date of the observation it is." })(
      prototype,
      "observationDates",
    );
    Field(() => FieldMap, { description: UNITS })(prototype, "units");
    Field(() => FieldMap, { description: "Input field -> its source series." })(prototype, "sources");
  };
}

interface BucketMeta {
  asOf: string | null;
  stale: boolean;
  staleReason: string | null;
  invalidFields: string[];
  nullReasons: Record<string, string>;
  observationDates: Record<string, string>;
  units: Record<string, string>;
  sources: Record<string, string>;
}

@ObjectType({ description: "Equity volatility from the Cboe VIX closes." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class VolatilityBucket {
  @FigureFields(VOLATILITY_FIGURES, {
    descriptions: {
      vix: "Cboe VIX close.",
      vixChange_5d: "Close minus the close 5 sessions before, in index points.",
      vixSma20: "Mean of the last 20 closes.",
      vixPercentile_1y: "Share of the last 252 closes at or below today's, in percent.",
    },
  })
  readonly figures?: never;
  @BucketMetaFields() readonly meta?: never;
}
export interface VolatilityBucket extends BucketMeta, Figures<typeof VOLATILITY_FIGURES> {}

@ObjectType({ description: "US Treasury par yields (percent) and curve spreads." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: as above.
export class RatesBucket {
  @FigureFields(RATES_FIGURES, {
    descriptions: {
      yield3m: "3-month Treasury par yield, percent; null with its reason in null_reasons.",
      yield2y: "2-year Treasury par yield, percent; null with its reason in null_reasons.",
      yield10y: "10-year Treasury par yield, percent; null with its reason in null_reasons.",
      yield30y: "30-year Treasury par yield, percent; null with its reason in null_reasons.",
      spread_2s10sBps: "10-year minus 2-year, basis points (negative: inverted).",
      spread_3m10yBps: "10-year minus 3-month, basis points.",
      yield10yChange_20dBps: "10-year yield minus its value 20 curves before, basis points.",
    },
  })
  readonly figures?: never;
  @BucketMetaFields() readonly meta?: never;
}
export interface RatesBucket extends BucketMeta, Figures<typeof RATES_FIGURES> {}

@ObjectType({ description: "The US dollar." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: as above.
export class FxBucket {
  @FigureFields(FX_FIGURES, {
    descriptions: {
      usdIndexBroad: "FRED DTWEXBGS, nominal broad U.S. dollar index (Jan 2006 = 100).",
      dxyMomentum:
        "Percent change of the broad dollar index over its last 20 observations: the broad index, not ICE's DXY (dxy_momentum_basis).",
      usdProxyEurPerUsd: "Euros per dollar; null while no EUR series is held (usd_proxy_eur_per_usd_reason).",
      dxFront: "Front-month US Dollar Index future; always null: no futures source (dx_front_reason).",
    },
  })
  readonly figures?: never;
  @BucketMetaFields() readonly meta?: never;
  @Field(() => String, {
    description:
      "What dxy_momentum measures: the percent change of FRED DTWEXBGS (the Federal Reserve's nominal broad dollar index, 26 currencies), not ICE's DXY, over its last 20 observations.",
  })
  dxyMomentumBasis!: string;
  @Field(() => Int, { description: "20: the observations of the broad dollar index dxy_momentum spans." })
  dxyMomentumWindowObservations!: number;
  @Field(() => String, {
    nullable: true,
    description:
      "Why usd_proxy_eur_per_usd is null: no_eur_usd_series_held (no EUR exchange-rate series is bundled); null when it is given.",
  })
  usdProxyEurPerUsdReason!: string | null;
  @Field(() => String, {
    description:
      "no_dollar_index_futures_source: ICE US Dollar Index futures are not connected, so dx_front is always null.",
  })
  dxFrontReason!: string;
}
export interface FxBucket extends BucketMeta, Figures<typeof FX_FIGURES> {}

@ObjectType({ description: "US corporate credit: ICE BofA option-adjusted spreads (percent)." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: as above.
export class CreditBucket {
  @FigureFields(CREDIT_FIGURES, {
    descriptions: {
      igOas: "ICE BofA US Corporate Index OAS (BAMLC0A0CM), percent.",
      hyOas: "ICE BofA US High Yield Index OAS (BAMLH0A0HYM2), percent.",
      hyMinusIgBps: "High yield minus investment grade, basis points.",
      igOasChange_20dBps: "Change over the last 20 observations, basis points.",
      hyOasChange_20dBps: "Change over the last 20 observations, basis points.",
    },
  })
  readonly figures?: never;
  @BucketMetaFields() readonly meta?: never;
}
export interface CreditBucket extends BucketMeta, Figures<typeof CREDIT_FIGURES> {}

@ObjectType({ description: "Cross-asset buckets from the held VIX, Treasury curve and FRED series." })
export class CrossAssetSignals {
  @Field(() => VolatilityBucket, { description: "Equity volatility: the Cboe VIX closes." })
  volatility!: VolatilityBucket;
  @Field(() => RatesBucket, { description: "US Treasury par yields and curve spreads." }) rates!: RatesBucket;
  @Field(() => FxBucket, { description: "The US dollar: the broad dollar index and its momentum." })
  fx!: FxBucket;
  @Field(() => CreditBucket, { description: "US corporate credit spreads (ICE BofA OAS)." })
  credit!: CreditBucket;
  @Field(() => String, { nullable: true, description: "The newest as_of of the buckets." }) asOf!:
    | string
    | null;
  @Field(() => String, {
    nullable: true,
    description: "no_input_visible_at_clock when as_of is null; null otherwise.",
  })
  asOfReason!: string | null;
  @Field(() => Boolean, { description: "True when any bucket is stale." }) stale!: boolean;
  @Field(() => Int, {
    description:
      "5: a bucket whose newest input is more than this many calendar days behind what its source could have published by the clock is stale.",
  })
  staleAfterDays!: number;
  @Field(() => [FieldName], { description: "Every bucket's invalid fields, as bucket.field." })
  invalidFields!: string[];
  @Field(() => String, { description: NOTE }) note!: string;
}
