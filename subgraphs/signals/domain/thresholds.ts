/**
 * Thresholds: from which reading a source's calls have beaten the benchmark (docs/LEARNING.md
 * "Thresholds"). Pure, over a source's bands summed over its resolved history (accuracy.ts).
 *
 * - **favourable_from_band**: the lowest band b such that every band from b to 10 had a positive
 *   mean excess return (its predictions beat the book's equal-weighted mean on average); null when
 *   band 10 did not (`top_band_does_not_beat_benchmark`).
 * - **unfavourable_through_band**: the highest band b such that every band from 1 to b had a
 *   negative mean excess return; null when band 1 did not (`bottom_band_does_not_trail_benchmark`).
 *
 * A band b spans the percentiles [10(b − 1), 10b) (the ensemble's bands are the book's deciles,
 * equal-count tenths of its ranking). The book's conviction is |percentile − 50| ÷ 50, so a data
 * threshold reads as the `min_conviction` of trade setups that keeps only the bands that beat
 * (long) or trailed (short) the benchmark: max(0, (edge − 50) ÷ 50) and max(0, (50 − edge) ÷ 50).
 * With no resolution yet both are null (`no_prediction_resolved_yet`).
 * The rules the book uses today are beside them: LONG from decile 8, SHORT through decile 3; a
 * voter favourable above the 50th percentile.
 */
import { BANDS, type BandSummary, type BandSums, bandSummaries, type Source } from "./accuracy.js";
import { LONG_FROM_DECILE, SHORT_TO_DECILE } from "./crossSection.js";

export interface Thresholds {
  source: Source;
  /** book_decile for the ensemble, percentile_tenth for a voter. */
  bandKind: "book_decile" | "percentile_tenth";
  bands: BandSummary[];
  favourableFromBand: number | null;
  /** The band's lower percentile edge: 10 × (band − 1). */
  favourableFromPercentile: number | null;
  minConvictionLong: number | null;
  unfavourableThroughBand: number | null;
  /** The band's upper percentile edge: 10 × band. */
  unfavourableBelowPercentile: number | null;
  minConvictionShort: number | null;
  /** The book's rule today: the band its favourable and unfavourable calls start and end at. */
  ruleFavourableFromBand: number;
  ruleUnfavourableThroughBand: number;
  /** Why a threshold is null. */
  nullReasons: Record<string, string>;
}

export function thresholdsOf(source: Source, bands: readonly BandSums[]): Thresholds {
  const summaries = bandSummaries(bands);
  const excess = summaries.map((band) => band.meanExcessReturn);
  let from: number | null = null;
  for (let b = BANDS; b >= 1; b--) {
    const value = excess[b - 1];
    if (value === null || value === undefined || value <= 0) break;
    from = b;
  }
  let through: number | null = null;
  for (let b = 1; b <= BANDS; b++) {
    const value = excess[b - 1];
    if (value === null || value === undefined || value >= 0) break;
    through = b;
  }
  const nullReasons: Record<string, string> = {};
  const resolved = summaries.some((band) => band.predictions > 0);
  if (from === null) {
    for (const field of ["favourableFromBand", "favourableFromPercentile", "minConvictionLong"]) {
      nullReasons[field] = resolved ? "top_band_does_not_beat_benchmark" : "no_prediction_resolved_yet";
    }
  }
  if (through === null) {
    for (const field of ["unfavourableThroughBand", "unfavourableBelowPercentile", "minConvictionShort"]) {
      nullReasons[field] = resolved ? "bottom_band_does_not_trail_benchmark" : "no_prediction_resolved_yet";
    }
  }
  const fromEdge = from === null ? null : 10 * (from - 1);
  const throughEdge = through === null ? null : 10 * through;
  const ensemble = source === "ensemble";
  return {
    source,
    bandKind: ensemble ? "book_decile" : "percentile_tenth",
    bands: summaries,
    favourableFromBand: from,
    favourableFromPercentile: fromEdge,
    minConvictionLong: fromEdge === null ? null : Math.max(0, (fromEdge - 50) / 50),
    unfavourableThroughBand: through,
    unfavourableBelowPercentile: throughEdge,
    minConvictionShort: throughEdge === null ? null : Math.max(0, (50 - throughEdge) / 50),
    ruleFavourableFromBand: ensemble ? LONG_FROM_DECILE : 6,
    ruleUnfavourableThroughBand: ensemble ? SHORT_TO_DECILE : 5,
    nullReasons,
  };
}
