/**
 * A first-order Markov chain over the daily regime labels (docs/REGIME.md "Markov estimator").
 * Pure: labels in, matrix and forecasts out.
 *
 * - A transition is a pair of labels of consecutive SPY sessions (a session without a label, e.g.
 *   no VIX close that day, breaks the chain there rather than joining two sessions apart).
 * - The transition matrix is the maximum-likelihood estimate: P(i → j) = n(i → j) / n(i → ·) over
 *   every transition the caller may see. A state never left in that history has no row (null with
 *   its reason), and no forecast that could pass through it is made.
 * - The forecast over h sessions is the current state's row of Pᴴ: the distribution of the label
 *   h sessions ahead if the estimated chain were the true one. It is a description of the labelled
 *   history, not a calibrated prediction.
 */
import { REGIME_STATES, type Regime, type RegimeLabel } from "./regime.js";

export type RegimeProbabilities = Record<Regime, number>;
export type RegimeCounts = Record<Regime, number>;

export const MARKOV_METHOD = "first_order_markov:mle_transition_counts";

/** spec/02 horizon_days of the forecast: sessions ahead. */
export const FORECAST_HORIZON_SESSIONS = { default: 21, min: 1, max: 252 } as const;

const zeroCounts = (): RegimeCounts => ({ risk_on: 0, neutral: 0, risk_off: 0 });

export interface TransitionCounts {
  /** n(from → to), by from then to. */
  counts: Record<Regime, RegimeCounts>;
  transitions: number;
}

export function countTransitions(
  labels: readonly Pick<RegimeLabel, "regime" | "session">[],
): TransitionCounts {
  const counts = { risk_on: zeroCounts(), neutral: zeroCounts(), risk_off: zeroCounts() };
  let transitions = 0;
  for (let i = 1; i < labels.length; i++) {
    const previous = labels[i - 1] as RegimeLabel;
    const current = labels[i] as RegimeLabel;
    if (current.session !== previous.session + 1) continue;
    counts[previous.regime][current.regime] += 1;
    transitions += 1;
  }
  return { counts, transitions };
}

export interface TransitionRow {
  from: Regime;
  /** Transitions observed out of `from`. */
  observed: number;
  counts: RegimeCounts;
  /** n(from → to) / observed; null when `from` was never left in the history. */
  probabilities: RegimeProbabilities | null;
  /** The mean run length the row implies, 1 / (1 − P(from → from)); null when the row is null or P = 1. */
  expectedDurationSessions: number | null;
}

export function transitionMatrix({ counts }: TransitionCounts): TransitionRow[] {
  return REGIME_STATES.map((from) => {
    const row = counts[from];
    const observed = REGIME_STATES.reduce((sum, to) => sum + row[to], 0);
    if (observed === 0) {
      return { from, observed, counts: { ...row }, probabilities: null, expectedDurationSessions: null };
    }
    const probabilities = Object.fromEntries(
      REGIME_STATES.map((to) => [to, row[to] / observed]),
    ) as RegimeProbabilities;
    const stay = probabilities[from];
    return {
      from,
      observed,
      counts: { ...row },
      probabilities,
      expectedDurationSessions: stay < 1 ? 1 / (1 - stay) : null,
    };
  });
}

export type Forecast =
  | { probabilities: RegimeProbabilities; reason: null }
  | { probabilities: null; reason: string };

/** The distribution `steps` sessions after a session labelled `current`. */
export function forecastFrom(matrix: readonly TransitionRow[], current: Regime, steps: number): Forecast {
  const missing = matrix.filter((row) => row.probabilities === null).map((row) => row.from);
  if (missing.length > 0) {
    return { probabilities: null, reason: `no_transitions_observed_from:${missing.join(",")}` };
  }
  let distribution: RegimeProbabilities = { risk_on: 0, neutral: 0, risk_off: 0 };
  distribution[current] = 1;
  for (let step = 0; step < steps; step++) {
    const next: RegimeProbabilities = { risk_on: 0, neutral: 0, risk_off: 0 };
    for (const row of matrix) {
      const weight = distribution[row.from];
      for (const to of REGIME_STATES) next[to] += weight * (row.probabilities as RegimeProbabilities)[to];
    }
    distribution = next;
  }
  return { probabilities: distribution, reason: null };
}

/**
 * The chain's long-run share of each state (π = πP), by iterating from the uniform distribution
 * until it stops moving; null with its reason when a row is missing.
 */
export function stationaryDistribution(matrix: readonly TransitionRow[]): Forecast {
  const uniform = 1 / REGIME_STATES.length;
  let distribution: RegimeProbabilities = { risk_on: uniform, neutral: uniform, risk_off: uniform };
  for (let iteration = 0; iteration < 100_000; iteration++) {
    const next: RegimeProbabilities = { risk_on: 0, neutral: 0, risk_off: 0 };
    for (const row of matrix) {
      if (row.probabilities === null) {
        return { probabilities: null, reason: `no_transitions_observed_from:${row.from}` };
      }
      for (const to of REGIME_STATES) next[to] += distribution[row.from] * row.probabilities[to];
    }
    const moved = REGIME_STATES.reduce((sum, state) => sum + Math.abs(next[state] - distribution[state]), 0);
    distribution = next;
    if (moved < 1e-13) break;
  }
  return { probabilities: distribution, reason: null };
}

/** The most probable state; on a tie the first in REGIME_STATES order. */
export function mostLikely(probabilities: RegimeProbabilities): Regime {
  return REGIME_STATES.reduce((best, state) => (probabilities[state] > probabilities[best] ? state : best));
}
