/**
 * 12-1 momentum (Jegadeesh & Titman 1993): the return from ~12 months ago to ~1 month ago. The most recent
 * month is skipped because one-month returns tend to reverse, which would dilute the momentum signal.
 */

export interface DailyClose {
  /** Trading day, YYYY-MM-DD. */
  date: string;
  close: number;
}

export interface Momentum12_1Options {
  /** YYYY-MM-DD; defaults to the date of the last close. */
  asOf?: string;
}

export type Momentum12_1Reason =
  | "no_prices"
  | "insufficient_history"
  | "non_positive_close"
  | "implausible_12_1_momentum";

export interface Momentum12_1Result {
  /** Simple return as a fraction (0.25 = +25%); null when it cannot be computed. */
  value: number | null;
  reason: Momentum12_1Reason | null;
  startDate: string | null;
  startClose: number | null;
  endDate: string | null;
  endClose: number | null;
  asOf: string | null;
  implausible: boolean;
  /** Whether the value may enter a cross-sectional ranking. */
  rankable: boolean;
}

/**
 * Above +1,000% over eleven months is far more often an unadjusted split, a bad tick or a relisting than a
 * real move, and one such outlier would dominate any cross-sectional ranking.
 */
const IMPLAUSIBLE_ABOVE = 10;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Same day of the month, `months` earlier, clamped to the month's last day (2022-03-31 → 2022-02-28), so an
 * anchor never spills into the following month. Works on the calendar date alone, free of time zones.
 */
export function minusCalendarMonths(isoDate: string, months: number): string {
  const match = ISO_DATE.exec(isoDate);
  const valid =
    match !== null &&
    Number(match[2]) >= 1 &&
    Number(match[2]) <= 12 &&
    Number(match[3]) >= 1 &&
    Number(match[3]) <= daysInMonth(Number(match[1]), Number(match[2]));
  if (!valid) throw new RangeError(`expected a YYYY-MM-DD calendar date, got "${isoDate}"`);
  const monthIndex = Number(match[1]) * 12 + (Number(match[2]) - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The last close dated on or before `date`; ISO dates order correctly as strings. */
function lastCloseOnOrBefore(closes: readonly DailyClose[], date: string): DailyClose | undefined {
  let lo = 0;
  let hi = closes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (closes[mid]!.date <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo > 0 ? closes[lo - 1] : undefined;
}

function isUsablePrice(close: number): boolean {
  return Number.isFinite(close) && close > 0;
}

function assertAscending(closes: readonly DailyClose[]): void {
  for (let i = 1; i < closes.length; i++) {
    if (!(closes[i - 1]!.date < closes[i]!.date)) {
      throw new RangeError(
        `closes must be in strictly ascending date order; ${closes[i]!.date} follows ${closes[i - 1]!.date}`,
      );
    }
  }
}

/**
 * 12-1 momentum as of a date: from the last close on or before asOf minus 12 calendar months to the last close
 * on or before asOf minus 1 calendar month.
 */
export function momentum12_1(
  closes: readonly DailyClose[],
  options: Momentum12_1Options = {},
): Momentum12_1Result {
  const asOf = options.asOf ?? closes.at(-1)?.date ?? null;
  const empty: Momentum12_1Result = {
    value: null,
    reason: "no_prices",
    startDate: null,
    startClose: null,
    endDate: null,
    endClose: null,
    asOf,
    implausible: false,
    rankable: false,
  };
  if (closes.length === 0 || asOf === null) return empty;
  assertAscending(closes);

  const start = lastCloseOnOrBefore(closes, minusCalendarMonths(asOf, 12));
  const end = lastCloseOnOrBefore(closes, minusCalendarMonths(asOf, 1));
  const anchors = {
    ...empty,
    startDate: start?.date ?? null,
    startClose: start?.close ?? null,
    endDate: end?.date ?? null,
    endClose: end?.close ?? null,
  };
  // Any close on or before the 12-month anchor is also on or before the 1-month one: `end` is missing only
  // when `start` is, and testing both just narrows the types.
  if (!start || !end) return { ...anchors, reason: "insufficient_history" };
  if (!isUsablePrice(start.close) || !isUsablePrice(end.close)) {
    return { ...anchors, reason: "non_positive_close" };
  }

  const value = end.close / start.close - 1;
  const implausible = value > IMPLAUSIBLE_ABOVE;
  return {
    ...anchors,
    value,
    reason: implausible ? "implausible_12_1_momentum" : null,
    implausible,
    rankable: !implausible,
  };
}
