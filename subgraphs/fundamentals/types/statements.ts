import { Field, Float, Int, ObjectType } from "type-graphql";
import {
  ACCESSION_NUMBER,
  COUNT,
  FILING_DATE,
  FISCAL_PERIOD,
  FISCAL_YEAR,
  FORM,
  PERIOD_END,
  TICKER,
} from "../../kit/descriptions.js";
import { FieldMap, FieldName } from "../../kit/fieldNames.js";
import type { Figures } from "../../kit/figures.js";
import { FigureFields } from "../../kit/tableFields.js";
import {
  cashFlowLine,
  conceptBasis,
  debtLine,
  FACTS_SOURCE,
  FIELDS_WITHHELD,
  STATEMENT_CHECK,
  STATEMENT_PERIOD_ASKED,
  STATEMENT_UNITS,
  TTM_STATUS,
} from "../descriptions.js";
import { BALANCE_SHEET_LINES } from "../domain/balanceSheets.js";
import { IncomeStatements, StatementCheck } from "./incomeStatements.js";

const usd = { nullable: true } as const;

@ObjectType({ description: "Base of the statement rows; never emitted on its own." })
abstract class StatementRowBase {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => Int, { nullable: true, description: FISCAL_YEAR }) fiscalYear!: number | null;
  @Field(() => String, { nullable: true, description: FISCAL_PERIOD }) fiscalPeriod!: string | null;
  @Field(() => String, { nullable: true, description: "null on a balance sheet (an instant)." })
  periodStart!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Why periodStart is null: instant_fact (a balance sheet is a point in time), or the ttmStatus of a TTM row that could not be formed; null when periodStart is set.",
  })
  periodStartReason!: string | null;
  @Field(() => String, { description: PERIOD_END }) periodEnd!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "annual_report (a fiscal year, or the year-end sheet shown as Q4), quarterly_report, derived_fy_minus_q1_q3, derived_ytd_difference, ttm_sum_of_4_quarters or point_in_time_latest_quarter.",
  })
  periodSource!: string | null;
  @Field(() => String, { nullable: true, description: FILING_DATE }) filingDate!: string | null;
  @Field(() => String, { nullable: true, description: ACCESSION_NUMBER }) accessionNumber!: string | null;
  @Field(() => String, { nullable: true, description: FORM }) form!: string | null;
  @Field(() => FieldMap, {
    description: "Field → the us-gaap concept (or derivation) it came from.",
  })
  fieldBasis!: Record<string, string>;
  @Field(() => [FieldName], { description: FIELDS_WITHHELD }) fieldsWithheld!: string[];
  @Field(() => FieldMap, { description: "Field → why it is null." })
  fieldNotes!: Record<string, string>;
  @Field(() => FieldMap, {
    description: "Field → why no filed figure confirms it (derived quarters, sums of reported lines).",
  })
  fieldsUnverified!: Record<string, string>;
  @Field(() => StatementCheck, { description: STATEMENT_CHECK }) statementCheck!: StatementCheck;
  @Field(() => String, { nullable: true, description: TTM_STATUS }) ttmStatus!: string | null;
}

@ObjectType({ description: "One balance sheet, a point in time (USD)." })
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: its lines' types come from the merged interface below.
export class BalanceSheet extends StatementRowBase {
  @FigureFields(BALANCE_SHEET_LINES, {
    descriptions: {
      netLoans: "Banks: loans and leases net, where tagged.",
      deposits: "Banks: deposits, where tagged.",
    },
    description: "USD at the sheet's date; fieldBasis names its concept, fieldNotes why it is null.",
  })
  readonly lines?: never;
  @Field(() => Float, {
    ...usd,
    description: debtLine(
      "Debt due within a year (current debt, commercial paper, current portion of long-term debt)",
      "shortTermDebtStatus",
    ),
  })
  shortTermDebt!: number | null;
  @Field(() => String, { nullable: true, description: conceptBasis("shortTermDebt") }) shortTermDebtBasis!:
    | string
    | null;
  @Field(() => String, {
    description:
      "reported, sum_of_reported_lines, not_found_in_sec_companyfacts (a concept of the line is tagged, not at this instant) or concept_not_mapped (none of the line's mapped concepts is tagged in any period).",
  })
  shortTermDebtStatus!: string;
  @Field(() => Float, {
    ...usd,
    description: debtLine("Long-term debt less its current portion", "longTermDebtStatus"),
  })
  longTermDebt!: number | null;
  @Field(() => String, { nullable: true, description: conceptBasis("longTermDebt") }) longTermDebtBasis!:
    | string
    | null;
  @Field(() => String, {
    description:
      "reported, not_found_in_sec_companyfacts (a concept of the line is tagged, not at this instant) or concept_not_mapped (none of the line's mapped concepts is tagged in any period).",
  })
  longTermDebtStatus!: string;
  @Field(() => Float, { nullable: true, description: "shortTermDebt + longTermDebt; null when either is." })
  totalDebt!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "How totalDebt was formed (sum:shortTermDebt+longTermDebt); null when totalDebt is.",
  })
  totalDebtBasis!: string | null;
  @Field(() => [FieldName], { description: "The debt components that are null, making totalDebt null." })
  debtComponentsMissing!: string[];
}

/** The lines' types, from the table `FigureFields` declares. */
export interface BalanceSheet extends Figures<typeof BALANCE_SHEET_LINES> {}

@ObjectType({ description: "One cash flow statement, in cash-flow sign: inflow positive (USD)." })
export class CashFlowStatement extends StatementRowBase {
  @Field(() => Float, {
    nullable: true,
    description: "The reconciliation's first line (ProfitLoss, else NetIncomeLoss).",
  })
  netIncome!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Depreciation and amortization added back") })
  depreciationAndAmortization!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Share-based compensation added back") })
  stockBasedCompensation!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Deferred income tax") }) deferredIncomeTax!:
    | number
    | null;
  @Field(() => Float, { nullable: true, description: "Change in receivables, cash-flow sign." })
  changeInReceivables!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Change in inventories") }) changeInInventory!:
    | number
    | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Change in accounts payable") })
  changeInAccountsPayable!: number | null;
  @Field(() => Float, { nullable: true, description: "Only where the filer tags the total." })
  changeInWorkingCapital!: number | null;
  @Field(() => String, { description: "reported or not_reported_as_a_total." })
  changeInWorkingCapitalStatus!: string;
  @Field(() => Float, { ...usd, description: cashFlowLine("Net cash from operating activities") })
  operatingCashFlow!: number | null;
  @Field(() => FieldMap, {
    nullable: true,
    description: "Reconciliation lines plus otherOperatingItems; they sum exactly to operatingCashFlow.",
  })
  operatingCashFlowComponents!: Record<string, number> | null;
  @Field(() => String, {
    description: "ok, operating_cash_flow_not_reported or net_income_not_reported.",
  })
  operatingCashFlowComponentsStatus!: string;
  @Field(() => Float, {
    ...usd,
    description: cashFlowLine("Purchases of property, plant and equipment (negative)"),
  })
  capitalExpenditure!: number | null;
  @Field(() => Float, {
    ...usd,
    description: cashFlowLine("Payments for acquisitions, net of cash acquired (negative)"),
  })
  acquisitions!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Purchases of investments (negative)") })
  investmentPurchases!: number | null;
  @Field(() => Float, { nullable: true, description: "Proceeds from sales only (not maturities)." })
  investmentSales!: number | null;
  @Field(() => String, { nullable: true, description: conceptBasis("investmentSales") })
  investmentSalesBasis!: string | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Net cash from investing activities") })
  investingCashFlow!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Proceeds from issuing debt") }) debtIssued!:
    | number
    | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Repayments of debt (negative)") }) debtRepaid!:
    | number
    | null;
  @Field(() => Float, {
    ...usd,
    description: cashFlowLine("Payments for repurchases of common stock (negative)"),
  })
  shareRepurchases!: number | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Dividends paid (negative)") }) dividendsPaid!:
    | number
    | null;
  @Field(() => Float, { ...usd, description: cashFlowLine("Net cash from financing activities") })
  financingCashFlow!: number | null;
  @Field(() => Float, {
    ...usd,
    description: cashFlowLine(
      "Net change in cash and cash equivalents (with restricted cash where so tagged)",
    ),
  })
  netChangeInCash!: number | null;
  @Field(() => Float, { nullable: true, description: "operatingCashFlow + capitalExpenditure." })
  freeCashFlow!: number | null;
}

@ObjectType({ description: "Base of the statement lists; never emitted on its own." })
abstract class StatementListBase {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => Int, { description: COUNT }) count!: number;
  @Field(() => [String], { description: "Fiscal quarters absent between the newest and oldest served." })
  quartersMissing!: string[];
  @Field(() => Boolean, {
    nullable: true,
    description:
      "A periodic report (10-K, 10-Q, …) in the company's SEC facts was filed after the newest filing served; null when no row is served.",
  })
  newerFilingAvailable!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: "Why newer_filing_available is null: no_row_served, or why no SEC facts are held.",
  })
  newerFilingAvailableReason!: string | null;
  @Field(() => String, { nullable: true, description: FACTS_SOURCE }) source!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Why items is empty, the TTM status, or point_in_time.",
  })
  status!: string | null;
  @Field(() => FieldMap, { description: STATEMENT_UNITS }) units!: Record<string, string>;
}

@ObjectType({ description: "Balance sheets (operation svc_v3_fundamentals_balance_sheets)." })
export class BalanceSheets extends StatementListBase {
  @Field(() => [BalanceSheet], { description: "Newest first." }) items!: BalanceSheet[];
}

@ObjectType({ description: "Cash flow statements (operation svc_v3_fundamentals_cash_flow_statements)." })
export class CashFlowStatements extends StatementListBase {
  @Field(() => [CashFlowStatement], { description: "Newest first." }) items!: CashFlowStatement[];
}

@ObjectType({ description: "The three statements (operation svc_v3_fundamentals_all)." })
export class FinancialStatements {
  @Field(() => String, { description: TICKER }) ticker!: string;
  @Field(() => String, { description: STATEMENT_PERIOD_ASKED }) period!: string;
  @Field(() => IncomeStatements, {
    description: "The income statements, as svc_v3_fundamentals_income_statements answers them.",
  })
  incomeStatements!: IncomeStatements;
  @Field(() => BalanceSheets, {
    description: "The balance sheets, as svc_v3_fundamentals_balance_sheets answers them.",
  })
  balanceSheets!: BalanceSheets;
  @Field(() => CashFlowStatements, {
    description: "The cash flow statements, as svc_v3_fundamentals_cash_flow_statements answers them.",
  })
  cashFlowStatements!: CashFlowStatements;
}
