import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  ACCESSION_NUMBER,
  COUNT,
  FILING_DATE,
  FISCAL_YEAR,
  PERIOD_END,
  TICKER,
} from "../../kit/descriptions.js";
import { FieldMap } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { GROWTH_AMOUNTS, GROWTH_RATES } from "../domain/growth.js";

const opt = { nullable: true } as const;

@ObjectType({
  description: "One ticker's growth for one fiscal year over the year before; growth and margins in percent.",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class FundamentalsGrowthRow {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => Int, { ...opt, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, { nullable: true, description: "FY: growth compares fiscal years." })
  fiscalPeriod!: string | null;
  @Field(() => String, opt) periodStart!: string | null;
  @Field(() => String, { ...opt, description: PERIOD_END }) periodEnd!: string | null;
  @Field(() => Int, opt) priorFiscalYear!: number | null;
  @Field(() => String, opt) priorPeriodEnd!: string | null;
  @FigureFields(GROWTH_AMOUNTS) readonly amounts?: never;
  @FigureFields(GROWTH_RATES, {
    descriptions: {
      revenueGrowth: "Percent: (current − prior) / |prior| × 100.",
      grossMargin: "Percent of the year's revenue.",
    },
  })
  readonly rates?: never;
  @Field(() => String, {
    nullable: true,
    description: "The us-gaap revenue concept of both years, or prior->current when it changed.",
  })
  revenueGrowthBasis!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "sec_confirmed (both years are filed SEC figures); null when no row could be formed (growth_status_reason).",
  })
  growthStatus!: string | null;
  @Field(() => String, opt) growthStatusReason!: string | null;
  @Field(() => Float, { nullable: true, description: "Always null: no vendor feed is connected." })
  vendorRevenueGrowth!: number | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "Always null: no vendor feed is connected.",
  })
  vendorMargins!: Record<string, number> | null;
  @Field(() => String) vendorStatus!: string;
  @Field(() => String, { ...opt, description: ACCESSION_NUMBER }) accessionNumber!: string | null;
  @Field(() => String, { ...opt, description: FILING_DATE }) filingDate!: string | null;
  @Field(() => String, opt) source!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

/** The figures' types, from the tables `FigureFields` declares. */
export interface FundamentalsGrowthRow extends Figures<typeof GROWTH_AMOUNTS>, Figures<typeof GROWTH_RATES> {}

@ObjectType({ description: "Growth (operation svc_v3_fundamentals_growth)." })
export class FundamentalsGrowth {
  @Field(() => [String], { description: "The known symbols answered, in the caller's order." })
  tickers!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FundamentalsGrowthRow], { description: "Per ticker, its newest `limit` fiscal years." })
  items!: FundamentalsGrowthRow[];
  @Field(() => [String], { description: "Symbols unknown to the platform (not answered)." })
  symbolsUnknown!: string[];
  @Field(() => FieldMap, { description: "Field → percent, usd, usd_per_share." })
  units!: Record<string, string>;
}
