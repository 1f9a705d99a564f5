/** XNYS session counting for ages and windows (core/calendar.ts decides what a session is). */
import { countTradingDays, isTradingDay } from "../../../core/calendar.js";

export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** XNYS sessions from `start` to `end` inclusive, ascending. */
export function sessionsBetween(start: string, end: string): string[] {
  const sessions: string[] = [];
  for (let day = start; day <= end; day = nextDay(day)) if (isTradingDay(day)) sessions.push(day);
  return sessions;
}

/** Sessions after `asOf` up to and including `through`: how many closes old data dated `asOf` is. */
export function sessionsAfter(asOf: string, through: string): number {
  return asOf >= through ? 0 : countTradingDays(nextDay(asOf), through);
}
