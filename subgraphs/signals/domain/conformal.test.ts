import { describe, expect, it } from "vitest";
import {
  bandFor,
  calibrate,
  conformalQuantile,
  coverage,
  leastSquares,
  type RealisedPair,
} from "./conformal.js";

describe("conformalQuantile", () => {
  it("is the ⌈(n + 1)(1 − α)⌉-th smallest score", () => {
    const scores = Float64Array.from({ length: 9 }, (_, k) => k + 1); // 1..9
    // n = 9: α 0.1 → ⌈10 × 0.9⌉ = 9th → 9; α 0.5 → ⌈5⌉ = 5th → 5; α 0.25 → ⌈7.5⌉ = 8th → 8.
    expect(conformalQuantile(scores, 0.1)).toBe(9);
    expect(conformalQuantile(scores, 0.5)).toBe(5);
    expect(conformalQuantile(scores, 0.25)).toBe(8);
  });

  it("is null when α is too small for the window (the rank passes n)", () => {
    // n = 9, α 0.05: ⌈10 × 0.95⌉ = 10 > 9.
    expect(conformalQuantile(Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), 0.05)).toBeNull();
  });
});

describe("coverage", () => {
  it("is the share of sorted scores at or below q", () => {
    const sorted = Float64Array.from([0.1, 0.2, 0.2, 0.5, 0.9]);
    expect(coverage(sorted, 0.2)).toBe(0.6);
    expect(coverage(sorted, 0.05)).toBe(0);
    expect(coverage(sorted, 1)).toBe(1);
    expect(coverage(new Float64Array(), 1)).toBe(0);
  });
});

describe("leastSquares", () => {
  it("fits y = a + b x", () => {
    // y = 1 + 2x exactly.
    expect(leastSquares([0, 1, 2, 3], [1, 3, 5, 7])).toEqual({ intercept: 1, slope: 2 });
    // No spread in x: a flat line at y's mean.
    expect(leastSquares([2, 2], [1, 3])).toEqual({ intercept: 2, slope: 0 });
    expect(() => leastSquares([], [])).toThrow(RangeError);
  });
});

describe("calibrate and bandFor", () => {
  const pair = (score: number, z: number, sigma = 0.02): RealisedPair => ({
    score,
    sigma,
    realised: z * sigma,
  });

  it("centres on the fitted line, scales by σ, and measures coverage on the test window only", () => {
    // Fit: z = 0.5 + 1 × score exactly.
    const fit = [pair(-1, -0.5), pair(0, 0.5), pair(1, 1.5)];
    // Calibration residuals |z − (0.5 + score)| = 0.1 … 0.9 (score 0).
    const calibration = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((e, k) =>
      pair(0, 0.5 + (k % 2 ? e : -e)),
    );
    // Test residuals 0.15, 0.35, 0.55, 0.95.
    const test = [0.15, 0.35, 0.55, 0.95].map((e) => pair(0, 0.5 + e, 0.01));
    const model = calibrate(fit, calibration, test);
    expect(model.intercept).toBeCloseTo(0.5, 12);
    expect(model.slope).toBeCloseTo(1, 12);
    expect([...model.calibration].map((e) => Number(e.toFixed(12)))).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9,
    ]);
    // α 0.25: the 8th of 9 → q 0.8; three of four test residuals are ≤ 0.8.
    const band = bandFor(model, 0.25, 0.2, 0.03)!;
    expect(band.quantile).toBeCloseTo(0.8, 12);
    expect(band.empiricalCoverage).toBe(0.75);
    // Centre 0.03 × (0.5 + 0.2) = 0.021; half-width 0.03 × 0.8 = 0.024.
    expect(band.center).toBeCloseTo(0.021, 12);
    expect(band.lower).toBeCloseTo(-0.003, 12);
    expect(band.upper).toBeCloseTo(0.045, 12);
    expect(bandFor(model, 0.05, 0.2, 0.03)).toBeNull();
  });

  it("covers 1 − α of exchangeable data, as the guarantee says", () => {
    // A deterministic stand-in for i.i.d. noise: the fractional parts of k × the golden ratio.
    const noise = (k: number) => ((k * 0.6180339887498949) % 1) * 2 - 1;
    const pairs = Array.from({ length: 3000 }, (_, k) =>
      pair(noise(k + 7), noise(k + 7) + 3 * noise(3 * k + 1)),
    );
    const model = calibrate(pairs.slice(0, 1000), pairs.slice(1000, 2000), pairs.slice(2000));
    for (const alpha of [0.05, 0.1, 0.2, 0.5]) {
      expect(bandFor(model, alpha, 0, 0.02)!.empiricalCoverage).toBeCloseTo(1 - alpha, 1);
    }
  });

  it("needs pairs to calibrate and to test", () => {
    expect(() => calibrate([pair(0, 0)], [], [pair(0, 0)])).toThrow(RangeError);
  });
});
