/**
 * Combinatorial purged cross-validation splits (López de Prado, Advances in Financial Machine
 * Learning, 2018, ch. 12) of a return series, and the dispersion of the Sharpe ratio over them.
 *
 * The series is cut into n_groups contiguous groups in order (sizes differ by at most one, the
 * larger first, as numpy.array_split). Each split tests k of the groups: C(n_groups, k) splits.
 * Its training set is every other observation, less
 * - purging: an observation whose label overlaps a test observation's label. A label of span s
 *   covers observations i..i+s-1, so the s-1 observations on either side of each test group are
 *   purged; the route's labels are the one-period returns themselves (s = 1): nothing is purged;
 * - embargo: the `embargo` observations right after each test group (serial dependence reaching
 *   from the test period into the training period that follows it).
 *
 * No model is fitted: the test subsample's Sharpe ratio is the same strategy's return measured on
 * another subsample. The dispersion says how much the Sharpe ratio depends on which periods are
 * counted; it is not an out-of-sample test.
 */
import { annualisedSharpe } from "./returns.js";
import { percentile } from "./statistics.js";

export const MAX_SPLITS = 2000;
export const MIN_RETURNS = 100;
export const MIN_RETURNS_PER_GROUP = 3;

export interface CpcvInput {
  returns: readonly number[];
  nGroups: number;
  k: number;
  embargo: number;
  annualisation: number;
  /** Observations a label spans; 1 for one-period returns. */
  labelSpan?: number;
}

export interface Group {
  group: number;
  /** First and last observation index, inclusive (0-based). */
  start: number;
  end: number;
  observations: number;
}

export interface Split {
  testGroups: number[];
  testObservations: number;
  trainObservations: number;
  purged: number;
  embargoed: number;
  testSharpe: number | null;
  trainSharpe: number | null;
}

export interface Dispersion {
  mean: number | null;
  std: number | null;
  min: number | null;
  p05: number | null;
  median: number | null;
  p95: number | null;
  max: number | null;
  /** Share of the counted splits whose Sharpe ratio is below zero. */
  shareNegative: number | null;
  /** Splits whose Sharpe ratio is defined (at least two returns, and they moved). */
  counted: number;
}

/** C(n, k), exact for the sizes this route allows. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** The smallest series the split rules accept: max(3 × n_groups, 100). */
export function minimumReturns(nGroups: number): number {
  return Math.max(MIN_RETURNS_PER_GROUP * nGroups, MIN_RETURNS);
}

/** n contiguous groups of `length` observations, the first length mod n one larger. */
export function groupsOf(length: number, nGroups: number): Group[] {
  const base = Math.floor(length / nGroups);
  const larger = length % nGroups;
  const groups: Group[] = [];
  let start = 0;
  for (let g = 0; g < nGroups; g++) {
    const observations = base + (g < larger ? 1 : 0);
    groups.push({ group: g, start, end: start + observations - 1, observations });
    start += observations;
  }
  return groups;
}

/** Every k-subset of 0..n-1 in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const out: number[][] = [];
  const chosen: number[] = [];
  const walk = (from: number) => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let g = from; g <= n - (k - chosen.length); g++) {
      chosen.push(g);
      walk(g + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

export interface SplitIndices {
  test: number[];
  train: number[];
  purged: number[];
  embargoed: number[];
}

/** The observation indices of one split: test, train, and what purging and the embargo removed. */
export function splitIndices(
  groups: readonly Group[],
  testGroups: readonly number[],
  embargo: number,
  labelSpan = 1,
): SplitIndices {
  const length = (groups.at(-1)?.end ?? -1) + 1;
  const role = new Array<"train" | "test" | "purged" | "embargoed">(length).fill("train");
  const tested = testGroups.map((g) => groups[g] as Group);
  for (const group of tested) for (let i = group.start; i <= group.end; i++) role[i] = "test";
  for (const group of tested) {
    // Labels overlap within span - 1 observations on either side of the group.
    for (let i = group.start - (labelSpan - 1); i <= group.end + (labelSpan - 1); i++)
      if (role[i] === "train") role[i] = "purged";
    for (let i = group.end + labelSpan; i < group.end + labelSpan + embargo && i < length; i++)
      if (role[i] === "train") role[i] = "embargoed";
  }
  const indices: SplitIndices = { test: [], train: [], purged: [], embargoed: [] };
  role.forEach((r, i) => {
    indices[r].push(i);
  });
  return indices;
}

function sharpeOf(returns: readonly number[], annualisation: number): number | null {
  return returns.length < 2 ? null : annualisedSharpe(returns, annualisation);
}

export function dispersion(values: readonly (number | null)[]): Dispersion {
  const defined = values.filter((value): value is number => value !== null);
  if (defined.length === 0) {
    return {
      mean: null,
      std: null,
      min: null,
      p05: null,
      median: null,
      p95: null,
      max: null,
      shareNegative: null,
      counted: 0,
    };
  }
  const mean = defined.reduce((sum, value) => sum + value, 0) / defined.length;
  const variance =
    defined.length < 2
      ? null
      : defined.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (defined.length - 1);
  return {
    mean,
    std: variance === null ? null : Math.sqrt(variance),
    min: Math.min(...defined),
    p05: percentile(defined, 5),
    median: percentile(defined, 50),
    p95: percentile(defined, 95),
    max: Math.max(...defined),
    shareNegative: defined.filter((value) => value < 0).length / defined.length,
    counted: defined.length,
  };
}

export interface CpcvResult {
  groups: Group[];
  splits: Split[];
  nSplits: number;
  /** Backtest paths the splits could assemble: k · C(n, k) / n (not assembled: no model is fitted). */
  nPaths: number;
  fullSampleSharpe: number | null;
  testSharpe: Dispersion;
  trainSharpe: Dispersion;
}

/** The splits and their Sharpe dispersion. The caller has checked the contract's rules. */
export function cpcv(input: CpcvInput): CpcvResult {
  const { returns, nGroups, k, embargo, annualisation, labelSpan = 1 } = input;
  const groups = groupsOf(returns.length, nGroups);
  const splits = combinations(nGroups, k).map((testGroups): Split => {
    const indices = splitIndices(groups, testGroups, embargo, labelSpan);
    const pick = (at: number[]) => at.map((i) => returns[i] as number);
    return {
      testGroups,
      testObservations: indices.test.length,
      trainObservations: indices.train.length,
      purged: indices.purged.length,
      embargoed: indices.embargoed.length,
      testSharpe: sharpeOf(pick(indices.test), annualisation),
      trainSharpe: sharpeOf(pick(indices.train), annualisation),
    };
  });
  return {
    groups,
    splits,
    nSplits: splits.length,
    nPaths: (k * splits.length) / nGroups,
    fullSampleSharpe: sharpeOf(returns, annualisation),
    testSharpe: dispersion(splits.map((split) => split.testSharpe)),
    trainSharpe: dispersion(splits.map((split) => split.trainSharpe)),
  };
}
