/**
 * Empirical VaR and expected shortfall of a portfolio snapshot on non-overlapping horizon
 * scenarios (svc_v3_risk_historical_var_scenario).
 *
 * The snapshot's positions are held as they are, in dollars, through each historical horizon:
 * a position's weight is its signed market value over the NAV (short negative), cash earns nothing.
 * The history's N observations are cut into floor(N / h) blocks of h consecutive observations,
 * counted back from the newest so it is always used (the N mod h oldest are dropped). A block's
 * portfolio return is Σ weight × (Π(1 + r) - 1) over its h returns per position; its loss is minus
 * that. With k = ⌈blocks · (1 - confidence)⌉ tail observations, VaR is the k-th worst loss and the
 * expected shortfall the mean of the k worst. Fewer than ten tail observations are refused: a
 * quantile that deep is not estimable from that few.
 */
import { compound, tailCount } from "./statistics.js";

export const MIN_TAIL_OBSERVATIONS = 10;

export interface ScenarioInput {
  /** Observation dates, ascending; each series has one return per date. */
  dates: readonly string[];
  /** Per position: its signed weight (of NAV) and its returns. */
  positions: readonly { weight: number; returns: readonly number[] }[];
  confidence: number;
  horizon: number;
}

export interface Scenario {
  /** Date of the block's first and last observation. */
  start: string;
  end: string;
  /** The portfolio's loss over the block, as a fraction of NAV (negative: a gain). */
  loss: number;
}

export interface ScenarioResult {
  observations: number;
  scenarios: number;
  droppedObservations: number;
  tailObservations: number;
  /** Fractions of NAV. */
  var: number;
  expectedShortfall: number;
  worst: Scenario;
  firstDate: string;
  lastDate: string;
}

export class InsufficientTailError extends Error {
  constructor(
    readonly scenarios: number,
    readonly tailObservations: number,
  ) {
    super(
      `${scenarios} non-overlapping scenarios leave ${tailObservations} tail observation${tailObservations === 1 ? "" : "s"} ` +
        `at this confidence; at least ${MIN_TAIL_OBSERVATIONS} are needed`,
    );
    this.name = "InsufficientTailError";
  }
}

/** How many blocks and tail observations a history of `observations` gives. */
export function scenarioCounts(observations: number, horizon: number, confidence: number) {
  const scenarios = Math.floor(observations / horizon);
  return { scenarios, tailObservations: scenarios === 0 ? 0 : tailCount(scenarios, confidence) };
}

export function historicalVarScenario(input: ScenarioInput): ScenarioResult {
  const { dates, positions, confidence, horizon } = input;
  const n = dates.length;
  const { scenarios: count, tailObservations } = scenarioCounts(n, horizon, confidence);
  if (tailObservations < MIN_TAIL_OBSERVATIONS) throw new InsufficientTailError(count, tailObservations);
  const dropped = n - count * horizon;
  const scenarios: Scenario[] = [];
  for (let block = 0; block < count; block++) {
    const from = dropped + block * horizon;
    const to = from + horizon;
    const pnl = positions.reduce((sum, p) => sum + p.weight * compound(p.returns.slice(from, to)), 0);
    scenarios.push({ start: dates[from] as string, end: dates[to - 1] as string, loss: -pnl });
  }
  const worstFirst = [...scenarios].sort((a, b) => b.loss - a.loss);
  const tail = worstFirst.slice(0, tailObservations);
  return {
    observations: n,
    scenarios: count,
    droppedObservations: dropped,
    tailObservations,
    var: (tail.at(-1) as Scenario).loss,
    expectedShortfall: tail.reduce((sum, s) => sum + s.loss, 0) / tail.length,
    worst: worstFirst[0] as Scenario,
    firstDate: dates[dropped] as string,
    lastDate: dates[n - 1] as string,
  };
}
