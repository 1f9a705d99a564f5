/**
 * Model drift (svc_v2_drift): how each signal's measured predictive power over the last
 * `window_days` compares with the year before. Pure; docs/DECISIONS.md "Drift".
 *
 * A prediction is a score date's signal; it is measured once the next session's return is known,
 * at that session's close (driftPanel.ts, lag 0). The window holds the predictions measured within
 * the last `window_days` calendar days up to the book date; the baseline the 252 measured before
 * them. Per signal (the seven voters and the blend):
 *
 *   recent_ic, baseline_ic      mean daily IC of each span
 *   ic_change                   recent_ic − baseline_ic
 *   drift_z                     ic_change ÷ (baseline IC standard deviation ÷ √ recent days)
 *   drifting                    |drift_z| ≥ 2
 *
 * Staleness (spec/03: drift 80 hours): `stale` when the newest measured prediction was measured
 * over 80 hours before the clock, or there is none (undated).
 */
import { regularCloseInstant } from "../../../core/calendar.js";
import { icSeries, icTable, moments, type Panel, SIGNALS, type SignalName } from "./driftPanel.js";

export const DRIFT_STALE_AFTER_HOURS = 80;
export const BASELINE_SESSIONS = 252;
export const DRIFT_Z_THRESHOLD = 2;

export interface DriftRowOut {
  signal: SignalName;
  kind: "voter" | "blend";
  recentIc: number | null;
  recentDays: number;
  baselineIc: number | null;
  baselineIcSd: number | null;
  baselineDays: number;
  icChange: number | null;
  driftZ: number | null;
  drifting: boolean | null;
  /** The score date of the newest measured prediction of this signal. */
  newestMeasuredDate: string | null;
  /** The session whose close measured it. */
  measuredOn: string | null;
  nullReasons: Record<string, string>;
}

export interface DriftOut {
  rows: DriftRowOut[];
  windowStart: string | null;
  baselineStart: string | null;
  baselineEnd: string | null;
  /** The newest measured prediction of any signal. */
  newestMeasuredDate: string | null;
  measuredOn: string | null;
}

function minusDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The drift of every signal over a panel whose last date is the book date. */
export function modelDrift(panel: Panel, windowDays: number): DriftOut {
  const last = panel.dates.length - 1;
  const bookDate = panel.dates[last] as string;
  const after = minusDays(bookDate, windowDays);
  // Score dates measured inside the window: the session after them closes after `after`.
  let windowFirst = last;
  while (windowFirst > 0 && (panel.dates[windowFirst] as string) > after) windowFirst--;
  const windowLast = last - 1;
  const baselineLast = windowFirst - 1;
  const baselineFirst = baselineLast - BASELINE_SESSIONS + 1;
  const table = icTable(panel, [0], baselineFirst, windowLast);
  const rows = SIGNALS.map((signal): DriftRowOut => {
    const series = table[signal][0] as Float64Array;
    const recent = moments(icSeries(series, windowFirst, windowLast));
    const baseline = moments(icSeries(series, baselineFirst, baselineLast));
    let newest: number | null = null;
    for (let d = windowLast; d >= Math.max(0, baselineFirst) && newest === null; d--) {
      if (!Number.isNaN(series[d] as number)) newest = d;
    }
    const nullReasons: Record<string, string> = {};
    if (recent.mean === null) nullReasons.recentIc = "no_measured_prediction_in_window";
    if (baseline.mean === null) nullReasons.baselineIc = "no_measured_prediction_before_window";
    if (baseline.sd === null) nullReasons.baselineIcSd = "fewer_than_2_baseline_days";
    const icChange = recent.mean === null || baseline.mean === null ? null : recent.mean - baseline.mean;
    if (icChange === null) nullReasons.icChange = nullReasons.recentIc ?? (nullReasons.baselineIc as string);
    const driftZ =
      icChange === null || baseline.sd === null || baseline.sd === 0
        ? null
        : icChange / (baseline.sd / Math.sqrt(recent.n));
    if (driftZ === null) {
      nullReasons.driftZ = nullReasons.icChange ?? nullReasons.baselineIcSd ?? "baseline_ic_without_spread";
      nullReasons.drifting = nullReasons.driftZ;
    }
    if (newest === null) {
      nullReasons.newestMeasuredDate = "no_measured_prediction";
      nullReasons.measuredOn = "no_measured_prediction";
    }
    return {
      signal,
      kind: signal === "blended_score" ? "blend" : "voter",
      recentIc: recent.mean,
      recentDays: recent.n,
      baselineIc: baseline.mean,
      baselineIcSd: baseline.sd,
      baselineDays: baseline.n,
      icChange,
      driftZ,
      drifting: driftZ === null ? null : Math.abs(driftZ) >= DRIFT_Z_THRESHOLD,
      newestMeasuredDate: newest === null ? null : (panel.dates[newest] as string),
      measuredOn: newest === null ? null : (panel.dates[newest + 1] as string),
      nullReasons,
    };
  });
  const measured = rows.filter((row) => row.newestMeasuredDate !== null);
  const newestRow = measured.sort((a, b) =>
    (a.newestMeasuredDate as string) < (b.newestMeasuredDate as string) ? 1 : -1,
  )[0];
  return {
    rows: SIGNALS.map((signal) => rows.find((row) => row.signal === signal) as DriftRowOut),
    windowStart: windowFirst <= windowLast ? (panel.dates[windowFirst] as string) : null,
    baselineStart: baselineFirst <= baselineLast ? (panel.dates[Math.max(0, baselineFirst)] as string) : null,
    baselineEnd: baselineLast >= 0 ? (panel.dates[baselineLast] as string) : null,
    newestMeasuredDate: newestRow?.newestMeasuredDate ?? null,
    measuredOn: newestRow?.measuredOn ?? null,
  };
}

export interface MeasurementAge {
  /** The close instant the prediction was measured at (ISO 8601). */
  measuredAt: string | null;
  measuredAtTs: number | null;
  ageHours: number | null;
  /** Over 80 hours old, or undated. */
  stale: boolean;
  staleReason: string | null;
}

/** The age of a measurement made at `measuredOn`'s close, at `now` (spec/03: 80 hours). */
export function measurementAge(measuredOn: string | null, now: Date): MeasurementAge {
  const at = measuredOn === null ? null : regularCloseInstant(measuredOn);
  if (at === null) {
    return { measuredAt: null, measuredAtTs: null, ageHours: null, stale: true, staleReason: "undated" };
  }
  const ageHours = (now.getTime() - at.getTime()) / 3_600_000;
  const stale = ageHours > DRIFT_STALE_AFTER_HOURS;
  return {
    measuredAt: at.toISOString(),
    measuredAtTs: Math.floor(at.getTime() / 1000),
    ageHours,
    stale,
    staleReason: stale ? "older_than_80_hours" : null,
  };
}
