/**
 * 13F staleness, pure. A manager files its 13F-HR within 45 days after each calendar quarter
 * (Exchange Act Rule 13f-1), so on a given day the newest quarter every manager must have filed
 * is the latest quarter end at least 45 days back: the expected report period. A held period
 * older than that is stale, by whole quarters.
 */

export const FILING_DEADLINE_DAYS = 45;

const QUARTER_ENDS = ["03-31", "06-30", "09-30", "12-31"] as const;

/** The latest calendar quarter end E with E + 45 days ≤ today (YYYY-MM-DD). */
export function expectedReportPeriod(today: string): string {
  const cutoff = new Date(Date.parse(`${today}T00:00:00Z`) - FILING_DEADLINE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const year = Number(cutoff.slice(0, 4));
  for (let y = year; y >= year - 1; y--) {
    for (const end of [...QUARTER_ENDS].reverse()) {
      const candidate = `${y}-${end}`;
      if (candidate <= cutoff) return candidate;
    }
  }
  throw new Error(`no quarter end before ${cutoff}`); // unreachable: a year always has one
}

/** Whole quarters from `held` to `expected` (both quarter ends); 0 when held is current or newer. */
export function quartersBehind(held: string, expected: string): number {
  const index = (date: string) =>
    Number(date.slice(0, 4)) * 4 + Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  return Math.max(0, index(expected) - index(held));
}
