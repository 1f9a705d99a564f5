/**
 * Off-exchange and short volume from FINRA's daily short sale volume files, pure (docs/INTEL.md
 * "Off-exchange and short volume"). FINRA's files count trades reported to its facilities (TRF,
 * ADF, ORF) only: off-exchange volume. Consolidated (exchange + off-exchange) volume is not in
 * them, so a day's dark-pool share and total volume cannot be established and stay null.
 */
import { isTradingDay, nextTradingDay } from "../../../core/calendar.js";

export interface ShortVolumeRow {
  date: string;
  facility: string;
  market: string;
  short_volume: number;
  total_volume: number;
  source_file: string;
}

export interface OffExchangeSession {
  date: string;
  offExchangeVolume: number;
  shortVolume: number;
  /** short / off-exchange volume; null when FINRA reports no volume. */
  shortVolumeShare: number | null;
}

/** One CNMS row per session: FINRA's consolidated file sums its facilities' reports. */
export function offExchangeSession(row: ShortVolumeRow): OffExchangeSession {
  return {
    date: row.date,
    offExchangeVolume: row.total_volume,
    shortVolume: row.short_volume,
    shortVolumeShare: row.total_volume > 0 ? row.short_volume / row.total_volume : null,
  };
}

/** NYSE sessions from `first` through `last`, oldest first. */
export function sessionsBetween(first: string, last: string): string[] {
  const sessions: string[] = [];
  for (
    let day = isTradingDay(first) ? first : nextTradingDay(first);
    day <= last;
    day = nextTradingDay(day)
  ) {
    sessions.push(day);
  }
  return sessions;
}

/**
 * The newest `limit` sessions of the held span, newest first, with the symbol's sessions and the
 * sessions of the span that have no row for it (FINRA lists a symbol only on days it printed off
 * exchange under that symbol).
 */
export function offExchangeWindow(
  rows: readonly ShortVolumeRow[],
  span: { first: string; last: string },
  limit: number,
): { items: OffExchangeSession[]; missingSessions: string[] } {
  const window = sessionsBetween(span.first, span.last).slice(-limit).reverse();
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return {
    items: window.flatMap((date) => {
      const row = byDate.get(date);
      return row ? [offExchangeSession(row)] : [];
    }),
    missingSessions: window.filter((date) => !byDate.has(date)),
  };
}

export interface FacilitySessionVolume {
  date: string;
  /** `finra_<facility>_short_volume`, the name spec/02 gives the block's entries. */
  facility: string;
  shortVolume: number;
  /** Percent of the facility's volume that session; null when it reports none. */
  shortVolumeRatio: number | null;
}

/**
 * The newest `sessions` sessions' short volume by facility, newest first. A facility's markets of
 * one session (FNRA reported D and Q in 2014) are summed; where two files hold the same session of
 * a facility (the IWM compilation and FINRA's own files, 2020-01, equal on every field) one file's
 * rows are used: the first source file in name order.
 */
export function facilityShortVolume(
  rows: readonly ShortVolumeRow[],
  sessions: number,
): FacilitySessionVolume[] {
  const chosen = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.date}|${row.facility}`;
    const current = chosen.get(key);
    if (current === undefined || row.source_file < current) chosen.set(key, row.source_file);
  }
  const sums = new Map<string, { date: string; facility: string; short: number; total: number }>();
  for (const row of rows) {
    const key = `${row.date}|${row.facility}`;
    if (chosen.get(key) !== row.source_file) continue;
    const sum = sums.get(key) ?? { date: row.date, facility: row.facility, short: 0, total: 0 };
    sum.short += row.short_volume;
    sum.total += row.total_volume;
    sums.set(key, sum);
  }
  const newest = [...new Set(rows.map((row) => row.date))].sort().reverse().slice(0, sessions);
  return [...sums.values()]
    .filter((sum) => newest.includes(sum.date))
    .sort((a, b) => (a.date === b.date ? a.facility.localeCompare(b.facility) : a.date < b.date ? 1 : -1))
    .map((sum) => ({
      date: sum.date,
      facility: `finra_${sum.facility.toLowerCase()}_short_volume`,
      shortVolume: sum.short,
      shortVolumeRatio: sum.total > 0 ? (100 * sum.short) / sum.total : null,
    }));
}
