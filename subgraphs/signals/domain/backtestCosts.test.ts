/** The cost model by hand: commission, the ADV bucket's half-spread, the square-root impact. */
import { describe, expect, it } from "vitest";
import { COST_MODEL, tradeCost } from "./backtestCosts.js";

describe("tradeCost", () => {
  it("a 10% trade in a $2bn-ADV name with 1% daily volatility", () => {
    // ADV 2e9 → 1 bp half-spread; Q = 0.1 × $10m = $1m; impact = 1 × 0.01 × √(1e6 / 2e9).
    const sd1pct = [0.01, -0.01, 0.01, -0.01];
    const sigma = Math.sqrt((4 * 0.0001) / 3);
    const cost = tradeCost(0.1, [2e9, 2e9], sd1pct);
    expect(cost.commission).toBe(0.00005);
    expect(cost.halfSpread).toBe(0.0001);
    expect(cost.impact).toBeCloseTo(sigma * Math.sqrt(1e6 / 2e9), 15);
    expect(cost.total).toBeCloseTo(0.00015 + sigma * Math.sqrt(1e6 / 2e9), 15);
  });

  it("buckets the half-spread by ADV and sells cost the same as buys", () => {
    expect(tradeCost(0.01, [5e8], []).halfSpread).toBe(0.0002);
    expect(tradeCost(0.01, [5e7], []).halfSpread).toBe(0.0005);
    expect(tradeCost(0.01, [5e6], []).halfSpread).toBe(0.001);
    expect(tradeCost(-0.01, [5e6], [0.02, 0]).total).toBe(tradeCost(0.01, [5e6], [0.02, 0]).total);
  });

  it("with no volume, the widest spread and a full participation", () => {
    const cost = tradeCost(0.05, [0, 0], [0.02, -0.02]);
    expect(cost.halfSpread).toBe(0.001);
    expect(cost.impact).toBeCloseTo(Math.sqrt(0.0008), 15);
    expect(COST_MODEL.capitalUsd).toBe(10_000_000);
  });
});
