import { describe, expect, it } from "vitest";
import { equitySitting, type SittingInput } from "./sitting.js";

const input = (ticker: string, momentum: number | null, extra: Partial<SittingInput> = {}): SittingInput => ({
  ticker,
  close: 50,
  momentum,
  blendedScore: 0.1,
  decile: 6,
  unscoredReason: null,
  adv: { value: 10_000_000, reason: null },
  ...extra,
});

describe("equitySitting", () => {
  const params = { sleeveN: 2, minAdvDollars: 5_000_000, minPrice: 5 };

  it("orders the liquid stocks by data_order, the mean of their lane percentiles", () => {
    const out = equitySitting(
      [
        input("A", 0.3),
        input("B", 0.1),
        input("C", 0.5),
        input("D", -0.2),
        input("CHEAP", 0.9, { close: 4.99 }),
        input("THIN", 0.9, { adv: { value: 4_999_999, reason: null } }),
        input("NEW", 0.9, { adv: { value: null, reason: "fewer_than_21_sessions" } }),
        input("YOUNG", null),
        input("WILD", 10.5),
      ],
      params,
    );
    // Ranked among A, B, C, D: C 100, A 66.67, B 33.33, D 0; the technical lane alone.
    expect(out.rows.map((r) => [r.rank, r.ticker, r.dataOrder, r.lanesRanked])).toEqual([
      [1, "C", 100, 1],
      [2, "A", 200 / 3, 1],
    ]);
    expect(out.rankedCount).toBe(4);
    expect(out.considered).toBe(9);
    expect(out.excluded).toEqual({
      below_min_price: 1,
      adv_unknown: 1,
      below_min_adv: 1,
      technical_lane_unavailable: 1,
      implausible_12_1_momentum: 1,
    });
    expect(out.flagged).toEqual([{ ticker: "WILD", value: 10.5, flag: "implausible_12_1_momentum" }]);
    expect(out.rows[0]?.nullReasons).toEqual({
      optionsFlow: "no_options_flow_feed",
      news: "no_news_feed_for_universe",
      sentiment: "no_sentiment_feed",
    });
  });

  it("admits every stock at min_adv_dollars 0, an unknown ADV null with its reason", () => {
    const out = equitySitting(
      [input("NEW", 0.2, { adv: { value: null, reason: "fewer_than_21_sessions" } })],
      {
        ...params,
        minAdvDollars: 0,
      },
    );
    expect(out.rows[0]).toMatchObject({ ticker: "NEW", dataOrder: 50, adv21dUsd: null });
    expect(out.rows[0]?.nullReasons.adv21dUsd).toBe("fewer_than_21_sessions");
  });
});
