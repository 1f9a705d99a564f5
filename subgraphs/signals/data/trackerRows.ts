/**
 * The prediction tracker's rows: the scored rows of the newest prediction dates up to the book date
 * the clock sees, each with its lifecycle state at the clock (domain/resolverLifecycle.ts) and, once
 * resolved, its outcome against the date's benchmark. Read through signals' reader (`bookColumns`),
 * a few dates at a time: the newest dates whose predictions fill `limit`, and the closes of their
 * resolution dates that the book date covers.
 */
import { bookColumns } from "../../../warehouse/readers/signalsBook.js";
import type { SubgraphContext } from "../../kit/context.js";
import { type PredictionStatus, predictionStatus } from "../domain/resolverLifecycle.js";
import type { PredictionDate, ServedLearning } from "./resolverStore.js";

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

/** The newest dates (newest first) whose scored predictions reach `limit`. */
export function newestDatesFor(dates: readonly PredictionDate[], limit: number): PredictionDate[] {
  const chosen: PredictionDate[] = [];
  let count = 0;
  for (let i = dates.length - 1; i >= 0 && count < limit; i--) {
    const date = dates[i] as PredictionDate;
    chosen.push(date);
    count += date.scored;
  }
  return chosen;
}

/** The newest `limit` predictions up to the book date, newest date first, each date by rank. */
export async function trackerRows(
  ctx: SubgraphContext,
  learning: ServedLearning,
  dates: readonly PredictionDate[],
  limit: number,
): Promise<TrackerRow[]> {
  const chosen = newestDatesFor(dates, limit);
  const oldest = chosen.at(-1);
  if (oldest === undefined) return [];
  const { book } = learning.served;
  const rows = await bookColumns(
    ctx.db,
    book,
    ["close", "blended_score", "rank", "decile", "direction", "conviction"],
    { from: oldest.predictionDate, to: book.date },
  );
  // The closes of the resolution dates the book date covers (resolved or without a bar).
  const held = chosen
    .filter((date) => date.held && date.resolvesOn <= book.date)
    .map((date) => date.resolvesOn);
  const closes = new Map<string, number>();
  if (held.length > 0) {
    const from = held.reduce((a, b) => (a < b ? a : b));
    const to = held.reduce((a, b) => (a > b ? a : b));
    for (const row of await bookColumns(ctx.db, book, ["close"], { from, to })) {
      closes.set(`${row.date}|${row.ticker}`, row.close as number);
    }
  }
  const byDate = new Map(chosen.map((date) => [date.predictionDate, date]));
  const out: TrackerRow[] = [];
  for (const row of rows) {
    const date = byDate.get(row.date);
    if (date === undefined) continue;
    const { blended_score: score, rank, decile, direction, conviction } = row;
    // Only scored rows are predictions (an unscored row has no score, rank or side).
    if (score === null || rank === null || decile === null || direction === null || conviction === null)
      continue;
    const closeAtResolution = closes.get(`${date.resolvesOn}|${row.ticker}`) ?? null;
    out.push({
      predictionDate: row.date,
      ticker: row.ticker,
      blendedScore: score,
      rank,
      decile,
      direction,
      conviction,
      close: row.close as number,
      status: predictionStatus(date.resolvesOn, learning.clock, closeAtResolution !== null),
      resolvesOn: date.resolvesOn,
      closeAtResolution,
      benchmarkReturn: date.meanReturn,
    });
  }
  out.sort((a, b) =>
    a.predictionDate < b.predictionDate ? 1 : a.predictionDate > b.predictionDate ? -1 : a.rank - b.rank,
  );
  return out.slice(0, limit);
}
