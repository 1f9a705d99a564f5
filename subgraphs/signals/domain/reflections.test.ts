import { describe, expect, it } from "vitest";
import type { BandSums, StoredSource } from "./accuracy.js";
import { trackOf } from "./believability.js";
import { byEvidence, findingOf, reflectionOf, spreadOf } from "./reflections.js";

const bands = (excess: number[]): BandSums[] => excess.map((e): BandSums => [10, 0, 10 * e, 5]);

describe("reflections", () => {
  it("reads |t| ≥ 2 as support or contradiction", () => {
    expect(findingOf(2)).toBe("rule_supported");
    expect(findingOf(-2.5)).toBe("rule_contradicted");
    expect(findingOf(1.99)).toBe("inconclusive");
    expect(findingOf(null)).toBe("inconclusive");
  });

  it("the spread is the favourable half's mean excess minus the unfavourable half's", () => {
    const excess = [-0.05, -0.04, -0.03, -0.02, -0.01, 0.01, 0.02, 0.03, 0.04, 0.05];
    // Voter: bands 6–10 (mean 0.03) minus 1–5 (mean −0.03) = 0.06.
    expect(spreadOf("rsi_14", bands(excess))).toBeCloseTo(0.06, 15);
    // Ensemble: deciles 8–10 (0.04) minus 1–3 (−0.04) = 0.08.
    expect(spreadOf("ensemble", bands(excess))).toBeCloseTo(0.08, 15);
  });

  it("fills its template from the figures, and sorts the strongest evidence first", () => {
    const day = (resolvesOn: string, hits: number): StoredSource => ({
      source: "reversal_1m",
      predictionDate: resolvesOn,
      resolvesOn,
      calls: 10,
      hits,
      favourableCalls: 5,
      favourableHits: Math.ceil(hits / 2),
      unfavourableCalls: 5,
      unfavourableHits: Math.floor(hits / 2),
      ic: 0.05,
      bands: bands([-0.01, -0.01, -0.01, -0.01, -0.01, 0.01, 0.01, 0.01, 0.01, 0.01]),
    });
    // 43 dates; the non-overlapping ones (indices 42, 21, 0) hit 7, 6 and 8 of 10: t of (0.2, 0.1, 0.3) = 0.2 ÷ (0.1 ÷ √3) = 3.46.
    const days = Array.from({ length: 43 }, (_, i) =>
      day(`d${String(i).padStart(2, "0")}`, i === 42 ? 7 : i === 21 ? 6 : 8),
    );
    const reflection = reflectionOf(trackOf("reversal_1m", "all_history", days), days, 0.355, "2017-11-10");
    expect(reflection.finding).toBe("rule_supported");
    expect(reflection.spread).toBeCloseTo(0.02, 15);
    // Hits: 41 × 8 + 7 + 6 = 341 of 430 (79.3%); favourable 41 × 4 + 4 + 3 = 171 of 215 (79.5%);
    // unfavourable 41 × 4 + 3 + 3 = 170 of 215 (79.1%).
    expect(reflection.statement).toBe(
      "Voter reversal_1m, all_history (resolutions d00..d42, 43 dates): 79.3% of its 430 calls ended on their side of the book's equal-weighted mean over 21 sessions " +
        "(favourable 79.5%, unfavourable 79.1%); favourable minus unfavourable excess return +2.0%; mean IC 0.050; " +
        "non-overlapping t 3.46 on 3 dates: the rule is supported. The optimizer weighs it 0.355 on the book date 2017-11-10.",
    );
    const weak = reflectionOf(trackOf("rsi_14", "last_21_sessions", []), [], 0.385, "2017-11-10");
    expect(weak.statement).toBe(
      "Voter rsi_14: no call resolved in the window last_21_sessions up to 2017-11-10.",
    );
    const sorted = [weak, reflection].sort(byEvidence(["all_history", "last_21_sessions"]));
    expect(sorted[0]).toBe(reflection);
  });
});
