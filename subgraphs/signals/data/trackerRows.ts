/**
 * The prediction tracker's rows (svc_v3_prediction_tracker; docs/LEARNING.md "Lifecycle"): the
 * book's predictions by their newest lifecycle event up to the book date the clock sees. On each
 * book date E, newest first:
 *
 *   1. the predictions resolved on E — those of the book date 21 sessions before, with their
 *      outcome (or unresolved, no_bar_on_resolution_date);
 *   2. the predictions made on E that are not resolved yet — pending, or unresolved
 *      (outcome_not_held) when the data ends before their resolution date.
 *
 * Each group by the prediction's rank. A prediction appears once: at its resolution date once it
 * has one by the book date, else at the date it was made. Read through signals' reader
 * (`bookColumns`) over the newest event dates and the 21 before them; the closes of an event
 * date are the outcomes of the predictions it resolves.
 */

import type { SubgraphContext } from "../../kit/context.js";
import { HORIZON_SESSIONS, type PredictionStatus, predictionStatus } from "../domain/resolverLifecycle.js";
import type { PredictionDate, ServedLearning } from "./resolverStore.js";
import { bookColumns } from "./signalsBook.js";

export interface TrackerRow {
  predictionDate: string;
  ticker: string;
  blendedScore: number;
  rank: number;
  decile: number;
  direction: string;
  conviction: number;
  close: number;
  status: PredictionStatus;
  resolvesOn: string;
  closeAtResolution: number | null;
  benchmarkReturn: number | null;
}

interface EventGroup {
  /** The prediction date whose rows the group lists. */
  date: PredictionDate;
  kind: "resolved_on_event" | "made_on_event";
}

/**
 * The event groups of the newest event dates (newest first) whose predictions reach `limit`, and
 * whether more remain. `dates` are every prediction date up to the book date, oldest first.
 */
export function eventGroups(
  dates: readonly PredictionDate[],
  bookDate: string,
  limit: number,
): { groups: EventGroup[]; more: boolean } {
  const groups: EventGroup[] = [];
  let count = 0;
  for (let e = dates.length - 1; e >= 0; e--) {
    const made = dates[e] as PredictionDate;
    const resolved = e >= HORIZON_SESSIONS ? (dates[e - HORIZON_SESSIONS] as PredictionDate) : null;
    const candidates: EventGroup[] = [];
    if (resolved?.held && resolved.resolvesOn === made.predictionDate) {
      candidates.push({ date: resolved, kind: "resolved_on_event" });
    }
    // A prediction whose resolution the book date covers is listed at that resolution instead.
    if (!(made.held && made.resolvesOn <= bookDate)) candidates.push({ date: made, kind: "made_on_event" });
    for (const group of candidates) {
      if (count >= limit) return { groups, more: true };
      groups.push(group);
      count += group.date.scored;
    }
  }
  return { groups, more: false };
}

/** The tracker's rows: at most `limit`, newest event first (see the header). */
export async function trackerRows(
  ctx: SubgraphContext<"signals">,
  learning: ServedLearning,
  dates: readonly PredictionDate[],
  limit: number,
): Promise<{ rows: TrackerRow[]; more: boolean }> {
  const { book } = learning.served;
  const { groups, more } = eventGroups(dates, book.date, limit);
  const oldest = groups.reduce<string | null>(
    (min, group) => (min === null || group.date.predictionDate < min ? group.date.predictionDate : min),
    null,
  );
  if (oldest === null) return { rows: [], more };
  const read = await bookColumns(
    ctx.db,
    book,
    ["close", "blended_score", "rank", "decile", "direction", "conviction"],
    { from: oldest, to: book.date },
  );
  const byDate = new Map<string, typeof read>();
  for (const row of read) {
    const list = byDate.get(row.date) ?? [];
    list.push(row);
    byDate.set(row.date, list);
  }
  const rows: TrackerRow[] = [];
  for (const { date } of groups) {
    const closes = new Map((byDate.get(date.resolvesOn) ?? []).map((row) => [row.ticker, row.close]));
    const scored: TrackerRow[] = [];
    for (const row of byDate.get(date.predictionDate) ?? []) {
      const { blended_score: score, rank, decile, direction, conviction } = row;
      // Only scored rows are predictions (an unscored row has no score, rank or side).
      if (score === null || rank === null || decile === null || direction === null || conviction === null)
        continue;
      const closeAtResolution = date.resolvesOn <= book.date ? (closes.get(row.ticker) ?? null) : null;
      scored.push({
        predictionDate: date.predictionDate,
        ticker: row.ticker,
        blendedScore: score,
        rank,
        decile,
        direction,
        conviction,
        close: row.close as number,
        status: predictionStatus(date.resolvesOn, learning.clock, closeAtResolution !== null),
        resolvesOn: date.resolvesOn,
        closeAtResolution: closeAtResolution as number | null,
        benchmarkReturn: date.meanReturn,
      });
    }
    rows.push(...scored.sort((a, b) => a.rank - b.rank));
    if (rows.length >= limit) break;
  }
  return { rows: rows.slice(0, limit), more: more || rows.length > limit };
}
