/**
 * The momentum family: winners keep winning for months (Jegadeesh & Titman 1993), across assets
 * and in time series (Moskowitz, Ooi & Pedersen 2012), measured against the 52-week high (George &
 * Hwang 2004), and combined with an absolute filter (Antonacci's dual momentum).
 */
import { max } from "./indicators.js";
import {
  defineStrategy,
  equalWeights,
  longShortByScore,
  NO_POSITIONS,
  type Strategy,
  topByScore,
} from "./strategy.js";

export const crossSectionalMomentum: Strategy = defineStrategy({
  name: "cross_sectional_momentum",
  displayName: "Cross-sectional momentum (12-1)",
  family: "momentum",
  summary: "Long last year's winners, short its losers, skipping the most recent month.",
  rules: [
    "On the first session of each month, score every stock with lookback_days + 1 closes by its return from lookback_days sessions ago to skip_days sessions ago.",
    "Rank the scores; hold the top `quantile` of stocks long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "monthly",
  parameters: {
    lookback_days: { default: 252, description: "Formation window, in sessions.", unit: "sessions" },
    skip_days: {
      default: 21,
      description: "Most recent sessions left out (short-term reversal).",
      unit: "sessions",
    },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ lookback_days: 126 }, { quantile: 0.2 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of view.stocks) {
      if (!view.has(ticker, p.lookback_days + 1)) continue;
      scores.set(ticker, view.trailingReturn(ticker, p.lookback_days - p.skip_days, p.skip_days));
    }
    return longShortByScore(scores, p.quantile);
  },
});

const ETF_SET = "SPY QQQ IWM DIA XLK XLF XLE XLV TLT GLD HYG LQD";

export const timeSeriesMomentum: Strategy = defineStrategy({
  name: "time_series_momentum",
  displayName: "Time-series momentum",
  family: "momentum",
  summary: "Each ETF long after a rising year, short after a falling one.",
  rules: [
    "On the first session of each month, for each ETF with lookback_days + 1 closes: +1/N if its return over lookback_days is positive, −1/N if negative (N: the ETFs scored).",
  ],
  universe: `The universe's 12 ETFs (${ETF_SET}).`,
  schedule: "monthly",
  parameters: {
    lookback_days: { default: 252, description: "Trend window, in sessions.", unit: "sessions" },
  },
  variants: [{ lookback_days: 126 }, { lookback_days: 63 }],
  decide(view, p) {
    const scored = view.etfs.filter((ticker) => view.closes(ticker, p.lookback_days + 1) !== null);
    const weights = new Map<string, number>();
    for (const ticker of scored) {
      const trend = Math.sign(view.trailingReturn(ticker, p.lookback_days));
      if (trend !== 0) weights.set(ticker, trend / scored.length);
    }
    return weights;
  },
});

export const fiftyTwoWeekHigh: Strategy = defineStrategy({
  name: "fifty_two_week_high",
  displayName: "52-week high",
  family: "momentum",
  summary: "Long stocks closest to their 52-week high, short those furthest from it.",
  rules: [
    "On the first session of each month, score every stock with window_days closes by its close over the highest close of the window.",
    "Hold the top `quantile` long and the bottom `quantile` short, equal weights, +0.5 long and −0.5 short.",
  ],
  universe: "Every stock of the daily universe (ETFs excluded).",
  schedule: "monthly",
  parameters: {
    window_days: { default: 252, description: "High-water window, in sessions.", unit: "sessions" },
    quantile: { default: 0.1, description: "Fraction of ranked stocks in each leg.", unit: "fraction" },
  },
  variants: [{ window_days: 126 }, { quantile: 0.2 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of view.stocks) {
      const closes = view.closes(ticker, p.window_days);
      if (closes !== null) scores.set(ticker, view.close(ticker) / max(closes));
    }
    return longShortByScore(scores, p.quantile);
  },
});

const RISKY = ["SPY", "QQQ", "IWM", "DIA"];

export const dualMomentum: Strategy = defineStrategy({
  name: "dual_momentum",
  displayName: "Dual momentum",
  family: "momentum",
  summary: "Hold the strongest US equity ETF while its trend is up, else Treasuries.",
  rules: [
    "On the first session of each month, rank SPY, QQQ, IWM and DIA by their return over lookback_days (relative momentum).",
    "If the best return is positive, hold 100% of it (absolute momentum against 0%: the universe holds no bill series); else hold 100% TLT.",
  ],
  universe: "SPY, QQQ, IWM, DIA; TLT as the safe asset.",
  schedule: "monthly",
  parameters: {
    lookback_days: { default: 252, description: "Momentum window, in sessions.", unit: "sessions" },
  },
  variants: [{ lookback_days: 126 }, { lookback_days: 189 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of RISKY) {
      if (view.closes(ticker, p.lookback_days + 1) !== null) {
        scores.set(ticker, view.trailingReturn(ticker, p.lookback_days));
      }
    }
    if (scores.size < RISKY.length) return NO_POSITIONS;
    const [best] = topByScore(scores, 1);
    if (best !== undefined && (scores.get(best) as number) > 0) return new Map([[best, 1]]);
    return view.closes("TLT", 1) === null ? NO_POSITIONS : new Map([["TLT", 1]]);
  },
});

const SECTORS = ["XLK", "XLF", "XLE", "XLV"];

export const sectorRotation: Strategy = defineStrategy({
  name: "sector_rotation",
  displayName: "Sector rotation",
  family: "momentum",
  summary: "Hold the sector ETFs with the strongest recent returns.",
  rules: [
    "On the first session of each month, rank XLK, XLF, XLE and XLV by their return over lookback_days.",
    "Hold the top_n best, equal weights, fully invested.",
  ],
  universe: "The universe's four sector ETFs: XLK, XLF, XLE, XLV.",
  schedule: "monthly",
  parameters: {
    lookback_days: { default: 63, description: "Momentum window, in sessions.", unit: "sessions" },
    top_n: { default: 2, description: "Sectors held.", unit: "count" },
  },
  variants: [{ top_n: 1 }, { lookback_days: 126 }],
  decide(view, p) {
    const scores = new Map<string, number>();
    for (const ticker of SECTORS) {
      if (view.closes(ticker, p.lookback_days + 1) !== null) {
        scores.set(ticker, view.trailingReturn(ticker, p.lookback_days));
      }
    }
    if (scores.size < SECTORS.length) return NO_POSITIONS;
    return equalWeights(topByScore(scores, p.top_n));
  },
});
