import { describe, expect, it } from "vitest";
import { crossTrialVariancePerPeriod, deflate } from "./deflate.js";
import { MomentsInconsistentError } from "./deflatedSharpe.js";

describe("deflate: the paper's numerical example", () => {
  // Bailey & López de Prado (2014), "The Deflated Sharpe Ratio", numerical example: an annualised
  // SR of 2.5 over 5 years of daily returns (T = 1250, 250 a year), skewness −3, kurtosis 10,
  // selected after N = 100 trials whose annualised Sharpe ratios have variance V = 1/2. The paper
  // gives SR₀ = 0.1132 (per period) and DSR = 0.9004, and DSR = 0.9505 had there been 46 trials.
  const example = { sharpe: 2.5, periodsPerYear: 250, nObs: 1250, skewness: -3, kurtosis: 10 };
  const v = 0.5 / 250;

  it("SR₀ = 0.1132 per period and DSR = 0.9004 with N = 100", () => {
    const result = deflate({ ...example, nTrials: 100, trialVariancePerPeriod: v });
    expect(Number((result.expectedMaxSr / Math.sqrt(250)).toFixed(4))).toBe(0.1132);
    expect(Number(result.deflatedSharpe.toFixed(4))).toBe(0.9004);
    // On the input's (annualised) scale: SR₀ = 0.1131720 × √250, √V = √0.5.
    expect(result.expectedMaxSr).toBeCloseTo(1.7894064662728242, 6);
    expect(result.stdSr).toBeCloseTo(Math.sqrt(0.5), 12);
    expect(result.deflatedAlphaSr).toBeCloseTo(2.5 - 1.7894064662728242, 6);
    expect(result.stdSrBasis).toBe("registry_cross_trial_variance");
  });

  it("DSR = 0.9505 with N = 46", () => {
    const result = deflate({ ...example, nTrials: 46, trialVariancePerPeriod: v });
    expect(Number(result.deflatedSharpe.toFixed(4))).toBe(0.9505);
  });
});

describe("deflate against a registry family", () => {
  // Three trials at 0.5, 1.0 and 1.5 (annualised, 252 a year): per-period sample variance
  // 0.25 / 252; a candidate SR 1.2 over 1,000 sessions, skewness −0.5, kurtosis 6. scipy:
  // SR₀ = 0.4264022480747871 annualised, DSR = 0.9340674911689917, PSR = 0.9902887259879594.
  const family = [0.5, 1, 1.5].map((sharpe) => ({ sharpe, periodsPerYear: 252 }));

  it("uses the family's own cross-trial variance", () => {
    const variance = crossTrialVariancePerPeriod(family);
    expect(variance).toBeCloseTo(0.25 / 252, 15);
    const result = deflate({
      sharpe: 1.2,
      periodsPerYear: 252,
      nObs: 1000,
      skewness: -0.5,
      kurtosis: 6,
      nTrials: 3,
      trialVariancePerPeriod: variance,
    });
    expect(result.stdSr).toBeCloseTo(0.5, 12);
    expect(result.expectedMaxSr).toBeCloseTo(0.42640224807478705, 8);
    expect(result.deflatedSharpe).toBeCloseTo(0.9340674911689917, 8);
    expect(result.probabilisticSharpe).toBeCloseTo(0.9902887259879594, 8);
  });

  it("falls back on the estimator's variance below two trials, and says so", () => {
    expect(crossTrialVariancePerPeriod(family.slice(0, 1))).toBeNull();
    const result = deflate({
      sharpe: 1,
      periodsPerYear: 252,
      nObs: 252,
      skewness: 0,
      kurtosis: 3,
      nTrials: 1,
      trialVariancePerPeriod: null,
    });
    expect(result.stdSrBasis).toBe("estimator_standard_error");
    // deflatedSharpe.test.ts's case (a): std = √(term / 251) · √252 = 1.002983596883583.
    expect(result.stdSr).toBeCloseTo(1.002983596883583, 9);
    expect(result.expectedMaxSr).toBe(0);
  });

  it("refuses moments no distribution has", () => {
    expect(() =>
      deflate({
        sharpe: 1,
        periodsPerYear: 252,
        nObs: 252,
        skewness: 2,
        kurtosis: 3,
        nTrials: 5,
        trialVariancePerPeriod: 0.001,
      }),
    ).toThrow(MomentsInconsistentError);
  });
});
