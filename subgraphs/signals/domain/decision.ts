/**
 * The aggregate verdict (svc_v3_ultimate_decision). Pure. docs/DECISIONS.md "Ultimate decision".
 *
 * For a ticker, three lanes the book can state honestly vote long, short or neutral:
 *   - ensemble: the book's direction (LONG deciles 8–10, SHORT 1–3, else neutral);
 *   - voters: the majority of the ranked voters, favourable (percentile above 50) or not;
 *   - trend: the stock against its 200-day average.
 * The verdict follows the ensemble when it takes a side and at least one other lane agrees
 * (`strong` when both do, `moderate` when one does); a side the other two both contradict, or a
 * neutral ensemble, is `no_trade`; a stock the book does not score is `no_decision`. Lanes the
 * platform cannot read (options flow, news, sentiment) are listed with a null stance and their
 * reason; the market regime (svc_regime) is served on its own and not weighed here.
 *
 * Without a ticker the verdict is the house book's net stance, from the same kind of lanes over the
 * whole book: the trend-confirmed setups' skew, breadth (share of stocks above their 200-day
 * average) and the share with a positive 12-1 momentum.
 *
 * The verdict is an ordering's reading, not a forecast, and is never actionable on its own
 * (`actionable` false with its reasons: always `no_measurable_edge`, and `book_stale` when the
 * book is older than 2 sessions).
 */
import type { BookRow } from "../data/signalsBook.js";
import { signedPercent, voterText } from "./decisionText.js";
import { type SetupsOut, voter } from "./setups.js";

export type Stance = "long" | "short" | "neutral";
export type Verdict = "long" | "short" | "no_trade" | "no_decision";

export interface DecisionComponent {
  lane: string;
  stance: Stance | null;
  evidence: string | null;
  /** Why stance and evidence are null. */
  nullReasons: Record<string, string>;
}

export interface DecisionOut {
  verdict: Verdict;
  /** strong (every lane agrees), moderate (one of two others agrees); null without a side. */
  strength: "strong" | "moderate" | null;
  verdictReason: string;
  agreeing: number;
  lanesVoting: number;
  components: DecisionComponent[];
}

/** Lanes no source connected to the platform can fill, with why. */
export const UNREAD_LANES: readonly { lane: string; reason: string }[] = [
  { lane: "options_flow", reason: "no_options_flow_feed" },
  { lane: "news", reason: "no_news_feed_for_universe" },
  { lane: "sentiment", reason: "no_sentiment_feed" },
  { lane: "regime", reason: "served_by_svc_regime_not_weighed" },
];

function unread(): DecisionComponent[] {
  return UNREAD_LANES.map(({ lane, reason }) => ({
    lane,
    stance: null,
    evidence: null,
    nullReasons: { stance: reason, evidence: reason },
  }));
}

const sideOf = (stance: Stance | null) => (stance === "long" || stance === "short" ? stance : null);

/** The verdict of lanes whose first is the lead (the ensemble, or the setups' skew). */
export function verdictOf(components: readonly DecisionComponent[]): Omit<DecisionOut, "components"> {
  const voting = components.filter((c) => c.stance !== null);
  const [lead, ...others] = voting;
  const side = sideOf(lead?.stance ?? null);
  if (lead === undefined) {
    return { verdict: "no_decision", strength: null, verdictReason: "no_lane", agreeing: 0, lanesVoting: 0 };
  }
  if (side === null) {
    return {
      verdict: "no_trade",
      strength: null,
      verdictReason: `${lead.lane}_neutral`,
      agreeing: 0,
      lanesVoting: voting.length,
    };
  }
  const agreeing = others.filter((c) => c.stance === side).length;
  if (agreeing === 0) {
    return {
      verdict: "no_trade",
      strength: null,
      verdictReason: "other_lanes_disagree",
      agreeing: 1,
      lanesVoting: voting.length,
    };
  }
  return {
    verdict: side,
    strength: agreeing === others.length ? "strong" : "moderate",
    verdictReason: agreeing === others.length ? "all_lanes_agree" : "lead_and_one_lane_agree",
    agreeing: agreeing + 1,
    lanesVoting: voting.length,
  };
}

/** The verdict on one stock from its book row; `notScored` says why when it has none. */
export function tickerDecision(row: BookRow | null, notScored: string): DecisionOut {
  if (row === null || row.blendedScore === null) {
    const reason = row?.unscoredReason ?? notScored;
    return {
      verdict: "no_decision",
      strength: null,
      verdictReason: reason,
      agreeing: 0,
      lanesVoting: 0,
      components: [
        ...["ensemble", "voters", "trend"].map((lane) => ({
          lane,
          stance: null,
          evidence: null,
          nullReasons: { stance: reason, evidence: reason },
        })),
        ...unread(),
      ],
    };
  }
  const ensemble: DecisionComponent = {
    lane: "ensemble",
    stance: row.direction === "LONG" ? "long" : row.direction === "SHORT" ? "short" : "neutral",
    evidence: `${row.direction} in the book: blended score ${row.blendedScore.toFixed(3)}, rank ${row.rank}, decile ${row.decile}, conviction ${row.conviction?.toFixed(2)}`,
    nullReasons: {},
  };
  const ranked = row.voters.filter((reading) => reading.percentile !== null);
  const favourable = ranked.filter((reading) => (reading.percentile as number) > 50).length;
  const unfavourable = ranked.filter((reading) => (reading.percentile as number) < 50).length;
  const voters: DecisionComponent = {
    lane: "voters",
    stance: favourable > unfavourable ? "long" : unfavourable > favourable ? "short" : "neutral",
    evidence: `${favourable} of ${ranked.length} ranked voters favourable, ${unfavourable} unfavourable`,
    nullReasons: {},
  };
  const trendReading = voter(row, "trend_sma200");
  const trend: DecisionComponent =
    trendReading.value === null
      ? {
          lane: "trend",
          stance: null,
          evidence: null,
          nullReasons: { stance: "voter_not_computable", evidence: "voter_not_computable" },
        }
      : {
          lane: "trend",
          stance: trendReading.value > 0 ? "long" : trendReading.value < 0 ? "short" : "neutral",
          evidence: voterText("trend_sma200", trendReading.value, trendReading.percentile),
          nullReasons: {},
        };
  const components = [ensemble, voters, trend, ...unread()];
  return { ...verdictOf(components), components };
}

/** The house book's net stance from the setups and the book's breadth. */
export function bookDecision(rows: readonly BookRow[], setups: SetupsOut): DecisionOut {
  const scored = rows.filter((row) => row.blendedScore !== null);
  const skew: DecisionComponent = {
    lane: "setups_skew",
    stance: setups.skew === "bullish" ? "long" : setups.skew === "bearish" ? "short" : "neutral",
    evidence: `${setups.long} LONG and ${setups.short} SHORT trend-confirmed setups: ${setups.skew}`,
    nullReasons: {},
  };
  const breadth = setups.breadthAboveSma200;
  const breadthLane: DecisionComponent =
    breadth === null
      ? {
          lane: "breadth",
          stance: null,
          evidence: null,
          nullReasons: { stance: "no_trend_values", evidence: "no_trend_values" },
        }
      : {
          lane: "breadth",
          stance: breadth > 0.5 ? "long" : breadth < 0.5 ? "short" : "neutral",
          evidence: `${(breadth * 100).toFixed(1)}% of the book's stocks above their 200-day average`,
          nullReasons: {},
        };
  const withMomentum = scored.filter((row) => voter(row, "momentum_12_1").value !== null);
  const positive = withMomentum.filter((row) => (voter(row, "momentum_12_1").value as number) > 0).length;
  const share = withMomentum.length === 0 ? null : positive / withMomentum.length;
  const momentum: DecisionComponent =
    share === null
      ? {
          lane: "momentum_breadth",
          stance: null,
          evidence: null,
          nullReasons: { stance: "no_momentum_values", evidence: "no_momentum_values" },
        }
      : {
          lane: "momentum_breadth",
          stance: share > 0.5 ? "long" : share < 0.5 ? "short" : "neutral",
          evidence: `${(share * 100).toFixed(1)}% of the book's stocks with a positive 12-1 momentum (median ${signedPercent(median(withMomentum.map((row) => voter(row, "momentum_12_1").value as number)))})`,
          nullReasons: {},
        };
  const components = [skew, breadthLane, momentum, ...unread()];
  return { ...verdictOf(components), components };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
