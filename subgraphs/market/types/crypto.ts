/**
 * GraphQL types of the crypto operations (svc_crypto, svc_crypto_universe, svc_crypto_overnight).
 * Fields whose REST key spells "24h" as its own word (volume_24h, rolling_24h_reason) carry an
 * explicit GraphQL name with the underscore: the generator's snake_case would write volume24h.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, PRICE_AGE_SECONDS, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  barPrice,
  CHANGE_BASIS,
  CHANGE_UTC_DAY,
  CRYPTO_AS_OF,
  CRYPTO_AS_OF_BASIS,
  CRYPTO_BASE,
  CRYPTO_DATA_CONTEXT,
  CRYPTO_IS_STALE,
  CRYPTO_PRICE,
  CRYPTO_QUOTE,
  DOLLAR_VOLUME_BASIS,
  DOLLAR_VOLUME_DATE,
  DOLLAR_VOLUME_SOURCE,
  DOLLAR_VOLUME_UTC_DAY,
  INSTRUMENT_NAME,
  MIN_DOLLAR_VOLUME,
  RANK,
  VOLUME_UTC_DAY,
} from "../descriptions.js";

export enum CryptoAssetClass {
  crypto = "crypto",
}
registerEnumType(CryptoAssetClass, {
  name: "CryptoAssetClass",
  description: "The crypto routes serve crypto pairs only.",
  valuesConfig: {
    crypto: { description: "Crypto pairs (the only class these routes serve)." },
  },
});

const DAY_NOTE = "UTC day (00:00-24:00 UTC).";

@ObjectType({ description: `One UTC day of a pair. ${DAY_NOTE}` })
export class CryptoDayBar {
  @Field(() => String, { description: "The UTC day (ISO date)." }) date!: string;
  @Field(() => Float, { description: barPrice("open", "of the UTC day, in the quote currency") })
  open!: number;
  @Field(() => Float, {
    description: barPrice("high", "of the UTC day (so far, when partial), in the quote currency"),
  })
  high!: number;
  @Field(() => Float, {
    description: barPrice("low", "of the UTC day (so far, when partial), in the quote currency"),
  })
  low!: number;
  @Field(() => Float, {
    description: barPrice("close", "of the UTC day (so far, when partial), in the quote currency"),
  })
  close!: number;
  @Field(() => Float, { description: "Base-asset units." }) volume!: number;
  @Field(() => Float, { description: "US dollars; see dollar_volume_basis." }) dollarVolume!: number;
  @Field(() => String, { description: "sum_minute_volume_x_close or daily_volume_x_close." })
  dollarVolumeBasis!: string;
  @Field(() => String, { description: "minute_bars (aggregated) or daily_bars (published day bar)." })
  source!: string;
  @Field(() => Boolean, {
    description:
      "The bars cover the whole day and it has ended. A partial day's figures cover coverage_start..coverage_end only.",
  })
  complete!: boolean;
  @Field(() => String, {
    description: "First instant the day's bars cover, ISO 8601 UTC (00:00 for a daily bar).",
  })
  coverageStart!: string;
  @Field(() => String, {
    description: "Last instant the day's bars cover, ISO 8601 UTC (the day's end for a daily bar).",
  })
  coverageEnd!: string;
}

@ObjectType({ description: "Crypto quote (operation svc_crypto)." })
export class CryptoQuote {
  @Field(() => String, { description: "Instrument key, X:<BASE><QUOTE>." }) ticker!: string;
  @Field(() => String, { description: "Bare base symbol." }) symbol!: string;
  @Field(() => String, { description: CRYPTO_BASE }) base!: string;
  @Field(() => String, { description: CRYPTO_QUOTE }) quote!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => String, { description: "Always crypto." }) assetClass!: string;
  @Field(() => String, { description: "How the requested symbol and vs were read." }) readAs!: string;
  @Field(() => Float, { description: "Last trade." }) price!: number;
  @Field(() => String, { description: "Time of the last trade, ISO 8601 UTC." }) asOf!: string;
  @Field(() => String, {
    description: "minute_bar_end (the end of the last one-minute bar) or daily_bar_close_end_of_utc_day.",
  })
  asOfBasis!: string;
  @Field(() => Boolean, { description: "False when the last trade is a daily close: no trade time is held." })
  lastTradeTimed!: boolean;
  @Field(() => String, {
    description: "minute_bars (the last one-minute bar's close) or daily_bars (the last daily bar's close).",
  })
  priceSource!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: "Last trade over 15 minutes old, or untimed." }) isStale!: boolean;
  @Field(() => Int, { description: "The staleness threshold applied: 900 (15 minutes)." })
  staleAfterSeconds!: number;
  @Field(() => Float, {
    name: "change_24h",
    nullable: true,
    description: "Rolling 24 hours to the last trade, from one-minute bars.",
  })
  change24h!: number | null;
  @Field(() => Float, { name: "changePct_24h", nullable: true, description: "Percent points." })
  changePct24h!: number | null;
  @Field(() => Float, { name: "volume_24h", nullable: true, description: "Base-asset units." })
  volume24h!: number | null;
  @Field(() => Float, {
    name: "dollarVolume_24h",
    nullable: true,
    description:
      "US dollars traded in the rolling 24 hours (one-minute volume times close, summed); null with rolling_24h_reason.",
  })
  dollarVolume24h!: number | null;
  @Field(() => String, {
    name: "rolling_24hWindowStart",
    nullable: true,
    description:
      "Start of the rolling 24 hours, ISO 8601 UTC (as_of minus 24 h); null when the last trade is not from minute bars.",
  })
  rolling24hWindowStart!: string | null;
  @Field(() => String, {
    name: "rolling_24hWindowEnd",
    nullable: true,
    description:
      "End of the rolling 24 hours: as_of, ISO 8601 UTC; null when the last trade is not from minute bars.",
  })
  rolling24hWindowEnd!: string | null;
  @Field(() => String, {
    name: "rolling_24hReason",
    nullable: true,
    description:
      "Why the rolling figures are null: last_trade_not_from_minute_bars, or minute_bars_do_not_cover_24h (a gap over 15 minutes).",
  })
  rolling24hReason!: string | null;
  @Field(() => String, { description: "The UTC day of the last trade." }) utcDay!: string;
  @Field(() => Float, { description: "Last price minus the day's first trade (00:00 UTC)." })
  changeUtcDay!: number;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  changePctUtcDay!: number | null;
  @Field(() => Float, { description: "Since 00:00 UTC of utc_day, base-asset units." }) volumeUtcDay!: number;
  @Field(() => Float, { description: DOLLAR_VOLUME_UTC_DAY }) dollarVolumeUtcDay!: number;
  @Field(() => String, { description: CHANGE_BASIS }) changeBasis!: string;
  @Field(() => String, { description: "Unit of every volume field: the base asset." }) volumeUnit!: string;
  @Field(() => CryptoDayBar, { description: "OHLC and volume of utc_day, the UTC day of the last trade." })
  day!: CryptoDayBar;
  @Field(() => CryptoDayBar, {
    nullable: true,
    description: "OHLC and volume of the UTC day before utc_day; null with previous_day_reason.",
  })
  previousDay!: CryptoDayBar | null;
  @Field(() => String, {
    nullable: true,
    description: "Why previous_day is null: no_bars_held_for_previous_utc_day; null when it is set.",
  })
  previousDayReason!: string | null;
  @Field(() => [CryptoDayBar], { nullable: true, description: "The last 7 UTC days up to utc_day." })
  series!: CryptoDayBar[] | null;
  @Field(() => String, {
    nullable: true,
    description: "Why series is null: series_not_requested; null when it is set.",
  })
  seriesReason!: string | null;
  @Field(() => FieldMap, {
    description: "Field → why it is null: the rolling 24h figures for rolling_24h_reason, and any other.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One pair of the crypto book." })
export class CryptoBookRow {
  @Field(() => Int, { description: RANK }) rank!: number;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "Bare base symbol." }) symbol!: string;
  @Field(() => String, { description: CRYPTO_BASE }) base!: string;
  @Field(() => String, { description: CRYPTO_QUOTE }) quote!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => Float, { description: CRYPTO_PRICE }) price!: number;
  @Field(() => String, { description: CRYPTO_AS_OF }) asOf!: string;
  @Field(() => String, { description: CRYPTO_AS_OF_BASIS }) asOfBasis!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: CRYPTO_IS_STALE }) isStale!: boolean;
  @Field(() => String, { description: "The UTC day of the last trade." }) utcDay!: string;
  @Field(() => Float, { description: CHANGE_UTC_DAY }) changeUtcDay!: number;
  @Field(() => Float, { nullable: true, description: "Since 00:00 UTC of utc_day, percent points." })
  changePctUtcDay!: number | null;
  @Field(() => Float, {
    name: "changePct_24h",
    nullable: true,
    description: "Same as change_pct_utc_day (change_basis since_00_utc).",
  })
  changePct24h!: number | null;
  @Field(() => String, { description: CHANGE_BASIS }) changeBasis!: string;
  @Field(() => Float, { description: VOLUME_UTC_DAY }) volumeUtcDay!: number;
  @Field(() => Float, { description: DOLLAR_VOLUME_UTC_DAY }) dollarVolumeUtcDayToDate!: number;
  @Field(() => Float, { name: "volume_24h", description: "The last ended UTC day, base-asset units." })
  volume24h!: number;
  @Field(() => Float, { name: "dollarVolume_24h", description: "The last ended UTC day, US dollars." })
  dollarVolume24h!: number;
  @Field(() => String, { description: DOLLAR_VOLUME_DATE }) dollarVolumeDate!: string;
  @Field(() => String, { description: DOLLAR_VOLUME_BASIS }) dollarVolumeBasis!: string;
  @Field(() => String, { description: DOLLAR_VOLUME_SOURCE }) dollarVolumeSource!: string;
  @Field(() => Boolean, {
    description: "False: the bars of that day leave a gap; the figure is a lower bound.",
  })
  dollarVolumeComplete!: boolean;
  @Field(() => String, { description: "First instant the bars of dollar_volume_date cover, ISO 8601 UTC." })
  dollarVolumeCoverageStart!: string;
  @Field(() => String, { description: "Last instant the bars of dollar_volume_date cover, ISO 8601 UTC." })
  dollarVolumeCoverageEnd!: string;
}

@ObjectType({
  description:
    "How the crypto book's pairs divide: priced, excluded (stablecoin, not USD-quoted), unpriced, below the dollar-volume floor, eligible and returned.",
})
export class CryptoBookCounts {
  @Field(() => Int, {
    description: "USD pairs, stablecoins excluded, with a price and an ended UTC day's dollar volume.",
  })
  priced!: number;
  @Field(() => Int, { description: "Stablecoin pairs left out of the book." }) excludedStable!: number;
  @Field(() => Int, { description: "Pairs quoted in another currency: the book is USD pairs." })
  excludedNonUsd!: number;
  @Field(() => Int, { description: "Pairs without bars, or without an ended UTC day, held." })
  unpriced!: number;
  @Field(() => Int, { description: "Priced pairs under minDollarVolume." }) belowFloor!: number;
  @Field(() => Int, { description: "Priced pairs over the floor, all pages." }) eligible!: number;
  @Field(() => Int, { description: "Pairs this answer lists." }) returned!: number;
}

@ObjectType({ description: "Liquid USD pairs ranked by dollar volume (operation svc_crypto_universe)." })
export class CryptoUniverse {
  @Field(() => [CryptoBookRow], {
    description: "The pairs of this page, by dollar_volume_24h, largest first.",
  })
  rows!: CryptoBookRow[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int, { description: "Same as counts.priced." }) priced!: number;
  @Field(() => Int, { description: "Same as counts.excluded_stable." }) excludedStable!: number;
  @Field(() => Int, { description: "Same as counts.below_floor." }) belowFloor!: number;
  @Field(() => Int, { description: "Same as counts.returned." }) returned!: number;
  @Field(() => CryptoBookCounts, { description: "How the book's pairs divide." }) counts!: CryptoBookCounts;
  @Field(() => Boolean, {
    description: "More eligible pairs follow this page (ask again with offset next_offset).",
  })
  hasMore!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: "The offset of the next page; null when has_more is false.",
  })
  nextOffset!: number | null;
  @Field(() => Int, { description: "The offset asked for: ranked pairs skipped before the first row." })
  offset!: number;
  @Field(() => Int, { nullable: true, description: "Null: every pair over the floor." }) limit!:
    | number
    | null;
  @Field(() => Float, { description: MIN_DOLLAR_VOLUME }) minDollarVolume!: number;
  @Field(() => String, { description: "Dollar volume of the last ended UTC day (dollar_volume_date)." })
  dollarVolumeBasis!: string;
  @Field(() => String, { nullable: true, description: "Newest last trade in the book." }) asOf!:
    | string
    | null;
  @Field(() => Boolean, { description: "Some returned row is stale." }) isStale!: boolean;
}

@ObjectType({ description: "One mover since 00:00 UTC." })
export class CryptoOvernightRow {
  @Field(() => Int, { description: RANK }) rank!: number;
  @Field(() => String, { description: "Bare base symbol (BTC)." }) symbol!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { description: CRYPTO_PRICE }) price!: number;
  @Field(() => Float, { nullable: true, description: "Since 00:00 UTC, percent points." })
  changePct!: number | null;
  @Field(() => Float, { description: CHANGE_UTC_DAY }) change!: number;
  @Field(() => String, { description: "since_00_utc" }) changeWindow!: string;
  @Field(() => String, { description: "The UTC day of the last trade (ISO date)." }) utcDay!: string;
  @Field(() => Float, {
    name: "volume_24h",
    description: "Base-asset units traded over volume_date, the last ended UTC day.",
  })
  volume24h!: number;
  @Field(() => Float, {
    name: "dollarVolume_24h",
    description: "US dollars traded over volume_date, the last ended UTC day.",
  })
  dollarVolume24h!: number;
  @Field(() => String, { description: "last_ended_utc_day: the UTC day volume_date, from volume_source." })
  volumeBasis!: string;
  @Field(() => String, { description: DOLLAR_VOLUME_DATE }) volumeDate!: string;
  @Field(() => String, { description: DOLLAR_VOLUME_SOURCE }) volumeSource!: string;
  @Field(() => Boolean, {
    description: "False: the bars of volume_date leave a gap; the volumes are a lower bound.",
  })
  volumeComplete!: boolean;
  @Field(() => String, { description: CRYPTO_AS_OF }) asOf!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => String, {
    nullable: true,
    description: "Always null: no sentiment source is connected (flags_reason).",
  })
  sentiment!: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "Always null: no whale-flow source is connected (flags_reason).",
  })
  whaleFlag!: boolean | null;
  @Field(() => String, {
    description: "Why sentiment and whale_flag are null: no_sentiment_or_whale_source_connected.",
  })
  flagsReason!: string;
  @Field(() => String, { description: CRYPTO_DATA_CONTEXT }) kind!: string;
}

@ObjectType({ description: "Movers by absolute change since 00:00 UTC (operation svc_crypto_overnight)." })
export class CryptoOvernight {
  @Field(() => [CryptoOvernightRow], {
    description: "Movers by absolute change_pct since 00:00 UTC, largest first, at most limit.",
  })
  rows!: CryptoOvernightRow[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => CryptoBookCounts, { description: "How the book's pairs divide." }) counts!: CryptoBookCounts;
  @Field(() => Int, {
    description:
      "Pairs over the floor left out because their own last trade is stale or has no UTC-day change.",
  })
  excludedStale!: number;
  @Field(() => String, {
    description:
      "Newest timed trade in the book, ISO 8601 UTC (a book older than 15 minutes is refused: 503).",
  })
  bookAsOf!: string;
  @Field(() => Int, { description: "Whole seconds from book_as_of to the request's clock." })
  bookAgeSeconds!: number;
  @Field(() => Boolean, { description: "Always false: a stale book is refused (503), not served." })
  isStale!: boolean;
  @Field(() => String, { description: CHANGE_BASIS }) changeWindow!: string;
  @Field(() => Float, { description: MIN_DOLLAR_VOLUME }) minDollarVolume!: number;
  @Field(() => Int, { description: "The limit asked for: most movers listed (1–100)." }) limit!: number;
  @Field(() => String, { description: CRYPTO_DATA_CONTEXT }) kind!: string;
  @Field(() => Boolean, {
    description: "No crypto model or placement is offered: rows are data context, not signals.",
  })
  cryptoAvailable!: boolean;
}
