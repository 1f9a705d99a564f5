/**
 * Result types of the research products no bundled source feeds (segments, AI analysis, mutual
 * fund holders, private markets, transcripts). Their resolvers validate and then answer the
 * not-configured provider's 503, so these shapes say what a connected source must return; spec/01
 * does not show private-market or transcript records, so those carry only what any record has.
 */
import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "One segment line (spec/01 Segments)." })
export class SegmentLine {
  @Field(() => String, { description: "business, geographic, operating or state." }) segmentType!: string;
  @Field(() => String, { description: "BUSSEG, GEOSEG, OPSEG or STSEG." }) rawCode!: string;
  @Field(() => String, { description: "The segment's name as reported." }) name!: string;
  @Field(() => Float, { ...opt, description: "Segment sales, USD; null when not reported." }) sales!:
    | number
    | null;
  @Field(() => Float, { ...opt, description: "Segment revenue, USD; null when not reported." }) revenue!:
    | number
    | null;
  @Field(() => Float, { ...opt, description: "Segment operating income, USD; null when not reported." })
  operatingIncome!: number | null;
  @Field(() => String, { ...opt, description: "The segment's SIC code; null when not reported." }) sic!:
    | string
    | null;
  @Field(() => String, { description: "ISO date of the fiscal period end the line reports." })
  datadate!: string;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_segments." })
export class Segments {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the fiscal period end served (date overrides year); null when none is held.",
  })
  datadate!: string | null;
  @Field(() => [String], { description: "Every fiscal period end held for the company's segments." })
  availableDatadates!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [SegmentLine], { description: "The segment lines of datadate, filtered by stype." })
  items!: SegmentLine[];
}

@ObjectType({ description: "Operation svc_v3_fundamentals_ai_analyze: a model's reading, not data." })
export class AiAnalysis {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Boolean, { description: "Always true: a language model's reading, not data." })
  isModelOutput!: boolean;
  @Field(() => String, { description: "The model's analysis text." }) analysis!: string;
  @Field(() => String, { description: "ISO 8601 instant the analysis was generated." }) generatedAt!: string;
  @Field(() => Boolean, { description: "True when served from the 24-hour cache (no daily limit counted)." })
  cached!: boolean;
}

@ObjectType({ description: "One fund's holding (operation svc_v3_funds_mutual_fund_ownership)." })
export class MutualFundHolding {
  @Field(() => String, { description: "The fund's name." }) fund!: string;
  @Field(() => Float, { ...opt, description: "Shares the fund holds; null when not reported." }) shares!:
    | number
    | null;
  @Field(() => Float, { ...opt, description: "Value of the holding, USD; null when not reported." })
  marketValue!: number | null;
  @Field(() => String, { description: "ISO date of the report the holding is from." }) reportDate!: string;
}

@ObjectType({ description: "Operation svc_v3_funds_mutual_fund_ownership." })
export class MutualFundOwnership {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, {
    ...opt,
    description: "ISO date of the report the holdings are from; null when none is held.",
  })
  reportDate!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [MutualFundHolding], { description: "The funds holding the stock." })
  items!: MutualFundHolding[];
}

@ObjectType({ description: "A private-markets answer (records: not shown in the spec)." })
export class PrivateMarketsAnswer {
  @Field(() => String, { ...opt, description: "The search text asked for; null on a company read." }) query!:
    | string
    | null;
  @Field(() => String, { ...opt, description: "The company id asked for; null on a search." }) companyId!:
    | string
    | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GraphQLJSONObject], { description: "Vendor records as delivered." })
  items!: Record<string, unknown>[];
}

@ObjectType({ description: "A transcripts answer (records: not shown in the spec)." })
export class TranscriptsAnswer {
  @Field(() => String, { ...opt, description: TICKER }) ticker!: string | null;
  @Field(() => String, { ...opt, description: "The earnings-call event id asked for; null when none was." })
  eventId!: string | null;
  @Field(() => String, { ...opt, description: "The search text asked for; null when none was." }) query!:
    | string
    | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GraphQLJSONObject], { description: "Vendor records as delivered." })
  items!: Record<string, unknown>[];
}
