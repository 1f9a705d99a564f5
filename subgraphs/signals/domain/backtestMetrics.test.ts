/**
 * Metrics of a six-session series, each figure recomputed with numpy (population moments for
 * skewness and kurtosis, sample standard deviation for volatility and Sharpe):
 * r = [0.01, −0.02, 0.03, 0, −0.01, 0.015], mean 0.004166…, sd 0.0180046.
 */
import { describe, expect, it } from "vitest";
import { backtestMetrics, yearlyReturns } from "./backtestMetrics.js";

const series = {
  dates: ["2016-12-29", "2016-12-30", "2017-01-03", "2017-01-04", "2017-01-05", "2017-01-06"],
  netReturns: [0.01, -0.02, 0.03, 0, -0.01, 0.015],
  costs: [0.001, 0, 0, 0.0005, 0, 0],
  turnover: [1, 0, 0, 0.5, 0, 0],
  // Invested going into every session but the fourth (flat from the third's close).
  grossExposure: [1, 1, 0, 1, 1, 1],
};

describe("backtestMetrics", () => {
  it("computes each metric over the window", () => {
    const m = backtestMetrics(series, 0, 5);
    expect(m.nObs).toBe(6);
    expect(m.sharpe).toBeCloseTo(3.6737098359653952, 12);
    expect(m.volatility).toBeCloseTo(0.2858146252381078, 12);
    // growth 1.0244385459 over 6 sessions, compounded to 252.
    expect(m.cagr).toBeCloseTo(1.756819062624004, 10);
    expect(m.sortino).toBeCloseTo(7.245688373094718, 12);
    // The 2% fall on the second session is the deepest from a peak.
    expect(m.maxDrawdown).toBeCloseTo(0.02, 12);
    expect(m.skewness).toBeCloseTo(0.0630842522510752, 12);
    expect(m.kurtosis).toBeCloseTo(1.922965087463076, 12);
    // Σ turnover 1.5 over 6 sessions × 252.
    expect(m.turnover).toBeCloseTo(63, 12);
    // Invested going in: sessions 2, 3, 5, 6 (−0.02, 0.03, −0.01, 0.015): 2 of 4 positive.
    expect(m.investedSessions).toBe(4);
    expect(m.hitRate).toBe(0.5);
    expect(m.totalCost).toBeCloseTo(0.0015, 15);
    expect(m.averageGrossExposure).toBeCloseTo(5 / 6, 15);
    expect(m.nullReasons).toEqual({});
  });

  it("says why a figure the window cannot establish is null", () => {
    const flat = { ...series, netReturns: [0, 0, 0, 0, 0, 0] };
    const m = backtestMetrics(flat, 0, 5);
    expect(m).toMatchObject({ sharpe: null, skewness: null, kurtosis: null, sortino: null, cagr: 0 });
    expect(m.nullReasons).toEqual({
      sharpe: "zero_volatility",
      skewness: "zero_volatility",
      kurtosis: "zero_volatility",
      sortino: "no_losing_sessions",
    });
    const one = backtestMetrics(series, 3, 3);
    // Session 4 alone: flat going in (the third session closed everything).
    expect(one.sharpe).toBeNull();
    expect(one.nullReasons.sharpe).toBe("fewer_than_2_observations");
    expect(one.nullReasons.hitRate).toBe("never_invested");
    expect(backtestMetrics(series, 3, 2).nullReasons.turnover).toBe("no_observations");
  });

  it("compounds each calendar year's sessions", () => {
    expect(yearlyReturns(series, 0, 5)).toEqual([
      { year: 2016, return: expect.closeTo(1.01 * 0.98 - 1, 15), nObs: 2 },
      { year: 2017, return: expect.closeTo(1.03 * 1 * 0.99 * 1.015 - 1, 15), nObs: 4 },
    ]);
  });
});
