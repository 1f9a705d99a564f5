import { Directive, Field, Float, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";

/**
 * fundamentals' part of market's price snapshot: the valuation fields, computed from market's
 * price (@requires) and the SEC share count fundamentals owns.
 */
@ObjectType("PriceSnapshot")
@Directive('@key(fields: "ticker")')
export class PriceSnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float) @Directive("@external") price!: number;
  @Field(() => String) @Directive("@external") priceDate!: string;
}

export const REQUIRES_PRICE = '@requires(fields: "price priceDate")';
