/**
 * The trend-following family: hold what is trending up, step aside otherwise — moving-average
 * crosses, MACD, Donchian channel and Bollinger band breakouts, and Faber's (2007) moving-average
 * timing of an asset-class allocation.
 */
import { emaSeries, max, min } from "./indicators.js";
import { defineStrategy, NO_POSITIONS, type Strategy, type Weights } from "./strategy.js";

export const smaCrossover: Strategy = defineStrategy({
  name: "sma_crossover",
  displayName: "Trend following: SMA cross",
  family: "trend",
  summary: "Hold the ticker while its fast moving average is above its slow one, else cash.",
  rules: [
    "Every session with slow_days closes of `ticker`: fast = mean of the last fast_days closes, slow = mean of the last slow_days closes.",
    "Hold 100% of `ticker` while fast > slow; hold cash otherwise.",
  ],
  universe: "One ticker (SPY by default).",
  schedule: "daily",
  parameters: {
    ticker: { default: "SPY", description: "The ticker traded.", unit: "ticker" },
    fast_days: { default: 50, description: "Fast moving-average window, in sessions.", unit: "sessions" },
    slow_days: { default: 200, description: "Slow moving-average window, in sessions.", unit: "sessions" },
  },
  variants: [
    { fast_days: 20, slow_days: 100 },
    { fast_days: 10, slow_days: 50 },
  ],
  decide(view, p) {
    if (!view.has(p.ticker, p.slow_days)) return NO_POSITIONS;
    return view.sma(p.ticker, p.fast_days) > view.sma(p.ticker, p.slow_days)
      ? new Map([[p.ticker, 1]])
      : NO_POSITIONS;
  },
});

export const macdTrend: Strategy = defineStrategy({
  name: "macd_trend",
  displayName: "MACD trend",
  family: "trend",
  summary: "Hold the ticker while its MACD line is above its signal line, else cash.",
  rules: [
    "Every session, over the last history_days closes of `ticker`: MACD = EMA(fast_span) − EMA(slow_span) of the closes; signal = EMA(signal_span) of MACD (EMAs seeded with the window's first value).",
    "Hold 100% of `ticker` while MACD > signal; hold cash otherwise.",
  ],
  universe: "One ticker (QQQ by default).",
  schedule: "daily",
  parameters: {
    ticker: { default: "QQQ", description: "The ticker traded.", unit: "ticker" },
    fast_span: { default: 12, description: "Fast EMA span, in sessions.", unit: "sessions" },
    slow_span: { default: 26, description: "Slow EMA span, in sessions.", unit: "sessions" },
    signal_span: { default: 9, description: "Signal EMA span, in sessions.", unit: "sessions" },
    history_days: { default: 200, description: "Window the EMAs run over.", unit: "sessions" },
  },
  variants: [
    { fast_span: 8, slow_span: 17 },
    { fast_span: 19, slow_span: 39 },
  ],
  decide(view, p) {
    const closes = view.closes(p.ticker, p.history_days);
    if (closes === null) return NO_POSITIONS;
    const fast = emaSeries(closes, p.fast_span);
    const slow = emaSeries(closes, p.slow_span);
    const macd = fast.map((value, i) => value - (slow[i] as number));
    const signal = emaSeries(macd, p.signal_span);
    const last = closes.length - 1;
    return (macd[last] as number) > (signal[last] as number) ? new Map([[p.ticker, 1]]) : NO_POSITIONS;
  },
});

/** Per-sleeve entry/exit over a fixed ticker set: each sleeve 1/N when long, held as it stands. */
function sleeves(
  tickers: readonly string[],
  held: Weights,
  rule: (ticker: string, long: boolean) => boolean | null,
): Weights {
  const weights = new Map<string, number>();
  for (const ticker of tickers) {
    const long = (held.get(ticker) ?? 0) > 0;
    const next = rule(ticker, long);
    if (next === true) weights.set(ticker, long ? (held.get(ticker) as number) : 1 / tickers.length);
  }
  return weights;
}

const ETFS = ["SPY", "QQQ", "IWM", "DIA", "XLK", "XLF", "XLE", "XLV", "TLT", "GLD", "HYG", "LQD"];

export const donchianBreakout: Strategy = defineStrategy({
  name: "donchian_breakout",
  displayName: "Donchian channel breakout",
  family: "trend",
  summary:
    "Buy an ETF that closes above its recent highest close; sell when it closes below its recent lowest.",
  rules: [
    "Every session, for each of the 12 ETFs (a sleeve of 1/12 each): flat, buy when the close is above the highest close of the previous entry_days sessions.",
    "Long: sell when the close is below the lowest close of the previous exit_days sessions.",
  ],
  universe: "The universe's 12 ETFs.",
  schedule: "daily",
  parameters: {
    entry_days: { default: 55, description: "Breakout channel, in sessions.", unit: "sessions" },
    exit_days: { default: 20, description: "Exit channel, in sessions.", unit: "sessions" },
  },
  variants: [
    { entry_days: 20, exit_days: 10 },
    { entry_days: 100, exit_days: 50 },
  ],
  decide(view, p, held) {
    return sleeves(ETFS, held, (ticker, long) => {
      const days = long ? p.exit_days : p.entry_days;
      const previous = view.closes(ticker, days, 1);
      if (previous === null) return null;
      const close = view.close(ticker);
      return long ? close >= min(previous) : close > max(previous);
    });
  },
});

const SECTORS = ["XLK", "XLF", "XLE", "XLV"];

export const bollingerBreakout: Strategy = defineStrategy({
  name: "bollinger_breakout",
  displayName: "Bollinger band breakout",
  family: "trend",
  summary:
    "Buy a sector ETF that closes above its upper Bollinger band; sell when it falls back below the middle band.",
  rules: [
    "Every session, for each of XLK, XLF, XLE, XLV (a sleeve of 1/4 each): middle band = band_days simple moving average, upper = middle + width × the band_days standard deviation of closes.",
    "Flat: buy when the close is above the upper band. Long: sell when the close is below the middle band.",
  ],
  universe: "XLK, XLF, XLE, XLV.",
  schedule: "daily",
  parameters: {
    band_days: { default: 20, description: "Band window, in sessions.", unit: "sessions" },
    width: {
      default: 2,
      description: "Band half-width in standard deviations.",
      unit: "standard deviations",
    },
  },
  variants: [{ width: 1.5 }, { band_days: 50 }],
  decide(view, p, held) {
    return sleeves(SECTORS, held, (ticker, long) => {
      if (!view.has(ticker, p.band_days)) return null;
      const middle = view.sma(ticker, p.band_days);
      const close = view.close(ticker);
      return long ? close >= middle : close > middle + p.width * view.closeStdev(ticker, p.band_days);
    });
  },
});

const ASSET_CLASSES = ["SPY", "IWM", "TLT", "GLD", "HYG"];

export const trendFilteredAllocation: Strategy = defineStrategy({
  name: "trend_filtered_allocation",
  displayName: "Trend-filtered allocation",
  family: "trend",
  summary: "An equal-weight asset-class allocation where each asset is held only above its moving average.",
  rules: [
    "On the first session of each month, for each of SPY, IWM, TLT, GLD, HYG (1/5 each): hold it when its close is above its sma_days simple moving average, else hold that fifth in cash.",
  ],
  universe: "SPY, IWM, TLT, GLD, HYG.",
  schedule: "monthly",
  parameters: {
    sma_days: { default: 210, description: "Moving-average window (about 10 months).", unit: "sessions" },
  },
  variants: [{ sma_days: 150 }, { sma_days: 252 }],
  decide(view, p) {
    const weights = new Map<string, number>();
    for (const ticker of ASSET_CLASSES) {
      if (view.has(ticker, p.sma_days) && view.close(ticker) > view.sma(ticker, p.sma_days)) {
        weights.set(ticker, 1 / ASSET_CLASSES.length);
      }
    }
    return weights;
  },
});
