import { Directive, Field, Float, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import {
  MARKET_CAP_SHARES,
  MARKET_CAP_SHARES_AS_OF,
  MARKET_CAP_SHARES_BASIS,
  MARKET_CAP_SHARES_STATUS,
} from "../descriptions.js";

/**
 * fundamentals' part of market's legacy snapshot: the fundamentals block and the sector, computed
 * from market's price (@requires) and the SEC facts fundamentals owns.
 */
@ObjectType("LegacySnapshot")
@Directive('@key(fields: "ticker")')
export class LegacySnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float) @Directive("@external") price!: number;
  @Field(() => String) @Directive("@external") priceDate!: string;
}

export const REQUIRES_LEGACY_PRICE = '@requires(fields: "price priceDate")';

@ObjectType({ description: "Valuation of the legacy snapshot at the quote's price, point in time." })
export class LegacyFundamentalsBlock {
  @Field(() => Float, { nullable: true, description: "Price over diluted TTM EPS." }) peRatio!: number | null;
  @Field(() => Float, { nullable: true, description: "Market cap over the latest stockholders' equity." })
  pbRatio!: number | null;
  @Field(() => Float, { nullable: true, description: "Price × share count." }) marketCap!: number | null;
  @Field(() => Float, { nullable: true, description: MARKET_CAP_SHARES }) marketCapShares!: number | null;
  @Field(() => String, { nullable: true, description: MARKET_CAP_SHARES_BASIS }) marketCapSharesBasis!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: MARKET_CAP_SHARES_AS_OF }) marketCapSharesAsOf!:
    | string
    | null;
  @Field(() => String, { description: MARKET_CAP_SHARES_STATUS }) marketCapSharesStatus!: string;
  @Field(() => String, { nullable: true, description: "How market_cap was formed, in words." })
  marketCapBasis!: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "pe_ratio / (1 + latest fiscal-year split-adjusted EPS growth); trailing arithmetic, not a consensus.",
  })
  forwardPe!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The growth forward_pe divides by (pe_ttm_over_1_plus_fy<year>_<measure>); null with forward_pe.",
  })
  forwardPeBasis!: string | null;
  @Field(() => Float, { nullable: true, description: "(market cap + debt - cash) / TTM EBITDA." })
  evToEbitda!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The EBITDA and sheet used: ttm_to_<date> or fiscal_year_<fy>, then _balance_sheet_<date>; null with ev_to_ebitda.",
  })
  evToEbitdaBasis!: string | null;
  @Field(() => Float, { nullable: true, description: "Always null here (null_reasons)." })
  dividendYield!: null;
  @Field(() => Float, { nullable: true, description: "Always null here (null_reasons)." }) beta!: null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { description: "ok, partial or unavailable." }) fundamentalsStatus!: string;
}
