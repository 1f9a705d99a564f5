/**
 * An instrument's risk profile from the close history market publishes: which closes form the window,
 * and null + reason wherever the window cannot support a number (never a number from too little data).
 */

import { empiricalTail } from "./portfolioVar.js";
import {
  annualisedSharpe,
  annualisedVolatility,
  historicalVar,
  logReturns,
  simpleReturns,
} from "./returns.js";
import { maxDrawdown } from "./statistics.js";

/** A year of trading days, the usual horizon for daily volatility and VaR. */
export const WINDOW_RETURNS = 252;
/** Fewer returns than about a quarter make the 1% tail a single day and the volatility noise. */
export const MIN_RETURNS = 60;
export const PERIODS_PER_YEAR = 252;

export type RiskProfileReason = "insufficient_history" | "non_positive_close";

export interface Close {
  date: string;
  close: number;
}

export interface RiskProfileResult {
  annualisedVolatility: number | null;
  var95: number | null;
  var99: number | null;
  /** Mean loss of the days at or beyond var95's (expected shortfall), a positive fraction. */
  cvar95: number | null;
  cvar99: number | null;
  /** Largest fall from a running peak of the window's closes, a positive fraction. */
  maxDrawdown: number | null;
  maxDrawdownPeakDate: string | null;
  maxDrawdownTroughDate: string | null;
  /** Why the drawdown dates are null: no_drawdown, or the profile's own reason. */
  maxDrawdownReason: string | null;
  sharpe: number | null;
  /** Why sharpe alone is null while the rest is set (a window with no price movement). */
  sharpeReason: "zero_volatility" | null;
  /** Daily returns in the window. */
  observations: number;
  windowStart: string | null;
  windowEnd: string | null;
  priceBasis: string | null;
  reason: RiskProfileReason | null;
}

export function riskProfile(basis: string | null, closes: readonly Close[]): RiskProfileResult {
  // Market publishes oldest first; sorting again is cheap insurance against a reordered payload.
  const ordered = [...closes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const window = ordered.slice(-(WINDOW_RETURNS + 1));
  const base = {
    observations: Math.max(0, window.length - 1),
    windowStart: window[0]?.date ?? null,
    windowEnd: window.at(-1)?.date ?? null,
    priceBasis: basis,
  };
  const empty = {
    annualisedVolatility: null,
    var95: null,
    var99: null,
    cvar95: null,
    cvar99: null,
    maxDrawdown: null,
    maxDrawdownPeakDate: null,
    maxDrawdownTroughDate: null,
    sharpe: null,
    sharpeReason: null,
  };
  if (base.observations < MIN_RETURNS)
    return { ...base, ...empty, maxDrawdownReason: "insufficient_history", reason: "insufficient_history" };
  const prices = window.map((c) => c.close);
  if (prices.some((p) => !(Number.isFinite(p) && p > 0)))
    return { ...base, ...empty, maxDrawdownReason: "non_positive_close", reason: "non_positive_close" };

  const simple = simpleReturns(prices);
  const sharpe = annualisedSharpe(simple, PERIODS_PER_YEAR);
  const drawdown = maxDrawdown(prices);
  const fallen = drawdown.maxDrawdown > 0;
  return {
    ...base,
    annualisedVolatility: annualisedVolatility(logReturns(prices), PERIODS_PER_YEAR),
    var95: historicalVar(simple, 0.95),
    var99: historicalVar(simple, 0.99),
    cvar95: empiricalTail(simple, 0.95).cvar,
    cvar99: empiricalTail(simple, 0.99).cvar,
    maxDrawdown: drawdown.maxDrawdown,
    // A window that never fell below a peak has no peak and trough to name.
    maxDrawdownPeakDate: fallen ? (window[drawdown.peakIndex]?.date ?? null) : null,
    maxDrawdownTroughDate: fallen ? (window[drawdown.troughIndex]?.date ?? null) : null,
    maxDrawdownReason: fallen ? null : "no_drawdown",
    sharpe,
    sharpeReason: sharpe === null ? "zero_volatility" : null,
    reason: null,
  };
}
