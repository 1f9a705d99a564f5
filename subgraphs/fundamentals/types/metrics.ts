import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, TICKER } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import { METRIC_FIGURES, RATIOS } from "../domain/metrics.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "A metrics block's period." })
export class MetricsPeriod {
  @Field(() => String, { description: "quarter, fiscal_year, ttm, partial_ttm or point_in_time." })
  type!: string;
  @Field(() => Int, opt) fiscalYear!: number | null;
  @Field(() => Int, opt) fiscalQuarter!: number | null;
  @Field(() => String, opt) start!: string | null;
  @Field(() => String, opt) end!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: fiscal_year_period (a fiscal year has no quarter), no_fiscal_label, no_flow_statement_for_period (only a balance sheet is held), or a TTM window's status.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Ratios; their unit (fraction, percent or multiple) is in the block's units." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class MetricsRatios {
  @FigureFields(RATIOS) readonly ratios?: never;
}

/** The ratios' types, from the table `FigureFields` declares. */
export interface MetricsRatios extends Figures<typeof RATIOS> {}

@ObjectType({
  description: "One period's figures and ratios (USD; ratios as fractions unless units say otherwise).",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class MetricsRow {
  @Field(() => MetricsPeriod) period!: MetricsPeriod;
  @Field(() => String, {
    nullable: true,
    description: "Date of the balance sheet the point-in-time figures come from.",
  })
  balanceSheetDate!: string | null;
  @FigureFields(METRIC_FIGURES) readonly figures?: never;
  @Field(() => MetricsRatios, {
    description: "Fractions of this period alone (currentRatio, debtToEquity: multiples).",
  })
  ratios!: MetricsRatios;
  @Field(() => MetricsRatios, {
    nullable: true,
    description: "The snapshot's ttm block: the ratios as percent numbers.",
  })
  ttmRatios!: MetricsRatios | null;
  @Field(() => FieldMap, {
    description: "Field → percent, fraction, usd, multiple; reportingCurrency.",
  })
  units!: Record<string, string>;
  @Field(() => FieldMap) definitions!: Record<string, string>;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { nullable: true, description: "TTM: ok, insufficient_quarters or quarter_gap." })
  ttmStatus!: string | null;
  @Field(() => [FieldName], { description: "TTM: flows held for fewer than the four quarters (so null)." })
  ttmUnderfilledFields!: string[];
  @Field(() => [FieldName]) debtComponentsMissing!: string[];
  @Field(() => String, {
    description: "ok, debt_components_missing, cash_not_reported or not_meaningful_for_financial_issuer.",
  })
  netDebtStatus!: string;
  @Field(() => String) totalDebtBasis!: string;
  @Field(() => String) debtRatiosBasis!: string;
  @Field(() => String, { description: "financial or non_financial." }) issuerClass!: string;
  @Field(() => String) issuerClassBasis!: string;
}

/** The figures' types, from the table `FigureFields` declares. */
export interface MetricsRow extends Figures<typeof METRIC_FIGURES> {}

@ObjectType({ description: "Metrics (operation svc_v3_fundamentals_metrics)." })
export class Metrics {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String) period!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [MetricsRow], { description: "Newest first; period ttm: one row." }) items!: MetricsRow[];
  @Field(() => String, opt) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty, or the TTM status." })
  status!: string | null;
}

@ObjectType({ description: "Growth of the latest fiscal year over the one before, percent numbers." })
export class GrowthBlock {
  @Field(() => MetricsPeriod) period!: MetricsPeriod;
  @Field(() => MetricsPeriod, opt) priorPeriod!: MetricsPeriod | null;
  @Field(() => Float, opt) revenueGrowth!: number | null;
  @Field(() => Float, opt) netIncomeGrowth!: number | null;
  @Field(() => Float, opt) epsDilutedGrowth!: number | null;
  @Field(() => Float, opt) operatingCashFlowGrowth!: number | null;
  @Field(() => FieldMap) units!: Record<string, string>;
  @Field(() => FieldMap) definitions!: Record<string, string>;
  @Field(() => FieldMap) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Metrics snapshot (operation svc_v3_fundamentals_metrics_snapshot)." })
export class MetricsSnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, opt) source!: string | null;
  @Field(() => String, opt) status!: string | null;
  @Field(() => String) reportingCurrency!: string;
  @Field(() => MetricsRow, { nullable: true, description: "Trailing four quarters; ttmRatios in percent." })
  ttm!: MetricsRow | null;
  @Field(() => MetricsRow, {
    nullable: true,
    description: "The latest quarter; ratios are its fractions alone.",
  })
  latestQuarter!: MetricsRow | null;
  @Field(() => GrowthBlock, opt) growth!: GrowthBlock | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_fiscal_quarter_in_sec_facts (ttm, latest_quarter), no_annual_income_statement_in_sec_facts (growth), or why no SEC facts are held.",
  })
  nullReasons!: Record<string, string>;
}
