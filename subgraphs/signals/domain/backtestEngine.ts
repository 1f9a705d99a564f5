/**
 * The walk-forward backtest engine. Pure: a history, a strategy and its parameters in, the daily
 * series and the books out.
 *
 * Each session t, in this order:
 * 1. the book held since the previous close earns session t's close-to-close returns (gross
 *    return), and drifts with them (w·(1 + r) / (1 + portfolio return));
 * 2. on a decision date of the strategy's schedule, the strategy sees the history through t only
 *    (strategies/history.ts HistoryView) and the drifted book, and returns its target; the
 *    difference is traded at t's close, costing backtestCosts.ts's model from data through t;
 * 3. net return = gross return − costs.
 * So a position decided at t earns from t + 1 on, and nothing dated after t reaches a decision
 * or its cost: backtestEngine.test.ts changes every price after a date and finds every decision up
 * to it unchanged.
 */
import { COST_MODEL, type CostModel, tradeCost } from "./backtestCosts.js";
import { HistoryView, type TickerSeries, type UniverseHistory } from "./strategies/history.js";
import type { Schedule, Strategy, Weights } from "./strategies/strategy.js";

/** Above this gross exposure a target is a strategy bug, not a position. */
const MAX_GROSS = 5;
/** Weight changes smaller than this are no trade (float noise). */
const TRADE_EPSILON = 1e-12;

export interface BookPosition {
  ticker: string;
  /** Target weight from the next session (0: closed at this decision). */
  weight: number;
  /** weight − the drifted weight held going in: what was traded. */
  trade: number;
}

/** A decision that traded: the whole target book, and what was closed. */
export interface Book {
  date: string;
  positions: BookPosition[];
}

export interface DecisionNote {
  date: string;
  record: Readonly<Record<string, string | number | boolean>>;
}

export interface BacktestResult {
  dates: readonly string[];
  /** Per session (index 0 has none: 0): book return before costs, costs, net return. */
  grossReturns: Float64Array;
  costs: Float64Array;
  netReturns: Float64Array;
  /** Σ|Δweight| traded at the session's close. */
  turnover: Float64Array;
  /** Σ|weight| held from the session's close (after its decision). */
  grossExposure: Float64Array;
  /**
   * Index of the first decision that held a position: the run's observations start there (that
   * session's net return is minus the entry's cost) and run to the last session.
   */
  firstInvested: number | null;
  books: Book[];
  notes: DecisionNote[];
}

const weekOf = (date: string) => Math.floor((Date.parse(`${date}T00:00:00Z`) / 86_400_000 + 3) / 7);

/** Whether session t is a decision date: every session, or the first of its week or month. */
export function isDecisionDate(dates: readonly string[], t: number, schedule: Schedule): boolean {
  if (t === 0 || schedule === "daily") return true;
  const today = dates[t] as string;
  const before = dates[t - 1] as string;
  return schedule === "weekly" ? weekOf(today) !== weekOf(before) : today.slice(0, 7) !== before.slice(0, 7);
}

function costOf(series: TickerSeries, t: number, fraction: number, model: CostModel): number {
  const from = Math.max(series.first, t - model.windowDays + 1);
  const volumes = series.dollarVolume.subarray(from, t + 1);
  const returns = series.returns.subarray(Math.max(from, series.first + 1), t + 1);
  return Math.abs(fraction) * tradeCost(fraction, volumes, returns, model).total;
}

function checkTarget(strategy: Strategy, history: UniverseHistory, t: number, target: Weights): void {
  let gross = 0;
  for (const [ticker, weight] of target) {
    const close = history.series.get(ticker)?.close[t];
    if (!Number.isFinite(weight) || close === undefined || !Number.isFinite(close)) {
      throw new Error(
        `${strategy.name}: target ${ticker}=${weight} on ${history.dates[t]} has no price or weight`,
      );
    }
    gross += Math.abs(weight);
  }
  if (gross > MAX_GROSS) throw new Error(`${strategy.name}: gross exposure ${gross} on ${history.dates[t]}`);
}

export function runBacktest(
  history: UniverseHistory,
  strategy: Strategy,
  params: Readonly<Record<string, number | string>>,
  model: CostModel = COST_MODEL,
): BacktestResult {
  const n = history.dates.length;
  const result: BacktestResult = {
    dates: history.dates,
    grossReturns: new Float64Array(n),
    costs: new Float64Array(n),
    netReturns: new Float64Array(n),
    turnover: new Float64Array(n),
    grossExposure: new Float64Array(n),
    firstInvested: null,
    books: [],
    notes: [],
  };
  // The book held, as parallel arrays: the daily loop touches every position every session, and
  // maps rebuilt per session cost more than the strategies themselves.
  let heldTickers: string[] = [];
  let heldSeries: TickerSeries[] = [];
  let heldWeights: number[] = [];
  const heldMap = (): Map<string, number> =>
    new Map(heldTickers.map((ticker, i) => [ticker, heldWeights[i] as number]));
  for (let t = 0; t < n; t++) {
    const date = history.dates[t] as string;
    if (t > 0 && heldTickers.length > 0) {
      let portfolio = 0;
      const returns = heldSeries.map((series) => {
        const r = series.returns[t] as number;
        // A held series that has ended is carried at its last close until the next decision.
        return Number.isFinite(r) ? r : 0;
      });
      for (let i = 0; i < returns.length; i++)
        portfolio += (heldWeights[i] as number) * (returns[i] as number);
      result.grossReturns[t] = portfolio;
      if (1 + portfolio > 0) {
        for (let i = 0; i < returns.length; i++) {
          heldWeights[i] = ((heldWeights[i] as number) * (1 + (returns[i] as number))) / (1 + portfolio);
        }
      } else {
        // A book that lost everything holds nothing more.
        heldTickers = [];
        heldSeries = [];
        heldWeights = [];
      }
    }
    if (isDecisionDate(history.dates, t, strategy.schedule)) {
      const view = new HistoryView(history, t);
      const notes = { note: (record: DecisionNote["record"]) => result.notes.push({ date, record }) };
      const held = heldMap();
      const target = strategy.decide(view, params, held, notes);
      checkTarget(strategy, history, t, target);
      let turnover = 0;
      let cost = 0;
      const positions: BookPosition[] = [];
      for (const ticker of new Set([...held.keys(), ...target.keys()])) {
        const weight = target.get(ticker) ?? 0;
        const trade = weight - (held.get(ticker) ?? 0);
        if (Math.abs(trade) <= TRADE_EPSILON) {
          if (weight !== 0) positions.push({ ticker, weight, trade: 0 });
          continue;
        }
        turnover += Math.abs(trade);
        cost += costOf(history.series.get(ticker) as TickerSeries, t, trade, model);
        positions.push({ ticker, weight, trade });
      }
      if (turnover > 0) {
        positions.sort((a, b) => (a.ticker < b.ticker ? -1 : 1));
        result.books.push({ date, positions });
      }
      result.turnover[t] = turnover;
      result.costs[t] = cost;
      const kept = [...target].filter(([, weight]) => weight !== 0);
      heldTickers = kept.map(([ticker]) => ticker);
      heldSeries = heldTickers.map((ticker) => history.series.get(ticker) as TickerSeries);
      heldWeights = kept.map(([, weight]) => weight);
      if (result.firstInvested === null && heldTickers.length > 0) result.firstInvested = t;
    }
    let gross = 0;
    for (const weight of heldWeights) gross += Math.abs(weight);
    result.grossExposure[t] = gross;
    result.netReturns[t] = (result.grossReturns[t] as number) - (result.costs[t] as number);
  }
  return result;
}
