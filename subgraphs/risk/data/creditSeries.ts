/**
 * The credit spread series, read through market's read-only FRED reader (subgraphs/market/readers/): per
 * series, its observations from a month and a week before the newest one the clock may see through
 * that newest one. Visibility is core/publication.ts's: a daily FRED value of day D is visible from D+1.
 */

import { fredPublication, visibleThrough } from "../../../core/publication.js";
import type { SubgraphContext } from "../../kit/context.js";
import { fredObservations, latestFredObservation } from "../../market/readers/fredObservations.js";
import { CHANGE_TOLERANCE_DAYS, type Observation, oneMonthBefore } from "../domain/creditIndices.js";

export interface SeriesWindow {
  /** The newest observation date the clock may see (published by then). */
  visibleThrough: string;
  /** Oldest first; empty when nothing is published by the clock. */
  observations: Observation[];
}

function minusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

export async function seriesWindow(
  ctx: SubgraphContext<"risk">,
  seriesId: string,
  today: string,
): Promise<SeriesWindow> {
  const through = visibleThrough(fredPublication(seriesId), today);
  const latest = await latestFredObservation(ctx.db, seriesId, through);
  if (!latest) return { visibleThrough: through, observations: [] };
  const from = minusDays(oneMonthBefore(latest.date), CHANGE_TOLERANCE_DAYS);
  return {
    visibleThrough: through,
    observations: await fredObservations(ctx.db, seriesId, { from, through: latest.date }),
  };
}
