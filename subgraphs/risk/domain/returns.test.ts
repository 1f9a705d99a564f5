import { describe, expect, it } from "vitest";
import {
  annualisedSharpe,
  annualisedVolatility,
  historicalVar,
  logReturns,
  simpleReturns,
} from "./returns.js";

// Hand series: +10%, -10%, flat, +10%, -5%. Expected figures from Python's statistics module
// (stdev with n - 1), not from the code under test.
const CLOSES = [100, 110, 99, 99, 108.9, 103.455];

describe("returns of a hand series", () => {
  it("computes simple and log returns", () => {
    const simple = simpleReturns(CLOSES);
    for (const [i, r] of [0.1, -0.1, 0, 0.1, -0.05].entries()) expect(simple[i]).toBeCloseTo(r, 12);
    const logs = logReturns(CLOSES);
    const expectedLogs = [
      0.09531017980432493, -0.10536051565782628, 0, 0.09531017980432493, -0.05129329438755058,
    ];
    for (const [i, r] of expectedLogs.entries()) expect(logs[i]).toBeCloseTo(r, 12);
  });

  it("annualises the sample std of log returns with √252", () => {
    expect(annualisedVolatility(logReturns(CLOSES))).toBeCloseTo(1.4125001992412838, 10);
  });

  it("annualises mean/std of simple returns with √252", () => {
    expect(annualisedSharpe(simpleReturns(CLOSES))).toBeCloseTo(1.7748239349298898, 10);
  });

  it("returns null Sharpe for a series that never moves", () => {
    expect(annualisedSharpe(simpleReturns([50, 50, 50, 50]))).toBeNull();
  });

  it("rejects non-positive prices instead of producing NaN", () => {
    expect(() => logReturns([10, 0, 10])).toThrow(RangeError);
  });
});

describe("historicalVar", () => {
  it("takes the worst day when n·tail < 1", () => {
    const simple = simpleReturns(CLOSES);
    expect(historicalVar(simple, 0.95)).toBeCloseTo(0.1, 12);
    expect(historicalVar(simple, 0.99)).toBeCloseTo(0.1, 12);
  });

  // Returns -0.049, -0.048, ..., +0.050 (100 days): 5% of 100 is exactly the 5th worst, not the 6th.
  const hundred = Array.from({ length: 100 }, (_, i) => (i + 1 - 50) / 1000);

  it("uses the ⌈n·tail⌉-th worst day without interpolation", () => {
    expect(historicalVar(hundred, 0.95)).toBeCloseTo(0.045, 12);
    expect(historicalVar(hundred, 0.99)).toBeCloseTo(0.049, 12);
    // 101 days: ⌈5.05⌉ = 6th worst.
    expect(historicalVar([...hundred, 0.2], 0.95)).toBeCloseTo(0.044, 12);
  });

  it("is negative when even the tail day was a gain", () => {
    expect(historicalVar([0.01, 0.02, 0.03], 0.95)).toBeCloseTo(-0.01, 12);
  });
});
