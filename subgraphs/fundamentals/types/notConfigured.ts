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
  @Field(() => String) name!: string;
  @Field(() => Float, opt) sales!: number | null;
  @Field(() => Float, opt) revenue!: number | null;
  @Field(() => Float, opt) operatingIncome!: number | null;
  @Field(() => String, opt) sic!: string | null;
  @Field(() => String) datadate!: string;
}

@ObjectType({ description: "Operation svc_v3_fundamentals_segments." })
export class Segments {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, opt) datadate!: string | null;
  @Field(() => [String]) availableDatadates!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [SegmentLine]) items!: SegmentLine[];
}

@ObjectType({ description: "Operation svc_v3_fundamentals_ai_analyze: a model's reading, not data." })
export class AiAnalysis {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Boolean) isModelOutput!: boolean;
  @Field(() => String) analysis!: string;
  @Field(() => String) generatedAt!: string;
  @Field(() => Boolean) cached!: boolean;
}

@ObjectType({ description: "One fund's holding (operation svc_v3_funds_mutual_fund_ownership)." })
export class MutualFundHolding {
  @Field(() => String) fund!: string;
  @Field(() => Float, opt) shares!: number | null;
  @Field(() => Float, opt) marketValue!: number | null;
  @Field(() => String) reportDate!: string;
}

@ObjectType({ description: "Operation svc_v3_funds_mutual_fund_ownership." })
export class MutualFundOwnership {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, opt) reportDate!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [MutualFundHolding]) items!: MutualFundHolding[];
}

@ObjectType({ description: "A private-markets answer (records: not shown in the spec)." })
export class PrivateMarketsAnswer {
  @Field(() => String, opt) query!: string | null;
  @Field(() => String, opt) companyId!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GraphQLJSONObject], { description: "Vendor records as delivered." })
  items!: Record<string, unknown>[];
}

@ObjectType({ description: "A transcripts answer (records: not shown in the spec)." })
export class TranscriptsAnswer {
  @Field(() => String, { ...opt, description: TICKER }) ticker!: string | null;
  @Field(() => String, opt) eventId!: string | null;
  @Field(() => String, opt) query!: string | null;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [GraphQLJSONObject], { description: "Vendor records as delivered." })
  items!: Record<string, unknown>[];
}
