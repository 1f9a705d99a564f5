/**
 * Period arithmetic for SEC XBRL facts: duration classes and fiscal year / fiscal quarter labels.
 *
 * Duration class (`classifyDuration`): `days = period_end - period_start` in calendar days
 * (2023-04-02..2023-07-01 = 90). quarter 80..100, half 170..200, nine_months 260..290,
 * fiscal_year 350..380 (52/53-week years are 363..371); anything else is `other`; instants
 * (no period_start) have no duration class (null).
 *
 * Fiscal labels (`fiscalCalendarFromFacts` + `fiscalLabelForPeriodEnd`). SEC `fy`/`fp` belong to the
 * FILING, not to the period (a 10-K repeats two prior years with its own fy), so they cannot label a
 * comparative period directly. The rule used here:
 *  1. Anchor years: for every annual report (fp "FY", form not 10-Q: SNOW's Q1 FY2023 10-Q is tagged
 *     fp "FY" in SEC companyfacts) the fiscal-year-long duration with the latest
 *     period_end in that filing is the report's own fiscal year; its label is that filing's `fy` and
 *     it starts at its period_start. (Only when the facts hold no annual report: the YTD duration of
 *     each 10-Q's own period gives the fiscal year start, labelled with that 10-Q's `fy`.)
 *  2. A period end E is labelled from the anchor whose year contains it (else the nearest anchor):
 *     d = days from the day before the anchor year's start (the previous fiscal year end) to E;
 *     yearOffset = ceil((d - 45) / 365.25) - 1; fiscalYear = anchor.fy + yearOffset;
 *     quarter = round((d - yearOffset * 365.25) / 91.3125), clamped to 1..4.
 *     I.e. E gets the label of the nearest nominal fiscal quarter end; the 45-day slack (half a quarter)
 *     absorbs 52/53-week calendars (AAPL FY2023: 2022-09-25..2023-09-30 is 370 days, still Q4 2023).
 *     Years outside the anchors are extrapolated (basis "extrapolated"); a change of fiscal year end
 *     is not modelled.
 */
import type { SecFact } from "./secFact.js";

export type { SecFact } from "./secFact.js";

export type DurationClass = "quarter" | "half" | "nine_months" | "fiscal_year" | "other";

/** Inclusive day-count ranges (period_end - period_start) of each duration class. */
export const DURATION_DAY_RANGES: Readonly<
  Record<Exclude<DurationClass, "other">, readonly [number, number]>
> = {
  quarter: [80, 100],
  half: [170, 200],
  nine_months: [260, 290],
  fiscal_year: [350, 380],
};

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date (UTC, no time zone involved). */
export function dayNumber(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

export function dateFromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateFromDayNumber(dayNumber(date) + days);
}

/** period_end - period_start in days (both 'YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start);
}

/** Duration class of a fact's period; null for an instant (no period_start). */
export function classifyDuration(periodStart: string | null, periodEnd: string): DurationClass | null {
  if (periodStart === null) return null;
  const days = daysBetween(periodStart, periodEnd);
  for (const [cls, [lo, hi]] of Object.entries(DURATION_DAY_RANGES)) {
    if (days >= lo && days <= hi) return cls as DurationClass;
  }
  return "other";
}

export type FiscalQuarter = 1 | 2 | 3 | 4;

export interface FiscalYearAnchor {
  fiscalYear: number;
  /** First day of the fiscal year. */
  start: string;
  /** Last day of the fiscal year when an annual report gives it, else null. */
  end: string | null;
  basis: "annual_report" | "quarterly_report_ytd";
  accession: string | null;
}

export interface FiscalCalendar {
  /** Sorted by start ascending, one per fiscal year. */
  anchors: FiscalYearAnchor[];
  /** MM-DD of the latest annual report's fiscal year end (52/53-week filers move by a few days). */
  latestFiscalYearEnd: string | null;
}

export interface FiscalLabel {
  fiscalYear: number;
  fiscalQuarter: FiscalQuarter;
  /** anchored = inside a fiscal year given by an annual report; extrapolated = counted from one. */
  basis: "anchored" | "extrapolated";
}

const YTD_CLASS_BY_FP: Readonly<Record<string, DurationClass>> = {
  Q1: "quarter",
  Q2: "half",
  Q3: "nine_months",
};

function ownPeriodFacts(facts: SecFact[], keep: (f: SecFact) => boolean): Map<string, SecFact> {
  // Per filing: the duration fact with the latest period_end (longest on ties) passing `keep`.
  const best = new Map<string, SecFact>();
  for (const f of facts) {
    if (f.accn === null || f.fy === null || f.period_start === null || !keep(f)) continue;
    const cur = best.get(f.accn);
    if (
      !cur ||
      f.period_end > cur.period_end ||
      (f.period_end === cur.period_end && f.period_start < (cur.period_start ?? ""))
    ) {
      best.set(f.accn, f);
    }
  }
  return best;
}

function anchorsFrom(candidates: Iterable<SecFact>, basis: FiscalYearAnchor["basis"]): FiscalYearAnchor[] {
  // Earliest filing first so an original report wins over a later amendment with a different fy.
  const sorted = [...candidates].sort(
    (a, b) =>
      (a.filed ?? "9999").localeCompare(b.filed ?? "9999") || (a.accn ?? "").localeCompare(b.accn ?? ""),
  );
  const byYear = new Map<number, FiscalYearAnchor>();
  const starts = new Set<string>();
  for (const f of sorted) {
    const fy = f.fy as number;
    const start = f.period_start as string;
    if (byYear.has(fy) || starts.has(start)) continue;
    starts.add(start);
    byYear.set(fy, {
      fiscalYear: fy,
      start,
      end: basis === "annual_report" ? f.period_end : null,
      basis,
      accession: f.accn,
    });
  }
  return [...byYear.values()].sort((a, b) => a.start.localeCompare(b.start));
}

/** Fiscal-year anchors of one company's facts (see the module comment for the rule). */
export function fiscalCalendarFromFacts(facts: SecFact[]): FiscalCalendar {
  const annual = ownPeriodFacts(
    facts,
    (f) =>
      f.fp === "FY" &&
      !(f.form ?? "").startsWith("10-Q") &&
      classifyDuration(f.period_start, f.period_end) === "fiscal_year",
  );
  let anchors = anchorsFrom(annual.values(), "annual_report");
  if (anchors.length === 0) {
    // No annual report at all: a 10-Q's own YTD period starts on the first day of its fiscal year.
    const latestEnd = ownPeriodFacts(facts, (f) => f.fp !== null && Object.hasOwn(YTD_CLASS_BY_FP, f.fp));
    const ytd = ownPeriodFacts(facts, (f) => {
      const own = f.accn === null ? undefined : latestEnd.get(f.accn);
      return (
        own !== undefined &&
        f.period_end === own.period_end &&
        classifyDuration(f.period_start, f.period_end) === YTD_CLASS_BY_FP[f.fp ?? ""]
      );
    });
    anchors = anchorsFrom(ytd.values(), "quarterly_report_ytd");
  }
  let latestFiscalYearEnd: string | null = null;
  for (const a of anchors) if (a.end !== null) latestFiscalYearEnd = a.end.slice(5);
  return { anchors, latestFiscalYearEnd };
}

const DAYS_PER_YEAR = 365.25;
const DAYS_PER_QUARTER = DAYS_PER_YEAR / 4;
const QUARTER_END_SLACK_DAYS = 45;

/** Fiscal year and quarter of a period end; null when the calendar has no anchor. */
export function fiscalLabelForPeriodEnd(periodEnd: string, calendar: FiscalCalendar): FiscalLabel | null {
  const { anchors } = calendar;
  if (anchors.length === 0) return null;
  const e = dayNumber(periodEnd);
  // The anchor year containing E, else the latest anchor starting before E, else the earliest anchor.
  let anchor = anchors[0] as FiscalYearAnchor;
  for (const a of anchors) if (dayNumber(a.start) <= e) anchor = a;
  const d = e - (dayNumber(anchor.start) - 1);
  const yearOffset = Math.ceil((d - QUARTER_END_SLACK_DAYS) / DAYS_PER_YEAR) - 1;
  const q = Math.round((d - yearOffset * DAYS_PER_YEAR) / DAYS_PER_QUARTER);
  const fiscalQuarter = Math.min(4, Math.max(1, q)) as FiscalQuarter;
  const inside = anchor.end !== null && e <= dayNumber(anchor.end);
  return {
    fiscalYear: anchor.fiscalYear + yearOffset,
    fiscalQuarter,
    basis: yearOffset === 0 && inside ? "anchored" : "extrapolated",
  };
}

/** "2023Q2" */
export function quarterKey(fiscalYear: number, fiscalQuarter: number): string {
  return `${fiscalYear}Q${fiscalQuarter}`;
}

/** Consecutive integer per fiscal quarter (2023Q1 -> 2023*4, 2023Q4 -> 2023*4+3). */
export function quarterOrdinal(fiscalYear: number, fiscalQuarter: number): number {
  return fiscalYear * 4 + (fiscalQuarter - 1);
}

export function quarterFromOrdinal(ordinal: number): { fiscalYear: number; fiscalQuarter: FiscalQuarter } {
  return { fiscalYear: Math.floor(ordinal / 4), fiscalQuarter: ((ordinal % 4) + 1) as FiscalQuarter };
}
