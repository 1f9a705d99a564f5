import { describe, expect, it } from "vitest";
import {
  averageRanks,
  blend,
  blendedScore,
  percentiles,
  rankBook,
  type VoterRecord,
} from "./crossSection.js";
import { VOTER_NAMES } from "./voters.js";

const record = <T>(value: T) =>
  Object.fromEntries(VOTER_NAMES.map((voter) => [voter, value])) as VoterRecord<T>;

describe("averageRanks", () => {
  it("ranks ascending from 1, ties sharing the mean of the ranks they span", () => {
    expect(averageRanks([3, 1, 2, 2])).toEqual([4, 1, 2.5, 2.5]);
    expect(averageRanks([7, 7, 7])).toEqual([2, 2, 2]);
    expect(averageRanks([])).toEqual([]);
  });
});

describe("percentiles", () => {
  it("maps ranks onto 0..100 with 100 the most favourable, leaving nulls unranked", () => {
    expect(percentiles([10, null, 30, 20], true)).toEqual([0, null, 100, 50]);
    // Lower is better: the smallest value is the most favourable.
    expect(percentiles([10, null, 30, 20], false)).toEqual([100, null, 0, 50]);
  });

  it("gives ties the percentile of their average rank; a lone value is the median", () => {
    // Ranks 1.5, 1.5, 3 of 3: 100 × 0.5 ÷ 2 = 25.
    expect(percentiles([1, 1, 2], true)).toEqual([25, 25, 100]);
    expect(percentiles([null, 4], true)).toEqual([null, 50]);
    expect(percentiles([Number.NaN, 1, 2], true)).toEqual([null, 0, 100]);
  });
});

describe("blend", () => {
  it("centres each percentile to −1..+1, weights it, and sums the contributions to the score", () => {
    const weights = { ...record(0), momentum_12_1: 0.5, rsi_14: 0.25, trend_sma200: 0.25 };
    const pct = { ...record<number | null>(50), momentum_12_1: 100, rsi_14: 0, trend_sma200: 75 };
    const { score, contributions, weightPresent } = blend(pct, weights);
    // 0.5 × (100/50 − 1) + 0.25 × (0/50 − 1) + 0.25 × (75/50 − 1) = 0.5 − 0.25 + 0.125 = 0.375
    expect(score).toBeCloseTo(0.375, 15);
    expect(weightPresent).toBe(1);
    expect(contributions).toMatchObject({
      momentum_12_1: 0.5,
      rsi_14: -0.25,
      trend_sma200: 0.125,
      volume_surge: 0,
    });
    expect(blendedScore(pct, weights)).toBeCloseTo(0.375, 15);
  });

  it("renormalises over the voters present (a momentum withheld as implausible)", () => {
    const weights = { ...record(0), momentum_12_1: 0.5, rsi_14: 0.25, trend_sma200: 0.25 };
    const pct = { ...record<number | null>(50), momentum_12_1: null, rsi_14: 100, trend_sma200: 100 };
    const { score, contributions } = blend(pct, weights);
    // (0.25 × 1 + 0.25 × 1) ÷ 0.5 = 1
    expect(score).toBeCloseTo(1, 15);
    expect(contributions.momentum_12_1).toBeNull();
    expect(contributions.rsi_14).toBeCloseTo(0.5, 15);
  });

  it("has no score when no weighted voter is present", () => {
    const weights = { ...record(0), momentum_12_1: 1 };
    expect(blend({ ...record<number | null>(80), momentum_12_1: null }, weights).score).toBeNull();
    expect(blendedScore({ ...record<number | null>(80), momentum_12_1: null }, weights)).toBeNull();
  });
});

describe("rankBook", () => {
  it("ranks by score, then ticker; percentile 100 best, deciles 10 best, sides and conviction", () => {
    const book = rankBook([
      { ticker: "B", score: 0.2 },
      { ticker: "A", score: -0.4 },
      { ticker: "D", score: 0.2 },
      { ticker: "C", score: 0.9 },
    ]);
    // n = 4: percentile 100 × (4 − rank) ÷ 3; decile ⌈10 × (5 − rank) ÷ 4⌉ = 10, 8, 5, 3.
    expect(book.get("C")).toEqual({ rank: 1, percentile: 100, decile: 10, direction: "LONG", conviction: 1 });
    expect(book.get("B")).toMatchObject({ rank: 2, decile: 8, direction: "LONG" });
    expect(book.get("B")!.percentile).toBeCloseTo(200 / 3, 12);
    expect(book.get("B")!.conviction).toBeCloseTo(1 / 3, 12);
    expect(book.get("D")).toMatchObject({ rank: 3, decile: 5, direction: "NEUTRAL" });
    expect(book.get("A")).toEqual({ rank: 4, percentile: 0, decile: 3, direction: "SHORT", conviction: 1 });
  });

  it("makes ten equal deciles of a hundred stocks", () => {
    const book = rankBook(Array.from({ length: 100 }, (_, k) => ({ ticker: `T${k}`, score: k })));
    const sizes = new Map<number, number>();
    for (const { decile } of book.values()) sizes.set(decile, (sizes.get(decile) ?? 0) + 1);
    expect([...sizes.entries()].sort((a, b) => a[0] - b[0])).toEqual(
      Array.from({ length: 10 }, (_, k) => [k + 1, 10]),
    );
    expect(book.get("T99")).toMatchObject({ rank: 1, decile: 10 });
    expect(book.get("T0")).toMatchObject({ rank: 100, decile: 1, percentile: 0 });
  });
});
