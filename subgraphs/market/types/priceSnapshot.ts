import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { PRICE_AGE_SECONDS, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { SHARE_BASIS_AS_OF_DESCRIPTION, SHARE_BASIS_DESCRIPTION } from "../../kit/shareBasis.js";

@ObjectType({ description: "The regular session of day_bar_date." })
export class RegularSessionBlock {
  @Field(() => String) date!: string;
  @Field(() => String, { description: "in_progress or closed." }) status!: string;
  @Field(() => Float) open!: number;
  @Field(() => Float) high!: number;
  @Field(() => Float) low!: number;
  @Field(() => Float, { nullable: true, description: "Null until final, 5 minutes after the bell." })
  close!: number | null;
  @Field(() => Float) last!: number;
  @Field(() => Float, { description: "Whole shares, extended hours included." }) volume!: number;
  @Field(() => Float, { nullable: true }) prevClose!: number | null;
  @Field(() => String, { nullable: true }) prevCloseDate!: string | null;
  @Field(() => Float, { nullable: true }) change!: number | null;
  @Field(() => Float, { nullable: true }) changePercent!: number | null;
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
  @Field(() => Float) price!: number;
  @Field(() => String) asOf!: string;
  @Field(() => Float, { nullable: true }) referenceClose!: number | null;
  @Field(() => String, { nullable: true }) referenceCloseDate!: string | null;
  @Field(() => Float, { nullable: true }) change!: number | null;
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
  @Field(() => Int, { nullable: true }) paymentsTrailing12m!: number | null;
  @Field(() => String, { nullable: true }) lastExDate!: string | null;
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
  @Field(() => String) price!: string;
  @Field(() => String) dayChange!: string;
  @Field(() => String) dayChangePercent!: string;
  @Field(() => String) dayVolume!: string;
  @Field(() => String) bid!: string;
  @Field(() => String) ask!: string;
  @Field(() => String) bidSize!: string;
  @Field(() => String) askSize!: string;
  @Field(() => String) marketCap!: string;
  @Field(() => String) marketCapShares!: string;
  @Field(() => String) peTtm!: string;
  @Field(() => String) epsTtm!: string;
  @Field(() => String) dividendYield!: string;
  @Field(() => String) dividendYieldIndicated!: string;
  @Field(() => String) dividendCash!: string;
  @Field(() => String) priceAgeSeconds!: string;
}

@ObjectType({
  description:
    "Last price with its session, change and staleness (operation svc_v3_fundamentals_price_snapshot). " +
    "Valuation fields (market cap, P/E) are contributed by the fundamentals subgraph.",
})
@Directive('@key(fields: "ticker")')
export class PriceSnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) name!: string;
  @Field(() => String) assetClass!: string;
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
  @Field(() => String, { nullable: true }) prevCloseDate!: string | null;
  @Field(() => RegularSessionBlock, {
    nullable: true,
    description:
      "Null only when no session can be established (a pre-market trade whose previous session is not held; session_detail_status unavailable).",
  })
  regularSession!: RegularSessionBlock | null;
  @Field(() => ExtendedHoursBlock, { nullable: true }) extendedHours!: ExtendedHoursBlock | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Date of the day bar (before the open: the previous session; null, with the day_* fields, when that session is not held).",
  })
  dayBarDate!: string | null;
  @Field(() => Float, { nullable: true }) dayOpen!: number | null;
  @Field(() => Float, { nullable: true }) dayHigh!: number | null;
  @Field(() => Float, { nullable: true }) dayLow!: number | null;
  @Field(() => Float, { nullable: true }) dayClose!: number | null;
  @Field(() => Float, { nullable: true, description: "Running tally, whole shares." }) dayVolume!:
    | number
    | null;
  @Field(() => Float, { nullable: true }) bid!: number | null;
  @Field(() => Float, { nullable: true }) ask!: number | null;
  @Field(() => Float, { nullable: true }) bidSize!: number | null;
  @Field(() => Float, { nullable: true }) askSize!: number | null;
  @Field(() => String, { nullable: true }) quoteAsOf!: string | null;
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
  @Field(() => String, { nullable: true }) dividendYieldReason!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: "Fraction: latest regular dividend times payments per year over price.",
  })
  dividendYieldIndicated!: number | null;
  @Field(() => String, { nullable: true }) dividendYieldIndicatedReason!: string | null;
  @Field(() => DividendBlock) dividend!: DividendBlock;
  @Field(() => SnapshotUnits) units!: SnapshotUnits;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: the quote's fields for quote_status (market_closed, no_quote_in_current_session, no_quote_feed_for_crypto); extended_hours: price_from_regular_session or not_applicable_crypto; prev_close and the day's change: no_previous_session_held; regular_session and day_*: session_detail_unavailable.",
  })
  nullReasons!: Record<string, string>;
}
