import { describe, expect, it } from "vitest";
import { historicalVar, simpleReturns } from "./returns.js";
import { MIN_RETURNS, riskProfile, WINDOW_RETURNS } from "./riskProfile.js";

/** n + 1 closes on consecutive days from 2020-01-01, alternating +1% / -0.5%. */
function series(returns: number): { date: string; close: number }[] {
  let close = 100;
  return Array.from({ length: returns + 1 }, (_, i) => {
    if (i > 0) close *= i % 2 === 1 ? 1.01 : 0.995;
    return { date: new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10), close };
  });
}

describe("riskProfile", () => {
  it("is null with insufficient_history below the minimum, keeping the facts it has", () => {
    const profile = riskProfile("split_adjusted", series(MIN_RETURNS - 1));
    expect(profile).toMatchObject({
      reason: "insufficient_history",
      annualisedVolatility: null,
      var95: null,
      var99: null,
      sharpe: null,
      observations: MIN_RETURNS - 1,
      windowStart: "2020-01-01",
      priceBasis: "split_adjusted",
    });
  });

  it("computes at exactly the minimum", () => {
    const profile = riskProfile("unadjusted", series(MIN_RETURNS));
    expect(profile.reason).toBeNull();
    expect(profile.observations).toBe(MIN_RETURNS);
    // The worst day is the -0.5% one in both tails.
    expect(profile.var95).toBeCloseTo(0.005, 12);
    expect(profile.var99).toBeCloseTo(0.005, 12);
  });

  it("keeps only the last year of returns, whatever order the closes arrive in", () => {
    const closes = series(WINDOW_RETURNS + 40);
    const profile = riskProfile("split_adjusted", [...closes].reverse());
    const window = closes.slice(-(WINDOW_RETURNS + 1));
    expect(profile.observations).toBe(WINDOW_RETURNS);
    expect(profile.windowStart).toBe(window[0]!.date);
    expect(profile.windowEnd).toBe(closes.at(-1)!.date);
    expect(profile.var95).toBe(historicalVar(simpleReturns(window.map((c) => c.close)), 0.95));
  });

  it("reports a non-positive close instead of computing through it", () => {
    const closes = series(MIN_RETURNS + 5);
    closes[10] = { ...closes[10]!, close: 0 };
    expect(riskProfile("unadjusted", closes)).toMatchObject({ reason: "non_positive_close", var95: null });
  });
});
