import { describe, expect, it } from "vitest";
import type { VoterRecord } from "./crossSection.js";
import { equalWeights, icWeights, MIN_IC_OBSERVATIONS, pearson, spearman } from "./optimizer.js";
import { VOTER_NAMES } from "./voters.js";

const record = <T>(value: T) =>
  Object.fromEntries(VOTER_NAMES.map((voter) => [voter, value])) as VoterRecord<T>;

describe("spearman", () => {
  it("is the Pearson correlation of average ranks", () => {
    // y's ranks 1, 2, 3.5, 5, 3.5; deviations from 3: −2 −1 .5 2 .5 against −2 −1 0 1 2:
    // 8 ÷ √(10 × 9.5) = 0.8207826816681233 (python3).
    expect(spearman([1, 2, 3, 4, 5], [5, 6, 7, 8, 7])).toBeCloseTo(0.8207826816681233, 15);
    expect(spearman([1, 2, 3], [30, 20, 10])).toBeCloseTo(-1, 15);
  });

  it("is null under three pairs or without spread", () => {
    expect(spearman([1, 2], [1, 2])).toBeNull();
    expect(spearman([1, 2, 3], [4, 4, 4])).toBeNull();
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNull();
    expect(() => spearman([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});

describe("icWeights", () => {
  it("weights voters by their positive mean IC", () => {
    const ics = Array.from({ length: MIN_IC_OBSERVATIONS }, (_, k) => ({
      ...record<number | null>(-0.01),
      momentum_12_1: k % 2 === 0 ? 0.04 : 0.02,
      rsi_14: 0.01,
    }));
    const weights = icWeights(ics);
    expect(weights.basis).toBe("ic_weighted");
    // Means: momentum (32 × 0.04 + 31 × 0.02) ÷ 63 = 1.9 ÷ 63; rsi 0.01; the others −0.01 → 0.
    const momentum = 1.9 / 63;
    expect(weights.meanIc.momentum_12_1).toBeCloseTo(momentum, 15);
    expect(weights.weights.momentum_12_1).toBeCloseTo(momentum / (momentum + 0.01), 12);
    expect(weights.weights.rsi_14).toBeCloseTo(0.01 / (momentum + 0.01), 12);
    expect(weights.weights.low_volatility).toBe(0);
    expect(Object.values(weights.weights).reduce((sum, w) => sum + w, 0)).toBeCloseTo(1, 15);
    expect(weights.observations.momentum_12_1).toBe(63);
  });

  it("stays equal while fewer than 63 ICs are realised, and when none is positive", () => {
    const warm = icWeights(
      Array.from({ length: MIN_IC_OBSERVATIONS - 1 }, () => record<number | null>(0.05)),
    );
    expect(warm).toMatchObject({ basis: "equal_weight_warmup", weights: equalWeights() });
    expect(warm.meanIc.rsi_14).toBeCloseTo(0.05, 15);
    const negative = icWeights(Array.from({ length: 100 }, () => record<number | null>(-0.02)));
    expect(negative).toMatchObject({ basis: "equal_weight_no_positive_ic", weights: equalWeights() });
    expect(icWeights([]).meanIc.rsi_14).toBeNull();
  });

  it("skips a voter's null IC rather than counting it as zero", () => {
    const ics = Array.from({ length: 70 }, (_, k) => ({
      ...record<number | null>(0.01),
      rsi_14: k < 5 ? null : 0.03,
    }));
    const weights = icWeights(ics);
    expect(weights.observations.rsi_14).toBe(65);
    expect(weights.meanIc.rsi_14).toBeCloseTo(0.03, 15);
  });
});
