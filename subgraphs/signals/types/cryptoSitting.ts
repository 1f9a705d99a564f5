/** The crypto sitting answer (svc_crypto_sitting): spec/01 "Sitting rows" and their flags. */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { METHOD, NOTE, TICKER } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import {
  cryptoLanePercentile,
  cryptoMomentum,
  DO_NOT_PLACE_FROM_MOVER_RANK,
  DO_NOT_PLACE_FROM_SCORE,
  NOT_A_FORECAST,
  SLEEVE_N,
} from "../descriptions.js";

export enum CryptoAssetClass {
  crypto = "crypto",
}
// The same enum market's crypto routes take (composition merges the two, which must agree).
registerEnumType(CryptoAssetClass, {
  name: "CryptoAssetClass",
  description: "The crypto routes serve crypto pairs only.",
  valuesConfig: {
    crypto: { description: "Crypto pairs (the only class these routes serve)." },
  },
});

@ObjectType({ description: "Momentum over four spans at the pair's last trade, as fractions (0.01 = +1 %)." })
export class CryptoMomentumBundle {
  @Field(() => Float, { nullable: true, description: cryptoMomentum("1 hour") }) momentum_1h!: number | null;
  @Field(() => Float, { nullable: true, description: cryptoMomentum("4 hours") }) momentum_4h!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: cryptoMomentum("1 day (minute bars, else two whole UTC days)"),
  })
  momentum_1d!: number | null;
  @Field(() => Float, { nullable: true, description: cryptoMomentum("7 UTC days") }) momentum_7d!:
    | number
    | null;
  @Field(() => FieldMap, { description: "Lane -> how it was measured (the two instants or days)." })
  basis!: Record<string, string>;
  @Field(() => FieldMap, { description: "Lane -> why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "The pair's traded value on its last whole UTC day." })
export class CryptoVolumeBundle {
  @Field(() => Float, { nullable: true, description: "USD." }) dollarVolume_24h!: number | null;
  @Field(() => Float, { nullable: true, description: "Base-asset units." }) volume_24h!: number | null;
  @Field(() => String, { nullable: true, description: "The UTC day the volumes are of." })
  volumeDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "sum_minute_volume_x_close or daily_volume_x_close: how dollar_volume_24h was computed; null with it.",
  })
  dollarVolumeBasis!: string | null;
  @Field(() => FieldMap, { description: "Field -> why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Each lane's percentile among the ranked pairs (0..1, higher better)." })
export class CryptoLanePercentiles {
  @Field(() => Float, { nullable: true, description: cryptoLanePercentile("momentum_1h") }) momentum_1h!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: cryptoLanePercentile("momentum_4h") }) momentum_4h!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: cryptoLanePercentile("momentum_1d") }) momentum_1d!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: cryptoLanePercentile("momentum_7d") }) momentum_7d!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: cryptoLanePercentile("dollar_volume_24h") })
  dollarVolume_24h!: number | null;
  @Field(() => FieldMap, { description: "Lane -> why it has no percentile." }) nullReasons!: Record<
    string,
    string
  >;
}

@ObjectType({ description: "One pair of the sleeve (spec/01 Sitting rows)." })
export class CryptoSittingRow {
  @Field(() => Int, { nullable: true, description: "1 = best blended score; null when unscored." })
  rank!: number | null;
  @Field(() => String, { nullable: true, description: "Why rank is null." }) rankReason!: string | null;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The base asset (BTC)." }) symbol!: string;
  @Field(() => Float, {
    nullable: true,
    description: "Mean of the row's lane percentiles (0..1): an ordering, not a forecast.",
  })
  blendedScore!: number | null;
  @Field(() => Int, { nullable: true, description: "1..10, 10 the best (decile_convention)." })
  decile!: number | null;
  @Field(() => String, { nullable: true, description: "Why blended_score and decile are null." })
  blendedScoreReason!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why decile is null (no_lane_ranked: fewer than two comparable pairs hold any lane); null when it is given.",
  })
  decileReason!: string | null;
  @Field(() => Int, { description: "Lanes with a percentile that blended_score averages (0..5)." })
  lanesRanked!: number;
  @Field(() => String, { description: "The pair's last trade the lanes are measured at." }) asOf!: string;
  @Field(() => String, {
    description:
      "How as_of was established: minute_bar_end (the end of the last one-minute bar) or daily_bar_close_end_of_utc_day.",
  })
  asOfBasis!: string;
  @Field(() => CryptoMomentumBundle, { description: "The pair's momentum lanes, measured at as_of." })
  momentum!: CryptoMomentumBundle;
  @Field(() => CryptoVolumeBundle, { description: "The pair's dollar-volume lane: its last whole UTC day." })
  volume!: CryptoVolumeBundle;
  @Field(() => FieldMap, {
    nullable: true,
    description: "Sentiment bundle; null: no sentiment source is connected (sentiment_reason).",
  })
  sentiment!: Record<string, unknown> | null;
  @Field(() => String, { description: "no_sentiment_source_connected: why sentiment is null." })
  sentimentReason!: string;
  @Field(() => FieldMap, {
    nullable: true,
    description: "Event-shock bundle; null: no news or event source is connected (event_shocks_reason).",
  })
  eventShocks!: Record<string, unknown> | null;
  @Field(() => String, { description: "no_event_source_connected: why event_shocks is null." })
  eventShocksReason!: string;
  @Field(() => CryptoLanePercentiles, { description: "Each lane's percentile among the ranked pairs." })
  percentiles!: CryptoLanePercentiles;
}

@ObjectType({ description: "A pair of the book that is not in the ranking, and why." })
export class CryptoSittingExclusion {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    description:
      "stablecoin, non_usd_quote, no_bars_held, below_floor, dollar_volume_unknown or as_of_not_comparable.",
  })
  reason!: string;
  @Field(() => String, { nullable: true, description: "The pair's last trade; null when it has none." })
  asOf!: string | null;
  @Field(() => Float, { nullable: true, description: "Its last whole UTC day's dollar volume." })
  dollarVolume_24h!: number | null;
}

@ObjectType({ description: "Top-N ranked sleeve of the liquid crypto book (spec/01 Sitting rows)." })
export class CryptoSitting {
  @Field(() => [CryptoSittingRow], { description: "Best first, at most sleeve_n." })
  rows!: CryptoSittingRow[];
  @Field(() => Int, { description: "The full ranked book's size." }) rankedCount!: number;
  @Field(() => Int, { description: SLEEVE_N }) sleeveN!: number;
  @Field(() => Float, {
    description:
      "The floor applied to each pair's last whole UTC day's dollar volume, USD; 0 keeps every priced pair.",
  })
  minDollarVolume!: number;
  @Field(() => String, { description: "crypto: the only class this route serves." }) assetClass!: string;
  @Field(() => String, { nullable: true, description: "The newest last trade of the ranked pairs." })
  bookAsOf!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "no_pair_over_the_floor when book_as_of is null; null otherwise.",
  })
  bookAsOfReason!: string | null;
  @Field(() => Boolean, { description: "True when book_as_of is over 15 minutes old or unknown." })
  isStale!: boolean;
  @Field(() => [CryptoSittingExclusion], {
    description:
      "The book's pairs not ranked, each with its reason (a stablecoin, a non-USD quote, no bars, below the floor, no dollar volume, or a last trade not within 24 hours of the book's newest).",
  })
  excluded!: CryptoSittingExclusion[];
  @Field(() => String, { description: "ordering_only." }) signalQualityMode!: string;
  @Field(() => String, { description: "no_measurable_edge." }) edge!: string;
  @Field(() => Boolean, { description: NOT_A_FORECAST }) notAForecast!: boolean;
  @Field(() => Boolean, { description: DO_NOT_PLACE_FROM_MOVER_RANK }) doNotPlaceFromMoverRank!: boolean;
  @Field(() => Boolean, { description: DO_NOT_PLACE_FROM_SCORE }) doNotPlaceFromScore!: boolean;
  @Field(() => Boolean, { description: "False: no crypto model or placement is offered." })
  cryptoAvailable!: boolean;
  @Field(() => String, { description: "10_is_best." }) decileConvention!: string;
  @Field(() => [FieldName], { description: "The lanes ranked (fields of momentum and volume)." })
  lanes!: string[];
  @Field(() => String, { description: METHOD }) method!: string;
  @Field(() => String, { description: NOTE }) note!: string;
}
