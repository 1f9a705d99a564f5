/**
 * The shape of one income statement row and its final assembly, shared by reported, derived-Q4 and TTM
 * rows so that withheld fields, notes and accessions are filled in by one rule everywhere.
 */

import { NO_PER_SHARE_BASIS, type PerShareFields } from "./perShare.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";
import { DERIVED_Q4_BASIS, INCOME_STATEMENT_FIELDS } from "./statementFields.js";
import { periodStartReasonOf } from "./statementLines.js";

export type StatementPeriod = "quarterly" | "annual" | "ttm";
export type FiscalPeriod = "Q1" | "Q2" | "Q3" | "Q4" | "FY" | "TTM";
export type TtmStatus = "ok" | "insufficient_quarters" | "quarter_gap";

export interface IncomeStatementFigures {
  revenue: number | null;
  costOfRevenue: number | null;
  grossProfit: number | null;
  researchAndDevelopment: number | null;
  sellingGeneralAndAdministrative: number | null;
  operatingExpenses: number | null;
  operatingIncome: number | null;
  interestExpense: number | null;
  incomeBeforeTax: number | null;
  incomeTaxExpense: number | null;
  netIncome: number | null;
  netInterestIncome: number | null;
  epsBasic: number | null;
  epsDiluted: number | null;
  weightedAverageSharesBasic: number | null;
  weightedAverageSharesDiluted: number | null;
}

export interface IncomeStatementRow extends IncomeStatementFigures, PerShareFields {
  period: StatementPeriod;
  /** null only when the facts hold no report to anchor a fiscal calendar on. */
  fiscalYear: number | null;
  fiscalPeriod: FiscalPeriod | null;
  /** null only on a TTM row that could not be formed. */
  periodStart: string | null;
  /** Why periodStart is null (the failed TTM's status); null when it is not. */
  periodStartReason: string | null;
  periodEnd: string;
  filingDate: string | null;
  accessionNumber: string | null;
  form: string | null;
  /** field -> us-gaap concept, `derived:FY-minus-Q1-Q3` or `ttm:sum-of-4-quarters(...)`. */
  fieldBasis: Record<string, string>;
  fieldsWithheld: string[];
  /** field -> FieldNote code (see FIELD_NOTE_DESCRIPTIONS). */
  fieldNotes: Record<string, string>;
  statementCheck: { status: "sec_confirmed" };
  /**
   * annual_report, quarterly_report, derived_fy_minus_q1_q3 (a Q4 with derived fields) or
   * ttm_sum_of_4_quarters; null on a TTM row that could not be formed.
   */
  periodSource: string | null;
  /** field -> why no filed figure confirms it (derived_fy_minus_q1_q3, also inside a TTM sum). */
  fieldsUnverified: Record<string, string>;
  /** null except on TTM rows. */
  ttmStatus: TtmStatus | null;
  /** Every accession whose facts were used for the row. */
  sourceAccessions: string[];
}

/** The filing a row is attributed to. */
export type RowFiling = Pick<IncomeStatementRow, "filingDate" | "accessionNumber" | "form">;

/** What a row builder decides; `finishRow` derives the rest. */
export type RowBase = Omit<
  IncomeStatementRow,
  | keyof IncomeStatementFigures
  | keyof RowFiling
  | "fieldsWithheld"
  | "statementCheck"
  | "periodSource"
  | "fieldsUnverified"
  | "periodStartReason"
  | keyof PerShareFields
>;

/** A fresh, writable copy of the figures of `from`, or all null. */
export function copyFigures(from?: IncomeStatementFigures): IncomeStatementFigures {
  return Object.fromEntries(
    INCOME_STATEMENT_FIELDS.map((f) => [f, from ? from[f] : null]),
  ) as unknown as IncomeStatementFigures;
}

/** The most recently filed of `facts` (no filing at all for an empty list). */
export function filingOf(facts: SecFact[]): RowFiling {
  const latest = [...facts].sort(compareMostRecentlyFiledFirst)[0];
  return {
    filingDate: latest?.filed ?? null,
    accessionNumber: latest?.accn ?? null,
    form: latest?.form ?? null,
  };
}

export function accessionsOf(facts: SecFact[]): string[] {
  return facts.flatMap((f) => (f.accn ? [f.accn] : []));
}

/**
 * The complete row: every null figure is withheld and, unless the builder already explained it, noted
 * `not_reported`; accessions are deduplicated and sorted so rows compare stably.
 */
export function finishRow(
  base: RowBase,
  figures: IncomeStatementFigures,
  filing: RowFiling,
): IncomeStatementRow {
  const fieldsWithheld = INCOME_STATEMENT_FIELDS.filter((f) => figures[f] === null);
  const fieldNotes = { ...base.fieldNotes };
  for (const f of fieldsWithheld) {
    if (!(f in fieldNotes)) fieldNotes[f] = "not_reported";
  }
  const fieldsUnverified: Record<string, string> = {};
  for (const [field, basis] of Object.entries(base.fieldBasis)) {
    if (basis.includes(DERIVED_Q4_BASIS)) fieldsUnverified[field] = "derived_fy_minus_q1_q3";
  }
  const derived = Object.keys(fieldsUnverified).length > 0;
  const periodSource =
    base.period === "annual"
      ? "annual_report"
      : base.period === "ttm"
        ? base.ttmStatus === "ok"
          ? "ttm_sum_of_4_quarters"
          : null
        : derived && base.fiscalPeriod === "Q4"
          ? "derived_fy_minus_q1_q3"
          : "quarterly_report";
  return {
    period: base.period,
    fiscalYear: base.fiscalYear,
    fiscalPeriod: base.fiscalPeriod,
    periodStart: base.periodStart,
    periodStartReason: periodStartReasonOf(base.periodStart, base.ttmStatus),
    periodEnd: base.periodEnd,
    filingDate: filing.filingDate,
    accessionNumber: filing.accessionNumber,
    form: filing.form,
    ...figures,
    fieldBasis: base.fieldBasis,
    fieldsWithheld,
    fieldNotes,
    statementCheck: { status: "sec_confirmed" },
    periodSource,
    fieldsUnverified,
    ttmStatus: base.ttmStatus,
    sourceAccessions: [...new Set(base.sourceAccessions)].sort(),
    // Set on reported rows by perShare.ts; derived Q4 and TTM rows carry no EPS to adjust.
    ...NO_PER_SHARE_BASIS,
    epsRepair: [],
  };
}
