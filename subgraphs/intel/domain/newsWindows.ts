/**
 * The time windows the news routes read, as instants [fromMs, toMs] never past the clock:
 *
 * - `date_range` (by_topic, sentiment_stats, ticker_news, …): New York dates, written `today`,
 *   `yesterday`, `last<N>days` (today and the N − 1 days before it, N 1..366) or
 *   `MMDDYYYY-MMDDYYYY` (both days inclusive). A window spans at most 366 days and may not start
 *   after today; one ending after now ends now.
 * - `date_from`/`date_to` of the news_pro family: UTC days, inclusive, from 2018-01-01, at most
 *   366 days apart (spec/03 "Time ranges"). One bound alone takes the other within 366 days;
 *   neither: 2018-01-01 to now, or, at a clock before 2018-01-01 + 366 days, the 366 days to now:
 *   a default is relative to the clock and never after it (issue 29).
 * - the last `hours` or `minutes` before now (aggregated, events, latest).
 *
 * Refusals are 422s naming the parameter: invalid_date for a day that does not exist,
 * invalid_date_range for an unreadable range, one ending before it starts or one too long.
 */
import { easternDate, easternTime } from "../../../core/calendar.js";
import { inputName, quoteInput, ServiceError } from "../../../core/errors.js";
import { invalidArgument, isCalendarDate } from "../../kit/validation.js";

export interface NewsWindow {
  fromMs: number;
  toMs: number;
  /** The days asked for (New York dates for date_range, UTC days for date_from/date_to). */
  fromDate: string;
  toDate: string;
  /** How the window was read: `date_range:last7days (America/New_York)`, `hours:24`, … */
  basis: string;
}

export const MAX_WINDOW_DAYS = 366;
/** spec/03: news_pro and its family hold history from 2018-01-01. */
export const PRO_HISTORY_FROM = "2018-01-01";
export const DATE_RANGE_FORMS =
  "today, yesterday, last<N>days (N 1..366) or MMDDYYYY-MMDDYYYY (New York dates)";

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function rangeError(parameter: string, message: string, accepted: string): ServiceError {
  return new ServiceError("invalid_date_range", `${parameter}: ${message}; accepted: ${accepted}.`, {
    extra: { parameter, accepted },
  });
}

function dateError(parameter: string, value: string): ServiceError {
  return new ServiceError(
    "invalid_date",
    `${parameter}: ${value} is not a calendar date; accepted: MMDDYYYY.`,
    {
      extra: { parameter, accepted: "MMDDYYYY" },
    },
  );
}

/** MMDDYYYY -> YYYY-MM-DD, or a 422 invalid_date for a day that does not exist. */
function nyDay(parameter: string, written: string): string {
  const date = `${written.slice(4, 8)}-${written.slice(0, 2)}-${written.slice(2, 4)}`;
  if (!isCalendarDate(date)) throw dateError(parameter, written);
  return date;
}

/** A date_range (see above) at `now`, in New York dates. */
export function dateRangeWindow(parameter: string, raw: string, now: Date): NewsWindow {
  const today = easternDate(now);
  const written = raw.trim().toLowerCase();
  let fromDate: string;
  let toDate: string;
  const lastDays = /^last(\d{1,4})days$/.exec(written);
  const between = /^(\d{8})-(\d{8})$/.exec(written);
  if (written === "today") [fromDate, toDate] = [today, today];
  else if (written === "yesterday") [fromDate, toDate] = [addDays(today, -1), addDays(today, -1)];
  else if (lastDays) {
    const n = Number(lastDays[1]);
    if (n < 1 || n > MAX_WINDOW_DAYS)
      throw rangeError(parameter, `${inputName(raw)} is out of range`, DATE_RANGE_FORMS);
    [fromDate, toDate] = [addDays(today, 1 - n), today];
  } else if (between) {
    fromDate = nyDay(parameter, between[1] as string);
    toDate = nyDay(parameter, between[2] as string);
    if (toDate < fromDate)
      throw rangeError(
        parameter,
        `${inputName(raw)} ends before it starts`,
        "MMDDYYYY-MMDDYYYY, end on or after start",
      );
    if (fromDate > today)
      throw rangeError(
        parameter,
        `${inputName(raw)} starts after today (${today}, New York)`,
        "a range starting today or earlier",
      );
    if (daysBetween(fromDate, toDate) + 1 > MAX_WINDOW_DAYS)
      throw rangeError(
        parameter,
        `${inputName(raw)} spans more than ${MAX_WINDOW_DAYS} days`,
        `at most ${MAX_WINDOW_DAYS} days`,
      );
  } else throw rangeError(parameter, `${quoteInput(raw)} is not a date range`, DATE_RANGE_FORMS);
  const fromMs = easternTime(fromDate, "00:00").getTime();
  const endMs = easternTime(addDays(toDate, 1), "00:00").getTime() - 1;
  return {
    fromMs,
    toMs: Math.min(endMs, now.getTime()),
    fromDate,
    toDate: toDate > today ? today : toDate,
    basis: `date_range:${written} (America/New_York dates)`,
  };
}

/** date_from/date_to of the news_pro family (see above) at `now`, in UTC days; omitted: null or undefined. */
export function proWindow(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date,
): NewsWindow {
  const dateFrom = from ?? null;
  const dateTo = to ?? null;
  const today = now.toISOString().slice(0, 10);
  for (const [parameter, value] of [
    ["date_from", dateFrom],
    ["date_to", dateTo],
  ] as const) {
    if (value !== null && value < PRO_HISTORY_FROM)
      throw invalidArgument(parameter, `${value} is before the history held`, `${PRO_HISTORY_FROM} or later`);
  }
  if (dateFrom !== null && dateFrom > today)
    throw rangeError("date_from", `${dateFrom} is after today (${today}, UTC)`, "a day up to today");
  if (dateFrom !== null && dateTo !== null) {
    if (dateTo < dateFrom)
      throw rangeError(
        "date_to",
        `${dateTo} is before date_from ${dateFrom}`,
        "date_to on or after date_from",
      );
    if (daysBetween(dateFrom, dateTo) > MAX_WINDOW_DAYS)
      throw rangeError(
        "date_to",
        `${dateTo} is more than ${MAX_WINDOW_DAYS} days after date_from ${dateFrom}`,
        `at most ${MAX_WINDOW_DAYS} days after date_from`,
      );
  }
  let fromDate = dateFrom ?? minDate(PRO_HISTORY_FROM, addDays(today, -MAX_WINDOW_DAYS));
  let toDate = dateTo ?? today;
  if (dateFrom !== null && dateTo === null) toDate = minDate(addDays(dateFrom, MAX_WINDOW_DAYS), today);
  if (dateFrom === null && dateTo !== null)
    fromDate = maxDate(addDays(dateTo, -MAX_WINDOW_DAYS), PRO_HISTORY_FROM);
  toDate = minDate(toDate, today);
  const fromMs = Date.parse(`${fromDate}T00:00:00Z`);
  const endMs = Date.parse(`${addDays(toDate, 1)}T00:00:00Z`) - 1;
  const basis =
    dateFrom === null && dateTo === null ? `history_from:${fromDate}` : "date_from..date_to (UTC days)";
  return { fromMs, toMs: Math.min(endMs, now.getTime()), fromDate, toDate, basis };
}

/** The last `amount` hours or minutes before `now`. */
export function trailingWindow(unit: "hours" | "minutes", amount: number, now: Date): NewsWindow {
  const toMs = now.getTime();
  const fromMs = toMs - amount * (unit === "hours" ? 3_600_000 : 60_000);
  return {
    fromMs,
    toMs,
    fromDate: new Date(fromMs).toISOString().slice(0, 10),
    toDate: new Date(toMs).toISOString().slice(0, 10),
    basis: `${unit}:${amount}`,
  };
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (a: string, b: string) => (a > b ? a : b);
