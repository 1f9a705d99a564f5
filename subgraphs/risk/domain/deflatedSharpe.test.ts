import { describe, expect, it } from "vitest";
import {
  deflatedSharpe,
  expectedMaxSharpe,
  MomentsInconsistentError,
  probabilisticSharpe,
  sharpeVarianceTerm,
} from "./deflatedSharpe.js";

// Expected figures were computed independently with 40-digit mpmath (ncdf, sqrt(2)*erfinv(2p-1),
// γ = 0.5772156649), not with the code under test, and are asserted to 6 decimals.

describe("deflatedSharpe: one trial (a)", () => {
  // SR = 1.0 annualised, 252 periods/year, nObs = 252, skew 0, kurt 3:
  //   SR_p  = 1/sqrt(252)                        = 0.062994078834871
  //   term  = 1 - 0·SR_p + (3-1)/4·SR_p²         = 1 + 0.5/252 = 1.001984126984127
  //   z     = SR_p·sqrt(251)/sqrt(term)          = 0.997025278486255
  //   PSR   = Φ(z)                               = 0.840623879954590
  //   std   = sqrt(term/251)·sqrt(252)           = 1.002983596883583 (annualised)
  // One trial means no selection, so SR0 = 0 and DSR = PSR.
  const result = deflatedSharpe({ sharpe: 1, nTrials: 1, nObs: 252 });

  it("equals the PSR against zero", () => {
    expect(result.expectedMaxSr).toBe(0);
    expect(result.deflatedSharpe).toBe(result.probabilisticSharpe);
    expect(result.deflatedSharpe).toBeCloseTo(0.84062387995459, 6);
  });

  it("reports the intermediate figures on their stated scales", () => {
    expect(result.sharpePerPeriod).toBeCloseTo(0.062994078834871, 6);
    expect(result.stdSr).toBeCloseTo(1.002983596883583, 6);
    expect(result.deflatedAlphaSr).toBe(1);
    expect(result).toMatchObject({ sharpe: 1, nTrials: 1, nObs: 252 });
    expect(result.units).toEqual({
      sharpe: "annualised",
      expectedMaxSr: "annualised",
      stdSr: "annualised",
      deflatedSharpe: "probability",
      probabilisticSharpe: "probability",
      deflatedAlphaSr: "annualised",
    });
  });

  it("applies the documented defaults", () => {
    const explicit = deflatedSharpe({
      sharpe: 1,
      nTrials: 1,
      nObs: 252,
      skewness: 0,
      kurtosis: 3,
      periodsPerYear: 252,
    });
    expect(explicit).toEqual(result);
  });
});

describe("deflatedSharpe: the paper's numerical example (b)", () => {
  // Bailey & López de Prado (2014), numerical example: best of N = 100 trials with annualised SR 2.5 over
  // T = 1250 daily observations (five years of 250 days), skew -3, kurt 10, and a cross-trial variance of the
  // annualised SRs V[SR_n] = 1/2. The paper reports SR0 ≈ 0.1132 (per period) and DSR ≈ 0.9004.
  const srPerPeriod = 2.5 / Math.sqrt(250); // 0.158113883008419

  it("reproduces the paper's figures when given the paper's cross-trial variance", () => {
    // std = sqrt(0.5/250) = 0.044721359549996 per period
    // Z   = (1-γ)·Φ⁻¹(0.99) + γ·Φ⁻¹(1 - 1/(100e))
    // SR0 = std·Z = 0.113172001865108;  term = 1 + 3·SR_p + 9/4·SR_p² = 1.530591649025257
    // DSR = Φ((SR_p - SR0)·sqrt(1249)/sqrt(term)) = Φ(1.283816036534351) = 0.900396834449512
    const sr0 = expectedMaxSharpe(Math.sqrt(0.5 / 250), 100);
    expect(sr0).toBeCloseTo(0.113172001865108, 6);
    const term = sharpeVarianceTerm(srPerPeriod, -3, 10);
    expect(term).toBeCloseTo(1.530591649025257, 6);
    expect(probabilisticSharpe(srPerPeriod, sr0, 1250, term)).toBeCloseTo(0.900396834449512, 6);
  });

  it("deflates less under the contract, which stands in the estimator's standard error for V[SR_n]", () => {
    // std = sqrt(term/1249) = 0.035006480573830 per period, 0.553501057398705 annualised (×sqrt(250))
    // SR0 = std·Z = 0.088587501020924 per period, 1.400691377243053 annualised
    // DSR = Φ((0.158113883008419 - 0.088587501020924)·sqrt(1249)/sqrt(term)) = Φ(1.986100311936855)
    //     = 0.976488906671149;  PSR = 0.999996859507898;  SR - SR0 = 1.099308622756947
    const result = deflatedSharpe({
      sharpe: 2.5,
      nTrials: 100,
      nObs: 1250,
      skewness: -3,
      kurtosis: 10,
      periodsPerYear: 250,
    });
    expect(result.sharpePerPeriod).toBeCloseTo(0.158113883008419, 6);
    expect(result.stdSr).toBeCloseTo(0.553501057398705, 6);
    expect(result.expectedMaxSr).toBeCloseTo(1.400691377243053, 6);
    expect(result.deflatedSharpe).toBeCloseTo(0.976488906671149, 6);
    expect(result.probabilisticSharpe).toBeCloseTo(0.999996859507898, 6);
    expect(result.deflatedAlphaSr).toBeCloseTo(1.099308622756947, 6);
  });
});

describe("deflatedSharpe: moments_inconsistent (c)", () => {
  function failure(input: Parameters<typeof deflatedSharpe>[0]): MomentsInconsistentError {
    try {
      deflatedSharpe(input);
    } catch (error) {
      if (error instanceof MomentsInconsistentError) return error;
      throw error;
    }
    throw new Error("expected MomentsInconsistentError");
  }

  it("rejects kurtosis below skewness² + 1", () => {
    // kurt 1 < 1² + 1 = 2; the variance term 1 - SR_p = 0.937 is still positive, so only one condition fails.
    const error = failure({ sharpe: 1, nTrials: 10, nObs: 252, skewness: 1, kurtosis: 1 });
    expect(error.code).toBe("moments_inconsistent");
    expect(error.violations).toEqual(["kurtosis_below_skew_bound"]);
    expect(error.message).toContain("must be at least skewness² + 1 = 2, got 1");
  });

  it("rejects a negative variance term, which only inconsistent moments can produce", () => {
    // periodsPerYear 1 so SR_p = 0.5: term = 1 - 3·0.5 + (2-1)/4·0.25 = -0.4375; and kurt 2 < 3² + 1 = 10.
    const error = failure({
      sharpe: 0.5,
      nTrials: 10,
      nObs: 100,
      skewness: 3,
      kurtosis: 2,
      periodsPerYear: 1,
    });
    expect(error.violations).toEqual(["kurtosis_below_skew_bound", "variance_term_not_positive"]);
    expect(error.message).toContain("must be positive for the per-period SR 0.5, got -0.4375");
  });

  it("rejects a zero variance term on the kurtosis bound itself", () => {
    // kurt = skew² + 1 = 5 is admissible, but at SR_p = 1 the term is 1 - 2 + 1 = 0: the SR has no spread.
    const error = failure({ sharpe: 1, nTrials: 10, nObs: 100, skewness: 2, kurtosis: 5, periodsPerYear: 1 });
    expect(error.violations).toEqual(["variance_term_not_positive"]);
  });
});

describe("deflatedSharpe: more trials, lower DSR (d)", () => {
  // SR 1.5 annualised, nObs 504, normal returns. mpmath DSR by N:
  //   1: 0.982763716303458   2: 0.944615348932816   10: 0.705367657027115
  //   100: 0.338667430972773   1000: 0.127013772675630
  const known: [number, number][] = [
    [1, 0.982763716303458],
    [2, 0.944615348932816],
    [10, 0.705367657027115],
    [100, 0.338667430972773],
    [1000, 0.12701377267563],
  ];
  const results = known.map(([nTrials]) => deflatedSharpe({ sharpe: 1.5, nTrials, nObs: 504 }));

  it("matches the known answers", () => {
    results.forEach((result, i) => {
      expect(result.deflatedSharpe).toBeCloseTo(known[i]![1], 6);
    });
  });

  it("is strictly decreasing in nTrials while SR0 rises and PSR is unchanged", () => {
    for (let i = 1; i < results.length; i++) {
      expect(results[i]!.deflatedSharpe).toBeLessThan(results[i - 1]!.deflatedSharpe);
      expect(results[i]!.expectedMaxSr).toBeGreaterThan(results[i - 1]!.expectedMaxSr);
      expect(results[i]!.probabilisticSharpe).toBe(results[0]!.probabilisticSharpe);
    }
  });

  it("never lets a fractional nTrials just above 1 push SR0 below zero", () => {
    // The extreme-value formula gives Z = -0.7847 at N = 1.01, which would make DSR exceed PSR.
    const result = deflatedSharpe({ sharpe: 1.5, nTrials: 1.01, nObs: 504 });
    expect(result.expectedMaxSr).toBe(0);
    expect(result.deflatedSharpe).toBe(result.probabilisticSharpe);
  });

  it("accepts a fractional effective number of trials between the integer neighbours", () => {
    const dsr = deflatedSharpe({ sharpe: 1.5, nTrials: 1.5, nObs: 504 }).deflatedSharpe;
    expect(dsr).toBeLessThan(results[0]!.deflatedSharpe);
    expect(dsr).toBeGreaterThan(results[1]!.deflatedSharpe);
  });
});

describe("deflatedSharpe: contract bounds", () => {
  it.each([
    [{ sharpe: 1, nTrials: 0, nObs: 252 }, "nTrials must be at least 1"],
    [{ sharpe: 1, nTrials: 1, nObs: 29 }, "nObs must be at least 30"],
    [{ sharpe: Number.NaN, nTrials: 1, nObs: 252 }, "sharpe must be a finite number"],
    [{ sharpe: 1, nTrials: 1, nObs: 252, periodsPerYear: 0 }, "periodsPerYear must be positive"],
  ])("rejects %o", (input, message) => {
    expect(() => deflatedSharpe(input)).toThrow(RangeError);
    expect(() => deflatedSharpe(input)).toThrow(message);
  });
});
