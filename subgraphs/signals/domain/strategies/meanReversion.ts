/**
 * The mean-reversion family: last week's losers bounce (Lehmann 1990; Jegadeesh 1990), short-term
 * oversold index ETFs in an uptrend recover (Connors' RSI(2)), and stocks stretched below their
 * Bollinger band return to its middle. The pairs strategy (pairs.ts) belongs here too.
 */
import { rsi } from "./indicators.js";
import { defineStrategy, longShortByScore, type Strategy } from "./strategy.js";

export const shortTermReversal: Strategy = defineStrategy({
  name: "short_term_reversal",
  displayName: "Short-term reversal",
  family: "mean_reversion",
  summary: "Long last week's losers, short last week's winners.",
  rules: [
    "On the first session of each week, score every stock with lookback_days + 1 closes by minus its return over lookback_days.",
    "Hold the top `quantile` (the biggest losers) long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "weekly",
  parameters: {
    lookback_days: { default: 5, description: "Formation window, in sessions.", unit: "sessions" },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ lookback_days: 10 }, { quantile: 0.2 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of view.stocks) {
      if (view.closes(ticker, p.lookback_days + 1) === null) continue;
      scores.set(ticker, -view.trailingReturn(ticker, p.lookback_days));
    }
    return longShortByScore(scores, p.quantile);
  },
});

const INDEX_ETFS = ["SPY", "QQQ", "IWM", "DIA"];

export const rsiMeanReversion: Strategy = defineStrategy({
  name: "rsi_mean_reversion",
  displayName: "RSI mean reversion",
  family: "mean_reversion",
  summary: "Buy index ETFs that are deeply oversold on a short RSI while above their long-term average.",
  rules: [
    "Every session, for each of SPY, QQQ, IWM, DIA (a sleeve of 1/4 each): compute RSI over rsi_days (Cutler: simple averages of gains and losses) and the trend_days simple moving average.",
    "Flat: buy the sleeve when RSI < entry_below and the close is above the moving average.",
    "Long: sell when RSI > exit_above or the close falls below the moving average.",
  ],
  universe: "SPY, QQQ, IWM, DIA.",
  schedule: "daily",
  parameters: {
    rsi_days: { default: 2, description: "RSI window, in sessions.", unit: "sessions" },
    entry_below: {
      default: 10,
      description: "RSI level under which a sleeve is bought.",
      unit: "rsi points",
    },
    exit_above: { default: 70, description: "RSI level over which a sleeve is sold.", unit: "rsi points" },
    trend_days: { default: 200, description: "Trend filter window, in sessions.", unit: "sessions" },
  },
  variants: [{ entry_below: 5 }, { rsi_days: 4, entry_below: 20 }],
  decide(view, p, held) {
    const weights = new Map<string, number>();
    for (const ticker of INDEX_ETFS) {
      const closes = view.closes(ticker, p.rsi_days + 1);
      if (closes === null || !view.has(ticker, p.trend_days)) continue;
      const level = rsi(closes, p.rsi_days);
      const uptrend = view.close(ticker) > view.sma(ticker, p.trend_days);
      const long = (held.get(ticker) ?? 0) > 0;
      if (long && level <= p.exit_above && uptrend) weights.set(ticker, held.get(ticker) as number);
      else if (!long && level < p.entry_below && uptrend) weights.set(ticker, 1 / INDEX_ETFS.length);
    }
    return weights;
  },
});

export const bollingerMeanReversion: Strategy = defineStrategy({
  name: "bollinger_mean_reversion",
  displayName: "Bollinger band mean reversion",
  family: "mean_reversion",
  summary:
    "Buy stocks that close below their lower Bollinger band in a long-term uptrend; sell at the middle band.",
  rules: [
    "Every session, for each stock with trend_days closes: middle band = band_days simple moving average, bands = middle ± width × the band_days standard deviation of closes.",
    "Long positions are sold when the close reaches the middle band or falls below the trend_days moving average; the others are held as they stand.",
    "Free slots (max_positions in all) are filled with stocks closing below the lower band and above the trend_days moving average, the most stretched first ((close − middle) / sd lowest), each 1 / max_positions of the portfolio.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "daily",
  parameters: {
    band_days: { default: 20, description: "Band window, in sessions.", unit: "sessions" },
    width: {
      default: 2,
      description: "Band half-width in standard deviations.",
      unit: "standard deviations",
    },
    trend_days: { default: 200, description: "Trend filter window, in sessions.", unit: "sessions" },
    max_positions: { default: 20, description: "Positions held at most.", unit: "count" },
  },
  variants: [{ width: 2.5 }, { max_positions: 10 }],
  decide(view, p, held) {
    const weights = new Map<string, number>();
    const candidates: [string, number][] = [];
    for (const ticker of view.stocks) {
      if (!view.has(ticker, Math.max(p.trend_days, p.band_days))) continue;
      const middle = view.sma(ticker, p.band_days);
      const sd = view.closeStdev(ticker, p.band_days);
      const close = view.close(ticker);
      const uptrend = close > view.sma(ticker, p.trend_days);
      const long = (held.get(ticker) ?? 0) > 0;
      if (long) {
        if (close < middle && uptrend) weights.set(ticker, held.get(ticker) as number);
      } else if (sd > 0 && uptrend && close < middle - p.width * sd) {
        candidates.push([ticker, (close - middle) / sd]);
      }
    }
    candidates.sort(([a, x], [b, y]) => x - y || (a < b ? -1 : 1));
    for (const [ticker] of candidates.slice(0, Math.max(0, p.max_positions - weights.size))) {
      weights.set(ticker, 1 / p.max_positions);
    }
    return weights;
  },
});
