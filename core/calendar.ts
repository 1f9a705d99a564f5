/**
 * NYSE trading calendar in US Eastern time, computed by rule rather than from a published list, so it
 * keeps working for years nobody has typed in yet.
 *
 * Dates are 'YYYY-MM-DD' strings meaning a calendar day in America/New_York; instants are Dates.
 * The rules are the current ones (MLK Day from 1998, Juneteenth from 2022); earlier rule changes
 * (e.g. the pre-1971 Washington's Birthday, pre-2000s irregular closures) are not modelled.
 */
import { quoteInput } from "./errors.js";

export type MarketSession = "pre" | "regular" | "post" | "closed";

export interface SessionHours {
  date: string;
  preOpen: Date;
  regularOpen: Date;
  regularClose: Date;
  postClose: Date;
  halfDay: boolean;
}

/**
 * One-off closures decided by the exchange at short notice (weather, attacks, national days of
 * mourning for former presidents). No rule predicts them, so they are the only dates written down.
 */
const SPECIAL_CLOSURES: Readonly<Record<string, string>> = {
  "2001-09-11": "September 11 attacks",
  "2001-09-12": "September 11 attacks",
  "2001-09-13": "September 11 attacks",
  "2001-09-14": "September 11 attacks",
  "2004-06-11": "National Day of Mourning for Ronald Reagan",
  "2007-01-02": "National Day of Mourning for Gerald Ford",
  "2012-10-29": "Hurricane Sandy",
  "2012-10-30": "Hurricane Sandy",
  "2018-12-05": "National Day of Mourning for George H. W. Bush",
  "2025-01-09": "National Day of Mourning for Jimmy Carter",
};

const TIME_ZONE = "America/New_York";
const DAY_MS = 86_400_000;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;

// ---------------------------------------------------------------------------------------------
// Calendar-day arithmetic. Days are handled as UTC midnights so that DST never shifts a day.
// ---------------------------------------------------------------------------------------------

interface Ymd {
  y: number;
  m: number; // 1-12
  d: number;
}

function parseDate(date: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ymd = match ? { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) } : undefined;
  // Round-trip to reject dates like 2024-02-30 that Date.UTC would silently roll over.
  if (ymd && fromDay(toDay(ymd)) === date) return ymd;
  throw new RangeError(`Expected a 'YYYY-MM-DD' date, got ${quoteInput(date)}`);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function formatYmd(y: number, m: number, d: number): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

function toDay({ y, m, d }: Ymd): number {
  return Date.UTC(y, m - 1, d);
}

function fromDay(ms: number): string {
  const t = new Date(ms);
  return formatYmd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

function weekdayOf(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function addDays(date: string, n: number): string {
  return fromDay(toDay(parseDate(date)) + n * DAY_MS);
}

/** The n-th (1-based) given weekday of a month, e.g. the 3rd Monday of January. */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  const first = weekdayOf(y, m, 1);
  return formatYmd(y, m, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1));
}

function lastWeekday(y: number, m: number, weekday: number): string {
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const last = weekdayOf(y, m, lastDay);
  return formatYmd(y, m, lastDay - ((last - weekday + 7) % 7));
}

/** Easter Sunday by the anonymous Gregorian (Meeus/Jones/Butcher) algorithm. */
function easterSunday(y: number): string {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatYmd(y, month, day);
}

/** Fixed-date holidays falling on a weekend close the nearest weekday instead. */
function observed(y: number, m: number, d: number): string {
  const wd = weekdayOf(y, m, d);
  const date = formatYmd(y, m, d);
  if (wd === SATURDAY) return addDays(date, -1);
  if (wd === SUNDAY) return addDays(date, 1);
  return date;
}

// ---------------------------------------------------------------------------------------------
// Holidays and half days
// ---------------------------------------------------------------------------------------------

const holidayTables = new Map<number, ReadonlyMap<string, string>>();

/** Weekday closures of one year, observed dates only. */
function holidaysOf(y: number): ReadonlyMap<string, string> {
  const cached = holidayTables.get(y);
  if (cached) return cached;

  const table = new Map<string, string>();
  // NYSE rule 7.2 closes the Friday before a Saturday holiday unless that Friday ends a monthly or
  // yearly accounting period; Dec 31 always does, so a Saturday New Year's Day is not observed.
  if (weekdayOf(y, 1, 1) !== SATURDAY) table.set(observed(y, 1, 1), "New Year's Day");
  if (y >= 1998) table.set(nthWeekday(y, 1, MONDAY, 3), "Martin Luther King Jr. Day");
  table.set(nthWeekday(y, 2, MONDAY, 3), "Washington's Birthday");
  table.set(addDays(easterSunday(y), -2), "Good Friday");
  table.set(lastWeekday(y, 5, MONDAY), "Memorial Day");
  if (y >= 2022) table.set(observed(y, 6, 19), "Juneteenth National Independence Day");
  table.set(observed(y, 7, 4), "Independence Day");
  table.set(nthWeekday(y, 9, MONDAY, 1), "Labor Day");
  table.set(nthWeekday(y, 11, THURSDAY, 4), "Thanksgiving Day");
  table.set(observed(y, 12, 25), "Christmas Day");
  for (const [date, name] of Object.entries(SPECIAL_CLOSURES)) {
    if (date.startsWith(`${pad(y, 4)}-`)) table.set(date, name);
  }

  holidayTables.set(y, table);
  return table;
}

/** The holiday closing the market on this weekday, or null. Weekends are closed but not holidays. */
export function holidayOn(date: string): string | null {
  const { y } = parseDate(date);
  return holidaysOf(y).get(date) ?? null;
}

export function isTradingDay(date: string): boolean {
  const { y, m, d } = parseDate(date);
  const wd = weekdayOf(y, m, d);
  return wd !== SATURDAY && wd !== SUNDAY && !holidaysOf(y).has(date);
}

/** Weekdays among the days before `day` (UTC-midnight milliseconds) since 1970-01-01, a Thursday. */
function weekdaysBefore(day: number): number {
  const days = Math.round(day / DAY_MS);
  const weeks = Math.floor(days / 7);
  let count = weeks * 5;
  for (let i = 0; i < days - weeks * 7; i++) {
    const weekday = (THURSDAY + i) % 7;
    if (weekday !== SATURDAY && weekday !== SUNDAY) count++;
  }
  return count;
}

/**
 * Trading days from `from` to `to`, both included (0 when `to` is before `from`): weekdays counted
 * by arithmetic, less the holidays of the years between, so an age of years costs no walk over its
 * days (a stale window's age is asked on every request).
 */
export function countTradingDays(from: string, to: string): number {
  const start = parseDate(from);
  const end = parseDate(to);
  if (to < from) return 0;
  let count = weekdaysBefore(toDay(end) + DAY_MS) - weekdaysBefore(toDay(start));
  for (let y = start.y; y <= end.y; y++) {
    for (const holiday of holidaysOf(y).keys()) if (holiday >= from && holiday <= to) count--;
  }
  return count;
}

/** Early (13:00) close: day after Thanksgiving, Christmas Eve, and July 3 before a weekday July 4. */
export function isHalfDay(date: string): boolean {
  if (!isTradingDay(date)) return false;
  const { y, m, d } = parseDate(date);
  if (date === addDays(nthWeekday(y, 11, THURSDAY, 4), 1)) return true;
  if (m === 12 && d === 24) return true;
  // When July 4 is on a weekend, July 3 is either the observed holiday (Sat) or a normal day (Sun).
  if (m === 7 && d === 3) {
    const july4 = weekdayOf(y, 7, 4);
    return july4 !== SATURDAY && july4 !== SUNDAY;
  }
  return false;
}

export function previousTradingDay(date: string): string {
  let day = addDays(date, -1);
  while (!isTradingDay(day)) day = addDays(day, -1);
  return day;
}

export function nextTradingDay(date: string): string {
  let day = addDays(date, 1);
  while (!isTradingDay(day)) day = addDays(day, 1);
  return day;
}

// ---------------------------------------------------------------------------------------------
// Eastern wall clock <-> instants
// ---------------------------------------------------------------------------------------------

const easternFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

type EasternParts = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

function easternParts(instant: Date): EasternParts {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of easternFormat.formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  return parts;
}

/** Eastern wall clock minus UTC at this instant, in ms (-5h in winter, -4h in summer). */
function easternOffset(ms: number): number {
  const p = easternParts(new Date(ms));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  // The formatter drops milliseconds, so compare against the instant truncated to the second.
  return wall - Math.floor(ms / 1000) * 1000;
}

export function easternDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError("easternDate: invalid Date");
  const p = easternParts(instant);
  return formatYmd(p.year, p.month, p.day);
}

/**
 * Eastern wall-clock time ('HH:MM' or 'HH:MM:SS') on a date, as an instant. The offset is looked
 * up at the first guess and then again at the corrected instant, which settles on the right side
 * of a DST change. The repeated 01:xx hour in November resolves to its first (EDT) occurrence;
 * 02:xx on spring-forward day does not exist and has no meaningful answer.
 */
export function easternTime(date: string, hhmm: string): Date {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(hhmm);
  const [h, min, s] = match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : [];
  if (h === undefined || min === undefined || s === undefined || h > 23 || min > 59 || s > 59) {
    throw new RangeError(`Expected 'HH:MM' or 'HH:MM:SS', got ${quoteInput(hhmm)}`);
  }
  const wall = toDay(parseDate(date)) + ((h * 60 + min) * 60 + s) * 1000;
  const firstGuess = wall - easternOffset(wall);
  return new Date(wall - easternOffset(firstGuess));
}

export function sessionHours(date: string): SessionHours | null {
  if (!isTradingDay(date)) return null;
  const halfDay = isHalfDay(date);
  return {
    date,
    preOpen: easternTime(date, "04:00"),
    regularOpen: easternTime(date, "09:30"),
    regularClose: easternTime(date, halfDay ? "13:00" : "16:00"),
    postClose: easternTime(date, halfDay ? "17:00" : "20:00"),
    halfDay,
  };
}

export function regularCloseInstant(date: string): Date | null {
  return sessionHours(date)?.regularClose ?? null;
}

/** A regular session's close is final (the closing-auction print settled) 5 minutes after the bell. */
export const CLOSE_FINAL_AFTER_MS = 5 * 60_000;

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The last date whose close was final at `now`: today's once its close is final, else an earlier
 * date; crypto: the last UTC day that has ended. Data dated on or before it is end-of-day data a
 * caller at `now` could have had (a daily bar, an option chain's end-of-day snapshot).
 */
export function lastFinalCloseDate(now: Date, assetClass: string): string {
  if (assetClass === "crypto") return dayBefore(now.toISOString().slice(0, 10));
  const today = easternDate(now);
  const bell = regularCloseInstant(today);
  return bell && now.getTime() >= bell.getTime() + CLOSE_FINAL_AFTER_MS ? today : dayBefore(today);
}

/** Which session an instant falls in; each boundary belongs to the session it opens. */
export function sessionAt(instant: Date): { session: MarketSession; date: string } {
  const date = easternDate(instant);
  const hours = sessionHours(date);
  const t = instant.getTime();
  let session: MarketSession = "closed";
  if (hours && t >= hours.preOpen.getTime() && t < hours.postClose.getTime()) {
    if (t < hours.regularOpen.getTime()) session = "pre";
    else if (t < hours.regularClose.getTime()) session = "regular";
    else session = "post";
  }
  return { session, date };
}
