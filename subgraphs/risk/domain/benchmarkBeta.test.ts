import { describe, expect, it } from "vitest";
import { benchmarkBeta } from "./benchmarkBeta.js";

const bars = (closes: number[], skip: number[] = []) =>
  closes
    .map((close, i) => ({ date: `2020-01-${String(i + 1).padStart(2, "0")}`, close }))
    .filter((_, i) => !skip.includes(i));

describe("benchmarkBeta", () => {
  it("regresses the instrument's returns on the benchmark's over their common last sessions", () => {
    // Instrument moves exactly twice the benchmark's return each day: beta 2, R² 1.
    const spy = [100, 101, 99, 102, 101, 103];
    const own = [50];
    for (let i = 1; i < spy.length; i++)
      own.push((own[i - 1] as number) * (1 + 2 * ((spy[i] as number) / (spy[i - 1] as number) - 1)));
    const fit = benchmarkBeta(bars(own), bars(spy), 3, 2);
    expect(fit.beta).toBeCloseTo(2, 12);
    expect(fit.rSquared).toBeCloseTo(1, 12);
    expect(fit).toMatchObject({
      observations: 3,
      windowStart: "2020-01-03",
      windowEnd: "2020-01-06",
      reason: null,
    });
  });

  it("says why it has none", () => {
    const spy = bars([100, 101, 99, 102]);
    expect(benchmarkBeta([], spy, 252, 2)).toMatchObject({ beta: null, reason: "not_in_universe" });
    expect(benchmarkBeta(bars([1, 2, 3, 4], [1, 2]), spy, 252, 2)).toMatchObject({
      beta: null,
      observations: 1,
      reason: "insufficient_history",
    });
    expect(benchmarkBeta(bars([1, 2, 3, 4]), bars([5, 5, 5, 5]), 252, 2)).toMatchObject({
      beta: null,
      reason: "benchmark_never_moved",
    });
  });
});
