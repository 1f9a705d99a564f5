import { describe, expect, it } from "vitest";
import { historicalVarScenario, InsufficientTailError, scenarioCounts } from "./varScenario.js";

describe("non-overlapping scenarios", () => {
  // 405 observations, horizon 2: 202 blocks counted back from the newest, the oldest observation dropped.
  // Position A (weight 0.8) returns 0.01 every day except a -0.05 day on each of the 12 newest blocks'
  // second day; position B (weight -0.2, short) returns 0 throughout.
  const n = 405;
  const dates = Array.from({ length: n }, (_, i) => `d${String(i).padStart(3, "0")}`);
  const a = dates.map((_, i) => (i >= n - 24 && (i - 1) % 2 === 1 ? -0.05 : 0.01));
  const b = dates.map(() => 0);

  it("blocks back from the newest, compounding each position's returns", () => {
    const result = historicalVarScenario({
      dates,
      positions: [
        { weight: 0.8, returns: a },
        { weight: -0.2, returns: b },
      ],
      confidence: 0.95,
      horizon: 2,
    });
    // floor(405/2) = 202 blocks, k = ⌈202 · 0.05⌉ = 11. The 12 blocks with a -5% day each lose
    // -0.8 · ((1.01)(0.95) - 1) = 0.0324; the k-th worst and the mean of the k worst are that loss.
    expect(result).toMatchObject({
      observations: 405,
      scenarios: 202,
      droppedObservations: 1,
      tailObservations: 11,
    });
    expect(result.firstDate).toBe("d001");
    expect(result.lastDate).toBe("d404");
    // Twelve equal losses: the oldest of them is named worst (d381..d382).
    expect(result.worst).toMatchObject({ start: "d381", end: "d382" });
    expect(result.var).toBeCloseTo(0.0324, 12);
    expect(result.expectedShortfall).toBeCloseTo(0.0324, 12);
    expect(result.worst.loss).toBeCloseTo(0.0324, 12);
  });

  it("refuses fewer than ten tail observations", () => {
    // 181 blocks at 95%: ⌈9.05⌉ = 10 (accepted); 180: 9 (refused).
    expect(scenarioCounts(181, 1, 0.95)).toEqual({ scenarios: 181, tailObservations: 10 });
    expect(scenarioCounts(2520, 30, 0.9)).toEqual({ scenarios: 84, tailObservations: 9 });
    expect(() =>
      historicalVarScenario({
        dates: dates.slice(0, 180),
        positions: [{ weight: 1, returns: a.slice(0, 180) }],
        confidence: 0.95,
        horizon: 1,
      }),
    ).toThrow(InsufficientTailError);
  });
});
