/**
 * `quartersMissing` of a quarterly answer: tells the caller which fiscal quarters inside the served range
 * the facts could not supply, so a gap is never mistaken for consecutive quarters.
 */
import { ordinalOf, type PeriodRow, quarterKeyAt } from "./periodRows.js";

/** Labels absent between the newest and the oldest labelled row, newest first. */
export function missingQuarters(rows: PeriodRow[]): string[] {
  const ordinals = new Set(rows.flatMap((r) => ordinalOf(r) ?? []));
  if (ordinals.size === 0) return [];
  const max = Math.max(...ordinals);
  const min = Math.min(...ordinals);
  const out: string[] = [];
  for (let o = max - 1; o > min; o--) {
    if (!ordinals.has(o)) out.push(quarterKeyAt(o));
  }
  return out;
}
