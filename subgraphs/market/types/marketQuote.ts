import { Field, Float, Int, ObjectType } from "type-graphql";
import { PRICE_AGE_SECONDS, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  AS_OF_BASIS,
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

@ObjectType({
  description: "The last trade with its day, change, quote and staleness (route /api/market/quote/{ticker}).",
})
export class MarketQuote {
  @Field(() => Float, { description: "Last trade in any session." }) price!: number;
  @Field(() => String, { description: "pre, regular or post; continuous for a crypto pair." })
  priceSession!: string;
  @Field(() => String, { description: "Session date of the price, YYYY-MM-DD." }) priceDate!: string;
  @Field(() => Float, { nullable: true, description: "price minus prev_close." }) change!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  changePercent!: number | null;
  @Field(() => Float, { nullable: true, description: PREV_CLOSE }) prevClose!: number | null;
  @Field(() => String, { nullable: true, description: PREV_CLOSE_DATE }) prevCloseDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The day bar's session (before the open: the previous one; null with open..volume when it is not held).",
  })
  dayBarDate!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("open", "of the day bar of day_bar_date, USD; null with day_bar_date"),
  })
  open!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("high", "of the day bar so far, USD; null with day_bar_date"),
  })
  high!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: barPrice("low", "of the day bar so far, USD; null with day_bar_date"),
  })
  low!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Day volume so far: shares (base-asset units for crypto).",
  })
  volume!: number | null;
  @Field(() => Float, { nullable: true, description: BID }) bid!: number | null;
  @Field(() => Float, { nullable: true, description: ASK }) ask!: number | null;
  @Field(() => Float, { nullable: true, description: BID_SIZE }) bidSize!: number | null;
  @Field(() => Float, { nullable: true, description: ASK_SIZE }) askSize!: number | null;
  @Field(() => String, { nullable: true, description: QUOTE_AS_OF }) quoteAsOf!: string | null;
  @Field(() => String, { description: "ok, or why bid/ask are null." }) quoteStatus!: string;
  @Field(() => String, { description: "Last-trade time, ISO 8601 UTC." }) asOf!: string;
  @Field(() => String, { description: AS_OF_BASIS }) asOfBasis!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, {
    description: "Last trade older than stale_after_seconds; the price is still returned.",
  })
  isStale!: boolean;
  @Field(() => Int, {
    description: "The staleness threshold applied: 6 hours for equities, 15 minutes for crypto.",
  })
  staleAfterSeconds!: number;
  @Field(() => String, {
    description: "Session when served: pre, regular, post or closed (NYSE); continuous for a crypto pair.",
  })
  marketSession!: string;
  @Field(() => String, {
    description: "complete, partial (a session field is null) or unavailable (no session established).",
  })
  sessionDetailStatus!: string;
  @Field(() => String, { description: "How the prices are adjusted (split_adjusted, unadjusted, ...)." })
  priceBasis!: string;
  @Field(() => FieldMap, {
    description: "Field → why it is null (the price snapshot's reasons, under the quote's names).",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Route /api/market/quote/{ticker}: one instrument's quote." })
export class MarketQuoteAnswer {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => String, { description: ASSET_CLASS }) assetClass!: string;
  @Field(() => MarketQuote, {
    description: "The quote: the price snapshot's figures under the route's names.",
  })
  quote!: MarketQuote;
  @Field(() => String, { description: "The freshness policy applied (off, live or strict)." })
  freshness!: string;
}
