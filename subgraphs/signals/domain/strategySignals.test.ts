import { describe, expect, it } from "vitest";
import { bookView, lastIndexThrough } from "./strategySignals.js";

describe("bookView", () => {
  it("reads each position's change off its trade", () => {
    const view = bookView([
      ["AAA", 0.5, 0.5], // opened
      ["BBB", 0, -0.3], // closed
      ["CCC", 0.4, 0.1], // increased from 0.3
      ["DDD", -0.2, 0], // held short
      ["EEE", -0.1, -0.3], // flipped from +0.2
      ["FFF", 0.1, -0.05], // decreased from 0.15
    ]);
    expect(view.positions.map((p) => [p.ticker, p.side, p.change, p.previousWeight])).toEqual([
      ["AAA", "long", "opened", 0],
      ["CCC", "long", "increased", 0.3],
      ["DDD", "short", "held", -0.2],
      ["EEE", "short", "flipped", 0.2],
      ["FFF", "long", "decreased", 0.15],
    ]);
    expect(view.closed).toEqual([
      { ticker: "BBB", weight: 0, previousWeight: 0.3, side: "flat", change: "closed" },
    ]);
    expect(view.grossExposure).toBeCloseTo(1.3, 15);
    expect(view.netExposure).toBeCloseTo(0.7, 15);
    expect([view.longCount, view.shortCount]).toEqual([3, 2]);
  });
});

describe("lastIndexThrough", () => {
  it("finds the last date on or before a bound", () => {
    const dates = ["2017-01-03", "2017-01-04", "2017-01-06"];
    expect(lastIndexThrough(dates, "2017-01-05")).toBe(1);
    expect(lastIndexThrough(dates, "2017-01-06")).toBe(2);
    expect(lastIndexThrough(dates, "2016-12-31")).toBe(-1);
    expect(lastIndexThrough([], "2017-01-01")).toBe(-1);
  });
});
