/**
 * One equity's cross-horizon row (svc_v3_signals_mtf): the book row's voters grouped by the
 * look-back they read — short (up to 14 sessions: RSI 14, 5-day volume surge), medium (one month to
 * one quarter: 1-month reversal, 63-session volatility) and long (200 sessions to a year: trend vs
 * SMA 200, 52-week-high proximity, 12-1 momentum) — with each group's mean percentile and summed
 * contribution to the blended score. Pure.
 *
 * It is not multi-timeframe evidence: every group is read from the same daily bars on the same
 * book date and scored against the same 21-session target; the groups are the voters' look-backs,
 * not independent timeframes, and they agree or disagree only as those voters do.
 */
import type { BookRow } from "../data/signalsBook.js";
import type { VoterName } from "./voters.js";

export const HORIZONS = ["short", "medium", "long"] as const;
export type Horizon = (typeof HORIZONS)[number];

export const HORIZON_VOTERS: Readonly<Record<Horizon, readonly VoterName[]>> = {
  short: ["rsi_14", "volume_surge"],
  medium: ["reversal_1m", "low_volatility"],
  long: ["trend_sma200", "high_52w_proximity", "momentum_12_1"],
};

export const HORIZON_LOOKBACK: Readonly<Record<Horizon, string>> = {
  short: "5-14 sessions",
  medium: "1 month to 63 sessions",
  long: "200 sessions to 12 months",
};

/** favourable (mean percentile above 50), unfavourable (below 50) or neutral (exactly 50). */
export type Lean = "favourable" | "unfavourable" | "neutral";

export interface HorizonOut {
  horizon: Horizon;
  lookback: string;
  voters: VoterName[];
  /** Mean percentile of the group's ranked voters (0..100, 100 the most favourable). */
  meanPercentile: number | null;
  /** Σ of the group's contributions to the blended score. */
  contribution: number | null;
  lean: Lean | null;
  votersRanked: number;
  nullReasons: Record<string, string>;
}

export function horizonsOf(row: BookRow | null, notRanked: string): HorizonOut[] {
  return HORIZONS.map((horizon) => {
    const names = HORIZON_VOTERS[horizon];
    const readings = (row?.voters ?? []).filter((reading) => names.includes(reading.voter));
    const ranked = readings.filter((reading) => reading.percentile !== null);
    const nullReasons: Record<string, string> = {};
    if (ranked.length === 0) {
      const reason = row?.unscoredReason ?? (row === null ? notRanked : "not_ranked");
      nullReasons.meanPercentile = reason;
      nullReasons.contribution = reason;
      nullReasons.lean = reason;
      return {
        horizon,
        lookback: HORIZON_LOOKBACK[horizon],
        voters: [...names],
        meanPercentile: null,
        contribution: null,
        lean: null,
        votersRanked: 0,
        nullReasons,
      };
    }
    const mean = ranked.reduce((sum, reading) => sum + (reading.percentile as number), 0) / ranked.length;
    const contribution = ranked.reduce((sum, reading) => sum + (reading.contribution ?? 0), 0);
    return {
      horizon,
      lookback: HORIZON_LOOKBACK[horizon],
      voters: [...names],
      meanPercentile: mean,
      contribution,
      lean: mean > 50 ? "favourable" : mean < 50 ? "unfavourable" : "neutral",
      votersRanked: ranked.length,
      nullReasons,
    };
  });
}

/** Whether the groups that lean agree: all favourable, all unfavourable, or mixed. */
export function horizonAgreement(
  horizons: readonly HorizonOut[],
): "aligned_favourable" | "aligned_unfavourable" | "mixed" | null {
  const leans = horizons
    .map((h) => h.lean)
    .filter((lean): lean is Lean => lean !== null && lean !== "neutral");
  if (leans.length === 0) return null;
  if (leans.every((lean) => lean === "favourable")) return "aligned_favourable";
  if (leans.every((lean) => lean === "unfavourable")) return "aligned_unfavourable";
  return "mixed";
}
