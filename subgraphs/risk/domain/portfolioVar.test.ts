import { describe, expect, it } from "vitest";
import { empiricalTail, historicalVar, overlappingReturns, parametricNormalVar } from "./portfolioVar.js";

// Six daily returns; figures from Python (statistics.mean/stdev, NormalDist().inv_cdf), not the code.
const DAILY = [0.01, -0.02, 0.015, 0.03, -0.01, 0.005];

describe("historical VaR on overlapping horizon returns", () => {
  it("compounds each run of h consecutive days", () => {
    // (1.01)(0.98) - 1 = -0.0102, (0.98)(1.015) - 1 = -0.0053, …: n - h + 1 = 5 scenarios.
    const two = overlappingReturns(DAILY, 2);
    const expected = [-0.0102, -0.0053, 0.04545, 0.0197, -0.00505];
    expect(two).toHaveLength(5);
    for (const [i, r] of two.entries()) expect(r).toBeCloseTo(expected[i] as number, 12);
  });

  it("is the k-th worst loss, and CVaR the mean of the k worst", () => {
    // 5 scenarios at confidence 0.6: k = ⌈5 · 0.4⌉ = 2; worst two -0.0102, -0.0053.
    const result = historicalVar(DAILY, 2, 0.6);
    expect(result.scenarios).toBe(5);
    expect(result.tailObservations).toBe(2);
    expect(result.var).toBeCloseTo(0.0053, 12);
    expect(result.cvar).toBeCloseTo(0.00775, 12);
  });

  it("takes the worst scenario alone when the tail is thinner than one", () => {
    const result = empiricalTail(DAILY, 0.99);
    expect(result).toMatchObject({ tailObservations: 1, scenarios: 6 });
    expect(result.var).toBeCloseTo(0.02, 12);
    expect(result.cvar).toBeCloseTo(0.02, 12);
  });
});

describe("parametric normal VaR", () => {
  it("scales μ and σ to h sessions", () => {
    // μ = 0.005, σ = 0.017888543819998, h = 4, c = 0.95: VaR = σ·2·1.6448536 - 4μ, CVaR = σ·2·φ(z)/0.05 - 4μ.
    const result = parametricNormalVar(DAILY, 4, 0.95);
    expect(result.meanDaily).toBeCloseTo(0.005, 12);
    expect(result.volatilityDaily).toBeCloseTo(0.01788854381999832, 12);
    expect(result.var).toBeCloseTo(0.038848072366409137, 9);
    expect(result.cvar).toBeCloseTo(0.05379785689033686, 9);
  });
});
