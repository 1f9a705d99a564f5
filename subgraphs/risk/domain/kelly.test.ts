import { describe, expect, it } from "vitest";
import { capped, KELLY_CAP, kellyFraction, kellySizing } from "./kelly.js";

const fresh = {
  status: "available" as const,
  bookDate: "2017-11-08",
  row: { blendedScore: 0.4, rank: 10, decile: 10, direction: "LONG" },
  rowReason: null,
  ageSessions: 1,
  pointEstimateSupported: true,
  expectedReturn: 0.02,
  expectedReturnStdError: 0.01,
  horizonDays: 21,
};

describe("kellySizing", () => {
  it("is withheld, with every reason, where no signals book exists at the clock", () => {
    const sizing = kellySizing({
      book: { status: "unavailable", detail: "not built" },
      dailyVariance: 0.0004,
    });
    expect(sizing).toMatchObject({
      kellyFraction: null,
      uncappedFraction: null,
      withheldReasons: ["book_unavailable", "missing_input"],
      missingInputs: ["expected_return", "expected_return_std_error", "horizon_days"],
    });
    expect(sizing.warning).toContain("refusal");
    expect(sizing.warning).toContain("not built");
  });

  it("is withheld for a stale book and for scores that are orderings, not forecasts", () => {
    const sizing = kellySizing({
      book: { ...fresh, ageSessions: 3, pointEstimateSupported: false },
      dailyVariance: 0.0004,
    });
    expect(sizing.withheldReasons).toEqual(["book_stale", "magnitude_unsupported"]);
    expect(sizing.kellyFraction).toBeNull();
  });

  it("is withheld, as the bundled book is at today's clock: stale, an ordering, no predicted return", () => {
    // The 2017-11-10 book read at 2026-11-17: 2,264 sessions old; its rows carry a score, no μ or τ.
    const sizing = kellySizing({
      book: {
        ...fresh,
        bookDate: "2017-11-10",
        ageSessions: 2264,
        pointEstimateSupported: false,
        expectedReturn: null,
        expectedReturnStdError: null,
        horizonDays: null,
      },
      dailyVariance: 0.0005037365011654419,
    });
    expect(sizing).toMatchObject({
      kellyFraction: null,
      withheldReasons: ["book_stale", "magnitude_unsupported", "missing_input"],
      missingInputs: ["expected_return", "expected_return_std_error", "horizon_days"],
    });
    expect(sizing.warning).toContain("2264 sessions old");
    expect(sizing.warning).toContain("not return forecasts");
  });

  it("is withheld when the history gives no variance", () => {
    const sizing = kellySizing({ book: fresh, dailyVariance: null });
    expect(sizing).toMatchObject({ withheldReasons: ["missing_input"], missingInputs: ["return_variance"] });
  });

  it("shrinks μ/σ² for the error of μ, then caps at 0.25", () => {
    // σ²·h = 0.0004 · 21 = 0.0084, τ² = 0.0001: 0.02 / 0.0085 = 2.352941…, capped to 0.25.
    const sizing = kellySizing({ book: fresh, dailyVariance: 0.0004 });
    expect(sizing.uncappedFraction).toBeCloseTo(0.02 / 0.0085, 12);
    expect(sizing.kellyFraction).toBe(KELLY_CAP);
    expect(sizing.withheldReasons).toEqual([]);
    // A small edge stays under the cap: 0.0005 / (0.0084 + 0.0001) = 0.0588235…
    const small = kellySizing({ book: { ...fresh, expectedReturn: 0.0005 }, dailyVariance: 0.0004 });
    expect(small.kellyFraction).toBeCloseTo(0.0005 / 0.0085, 12);
  });

  it("caps shorts at -0.25", () => {
    expect(capped(-3)).toBe(-0.25);
    expect(kellyFraction(-0.01, 0.01, 0)).toBeCloseTo(-1, 12);
  });
});
