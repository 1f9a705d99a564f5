import { describe, expect, it } from "vitest";
import { testRow } from "./decisionTestRows.js";
import { floorsFor, universeScan } from "./scan.js";
import { ADV_SESSIONS, type Adv, averageDollarVolume } from "./scanLiquidity.js";

describe("averageDollarVolume", () => {
  it("is the mean of close × volume over the newest 21 bars on or before the date", () => {
    const bars = Array.from({ length: 25 }, (_, i) => ({
      date: `2017-01-${String(i + 1).padStart(2, "0")}`,
      close: 10 + i,
      volume: 1000,
    }));
    // As of 01-22 (index 21): bars 1..21, closes 11..31, mean 21 → 21,000.
    expect(averageDollarVolume(bars, "2017-01-22")).toEqual({ value: 21_000, reason: null });
    expect(averageDollarVolume(bars.slice(0, ADV_SESSIONS - 1), "2017-01-31")).toEqual({
      value: null,
      reason: "fewer_than_21_sessions",
    });
  });
});

describe("universeScan", () => {
  const rows = [
    testRow({ ticker: "L1", direction: "LONG", conviction: 0.9, rank: 1 }),
    testRow({ ticker: "L2", direction: "LONG", conviction: 0.8, rank: 2 }),
    testRow({ ticker: "N", direction: "NEUTRAL", conviction: 0.1, rank: 3 }),
    testRow({ ticker: "S1", direction: "SHORT", conviction: 0.95, rank: 5 }),
    testRow({ ticker: "S2", direction: "SHORT", conviction: 0.85, rank: 4 }),
    testRow({ ticker: "U", scored: false }),
  ];
  const adv = new Map<string, Adv>([
    ["L1", { value: 6_000_000, reason: null }],
    ["L2", { value: 4_000_000, reason: null }],
    ["S1", { value: 8_000_000, reason: null }],
    ["S2", { value: 12_000_000, reason: null }],
    ["N", { value: 1e9, reason: null }],
  ]);

  it("applies 5,000,000 to LONG rows and 10,000,000 to SHORT rows by default", () => {
    const out = universeScan(rows, adv, { limit: 10, floors: floorsFor(null) });
    expect(out.rows.map((r) => r.row.ticker)).toEqual(["L1", "S2"]);
    expect(out).toMatchObject({
      scanned: 5,
      neutralExcluded: 1,
      belowFloorLong: 1,
      belowFloorShort: 1,
      advUnknownExcluded: 0,
      passed: 2,
      hasMore: false,
    });
  });

  it("sets both floors to min_adv_dollars, and 0 disables them", () => {
    expect(floorsFor(7_000_000)).toEqual({ long: 7_000_000, short: 7_000_000, basis: "min_adv_dollars" });
    const seven = universeScan(rows, adv, { limit: 10, floors: floorsFor(7_000_000) });
    expect(seven.rows.map((r) => r.row.ticker)).toEqual(["S1", "S2"]);
    const all = universeScan(rows, adv, { limit: 3, floors: floorsFor(0) });
    // Strongest conviction first: S1 0.95, L1 0.9, S2 0.85, L2 0.8.
    expect(all.rows.map((r) => r.row.ticker)).toEqual(["S1", "L1", "S2"]);
    expect(all).toMatchObject({ passed: 4, hasMore: true });
  });

  it("cannot clear a floor without an ADV", () => {
    const out = universeScan(rows, new Map(), { limit: 10, floors: floorsFor(null) });
    expect(out).toMatchObject({ passed: 0, advUnknownExcluded: 4 });
    expect(universeScan(rows, new Map(), { limit: 10, floors: floorsFor(0) }).passed).toBe(4);
  });
});
