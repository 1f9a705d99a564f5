/** Known answers of the TWAP slicing and its whole-share rule, worked out by hand. */
import { describe, expect, it } from "vitest";
import { wholeShareSlices } from "./executionSlices.js";
import { twapPlan } from "./twapPlan.js";

describe("twapPlan", () => {
  it("1,001 shares over 60 one-minute slices: 16 or 17 each, 41 of 17, the odd shares spread evenly", () => {
    // ⌊(i+1)·1001/60⌋ − ⌊i·1001/60⌋: 16, 17, 17, 16, 17, 17, … (1001 = 60 × 16 + 41).
    const plan = twapPlan(1001, 60);
    expect(plan.slices).toHaveLength(60);
    expect(plan.slices.slice(0, 4)).toEqual([
      { index: 0, startMinute: 0, endMinute: 1, shares: 16, cumulativeShares: 16 },
      { index: 1, startMinute: 1, endMinute: 2, shares: 17, cumulativeShares: 33 },
      { index: 2, startMinute: 2, endMinute: 3, shares: 17, cumulativeShares: 50 },
      { index: 3, startMinute: 3, endMinute: 4, shares: 16, cumulativeShares: 66 },
    ]);
    expect(plan.slices.at(-1)).toEqual({
      index: 59,
      startMinute: 59,
      endMinute: 60,
      shares: 17,
      cumulativeShares: 1001,
    });
    expect(plan.slices.filter((slice) => slice.shares === 17)).toHaveLength(41);
    expect(plan).toMatchObject({ minSliceShares: 16, maxSliceShares: 17, zeroShareSlices: 0 });
    // After every slice the cumulative quantity is the straight line rounded down.
    for (const slice of plan.slices) {
      expect(slice.cumulativeShares).toBe(Math.floor(((slice.index + 1) * 1001) / 60));
    }
  });

  it("fewer shares than minutes: the full window, one share every sixth minute", () => {
    const plan = twapPlan(10, 60);
    expect(plan.slices).toHaveLength(60);
    expect(plan.slices.filter((slice) => slice.shares === 1).map((slice) => slice.index)).toEqual([
      5, 11, 17, 23, 29, 35, 41, 47, 53, 59,
    ]);
    expect(plan).toMatchObject({ minSliceShares: 0, maxSliceShares: 1, zeroShareSlices: 50 });
  });

  it("the bounds: 1 share in 1 minute; 10,000,000 shares over 390 minutes", () => {
    expect(twapPlan(1, 1).slices).toEqual([
      { index: 0, startMinute: 0, endMinute: 1, shares: 1, cumulativeShares: 1 },
    ]);
    const big = twapPlan(10_000_000, 390);
    // 10,000,000 = 390 × 25,641 + 10.
    expect(big).toMatchObject({ minSliceShares: 25_641, maxSliceShares: 25_642 });
    expect(big.slices.at(-1)?.cumulativeShares).toBe(10_000_000);
  });
});

describe("wholeShareSlices", () => {
  it("allocates by weight, rounding the cumulative target down, in exact integers", () => {
    // Targets ⌊10·1/4⌋ = 2, ⌊10·3/4⌋ = 7, ⌊10·4/4⌋ = 10.
    expect(wholeShareSlices(10, [1, 2, 1])).toEqual([2, 5, 3]);
    expect(wholeShareSlices(5, [0, 3, 0])).toEqual([0, 5, 0]);
    // 10,000,000 × a session's volume is past 2^53: still exact.
    const shares = wholeShareSlices(10_000_000, [3_000_000_001, 3_000_000_001, 3_000_000_001]);
    expect(shares.reduce((sum, n) => sum + n, 0)).toBe(10_000_000);
    expect(shares).toEqual([3_333_333, 3_333_333, 3_333_334]);
  });

  it("refuses what it cannot allocate", () => {
    expect(() => wholeShareSlices(10, [0, 0])).toThrow(/sum to zero/);
    expect(() => wholeShareSlices(1.5, [1])).toThrow(/whole number/);
    expect(() => wholeShareSlices(10, [0.5])).toThrow(/whole numbers/);
  });
});
