import { describe, expect, it } from "vitest";
import type { BandSums, StoredSource } from "./accuracy.js";
import { PRIOR_HORIZONS, shrunkHitRate, trackOf, windowOf } from "./believability.js";

const bands = (): BandSums[] => Array.from({ length: 10 }, (): BandSums => [0, 0, 0, 0]);

/** A day of a source's resolutions: `hits` of `calls`, split evenly between the two sides. */
function day(resolvesOn: string, calls: number, hits: number, ic: number | null = null): StoredSource {
  return {
    source: "rsi_14",
    predictionDate: resolvesOn,
    resolvesOn,
    calls,
    hits,
    favourableCalls: calls / 2,
    favourableHits: Math.ceil(hits / 2),
    unfavourableCalls: calls / 2,
    unfavourableHits: Math.floor(hits / 2),
    ic,
    bands: bands(),
  };
}

describe("believability", () => {
  it("shrinks a hit rate toward 0.5 by a prior worth 12 independent horizons", () => {
    // (12 × 0.6 + 12 × 0.5) ÷ 24 = 0.55: a year of evidence keeps half the distance from chance.
    expect(shrunkHitRate(0.6, 12)).toBeCloseTo(0.55, 15);
    // (45 × 0.6 + 6) ÷ 57 = 33 ÷ 57.
    expect(shrunkHitRate(0.6, 45)).toBeCloseTo(33 / 57, 15);
    expect(shrunkHitRate(0.6, 0)).toBe(0.5);
    expect(PRIOR_HORIZONS).toBe(12);
  });

  it("trackOf sums the window and counts its evidence in 21-session horizons", () => {
    // 42 dates of 100 calls: 60 hits on the first 21, 40 on the last 21.
    const days = Array.from({ length: 42 }, (_, i) =>
      day(`2016-01-${String(i + 1).padStart(2, "0")}`, 100, i < 21 ? 60 : 40, i % 2 === 0 ? 0.1 : -0.05),
    );
    const track = trackOf("rsi_14", "all_history", days);
    expect(track).toMatchObject({ dates: 42, calls: 4200, hits: 2100, hitRate: 0.5, independentHorizons: 2 });
    // (2 × 0.5 + 12 × 0.5) ÷ 14 = 0.5.
    expect(track.believability).toBeCloseTo(0.5, 15);
    // 21 of each: mean IC (0.1 × 21 − 0.05 × 21) ÷ 42 = 0.025.
    expect(track.meanIc).toBeCloseTo(0.025, 15);
    // Non-overlapping dates: the newest (index 41: 0.40) and index 20 (0.60) → t of (−0.1, 0.1) is 0.
    expect(track.hitRateT).toEqual({ dates: 2, t: 0, reason: null });
    const last = trackOf("rsi_14", "last_21_sessions", windowOf(days, 21));
    expect(last).toMatchObject({ dates: 21, hitRate: 0.4, independentHorizons: 1 });
    // (1 × 0.4 + 12 × 0.5) ÷ 13.
    expect(last.believability).toBeCloseTo(6.4 / 13, 15);
  });

  it("a window without a call has no hit rate and no believability", () => {
    expect(trackOf("rsi_14", "last_21_sessions", [])).toMatchObject({
      calls: 0,
      hitRate: null,
      believability: null,
      firstResolvedOn: null,
    });
  });
});
