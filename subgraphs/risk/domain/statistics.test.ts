import { describe, expect, it } from "vitest";
import {
  compound,
  maxDrawdown,
  olsFit,
  pearson,
  percentile,
  sampleCovariance,
  tailCount,
} from "./statistics.js";

// Hand series; expected figures from numpy (np.cov, np.corrcoef, np.percentile with its default
// linear method), not from the code under test.
const X = [0.01, -0.02, 0.015, 0.03, -0.01];
const Y = [0.02, -0.03, 0.01, 0.05, -0.02];

describe("sample statistics", () => {
  it("covariance, correlation and the OLS line of a hand series", () => {
    expect(sampleCovariance(X, Y)).toBeCloseTo(0.000625, 15);
    expect(pearson(X, Y)).toBeCloseTo(0.9737139888277435, 12);
    const fit = olsFit(Y, X);
    expect(fit?.beta).toBeCloseTo(1.5625, 12);
    expect(fit?.alpha).toBeCloseTo(-0.0018125, 12);
    expect(fit?.rSquared).toBeCloseTo(0.9737139888277435 ** 2, 12);
    expect(fit?.observations).toBe(5);
  });

  it("has no correlation or beta against a series that never moves", () => {
    expect(pearson(X, [1, 1, 1, 1, 1])).toBeNull();
    expect(olsFit(Y, [0, 0, 0, 0, 0])).toBeNull();
  });

  it("interpolates percentiles as numpy does", () => {
    const values = [3, 1, 4, 1, 5, 9, 2, 6];
    expect(percentile(values, 5)).toBeCloseTo(1, 12);
    expect(percentile(values, 25)).toBeCloseTo(1.75, 12);
    expect(percentile(values, 50)).toBeCloseTo(3.5, 12);
    expect(percentile(values, 95)).toBeCloseTo(7.95, 12);
  });

  it("counts the tail as ⌈n·(1 - c)⌉, at least one, without binary rounding pushing it up", () => {
    expect(tailCount(200, 0.95)).toBe(10);
    expect(tailCount(1000, 0.99)).toBe(10);
    expect(tailCount(181, 0.95)).toBe(10);
    expect(tailCount(180, 0.95)).toBe(9);
    expect(tailCount(10, 0.9999)).toBe(1);
  });

  it("finds the largest fall from a running peak", () => {
    // Peak 120 at index 2, trough 84 at index 4: 1 - 84/120 = 0.3; the later fall 130 → 110 is smaller.
    const dd = maxDrawdown([100, 110, 120, 90, 84, 130, 110]);
    expect(dd.maxDrawdown).toBeCloseTo(0.3, 12);
    expect(dd).toMatchObject({ peakIndex: 2, troughIndex: 4 });
    expect(maxDrawdown([1, 2, 3]).maxDrawdown).toBe(0);
  });

  it("compounds simple returns", () => {
    expect(compound([0.1, -0.1])).toBeCloseTo(-0.01, 15);
    expect(compound([])).toBe(0);
  });
});
