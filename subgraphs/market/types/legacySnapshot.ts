import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { PRICE_AGE_SECONDS, TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { INSTRUMENT_NAME, PREV_CLOSE, PREV_CLOSE_DATE } from "../descriptions.js";

@ObjectType({ description: "The quote block of the legacy snapshot (operation svc_snapshot)." })
export class LegacyQuote {
  @Field(() => Float, { description: "Last trade in any session." }) price!: number;
  @Field(() => Float, {
    nullable: true,
    description: "Whole shares of today's session only; null when the day bar is an earlier session's.",
  })
  volume!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why volume is null: day_bar_is_an_earlier_session, or no_session_established; null when volume is set.",
  })
  volumeReason!: string | null;
  @Field(() => Float, { nullable: true, description: "price minus prev_close." }) change!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  changePercent!: number | null;
  @Field(() => Float, { nullable: true, description: PREV_CLOSE }) prevClose!: number | null;
  @Field(() => String, { nullable: true, description: PREV_CLOSE_DATE }) prevCloseDate!: string | null;
  @Field(() => Int, { description: "Last-trade time, Unix seconds." }) asOfTs!: number;
  @Field(() => String, { description: "Last-trade time, ISO 8601 UTC." }) asOf!: string;
  @Field(() => Int, { description: PRICE_AGE_SECONDS }) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: "Last trade more than 6 hours old." }) isStale!: boolean;
  @Field(() => FieldMap, {
    description: "Field → why it is null: no_previous_session_held (change, change_percent, prev_close).",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({
  description:
    "Legacy snapshot (operation svc_snapshot): market's quote; the fundamentals block and the sector are contributed by the fundamentals subgraph.",
})
@Directive('@key(fields: "ticker")')
export class LegacySnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: INSTRUMENT_NAME }) name!: string;
  @Field(() => Float, { description: "The quote's price (what the fundamentals block values)." })
  price!: number;
  @Field(() => String, { description: "Session date of the price, YYYY-MM-DD." }) priceDate!: string;
  @Field(() => LegacyQuote, {
    description: "The last trade, its change and staleness (spec/01's quote object).",
  })
  quote!: LegacyQuote;
}
