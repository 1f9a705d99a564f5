import { describe, expect, it } from "vitest";
import type { Book } from "./houseBook.js";
import { applyShock, betaWindow, STRESS_FACTORS, STRESS_SHOCKS } from "./stress.js";

const BOOK: Book = {
  basis: "reference_portfolio",
  name: "long-short",
  description: "",
  weighting: "",
  priceSource: "daily_universe",
  bookDate: null,
  positions: [
    { ticker: "A", side: "long", weight: 0.6 },
    { ticker: "B", side: "short", weight: 0.4 },
  ],
};

describe("applyShock", () => {
  // SPY returns x; A = 2x exactly (beta 2); B = 0.5x + 0.001 (beta 0.5).
  const spy = [0.01, -0.02, 0.015, 0.03, -0.01];
  const held = (values: number[]) => values;
  const returns = new Map([
    ["SPY", held(spy)],
    ["A", held(spy.map((x) => 2 * x))],
    ["B", held(spy.map((x) => 0.5 * x + 0.001))],
  ]);
  const shock = { id: "down", description: "SPY down 10%", factor: "SPY", shock: -0.1 };

  it("passes the shock through each position's beta and signed weight", () => {
    // A: 0.6 · 2 · -0.1 = -0.12; B (short): -0.4 · 0.5 · -0.1 = +0.02; book -0.10.
    const result = applyShock(BOOK, returns, shock);
    expect(result.positions[0]?.beta).toBeCloseTo(2, 12);
    expect(result.positions[0]?.rSquared).toBeCloseTo(1, 12);
    expect(result.positions[0]?.observations).toBe(5);
    expect(result.positions[0]?.impact).toBeCloseTo(-0.12, 12);
    expect(result.positions[1]?.beta).toBeCloseTo(0.5, 12);
    expect(result.positions[1]?.impact).toBeCloseTo(0.02, 12);
    expect(result.bookReturn).toBeCloseTo(-0.1, 12);
    expect(result.bookReturnReason).toBeNull();
  });

  it("leaves the book's figure null, naming the position, when a beta cannot be estimated", () => {
    const result = applyShock(
      BOOK,
      new Map([
        ["SPY", held(spy)],
        ["A", held(spy)],
      ]),
      shock,
    );
    expect(result.positions[1]).toMatchObject({
      beta: null,
      nullReason: "position_without_universe_closes_over_window",
    });
    expect(result).toMatchObject({ bookReturn: null, bookReturnReason: "no_beta_for:B" });
  });

  it("estimates a position missing some returns over those it holds, given a year of them", () => {
    // The factor over 300 returns; C misses the first 20 (listed later) and one more (a missing bar),
    // C = 1.5 × SPY where held; D holds only the last 200.
    const factor = Array.from({ length: 300 }, (_, i) => ((i * 7) % 11) / 1000 - 0.005);
    const late = factor.map((x, i) => (i < 20 || i === 150 ? null : 1.5 * x));
    const window = new Map<string, (number | null)[]>([
      ["SPY", factor],
      ["C", late],
      ["D", factor.map((x, i) => (i < 100 ? null : x))],
    ]);
    const book: Book = {
      ...BOOK,
      positions: [
        { ticker: "C", side: "long", weight: 0.5 },
        { ticker: "D", side: "long", weight: 0.5 },
      ],
    };
    const result = applyShock(book, window, shock);
    expect(result.positions[0]?.beta).toBeCloseTo(1.5, 12);
    expect(result.positions[0]?.observations).toBe(279);
    expect(result.positions[1]).toMatchObject({
      beta: null,
      observations: 0,
      nullReason: "insufficient_history:200_of_252_daily_returns",
    });
  });

  it("declares every shock on a universe ETF, each factor once", () => {
    expect(STRESS_FACTORS).toEqual(["SPY", "QQQ", "XLK", "IWM", "XLF", "XLE", "TLT", "HYG", "GLD"]);
    expect(new Set(STRESS_SHOCKS.map((s) => s.id)).size).toBe(STRESS_SHOCKS.length);
  });
});

describe("betaWindow", () => {
  const bars = (pairs: [string, number][]) => ({
    dates: pairs.map(([date]) => date),
    closes: pairs.map(([, close]) => close),
  });

  it("takes the factors' common sessions, and each series' returns on them, null where it lacks a close", () => {
    const window = betaWindow(
      new Map([
        [
          "F",
          bars([
            ["d1", 100],
            ["d2", 110],
            ["d3", 99],
            ["d4", 99],
          ]),
        ],
        [
          "G",
          bars([
            ["d2", 10],
            ["d3", 11],
            ["d4", 11],
          ]),
        ],
        [
          "A",
          bars([
            ["d2", 50],
            ["d3", 55],
            ["d4", 44],
          ]),
        ],
        // Misses d3: neither return touching it is held.
        [
          "B",
          bars([
            ["d2", 50],
            ["d4", 44],
          ]),
        ],
        // Listed on d4: no return in the window.
        ["C", bars([["d4", 20]])],
      ]),
      ["F", "G"],
      2,
    );
    // Common F ∩ G: d2, d3, d4; the last 2 returns need the last 3 sessions.
    expect(window.sessions).toEqual(["d2", "d3", "d4"]);
    expect(window.returns.get("F")).toEqual([99 / 110 - 1, 0]);
    expect(window.returns.get("A")?.[1]).toBeCloseTo(-0.2, 12);
    expect(window.returns.has("B")).toBe(false);
    expect(window.returns.has("C")).toBe(false);
  });
});
