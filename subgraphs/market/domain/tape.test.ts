import { describe, expect, it } from "vitest";
import { buildOptionTape, buildTapeBars, occSymbol } from "./tape.js";

describe("occSymbol", () => {
  it("matches the contract names of data/sample/options/minute (PROVENANCE's OCC-style rule)", () => {
    expect(occSymbol("SPY", "2023-09-01", "C", 430)).toBe("SPY230901C00430000");
    expect(occSymbol("SPY", "2023-09-01", "P", 470)).toBe("SPY230901P00470000");
    expect(occSymbol("AAPL", "2014-06-21", "P", 94.29)).toBe("AAPL140621P00094290");
  });
});

describe("buildTapeBars", () => {
  const bar = (iso: string, close: number, volume: number) => ({
    ts_ms: Date.parse(iso),
    session_date: iso.slice(0, 10),
    open: close,
    high: close + 1,
    low: close - 1,
    close,
    volume,
  });
  // 2014-06-09 is EDT (UTC-4): 13:29Z is 09:29 pre, 13:30Z 09:30 regular, 20:00Z 16:00 post.
  const bars = [
    bar("2014-06-09T13:29:00Z", 10, 100),
    bar("2014-06-09T13:30:00Z", 20, 300),
    bar("2014-06-09T20:00:00Z", 30, 0),
  ];
  const input = {
    ticker: "T",
    sessionDate: "2014-06-09",
    availableSessions: ["2014-06-09"],
    session: "all" as const,
    limit: 1000,
    bars,
    quotes: [{ ts_ms: bars[1]!.ts_ms, bid_close: 19.9, bid_size: 100, ask_close: 20.1, ask_size: 200 }],
    now: new Date("2014-06-09T20:02:00Z"),
  };

  it("labels sessions on the Eastern clock and joins the quote of the same minute", () => {
    const tape = buildTapeBars(input);
    expect(tape.items.map((b) => [b.timeEt, b.session, b.spread])).toEqual([
      ["09:29", "pre", null],
      ["09:30", "regular", 0.2],
      ["16:00", "post", null],
    ]);
    // VWAP of typical prices: (10·100 + 20·300) / 400 = 17.5 (typical price equals close here).
    expect(tape.summary).toMatchObject({ volume: 400, vwap: 17.5, regularBars: 1, extendedBars: 2 });
    expect(tape.nullReasons.bid).toBe("no_quote_in_that_minute_or_one_sided");
    expect(tape.asOf).toBe("2014-06-09T20:01:00.000Z");
    expect(tape.isStale).toBe(false);
  });

  it("labels a crypto pair's minutes continuous, with no NYSE session counts (issue 14, defect 7)", () => {
    // The same instants for X:BTCUSD: it trades around the clock, so pre/regular/post do not apply.
    const tape = buildTapeBars({ ...input, ticker: "X:BTCUSD", quotes: [], crypto: true });
    expect(tape.items.map((b) => b.session)).toEqual(["continuous", "continuous", "continuous"]);
    expect(tape.summary).toMatchObject({ volume: 400, regularBars: null, extendedBars: null });
    expect(tape.nullReasons).toMatchObject({
      regularBars: "not_applicable_crypto",
      extendedBars: "not_applicable_crypto",
    });
  });

  it("keeps the newest minutes under limit and filters extended hours", () => {
    const tape = buildTapeBars({ ...input, session: "extended", limit: 1 });
    expect(tape.items.map((b) => b.timeEt)).toEqual(["16:00"]);
    expect(tape.truncated).toBe(true);
    expect(tape.summary?.vwap).toBeNull();
  });
});

describe("buildOptionTape", () => {
  const row = (right: "C" | "P", strike: number, close: number, volume: number) => ({
    expiry: "2014-06-13",
    strike,
    right,
    open: close,
    high: close,
    low: close,
    close,
    volume,
    open_interest: null,
    implied_volatility: null,
    source_file: "f.csv",
  });
  it("computes notional, the put/call ratio and the reasons for nulls", () => {
    const tape = buildOptionTape({
      ticker: "AAPL",
      snapshotDate: "2014-06-10",
      availableDates: ["2014-06-10"],
      rows: [row("C", 95, 0.36, 40), row("P", 90, 0.21, 10), row("C", 100, 0.01, 0)],
      filter: { expiration: null, right: null, minVolume: 1, sort: "notional", limit: 10 },
    });
    expect(tape.items.map((p) => [p.contract, p.dte, p.notional])).toEqual([
      ["AAPL140613C00095000", 3, 1440],
      ["AAPL140613P00090000", 3, 210],
    ]);
    expect(tape.summary).toMatchObject({ contractsHeld: 3, contractsMatched: 2, putCallVolumeRatio: 0.25 });
    expect(tape.nullReasons).toEqual({ open_interest: "not_reported_by_source" });
  });
});
