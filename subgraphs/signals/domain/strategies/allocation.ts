/**
 * The allocation family: how much to hold rather than what — volatility targeting (Moreira &
 * Muir 2017), inverse-volatility risk parity, and the 1/N portfolio (DeMiguel, Garlappi & Uppal
 * 2009).
 */
import { defineStrategy, equalWeights, NO_POSITIONS, type Strategy } from "./strategy.js";

export const volatilityTargeting: Strategy = defineStrategy({
  name: "volatility_targeting",
  displayName: "Volatility targeting",
  family: "allocation",
  summary: "Scale a position in the ticker so that its recent volatility matches a target.",
  rules: [
    "On the first session of each week: realised volatility = standard deviation of `ticker`'s last vol_days daily returns × √252.",
    "Hold target_vol / realised volatility of the portfolio in `ticker`, capped at max_leverage; the rest in cash.",
  ],
  universe: "One ticker (SPY by default).",
  schedule: "weekly",
  parameters: {
    ticker: { default: "SPY", description: "The ticker held.", unit: "ticker" },
    target_vol: { default: 0.1, description: "Annualised volatility aimed at.", unit: "fraction" },
    vol_days: { default: 21, description: "Volatility window, in sessions.", unit: "sessions" },
    max_leverage: { default: 1.5, description: "Largest weight held.", unit: "multiple" },
  },
  variants: [{ target_vol: 0.15 }, { vol_days: 63 }],
  decide(view, p) {
    const vol = view.returnStdev(p.ticker, p.vol_days) * Math.sqrt(252);
    if (!(vol > 0)) return NO_POSITIONS;
    return new Map([[p.ticker, Math.min(p.max_leverage, p.target_vol / vol)]]);
  },
});

const ASSETS = ["SPY", "TLT", "GLD", "LQD", "HYG"];

export const riskParity: Strategy = defineStrategy({
  name: "risk_parity",
  displayName: "Risk parity (inverse volatility)",
  family: "allocation",
  summary: "Weight asset-class ETFs by the inverse of their volatility, fully invested.",
  rules: [
    "On the first session of each month, for SPY, TLT, GLD, LQD, HYG: weight ∝ 1 / standard deviation of the last vol_days daily returns, normalised to sum to 1 (naive risk parity: correlations ignored).",
  ],
  universe: "SPY, TLT, GLD, LQD, HYG.",
  schedule: "monthly",
  parameters: {
    vol_days: { default: 63, description: "Volatility window, in sessions.", unit: "sessions" },
  },
  variants: [{ vol_days: 21 }, { vol_days: 126 }],
  decide(view, p) {
    const inverse = new Map<string, number>();
    for (const ticker of ASSETS) {
      const vol = view.returnStdev(ticker, p.vol_days) * Math.sqrt(252);
      if (!(vol > 0)) return NO_POSITIONS;
      inverse.set(ticker, 1 / vol);
    }
    const total = [...inverse.values()].reduce((sum, value) => sum + value, 0);
    return new Map([...inverse].map(([ticker, value]) => [ticker, value / total]));
  },
});

export const equalWeightUniverse: Strategy = defineStrategy({
  name: "equal_weight_universe",
  displayName: "Equal weight (1/N)",
  family: "allocation",
  summary: "Hold every stock of the universe in equal weights, rebalanced monthly.",
  rules: [
    "On the first session of each month, hold every stock with at least min_history_days closes at 1/N each (N: those stocks).",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "monthly",
  parameters: {
    min_history_days: { default: 21, description: "Sessions a stock must have traded.", unit: "sessions" },
  },
  variants: [{ min_history_days: 126 }, { min_history_days: 252 }],
  decide(view, p) {
    return equalWeights(view.stocks.filter((ticker) => view.has(ticker, p.min_history_days)));
  },
});
