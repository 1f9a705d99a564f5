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
import { FACTS_SOURCE, growthPercent, SYMBOLS_UNKNOWN, TICKERS_ANSWERED } from "../descriptions.js";
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
  @Field(() => String, {
    ...opt,
    description: "ISO date the fiscal year starts; null when no row could be formed (growthStatusReason).",
  })
  periodStart!: string | null;
  @Field(() => String, { ...opt, description: PERIOD_END }) periodEnd!: string | null;
  @Field(() => Int, {
    ...opt,
    description: "The fiscal year compared against; null when none is held (nullReasons).",
  })
  priorFiscalYear!: number | null;
  @Field(() => String, {
    ...opt,
    description: "ISO date the prior fiscal year ends; null with priorFiscalYear.",
  })
  priorPeriodEnd!: string | null;
  @FigureFields(GROWTH_AMOUNTS, {
    descriptions: {
      revenue: "Revenue of the fiscal year, USD; null when not reported (nullReasons).",
      revenuePrior: "Revenue of the prior fiscal year, USD; null when not held (nullReasons).",
      netIncome: "Net income of the fiscal year, USD; null when not reported (nullReasons).",
      netIncomePrior: "Net income of the prior fiscal year, USD; null when not held (nullReasons).",
      epsDiluted:
        "Diluted EPS of the fiscal year as filed, USD per share; null when not reported (nullReasons).",
      epsDilutedPrior:
        "Diluted EPS of the prior fiscal year as filed, USD per share; null when not held (nullReasons).",
    },
  })
  readonly amounts?: never;
  @FigureFields(GROWTH_RATES, {
    descriptions: {
      revenueGrowth: "Percent: (current − prior) / |prior| × 100.",
      grossMargin: "Percent of the year's revenue.",
      grossProfitGrowth: growthPercent("gross profit"),
      operatingIncomeGrowth: growthPercent("operating income"),
      netIncomeGrowth: growthPercent("net income"),
      epsDilutedGrowth: growthPercent("diluted EPS"),
      operatingCashFlowGrowth: growthPercent("operating cash flow"),
      freeCashFlowGrowth: growthPercent("free cash flow"),
      operatingMargin:
        "Operating income, percent of the year's revenue; null when either is missing or revenue is 0.",
      netMargin: "Net income, percent of the year's revenue; null when either is missing or revenue is 0.",
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
  @Field(() => String, {
    ...opt,
    description:
      "Why growthStatus is null, the row empty: not_applicable_non_equity, no_annual_report_in_sec_facts, or why no SEC facts are held; null when it is set.",
  })
  growthStatusReason!: string | null;
  @Field(() => Float, { nullable: true, description: "Always null: no vendor feed is connected." })
  vendorRevenueGrowth!: number | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "Always null: no vendor feed is connected.",
  })
  vendorMargins!: Record<string, number> | null;
  @Field(() => String, {
    description: "no_vendor_feed: no vendor fundamentals feed is connected, so the vendor_* fields are null.",
  })
  vendorStatus!: string;
  @Field(() => String, { ...opt, description: ACCESSION_NUMBER }) accessionNumber!: string | null;
  @Field(() => String, { ...opt, description: FILING_DATE }) filingDate!: string | null;
  @Field(() => String, { ...opt, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

/** The figures' types, from the tables `FigureFields` declares. */
export interface FundamentalsGrowthRow extends Figures<typeof GROWTH_AMOUNTS>, Figures<typeof GROWTH_RATES> {}

@ObjectType({ description: "Growth (operation svc_v3_fundamentals_growth)." })
export class FundamentalsGrowth {
  @Field(() => [String], { description: TICKERS_ANSWERED })
  tickers!: string[];
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [FundamentalsGrowthRow], { description: "Per ticker, its newest `limit` fiscal years." })
  items!: FundamentalsGrowthRow[];
  @Field(() => [String], { description: SYMBOLS_UNKNOWN })
  symbolsUnknown!: string[];
  @Field(() => FieldMap, { description: "Field → percent, usd, usd_per_share." })
  units!: Record<string, string>;
}
