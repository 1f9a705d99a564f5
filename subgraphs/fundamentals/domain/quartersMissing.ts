/**
 * `quartersMissing` of a quarterly answer: tells the caller which fiscal quarters inside the served range
 * the facts could not supply, so a gap is never mistaken for consecutive quarters.
 */
import { ordinalOf, type PeriodRow, quarterKeyAt } from "./periodRows.js";
import { type FiscalLabel, quarterOrdinal } from "./periods.js";

/** Labels absent between the newest and the oldest labelled row, newest first. */
export function missingQuarters(rows: PeriodRow[]): string[] {
  return ordinalGaps(rows.flatMap((r) => ordinalOf(r) ?? []));
}

/** The same for rows known by their fiscal labels alone (balance sheets, cash flows). */
export function quarterlyOrdinalGaps(labels: readonly (FiscalLabel | null)[]): string[] {
  return ordinalGaps(labels.flatMap((l) => (l ? quarterOrdinal(l.fiscalYear, l.fiscalQuarter) : [])));
}

function ordinalGaps(list: number[]): string[] {
  const ordinals = new Set(list);
  if (ordinals.size === 0) return [];
  const max = Math.max(...ordinals);
  const min = Math.min(...ordinals);
  const out: string[] = [];
  for (let o = max - 1; o > min; o--) {
    if (!ordinals.has(o)) out.push(quarterKeyAt(o));
  }
  return out;
}
