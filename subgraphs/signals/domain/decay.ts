/**
 * Factor decay (svc_v2_factor_decay): how fast each signal's predictive power fades. Pure;
 * docs/DECISIONS.md "Factor decay".
 *
 * For each lag k of DECAY_LAGS, the IC of a score date against the one-session return k sessions
 * later (driftPanel.ts), over the newest DECAY_WINDOW score dates whose longest-lag return is
 * realised by the book date (the same dates for every lag, so the curve compares like with like):
 *
 *   IC(k) = mean daily IC,   IR(k) = IC(k) ÷ its standard deviation (per day),   t(k) = IR(k) × √n
 *
 * Half-life: the lag at which the curve, taken in the direction of its lag-0 sign, first falls to
 * half its lag-0 value, interpolated linearly between the lags around it. Null with its reason
 * when lag 0 is not significant (|t| < 2: nothing to decay) or the curve stays above half up to the
 * longest lag (decays slower than that).
 */
import { icSeries, icTable, moments, type Panel, SIGNALS, type SignalName } from "./driftPanel.js";

export const DECAY_LAGS = [0, 1, 2, 3, 5, 10, 21] as const;
export const DECAY_WINDOW = 252;
export const SIGNIFICANT_T = 2;

export interface LagPoint {
  lag: number;
  ic: number | null;
  ir: number | null;
  tStat: number | null;
  days: number;
}

export interface DecayRowOut {
  signal: SignalName;
  kind: "voter" | "blend";
  curve: LagPoint[];
  icHalfLifeSessions: number | null;
  irHalfLifeSessions: number | null;
  nullReasons: Record<string, string>;
}

export interface DecayOut {
  rows: DecayRowOut[];
  /** The score dates averaged (the same for every lag). */
  firstScoreDate: string | null;
  lastScoreDate: string | null;
  days: number;
  /** The session whose close realised the newest return used: the book date. */
  measuredOn: string | null;
}

/**
 * Where the curve (lags ascending, values signed like lag 0) first falls to half its lag-0 value;
 * linear between the lags around the crossing. Null when it never does.
 */
export function halfLife(lags: readonly number[], values: readonly number[]): number | null {
  const [first] = values;
  if (first === undefined || first === 0) return null;
  const sign = Math.sign(first);
  const half = Math.abs(first) / 2;
  for (let i = 1; i < values.length; i++) {
    const now = sign * (values[i] as number);
    if (now <= half) {
      const before = sign * (values[i - 1] as number);
      const [a, b] = [lags[i - 1] as number, lags[i] as number];
      return a + ((before - half) / (before - now)) * (b - a);
    }
  }
  return null;
}

export function factorDecay(panel: Panel): DecayOut {
  const maxLag = DECAY_LAGS[DECAY_LAGS.length - 1] as number;
  // The newest score date whose longest-lag return closed by the book date.
  const lastScore = panel.dates.length - 2 - maxLag;
  const firstScore = Math.max(0, lastScore - DECAY_WINDOW + 1);
  const table = icTable(panel, DECAY_LAGS, firstScore, lastScore);
  const rows = SIGNALS.map((signal): DecayRowOut => {
    const curve = DECAY_LAGS.map((lag): LagPoint => {
      const m = moments(
        lastScore < 0 ? [] : icSeries(table[signal][lag] as Float64Array, firstScore, lastScore),
      );
      const ir = m.mean === null || m.sd === null || m.sd === 0 ? null : m.mean / m.sd;
      return { lag, ic: m.mean, ir, tStat: ir === null ? null : ir * Math.sqrt(m.n), days: m.n };
    });
    const nullReasons: Record<string, string> = {};
    const lag0 = curve[0] as LagPoint;
    let icHalfLife: number | null = null;
    let irHalfLife: number | null = null;
    if (lag0.ic === null || lag0.ir === null) {
      nullReasons.icHalfLifeSessions = "no_realised_ic";
      nullReasons.irHalfLifeSessions = "no_realised_ic";
    } else if (Math.abs(lag0.tStat as number) < SIGNIFICANT_T) {
      nullReasons.icHalfLifeSessions = "ic_not_significant_at_lag_0";
      nullReasons.irHalfLifeSessions = "ic_not_significant_at_lag_0";
    } else {
      const lags = curve.map((point) => point.lag);
      icHalfLife = halfLife(
        lags,
        curve.map((point) => point.ic ?? 0),
      );
      irHalfLife = halfLife(
        lags,
        curve.map((point) => point.ir ?? 0),
      );
      if (icHalfLife === null) nullReasons.icHalfLifeSessions = `no_decay_within_${maxLag}_sessions`;
      if (irHalfLife === null) nullReasons.irHalfLifeSessions = `no_decay_within_${maxLag}_sessions`;
    }
    return {
      signal,
      kind: signal === "blended_score" ? "blend" : "voter",
      curve,
      icHalfLifeSessions: icHalfLife,
      irHalfLifeSessions: irHalfLife,
      nullReasons,
    };
  });
  const has = lastScore >= 0;
  return {
    rows,
    firstScoreDate: has ? (panel.dates[firstScore] as string) : null,
    lastScoreDate: has ? (panel.dates[lastScore] as string) : null,
    days: has ? lastScore - firstScore + 1 : 0,
    measuredOn: has ? (panel.dates[panel.dates.length - 1] as string) : null,
  };
}
