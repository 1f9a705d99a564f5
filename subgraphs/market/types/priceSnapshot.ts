import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { PRICE_AGE_SECONDS, TICKER, unitOf } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { SHARE_BASIS_AS_OF_DESCRIPTION, SHARE_BASIS_DESCRIPTION } from "../../kit/shareBasis.js";
import {
  ASK,
  ASK_SIZE,
  ASSET_CLASS,
  BID,
  BID_SIZE,
  barPrice,
  INSTRUMENT_NAME,
  PREV_CLOSE,
  PREV_CLOSE_DATE,
  QUOTE_AS_OF,
} from "../descriptions.js";

@ObjectType({ description: "The regular session of day_bar_date." })
export class RegularSessionBlock {
  @Field(() => String, {
    description: "ISO date (YYYY-MM-DD) of the regular session, US Eastern (the day bar's session).",
  })
  date!: string;
  @Field(() => String, { description: "in_progress or closed." }) status!: string;
  @Field(() => Float, { description: barPrice("open", "of the regular session, USD") }) open!: number;
  @Field(() => Float, { description: barPrice("high", "in the regular session so far, USD") }) high!: number;
  @Field(() => Float, { description: barPrice("low", "in the regular session so far, USD") }) low!: number;
  @Field(() => Float, { nullable: true, description: "Null until final, 5 minutes after the bell." })
  close!: number | null;
  @Field(() => Float, {
    description: "Latest trade of the session so far, USD; equals close once it is final.",
  })
  last!: number;
  @Field(() => Float, { description: "Whole shares, extended hours included." }) volume!: number;
  @Field(() => Float, { nullable: true, description: PREV_CLOSE }) prevClose!: number | null;
  @Field(() => String, { nullable: true, description: PREV_CLOSE_DATE }) prevCloseDate!: string | null;
  @Field(() => Float, { nullable: true, description: "last minus prev_close, USD; null with prev_close." })
  change!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Percent points (1.5 means 1.5%), 6 significant figures; null with prev_close.",
  })
  changePercent!: number | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: close_not_final_until_5_minutes_after_the_bell, no_previous_session_held.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "The last trade when it was pre- or post-market, against the regular close it follows. Null in regular hours or when the last trade was regular-session.",
})
export class ExtendedHoursBlock {
  @Field(() => String, { description: "pre or post." }) session!: string;
  @Field(() => Float, { description: "The pre- or post-market last trade, USD." }) price!: number;
  @Field(() => String, { description: "Time of that trade, ISO 8601 UTC." }) asOf!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "The regular close the trade is measured against, USD: the previous session's (pre) or today's final close (post); null when that close is not held or not yet final.",
  })
  referenceClose!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "ISO date of reference_close's session; null with reference_close.",
  })
  referenceCloseDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "price minus reference_close, USD; null with reference_close.",
  })
  change!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points." }) changePercent!: number | null;
  @Field(() => FieldMap, {
    description: "Field → why it is null: previous_session_not_held (pre), regular_close_not_final (post).",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description: "Regular cash dividends behind the yields, per share on the price's share basis.",
})
export class DividendBlock {
  @Field(() => Float, {
    nullable: true,
    description: "Split-adjusted sum over the 365 days to the price date.",
  })
  trailing12mCash!: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Regular cash dividends with ex-date in the 365 days to the price date (0 for a non-payer); null when the held history cannot establish it (status says why).",
  })
  paymentsTrailing12m!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "ISO date of the latest regular dividend's ex-date on or before the price date; null when none is held.",
  })
  lastExDate!: string | null;
  @Field(() => Float, { nullable: true, description: "Split-adjusted to the price's share basis." })
  lastCashAmount!: number | null;
  @Field(() => Float, { nullable: true, description: "As paid on its ex-date." })
  lastCashAmountAsPaid!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "From the spacing of the latest ex-dates: 1, 2, 4 or 12.",
  })
  paymentsPerYear!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "The held dividend history is complete from this date.",
  })
  historyFrom!: string | null;
  @Field(() => String, { nullable: true, description: "... through this date." }) historyThrough!:
    | string
    | null;
  @Field(() => String, {
    description:
      "ok, non_payer, no_dividend_history_held, dividend_history_not_current, dividend_history_shorter_than_365_days, not_applicable_crypto.",
  })
  status!: string;
}

@ObjectType({ description: "Unit of each numeric field." })
export class SnapshotUnits {
  @Field(() => String, { description: unitOf("price") }) price!: string;
  @Field(() => String, { description: unitOf("day_change") }) dayChange!: string;
  @Field(() => String, { description: unitOf("day_change_percent") }) dayChangePercent!: string;
  @Field(() => String, { description: unitOf("day_volume") }) dayVolume!: string;
  @Field(() => String, { description: unitOf("bid") }) bid!: string;
  @Field(() => String, { description: unitOf("ask") }) ask!: string;
  @Field(() => String, { description: unitOf("bid_size") }) bidSize!: string;
  @Field(() => String, { description: unitOf("ask_size") }) askSize!: string;
  @Field(() => String, { description: unitOf("market_cap") }) marketCap!: string;
  @Field(() => String, { description: unitOf("market_cap_shares") }) marketCapShares!: string;
  @Field(() => String, { description: unitOf("pe_ttm") }) peTtm!: string;
  @Field(() => String, { description: unitOf("eps_ttm") }) epsTtm!: string;
  @Field(() => String, { description: unitOf("dividend_yield") }) dividendYield!: string;
  @Field(() => String, { description: unitOf("dividend_yield_indicated") }) dividendYieldIndicated!: string;
  @Field(() => String, { description: unitOf("dividend's cash amounts") }) dividendCash!: string;
  @Field(() => String, { description: unitOf("price_age_seconds") }) priceAgeSeconds!: string;
}

@ObjectType({
  description:
    "Last price with its session, change and staleness (operation svc_v3_fundamentals_price_snapshot). " +
    "Valuation fields (market cap, P/E) are contributed by the fundamentals subgraph.",
})
@Directive('@key(fields: "ticker")')
export class PriceSnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => String, { description: ASSET_CLASS }) assetClass!: string;
  @Field(() => Float, { description: "Last trade in any session." }) price!: number;
  @Field(() => String, { description: "Session date of the last trade, YYYY-MM-DD." }) priceDate!: string;
  @Field(() => String, {
    description:
      "pre, regular or post (a closing-auction print counts as regular); continuous for a crypto pair, which trades around the clock.",
  })
  priceSession!: string;
  @Field(() => String, { description: "Time of the last trade, ISO 8601 UTC." }) asOf!: string;
  @Field(() => String, { description: "How as_of was established from the data." }) asOfBasis!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: "Last trade older than 6 hours (15 minutes for crypto)." })
  isStale!: boolean;
  @Field(() => String, {
    description: "Session when served: pre, regular, post or closed (NYSE); continuous for a crypto pair.",
  })
  marketSession!: string;
  @Field(() => String, { description: "Same as market_session." }) session!: string;
  @Field(() => Float, { nullable: true, description: "price minus prev_close." }) dayChange!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  dayChangePercent!: number | null;
  @Field(() => Float, { nullable: true, description: "Regular-session close of prev_close_date." })
  prevClose!: number | null;
  @Field(() => String, { nullable: true, description: PREV_CLOSE_DATE }) prevCloseDate!: string | null;
  @Field(() => RegularSessionBlock, {
    nullable: true,
    description:
      "Null only when no session can be established (a pre-market trade whose previous session is not held; session_detail_status unavailable).",
  })
  regularSession!: RegularSessionBlock | null;
  @Field(() => ExtendedHoursBlock, {
    nullable: true,
    description:
      "The last trade when it was pre- or post-market; null in regular hours, when the last trade was regular-session, and for a crypto pair (null_reasons says which).",
  })
  extendedHours!: ExtendedHoursBlock | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Date of the day bar (before the open: the previous session; null, with the day_* fields, when that session is not held).",
  })
  dayBarDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("open", "of the day bar of day_bar_date, USD; null with day_bar_date"),
  })
  dayOpen!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("high", "of the day bar so far, USD; null with day_bar_date"),
  })
  dayHigh!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("low", "of the day bar so far, USD; null with day_bar_date"),
  })
  dayLow!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Latest trade of the day bar, USD (the close once the session has ended); null with day_bar_date.",
  })
  dayClose!: number | null;
  @Field(() => Float, { nullable: true, description: "Running tally, whole shares." }) dayVolume!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: BID }) bid!: number | null;
  @Field(() => Float, { nullable: true, description: ASK }) ask!: number | null;
  @Field(() => Float, { nullable: true, description: BID_SIZE }) bidSize!: number | null;
  @Field(() => Float, { nullable: true, description: ASK_SIZE }) askSize!: number | null;
  @Field(() => String, { nullable: true, description: QUOTE_AS_OF }) quoteAsOf!: string | null;
  @Field(() => String, {
    description:
      "ok, or why bid/ask are null: market_closed, no_quote_in_current_session (served only in session, for a quote set in that session).",
  })
  quoteStatus!: string;
  @Field(() => String, {
    description:
      "complete; partial when a session field is null (close not yet final, previous close not held); unavailable when no session can be established (regular_session and day_* null).",
  })
  sessionDetailStatus!: string;
  @Field(() => String, { description: "How closes are adjusted (split_adjusted, unadjusted, ...)." })
  priceBasis!: string;
  @Field(() => String, { description: SHARE_BASIS_DESCRIPTION }) shareBasis!: string;
  @Field(() => String, { description: SHARE_BASIS_AS_OF_DESCRIPTION }) shareBasisAsOf!: string;
  @Field(() => Float, {
    nullable: true,
    description:
      "Fraction: regular cash dividends with ex-date in the last 365 days over price, split-adjusted.",
  })
  dividendYield!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why dividend_yield is null (non_payer, no_dividend_history_held, dividend_history_not_current, dividend_history_shorter_than_365_days, price_not_positive, not_applicable_crypto); null when it is set.",
  })
  dividendYieldReason!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Fraction: latest regular dividend times payments per year over price.",
  })
  dividendYieldIndicated!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why dividend_yield_indicated is null (the dividend_yield reasons, or payment_frequency_unknown: fewer than two payments to space); null when it is set.",
  })
  dividendYieldIndicatedReason!: string | null;
  @Field(() => DividendBlock, {
    description:
      "Regular cash dividends behind the yields; status not_applicable_crypto (every figure null) for a crypto pair.",
  })
  dividend!: DividendBlock;
  @Field(() => SnapshotUnits, {
    description:
      "Unit of each numeric field (usd, percent, shares, fraction, multiple, usd_per_share, seconds; base_asset_units for a crypto pair's volume and sizes).",
  })
  units!: SnapshotUnits;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: the quote's fields for quote_status (market_closed, no_quote_in_current_session, no_quote_feed_for_crypto); extended_hours: price_from_regular_session or not_applicable_crypto; prev_close and the day's change: no_previous_session_held; regular_session and day_*: session_detail_unavailable.",
  })
  nullReasons!: Record<string, string>;
}
