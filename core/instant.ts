/**
 * The one reader of a point in time a caller or operator names: `CLOCK_AT` (core/clockFromEnv.ts),
 * REST's `as_of`, GraphQL's `extensions.asOf` and the gateway's internal header to its subgraphs
 * all read it here, and `Accept-Datetime` (RFC 7089) its HTTP-date. An instant is ISO 8601 with
 * its zone, so it means the same instant on every machine; a bare date is that day's end in New
 * York (23:59:59.999 America/New_York), the end of the day a date-only `as_of` names everywhere
 * else in the API (xbrl's "filed on or before this day").
 */
import { easternTime } from "./calendar.js";

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** What the readers accept, for the errors that refuse anything else. */
export const INSTANT_ACCEPTED =
  "an ISO 8601 instant with its zone (2023-11-03T22:00:00-04:00, 2021-12-31T17:00:00Z) or a date " +
  "YYYY-MM-DD (that day's end in New York, 23:59:59.999 America/New_York)";
export const HTTP_DATE_ACCEPTED = "an RFC 7231 HTTP-date in GMT, e.g. Wed, 29 Jun 2016 19:00:00 GMT";

/** Whether year-month-day is on the calendar (Date.UTC rolls 2021-02-30 over to March). */
function onCalendar(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO 8601 instant with its zone, or a bare date (its New York day's end); null if unreadable. */
export function readInstant(text: string): Date | null {
  const date = ISO_DATE.exec(text);
  if (date) {
    if (!onCalendar(Number(date[1]), Number(date[2]), Number(date[3]))) return null;
    return new Date(easternTime(text, "23:59:59").getTime() + 999);
  }
  const instant = ISO_INSTANT.exec(text);
  if (!instant) return null;
  const [, year, month, day, hour, minute, second, , zoneHour, zoneMinute] = instant;
  const clockOk =
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second ?? 0) <= 59 &&
    Number(zoneHour ?? 0) <= 23 &&
    Number(zoneMinute ?? 0) <= 59;
  if (!clockOk || !onCalendar(Number(year), Number(month), Number(day))) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

const HTTP_DATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * An HTTP-date in its one current form (RFC 7231 IMF-fixdate, the form RFC 7089's
 * Accept-Datetime takes): `Wed, 29 Jun 2016 19:00:00 GMT`. The day name is redundant and not
 * held against the date (RFC 7089's own examples are copied with wrong ones); the rest must be a
 * real date, written as Node writes it back.
 */
export function readHttpDate(text: string): Date | null {
  if (!HTTP_DATE.test(text)) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  return date.toUTCString().slice(5) === text.slice(5) ? date : null;
}

/** An instant as an HTTP-date (Memento-Datetime): to the second, which is all the form holds. */
export function httpDate(instant: Date): string {
  return instant.toUTCString();
}
