/**
 * How old a book date is at the request's clock, by the NYSE calendar (spec/03 Limits: prediction
 * book and optimizer weights stale after 2 sessions). The age is the number of sessions whose
 * close was final by the clock and came after the book date: 0 on the book date's own evening,
 * 1 once the next session has closed, and so on. Pure: the clock's instant comes in.
 */
import { lastFinalCloseDate, nextTradingDay, regularCloseInstant } from "../../../core/calendar.js";

export const STALE_AFTER_SESSIONS = 2;

export const BOOK_STALE_REASON = "book_older_than_2_sessions";

export interface BookFreshness {
  /** The book date. */
  asOf: string;
  /** The book date's regular close (16:00 ET, 13:00 on a half day), epoch seconds. */
  asOfTs: number;
  /** The newest session whose close was final at the clock. */
  lastFinalClose: string;
  /** Sessions closed after the book date, up to lastFinalClose. */
  ageSessions: number;
  isStale: boolean;
  /** `book_older_than_2_sessions` when stale; null when fresh. */
  staleReason: typeof BOOK_STALE_REASON | null;
}

/** Sessions dated after `from` up to and including `through` (0 when through ≤ from). */
export function sessionsAfter(from: string, through: string): number {
  let count = 0;
  for (let day = nextTradingDay(from); day <= through; day = nextTradingDay(day)) count++;
  return count;
}

export function bookFreshness(bookDate: string, now: Date): BookFreshness {
  const close = regularCloseInstant(bookDate);
  if (close === null) throw new RangeError(`${bookDate} is not an NYSE session`);
  const lastFinalClose = lastFinalCloseDate(now, "equity");
  const ageSessions = sessionsAfter(bookDate, lastFinalClose);
  const isStale = ageSessions > STALE_AFTER_SESSIONS;
  return {
    asOf: bookDate,
    asOfTs: Math.floor(close.getTime() / 1000),
    lastFinalClose,
    ageSessions,
    isStale,
    staleReason: isStale ? BOOK_STALE_REASON : null,
  };
}
