import { describe, expect, it } from "vitest";
import { bookSummary, setupOutcome } from "./memoryText.js";

describe("memory documents", () => {
  it("an outcome: AAPL's LONG setup of 2017-10-12, resolved on 2017-11-10", () => {
    // Closes from daily_universe.csv.gz: 155.44 → 174.67, +12.371%; the book's equal-weighted mean
    // return of 2017-10-12's scored stocks over the same 21 sessions, 0.014 here (+1.4%).
    const document = setupOutcome({
      ticker: "AAPL",
      side: "LONG",
      predictionDate: "2017-10-12",
      resolvesOn: "2017-11-10",
      close: 155.44,
      closeAtResolution: 174.67,
      benchmarkReturn: 0.014,
    });
    expect(document).toEqual({
      kind: "setup_outcome",
      ticker: "AAPL",
      predictionDate: "2017-10-12",
      eventDate: "2017-11-10",
      title: "AAPL LONG trade setup of 2017-10-12 resolved 2017-11-10: hit",
      body:
        "AAPL LONG trade setup of 2017-10-12 resolved on 2017-11-10 after 21 sessions: close 155.44 to 174.67, return +12.4% " +
        "against the book's equal-weighted +1.4% (excess +11.0%): it beat the book, a hit for a LONG call; right on the absolute direction.",
    });
  });

  it("a SHORT that rose less than the book is a hit though wrong on the direction", () => {
    // MSFT 77.12 → 83.87 (+8.75%) against a book mean of +10%.
    const document = setupOutcome({
      ticker: "MSFT",
      side: "SHORT",
      predictionDate: "2017-10-12",
      resolvesOn: "2017-11-10",
      close: 77.12,
      closeAtResolution: 83.87,
      benchmarkReturn: 0.1,
    });
    expect(document.title).toBe("MSFT SHORT trade setup of 2017-10-12 resolved 2017-11-10: hit");
    expect(document.body).toContain(
      "it trailed the book, a hit for a SHORT call; wrong on the absolute direction.",
    );
  });

  it("an outcome without the stock's bar says it could not be resolved", () => {
    const document = setupOutcome({
      ticker: "XYZ",
      side: "SHORT",
      predictionDate: "2016-01-04",
      resolvesOn: "2016-02-03",
      close: 10,
      closeAtResolution: null,
      benchmarkReturn: 0.01,
    });
    expect(document.body).toBe(
      "XYZ SHORT trade setup of 2016-01-04 could not be resolved on 2016-02-03, 21 sessions later: the universe has no bar of XYZ that day.",
    );
  });

  it("a book summary names the weights, the skew and the strongest picks", () => {
    const document = bookSummary({
      date: "2017-11-10",
      scored: 430,
      weightsBasis: "ic_weighted",
      weights: [
        { voter: "rsi_14", weight: 0.385 },
        { voter: "reversal_1m", weight: 0.355 },
        { voter: "volume_surge", weight: 0 },
      ],
      long: 20,
      short: 5,
      skew: "bullish",
      strongestLong: ["TTD", "CRL"],
      strongestShort: [],
    });
    expect(document.body).toBe(
      "Signals book of 2017-11-10: 430 stocks scored; voter weights ic weighted: rsi_14 0.385, reversal_1m 0.355. " +
        "Of the 25 strongest trend-confirmed trade setups 20 are LONG and 5 SHORT: universe skew bullish. " +
        "Strongest LONG setups: TTD, CRL; strongest SHORT setups: none.",
    );
    expect(document.ticker).toBeNull();
  });
});
