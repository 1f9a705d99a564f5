import { describe, expect, it } from "vitest";
import { rankDrivers } from "./drivers.js";
import { readHorizons } from "./horizons.js";

describe("rankDrivers", () => {
  it("orders voters by the size of their contribution, with shares of the total and their effect", () => {
    const ranked = rankDrivers([
      { voter: "momentum_12_1", contribution: 0.1 },
      { voter: "reversal_1m", contribution: -0.3 },
      { voter: "low_volatility", contribution: 0 },
      { voter: "rsi_14", contribution: null },
    ] as const);
    // Σ|c| = 0.4: shares 0.75, 0.25, 0; the unranked voter last with no share.
    expect(ranked.map((d) => [d.input.voter, d.effect])).toEqual([
      ["reversal_1m", "lowers"],
      ["momentum_12_1", "raises"],
      ["low_volatility", "none"],
      ["rsi_14", "not_ranked"],
    ]);
    expect(ranked[0]!.share).toBeCloseTo(0.75, 15);
    expect(ranked[1]!.share).toBeCloseTo(0.25, 15);
    expect(ranked[2]!.share).toBe(0);
    expect(ranked[3]!.share).toBeNull();
  });

  it("gives no share when nothing moved the score", () => {
    expect(rankDrivers([{ voter: "rsi_14", contribution: 0 }])[0]!.share).toBeNull();
  });
});

describe("readHorizons", () => {
  it("reads a subset of 1d, 1w, 1m, 3m, 1y, in the order given, once each", () => {
    expect(readHorizons([" 1Y", "1m", "1y", ""])).toEqual({ horizons: ["1y", "1m"], unknown: [] });
    expect(readHorizons(["1m", "2w"])).toEqual({ horizons: ["1m"], unknown: ["2w"] });
  });
});
