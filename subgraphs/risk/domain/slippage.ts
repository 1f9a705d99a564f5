/**
 * Slippage statistics (spec/02 slippage: mean, median, p95) over a window of daily bars.
 *
 * No fills are held, so nobody's realised slippage can be measured. What the daily bars do measure
 * is the slippage of one plain order type against its arrival price: an order decided at a session's
 * close and filled at the next open pays (or gains) the overnight gap, open / previous close − 1.
 * That is what these statistics are, and all they are; the answer says so beside every figure.
 */
import { median, type OhlcvBar } from "./costEstimate.js";
import { mean } from "./returns.js";

export const SLIPPAGE_FIGURES = {
  meanBps: "bps",
  medianBps: "bps",
  p95Bps: "bps",
  meanSignedBps: "bps",
  realizedSlippageBps: "bps",
} as const;

export const SLIPPAGE_MEASURE = "open_vs_previous_close";

export const SLIPPAGE_MEASURED_AGAINST =
  "the previous session's close, as the arrival price of an order decided at that close and filled at the " +
  "next session's open";

export const SLIPPAGE_DEFINITION =
  "per session in the window whose previous session is held: |open / previous close − 1| × 10,000 (bps); " +
  "mean_signed_bps keeps the sign (positive: the open was above the previous close, a cost to a buyer). " +
  "Prices on one share basis (splits undone); dividends are not removed, so on a file not adjusted for " +
  "them an ex-dividend open sits about one dividend lower";

/** The p95 of fewer values than this would only repeat the largest: it is not stated. */
export const P95_MIN_OBSERVATIONS = 20;

export const QUANTILE_METHOD =
  `median: the middle value (mean of the two middle ones for an even count); p95: nearest rank, the ` +
  `⌈0.95·n⌉-th smallest, stated from ${P95_MIN_OBSERVATIONS} observations`;

export interface Gap {
  date: string;
  /** Signed, bps of the previous close. */
  bps: number;
}

/** One gap per bar after the first: its open against the bar before's close. */
export function openGaps(bars: readonly OhlcvBar[]): Gap[] {
  return bars.slice(1).map((bar, i) => ({ date: bar.date, bps: (bar.open / bars[i]!.close - 1) * 10_000 }));
}

/** Nearest-rank quantile: the ⌈p·n⌉-th smallest value. */
export function nearestRank(values: readonly number[], p: number): number {
  if (values.length === 0) throw new RangeError("quantile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  // The epsilon absorbs binary rounding (0.95 × 20 is 19.000000000000004).
  return sorted[Math.max(1, Math.ceil(p * sorted.length - 1e-9)) - 1]!;
}

export interface SlippageStats {
  observations: number;
  meanBps: number | null;
  medianBps: number | null;
  p95Bps: number | null;
  meanSignedBps: number | null;
  nullReasons: Record<string, string>;
}

/** The statistics of the gaps; nulls carry their reasons. */
export function slippageStats(gaps: readonly Gap[]): SlippageStats {
  const absolute = gaps.map((gap) => Math.abs(gap.bps));
  const nullReasons: Record<string, string> = {};
  if (absolute.length === 0) {
    const reason = "no_session_with_a_previous_close_in_window";
    for (const field of ["meanBps", "medianBps", "p95Bps", "meanSignedBps"]) nullReasons[field] = reason;
    return {
      observations: 0,
      meanBps: null,
      medianBps: null,
      p95Bps: null,
      meanSignedBps: null,
      nullReasons,
    };
  }
  const enough = absolute.length >= P95_MIN_OBSERVATIONS;
  if (!enough) nullReasons.p95Bps = `fewer_than_${P95_MIN_OBSERVATIONS}_observations`;
  return {
    observations: absolute.length,
    meanBps: mean(absolute),
    medianBps: median(absolute),
    p95Bps: enough ? nearestRank(absolute, 0.95) : null,
    meanSignedBps: mean(gaps.map((gap) => gap.bps)),
    nullReasons,
  };
}

export const REALIZED_SLIPPAGE_REASON =
  "no_fills_held: the platform holds no executions of yours (or anyone's), so realised slippage against " +
  "your own arrival prices cannot be measured";
