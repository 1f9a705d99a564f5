/**
 * Known answers of the slippage statistics from data/sample/prices/daily/SPY.csv, computed by hand (a
 * python pass): the 22 sessions 2021-03-02..2021-03-31, each |open / previous close − 1| in bps.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { OhlcvBar } from "./costEstimate.js";
import { nearestRank, openGaps, slippageStats } from "./slippage.js";

function spyBarsFrom(date: string): OhlcvBar[] {
  const text = readFileSync(new URL("../../../data/sample/prices/daily/SPY.csv", import.meta.url), "utf8");
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .filter(([day]) => (day as string) >= date)
    .map(([day, open, high, low, close, , volume]) => ({
      date: day as string,
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close),
      volume: Number(volume),
    }));
}

describe("open gaps", () => {
  it("SPY 2021-03-31: open 395.35 against 03-30's close 394.73 = +15.7069 bps", () => {
    const gaps = openGaps(spyBarsFrom("2021-03-30"));
    expect(gaps).toEqual([{ date: "2021-03-31", bps: expect.closeTo((395.35 / 394.73 - 1) * 10_000, 10) }]);
  });

  it("SPY's 22 sessions of March 2021: mean 37.9520, median 35.1149, p95 98.4869, signed mean +7.2270 bps", () => {
    // From the bar of 2021-03-01, so the first gap is 2021-03-02's.
    const stats = slippageStats(openGaps(spyBarsFrom("2021-03-01")));
    expect(stats.observations).toBe(22);
    expect(stats.meanBps).toBeCloseTo(37.95195889910588, 9);
    expect(stats.medianBps).toBeCloseTo(35.114921388596514, 9);
    // Nearest rank: the ⌈0.95 × 22⌉ = 21st smallest.
    expect(stats.p95Bps).toBeCloseTo(98.48685956995062, 9);
    expect(stats.meanSignedBps).toBeCloseTo(7.226983242854581, 9);
    expect(stats.nullReasons).toEqual({});
  });

  it("withholds the p95 under 20 observations and everything with none", () => {
    const few = slippageStats(openGaps(spyBarsFrom("2021-03-26")));
    expect(few.observations).toBe(3);
    expect(few.p95Bps).toBeNull();
    expect(few.nullReasons).toEqual({ p95Bps: "fewer_than_20_observations" });
    const none = slippageStats([]);
    expect(none).toMatchObject({ observations: 0, meanBps: null, medianBps: null, p95Bps: null });
    expect(Object.keys(none.nullReasons)).toEqual(["meanBps", "medianBps", "p95Bps", "meanSignedBps"]);
  });
});

describe("nearestRank", () => {
  it("is the ⌈p·n⌉-th smallest, whatever the order", () => {
    const values = Array.from({ length: 20 }, (_, i) => 20 - i);
    expect(nearestRank(values, 0.95)).toBe(19);
    expect(nearestRank(values, 0.5)).toBe(10);
    expect(nearestRank([3], 0.95)).toBe(3);
  });
});
