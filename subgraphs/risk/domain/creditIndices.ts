/**
 * Credit spread indices (spec/02 credit/indices) from the bundled FRED copies of the ICE BofA
 * option-adjusted spreads: the newest published value, its 1-day and 1-month changes, its age.
 * Pure: observations in, reading out; visibility (what the clock may see) is decided by the caller
 * through core/publication.ts.
 */

export interface CreditSeries {
  seriesId: string;
  name: string;
  grade: "investment_grade" | "high_yield";
}

export const CREDIT_SERIES: readonly CreditSeries[] = [
  {
    seriesId: "BAMLC0A0CM",
    name: "ICE BofA US Corporate Index Option-Adjusted Spread",
    grade: "investment_grade",
  },
  {
    seriesId: "BAMLH0A0HYM2",
    name: "ICE BofA US High Yield Index Option-Adjusted Spread",
    grade: "high_yield",
  },
];

export const CREDIT_FIGURES = {
  value: "percent",
  change1d: "percentage_points",
  change1m: "percentage_points",
} as const;

/**
 * A value older than this many calendar days is stale: a Friday's spread is published on Saturday
 * and seen unchanged until Tuesday's after a Monday holiday (4 days); one more day of margin.
 */
export const STALE_AFTER_DAYS = 5;
/** A change is taken only from an observation at most this many days before its target date. */
export const CHANGE_TOLERANCE_DAYS = 7;

export interface Observation {
  date: string;
  value: number;
}

export interface IndexReading {
  value: number | null;
  obsDate: string | null;
  change1d: number | null;
  change1dFromDate: string | null;
  change1m: number | null;
  change1mFromDate: string | null;
  ageDays: number | null;
  isStale: boolean;
  nullReasons: Record<string, string>;
}

const DAY_MS = 86_400_000;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same day one calendar month earlier, clamped to that month's last day (03-31 → 02-28). */
export function oneMonthBefore(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Percentage points to a millionth: the inputs have two decimals, their difference binary tails. */
const points = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * The reading of one series at `today` (a US Eastern date) from its observations with a value,
 * oldest first, all visible by the clock and reaching back at least a month and a week before the
 * newest one.
 */
export function indexReading(observations: readonly Observation[], today: string): IndexReading {
  const latest = observations.at(-1);
  if (!latest) {
    const reason = "no_observation_published_by_clock";
    return {
      value: null,
      obsDate: null,
      change1d: null,
      change1dFromDate: null,
      change1m: null,
      change1mFromDate: null,
      ageDays: null,
      isStale: true,
      nullReasons: Object.fromEntries(
        ["value", "obsDate", "change1d", "change1dFromDate", "change1m", "change1mFromDate", "ageDays"].map(
          (field) => [field, reason],
        ),
      ),
    };
  }
  const nullReasons: Record<string, string> = {};
  const before = (target: string) => {
    const found = observations.findLast((obs) => obs.date <= target && obs !== latest);
    return found && daysBetween(found.date, target) <= CHANGE_TOLERANCE_DAYS ? found : null;
  };
  const previous = before(latest.date);
  if (!previous) {
    const reason = `no_observation_within_${CHANGE_TOLERANCE_DAYS}_days_before`;
    nullReasons.change1d = reason;
    nullReasons.change1dFromDate = reason;
  }
  const monthAgo = before(oneMonthBefore(latest.date));
  if (!monthAgo) {
    const reason = `no_observation_within_${CHANGE_TOLERANCE_DAYS}_days_before_one_month_earlier`;
    nullReasons.change1m = reason;
    nullReasons.change1mFromDate = reason;
  }
  const ageDays = daysBetween(latest.date, today);
  return {
    value: latest.value,
    obsDate: latest.date,
    change1d: previous ? points(latest.value - previous.value) : null,
    change1dFromDate: previous?.date ?? null,
    change1m: monthAgo ? points(latest.value - monthAgo.value) : null,
    change1mFromDate: monthAgo?.date ?? null,
    ageDays,
    isStale: ageDays > STALE_AFTER_DAYS,
    nullReasons,
  };
}
