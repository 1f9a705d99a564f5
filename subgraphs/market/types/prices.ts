import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { SHARE_BASIS_AS_OF_DESCRIPTION, SHARE_BASIS_DESCRIPTION } from "../../kit/shareBasis.js";
import { barPrice } from "../descriptions.js";

@ObjectType({ description: "One OHLCV bar of the requested interval: its bucket, prices and volume." })
export class PriceBar {
  @Field(() => String, {
    description: "Bucket start: YYYY-MM-DD for day, week, month; ISO 8601 UTC intraday.",
  })
  timestamp!: string;
  @Field(() => String, { description: "Session date of the bucket's first bar." }) date!: string;
  @Field(() => Float, {
    description: barPrice("open", "in the bucket, USD on share_basis (the quote currency for a crypto pair)"),
  })
  open!: number;
  @Field(() => Float, {
    description: barPrice("high", "in the bucket, USD on share_basis (the quote currency for a crypto pair)"),
  })
  high!: number;
  @Field(() => Float, {
    description: barPrice("low", "in the bucket, USD on share_basis (the quote currency for a crypto pair)"),
  })
  low!: number;
  @Field(() => Float, {
    description: barPrice(
      "close",
      "in the bucket, USD on share_basis (the quote currency for a crypto pair)",
    ),
  })
  close!: number;
  @Field(() => Float, {
    description: "Volume summed over the bucket: shares on share_basis (base-asset units for a crypto pair).",
  })
  volume!: number;
  @Field(() => Int, { description: "Underlying bars (sessions or minutes) in the bucket." })
  barCount!: number;
  @Field(() => Boolean, { description: "The bucket's period had not ended by data_through." })
  partial!: boolean;
}

@ObjectType({ description: "A split applied to the bars: shares after : shares before." })
export class SplitApplied {
  @Field(() => String, { description: "ISO date the split took effect (its ex-date)." }) exDate!: string;
  @Field(() => Float, { description: "Shares after the split (the 4 of a 4:1 split)." }) numerator!: number;
  @Field(() => Float, { description: "Shares before the split (the 1 of a 4:1 split)." })
  denominator!: number;
}

@ObjectType({ description: "Bars of one instrument (operation svc_v3_fundamentals_prices)." })
export class PriceBars {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The bar unit asked for: second, minute, hour, day, week or month." })
  interval!: string;
  @Field(() => Int, { description: "Units of interval per bar asked for (1–60)." })
  intervalMultiplier!: number;
  @Field(() => String, {
    nullable: true,
    description: "The startDate asked for (ISO date); null when none was.",
  })
  startDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The endDate asked for (ISO date); null when none was.",
  })
  endDate!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [PriceBar], { description: "The most recent `limit` bars, oldest first." }) items!: PriceBar[];
  @Field(() => String, {
    nullable: true,
    description: "Last session held for the instrument at this interval (minute data for minute and hour).",
  })
  dataThrough!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why data_through is null: no_daily_bars_held, no_bar_final_by_clock, no_minute_session_known_at_clock; null when it is set.",
  })
  dataThroughReason!: string | null;
  @Field(() => Boolean, { description: "The newest bar's period had not ended by data_through." })
  partial!: boolean;
  @Field(() => Boolean, { description: "The session of data_through had closed." }) sessionComplete!: boolean;
  @Field(() => Boolean, {
    description: "Prices and volumes are on one share basis: the instant's (share_basis says which).",
  })
  adjusted!: boolean;
  @Field(() => String, {
    description:
      "split_adjusted, split_dividend_adjusted (as the price source published it), unadjusted (no split history held), not_applicable_crypto.",
  })
  adjustmentBasis!: string;
  @Field(() => String, {
    description:
      "price_source (the file came adjusted), corporate_actions (held splits applied here) or none.",
  })
  adjustmentSource!: string;
  @Field(() => [SplitApplied], {
    description:
      "Splits after the first returned bar, on or before the instant, that were applied here (empty when the source adjusted).",
  })
  splitsApplied!: SplitApplied[];
  @Field(() => String, { description: SHARE_BASIS_DESCRIPTION }) shareBasis!: string;
  @Field(() => String, { description: SHARE_BASIS_AS_OF_DESCRIPTION }) shareBasisAsOf!: string;
  @Field(() => String, { description: "US Eastern trading day, or UTC day for crypto." }) dayBasis!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Why items may be empty: no second-level bars are held, or minute bars are held only for a few sample sessions; null when no such limit applies.",
  })
  coverageNote!: string | null;
}
