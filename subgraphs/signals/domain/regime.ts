/**
 * The market regime of a session, by rule, from the VIX close and SPY's trend (docs/REGIME.md).
 * The rule is declared once (REGIME_RULES) and read by the classifier, the answers
 * (`regime_method`) and the research knowledge base. Pure: closes in, labels out.
 *
 * A session is labelled when SPY closed that day, its SMA of the last 200 closes exists (the day's
 * own close included) and the VIX closed the same day:
 * - risk_off when VIX ≥ 30 (stress whatever the trend), or SPY is below its SMA 200 and VIX ≥ 20;
 * - risk_on when SPY is at or above its SMA 200 and VIX < 20;
 * - neutral otherwise (above trend with VIX in 20..30, or below trend with a calm VIX).
 * A label depends on data dated on or before its session only, so the labels a caller may see at
 * any clock are a prefix of the labels of the whole history.
 */

import { nextTradingDay } from "../../../core/calendar.js";

export const REGIME_STATES = ["risk_on", "neutral", "risk_off"] as const;
export type Regime = (typeof REGIME_STATES)[number];

export const REGIME_RULES = {
  method: "rules_v1:vix_spy_sma200",
  /** SPY closes in the trend's simple moving average (the day's own close included). */
  trendSessions: 200,
  /** VIX at or above: risk_off whatever SPY's trend. */
  stressVix: 30,
  /** VIX at or above, with SPY below trend: risk_off; VIX below, with SPY at or above trend: risk_on. */
  calmVixBelow: 20,
} as const;

export interface DatedClose {
  date: string;
  value: number;
}

export interface RegimeLabel {
  date: string;
  regime: Regime;
  vix: number;
  spyClose: number;
  /** Exact (the rule compares with it); answers show it to 4 decimals (`displaySma`). */
  spySma200: number;
  /** Position of the session in SPY's series: consecutive labels are one session apart when these differ by 1. */
  session: number;
}

export interface Classification {
  regime: Regime;
  /** The conditions that decided it, in words a reader can check against the inputs. */
  reasons: string[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function classify(vix: number, spyClose: number, spySma200: number): Classification {
  const { stressVix, calmVixBelow } = REGIME_RULES;
  const above = spyClose >= spySma200;
  const trend = `SPY ${spyClose} ${above ? ">=" : "<"} SMA200 ${round(spySma200, 4)}`;
  if (vix >= stressVix) return { regime: "risk_off", reasons: [`VIX ${vix} >= ${stressVix}`, trend] };
  if (!above && vix >= calmVixBelow) {
    return { regime: "risk_off", reasons: [`VIX ${vix} >= ${calmVixBelow}`, trend] };
  }
  if (above && vix < calmVixBelow) {
    return { regime: "risk_on", reasons: [`VIX ${vix} < ${calmVixBelow}`, trend] };
  }
  return {
    regime: "neutral",
    reasons: [above ? `VIX ${vix} in ${calmVixBelow}..${stressVix}` : `VIX ${vix} < ${calmVixBelow}`, trend],
  };
}

/**
 * Every session's label, oldest first, from SPY's closes and the VIX closes (each oldest first,
 * one per date). Sessions without a VIX close of the same date are not labelled.
 */
export function labelHistory(spy: readonly DatedClose[], vix: readonly DatedClose[]): RegimeLabel[] {
  const vixByDate = new Map(vix.map((close) => [close.date, close.value]));
  const n = REGIME_RULES.trendSessions;
  const labels: RegimeLabel[] = [];
  spy.forEach((close, i) => {
    if (i < n - 1) return;
    const vixClose = vixByDate.get(close.date);
    if (vixClose === undefined) return;
    // Summed afresh per session (not a running sum), so no rounding drift builds up over decades.
    let sum = 0;
    for (let j = i - n + 1; j <= i; j++) sum += (spy[j] as DatedClose).value;
    const sma = sum / n;
    labels.push({
      date: close.date,
      regime: classify(vixClose, close.value, sma).regime,
      vix: vixClose,
      spyClose: close.value,
      spySma200: sma,
      session: i,
    });
  });
  return labels;
}

/** An SMA as answers show it: 4 decimals, as in the label's reasons. */
export function displaySma(sma: number): number {
  return round(sma, 4);
}

/** The labels dated on or before `through` (a prefix of `labels`, which are oldest first). */
export function labelsThrough(labels: readonly RegimeLabel[], through: string): readonly RegimeLabel[] {
  let lo = 0;
  let hi = labels.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((labels[mid] as RegimeLabel).date <= through) lo = mid + 1;
    else hi = mid;
  }
  return labels.slice(0, lo);
}

/** spec/03: a regime label served as current is stale past 2 sessions (the prediction book's rule). */
export const LABEL_STALE_AFTER_SESSIONS = 2;
/** spec/03: a regime history is stale when its newest label is over 3 calendar days old. */
export const HISTORY_STALE_AFTER_DAYS = 3;

/** NYSE sessions after `from` up to and including `through` (0 when through is not after from). */
export function sessionsAfter(from: string, through: string): number {
  let sessions = 0;
  for (let day = nextTradingDay(from); day <= through; day = nextTradingDay(day)) sessions += 1;
  return sessions;
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The calendar day `days` before `date`. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
