/**
 * Deflated Sharpe Ratio: Bailey & López de Prado, "The Deflated Sharpe Ratio: Correcting for Selection Bias,
 * Backtest Overfitting and Non-Normality", Journal of Portfolio Management 40(5), 2014.
 *
 * Failure contract: inconsistent moments throw MomentsInconsistentError (code "moments_inconsistent"), which
 * the transport maps to a client error. Inputs outside the REST contract's own bounds (nTrials < 1,
 * nObs < 30, non-finite numbers) throw RangeError, because the transport should have rejected them first.
 */
import { normalCdf, normalQuantile } from "./normal.js";

const EULER_MASCHERONI = 0.5772156649;

export interface DeflatedSharpeInput {
  /** Annualised Sharpe ratio of the selected strategy. */
  sharpe: number;
  /** Number of strategy configurations tried; >= 1, need not be an integer (effective trials). */
  nTrials: number;
  /** Number of return observations behind the Sharpe ratio; >= 30. */
  nObs: number;
  /** Skewness of the returns; default 0. */
  skewness?: number;
  /** Raw (Pearson, not excess) kurtosis of the returns; default 3. */
  kurtosis?: number;
  /** Return periods per year used to annualise; default 252. */
  periodsPerYear?: number;
}

export interface DeflatedSharpeResult {
  sharpe: number;
  sharpePerPeriod: number;
  expectedMaxSr: number;
  stdSr: number;
  deflatedSharpe: number;
  probabilisticSharpe: number;
  deflatedAlphaSr: number;
  nTrials: number;
  nObs: number;
  units: {
    sharpe: "annualised";
    expectedMaxSr: "annualised";
    stdSr: "annualised";
    deflatedSharpe: "probability";
    probabilisticSharpe: "probability";
    deflatedAlphaSr: "annualised";
  };
}

export type MomentsViolation = "kurtosis_below_skew_bound" | "variance_term_not_positive";

export class MomentsInconsistentError extends Error {
  readonly code = "moments_inconsistent" as const;
  override readonly name = "MomentsInconsistentError";

  constructor(
    message: string,
    readonly violations: readonly MomentsViolation[],
  ) {
    super(message);
  }
}

/**
 * 1 - γ₃·SR + (γ₄ - 1)/4·SR², the non-normality factor in the asymptotic variance of the per-period Sharpe
 * estimator (Mertens 2002; the paper's eq. for V[SR]).
 */
export function sharpeVarianceTerm(srPerPeriod: number, skewness: number, kurtosis: number): number {
  return 1 - skewness * srPerPeriod + ((kurtosis - 1) / 4) * srPerPeriod * srPerPeriod;
}

/**
 * Expected maximum of nTrials independent Sharpe estimates with zero true mean and the given cross-trial
 * standard deviation (the paper's SR₀, from extreme-value theory). Same scale as stdSr.
 */
export function expectedMaxSharpe(stdSr: number, nTrials: number): number {
  // With one trial there is no selection to correct for; the formula's Φ⁻¹(0) = -∞ would say otherwise.
  if (nTrials <= 1) return 0;
  const z =
    (1 - EULER_MASCHERONI) * normalQuantile(1 - 1 / nTrials) +
    EULER_MASCHERONI * normalQuantile(1 - 1 / (nTrials * Math.E));
  // The approximation dips below zero for fractional nTrials under ~1.2836, where the true expected maximum
  // is still >= 0; flooring keeps "more trials, lower DSR" true there.
  return stdSr * Math.max(0, z);
}

/**
 * Probabilistic Sharpe ratio: probability that the true per-period SR exceeds the benchmark, given the
 * observed per-period SR, the sample length and the non-normality factor from sharpeVarianceTerm.
 */
export function probabilisticSharpe(
  srPerPeriod: number,
  benchmarkPerPeriod: number,
  nObs: number,
  varianceTerm: number,
): number {
  return normalCdf(((srPerPeriod - benchmarkPerPeriod) * Math.sqrt(nObs - 1)) / Math.sqrt(varianceTerm));
}

function requireFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
}

/**
 * The non-normality factor of the per-period SR (sharpeVarianceTerm), after checking the moments
 * are ones a distribution can have; throws MomentsInconsistentError otherwise.
 */
export function checkMoments(srPerPeriod: number, skewness: number, kurtosis: number): number {
  const violations: MomentsViolation[] = [];
  const reasons: string[] = [];
  const kurtosisFloor = skewness * skewness + 1;
  // Pearson's inequality: no distribution has kurtosis below skew² + 1.
  if (kurtosis < kurtosisFloor) {
    violations.push("kurtosis_below_skew_bound");
    reasons.push(
      `kurtosis (raw Pearson, normal = 3) must be at least skewness² + 1 = ${kurtosisFloor}, got ${kurtosis}`,
    );
  }
  // Implied by the bound above except exactly at it, where the term can reach 0 and the z-score blows up.
  const term = sharpeVarianceTerm(srPerPeriod, skewness, kurtosis);
  if (!(term > 0)) {
    violations.push("variance_term_not_positive");
    reasons.push(
      `1 - skewness·SR + (kurtosis - 1)/4·SR² must be positive for the per-period SR ${srPerPeriod}, got ${term}`,
    );
  }
  if (violations.length > 0) throw new MomentsInconsistentError(reasons.join("; "), violations);
  return term;
}

/**
 * Deflated Sharpe ratio of the best of nTrials strategies.
 *
 * The contract carries no cross-trial variance of Sharpe ratios, so the estimator's own standard error at the
 * observed SR stands in for it: std = sqrt(term / (nObs - 1)). SR₀ is then the expected best of nTrials
 * skill-less strategies that differ only by estimation noise; trials that disagree more than that would
 * justify a higher SR₀ and a lower DSR than reported here.
 */
export function deflatedSharpe(input: DeflatedSharpeInput): DeflatedSharpeResult {
  const { sharpe, nTrials, nObs, skewness = 0, kurtosis = 3, periodsPerYear = 252 } = input;
  for (const [name, value] of Object.entries({ sharpe, nTrials, nObs, skewness, kurtosis, periodsPerYear })) {
    requireFinite(name, value);
  }
  if (nTrials < 1) throw new RangeError(`nTrials must be at least 1, got ${nTrials}`);
  if (nObs < 30) throw new RangeError(`nObs must be at least 30, got ${nObs}`);
  if (periodsPerYear <= 0) throw new RangeError(`periodsPerYear must be positive, got ${periodsPerYear}`);

  const annualiser = Math.sqrt(periodsPerYear);
  const srPerPeriod = sharpe / annualiser;
  const term = checkMoments(srPerPeriod, skewness, kurtosis);
  const stdPerPeriod = Math.sqrt(term / (nObs - 1));
  const sr0PerPeriod = expectedMaxSharpe(stdPerPeriod, nTrials);
  const expectedMaxSr = sr0PerPeriod * annualiser;

  return {
    sharpe,
    sharpePerPeriod: srPerPeriod,
    expectedMaxSr,
    stdSr: stdPerPeriod * annualiser,
    deflatedSharpe: probabilisticSharpe(srPerPeriod, sr0PerPeriod, nObs, term),
    probabilisticSharpe: probabilisticSharpe(srPerPeriod, 0, nObs, term),
    deflatedAlphaSr: sharpe - expectedMaxSr,
    nTrials,
    nObs,
    units: {
      sharpe: "annualised",
      expectedMaxSr: "annualised",
      stdSr: "annualised",
      deflatedSharpe: "probability",
      probabilisticSharpe: "probability",
      deflatedAlphaSr: "annualised",
    },
  };
}
