/**
 * Deflating a Sharpe ratio against the registered trials (svc_v3_deflate): Bailey & López
 * de Prado, "The Deflated Sharpe Ratio", Journal of Portfolio Management 40(5), 2014.
 *
 *   SR₀ = √V[{SR_n}] · ((1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e)))
 *   DSR = Φ((SR − SR₀)·√(T − 1) / √(1 − γ₃·SR + (γ₄ − 1)/4·SR²))          (per-period SRs)
 *
 * Unlike svc_v3_deflated_sharpe (deflatedSharpe.ts), which has no trials to look at and stands
 * the estimator's own standard error in for the cross-trial spread, V[{SR_n}] here is the
 * registry's: the sample variance (n − 1) of every registered Sharpe ratio (N is every trial tried,
 * not the family's alone: resolvers/deflate.ts), each brought to per-period terms with its own
 * periods per year. With fewer than two trials that variance is
 * not established, and the estimator-variance convention applies (stdSrBasis says which).
 * Outputs are on the input's scale (annualised with its periodsPerYear).
 */
import { checkMoments, expectedMaxSharpe, probabilisticSharpe } from "./deflatedSharpe.js";

export type StdSrBasis = "registry_cross_trial_variance" | "estimator_standard_error";

export interface TrialSharpe {
  /** Annualised with periodsPerYear. */
  sharpe: number;
  periodsPerYear: number;
}

export interface DeflateInput {
  /** The Sharpe ratio to deflate, annualised with periodsPerYear. */
  sharpe: number;
  nObs: number;
  skewness: number;
  /** Raw Pearson kurtosis (normal = 3). */
  kurtosis: number;
  periodsPerYear: number;
  /** N: the trials the selection was made from. */
  nTrials: number;
  /** V[{SR_n}] in per-period terms; null when not established (the estimator's variance stands in). */
  trialVariancePerPeriod: number | null;
}

export interface DeflateResult {
  sharpePerPeriod: number;
  /** SR₀ on the input's scale. */
  expectedMaxSr: number;
  /** √V on the input's scale. */
  stdSr: number;
  stdSrBasis: StdSrBasis;
  deflatedSharpe: number;
  probabilisticSharpe: number;
  /** sharpe − expectedMaxSr, on the input's scale. */
  deflatedAlphaSr: number;
}

/**
 * Sample variance (n − 1) of per-period Sharpe ratios; null below two trials (or when the
 * trials agree exactly, which leaves no spread to deflate by).
 */
export function crossTrialVariancePerPeriod(trials: readonly TrialSharpe[]): number | null {
  if (trials.length < 2) return null;
  const perPeriod = trials.map((trial) => trial.sharpe / Math.sqrt(trial.periodsPerYear));
  const mean = perPeriod.reduce((sum, value) => sum + value, 0) / perPeriod.length;
  const variance = perPeriod.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (perPeriod.length - 1);
  return variance > 0 ? variance : null;
}

/** Throws MomentsInconsistentError (deflatedSharpe.ts) for moments no distribution has. */
export function deflate(input: DeflateInput): DeflateResult {
  const { sharpe, nObs, skewness, kurtosis, periodsPerYear, nTrials, trialVariancePerPeriod } = input;
  if (!(nTrials >= 1)) throw new RangeError(`nTrials must be at least 1, got ${nTrials}`);
  if (!(nObs >= 2)) throw new RangeError(`nObs must be at least 2, got ${nObs}`);
  const annualiser = Math.sqrt(periodsPerYear);
  const srPerPeriod = sharpe / annualiser;
  const term = checkMoments(srPerPeriod, skewness, kurtosis);
  const fromRegistry = trialVariancePerPeriod !== null && trialVariancePerPeriod > 0;
  const stdPerPeriod = fromRegistry ? Math.sqrt(trialVariancePerPeriod) : Math.sqrt(term / (nObs - 1));
  const sr0PerPeriod = expectedMaxSharpe(stdPerPeriod, nTrials);
  const expectedMaxSr = sr0PerPeriod * annualiser;
  return {
    sharpePerPeriod: srPerPeriod,
    expectedMaxSr,
    stdSr: stdPerPeriod * annualiser,
    stdSrBasis: fromRegistry ? "registry_cross_trial_variance" : "estimator_standard_error",
    deflatedSharpe: probabilisticSharpe(srPerPeriod, sr0PerPeriod, nObs, term),
    probabilisticSharpe: probabilisticSharpe(srPerPeriod, 0, nObs, term),
    deflatedAlphaSr: sharpe - expectedMaxSr,
  };
}
