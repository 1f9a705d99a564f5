import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";

/**
 * market's part of fundamentals' screener entity: the price and liquidity of the candidates
 * fundamentals names (@requires), so the screener filters and sorts on market cap and ADV
 * without reading market's tables. Internal to the graph (@inaccessible): callers select market
 * fields on each row's Instrument instead.
 */
@ObjectType("ScreenerMarketFigures")
@Directive("@shareable")
@Directive("@inaccessible")
export class ScreenerMarketFigures {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, { nullable: true }) price!: number | null;
  @Field(() => String, { nullable: true }) priceDate!: string | null;
  @Field(() => Float, { nullable: true }) adv21dUsd!: number | null;
  @Field(() => Int) advSessions!: number;
  @Field(() => String, { nullable: true }) advFrom!: string | null;
  @Field(() => String, { nullable: true }) advReason!: string | null;
}

@ObjectType("Screener")
@Directive('@key(fields: "request")')
export class Screener {
  @Field(() => String) @Directive("@inaccessible") request!: string;
  @Field(() => [String]) @Directive("@external") candidates!: string[];
}

export const REQUIRES_CANDIDATES = '@requires(fields: "candidates")';
