/**
 * When a dated observation of a published series becomes visible (point in time, issue 14). The
 * bundled FRED and Cboe files hold observation dates, not release dates, so an observation is
 * treated as visible only once its release has certainly happened: `lagDays` calendar days after
 * its reference period ends, a bound the agency's regular schedule never exceeds (a government
 * shutdown can delay a release further). Shared by market's macro dashboard and the research
 * datasets' fred_series/vix_daily reads, so both show the same history at the same clock.
 * FINRA's daily short volume files have a publication hour instead (finraShortVolumeVisibleThrough).
 */
import { easternDate, easternTime } from "./calendar.js";

export type Frequency = "daily" | "monthly" | "quarterly";

export interface Publication {
  frequency: Frequency;
  /** Calendar days after the reference period ends by which the first release is out. */
  lagDays: number;
}

/** A daily close or yield of day D is published that evening or the next morning. */
export const DAILY_NEXT_DAY: Publication = { frequency: "daily", lagDays: 1 };

/** The bundled series by FRED id; a series not listed is daily, visible the next day. */
export const FRED_PUBLICATION: Readonly<Record<string, Publication>> = {
  // BLS CPI: the 10th-15th of the next month.
  CPIAUCSL: { frequency: "monthly", lagDays: 20 },
  CPILFESL: { frequency: "monthly", lagDays: 20 },
  // BEA personal income and outlays: the last week of the next month.
  PCEPI: { frequency: "monthly", lagDays: 35 },
  PCEPILFE: { frequency: "monthly", lagDays: 35 },
  // BLS employment situation: the first Friday of the next month (at the latest about the 8th).
  UNRATE: { frequency: "monthly", lagDays: 10 },
  PAYEMS: { frequency: "monthly", lagDays: 10 },
  // BEA advance GDP estimate: about four weeks after the quarter ends.
  GDPC1: { frequency: "quarterly", lagDays: 35 },
  GDP: { frequency: "quarterly", lagDays: 35 },
  // The monthly average, published on the next month's first business days.
  FEDFUNDS: { frequency: "monthly", lagDays: 5 },
  // The Fed's H.10 comes out weekly (Mondays, for the week before): a Monday's value can wait 7
  // days, 8 when that Monday is a holiday.
  DTWEXBGS: { frequency: "daily", lagDays: 8 },
};

export function fredPublication(seriesId: string): Publication {
  return FRED_PUBLICATION[seriesId] ?? DAILY_NEXT_DAY;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** YYYY-MM-DD shifted by whole months (the day kept). */
function shiftMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${String(year).padStart(4, "0")}-${String(month + 1).padStart(2, "0")}${date.slice(7)}`;
}

/**
 * The newest observation date visible on `today` (a US Eastern date). FRED dates a monthly
 * observation by its month's first day and a quarterly one by its quarter's first day; a daily
 * observation's period is its own day.
 */
export function visibleThrough({ frequency, lagDays }: Publication, today: string): string {
  const latestEnd = addDays(today, -lagDays);
  if (frequency === "daily") return latestEnd;
  // The newest period wholly ended by latestEnd is the one before the period holding the next day.
  const next = addDays(latestEnd, 1);
  if (frequency === "monthly") return shiftMonths(`${next.slice(0, 7)}-01`, -1);
  const quarterStartMonth = Math.floor((Number(next.slice(5, 7)) - 1) / 3) * 3 + 1;
  return shiftMonths(`${next.slice(0, 4)}-${String(quarterStartMonth).padStart(2, "0")}-01`, -3);
}

/**
 * FINRA's daily short sale volume files (CNMS and per facility) of a trade date are posted that
 * evening: FINRA publishes them by 18:00 ET on the trade date. A session's rows are visible from
 * then, never earlier.
 */
export const FINRA_SHORT_VOLUME_PUBLISHED_AT = "18:00";

/** The newest trade date whose FINRA short volume file is out at `now` (YYYY-MM-DD, Eastern). */
export function finraShortVolumeVisibleThrough(now: Date): string {
  const today = easternDate(now);
  return now.getTime() >= easternTime(today, FINRA_SHORT_VOLUME_PUBLISHED_AT).getTime()
    ? today
    : addDays(today, -1);
}
