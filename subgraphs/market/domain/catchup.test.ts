import { describe, expect, it } from "vitest";
import type { BusEvent } from "../../kit/eventBus.js";
import { catchupRecord, cutPage, eventAgeSeconds, mergeById } from "./catchup.js";

const ev = (id: string, stream = "ticks"): BusEvent<{ ticker: string }> => ({
  id,
  stream,
  payload: { ticker: "SPY" },
});
const ids = (events: BusEvent<unknown>[]) => events.map((event) => `${event.stream}:${event.id}`);

describe("mergeById", () => {
  it("orders by <ms> then <seq> numerically, then ticks, bars, quotes for equal ids", () => {
    const merged = mergeById([
      [ev("10-0"), ev("10-2"), ev("9-10")].slice(0).sort(() => 0),
      [ev("10-0", "bars"), ev("10-10", "bars")],
      [ev("9-2", "quotes"), ev("10-0", "quotes")],
    ]);
    expect(ids(merged)).toEqual([
      "quotes:9-2",
      "ticks:9-10",
      "ticks:10-0",
      "bars:10-0",
      "quotes:10-0",
      "ticks:10-2",
      "bars:10-10",
    ]);
  });
});

describe("cutPage", () => {
  const events = [ev("1-0"), ev("2-0"), ev("3-0"), ev("3-0", "bars"), ev("3-0", "quotes"), ev("4-0")];

  it("returns everything, has_more false, when it fits and the read was complete", () => {
    expect(cutPage(events, 6, true)).toEqual({ events, hasMore: false });
    expect(cutPage(events, 10, false).hasMore).toBe(true);
  });

  it("cuts at limit when the boundary does not split an id", () => {
    expect(ids(cutPage(events, 2, true).events)).toEqual(["ticks:1-0", "ticks:2-0"]);
    expect(cutPage(events, 2, true).hasMore).toBe(true);
  });

  it("never ends between events that share an id: backs off before the group", () => {
    const page = cutPage(events, 4, true);
    expect(ids(page.events)).toEqual(["ticks:1-0", "ticks:2-0"]);
    expect(page.hasMore).toBe(true);
  });

  it("takes a whole group that is larger than the page", () => {
    const page = cutPage(events.slice(2), 1, true);
    expect(ids(page.events)).toEqual(["ticks:3-0", "bars:3-0", "quotes:3-0"]);
    expect(page.hasMore).toBe(true);
  });
});

describe("catchupRecord", () => {
  it("flattens a tick, leaving bar and quote fields null", () => {
    const record = catchupRecord({
      id: "1700000000000-3",
      stream: "ticks",
      payload: {
        ticker: "SPY",
        price: 447.98,
        size: null,
        sizeReason: "minute_aggregate_source",
        timeMs: Date.parse("2023-08-03T08:01:00Z"),
        timeBasis: "minute_end",
        replay: true,
        producer: "market-replay-SPY-2023-08-03",
      },
    });
    expect(record).toMatchObject({
      kind: "tick",
      price: 447.98,
      size: null,
      sizeReason: "minute_aggregate_source",
      timestamp: "2023-08-03T08:01:00.000Z",
      originalTime: "2023-08-03T08:01:00.000Z",
      timestampBasis: "minute_end",
      publishedAt: "2023-11-14T22:13:20.000Z",
      producer: "market-replay-SPY-2023-08-03",
      open: null,
      volume: null,
      bidPrice: null,
      quoteBasis: null,
    });
  });

  it("times a bar at its end and a live (non-replay) frame has no original time", () => {
    const record = catchupRecord({
      id: "5-0",
      stream: "bars",
      payload: {
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
        replay: false,
      },
    });
    expect(record).toMatchObject({
      kind: "bar",
      timestamp: "2023-08-03T08:01:00.000Z",
      barStart: "2023-08-03T08:00:00.000Z",
      barEnd: "2023-08-03T08:01:00.000Z",
      close: 447.98,
      volume: 8369,
      originalTime: null,
      price: null,
      producer: null,
      timestampBasis: null,
    });
  });

  it("refuses a frame of another stream", () => {
    expect(() => catchupRecord(ev("1-0", "signals"))).toThrow(RangeError);
  });
});

describe("eventAgeSeconds", () => {
  it("is the id's time to now, one decimal", () => {
    expect(eventAgeSeconds("1000-5", 13_460)).toBe(12.5);
    expect(eventAgeSeconds(null, 1)).toBeNull();
  });
});
