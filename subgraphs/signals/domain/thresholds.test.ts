import { describe, expect, it } from "vitest";
import type { BandSums } from "./accuracy.js";
import { thresholdsOf } from "./thresholds.js";

/** Ten bands of 100 predictions whose mean excess returns are `excess` (band 1 first). */
const bands = (excess: number[]): BandSums[] =>
  excess.map((e): BandSums => [100, 100 * (0.01 + e), 100 * e, e > 0 ? 60 : 40]);

describe("thresholdsOf", () => {
  it("finds where the top bands beat the benchmark and the bottom bands trail it", () => {
    // Bands 6..10 beat (band 5 trails, so the run from the top stops at 6); bands 1..3 trail.
    const out = thresholdsOf(
      "rsi_14",
      bands([-0.03, -0.02, -0.01, 0.01, -0.01, 0.01, 0.02, 0.03, 0.04, 0.05]),
    );
    expect(out).toMatchObject({
      bandKind: "percentile_tenth",
      favourableFromBand: 6,
      favourableFromPercentile: 50,
      minConvictionLong: 0,
      unfavourableThroughBand: 3,
      unfavourableBelowPercentile: 30,
      ruleFavourableFromBand: 6,
      ruleUnfavourableThroughBand: 5,
      nullReasons: {},
    });
    // (50 − 30) ÷ 50.
    expect(out.minConvictionShort).toBeCloseTo(0.4, 15);
  });

  it("the ensemble's bands are the book's deciles; a top band that trails leaves no long threshold", () => {
    const out = thresholdsOf("ensemble", bands([0.01, -0.01, 0, 0, 0, 0, 0, 0.01, 0.02, -0.001]));
    expect(out).toMatchObject({
      bandKind: "book_decile",
      favourableFromBand: null,
      unfavourableThroughBand: null,
      ruleFavourableFromBand: 8,
      ruleUnfavourableThroughBand: 3,
    });
    expect(out.nullReasons.favourableFromBand).toBe("top_band_does_not_beat_benchmark");
    expect(out.nullReasons.minConvictionShort).toBe("bottom_band_does_not_trail_benchmark");
  });

  it("with nothing resolved both thresholds are null for that reason", () => {
    const empty = Array.from({ length: 10 }, (): BandSums => [0, 0, 0, 0]);
    expect(thresholdsOf("ensemble", empty).nullReasons.favourableFromBand).toBe("no_prediction_resolved_yet");
  });
});
