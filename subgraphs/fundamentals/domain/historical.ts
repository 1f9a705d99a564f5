/**
 * The fiscal-year window of svc_v3_fundamentals_historical (pure): which years a request covers
 * and which statement rows fall inside it. Years are FISCAL years (the statement rows' own
 * label), so Apple's FY2023 (ending 2023-09-30) is 2023 whatever calendar year it ends in.
 * Without end_year the window runs to the next calendar year, so a fiscal year labelled one
 * ahead of the calendar (a January year end, SNOW's FY2025 ends 2025-01-31) is never cut off.
 */
export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2100;

export interface YearWindow {
  startYear: number;
  endYear: number;
}

/** The window asked for; null when start_year is after end_year (the caller's error). */
export function yearWindow(
  startYear: number | null,
  endYear: number | null,
  today: string,
): YearWindow | null {
  const end = endYear ?? Number(today.slice(0, 4)) + 1;
  const start = startYear ?? FIRST_YEAR;
  return start > end ? null : { startYear: start, endYear: end };
}

export function inWindow(row: { fiscalYear: number | null }, window: YearWindow): boolean {
  return row.fiscalYear !== null && row.fiscalYear >= window.startYear && row.fiscalYear <= window.endYear;
}

/** Annual and quarterly rows of one statement, newest period first, the fiscal year before its Q4. */
export function mergeNewestFirst<T extends { periodEnd: string; period: string }>(
  annual: T[],
  quarterly: T[],
): T[] {
  const rank = (r: T) => (r.period === "annual" ? 0 : 1);
  return [...annual, ...quarterly].sort(
    (a, b) => b.periodEnd.localeCompare(a.periodEnd) || rank(a) - rank(b),
  );
}

/** Distinct fiscal years of the rows, newest first. */
export function fiscalYearsOf(rows: readonly { fiscalYear: number | null }[]): number[] {
  return [...new Set(rows.flatMap((r) => (r.fiscalYear === null ? [] : [r.fiscalYear])))].sort(
    (a, b) => b - a,
  );
}
