import { describe, expect, it } from "vitest";
import { alphaDiscoveries, type RegistryTrial, strategyEvolution } from "./researchRegistry.js";

const trial = (
  trialId: string,
  strategyFamily: string,
  strategy: string,
  sharpe: number,
  at = "2017-11-10T21:05:00.000Z",
): RegistryTrial => ({
  trialId,
  strategyFamily,
  strategy,
  runId: trialId,
  sharpe,
  nObs: 1000,
  skewness: 0,
  kurtosis: 3,
  submittedAt: at,
});

const trials = [
  trial("a", "trend", "sma", 0.8),
  trial("b", "trend", "sma", 0.4, "2016-01-04T21:05:00.000Z"),
  trial("c", "trend", "macd", 1.1),
  trial("d", "seasonality", "tom", 0.5),
];

describe("alphaDiscoveries", () => {
  it("keeps trials at or above min_ir, best first; none clearing it is an empty list", () => {
    expect(alphaDiscoveries(trials, 0.5).map((t) => t.trialId)).toEqual(["c", "a", "d"]);
    expect(alphaDiscoveries(trials, 2)).toEqual([]);
  });
});

describe("strategyEvolution", () => {
  it("counts each family's trials and summarises their Sharpe ratios", () => {
    expect(strategyEvolution(trials)).toEqual([
      {
        strategyFamily: "trend",
        nTrials: 3,
        strategies: 2,
        bestSharpe: 1.1,
        bestRunId: "c",
        meanSharpe: expect.closeTo(2.3 / 3, 15),
        // Sample sd of 0.8, 0.4, 1.1: √(((0.8−m)² + (0.4−m)² + (1.1−m)²) / 2) with m = 0.7667.
        sharpeStd: expect.closeTo(0.35118845842842, 12),
        firstSubmittedAt: "2016-01-04T21:05:00.000Z",
        lastSubmittedAt: "2017-11-10T21:05:00.000Z",
      },
      expect.objectContaining({ strategyFamily: "seasonality", nTrials: 1, sharpeStd: null }),
    ]);
  });
});
