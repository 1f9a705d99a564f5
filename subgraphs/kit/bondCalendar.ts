/**
 * US government-bond market calendar (the days Treasury publishes its daily par yield curve),
 * computed by rule like the NYSE calendar in calendar.ts. It differs from the NYSE calendar:
 *
 * - Columbus Day and Veterans Day close the bond market (SIFMA), not the stock market;
 *   Veterans Day falling on a Saturday is not moved to the Friday.
 * - Martin Luther King Jr. Day closes it since it became a federal holiday (1986).
 * - Good Friday closes it unless it is the first Friday of the month: the employment report is
 *   released that morning and SIFMA then recommends an early close instead (2015, 2021, 2023).
 * - A Saturday New Year's Day is not observed on the Friday (as on the NYSE).
 *
 * Checked against every date of the bundled Treasury files 1990-01-02..2025-07-11: it agrees on
 * every weekday except 1994-04-01 (a first-Friday Good Friday the market closed). One-off
 * closures are listed like calendar.ts's.
 */
import { quoteInput } from "../../core/errors.js";

const SPECIAL_CLOSURES: ReadonlySet<string> = new Set([
  "1994-04-27", // National Day of Mourning for Richard Nixon
  "2001-09-11", // September 11 attacks
  "2001-09-12",
  "2004-06-11", // National Day of Mourning for Ronald Reagan
  "2012-10-30", // Hurricane Sandy
  "2018-12-05", // National Day of Mourning for George H. W. Bush
]);

const DAY_MS = 86_400_000;

function toDay(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Expected a 'YYYY-MM-DD' date, got ${quoteInput(date)}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function ymd(y: number, m: number, d: number): string {
  return fromDay(Date.UTC(y, m - 1, d));
}

function weekday(date: string): number {
  return new Date(toDay(date)).getUTCDay();
}

function shift(date: string, days: number): string {
  return fromDay(toDay(date) + days * DAY_MS);
}

function nthWeekday(y: number, m: number, wd: number, n: number): string {
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  return ymd(y, m, 1 + ((wd - first + 7) % 7) + 7 * (n - 1));
}

function lastWeekday(y: number, m: number, wd: number): string {
  const last = new Date(Date.UTC(y, m, 0));
  return fromDay(last.getTime() - ((last.getUTCDay() - wd + 7) % 7) * DAY_MS);
}

/** Saturday -> Friday (unless `saturdayStays`), Sunday -> Monday. */
function observed(date: string, saturdayStays = false): string | null {
  const wd = weekday(date);
  if (wd === 6) return saturdayStays ? null : shift(date, -1);
  if (wd === 0) return shift(date, 1);
  return date;
}

function goodFriday(y: number): string {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return shift(ymd(y, month, day), -2);
}

const holidayCache = new Map<number, ReadonlySet<string>>();

function holidays(y: number): ReadonlySet<string> {
  const cached = holidayCache.get(y);
  if (cached) return cached;
  const friday = goodFriday(y);
  const days = [
    observed(ymd(y, 1, 1), true),
    y >= 1986 ? nthWeekday(y, 1, 1, 3) : null,
    nthWeekday(y, 2, 1, 3),
    Number(friday.slice(8)) > 7 ? friday : null,
    lastWeekday(y, 5, 1),
    y >= 2022 ? observed(ymd(y, 6, 19)) : null,
    observed(ymd(y, 7, 4)),
    nthWeekday(y, 9, 1, 1),
    nthWeekday(y, 10, 1, 2),
    observed(ymd(y, 11, 11), true),
    nthWeekday(y, 11, 4, 4),
    observed(ymd(y, 12, 25)),
  ];
  const set = new Set(days.filter((d): d is string => d !== null));
  for (const date of SPECIAL_CLOSURES) if (date.startsWith(`${y}-`)) set.add(date);
  holidayCache.set(y, set);
  return set;
}

export function isBondBusinessDay(date: string): boolean {
  const wd = weekday(date);
  return wd !== 0 && wd !== 6 && !holidays(Number(date.slice(0, 4))).has(date);
}

export function previousBondBusinessDay(date: string): string {
  let day = shift(date, -1);
  while (!isBondBusinessDay(day)) day = shift(day, -1);
  return day;
}

export function nextBondBusinessDay(date: string): string {
  let day = shift(date, 1);
  while (!isBondBusinessDay(day)) day = shift(day, 1);
  return day;
}

/** Bond business days d with from < d <= to (0 when to <= from). */
export function bondBusinessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = shift(from, 1); day <= to; day = shift(day, 1)) if (isBondBusinessDay(day)) count++;
  return count;
}
