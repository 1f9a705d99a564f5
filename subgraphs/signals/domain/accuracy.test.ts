import { describe, expect, it } from "vitest";
import {
  accuracyOf,
  type BandSums,
  nonOverlappingT,
  type PredictionColumns,
  percentileBand,
  resolvePredictionDate,
  type SourceResolution,
  type StoredSource,
  windowStart,
} from "./accuracy.js";
import type { VoterRecord } from "./crossSection.js";
import { VOTER_NAMES } from "./voters.js";

/**
 * Five stocks of the book of 2017-10-12 and their closes 21 sessions later, on 2017-11-10, from
 * data/sample/prices/daily_universe.csv.gz (adjusted closes):
 *
 *   AAPL 155.44 → 174.67  +0.12371332990221307  decile 9 (LONG)   score  0.7118899359931246
 *   GE    23.05 →  20.49  −0.11106290672451202  decile 10 (LONG)  score  0.8722222135395856
 *   MSFT  77.12 →  83.87  +0.08752593360995853  decile 3 (SHORT)  score −0.34330074761036355
 *   NVDA 191.03 → 216.14  +0.13144532272417941  decile 1 (SHORT)  score −0.787242865580243
 *   XOM  81.674 → 82.94   +0.015500648921321192 decile 4          score −0.3221295841831655
 *
 * (deciles and scores: signals_book_rows of 2017-10-12). The benchmark, their mean return, is
 * 0.24712120836314915 ÷ 5 = 0.04942446568663204 (python3 over the same closes).
 */
const TICKERS = ["AAPL", "GE", "MSFT", "NVDA", "XOM"];
const CLOSE = [155.44, 23.05, 77.12, 191.03, 81.674];
const AT_RESOLUTION = [174.67, 20.49, 83.87, 216.14, 82.94];
const SCORE = [
  0.7118899359931246, 0.8722222135395856, -0.34330074761036355, -0.787242865580243, -0.3221295841831655,
];
const DECILE = [9, 10, 3, 1, 4];
const MEAN = 0.04942446568663204;

/**
 * RSI 14's percentiles ranked among these five, as the book ranks a voter among a date's scored
 * stocks: the book's own percentiles that day order them NVDA 17.76 < MSFT 18.93 < XOM 23.60 <
 * AAPL 81.54 < GE 97.66, so 0, 25, 50, 75, 100. The other voters are left unranked (NaN).
 */
function columns(atResolution: number[] = AT_RESOLUTION): PredictionColumns {
  const percentiles = {} as VoterRecord<Float64Array>;
  for (const voter of VOTER_NAMES) percentiles[voter] = new Float64Array(5).fill(Number.NaN);
  percentiles.rsi_14 = Float64Array.from([75, 100, 25, 0, 50]);
  return {
    close: Float64Array.from(CLOSE),
    closeAtResolution: Float64Array.from(atResolution),
    blendedScore: Float64Array.from(SCORE),
    decile: Uint8Array.from(DECILE),
    percentiles,
  };
}

const source = (resolution: ReturnType<typeof resolvePredictionDate>, name: string) =>
  resolution.sources.find((s) => s.source === name) as SourceResolution;

describe("resolvePredictionDate on five stocks of 2017-10-12", () => {
  const resolved = resolvePredictionDate("2017-10-12", "2017-11-10", columns());

  it("measures every stock against the equal-weighted mean", () => {
    expect(TICKERS).toHaveLength(resolved.scored);
    expect(resolved.outcomes).toBe(5);
    expect(resolved.meanReturn).toBeCloseTo(MEAN, 15);
  });

  it("the ensemble: AAPL's LONG hits, GE's misses; MSFT and NVDA rose above the mean, so both SHORTs miss", () => {
    const ensemble = source(resolved, "ensemble");
    expect(ensemble).toMatchObject({
      calls: 4,
      hits: 1,
      favourableCalls: 2,
      favourableHits: 1,
      unfavourableCalls: 2,
      unfavourableHits: 0,
    });
    // Absolute: AAPL up (LONG right), GE down; MSFT and NVDA up (SHORT wrong).
    expect(resolved.longAbsoluteHits).toBe(1);
    expect(resolved.shortAbsoluteHits).toBe(0);
  });

  it("the ensemble's IC is Spearman's −0.7: score ranks (NVDA 1, MSFT 2, XOM 3, AAPL 4, GE 5) against return ranks (GE 1, XOM 2, MSFT 3, AAPL 4, NVDA 5)", () => {
    // d = 0, 4, −1, −4, 1; Σd² = 34; 1 − 6 × 34 ÷ (5 × 24) = −0.7.
    expect(source(resolved, "ensemble").ic).toBeCloseTo(-0.7, 12);
  });

  it("bands the ensemble by decile, with the excess over the mean", () => {
    const bands = source(resolved, "ensemble").bands;
    expect(bands[8]).toEqual([1, 0.12371332990221307, 0.12371332990221307 - MEAN, 1]);
    expect(bands[9]?.[3]).toBe(0);
    expect(bands[1]).toEqual([0, 0, 0, 0]);
    expect(bands.reduce((n, band) => n + band[0], 0)).toBe(5);
  });

  it("RSI 14: XOM at exactly 50 makes no call; AAPL (75) hits, GE (100) misses, NVDA (0) and MSFT (25) miss", () => {
    const rsi = source(resolved, "rsi_14");
    expect(rsi).toMatchObject({ calls: 4, hits: 1, favourableHits: 1, unfavourableHits: 0 });
    // The same order as the scores: the same −0.7.
    expect(rsi.ic).toBeCloseTo(-0.7, 12);
    // Percentile bands: 0 → 1, 25 → 3, 50 → 6, 75 → 8, 100 → 10.
    expect(rsi.bands.map((band) => band[0])).toEqual([1, 0, 1, 0, 0, 1, 0, 1, 0, 1]);
  });

  it("an unranked voter makes no call and has no IC", () => {
    expect(source(resolved, "momentum_12_1")).toMatchObject({ calls: 0, hits: 0, ic: null });
  });

  it("a stock without a bar on the resolution date has no outcome and leaves every figure", () => {
    const partial = resolvePredictionDate(
      "2017-10-12",
      "2017-11-10",
      columns([174.67, Number.NaN, 83.87, 216.14, 82.94]),
    );
    expect(partial.outcomes).toBe(4);
    // (0.12371332990221307 + 0.08752593360995853 + 0.13144532272417941 + 0.015500648921321192) ÷ 4
    expect(partial.meanReturn).toBeCloseTo(0.3581852351576722 / 4, 15);
    expect(source(partial, "ensemble").favourableCalls).toBe(1);
  });

  it("a date whose resolution is not held resolves nothing", () => {
    const none = resolvePredictionDate("2017-11-10", "2017-12-12", columns(new Array(5).fill(Number.NaN)));
    expect(none).toMatchObject({ scored: 5, outcomes: 0, meanReturn: null, sources: [] });
  });
});

describe("window sums", () => {
  it("percentileBand: tenths, 100 in band 10", () => {
    expect([0, 9.99, 10, 49.9, 50, 99.9, 100].map(percentileBand)).toEqual([1, 1, 2, 5, 6, 10, 10]);
  });

  it("windowStart: 90 days ending 2017-11-10 start on 2017-08-13", () => {
    expect(windowStart("2017-11-10", 90)).toBe("2017-08-13");
    expect(windowStart("2017-11-10", 1)).toBe("2017-11-10");
  });

  it("nonOverlappingT uses the newest value and every 21st before it", () => {
    // 43 values: indices 42, 21 and 0 are used: 0.3, 0.2, 0.1 → mean 0.2, sd 0.1, t = 0.2 ÷ (0.1 ÷ √3).
    const values = Array.from({ length: 43 }, (_, i) =>
      i === 42 ? 0.3 : i === 21 ? 0.2 : i === 0 ? 0.1 : 99,
    );
    const t = nonOverlappingT(values);
    expect(t.dates).toBe(3);
    expect(t.t).toBeCloseTo(0.2 / (0.1 / Math.sqrt(3)), 12);
    expect(nonOverlappingT([0.5])).toEqual({
      dates: 1,
      t: null,
      reason: "fewer_than_2_non_overlapping_dates",
    });
  });

  it("accuracyOf sums the window's resolutions", () => {
    const resolved = resolvePredictionDate("2017-10-12", "2017-11-10", columns());
    const stored = (r: typeof resolved): StoredSource => ({
      ...source(r, "ensemble"),
      predictionDate: r.predictionDate,
      resolvesOn: r.resolvesOn,
    });
    const date = {
      predictionDate: "2017-10-12",
      resolvesOn: "2017-11-10",
      scored: 5,
      outcomes: 5,
      meanReturn: resolved.meanReturn,
      longAbsoluteHits: 1,
      shortAbsoluteHits: 0,
    };
    const summary = accuracyOf([date, date], [stored(resolved), stored(resolved)]);
    expect(summary).toMatchObject({ dates: 2, predictionsResolved: 10, calls: 8, hits: 2, hitRate: 0.25 });
    expect(summary.long).toMatchObject({
      calls: 4,
      hits: 2,
      hitRate: 0.5,
      absoluteHits: 2,
      absoluteHitRate: 0.5,
    });
    // LONG mean return: AAPL and GE, twice: (0.12371332990221307 − 0.11106290672451202) ÷ 2.
    expect(summary.long.meanReturn).toBeCloseTo((0.12371332990221307 - 0.11106290672451202) / 2, 15);
    expect(summary.short.meanExcessReturn).toBeCloseTo(
      (0.08752593360995853 + 0.13144532272417941) / 2 - MEAN,
      15,
    );
    expect(summary.meanIc).toBeCloseTo(-0.7, 12);
    expect(summary.icSd).toBe(0);
    // Decile 10 (GE) minus decile 1 (NVDA).
    expect(summary.longShortSpread).toBeCloseTo(-0.11106290672451202 - 0.13144532272417941, 15);
    const empty = accuracyOf([], []);
    expect(empty).toMatchObject({ dates: 0, hitRate: null, meanIc: null, longShortSpread: null });
    expect((empty.deciles[0] as { predictions: number }).predictions).toBe(0);
  });

  it("bands are plain arrays (stored as JSON)", () => {
    const resolved = resolvePredictionDate("2017-10-12", "2017-11-10", columns());
    const bands = source(resolved, "ensemble").bands as BandSums[];
    expect(JSON.parse(JSON.stringify(bands))).toEqual(bands);
  });
});
