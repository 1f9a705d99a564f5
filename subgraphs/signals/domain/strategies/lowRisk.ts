/**
 * The low-risk family: low-volatility and low-beta stocks have earned more per unit of risk than
 * high ones (Ang, Hodrick, Xing & Zhang 2006; Frazzini & Pedersen 2014), and stocks with
 * lottery-like extreme daily gains have earned less (Bali, Cakici & Whitelaw 2011).
 */
import { max, mean, slope } from "./indicators.js";
import { defineStrategy, longShortByScore, type Strategy } from "./strategy.js";

export const lowVolatility: Strategy = defineStrategy({
  name: "low_volatility",
  displayName: "Low volatility",
  family: "low_risk",
  summary: "Long the least volatile stocks, short the most volatile.",
  rules: [
    "On the first session of each month, score every stock with window_days daily returns by minus their standard deviation.",
    "Hold the top `quantile` (least volatile) long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "monthly",
  parameters: {
    window_days: { default: 252, description: "Volatility window, in sessions.", unit: "sessions" },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ window_days: 63 }, { quantile: 0.2 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of view.stocks) {
      if (view.has(ticker, p.window_days + 1)) scores.set(ticker, -view.returnStdev(ticker, p.window_days));
    }
    return longShortByScore(scores, p.quantile);
  },
});

export const lowBeta: Strategy = defineStrategy({
  name: "low_beta",
  displayName: "Low beta",
  family: "low_risk",
  summary: "Long the stocks least sensitive to the market (SPY), short the most sensitive.",
  rules: [
    "On the first session of each month, estimate every stock's beta to SPY by OLS over window_days daily returns.",
    "Hold the top `quantile` (lowest beta) long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short (dollar-neutral, not beta-neutral).",
  ],
  universe: "Every stock of the daily universe (ETFs excluded); SPY as the market.",
  schedule: "monthly",
  parameters: {
    window_days: { default: 252, description: "Beta window, in sessions.", unit: "sessions" },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ window_days: 126 }, { quantile: 0.2 }],
  decide(view, p) {
    const market = view.returns("SPY", p.window_days);
    const scores = new Map<string, number>();
    if (market === null) return scores;
    for (const ticker of view.stocks) {
      const returns = view.returns(ticker, p.window_days);
      if (returns !== null) scores.set(ticker, -slope(returns, market));
    }
    return longShortByScore(scores, p.quantile);
  },
});

export const lotteryAvoidance: Strategy = defineStrategy({
  name: "lottery_avoidance",
  displayName: "Lottery avoidance (MAX)",
  family: "low_risk",
  summary: "Long stocks without extreme recent daily gains, short those with them.",
  rules: [
    "On the first session of each month, score every stock by minus MAX: the mean of its top_days largest daily returns over the last window_days sessions.",
    "Hold the top `quantile` (lowest MAX) long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "monthly",
  parameters: {
    window_days: { default: 21, description: "MAX window, in sessions.", unit: "sessions" },
    top_days: { default: 1, description: "Largest daily returns averaged.", unit: "count" },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ top_days: 5 }, { quantile: 0.2 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of view.stocks) {
      const returns = view.returns(ticker, p.window_days);
      if (returns === null) continue;
      const lottery =
        p.top_days === 1 ? max(returns) : mean([...returns].sort((a, b) => b - a).slice(0, p.top_days));
      scores.set(ticker, -lottery);
    }
    return longShortByScore(scores, p.quantile);
  },
});
