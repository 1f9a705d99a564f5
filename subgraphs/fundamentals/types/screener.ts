import { GraphQLJSONObject } from "graphql-scalars";
import { Directive, Field, Float, Int, ObjectType } from "type-graphql";
import { TICKER } from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import { COMPANY_NAME } from "../descriptions.js";
import { Instrument } from "./instrument.js";

const opt = { nullable: true } as const;

/** market's figures of each candidate, passed in by the gateway (see market/types/screener.ts). */
@ObjectType("ScreenerMarketFigures")
@Directive("@shareable")
@Directive("@inaccessible")
export class ScreenerMarketFigures {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Float, opt) price!: number | null;
  @Field(() => String, opt) priceDate!: string | null;
  @Field(() => Float, opt) adv21dUsd!: number | null;
  @Field(() => Int) advSessions!: number;
  @Field(() => String, opt) advFrom!: string | null;
  @Field(() => String, opt) advReason!: string | null;
}

@ObjectType({ description: "One company that passed the screen." })
export class ScreenerRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: "The listing's symbol (one row per listing of a company)." })
  listingTicker!: string;
  @Field(() => String, { description: COMPANY_NAME }) name!: string;
  @Field(() => String, { nullable: true, description: "GICS sector." }) sector!: string | null;
  @Field(() => String, { nullable: true, description: "GICS sub-industry." }) industry!: string | null;
  @Field(() => String, { description: "common, adr, preferred, fund, unit, warrant or other." })
  securityClass!: string;
  @Field(() => Float, { nullable: true, description: "Last close × SEC share count on that date." })
  marketCapUsd!: number | null;
  @Field(() => String, {
    ...opt,
    description:
      "How marketCapUsd was formed: the close and the SEC share count with its basis and date; null with marketCapUsd (nullReasons).",
  })
  marketCapBasis!: string | null;
  @Field(() => Float, { nullable: true, description: "Mean close × volume over the newest 21 sessions." })
  adv21dUsd!: number | null;
  @Field(() => Float, { nullable: true, description: "Last close." }) priceUsd!: number | null;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the last close priceUsd is; null when no daily bar is held.",
  })
  priceDate!: string | null;
  @Field(() => Int, { nullable: true, description: "The fiscal year of every SEC figure of the row." })
  fiscalYear!: number | null;
  @Field(() => String, {
    ...opt,
    description: "ISO date fiscalYear ends; null when no annual report is held (nullReasons).",
  })
  periodEnd!: string | null;
  @Field(() => Float, {
    ...opt,
    description: "Revenue of fiscalYear, USD; null when not reported (nullReasons).",
  })
  revenueUsd!: number | null;
  @Field(() => Float, {
    ...opt,
    description: "Net income of fiscalYear, USD; null when not reported (nullReasons).",
  })
  netIncomeUsd!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent." }) revenueGrowthYoy!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent." }) netIncomeGrowthYoy!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent; diluted EPS on today's share basis." })
  epsGrowthYoy!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent: net income / year-end equity." }) roe!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Percent: net income / year-end assets." }) roa!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Percent." }) grossMargin!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent." }) operatingMargin!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent." }) netMargin!: number | null;
  @Field(() => Float, { nullable: true, description: "Multiple; null for negative equity." })
  debtToEquity!: number | null;
  @Field(() => Float, { nullable: true, description: "Multiple." }) currentRatio!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: "Multiple: (current assets - inventory) / current liabilities.",
  })
  quickRatio!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent: dividends paid / net income." })
  payoutRatio!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent: dividends paid over the year before." })
  dividendGrowthYoy!: number | null;
  @Field(() => Int, { nullable: true, description: "Consecutive fiscal years of rising dividends paid." })
  yearsDividendGrowth!: number | null;
  @Field(() => Boolean, { nullable: true, description: "Year-end stockholders' equity below zero." })
  equityNegative!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "sec_confirmed (both fiscal years are filed SEC figures); null with growth_status_reason.",
  })
  growthStatus!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why growth_status is null: prior_fiscal_year_not_held or no_annual_report.",
  })
  growthStatusReason!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => Instrument, { description: "The instrument: select market or other domains' fields here." })
  instrument!: Instrument;
}

@ObjectType({ description: "How much of the universe the screen saw." })
export class ScreenerUniverse {
  @Field(() => Int, { description: "Listings of companies whose SEC facts are held." }) screened!: number;
  @Field(() => Int, { description: "Of those, passing the fundamentals filters." }) candidates!: number;
  @Field(() => Int, { description: "Liquid (ADV over the floor) but with no market cap known." })
  liquidWithoutMarketCap!: number;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_screener." })
@Directive('@key(fields: "request")')
export class Screener {
  @Field(() => String) @Directive("@inaccessible") request!: string;
  candidates!: string[];
  @Field(() => [ScreenerMarketFigures]) @Directive("@external") marketFigures!: ScreenerMarketFigures[];

  @Field(() => String, { description: "Canonical sort key." }) sortBy!: string;
  @Field(() => String, { description: "asc or desc, as asked; nulls last either way." }) sortOrder!: string;
  @Field(() => Int, { description: "The page served, counted from 1 (1..100)." }) page!: number;
  @Field(() => Int, { description: "Rows per page, as asked (1..100)." }) limit!: number;
  @Field(() => [String], { description: "The security classes admitted, as asked." })
  securityClass!: string[];
  @Field(() => Float, { description: "The market-cap floor applied, USD; 0 also admits unknown caps." })
  minMarketCapUsd!: number;
  @Field(() => Float, {
    description: "The 21-session average dollar volume floor applied, USD; 0 also admits unknown ADV.",
  })
  minAdvUsd!: number;
  @Field(() => GraphQLJSONObject, { description: "Canonical filter name → threshold, as applied." })
  filtersApplied!: Record<string, unknown>;
  @Field(() => [String], { description: "Filters this service applied itself (all of them: no vendor)." })
  localFilters!: string[];
  @Field(() => GraphQLJSONObject, { description: "Deprecated or alias name used → its canonical name." })
  renamedParams!: Record<string, string>;
  @Field(() => FieldMap, { description: "Row field → unit." }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: "Row field → where it comes from." })
  fieldSources!: Record<string, string>;
}

export const REQUIRES_MARKET_FIGURES =
  '@requires(fields: "marketFigures { ticker price priceDate adv21dUsd advSessions advFrom advReason }")';
