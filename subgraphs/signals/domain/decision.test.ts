import { describe, expect, it } from "vitest";
import { bookDecision, type DecisionComponent, tickerDecision, verdictOf } from "./decision.js";
import { testRow } from "./decisionTestRows.js";
import { tradeSetups } from "./setups.js";

const lane = (name: string, stance: DecisionComponent["stance"]): DecisionComponent => ({
  lane: name,
  stance,
  evidence: stance === null ? null : "x",
  nullReasons: stance === null ? { stance: "none", evidence: "none" } : {},
});

describe("verdictOf", () => {
  it("follows the lead lane when another agrees: strong when all do, moderate when one does", () => {
    expect(verdictOf([lane("a", "long"), lane("b", "long"), lane("c", "long")])).toMatchObject({
      verdict: "long",
      strength: "strong",
      agreeing: 3,
      lanesVoting: 3,
    });
    expect(verdictOf([lane("a", "short"), lane("b", "short"), lane("c", "long")])).toMatchObject({
      verdict: "short",
      strength: "moderate",
      verdictReason: "lead_and_one_lane_agree",
      agreeing: 2,
    });
    // Lanes without a stance do not vote.
    expect(verdictOf([lane("a", "long"), lane("b", null), lane("c", "long")])).toMatchObject({
      verdict: "long",
      strength: "strong",
      lanesVoting: 2,
    });
  });

  it("is no_trade when the lead is neutral or the others all disagree", () => {
    expect(verdictOf([lane("a", "neutral"), lane("b", "long")])).toMatchObject({
      verdict: "no_trade",
      verdictReason: "a_neutral",
    });
    expect(verdictOf([lane("a", "long"), lane("b", "short"), lane("c", "neutral")])).toMatchObject({
      verdict: "no_trade",
      verdictReason: "other_lanes_disagree",
      agreeing: 1,
    });
    expect(verdictOf([lane("a", null)])).toMatchObject({ verdict: "no_decision", verdictReason: "no_lane" });
  });
});

describe("tickerDecision", () => {
  it("reads the ensemble, the voters' majority and the trend", () => {
    const row = testRow({
      ticker: "X",
      direction: "SHORT",
      percentiles: {
        momentum_12_1: 80,
        reversal_1m: 10,
        low_volatility: 60,
        trend_sma200: 70,
        rsi_14: 5,
        volume_surge: 55,
        high_52w_proximity: 90,
      },
      values: { trend_sma200: 0.12 },
    });
    const out = tickerDecision(row, "not_scored");
    // Ensemble short; 5 of 7 voters favourable (long); trend +12% (long): the others disagree.
    expect(out.components.slice(0, 3).map((c) => [c.lane, c.stance])).toEqual([
      ["ensemble", "short"],
      ["voters", "long"],
      ["trend", "long"],
    ]);
    expect(out).toMatchObject({ verdict: "no_trade", verdictReason: "other_lanes_disagree" });
    expect(out.components.slice(3).map((c) => [c.lane, c.stance, c.nullReasons.stance])).toEqual([
      ["options_flow", null, "no_options_flow_feed"],
      ["news", null, "no_news_feed_for_universe"],
      ["sentiment", null, "no_sentiment_feed"],
      ["regime", null, "served_by_svc_regime_not_weighed"],
    ]);
  });

  it("is no_decision for a stock the book does not score, with why", () => {
    expect(tickerDecision(null, "etf_not_ranked")).toMatchObject({
      verdict: "no_decision",
      verdictReason: "etf_not_ranked",
    });
    expect(tickerDecision(testRow({ ticker: "Y", scored: false }), "x").verdictReason).toBe(
      "insufficient_history",
    );
  });
});

describe("bookDecision", () => {
  it("leads with the setups' skew, then breadth and momentum breadth", () => {
    const rows = [
      testRow({ ticker: "A", direction: "LONG", values: { trend_sma200: 0.1, momentum_12_1: 0.3 } }),
      testRow({ ticker: "B", direction: "LONG", values: { trend_sma200: 0.1, momentum_12_1: 0.2 } }),
      testRow({ ticker: "C", direction: "LONG", values: { trend_sma200: 0.1, momentum_12_1: -0.1 } }),
      testRow({ ticker: "D", direction: "NEUTRAL", values: { trend_sma200: -0.1, momentum_12_1: -0.2 } }),
    ];
    const out = bookDecision(rows, tradeSetups(rows, { limit: 25, minConviction: 0 }));
    expect(out.components.slice(0, 3).map((c) => [c.lane, c.stance, c.evidence])).toEqual([
      ["setups_skew", "long", "3 LONG and 0 SHORT trend-confirmed setups: bullish"],
      ["breadth", "long", "75.0% of the book's stocks above their 200-day average"],
      // Momentum +30%, +20%, −10%, −20%: median +5.0%.
      [
        "momentum_breadth",
        "neutral",
        "50.0% of the book's stocks with a positive 12-1 momentum (median +5.0%)",
      ],
    ]);
    expect(out).toMatchObject({ verdict: "long", strength: "moderate", agreeing: 2, lanesVoting: 3 });
  });
});
