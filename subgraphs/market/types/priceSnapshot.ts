import { Directive, Field, Float, Int, ObjectType } from "type-graphql";

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
  @Field(() => Float, { description: "Whole shares." }) volume!: number;
  @Field(() => Float, { nullable: true }) prevClose!: number | null;
  @Field(() => String, { nullable: true }) prevCloseDate!: string | null;
  @Field(() => Float, { nullable: true }) change!: number | null;
  @Field(() => Float, { nullable: true }) changePercent!: number | null;
}

@ObjectType({ description: "Unit of each numeric field." })
export class SnapshotUnits {
  @Field(() => String) price!: string;
  @Field(() => String) dayChange!: string;
  @Field(() => String) dayChangePercent!: string;
  @Field(() => String) dayVolume!: string;
  @Field(() => String) marketCap!: string;
  @Field(() => String) dividendYield!: string;
}

@ObjectType({
  description:
    "Last price with its session, change and staleness (operation svc_v3_fundamentals_price_snapshot). " +
    "Valuation fields (market cap, P/E) are contributed by the fundamentals subgraph.",
})
@Directive('@key(fields: "ticker")')
export class PriceSnapshot {
  @Field(() => String) ticker!: string;
  @Field(() => String) name!: string;
  @Field(() => String) assetClass!: string;
  @Field(() => Float, { description: "Last trade in any session." }) price!: number;
  @Field(() => String, { description: "Session date of the last trade, YYYY-MM-DD." }) priceDate!: string;
  @Field(() => String) priceSession!: string;
  @Field(() => String, { description: "Time of the last trade, ISO 8601 UTC." }) asOf!: string;
  @Field(() => String, { description: "How as_of was established from the data." }) asOfBasis!: string;
  @Field(() => Int) priceAgeSeconds!: number;
  @Field(() => Boolean, { description: "Last trade older than 6 hours (15 minutes for crypto)." })
  isStale!: boolean;
  @Field(() => String) marketSession!: string;
  @Field(() => String, { description: "Same as market_session." }) session!: string;
  @Field(() => Float, { nullable: true }) dayChange!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent points, 6 significant figures." })
  dayChangePercent!: number | null;
  @Field(() => Float, { nullable: true }) prevClose!: number | null;
  @Field(() => String, { nullable: true }) prevCloseDate!: string | null;
  @Field(() => RegularSessionBlock) regularSession!: RegularSessionBlock;
  @Field(() => String, {
    nullable: true,
    description: "Always null here: the last trade was regular-session.",
  })
  extendedHours!: null;
  @Field(() => String) dayBarDate!: string;
  @Field(() => Float) dayOpen!: number;
  @Field(() => Float) dayHigh!: number;
  @Field(() => Float) dayLow!: number;
  @Field(() => Float) dayClose!: number;
  @Field(() => Float) dayVolume!: number;
  @Field(() => Float, { nullable: true }) bid!: number | null;
  @Field(() => Float, { nullable: true }) ask!: number | null;
  @Field(() => String, { nullable: true }) quoteAsOf!: string | null;
  @Field(() => String, { description: "Why bid/ask are null: quotes are served only in session." })
  quoteStatus!: string;
  @Field(() => String, { description: "complete, or partial when a session field is null." })
  sessionDetailStatus!: string;
  @Field(() => String, { description: "How closes are adjusted (split_adjusted, unadjusted, ...)." })
  priceBasis!: string;
  @Field(() => Float, { nullable: true }) dividendYield!: number | null;
  @Field(() => Float, { nullable: true }) dividendYieldIndicated!: number | null;
  @Field(() => String, { nullable: true }) dividendYieldReason!: string | null;
  @Field(() => SnapshotUnits) units!: SnapshotUnits;
}
