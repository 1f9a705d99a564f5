import { Field, Float, Int, ObjectType } from "type-graphql";
import { COUNT, FISCAL_YEAR, NULL_REASONS, TICKER, UNITS } from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import {
  DEFINITIONS,
  FACTS_SOURCE,
  flowFigure,
  growthPercent,
  STATEMENT_PERIOD_ASKED,
  sheetFigure,
} from "../descriptions.js";
import { METRIC_FIGURES, RATIOS } from "../domain/metrics.js";

const opt = { nullable: true } as const;

@ObjectType({ description: "A metrics block's period." })
export class MetricsPeriod {
  @Field(() => String, { description: "quarter, fiscal_year, ttm, partial_ttm or point_in_time." })
  type!: string;
  @Field(() => Int, { ...opt, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => Int, {
    ...opt,
    description:
      "The fiscal quarter, 1–4; null for a fiscal year or a period off the fiscal calendar (nullReasons).",
  })
  fiscalQuarter!: number | null;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date the period starts; null when no flow statement covers the period or a TTM window could not be formed (nullReasons).",
  })
  start!: string | null;
  @Field(() => String, {
    ...opt,
    description:
      "ISO date the period ends; null when the period could not be formed (nullReasons: period_not_formed).",
  })
  end!: string | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: fiscal_year_period (a fiscal year has no quarter), no_fiscal_label, no_flow_statement_for_period (only a balance sheet is held), or a TTM window's status.",
  })
  nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Ratios; their unit (fraction, percent or multiple) is in the block's units." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class MetricsRatios {
  @FigureFields(RATIOS, {
    descriptions: Object.fromEntries(
      Object.entries(RATIOS).map(([name, ratio]) => [
        name,
        `${ratio.definition}; a ${ratio.unit} (ttmRatios: percent); null when a term is missing or the denominator zero (nullReasons).`,
      ]),
    ),
  })
  readonly ratios?: never;
}

/** The ratios' types, from the table `FigureFields` declares. */
export interface MetricsRatios extends Figures<typeof RATIOS> {}

@ObjectType({
  description: "One period's figures and ratios (USD; ratios as fractions unless units say otherwise).",
})
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its figures' types come from the merged interface below.
export class MetricsRow {
  @Field(() => MetricsPeriod, { description: "The row's period: its type, fiscal labels and dates." })
  period!: MetricsPeriod;
  @Field(() => String, {
    nullable: true,
    description: "Date of the balance sheet the point-in-time figures come from.",
  })
  balanceSheetDate!: string | null;
  @FigureFields(METRIC_FIGURES, {
    descriptions: {
      revenue: flowFigure("Total revenue"),
      grossProfit: flowFigure("Gross profit (banks: none, see net interest income)"),
      operatingIncome: flowFigure("Operating income"),
      netIncome: flowFigure("Net income"),
      operatingCashFlow: flowFigure("Net cash from operating activities"),
      capitalExpenditure: flowFigure("Capital expenditure, negative (cash-flow sign)"),
      freeCashFlow: flowFigure("operatingCashFlow + capitalExpenditure"),
      totalAssets: sheetFigure("Total assets"),
      totalStockholdersEquity: sheetFigure("Stockholders' equity"),
      totalCurrentAssets: sheetFigure("Current assets"),
      totalCurrentLiabilities: sheetFigure("Current liabilities"),
      cashAndEquivalents: sheetFigure("Cash and cash equivalents"),
      totalDebt: sheetFigure("shortTermDebt + longTermDebt (deposits excluded; see totalDebtBasis)"),
      netDebt: sheetFigure("totalDebt − cashAndEquivalents (null for a financial issuer: netDebtStatus)"),
    },
  })
  readonly figures?: never;
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
  @Field(() => FieldMap, { description: DEFINITIONS }) definitions!: Record<string, string>;
  @Field(() => FieldMap, { description: "Field → why it is null." }) nullReasons!: Record<string, string>;
  @Field(() => String, { nullable: true, description: "TTM: ok, insufficient_quarters or quarter_gap." })
  ttmStatus!: string | null;
  @Field(() => [FieldName], { description: "TTM: flows held for fewer than the four quarters (so null)." })
  ttmUnderfilledFields!: string[];
  @Field(() => [FieldName], {
    description:
      "The debt lines (shortTermDebt, longTermDebt) that are null at the period end, making totalDebt and netDebt null.",
  })
  debtComponentsMissing!: string[];
  @Field(() => String, {
    description: "ok, debt_components_missing, cash_not_reported or not_meaningful_for_financial_issuer.",
  })
  netDebtStatus!: string;
  @Field(() => String, {
    description:
      "What totalDebt sums: shortTermDebt+longTermDebt, for a financial issuer with deposits excluded.",
  })
  totalDebtBasis!: string;
  @Field(() => String, {
    description:
      "The debt debtToEquity divides: total_debt, or debt_excluding_deposits for a financial issuer.",
  })
  debtRatiosBasis!: string;
  @Field(() => String, { description: "financial or non_financial." }) issuerClass!: string;
  @Field(() => String, {
    description:
      "Why issuerClass: gics_sector_financials, deposits_tagged_in_sec_facts, gics_sector_not_financials or no_sector_and_no_deposits_tagged.",
  })
  issuerClassBasis!: string;
}

/** The figures' types, from the table `FigureFields` declares. */
export interface MetricsRow extends Figures<typeof METRIC_FIGURES> {}

@ObjectType({ description: "Metrics (operation svc_v3_fundamentals_metrics)." })
export class Metrics {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [MetricsRow], { description: "Newest first; period ttm: one row." }) items!: MetricsRow[];
  @Field(() => String, { ...opt, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, { nullable: true, description: "Why items is empty, or the TTM status." })
  status!: string | null;
}

@ObjectType({ description: "Growth of the latest fiscal year over the one before, percent numbers." })
export class GrowthBlock {
  @Field(() => MetricsPeriod, { description: "The latest fiscal year." }) period!: MetricsPeriod;
  @Field(() => MetricsPeriod, {
    ...opt,
    description: "The fiscal year before it; null when none is held (nullReasons).",
  })
  priorPeriod!: MetricsPeriod | null;
  @Field(() => Float, { ...opt, description: growthPercent("revenue") }) revenueGrowth!: number | null;
  @Field(() => Float, { ...opt, description: growthPercent("net income") }) netIncomeGrowth!: number | null;
  @Field(() => Float, { ...opt, description: growthPercent("diluted EPS") }) epsDilutedGrowth!: number | null;
  @Field(() => Float, { ...opt, description: growthPercent("operating cash flow") }) operatingCashFlowGrowth!:
    | number
    | null;
  @Field(() => FieldMap, { description: UNITS }) units!: Record<string, string>;
  @Field(() => FieldMap, { description: DEFINITIONS }) definitions!: Record<string, string>;
  @Field(() => FieldMap, { description: NULL_REASONS }) nullReasons!: Record<string, string>;
}

@ObjectType({ description: "Metrics snapshot (operation svc_v3_fundamentals_metrics_snapshot)." })
export class MetricsSnapshot {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { ...opt, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, { ...opt, description: "Why no SEC facts are held; null when they are." }) status!:
    | string
    | null;
  @Field(() => String, { description: "ISO 4217 currency of the USD figures: USD." })
  reportingCurrency!: string;
  @Field(() => MetricsRow, { nullable: true, description: "Trailing four quarters; ttmRatios in percent." })
  ttm!: MetricsRow | null;
  @Field(() => MetricsRow, {
    nullable: true,
    description: "The latest quarter; ratios are its fractions alone.",
  })
  latestQuarter!: MetricsRow | null;
  @Field(() => GrowthBlock, {
    ...opt,
    description:
      "The latest fiscal year's growth over the one before; null when no annual income statement is held (nullReasons).",
  })
  growth!: GrowthBlock | null;
  @Field(() => FieldMap, {
    description:
      "Field → why it is null: no_fiscal_quarter_in_sec_facts (ttm, latest_quarter), no_annual_income_statement_in_sec_facts (growth), or why no SEC facts are held.",
  })
  nullReasons!: Record<string, string>;
}
