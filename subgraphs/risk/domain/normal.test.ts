import { describe, expect, it } from "vitest";
import { normalCdf, normalQuantile } from "./normal.js";

// Known answers are 50-digit mpmath values (ncdf, sqrt(2)*erfinv(2p-1)) rounded to 15 or 16 significant digits.
// toBeCloseTo(v, 9) demands |error| < 5e-10.

describe("normalCdf", () => {
  it.each([
    [1.96, 0.9750021048517795],
    [-3, 0.0013498980316301],
    [0, 0.5],
    [1, 0.841344746068543],
    [-1, 0.158655253931457],
    [2.5, 0.993790334674224],
    [8, 0.999999999999999],
  ])("Φ(%s) = %s", (x, expected) => {
    expect(normalCdf(x)).toBeCloseTo(expected, 9);
  });

  it("keeps relative precision deep in the lower tail", () => {
    // An absolute tolerance would pass 0 here; the tail matters for small p-values and for Φ⁻¹'s refinement.
    expect(normalCdf(-6) / 9.86587645037698e-10).toBeCloseTo(1, 12);
    expect(normalCdf(-10) / 7.61985302416053e-24).toBeCloseTo(1, 12);
  });

  it("is symmetric and saturates at the ends", () => {
    expect(normalCdf(0.7) + normalCdf(-0.7)).toBeCloseTo(1, 15);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe("normalQuantile", () => {
  it.each([
    [0.975, 1.959963984540054],
    [0.5, 0],
    [0.025, -1.95996398454005],
    [0.99, 2.32634787404084],
    [0.001, -3.09023230616781],
    [0.3, -0.524400512708041],
    [0.9999, 3.71901648545568],
    [1e-10, -6.36134090240406],
  ])("Φ⁻¹(%s) = %s", (p, expected) => {
    expect(normalQuantile(p)).toBeCloseTo(expected, 9);
  });

  it("returns exactly 0 at the median", () => {
    expect(normalQuantile(0.5)).toBe(0);
  });

  it("inverts normalCdf", () => {
    for (const x of [-8, -4.2, -1.5, -0.01, 0.3, 2.7, 3.9]) {
      expect(normalQuantile(normalCdf(x))).toBeCloseTo(x, 9);
    }
  });

  it("maps the closed ends to infinities and rejects probabilities outside [0, 1]", () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(normalQuantile(-0.1)).toBeNaN();
    expect(normalQuantile(1.1)).toBeNaN();
    expect(normalQuantile(Number.NaN)).toBeNaN();
  });
});
