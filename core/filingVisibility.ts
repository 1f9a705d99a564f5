/**
 * When an SEC filing becomes visible to a request's clock (point in time, docs/DATA_HONESTY.md).
 *
 * The bundled facts and the submissions index carry the EDGAR filing DATE, not always the
 * acceptance instant. EDGAR dates a filing accepted after 17:30 ET (22:00 ET for Section 16
 * forms) on the next business day, so every filing dated D was accepted by 22:00 ET on D at the
 * latest. A filing dated D is therefore treated as visible from 22:00 ET on D: never early, at
 * most a few hours late. One rule for fundamentals' facts and filings and intel's filing news.
 */
import { easternDate, easternTime } from "./calendar.js";

/** The Eastern wall-clock time from which filings dated that day are all visible. */
export const FILING_DAY_VISIBLE_AT = "22:00";

/** The newest EDGAR filing date whose filings are all visible at `now` (YYYY-MM-DD). */
export function filingsVisibleThrough(now: Date): string {
  const today = easternDate(now);
  if (now.getTime() >= easternTime(today, FILING_DAY_VISIBLE_AT).getTime()) return today;
  const yesterday = new Date(`${today}T00:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  return yesterday.toISOString().slice(0, 10);
}

/** The instant from which a filing dated `filingDate` is visible (22:00 ET that day). */
export function filingVisibleFrom(filingDate: string): Date {
  return easternTime(filingDate, FILING_DAY_VISIBLE_AT);
}
