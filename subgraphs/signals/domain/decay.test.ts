import { describe, expect, it } from "vitest";
import { halfLife } from "./decay.js";

describe("halfLife", () => {
  const lags = [0, 1, 2, 3, 5, 10, 21];

  it("interpolates linearly where the curve first falls to half its lag-0 value", () => {
    // 0.04 → half 0.02, crossed between lag 2 (0.03) and lag 3 (0.01): 2 + (0.03 − 0.02) ÷ 0.02 = 2.5.
    expect(halfLife(lags, [0.04, 0.035, 0.03, 0.01, 0, 0, 0])).toBeCloseTo(2.5, 12);
    // Exactly half at lag 5.
    expect(halfLife(lags, [0.04, 0.04, 0.04, 0.04, 0.02, 0, 0])).toBeCloseTo(5, 12);
  });

  it("takes the curve in the direction of its lag-0 sign", () => {
    expect(halfLife(lags, [-0.04, -0.035, -0.03, -0.01, 0, 0, 0])).toBeCloseTo(2.5, 12);
    // A sign change counts as a fall below half.
    expect(halfLife(lags, [0.04, -0.01, 0, 0, 0, 0, 0])).toBeCloseTo(0 + (0.04 - 0.02) / 0.05, 12);
  });

  it("is null when the curve never falls to half, or starts at 0", () => {
    expect(halfLife(lags, [0.04, 0.04, 0.039, 0.035, 0.03, 0.025, 0.021])).toBeNull();
    expect(halfLife(lags, [0, 0.01, 0, 0, 0, 0, 0])).toBeNull();
  });
});
