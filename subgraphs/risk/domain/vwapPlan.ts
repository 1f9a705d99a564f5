/**
 * A volume-weighted (VWAP) scenario (spec/02 vwap_plan): `qty` whole shares spread over a completed
 * session's regular hours in proportion to the volume traded in each slice that day — the historical
 * minute volume curve of one real session, not a forecast of the next one's.
 *
 * The curve is used only when the evidence holds together (spec/02: "missing or conflicting evidence
 * returns unavailable"): minute bars in at least MIN_MINUTE_COVERAGE of the regular minutes (a file
 * cut short would otherwise read as a quiet afternoon), and, where the day's daily bar is held, its
 * volume within MAX_DAILY_DISAGREEMENT of the minute bars' regular-hours total.
 */
import { wholeShareSlices } from "./executionSlices.js";

/** Share of the session's regular minutes that must have a minute bar. */
export const MIN_MINUTE_COVERAGE = 0.9;
/**
 * Largest relative difference between the daily bar's volume and the regular-hours minute total.
 * Across the 33 bundled minute sessions the two agree within 10.3% (IBM 2013-10-10: the Yahoo daily
 * file counts more volume than Lean's minute bars), mostly within 1% (Lean daily files).
 */
export const MAX_DAILY_DISAGREEMENT = 0.25;

export const VWAP_METHOD =
  "slice weight = the session's regular-hours minute volume in the slice / the regular-hours total " +
  "(minute bars [ts, ts + 60 s) starting from 09:30 ET up to the bell); a minute without a bar traded " +
  "nothing; shares per slice by the cumulative whole-share rule (remainder_rule)";

export const VWAP_REMAINDER_RULE =
  "Slice i gets ⌊qty·Vᵢ/V⌋ − ⌊qty·Vᵢ₋₁/V⌋ shares (Vᵢ the session's volume through slice i, V its total): " +
  "after each slice the cumulative quantity is the volume-weighted target rounded down, the odd shares fall " +
  "where the target crosses a whole share, and the last slice completes qty exactly; a slice that traded " +
  "nothing gets 0 shares";

export interface MinuteVolume {
  /** Bar start, epoch ms. */
  tsMs: number;
  volume: number;
}

export interface RegularHours {
  /** 09:30 ET of the session, epoch ms. */
  openMs: number;
  /** The bell (16:00 ET, 13:00 on half days), epoch ms. */
  closeMs: number;
}

export interface CurveSlice {
  index: number;
  /** Minutes after the open, [start, end). */
  startMinute: number;
  endMinute: number;
  /** US Eastern wall clock, HH:MM. */
  startEt: string;
  endEt: string;
  volume: number;
}

export interface VolumeCurve {
  slices: CurveSlice[];
  regularMinutes: number;
  minutesWithBars: number;
  sessionVolume: number;
}

const MINUTE_MS = 60_000;
/** The regular session opens at 09:30 ET on every XNYS session, half days included. */
const OPEN_MINUTE_OF_DAY = 9 * 60 + 30;

function wallClock(minutesAfterOpen: number): string {
  const minuteOfDay = OPEN_MINUTE_OF_DAY + minutesAfterOpen;
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;
}

/** The regular-hours volume per slice of `minutesPerSlice` minutes; the last slice ends at the bell. */
export function volumeCurve(
  minutes: readonly MinuteVolume[],
  hours: RegularHours,
  minutesPerSlice: number,
): VolumeCurve {
  const regularMinutes = Math.round((hours.closeMs - hours.openMs) / MINUTE_MS);
  const count = Math.ceil(regularMinutes / minutesPerSlice);
  const slices: CurveSlice[] = Array.from({ length: count }, (_, index) => {
    const startMinute = index * minutesPerSlice;
    const endMinute = Math.min(startMinute + minutesPerSlice, regularMinutes);
    return {
      index,
      startMinute,
      endMinute,
      startEt: wallClock(startMinute),
      endEt: wallClock(endMinute),
      volume: 0,
    };
  });
  let minutesWithBars = 0;
  let sessionVolume = 0;
  for (const bar of minutes) {
    const minute = Math.floor((bar.tsMs - hours.openMs) / MINUTE_MS);
    if (minute < 0 || minute >= regularMinutes) continue;
    minutesWithBars++;
    sessionVolume += bar.volume;
    slices[Math.floor(minute / minutesPerSlice)]!.volume += bar.volume;
  }
  return { slices, regularMinutes, minutesWithBars, sessionVolume };
}

export type DailyVolumeCheck =
  | { status: "consistent"; dailyVolume: number; difference: number }
  | { status: "not_checked"; reason: string };

export type CurveEvidence =
  | { usable: true; dailyVolumeCheck: DailyVolumeCheck }
  | {
      usable: false;
      reason:
        | "no_regular_session_volume"
        | "regular_session_minutes_incomplete"
        | "minute_and_daily_volume_disagree";
      detail: string;
    };

/**
 * Whether the curve can stand for the session. `dailyVolume` is the day's daily-bar volume in shares
 * traded that day, or the reason it cannot be compared.
 */
export function curveEvidence(
  curve: VolumeCurve,
  dailyVolume: { volume: number } | { reason: string },
): CurveEvidence {
  if (curve.sessionVolume <= 0) {
    return {
      usable: false,
      reason: "no_regular_session_volume",
      detail: "the minute bars hold no volume in the session's regular hours",
    };
  }
  const coverage = curve.minutesWithBars / curve.regularMinutes;
  if (coverage < MIN_MINUTE_COVERAGE) {
    return {
      usable: false,
      reason: "regular_session_minutes_incomplete",
      detail:
        `minute bars in ${curve.minutesWithBars} of ${curve.regularMinutes} regular minutes ` +
        `(below ${MIN_MINUTE_COVERAGE * 100}%): the curve could be a file cut short`,
    };
  }
  if (!("volume" in dailyVolume)) {
    return { usable: true, dailyVolumeCheck: { status: "not_checked", reason: dailyVolume.reason } };
  }
  const difference = Math.abs(dailyVolume.volume - curve.sessionVolume) / dailyVolume.volume;
  if (difference > MAX_DAILY_DISAGREEMENT) {
    return {
      usable: false,
      reason: "minute_and_daily_volume_disagree",
      detail:
        `the daily bar counts ${dailyVolume.volume} shares, the regular-hours minute bars ` +
        `${curve.sessionVolume} (${(difference * 100).toFixed(1)}% apart, above ${MAX_DAILY_DISAGREEMENT * 100}%)`,
    };
  }
  return {
    usable: true,
    dailyVolumeCheck: { status: "consistent", dailyVolume: dailyVolume.volume, difference },
  };
}

export interface VwapSlice extends CurveSlice {
  volumeFraction: number;
  shares: number;
  cumulativeShares: number;
}

/** `qty` whole shares over the curve's slices, by volume. */
export function vwapSlices(qty: number, curve: VolumeCurve): VwapSlice[] {
  // Volumes are whole shares in every bundled equity file; rounding only guards the integer rule.
  const shares = wholeShareSlices(
    qty,
    curve.slices.map((slice) => Math.round(slice.volume)),
  );
  let cumulative = 0;
  return curve.slices.map((slice, i) => {
    cumulative += shares[i]!;
    return {
      ...slice,
      volumeFraction: slice.volume / curve.sessionVolume,
      shares: shares[i]!,
      cumulativeShares: cumulative,
    };
  });
}
