/**
 * What a strategy of the library is: a name, a family, its rules in words, its parameters with
 * their defaults, the parameter variants the library also runs (each run is a trial in the risk
 * registry), a rebalance schedule, and `decide`: a pure function from the point-in-time view at a
 * decision date (and the book it holds going in) to the target weights it holds from the next
 * session. Weights are fractions of the portfolio's value: positive long, negative short, what
 * is not invested is cash.
 */
import type { HistoryView } from "./history.js";

/** Families group strategies that test one hypothesis; the risk registry counts trials per family. */
export const STRATEGY_FAMILIES = [
  "momentum",
  "mean_reversion",
  "low_risk",
  "trend",
  "allocation",
  "seasonality",
] as const;
export type StrategyFamily = (typeof STRATEGY_FAMILIES)[number];

/** When `decide` runs: every session, the first session of each week, or of each month. */
export type Schedule = "daily" | "weekly" | "monthly";

export interface ParameterSpec {
  readonly default: number | string;
  readonly description: string;
  /** sessions, fraction, multiple, count, ticker, … */
  readonly unit: string;
}
export type ParameterSpecs = Readonly<Record<string, ParameterSpec>>;

/** Parameter values as `decide` reads them, typed from the specs' defaults. */
export type ParameterValues<S extends ParameterSpecs> = {
  readonly [K in keyof S]: S[K]["default"] extends number ? number : string;
};

export type Weights = ReadonlyMap<string, number>;
export const NO_POSITIONS: Weights = new Map();

/** Diagnostics a strategy records while deciding (the pairs strategy's cointegration tests). */
export interface DecisionNotes {
  note(record: Readonly<Record<string, string | number | boolean>>): void;
}

export interface StrategySpec<S extends ParameterSpecs> {
  readonly name: string;
  readonly displayName: string;
  readonly family: StrategyFamily;
  /** One sentence: what it bets on. */
  readonly summary: string;
  /** The rules, in the order they apply. */
  readonly rules: readonly string[];
  /** Which members it trades, in words (the universe is the daily universe's). */
  readonly universe: string;
  readonly schedule: Schedule;
  readonly parameters: S;
  /** Parameter overrides run besides the defaults: each is another trial. */
  readonly variants: readonly Partial<ParameterValues<S>>[];
  decide(view: HistoryView, params: ParameterValues<S>, held: Weights, notes: DecisionNotes): Weights;
}

/** A strategy with its parameter types erased, as the library and the engine hold it. */
export interface Strategy extends Omit<StrategySpec<ParameterSpecs>, "decide" | "variants"> {
  readonly variants: readonly Readonly<Record<string, number | string>>[];
  decide(
    view: HistoryView,
    params: Readonly<Record<string, number | string>>,
    held: Weights,
    notes: DecisionNotes,
  ): Weights;
}

export function defineStrategy<S extends ParameterSpecs>(spec: StrategySpec<S>): Strategy {
  for (const variant of spec.variants) {
    for (const key of Object.keys(variant)) {
      if (!(key in spec.parameters)) throw new Error(`${spec.name}: variant sets unknown parameter ${key}`);
    }
  }
  return spec as unknown as Strategy;
}

/** The default parameter values of a strategy. */
export function defaultParameters(strategy: Strategy): Record<string, number | string> {
  return Object.fromEntries(Object.entries(strategy.parameters).map(([name, spec]) => [name, spec.default]));
}

// ---------------------------------------------------------------------------------------------
// Book construction shared by the strategies.

/** Equal weights summing to `total` over the tickers (none for an empty list). */
export function equalWeights(tickers: readonly string[], total = 1): Map<string, number> {
  const weights = new Map<string, number>();
  for (const ticker of tickers) weights.set(ticker, total / tickers.length);
  return weights;
}

/**
 * A dollar-neutral book from a score per ticker: the top `fraction` of the ranked tickers long,
 * the bottom `fraction` short, equal weights, +0.5 long and −0.5 short (gross exposure 1).
 * Ties are broken by ticker so the book is deterministic. Needs at least 10 scored tickers.
 */
export function longShortByScore(scores: ReadonlyMap<string, number>, fraction: number): Map<string, number> {
  const ranked = [...scores].filter(([, score]) => Number.isFinite(score));
  if (ranked.length < 10) return new Map();
  ranked.sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  const n = Math.max(1, Math.floor(ranked.length * fraction));
  const longs = ranked.slice(0, n).map(([ticker]) => ticker);
  const shorts = ranked.slice(-n).map(([ticker]) => ticker);
  return new Map([...equalWeights(longs, 0.5), ...equalWeights(shorts, -0.5)]);
}

/** The `n` tickers with the highest scores (ties by ticker), finite scores only. */
export function topByScore(scores: ReadonlyMap<string, number>, n: number): string[] {
  return [...scores]
    .filter(([, score]) => Number.isFinite(score))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
    .slice(0, n)
    .map(([ticker]) => ticker);
}
