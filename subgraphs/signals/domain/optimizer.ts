/**
 * The optimizer: voter weights from each voter's information coefficient (IC), the Spearman rank
 * correlation across stocks between the voter's percentile on a score date and the stock's
 * realised return over the next 21 sessions (one month). A score date's IC is known only once its
 * month has passed, so the weights of a date use only the ICs of score dates at least 21 sessions
 * before it; the window is the newest 252 of those (a year). Pure; docs/SIGNALS.md "The optimizer".
 *
 *   weight(v) = max(mean IC(v), 0) ÷ Σ max(mean IC(u), 0)
 *
 * Equal weights stand in, and say so in `basis`, while fewer than 63 ICs are known (the book's
 * first months) or when no voter has a positive mean IC.
 */
import { averageRanks, type VoterRecord } from "./crossSection.js";
import { VOTER_NAMES } from "./voters.js";

/** Sessions after a score date until its forward return is realised: the IC's horizon. */
export const IC_HORIZON_SESSIONS = 21;
/** ICs averaged: the newest realised year. */
export const IC_WINDOW = 252;
/** Fewer realised ICs than this and the weights are equal (warm-up). */
export const MIN_IC_OBSERVATIONS = 63;

export type WeightsBasis = "ic_weighted" | "equal_weight_warmup" | "equal_weight_no_positive_ic";

export interface VoterWeights {
  basis: WeightsBasis;
  weights: VoterRecord<number>;
  /** Mean IC over the window; null when the voter has none yet. */
  meanIc: VoterRecord<number | null>;
  /** ICs averaged per voter. */
  observations: VoterRecord<number>;
}

/** Pearson correlation; null under 3 pairs or without spread on either side. */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new RangeError("pearson: samples of different lengths");
  const n = x.length;
  if (n < 3) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/** Spearman's rank correlation: the Pearson correlation of the samples' average ranks. */
export function spearman(x: readonly number[], y: readonly number[]): number | null {
  if (x.length !== y.length) throw new RangeError("spearman: samples of different lengths");
  return pearson(averageRanks(x), averageRanks(y));
}

/** Equal weights over every voter. */
export function equalWeights(): VoterRecord<number> {
  return Object.fromEntries(
    VOTER_NAMES.map((voter) => [voter, 1 / VOTER_NAMES.length]),
  ) as VoterRecord<number>;
}

/** The weights from the realised ICs of the window (oldest first; a voter's null IC is skipped). */
export function icWeights(ics: readonly VoterRecord<number | null>[]): VoterWeights {
  const meanIc = {} as VoterRecord<number | null>;
  const observations = {} as VoterRecord<number>;
  for (const voter of VOTER_NAMES) {
    let sum = 0;
    let count = 0;
    for (const ic of ics) {
      const value = ic[voter];
      if (value !== null) {
        sum += value;
        count++;
      }
    }
    meanIc[voter] = count > 0 ? sum / count : null;
    observations[voter] = count;
  }
  const fewest = Math.min(...VOTER_NAMES.map((voter) => observations[voter]));
  if (fewest < MIN_IC_OBSERVATIONS) {
    return { basis: "equal_weight_warmup", weights: equalWeights(), meanIc, observations };
  }
  const positive = VOTER_NAMES.map((voter) => Math.max(meanIc[voter] ?? 0, 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total <= 0)
    return { basis: "equal_weight_no_positive_ic", weights: equalWeights(), meanIc, observations };
  const weights = Object.fromEntries(
    VOTER_NAMES.map((voter, i) => [voter, positive[i]! / total]),
  ) as VoterRecord<number>;
  return { basis: "ic_weighted", weights, meanIc, observations };
}
