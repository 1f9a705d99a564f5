/**
 * What the balance sheet and cash flow statement share: a line table (us-gaap concepts in order of
 * preference, all in USD, with the sign the row serves), the latest-filed fact per concept and
 * period, the common row metadata, and the answer-level `newerFilingAvailable` check.
 *
 * Same rules as the income statement (latestFacts.ts): for one concept and exact period the most
 * recently filed fact wins; per line and period the first concept of its list with a fact is used
 * and named in `fieldBasis`.
 */
import type { FiscalLabel } from "./periods.js";
import { compareMostRecentlyFiledFirst, type SecFact } from "./secFact.js";
import type { StatementPeriod } from "./statementRow.js";

export interface LineSpec {
  concepts: readonly string[];
  /**
   * -1 where the concept is reported with the opposite sign to the row: payments (XBRL reports
   * them positive) and `IncreaseDecrease…` of assets (an increase is a use of cash) are served in
   * cash-flow sign, inflow positive.
   */
  sign: 1 | -1;
}

export const line = (...concepts: string[]): LineSpec => ({ concepts, sign: 1 });
export const outflow = (...concepts: string[]): LineSpec => ({ concepts, sign: -1 });

/** A line's value for one period and the fact it came from (value already in the row's sign). */
export interface LineCell {
  value: number;
  concept: string;
  fact: SecFact;
}

/** Latest-filed USD fact per `${concept}|${start ?? ""}|${end}` of the given concepts. */
export type LatestLineFacts = ReadonlyMap<string, SecFact>;

const key = (concept: string, start: string | null, end: string) => `${concept}|${start ?? ""}|${end}`;

export function conceptsOf(table: Readonly<Record<string, LineSpec>>): Set<string> {
  return new Set(Object.values(table).flatMap((spec) => spec.concepts));
}

/** us-gaap USD facts of `concepts`; instants when `instant`, durations otherwise. */
export function latestLineFacts(facts: readonly SecFact[], concepts: Set<string>, instant: boolean) {
  const sorted = facts
    .filter(
      (f) =>
        f.taxonomy === "us-gaap" &&
        f.unit === "USD" &&
        (f.period_start === null) === instant &&
        Number.isFinite(f.value) &&
        concepts.has(f.concept),
    )
    .sort(compareMostRecentlyFiledFirst);
  const latest = new Map<string, SecFact>();
  for (const f of sorted) {
    const k = key(f.concept, f.period_start, f.period_end);
    if (!latest.has(k)) latest.set(k, f);
  }
  return latest as LatestLineFacts;
}

/** The fact of `concept` for exactly start..end (start null: an instant). */
export function lineFact(
  latest: LatestLineFacts,
  concept: string,
  start: string | null,
  end: string,
): SecFact | undefined {
  return latest.get(key(concept, start, end));
}

/** The line's value from the first of its concepts with a fact for exactly start..end. */
export function lineCell(
  latest: LatestLineFacts,
  spec: LineSpec,
  start: string | null,
  end: string,
): LineCell | null {
  for (const concept of spec.concepts) {
    const fact = lineFact(latest, concept, start, end);
    if (fact) return { value: fact.value * spec.sign, concept, fact };
  }
  return null;
}

/**
 * Where a row's period comes from: the annual report (a fiscal year, or the fiscal year-end sheet
 * shown as Q4), a quarterly report, a difference of reported figures, a TTM sum, or (balance sheet
 * TTM) the latest quarter's sheet.
 */
export type PeriodSource =
  | "annual_report"
  | "quarterly_report"
  | "derived_fy_minus_q1_q3"
  | "derived_ytd_difference"
  | "ttm_sum_of_4_quarters"
  | "point_in_time_latest_quarter";

/** Why a kept figure cannot be confirmed by one filed figure (`fieldsUnverified`). */
export type UnverifiedReason =
  | "derived_fy_minus_q1_q3"
  | "derived_ytd_difference"
  | "sum_of_reported_lines"
  | "ttm_sum_of_4_quarters"
  /** us-gaap:LongTermDebt used as the non-current line: its definition may include the current part. */
  | "may_include_current_portion";

/** Row metadata shared by balance sheet and cash flow rows (camelCase as the GraphQL fields). */
export interface StatementMeta {
  period: StatementPeriod;
  fiscalYear: number | null;
  fiscalPeriod: "Q1" | "Q2" | "Q3" | "Q4" | "FY" | "TTM" | null;
  periodStart: string | null;
  /** Why periodStart is null: instant_fact (a balance sheet), or the status of a TTM not formed. */
  periodStartReason: string | null;
  periodEnd: string;
  periodSource: PeriodSource | null;
  filingDate: string | null;
  accessionNumber: string | null;
  form: string | null;
  fieldBasis: Record<string, string>;
  fieldsWithheld: string[];
  fieldNotes: Record<string, string>;
  fieldsUnverified: Record<string, UnverifiedReason>;
  statementCheck: { status: "sec_confirmed" };
  ttmStatus: string | null;
  sourceAccessions: string[];
}

/**
 * Why a duration row's periodStart is null: only a TTM row that could not be formed has none, for
 * its ttmStatus (insufficient_quarters, quarter_gap).
 */
export const periodStartReasonOf = (periodStart: string | null, ttmStatus: string | null) =>
  periodStart === null ? (ttmStatus ?? "period_not_formed") : null;

export const fiscalPeriodOf = (label: FiscalLabel | null): StatementMeta["fiscalPeriod"] =>
  label ? (`Q${label.fiscalQuarter}` as StatementMeta["fiscalPeriod"]) : null;

/** Why newerFilingAvailable is null: there is no served filing to compare with. */
export const NO_ROW_SERVED = "no_row_served";

/**
 * Why a row's filing and period-source fields are null: a TTM row that could not be formed has
 * none (its ttmStatus); otherwise the SEC facts it is made of carry no filing reference (NFLX's
 * Q1-2024 10-Q in its derived file has no accession or filing date).
 */
export function rowMetaNotes(row: {
  filingDate: string | null;
  accessionNumber: string | null;
  form: string | null;
  periodSource: string | null;
  ttmStatus: string | null;
}): Record<string, string> {
  const notes: Record<string, string> = {};
  const failedTtm = row.ttmStatus !== null && row.ttmStatus !== "ok" && row.ttmStatus !== "point_in_time";
  for (const field of ["filingDate", "accessionNumber", "form"] as const)
    if (row[field] === null)
      notes[field] = failedTtm ? (row.ttmStatus as string) : "not_in_sec_companyfacts_entry";
  if (row.periodSource === null) notes.periodSource = row.ttmStatus ?? "period_not_formed";
  return notes;
}

/** Periodic reports whose filing would carry newer statements. */
const PERIODIC_FORM = /^(10-K|10-Q|20-F|40-F|10-KT|10-QT)(\/A)?$/;

/**
 * True when the company's SEC facts hold a periodic report (10-K, 10-Q, 20-F, 40-F or an
 * amendment) filed after the newest filing the served rows are taken from; false when none is;
 * null when no row is served. The check sees the filings present in the companyfacts document
 * only (the filings index is intel's).
 */
export function newerFilingAvailable(
  facts: readonly SecFact[],
  rows: readonly Pick<StatementMeta, "filingDate">[],
): boolean | null {
  const served = rows.map((r) => r.filingDate ?? "").sort();
  const newestServed = served[served.length - 1];
  if (newestServed === undefined || newestServed === "") return null;
  return facts.some((f) => f.filed !== null && f.filed > newestServed && PERIODIC_FORM.test(f.form ?? ""));
}
