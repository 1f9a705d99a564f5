/**
 * Known answers of the copilot portfolio's figures. The inputs are what the graph answers over the
 * bundled data at 2026-11-17 (test/e2e/copilot.e2e.test.ts reads the same through the route):
 *
 * | ticker | blended_score (book 2017-11-10) | direction | beta_to_spy | annualised_volatility |
 * |---|---|---|---|---|
 * | AAPL | −0.4948901952755314 | SHORT (decile 2) | 1.264911468990549 | 0.35566526594577963 |
 * | JPM | +0.3270295542517307 | LONG (decile 8) | 1.3543566480823197 | 0.16293405748217593 |
 * | SPY | not ranked (ETF) | — | 1 | 0.2096171254439431 |
 *
 * The expected figures are the formulas worked by hand (python3 for the digits), not this code.
 */
import { describe, expect, it } from "vitest";
import { type PositionInput, portfolioFigures, weightsFromQuantities } from "./portfolio.js";

const AAPL = {
  ticker: "AAPL",
  blendedScore: -0.4948901952755314,
  direction: "SHORT",
  betaToSpy: 1.264911468990549,
  annualisedVolatility: 0.35566526594577963,
} as const;
const JPM = {
  ticker: "JPM",
  blendedScore: 0.3270295542517307,
  direction: "LONG",
  betaToSpy: 1.3543566480823197,
  annualisedVolatility: 0.16293405748217593,
} as const;
const SPY = {
  ticker: "SPY",
  blendedScore: null,
  direction: null,
  betaToSpy: 1,
  annualisedVolatility: 0.2096171254439431,
} as const;

const position = (base: Omit<PositionInput, "weight">, weight: number | null): PositionInput => ({
  ...base,
  weight,
});

describe("portfolioFigures", () => {
  it("long AAPL 0.6, short JPM 0.4: exposures, alignment against the book, beta and the volatility bound", () => {
    const figures = portfolioFigures([position(AAPL, 0.6), position(JPM, -0.4)]);
    expect(figures).toMatchObject({
      positions: 2,
      grossExposure: 1,
      longExposure: 0.6,
      shortExposure: 0.4,
      signalCoverage: 1,
      signalPositions: 2,
      // Long the book's SHORT, short its LONG: all of the ranked weight is against the book.
      bookAgreement: 0,
      bookOpposition: 1,
      nullReasons: {},
    });
    expect(figures.netExposure).toBeCloseTo(0.2, 15);
    // (0.6 × −0.4948901952755314 + (−0.4) × 0.3270295542517307) ÷ 1.0
    expect(figures.signalAlignment).toBeCloseTo(-0.4277459388660111, 14);
    // 0.6 × 1.264911468990549 − 0.4 × 1.3543566480823197
    expect(figures.betaToSpy).toBeCloseTo(0.21720422216140145, 14);
    // 0.6 × 0.35566526594577963 + 0.4 × 0.16293405748217593
    expect(figures.volatilityBound).toBeCloseTo(0.27857278256033813, 14);
  });

  it("an unranked position: averages over the ranked ones with their coverage; sums over the whole book", () => {
    const figures = portfolioFigures([position(AAPL, 0.5), position(SPY, -0.5)]);
    // Only AAPL is ranked: its score is the average, over half the gross weight.
    expect(figures.signalAlignment).toBeCloseTo(-0.4948901952755314, 15);
    expect(figures).toMatchObject({
      signalCoverage: 0.5,
      signalPositions: 1,
      bookAgreement: 0,
      bookOpposition: 1,
    });
    // 0.5 × 1.264911468990549 − 0.5 × 1; 0.5 × 0.35566526594577963 + 0.5 × 0.2096171254439431
    expect(figures.betaToSpy).toBeCloseTo(0.13245573449527448, 14);
    expect(figures.volatilityBound).toBeCloseTo(0.28264119569486135, 14);
  });

  it("a sum missing one position's input is null and names it; nothing ranked leaves the averages null", () => {
    const figures = portfolioFigures([position({ ...SPY, betaToSpy: null }, 1)]);
    expect(figures).toMatchObject({
      betaToSpy: null,
      volatilityBound: 0.2096171254439431,
      signalAlignment: null,
      bookAgreement: null,
      signalCoverage: 0,
      nullReasons: {
        betaToSpy: "no_beta_for:SPY",
        signalAlignment: "no_position_ranked_by_the_signals_book",
        bookAgreement: "no_position_ranked_by_the_signals_book",
        bookOpposition: "no_position_ranked_by_the_signals_book",
      },
    });
  });

  it("a position without a weight leaves the exposures and sums null, naming it", () => {
    const figures = portfolioFigures([position(AAPL, 1), position(JPM, null)]);
    expect(figures).toMatchObject({
      grossExposure: null,
      betaToSpy: null,
      signalCoverage: null,
      signalPositions: 1,
      nullReasons: { grossExposure: "no_weight_for:JPM", betaToSpy: "no_weight_for:JPM" },
    });
    expect(figures.signalAlignment).toBeCloseTo(-0.4948901952755314, 15);
  });
});

describe("weightsFromQuantities", () => {
  it("market value over gross market value: 100 AAPL at 129.610001, 50 JPM short at 97.51", () => {
    const { weights, marketValues, missing } = weightsFromQuantities([100, -50], [129.610001, 97.51]);
    // 12,961.0001 and −4,875.5 over 17,836.5001
    expect(marketValues[0]).toBeCloseTo(12_961.0001, 8);
    expect(marketValues[1]).toBeCloseTo(-4_875.5, 8);
    expect(weights[0]).toBeCloseTo(0.7266560158850895, 15);
    expect(weights[1]).toBeCloseTo(-0.2733439841149105, 15);
    expect(missing).toEqual([]);
  });

  it("a missing price leaves every weight null (the gross is unknown)", () => {
    expect(weightsFromQuantities([100, 5], [129.610001, null])).toEqual({
      weights: [null, null],
      marketValues: [12_961.000100000001, null],
      missing: [1],
    });
  });
});
