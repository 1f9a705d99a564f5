/**
 * The cross-section of one book date: each voter's percentile among the stocks scored that day,
 * the blended score from the voter weights, and the book's ordering of it (rank, percentile,
 * decile, direction, conviction). Pure; the formulas are restated in docs/SIGNALS.md.
 */
import { VOTER_NAMES, type VoterName } from "./voters.js";

/** Fewer scored stocks than this on a date and no book is made that day (percentiles of a handful mean little). */
export const MIN_BOOK_SIZE = 50;

export const DECILE_CONVENTION = "10_is_best";

export type Direction = "LONG" | "SHORT" | "NEUTRAL";

/** Deciles 8–10 are the long side of the book, 1–3 the short side. */
export const LONG_FROM_DECILE = 8;
export const SHORT_TO_DECILE = 3;

export type VoterRecord<T> = Record<VoterName, T>;

/** Average 1-based ranks of the values, ascending; ties share the mean of the ranks they span. */
export function averageRanks(values: readonly number[]): number[] {
  // A numeric sort of the values themselves (no comparator: the cross-sections are sorted tens of
  // thousands of times per build), then each value's run of equals found by binary search.
  const sorted = Float64Array.from(values).sort();
  return values.map((value) => {
    const first = firstIndexNotBelow(sorted, value);
    const last = firstIndexAbove(sorted, value) - 1;
    return (first + last) / 2 + 1;
  });
}

function firstIndexNotBelow(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstIndexAbove(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Each value's percentile among the non-null values, 0..100 with 100 the most favourable:
 * 100 × (rank − 1) ÷ (n − 1) over average ranks, ranked ascending when higher is better and
 * descending otherwise. A lone value is 50. Null stays null (not ranked).
 */
export function percentiles(values: readonly (number | null)[], higherIsBetter: boolean): (number | null)[] {
  const present: number[] = [];
  const at: number[] = [];
  values.forEach((value, i) => {
    if (value !== null && Number.isFinite(value)) {
      present.push(higherIsBetter ? value : -value);
      at.push(i);
    }
  });
  const result: (number | null)[] = values.map(() => null);
  if (present.length === 1) result[at[0]!] = 50;
  else {
    const ranks = averageRanks(present);
    ranks.forEach((rank, k) => {
      result[at[k]!] = (100 * (rank - 1)) / (present.length - 1);
    });
  }
  return result;
}

export interface Blend {
  /** Σ contributions, in −1..+1; null when no voter with weight has a percentile. */
  score: number | null;
  /** Per voter: weight × (percentile ÷ 50 − 1) ÷ the weight of the voters present; null when absent. */
  contributions: VoterRecord<number | null>;
  /** Σ weights of the voters present: what the contributions were renormalised by. */
  weightPresent: number;
}

/**
 * The blended score: each voter's percentile centred to −1..+1 (0 is the median stock), weighted,
 * and renormalised over the voters the stock has (a momentum withheld as implausible leaves the
 * other six to carry the score). The contributions sum to the score.
 */
export function blend(percentile: VoterRecord<number | null>, weights: VoterRecord<number>): Blend {
  let weightPresent = 0;
  for (const voter of VOTER_NAMES) if (percentile[voter] !== null) weightPresent += weights[voter];
  const contributions = {} as VoterRecord<number | null>;
  let score = 0;
  for (const voter of VOTER_NAMES) {
    const p = percentile[voter];
    const contribution =
      p === null || weightPresent <= 0 ? null : (weights[voter] * (p / 50 - 1)) / weightPresent;
    contributions[voter] = contribution;
    if (contribution !== null) score += contribution;
  }
  return { score: weightPresent > 0 ? score : null, contributions, weightPresent };
}

/** `blend`'s score alone, without its contributions (the build scores every stock of every date). */
export function blendedScore(
  percentile: VoterRecord<number | null>,
  weights: VoterRecord<number>,
): number | null {
  let weightPresent = 0;
  let weighted = 0;
  for (const voter of VOTER_NAMES) {
    const p = percentile[voter];
    if (p === null) continue;
    weightPresent += weights[voter];
    weighted += weights[voter] * (p / 50 - 1);
  }
  return weightPresent > 0 ? weighted / weightPresent : null;
}

export interface BookPosition {
  /** 1 is the best score of the date; ties go to the ticker first in alphabetical order. */
  rank: number;
  /** 100 × (n − rank) ÷ (n − 1): 100 the best scored stock, 0 the worst (100 for a book of one). */
  percentile: number;
  /** ⌈10 × (n − rank + 1) ÷ n⌉: equal-sized deciles, 10 the best. */
  decile: number;
  direction: Direction;
  /** |percentile − 50| ÷ 50: 1 at either end of the book, 0 at its median. */
  conviction: number;
}

/** The book's ordering of the scored stocks of one date, by ticker. */
export function rankBook(scores: readonly { ticker: string; score: number }[]): Map<string, BookPosition> {
  const ordered = [...scores].sort((a, b) =>
    b.score !== a.score ? b.score - a.score : a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0,
  );
  const n = ordered.length;
  const positions = new Map<string, BookPosition>();
  ordered.forEach(({ ticker }, i) => {
    const rank = i + 1;
    const percentile = n === 1 ? 100 : (100 * (n - rank)) / (n - 1);
    const decile = Math.ceil((10 * (n - rank + 1)) / n);
    positions.set(ticker, {
      rank,
      percentile,
      decile,
      direction: decile >= LONG_FROM_DECILE ? "LONG" : decile <= SHORT_TO_DECILE ? "SHORT" : "NEUTRAL",
      conviction: Math.abs(percentile - 50) / 50,
    });
  });
  return positions;
}
