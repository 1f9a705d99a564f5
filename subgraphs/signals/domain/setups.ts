/**
 * Trade setups (svc_v3_trade_setups; spec/01 "Model and signal rows: Trade setups"). Pure, over
 * the book date's rows.
 *
 * A setup is a book pick whose own trend confirms its side: a LONG row (deciles 8–10) trading
 * above its 200-day average, or a SHORT row (deciles 1–3) below it, with conviction at least
 * `min_conviction`; strongest conviction first (then rank), at most `limit`. The trend filter is
 * what makes the setups say something about the market: the book itself is always half long and
 * half short, the confirmed picks are not.
 *
 * universe_skew counts LONG and SHORT setups only: bullish when at least 70 % are LONG, bearish
 * when at least 70 % are SHORT, else mixed. When the setups are that one-sided across at least 3
 * picks, the regime warrants an alternative to a balanced long/short book (the block):
 *   - bullish → momentum: the strongest 12-1 momentum among stocks above their 200-day average;
 *   - bearish, and fewer than half of the book's stocks above their 200-day average →
 *     cash_heavy: mostly cash, the rest in the least volatile stocks still above their average;
 *   - bearish otherwise → defensive: the least volatile stocks of the book;
 *   - value_tilt needs value data (earnings or book yields) the book does not hold: never chosen.
 * Each candidate's thesis and the rationale are written from the data by fixed templates.
 */
import type { BookRow, VoterReading } from "../data/signalsBook.js";
import { signedPercent, voterText } from "./decisionText.js";
import { strongestVoters } from "./fusion.js";
import type { VoterName } from "./voters.js";

export const ONE_SIDED_SHARE = 0.7;
export const MIN_ONE_SIDED_PICKS = 3;
export const ALTERNATIVE_CANDIDATES = 5;
/** Stop distance: 2 standard deviations of a 21-session return at the stock's own volatility. */
export const STOP_SIGMAS = 2;
export const STOP_HORIZON_SESSIONS = 21;
export const TRADING_DAYS_PER_YEAR = 252;

export type Skew = "bullish" | "bearish" | "mixed";
export type AlternativeStrategy = "defensive" | "cash_heavy" | "value_tilt" | "momentum";

export const STRATEGIES: readonly AlternativeStrategy[] = [
  "defensive",
  "cash_heavy",
  "value_tilt",
  "momentum",
];

export function voter(row: BookRow, name: VoterName): VoterReading {
  return row.voters.find((reading) => reading.voter === name) as VoterReading;
}

/** The side a book row's own 200-day trend confirms: its direction, or null when the trend disagrees. */
export function trendConfirmed(row: BookRow): boolean {
  const trend = voter(row, "trend_sma200").value;
  if (trend === null) return false;
  return (row.direction === "LONG" && trend > 0) || (row.direction === "SHORT" && trend < 0);
}

/**
 * The volatility stop of a position entered at `entry` on `side`: entry × (1 ∓ 2σ√(21/252)) with σ
 * the annualised volatility voter; null when σ is unknown.
 */
export function volatilityStop(entry: number, side: "LONG" | "SHORT", sigma: number | null): number | null {
  if (sigma === null || !(sigma > 0)) return null;
  const distance = STOP_SIGMAS * sigma * Math.sqrt(STOP_HORIZON_SESSIONS / TRADING_DAYS_PER_YEAR);
  return side === "LONG" ? entry * Math.max(0, 1 - distance) : entry * (1 + distance);
}

export interface SetupOut {
  row: BookRow;
  side: "LONG" | "SHORT";
  entryReference: number;
  stopPrice: number | null;
  thesis: string;
}

export interface CandidateOut {
  ticker: string;
  thesis: string;
  /** The figure the strategy ranks by, in its unit. */
  metric: VoterName;
  value: number;
  percentile: number | null;
}

export interface AlternativeOut {
  strategy: AlternativeStrategy;
  rationale: string;
  direction: "LONG" | "SHORT";
  share: number;
  picks: number;
  candidates: CandidateOut[];
}

export interface SetupsOut {
  setups: SetupOut[];
  /** Book picks before the conviction and limit cuts, by side. */
  confirmedLong: number;
  confirmedShort: number;
  long: number;
  short: number;
  skew: Skew;
  alternative: AlternativeOut | null;
  /** Why alternative is null: not_one_sided or fewer_than_3_picks. */
  alternativeReason: string | null;
  /** Share of the book's scored stocks above their 200-day average. */
  breadthAboveSma200: number | null;
}

export function setupThesis(row: BookRow): string {
  const side = row.direction === "LONG" ? "LONG" : "SHORT";
  const carriers = strongestVoters(row, 2).map((reading) =>
    voterText(reading.voter, reading.value, reading.percentile),
  );
  const trend = voter(row, "trend_sma200").value as number;
  return (
    `${side}: blended score ${row.blendedScore?.toFixed(3)} (rank ${row.rank}, decile ${row.decile}); ` +
    `carried by ${carriers.join(" and ")}; its own trend confirms the side at ${signedPercent(trend)} against its 200-day average.`
  );
}

export function skewOf(long: number, short: number): Skew {
  const total = long + short;
  if (total === 0) return "mixed";
  if (long / total >= ONE_SIDED_SHARE) return "bullish";
  if (short / total >= ONE_SIDED_SHARE) return "bearish";
  return "mixed";
}

function byPercentileDesc(name: VoterName) {
  return (a: BookRow, b: BookRow) =>
    (voter(b, name).percentile ?? -1) - (voter(a, name).percentile ?? -1) ||
    (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0);
}

function candidate(row: BookRow, metric: VoterName, also: VoterName[]): CandidateOut {
  const main = voter(row, metric);
  const rest = also.map((name) => {
    const reading = voter(row, name);
    return voterText(name, reading.value, reading.percentile);
  });
  return {
    ticker: row.ticker,
    thesis: `${voterText(metric, main.value, main.percentile)}; ${rest.join("; ")}.`,
    metric,
    value: main.value as number,
    percentile: main.percentile,
  };
}

/** The alternative strategy and its candidates for a one-sided book (the rule in the header). */
export function alternativeFor(
  scored: readonly BookRow[],
  direction: "LONG" | "SHORT",
  share: number,
  picks: number,
  breadth: number | null,
): AlternativeOut {
  const aboveTrend = (row: BookRow) => (voter(row, "trend_sma200").value ?? 0) > 0;
  const lead = `${Math.round(share * 100)}% of ${picks} setups are ${direction}`;
  if (direction === "LONG") {
    const candidates = scored
      .filter((row) => aboveTrend(row) && voter(row, "momentum_12_1").percentile !== null)
      .sort(byPercentileDesc("momentum_12_1"))
      .slice(0, ALTERNATIVE_CANDIDATES)
      .map((row) => candidate(row, "momentum_12_1", ["trend_sma200", "high_52w_proximity"]));
    return {
      strategy: "momentum",
      direction,
      share,
      picks,
      candidates,
      rationale: `${lead}, so the book leans bullish and a momentum sleeve of the strongest 12-1 trends above their 200-day average is the alternative to a balanced long/short book.`,
    };
  }
  const lowVol = scored.filter((row) => voter(row, "low_volatility").percentile !== null);
  if (breadth !== null && breadth < 0.5) {
    const candidates = lowVol
      .filter(aboveTrend)
      .sort(byPercentileDesc("low_volatility"))
      .slice(0, ALTERNATIVE_CANDIDATES)
      .map((row) => candidate(row, "low_volatility", ["trend_sma200"]));
    return {
      strategy: "cash_heavy",
      direction,
      share,
      picks,
      candidates,
      rationale: `${lead} and only ${Math.round(breadth * 100)}% of the book's stocks trade above their 200-day average, so the book leans bearish on weak breadth and a mostly-cash stance holding only the least volatile stocks still in an uptrend is the alternative.`,
    };
  }
  const candidates = lowVol
    .sort(byPercentileDesc("low_volatility"))
    .slice(0, ALTERNATIVE_CANDIDATES)
    .map((row) => candidate(row, "low_volatility", ["trend_sma200", "momentum_12_1"]));
  return {
    strategy: "defensive",
    direction,
    share,
    picks,
    candidates,
    rationale: `${lead}, so the book leans bearish and a defensive sleeve of the least volatile stocks is the alternative to a balanced long/short book.`,
  };
}

export function tradeSetups(
  rows: readonly BookRow[],
  params: { limit: number; minConviction: number },
): SetupsOut {
  const scored = rows.filter((row) => row.blendedScore !== null);
  const confirmed = scored.filter(trendConfirmed);
  const chosen = confirmed
    .filter((row) => (row.conviction ?? 0) >= params.minConviction)
    .sort(
      (a, b) =>
        (b.conviction as number) - (a.conviction as number) || (a.rank as number) - (b.rank as number),
    )
    .slice(0, params.limit);
  const setups = chosen.map((row): SetupOut => {
    const side = row.direction === "LONG" ? "LONG" : "SHORT";
    return {
      row,
      side,
      entryReference: row.close,
      stopPrice: volatilityStop(row.close, side, voter(row, "low_volatility").value),
      thesis: setupThesis(row),
    };
  });
  const long = setups.filter((setup) => setup.side === "LONG").length;
  const short = setups.length - long;
  const skew = skewOf(long, short);
  const withTrend = scored.filter((row) => voter(row, "trend_sma200").value !== null);
  const breadth =
    withTrend.length === 0
      ? null
      : withTrend.filter((row) => (voter(row, "trend_sma200").value as number) > 0).length / withTrend.length;
  let alternative: AlternativeOut | null = null;
  let alternativeReason: string | null = null;
  if (skew === "mixed") alternativeReason = setups.length === 0 ? "no_setups" : "not_one_sided";
  else if (setups.length < MIN_ONE_SIDED_PICKS) alternativeReason = "fewer_than_3_picks";
  else {
    const direction = skew === "bullish" ? "LONG" : "SHORT";
    const share = (direction === "LONG" ? long : short) / setups.length;
    alternative = alternativeFor(scored, direction, share, setups.length, breadth);
  }
  return {
    setups,
    confirmedLong: confirmed.filter((row) => row.direction === "LONG").length,
    confirmedShort: confirmed.filter((row) => row.direction === "SHORT").length,
    long,
    short,
    skew,
    alternative,
    alternativeReason,
    breadthAboveSma200: breadth,
  };
}
