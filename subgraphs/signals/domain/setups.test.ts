import { describe, expect, it } from "vitest";
import { testRow } from "./decisionTestRows.js";
import { alternativeFor, skewOf, tradeSetups, trendConfirmed, volatilityStop } from "./setups.js";

describe("skewOf (universe_skew over LONG and SHORT setups)", () => {
  it("is bullish or bearish from 70% of one side, else mixed", () => {
    expect(skewOf(7, 3)).toBe("bullish"); // 7 ÷ 10 = 0.7
    expect(skewOf(6, 4)).toBe("mixed");
    expect(skewOf(3, 7)).toBe("bearish");
    expect(skewOf(2, 1)).toBe("mixed"); // 2 ÷ 3 = 0.67
    expect(skewOf(1, 0)).toBe("bullish");
    expect(skewOf(0, 0)).toBe("mixed");
  });
});

describe("volatilityStop", () => {
  it("is entry × (1 ∓ 2σ√(21/252))", () => {
    // σ = 0.3: 2 × 0.3 × √(1/12) = 0.173205…; LONG 100 × 0.826795 = 82.6795, SHORT 117.3205.
    expect(volatilityStop(100, "LONG", 0.3)).toBeCloseTo(82.67949192, 6);
    expect(volatilityStop(100, "SHORT", 0.3)).toBeCloseTo(117.32050808, 6);
    expect(volatilityStop(100, "LONG", null)).toBeNull();
    // A volatility so large the distance passes 100% stops a LONG at 0, not below.
    expect(volatilityStop(100, "LONG", 5)).toBe(0);
  });
});

describe("tradeSetups", () => {
  const long = (ticker: string, conviction: number, trend: number) =>
    testRow({ ticker, direction: "LONG", conviction, values: { trend_sma200: trend, low_volatility: 0.2 } });
  const short = (ticker: string, conviction: number, trend: number) =>
    testRow({ ticker, direction: "SHORT", conviction, values: { trend_sma200: trend, low_volatility: 0.2 } });

  it("keeps the picks whose own trend confirms the side, strongest conviction first", () => {
    const rows = [
      long("A", 0.9, 0.05),
      long("B", 0.95, -0.02), // LONG below its average: not a setup
      short("C", 0.8, -0.1),
      short("D", 0.99, 0.03), // SHORT above its average: not a setup
      testRow({ ticker: "E", direction: "NEUTRAL", values: { trend_sma200: 0.2 } }),
    ];
    expect(rows.map(trendConfirmed)).toEqual([true, false, true, false, false]);
    const out = tradeSetups(rows, { limit: 10, minConviction: 0 });
    expect(out.setups.map((s) => [s.row.ticker, s.side])).toEqual([
      ["A", "LONG"],
      ["C", "SHORT"],
    ]);
    expect(out.skew).toBe("mixed");
    expect(out.alternative).toBeNull();
    expect(out.alternativeReason).toBe("not_one_sided");
    // Breadth: A, D and E (trend 0.05, 0.03, 0.2) of the 5 are above their average.
    expect(out.breadthAboveSma200).toBeCloseTo(3 / 5, 12);
    expect(tradeSetups(rows, { limit: 10, minConviction: 0.85 }).setups.map((s) => s.row.ticker)).toEqual([
      "A",
    ]);
  });

  it("warrants an alternative only when 70% of 3 or more setups share a side", () => {
    const two = [long("A", 0.9, 0.1), long("B", 0.8, 0.1)];
    const out2 = tradeSetups(two, { limit: 10, minConviction: 0 });
    expect(out2.skew).toBe("bullish");
    expect(out2.alternative).toBeNull();
    expect(out2.alternativeReason).toBe("fewer_than_3_picks");
    const three = [...two, long("C", 0.7, 0.1), short("D", 0.6, -0.1)];
    const out = tradeSetups(three, { limit: 10, minConviction: 0 });
    expect(out.skew).toBe("bullish");
    expect(out.alternative).toMatchObject({ strategy: "momentum", direction: "LONG", share: 0.75, picks: 4 });
    expect(out.alternative?.rationale).toMatch(/^75% of 4 setups are LONG/);
  });

  it("chooses momentum, cash_heavy or defensive by the rule", () => {
    const scored = [
      testRow({
        ticker: "HI",
        percentiles: { momentum_12_1: 90, low_volatility: 10 },
        values: { trend_sma200: 0.1, momentum_12_1: 0.5 },
      }),
      testRow({
        ticker: "LO",
        percentiles: { momentum_12_1: 10, low_volatility: 95 },
        values: { trend_sma200: -0.1 },
      }),
      testRow({
        ticker: "MID",
        percentiles: { momentum_12_1: 60, low_volatility: 80 },
        values: { trend_sma200: 0.05 },
      }),
    ];
    const bull = alternativeFor(scored, "LONG", 0.8, 5, 0.6);
    expect(bull.strategy).toBe("momentum");
    // Above their average only, by momentum percentile: HI (90), MID (60).
    expect(bull.candidates.map((c) => c.ticker)).toEqual(["HI", "MID"]);
    expect(bull.candidates[0]?.thesis).toBe(
      "12-1 momentum +50.0% (90th percentile); +10.0% against its 200-day average (50th percentile); at 10.0% of its 52-week high (50th percentile).",
    );
    const defensive = alternativeFor(scored, "SHORT", 0.8, 5, 0.6);
    expect(defensive.strategy).toBe("defensive");
    expect(defensive.candidates.map((c) => c.ticker)).toEqual(["LO", "MID", "HI"]);
    const cash = alternativeFor(scored, "SHORT", 0.8, 5, 0.4);
    expect(cash.strategy).toBe("cash_heavy");
    // Least volatile among those still above their average: MID (80), HI (10).
    expect(cash.candidates.map((c) => c.ticker)).toEqual(["MID", "HI"]);
  });
});
