/**
 * The pieces of a pre-trade cost estimate (spec/02 cost_estimate: spread, impact, commission), each
 * a pure function with its method and parameters stated, so a caller can redo the arithmetic:
 *
 * - spread: the median quoted spread of a session's regular-hours minute quotes where those are
 *   held, else the Corwin–Schultz (2012) estimate from daily highs and lows, labelled as such;
 * - impact: the square-root law, Y · σ_daily · √(qty / ADV), with σ and ADV from the daily bars;
 * - commission: a published broker schedule (IBKR Pro Fixed, US stocks).
 *
 * Costs are one-way, in basis points of the order's notional at the reference price; crossing the
 * spread costs half of it.
 */
import { logReturns, mean, sampleStd } from "./returns.js";

/** One daily bar, oldest first in every list (market's reader returns this shape). */
export interface OhlcvBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** The answer's figures and their units, in the order served. */
export const COST_FIGURES = {
  referencePrice: "usd_per_share",
  notionalUsd: "usd",
  spreadBps: "bps",
  halfSpreadBps: "bps",
  dailyVolatility: "fraction",
  advShares: "shares",
  participationOfAdv: "fraction",
  impactBps: "bps",
  commissionUsd: "usd",
  commissionBps: "bps",
  totalCostBps: "bps",
  totalCostUsd: "usd",
} as const;

// ---------------------------------------------------------------------------------------------
// Spread from quotes

export interface QuoteSides {
  bid: number | null;
  ask: number | null;
}

/**
 * (ask − bid) / mid in bps for a two-sided, uncrossed quote; null when a side is missing, not
 * positive, or the quote is locked or crossed (ask ≤ bid): such a minute says nothing about the
 * cost of crossing.
 */
export function quotedSpreadBps({ bid, ask }: QuoteSides): number | null {
  if (bid === null || ask === null || !(bid > 0) || !(ask > bid)) return null;
  return ((ask - bid) / ((ask + bid) / 2)) * 10_000;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface QuotedSpread {
  /** Median of the per-minute quoted spreads, bps of mid. */
  spreadBps: number | null;
  /** Minutes with a two-sided, uncrossed quote. */
  observations: number;
  /** Minutes left out: a side missing, locked or crossed. */
  excluded: number;
}

/** The median quoted spread over minute quotes (each minute's last bid and ask). */
export function medianQuotedSpread(quotes: readonly QuoteSides[]): QuotedSpread {
  const spreads = quotes.map(quotedSpreadBps).filter((spread): spread is number => spread !== null);
  return {
    spreadBps: spreads.length > 0 ? median(spreads) : null,
    observations: spreads.length,
    excluded: quotes.length - spreads.length,
  };
}

export const QUOTED_SPREAD_METHOD =
  "median over the session's regular-hours minutes (09:30 to the bell, US Eastern) of (ask − bid) / mid " +
  "from each minute's last NBBO-style bid and ask; minutes with a side missing, locked or crossed are left out";

// ---------------------------------------------------------------------------------------------
// Spread estimated from daily highs and lows

/** Two-day pairs averaged: about a month of sessions. */
export const CS_PAIRS = 20;
/** Fewer pairs than this make the estimate too noisy to state. */
export const CS_MIN_PAIRS = 10;

const K = 3 - 2 * Math.SQRT2;

/**
 * One two-day Corwin–Schultz spread estimate (a fraction of price), overnight-adjusted: when day
 * t+1 trades wholly above (below) day t's close, its high and low are moved down (up) by the gap,
 * so an overnight jump is not read as spread. Negative estimates are set to 0, the paper's choice.
 */
export function corwinSchultzPair(day: OhlcvBar, next: OhlcvBar): number {
  let { high, low } = next;
  if (low > day.close) {
    high -= low - day.close;
    low = day.close;
  } else if (high < day.close) {
    low += day.close - high;
    high = day.close;
  }
  const beta = Math.log(day.high / day.low) ** 2 + Math.log(high / low) ** 2;
  const gamma = Math.log(Math.max(day.high, high) / Math.min(day.low, low)) ** 2;
  const alpha = (Math.sqrt(2 * beta) - Math.sqrt(beta)) / K - Math.sqrt(gamma / K);
  const spread = (2 * (Math.exp(alpha) - 1)) / (1 + Math.exp(alpha));
  return Math.max(0, spread);
}

export interface EstimatedSpread {
  /** Mean of the two-day estimates, bps; null with fewer than CS_MIN_PAIRS pairs. */
  spreadBps: number | null;
  /** Two-day pairs used. */
  observations: number;
  /** Pairs whose estimate was negative and set to 0. */
  zeroed: number;
}

/** The Corwin–Schultz estimate over the newest CS_PAIRS two-day pairs of `bars` (oldest first). */
export function corwinSchultzSpread(bars: readonly OhlcvBar[]): EstimatedSpread {
  const window = bars.slice(-(CS_PAIRS + 1));
  const pairs = window.slice(1).map((next, i) => corwinSchultzPair(window[i]!, next));
  return {
    spreadBps: pairs.length >= CS_MIN_PAIRS ? mean(pairs) * 10_000 : null,
    observations: pairs.length,
    zeroed: pairs.filter((pair) => pair === 0).length,
  };
}

export const CS_METHOD =
  "Corwin & Schultz (2012), 'A Simple Way to Estimate Bid-Ask Spreads from Daily High and Low Prices', " +
  `Journal of Finance 67(2), 719-760: mean of the last ${CS_PAIRS} two-day estimates ` +
  "S = 2(e^α − 1)/(1 + e^α), α = (√(2β) − √β)/(3 − 2√2) − √(γ/(3 − 2√2)), β the sum of the two days' " +
  "squared log high/low ranges, γ the squared log range of the two days together; overnight-adjusted; " +
  "negative two-day estimates set to 0. An estimate from daily bars, not a quoted spread";

// ---------------------------------------------------------------------------------------------
// Impact: the square-root law

/** Daily log returns for σ: about three months. */
export const VOLATILITY_RETURNS = 60;
export const MIN_VOLATILITY_RETURNS = 20;
/** Sessions averaged for the average daily volume: about a month. */
export const ADV_SESSIONS = 20;

/** Y of the square-root law. */
export const IMPACT_COEFFICIENT = 1;

export const IMPACT_FORMULA = "impact = Y × σ_daily × √(qty / ADV), as a fraction of price (× 10,000 in bps)";

export const IMPACT_COEFFICIENT_SOURCE =
  "Y = 1: the square-root law's prefactor is 'of order unity' across markets (Tóth, Lempérière, Deremble, " +
  "de Lataillade, Kockelkoren & Bouchaud (2011), 'Anomalous price impact and the critical nature of " +
  "liquidity in financial markets', Physical Review X 1, 021006; Bouchaud, Bonart, Donier & Gould (2018), " +
  "Trades, Quotes and Prices, Cambridge University Press). Not calibrated on this instrument: read the " +
  "impact as an order of magnitude, within a factor of about two";

/** Beyond this share of a day's volume the order is no longer a small metaorder the law was measured on. */
export const PARTICIPATION_WARNING = 0.1;

/** Sample std of the newest VOLATILITY_RETURNS daily log returns; null with fewer than the minimum. */
export function dailyVolatility(closes: readonly number[]): { value: number | null; returns: number } {
  const returns = logReturns(closes.slice(-(VOLATILITY_RETURNS + 1)));
  return {
    value: returns.length >= MIN_VOLATILITY_RETURNS ? sampleStd(returns) : null,
    returns: returns.length,
  };
}

/** Mean volume of the newest ADV_SESSIONS sessions; null when fewer are held. */
export function averageDailyVolume(volumes: readonly number[]): number | null {
  if (volumes.length < ADV_SESSIONS) return null;
  return mean(volumes.slice(-ADV_SESSIONS));
}

/** Square-root impact in bps of price. */
export function squareRootImpactBps(qty: number, dailyVol: number, adv: number): number {
  if (!(adv > 0)) throw new RangeError(`ADV must be positive, got ${adv}`);
  return IMPACT_COEFFICIENT * dailyVol * Math.sqrt(qty / adv) * 10_000;
}

// ---------------------------------------------------------------------------------------------
// Commission

export const COMMISSION_SCHEDULE = {
  name: "IBKR Pro Fixed, US stocks and ETFs",
  perShareUsd: 0.005,
  minimumPerOrderUsd: 1,
  maximumFractionOfTradeValue: 0.01,
  source: "https://www.interactivebrokers.com/en/pricing/commissions-stocks.php",
  excludes:
    "exchange, clearing, regulatory (SEC Section 31, FINRA TAF on sales) and pass-through fees, which " +
    "the fixed schedule passes on separately; the schedule as published, not as it stood on the data's dates",
} as const;

/** USD per order: 0.005 × qty, at least 1.00, at most 1% of the trade's value (the cap wins). */
export function commissionUsd(qty: number, notionalUsd: number): number {
  const { perShareUsd, minimumPerOrderUsd, maximumFractionOfTradeValue } = COMMISSION_SCHEDULE;
  const raw = Math.max(perShareUsd * qty, minimumPerOrderUsd);
  return Math.min(raw, maximumFractionOfTradeValue * notionalUsd);
}

// ---------------------------------------------------------------------------------------------
// Share bases

export interface SplitOnBasis {
  exDate: string;
  numerator: number;
  denominator: number;
}

/**
 * Bars of an unadjusted file put on the share basis of its newest bar: a bar dated before a split
 * the window spans has its prices divided and its volume multiplied by the split's ratio, so returns,
 * ranges, gaps and volumes are comparable across it. Pass no splits for a file already adjusted.
 */
export function onNewestBasis(bars: readonly OhlcvBar[], splits: readonly SplitOnBasis[]): OhlcvBar[] {
  const newest = bars.at(-1)?.date;
  if (newest === undefined || splits.length === 0) return [...bars];
  return bars.map((bar) => {
    let factor = 1;
    for (const split of splits) {
      if (split.exDate > bar.date && split.exDate <= newest) factor *= split.numerator / split.denominator;
    }
    if (factor === 1) return bar;
    return {
      date: bar.date,
      open: bar.open / factor,
      high: bar.high / factor,
      low: bar.low / factor,
      close: bar.close / factor,
      volume: bar.volume * factor,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Presentation

/** bps to 4 decimals; dollars to cents; fractions to 6 significant figures. */
export const roundBps = (value: number): number => Math.round(value * 10_000) / 10_000;
export const roundUsd = (value: number): number => Math.round(value * 100) / 100;
export const roundFraction = (value: number): number => Number(value.toPrecision(6));
