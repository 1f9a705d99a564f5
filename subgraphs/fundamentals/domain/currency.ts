/**
 * The one currency rule for fundamentals (pure): a fact may stand for "now" at a date only while it
 * is the kind of fact a company that files on time would still have as its newest one.
 *
 * The fact's date is its own as-of date (a share count's, a period's end), never its filing date:
 * the filing date says when it became known (point in time, `knownOn`), the as-of date says how old
 * the figure is. A fact is current at `asOf` when `factDate + maxMonths ≥ asOf` (calendar months).
 *
 * Why 15 months for every kind held today: a 10-K is due 60–90 days after the fiscal year ends and
 * the next one replaces it twelve months later, so a filer on time never has a newest annual figure
 * older than 12 + 3 months; a cover-page share count is dated about a month after its period and
 * is renewed every quarter (every year for annual-only filers, hence the same bound); a TTM ends at
 * the newest quarter or fiscal year, so it ages no faster than the annual figure it falls back to.
 * Past the bound the company has either stopped filing or the bundle does not hold its newer
 * filings; either way the figure is not current and must not be presented as such.
 */

export type CurrentFactKind = "share_count" | "ttm_eps" | "annual_figures";

/** The bound per kind of fact, in calendar months after the fact's own as-of date. */
export const CURRENCY_MAX_MONTHS: Readonly<Record<CurrentFactKind, number>> = {
  share_count: 15,
  ttm_eps: 15,
  annual_figures: 15,
};

/** The reason every route gives for a figure withheld under this rule. */
export const NOT_CURRENT = "fundamentals_not_current";

/** 'YYYY-MM-DD' plus whole calendar months, clamped to the month's last day (2015-11-30 + 3 → 2016-02-29). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The last date at which a fact of this kind, as of `factDate`, is still current. */
export function currentUntil(kind: CurrentFactKind, factDate: string): string {
  return addMonths(factDate, CURRENCY_MAX_MONTHS[kind]);
}

/** Whether a fact of this kind as of `factDate` may stand for the figure at `asOf`. */
export function isCurrent(kind: CurrentFactKind, factDate: string, asOf: string): boolean {
  return currentUntil(kind, factDate) >= asOf;
}
