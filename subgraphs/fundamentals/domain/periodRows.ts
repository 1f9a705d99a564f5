/**
 * Rows for the periods the facts report directly: every distinct fiscal-year-long (350..380 days) or
 * quarter-long (80..100 days) period becomes a row, labelled by periods.ts, then one row is kept per
 * fiscal label.
 */
import { type Cell, cellFor, type LatestFacts } from "./latestFacts.js";
import {
  classifyDuration,
  type FiscalCalendar,
  type FiscalLabel,
  fiscalLabelForPeriodEnd,
  quarterFromOrdinal,
  quarterKey,
  quarterOrdinal,
} from "./periods.js";
import type { SecFact } from "./secFact.js";
import { INCOME_STATEMENT_FIELDS, type IncomeStatementField } from "./statementFields.js";
import {
  accessionsOf,
  copyFigures,
  type FiscalPeriod,
  filingOf,
  finishRow,
  type IncomeStatementRow,
} from "./statementRow.js";

export type Cells = Partial<Record<IncomeStatementField, Cell>>;

/** A finished row plus what later steps (dedupe, derived Q4, TTM windows) need to know about it. */
export interface PeriodRow {
  start: string;
  end: string;
  label: FiscalLabel | null;
  /** Reported values only; derived figures live in `row` alone. */
  cells: Cells;
  row: IncomeStatementRow;
}

export const factsOf = (cells: Cells): SecFact[] => Object.values(cells).map((c) => c.fact);

export const byEndDesc = (a: PeriodRow, b: PeriodRow) =>
  b.end.localeCompare(a.end) || b.start.localeCompare(a.start);

/** "2023Q2" of a labelled row. */
export function quarterKeyOf(r: PeriodRow): string | null {
  return r.label ? quarterKey(r.label.fiscalYear, r.label.fiscalQuarter) : null;
}

/** Consecutive integer of a labelled row's fiscal quarter, so gaps and windows are plain arithmetic. */
export function ordinalOf(r: PeriodRow): number | null {
  return r.label ? quarterOrdinal(r.label.fiscalYear, r.label.fiscalQuarter) : null;
}

/** "2023Q2" of a quarter ordinal. */
export function quarterKeyAt(ordinal: number): string {
  const q = quarterFromOrdinal(ordinal);
  return quarterKey(q.fiscalYear, q.fiscalQuarter);
}

/**
 * The row of exactly start..end; null when no field has a fact for it. The row is attributed to the
 * most recently filed of its facts (usually the only filing involved).
 */
function directRow(
  latest: LatestFacts,
  calendar: FiscalCalendar,
  period: "quarterly" | "annual",
  start: string,
  end: string,
): PeriodRow | null {
  const cells: Cells = {};
  const figures = copyFigures();
  const fieldBasis: Record<string, string> = {};
  for (const field of INCOME_STATEMENT_FIELDS) {
    const cell = cellFor(latest, field, start, end);
    if (!cell) continue;
    cells[field] = cell;
    figures[field] = cell.value;
    fieldBasis[field] = cell.concept;
  }
  const used = factsOf(cells);
  if (used.length === 0) return null;
  const label = fiscalLabelForPeriodEnd(end, calendar);
  const row = finishRow(
    {
      period,
      fiscalYear: label?.fiscalYear ?? null,
      fiscalPeriod: period === "annual" ? "FY" : label ? (`Q${label.fiscalQuarter}` as FiscalPeriod) : null,
      periodStart: start,
      periodEnd: end,
      fieldBasis,
      fieldNotes: {},
      ttmStatus: null,
      sourceAccessions: accessionsOf(used),
    },
    figures,
    filingOf(used),
  );
  return { start, end, label, cells, row };
}

/** Distinct (start, end) pairs of the relevant facts, per duration class. */
function periodsOf(latest: LatestFacts, cls: "quarter" | "fiscal_year"): Array<[string, string]> {
  const seen = new Map<string, [string, string]>();
  for (const f of latest.values()) {
    const start = f.period_start as string;
    if (classifyDuration(start, f.period_end) === cls)
      seen.set(`${start}|${f.period_end}`, [start, f.period_end]);
  }
  return [...seen.values()];
}

const populatedCount = (r: PeriodRow) => Object.keys(r.cells).length;

/**
 * One row per fiscal label (year for annual, year+quarter for quarterly): the most populated one, then
 * the latest ending. Unlabelled rows are all kept since there is nothing to tell them apart by.
 */
function dedupeByLabel(rows: PeriodRow[], keyOf: (r: PeriodRow) => string | null): PeriodRow[] {
  const byKey = new Map<string, PeriodRow>();
  const out: PeriodRow[] = [];
  for (const r of rows) {
    const key = keyOf(r);
    if (key === null) {
      out.push(r);
      continue;
    }
    const cur = byKey.get(key);
    if (
      !cur ||
      populatedCount(r) > populatedCount(cur) ||
      (populatedCount(r) === populatedCount(cur) && r.end > cur.end)
    ) {
      byKey.set(key, r);
    }
  }
  return [...out, ...byKey.values()];
}

/** Reported fiscal years, newest first. */
export function annualRows(latest: LatestFacts, calendar: FiscalCalendar): PeriodRow[] {
  const rows = periodsOf(latest, "fiscal_year").flatMap(
    ([s, e]) => directRow(latest, calendar, "annual", s, e) ?? [],
  );
  return dedupeByLabel(rows, (r) => (r.label ? String(r.label.fiscalYear) : null)).sort(byEndDesc);
}

/** Reported quarters (a 10-K's fiscal Q4 is usually not among them), in no particular order. */
export function directQuarterRows(latest: LatestFacts, calendar: FiscalCalendar): PeriodRow[] {
  return dedupeByLabel(
    periodsOf(latest, "quarter").flatMap(([s, e]) => directRow(latest, calendar, "quarterly", s, e) ?? []),
    quarterKeyOf,
  );
}
