import { describe, expect, it } from "vitest";
import { admitWarm, secondsUntilSlotFrees, type WarmEntry, type WarmRequestSymbol } from "./warm.js";

const sym = (ticker: string, known = true): WarmRequestSymbol => ({ requested: ticker, ticker, known });
const NOW = 1_000_000;

describe("admitWarm", () => {
  it("admits new known symbols in order, each for ttl from now, using the budget", () => {
    const result = admitWarm({
      symbols: [sym("SPY"), sym("AAPL"), sym("SPY")],
      current: [],
      nowMs: NOW,
      ttlS: 300,
      coverage: "quotes",
      budget: 3,
    });
    expect(result.admitted).toEqual([
      { symbol: "SPY", expiresAtMs: 1_300_000, extended: false, coverage: "quotes" },
      { symbol: "AAPL", expiresAtMs: 1_300_000, extended: false, coverage: "quotes" },
    ]);
    expect(result.refused).toEqual([]);
    expect([result.used, result.remaining]).toEqual([2, 1]);
  });

  it("extends a warm symbol without using budget, never shortening it; widens coverage", () => {
    const current: WarmEntry[] = [
      { symbol: "SPY", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW + 600_000 },
      { symbol: "IBM", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW + 10_000 },
    ];
    const result = admitWarm({
      symbols: [sym("SPY"), sym("IBM")],
      current,
      nowMs: NOW,
      ttlS: 60,
      coverage: "trades_and_quotes",
      budget: 2,
    });
    expect(result.admitted).toEqual([
      { symbol: "SPY", expiresAtMs: NOW + 600_000, extended: true, coverage: "trades_and_quotes" },
      { symbol: "IBM", expiresAtMs: NOW + 60_000, extended: true, coverage: "trades_and_quotes" },
    ]);
    expect(result.used).toBe(2);
  });

  it("lists partial admission: budget exhausted, unknown and invalid symbols refused with reasons", () => {
    const current: WarmEntry[] = [
      { symbol: "SPY", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW + 1 },
    ];
    const result = admitWarm({
      symbols: [
        sym("AAPL"),
        sym("ZZZZ", false),
        { requested: "no good", ticker: null, known: false },
        sym("IBM"),
      ],
      current,
      nowMs: NOW,
      ttlS: 300,
      coverage: "quotes",
      budget: 2,
    });
    expect(result.admitted.map((item) => item.symbol)).toEqual(["AAPL"]);
    expect(result.refused).toEqual([
      { symbol: "ZZZZ", reason: "unknown_ticker" },
      { symbol: "no good", reason: "invalid_ticker" },
      { symbol: "IBM", reason: "warm_budget_exhausted" },
    ]);
    expect([result.used, result.remaining]).toEqual([2, 0]);
  });

  it("ignores expired entries: their slots are free again", () => {
    const current: WarmEntry[] = [{ symbol: "SPY", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW }];
    const result = admitWarm({
      symbols: [sym("IBM")],
      current,
      nowMs: NOW,
      ttlS: 30,
      coverage: "quotes",
      budget: 1,
    });
    expect(result.admitted).toEqual([
      { symbol: "IBM", expiresAtMs: NOW + 30_000, extended: false, coverage: "quotes" },
    ]);
  });
});

describe("secondsUntilSlotFrees", () => {
  it("is the earliest active expiry, rounded up, at least 1", () => {
    const entries: WarmEntry[] = [
      { symbol: "A", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW + 12_300 },
      { symbol: "B", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW + 90_000 },
      { symbol: "C", coverage: "quotes", requestedAtMs: 0, expiresAtMs: NOW - 5 },
    ];
    expect(secondsUntilSlotFrees(entries, NOW)).toBe(13);
    expect(secondsUntilSlotFrees([], NOW)).toBeNull();
  });
});
