/**
 * The words of the decision routes' theses and rationales, written from the data by fixed
 * templates (never prose invented per request): a voter's value in its unit and its percentile.
 * Pure.
 */
import { type VoterName } from "./voters.js";

/** A fraction as a signed percent with one decimal: 0.0412 → "+4.1%". */
export function signedPercent(fraction: number): string {
  const pct = fraction * 100;
  return `${pct >= 0 ? "+" : "−"}${Math.abs(pct).toFixed(1)}%`;
}

/** 0..100 as an ordinal percentile: 93.4 → "93rd percentile". */
export function ordinalPercentile(percentile: number): string {
  const n = Math.round(percentile);
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix} percentile`;
}

/** A voter's raw value in its own unit: "12-1 momentum +41.2%", "RSI 14 at 28.4". */
export function voterValueText(voter: VoterName, value: number): string {
  switch (voter) {
    case "momentum_12_1":
      return `12-1 momentum ${signedPercent(value)}`;
    case "reversal_1m":
      return `1-month return ${signedPercent(value)}`;
    case "low_volatility":
      return `annualised volatility ${(value * 100).toFixed(1)}%`;
    case "trend_sma200":
      return `${signedPercent(value)} against its 200-day average`;
    case "rsi_14":
      return `RSI 14 at ${value.toFixed(1)}`;
    case "volume_surge":
      return `5-day volume ${value.toFixed(2)}× its 60-day mean`;
    case "high_52w_proximity":
      return `at ${(value * 100).toFixed(1)}% of its 52-week high`;
  }
}

/** "RSI 14 at 28.4 (96th percentile)": the value and how favourable it is among the book's stocks. */
export function voterText(voter: VoterName, value: number | null, percentile: number | null): string {
  const shown = value === null ? `${voter} not computable` : voterValueText(voter, value);
  return percentile === null ? shown : `${shown} (${ordinalPercentile(percentile)})`;
}
