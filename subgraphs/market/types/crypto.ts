/**
 * GraphQL types of the crypto operations (svc_crypto, svc_crypto_universe, svc_crypto_overnight).
 * Fields whose REST key spells "24h" as its own word (volume_24h, rolling_24h_reason) carry an
 * explicit GraphQL name with the underscore: the generator's snake_case would write volume24h.
 */
import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { COUNT, PRICE_AGE_SECONDS, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";

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
  @Field(() => String) date!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float) close!: number;
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
  @Field(() => String) coverageStart!: string;
  @Field(() => String) coverageEnd!: string;
}

@ObjectType({ description: "Crypto quote (operation svc_crypto)." })
export class CryptoQuote {
  @Field(() => String, { description: "Instrument key, X:<BASE><QUOTE>." }) ticker!: string;
  @Field(() => String, { description: "Bare base symbol." }) symbol!: string;
  @Field(() => String) base!: string;
  @Field(() => String) quote!: string;
  @Field(() => String) name!: string;
  @Field(() => String) assetClass!: string;
  @Field(() => String, { description: "How the requested symbol and vs were read." }) readAs!: string;
  @Field(() => Float, { description: "Last trade." }) price!: number;
  @Field(() => String, { description: "Time of the last trade, ISO 8601 UTC." }) asOf!: string;
  @Field(() => String, {
    description: "minute_bar_end (the end of the last one-minute bar) or daily_bar_close_end_of_utc_day.",
  })
  asOfBasis!: string;
  @Field(() => Boolean, { description: "False when the last trade is a daily close: no trade time is held." })
  lastTradeTimed!: boolean;
  @Field(() => String) priceSource!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: "Last trade over 15 minutes old, or untimed." }) isStale!: boolean;
  @Field(() => Int) staleAfterSeconds!: number;
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
  @Field(() => Float, { name: "dollarVolume_24h", nullable: true }) dollarVolume24h!: number | null;
  @Field(() => String, { name: "rolling_24hWindowStart", nullable: true })
  rolling24hWindowStart!: string | null;
  @Field(() => String, { name: "rolling_24hWindowEnd", nullable: true })
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
  @Field(() => Float) dollarVolumeUtcDay!: number;
  @Field(() => String) changeBasis!: string;
  @Field(() => String, { description: "Unit of every volume field: the base asset." }) volumeUnit!: string;
  @Field(() => CryptoDayBar) day!: CryptoDayBar;
  @Field(() => CryptoDayBar, { nullable: true }) previousDay!: CryptoDayBar | null;
  @Field(() => String, { nullable: true }) previousDayReason!: string | null;
  @Field(() => [CryptoDayBar], { nullable: true, description: "The last 7 UTC days up to utc_day." })
  series!: CryptoDayBar[] | null;
  @Field(() => String, { nullable: true }) seriesReason!: string | null;
  @Field(() => FieldMap, {
    description: "Field → why it is null: the rolling 24h figures for rolling_24h_reason, and any other.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "One pair of the crypto book." })
export class CryptoBookRow {
  @Field(() => Int) rank!: number;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "Bare base symbol." }) symbol!: string;
  @Field(() => String) base!: string;
  @Field(() => String) quote!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) price!: number;
  @Field(() => String) asOf!: string;
  @Field(() => String) asOfBasis!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean) isStale!: boolean;
  @Field(() => String, { description: "The UTC day of the last trade." }) utcDay!: string;
  @Field(() => Float) changeUtcDay!: number;
  @Field(() => Float, { nullable: true, description: "Since 00:00 UTC of utc_day, percent points." })
  changePctUtcDay!: number | null;
  @Field(() => Float, {
    name: "changePct_24h",
    nullable: true,
    description: "Same as change_pct_utc_day (change_basis since_00_utc).",
  })
  changePct24h!: number | null;
  @Field(() => String) changeBasis!: string;
  @Field(() => Float) volumeUtcDay!: number;
  @Field(() => Float) dollarVolumeUtcDayToDate!: number;
  @Field(() => Float, { name: "volume_24h", description: "The last ended UTC day, base-asset units." })
  volume24h!: number;
  @Field(() => Float, { name: "dollarVolume_24h", description: "The last ended UTC day, US dollars." })
  dollarVolume24h!: number;
  @Field(() => String) dollarVolumeDate!: string;
  @Field(() => String) dollarVolumeBasis!: string;
  @Field(() => String) dollarVolumeSource!: string;
  @Field(() => Boolean, {
    description: "False: the bars of that day leave a gap; the figure is a lower bound.",
  })
  dollarVolumeComplete!: boolean;
  @Field(() => String) dollarVolumeCoverageStart!: string;
  @Field(() => String) dollarVolumeCoverageEnd!: string;
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
  @Field(() => [CryptoBookRow]) rows!: CryptoBookRow[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => Int) priced!: number;
  @Field(() => Int) excludedStable!: number;
  @Field(() => Int) belowFloor!: number;
  @Field(() => Int) returned!: number;
  @Field(() => CryptoBookCounts) counts!: CryptoBookCounts;
  @Field(() => Boolean) hasMore!: boolean;
  @Field(() => Int, { nullable: true }) nextOffset!: number | null;
  @Field(() => Int) offset!: number;
  @Field(() => Int, { nullable: true, description: "Null: every pair over the floor." }) limit!:
    | number
    | null;
  @Field(() => Float) minDollarVolume!: number;
  @Field(() => String, { description: "Dollar volume of the last ended UTC day (dollar_volume_date)." })
  dollarVolumeBasis!: string;
  @Field(() => String, { nullable: true, description: "Newest last trade in the book." }) asOf!:
    | string
    | null;
  @Field(() => Boolean, { description: "Some returned row is stale." }) isStale!: boolean;
}

@ObjectType({ description: "One mover since 00:00 UTC." })
export class CryptoOvernightRow {
  @Field(() => Int) rank!: number;
  @Field(() => String, { description: "Bare base symbol (BTC)." }) symbol!: string;
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float) price!: number;
  @Field(() => Float, { nullable: true, description: "Since 00:00 UTC, percent points." })
  changePct!: number | null;
  @Field(() => Float) change!: number;
  @Field(() => String, { description: "since_00_utc" }) changeWindow!: string;
  @Field(() => String) utcDay!: string;
  @Field(() => Float, { name: "volume_24h" }) volume24h!: number;
  @Field(() => Float, { name: "dollarVolume_24h" }) dollarVolume24h!: number;
  @Field(() => String, { description: "last_ended_utc_day: the UTC day volume_date, from volume_source." })
  volumeBasis!: string;
  @Field(() => String) volumeDate!: string;
  @Field(() => String) volumeSource!: string;
  @Field(() => Boolean) volumeComplete!: boolean;
  @Field(() => String) asOf!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => String, { nullable: true }) sentiment!: string | null;
  @Field(() => Boolean, { nullable: true }) whaleFlag!: boolean | null;
  @Field(() => String) flagsReason!: string;
  @Field(() => String) kind!: string;
}

@ObjectType({ description: "Movers by absolute change since 00:00 UTC (operation svc_crypto_overnight)." })
export class CryptoOvernight {
  @Field(() => [CryptoOvernightRow]) rows!: CryptoOvernightRow[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => CryptoBookCounts) counts!: CryptoBookCounts;
  @Field(() => Int) excludedStale!: number;
  @Field(() => String) bookAsOf!: string;
  @Field(() => Int) bookAgeSeconds!: number;
  @Field(() => Boolean) isStale!: boolean;
  @Field(() => String) changeWindow!: string;
  @Field(() => Float) minDollarVolume!: number;
  @Field(() => Int) limit!: number;
  @Field(() => String) kind!: string;
  @Field(() => Boolean, {
    description: "No crypto model or placement is offered: rows are data context, not signals.",
  })
  cryptoAvailable!: boolean;
}
