import { GraphQLJSONObject } from "graphql-scalars";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { FieldMap } from "../../kit/fieldNames.js";

const opt = { nullable: true } as const;

@ObjectType({
  description: "One ticker's growth for one fiscal year over the year before; growth and margins in percent.",
})
export class FundamentalsGrowthRow {
  @Field(() => String) ticker!: string;
  @Field(() => Int, opt) fiscalYear!: number | null;
  @Field(() => String, { nullable: true, description: "FY: growth compares fiscal years." })
  fiscalPeriod!: string | null;
  @Field(() => String, opt) periodStart!: string | null;
  @Field(() => String, opt) periodEnd!: string | null;
  @Field(() => Int, opt) priorFiscalYear!: number | null;
  @Field(() => String, opt) priorPeriodEnd!: string | null;
  @Field(() => Float, opt) revenue!: number | null;
  @Field(() => Float, opt) revenuePrior!: number | null;
  @Field(() => Float, opt) netIncome!: number | null;
  @Field(() => Float, opt) netIncomePrior!: number | null;
  @Field(() => Float, opt) epsDiluted!: number | null;
  @Field(() => Float, opt) epsDilutedPrior!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent: (current − prior) / |prior| × 100." })
  revenueGrowth!: number | null;
  @Field(() => Float, opt) grossProfitGrowth!: number | null;
  @Field(() => Float, opt) operatingIncomeGrowth!: number | null;
  @Field(() => Float, opt) netIncomeGrowth!: number | null;
  @Field(() => Float, opt) epsDilutedGrowth!: number | null;
  @Field(() => Float, opt) operatingCashFlowGrowth!: number | null;
  @Field(() => Float, opt) freeCashFlowGrowth!: number | null;
  @Field(() => Float, { nullable: true, description: "Percent of the year's revenue." }) grossMargin!:
    | number
    | null;
  @Field(() => Float, opt) operatingMargin!: number | null;
  @Field(() => Float, opt) netMargin!: number | null;
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
  @Field(() => String, opt) accessionNumber!: string | null;
  @Field(() => String, opt) filingDate!: string | null;
  @Field(() => String, opt) source!: string | null;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Growth (operation svc_v3_fundamentals_growth)." })
export class FundamentalsGrowth {
  @Field(() => [String], { description: "The known symbols answered, in the caller's order." })
  tickers!: string[];
  @Field(() => Int) count!: number;
  @Field(() => [FundamentalsGrowthRow], { description: "Per ticker, its newest `limit` fiscal years." })
  items!: FundamentalsGrowthRow[];
  @Field(() => [String], { description: "Symbols unknown to the platform (not answered)." })
  symbolsUnknown!: string[];
  @Field(() => FieldMap, { description: "Field → percent, usd, usd_per_share." })
  units!: Record<string, string>;
}
