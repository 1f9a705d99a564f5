import { describe, expect, it } from "vitest";
import type { MinuteBar } from "../data/minuteBars.js";
import type { MinuteQuote } from "../data/minuteQuotes.js";
import { replayDelayMs, replaySteps } from "./frames.js";

const at = (local: string) => Date.parse(`2023-08-03T${local}:00-04:00`);

// prices/minute/SPY/2023-08-03_trade.csv lines 2, 49, 50 (no trade bar at 04:48):
// 2023-08-03T04:00:00-04:00,447.91,450.46,447.86,447.98,8369
// 2023-08-03T04:47:00-04:00,448.27,448.27,448.19,448.19,573
// 2023-08-03T04:49:00-04:00,448.2,448.22,448.19,448.22,7
const bar = (
  ts: string,
  open: number,
  high: number,
  low: number,
  close: number,
  volume: number,
): MinuteBar => ({
  ts_ms: at(ts),
  session_date: "2023-08-03",
  open,
  high,
  low,
  close,
  volume,
});
const BARS = [
  bar("04:00", 447.91, 450.46, 447.86, 447.98, 8369),
  bar("04:47", 448.27, 448.27, 448.19, 448.19, 573),
  bar("04:49", 448.2, 448.22, 448.19, 448.22, 7),
];
// prices/minute/SPY/2023-08-03_quote.csv lines 2, 50 (bid/ask close and size):
// 2023-08-03T04:00:00-04:00,447.77,450.13,447.77,447.99,100,447.88,453.11,447.85,448.07,500
// 2023-08-03T04:48:00-04:00,448.16,448.18,448.13,448.15,400,448.2,448.24,448.16,448.19,400
const QUOTES: MinuteQuote[] = [
  { ts_ms: at("04:00"), bid_close: 447.99, bid_size: 100, ask_close: 448.07, ask_size: 500 },
  { ts_ms: at("04:48"), bid_close: 448.15, bid_size: 400, ask_close: 448.19, ask_size: 400 },
];

describe("replaySteps: minutes of the recording as frames", () => {
  const steps = replaySteps("SPY", BARS, QUOTES);

  it("gives one step per minute with a trade or a quote bar, at the minute's end, in time order", () => {
    expect(steps.map((step) => new Date(step.atMs).toISOString())).toEqual([
      "2023-08-03T08:01:00.000Z",
      "2023-08-03T08:48:00.000Z",
      "2023-08-03T08:49:00.000Z",
      "2023-08-03T08:50:00.000Z",
    ]);
    expect(steps.map((step) => [Boolean(step.tick), Boolean(step.bar), Boolean(step.quote)])).toEqual([
      [true, true, true],
      [true, true, false],
      [false, false, true],
      [true, true, false],
    ]);
  });

  it("makes the minute's close a tick of unknown size, timed at the minute's end", () => {
    expect(steps[0]?.tick).toEqual({
      ticker: "SPY",
      price: 447.98,
      size: null,
      sizeReason: "minute_aggregate_source",
      timeMs: Date.parse("2023-08-03T08:01:00Z"),
      timeBasis: "minute_end",
      replay: true,
    });
  });

  it("keeps the bar as recorded, vwap null with its reason", () => {
    expect(steps[0]?.bar).toEqual({
      ticker: "SPY",
      open: 447.91,
      high: 450.46,
      low: 447.86,
      close: 447.98,
      volume: 8369,
      vwap: null,
      vwapReason: "not_derivable_from_minute_ohlcv",
      barStartMs: Date.parse("2023-08-03T08:00:00Z"),
      barEndMs: Date.parse("2023-08-03T08:01:00Z"),
      replay: true,
    });
  });

  it("makes the quote bar's closing bid and ask the quote at the minute's end, in shares, no venue", () => {
    expect(steps[2]?.quote).toEqual({
      ticker: "SPY",
      bidPrice: 448.15,
      bidSize: 400,
      askPrice: 448.19,
      askSize: 400,
      sizeUnit: "shares",
      bidVenue: null,
      askVenue: null,
      venueReason: "consolidated_nbbo_source_has_no_venue",
      nullReason: null,
      timeMs: Date.parse("2023-08-03T08:49:00Z"),
      quoteBasis: "minute_close",
      replay: true,
    });
  });

  it("nulls a side the quote bar does not carry, with the reason", () => {
    const [oneSided] = replaySteps(
      "SPY",
      [],
      [{ ts_ms: at("04:00"), bid_close: null, bid_size: null, ask_close: 448.07, ask_size: 500 }],
    );
    expect(oneSided?.quote).toMatchObject({
      bidPrice: null,
      bidSize: null,
      askPrice: 448.07,
      askSize: 500,
      nullReason: "bid_not_quoted_in_minute",
    });
  });
});

describe("replayDelayMs: recorded time compressed by speed", () => {
  it("waits the recorded gap divided by speed, and one recorded minute before a loop's first step", () => {
    expect(replayDelayMs(at("04:47"), at("04:49"), 60)).toBe(2_000);
    expect(replayDelayMs(at("04:00"), at("04:01"), 6_000)).toBe(10);
    expect(replayDelayMs(null, at("04:01"), 60)).toBe(1_000);
    expect(replayDelayMs(at("19:59"), at("04:01"), 60)).toBe(1_000);
  });
});
