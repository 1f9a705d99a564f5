/**
 * The copilot portfolio's composer on its own: the rules across its inputs, lots, sizing and where
 * a failed part lands. The figures' arithmetic is portfolio.test.ts's; the route is
 * test/e2e/copilot.e2e.test.ts's.
 */
import { describe, expect, it } from "vitest";
import type { PartFailure } from "../composer.js";
import { COMPOSERS } from "./composers.js";

const portfolio = COMPOSERS.copilot_portfolio!;

const refusal = (inputs: Record<string, unknown>) => {
  try {
    portfolio.check(inputs);
  } catch (error) {
    return (error as { extensions: { extra: { parameter: string } }; message: string }).message;
  }
  return null;
};

describe("check", () => {
  it("accepts one size per ticker, or none; refuses both, a count off by one, a zero and lots netting to 0", () => {
    expect(refusal({ tickers: ["AAPL", "JPM"], weights: [0.5, -0.5] })).toBeNull();
    expect(refusal({ tickers: ["AAPL", "JPM"] })).toBeNull();
    expect(refusal({ tickers: ["A"], weights: [1], quantities: [1] })).toMatch(
      /^quantities: weights and quantities/,
    );
    expect(refusal({ tickers: ["A", "B"], quantities: [1] })).toMatch(
      /^quantities: 1 quantities for 2 tickers/,
    );
    expect(refusal({ tickers: ["A", "B"], weights: [1, 0] })).toMatch(/^weights: weights\[1\] is 0/);
    expect(refusal({ tickers: ["BRK-B", "brk.b"], weights: [1, -1] })).toMatch(/lots of BRK\.B net to 0/);
    // What is no symbol is the graph's to refuse (422 invalid_ticker), not a lot of anything.
    expect(refusal({ tickers: ["!!", "!!"], weights: [1, -1] })).toBeNull();
  });
});

describe("answer", () => {
  const aapl = {
    ticker: "AAPL",
    price_snapshot: { price: 100 },
    signal: { blended_score: 0.5, direction: "LONG", as_of: "2017-11-10", is_stale: true },
    risk_profile: { beta_to_spy: 1.2, annualised_volatility: 0.3 },
  };
  const spy = {
    ticker: "SPY",
    price_snapshot: { price: 400 },
    signal: null,
    risk_profile: { beta_to_spy: 1, annualised_volatility: 0.2 },
  };
  const notRanked: PartFailure = {
    path: [1, "signal"],
    errorCode: "dataset_unavailable",
    status: 503,
    message: "SPY is an ETF.",
    extra: { reason: "etf_not_ranked" },
  };

  it("merges lots in first-mention order, sizes by quantity × price, and puts a failed part on its position", () => {
    const answer = portfolio.answer(
      { tickers: ["AAPL", "SPY", "aapl"], quantities: [2, -1, 2] },
      [aapl, spy, aapl],
      [notRanked],
    ) as { positions: Record<string, unknown>[]; portfolio: Record<string, unknown> };
    // AAPL 4 × 100 = 400, SPY −1 × 400 = −400: weights ±0.5.
    expect(
      answer.positions.map((p) => [p.ticker, p.lots, p.quantity, p.market_value, p.weight, p.side]),
    ).toEqual([
      ["AAPL", 2, 4, 400, 0.5, "long"],
      ["SPY", 1, -1, -400, -0.5, "short"],
    ]);
    expect(answer.positions[1]).toMatchObject({
      null_reasons: { signal: "dataset_unavailable" },
      part_errors: [
        { part: "signal", error_code: "dataset_unavailable", status: 503, reason: "etf_not_ranked" },
      ],
    });
    expect(answer.positions[0]).toMatchObject({ null_reasons: {}, part_errors: [] });
    // 0.5 × 1.2 − 0.5 × 1; alignment over AAPL alone (0.5 × 0.5 ÷ 0.5).
    expect(answer.portfolio).toMatchObject({
      net_exposure: 0,
      signal_alignment: 0.5,
      signal_coverage: 0.5,
      book_agreement: 1,
    });
    expect(answer.portfolio.beta_to_spy).toBeCloseTo(0.1, 15);
  });
});
