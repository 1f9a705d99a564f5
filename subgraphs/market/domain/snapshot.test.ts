import { describe, expect, it } from "vitest";
import {
  computeIntradaySnapshot,
  computeSnapshot,
  type DailyBar,
  type SnapshotQuote,
  snapshotNullReasons,
} from "./snapshot.js";

/** No quote: outside the session (resolvers/priceSnapshot.ts quoteFor). */
const NO_QUOTE: SnapshotQuote = {
  bid: null,
  ask: null,
  bidSize: null,
  askSize: null,
  quoteAsOf: null,
  quoteStatus: "market_closed",
};

// data/sample/prices/daily/AAPL.csv, 2022-12-28 and 2022-12-29.
const AAPL: DailyBar[] = [
  {
    date: "2022-12-28",
    open: 129.669998,
    high: 131.029999,
    low: 125.870003,
    close: 126.040001,
    volume: 85438400,
  },
  {
    date: "2022-12-29",
    open: 127.989998,
    high: 130.479996,
    low: 127.730003,
    close: 129.610001,
    volume: 75703700,
  },
];

describe("computeSnapshot", () => {
  it("places a daily close at the regular close and computes the change to 6 significant figures", () => {
    const snapshot = computeSnapshot(AAPL, "equity", new Date("2022-12-30T02:00:00Z"));
    expect(snapshot.asOf).toBe("2022-12-29T21:00:00.000Z");
    expect(snapshot.dayChange).toBe(3.57);
    expect(snapshot.dayChangePercent).toBe(2.83243);
    expect(snapshot.prevCloseDate).toBe("2022-12-28");
    expect(snapshot.marketSession).toBe("closed"); // 21:00 ET
    expect(snapshot.regularSession?.status).toBe("closed");
    expect(snapshot.sessionDetailStatus).toBe("complete");
  });

  it("is stale only when the last trade is more than 6 hours old", () => {
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-30T03:00:00Z")).isStale).toBe(false);
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-30T03:00:01Z")).isStale).toBe(true);
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-30T03:00:01Z")).priceAgeSeconds).toBe(
      6 * 3600 + 1,
    );
  });

  it("keeps regular_session.close null until 5 minutes after the bell", () => {
    expect(
      computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:04:59Z")).regularSession?.close,
    ).toBeNull();
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:04:59Z")).sessionDetailStatus).toBe(
      "partial",
    );
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:05:00Z")).regularSession?.close).toBe(
      129.610001,
    );
  });

  it("reports a session in progress during that day's regular hours", () => {
    const snapshot = computeSnapshot(AAPL, "equity", new Date("2022-12-29T16:00:00Z"));
    expect(snapshot.marketSession).toBe("regular");
    expect(snapshot.regularSession?.status).toBe("in_progress");
    expect(snapshot.regularSession?.close).toBeNull();
  });

  it("serves the last final close with null session fields while a session is under way without its bar", () => {
    // AAPL's bars through 2022-12-29 with the clock at 2022-12-30 12:00 ET (17:00Z), mid-session:
    // the price is 2022-12-29's close (129.610001) as of its bell, the change is that day's
    // (129.610001 - 126.040001 = 3.57), and the day bar / regular session, which would be
    // 2022-12-30's, are null with session_detail_status unavailable.
    const snapshot = computeSnapshot(AAPL, "equity", new Date("2022-12-30T17:00:00Z"));
    expect(snapshot.price).toBe(129.610001);
    expect(snapshot.asOf).toBe("2022-12-29T21:00:00.000Z");
    expect(snapshot.dayChange).toBe(3.57);
    expect(snapshot.marketSession).toBe("regular");
    expect(snapshot.regularSession).toBeNull();
    expect(snapshot.dayBarDate).toBeNull();
    expect(snapshot.dayVolume).toBeNull();
    expect(snapshot.sessionDetailStatus).toBe("unavailable");
    // Until 5 minutes after the bell (21:05Z), then the missing day is simply the last held one.
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-30T21:04:59Z")).regularSession).toBeNull();
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-30T21:05:00Z")).dayBarDate).toBe("2022-12-29");
    // Before the open, the previous session is the day bar (spec/01).
    const pre = computeSnapshot(AAPL, "equity", new Date("2022-12-30T12:00:00Z"));
    expect(pre.dayBarDate).toBe("2022-12-29");
    expect(pre.sessionDetailStatus).toBe("complete");
    // A half day's session ends at 13:00 ET: 2022-11-25 13:04:59 ET is still under way.
    const beforeHalfDay: DailyBar[] = [{ ...AAPL[1], date: "2022-11-23" } as DailyBar];
    expect(
      computeSnapshot(beforeHalfDay, "equity", new Date("2022-11-25T18:04:59Z")).regularSession,
    ).toBeNull();
    expect(computeSnapshot(beforeHalfDay, "equity", new Date("2022-11-25T18:05:00Z")).dayBarDate).toBe(
      "2022-11-23",
    );
  });

  it("closes a half day at 13:00 ET", () => {
    const halfDay: DailyBar[] = [{ ...AAPL[1], date: "2023-11-24" } as DailyBar];
    const snapshot = computeSnapshot(halfDay, "equity", new Date("2023-11-25T12:00:00Z"));
    expect(snapshot.asOf).toBe("2023-11-24T18:00:00.000Z");
    expect(snapshot.prevClose).toBeNull();
    expect(snapshot.dayChange).toBeNull();
  });

  it("uses the 15-minute rule and the UTC day for crypto", () => {
    const btc: DailyBar[] = [{ date: "2025-09-24", open: 1, high: 1, low: 1, close: 1, volume: 1 }];
    expect(computeSnapshot(btc, "crypto", new Date("2025-09-25T00:14:59Z")).isStale).toBe(false);
    expect(computeSnapshot(btc, "crypto", new Date("2025-09-25T00:15:01Z")).isStale).toBe(true);
  });

  it("labels crypto with its own session, never an NYSE one (issue 14, defect 7)", () => {
    // 2025-09-25 08:00 UTC is 04:00 ET, the NYSE pre-market: a crypto pair has no such session.
    const btc: DailyBar[] = [{ date: "2025-09-24", open: 1, high: 1, low: 1, close: 1, volume: 1 }];
    const snapshot = computeSnapshot(btc, "crypto", new Date("2025-09-25T08:00:00Z"));
    expect(snapshot).toMatchObject({ marketSession: "continuous", priceSession: "continuous" });
    expect(
      snapshotNullReasons(snapshot, { ...NO_QUOTE, quoteStatus: "no_quote_feed_for_crypto" }, "crypto"),
    ).toMatchObject({ extendedHours: "not_applicable_crypto", bid: "no_quote_feed_for_crypto" });
    // The same instant for an equity is the pre-market.
    expect(
      computeSnapshot(AAPL as DailyBar[], "equity", new Date("2025-09-25T08:00:00Z")).marketSession,
    ).toBe("pre");
  });
});

describe("computeIntradaySnapshot", () => {
  // prices/daily/AAPL.csv 2014-06-04 and 2014-06-05 (split-adjusted to the 2020 basis).
  const daily: DailyBar[] = [
    {
      date: "2014-06-04",
      open: 22.765715,
      high: 23.138929,
      low: 22.718214,
      close: 23.029285,
      volume: 335482000,
    },
    {
      date: "2014-06-05",
      open: 23.078571,
      high: 23.191786,
      low: 22.950357,
      close: 23.119642,
      volume: 303805600,
    },
  ];
  // prices/minute/AAPL/2014-06-06_trade.csv 04:00, 09:30 and 16:00 ET bars, raw ÷ 28 (volume × 28).
  const pre = {
    tsMs: Date.parse("2014-06-06T08:00:00Z"),
    open: 23.171429,
    high: 23.182143,
    low: 23.171429,
    close: 23.182143,
    volume: 8400,
  };
  const open = {
    tsMs: Date.parse("2014-06-06T13:30:00Z"),
    open: 23.214286,
    high: 23.231786,
    low: 23.1825,
    close: 23.198571,
    volume: 11_290_356,
  };
  const post = {
    tsMs: Date.parse("2014-06-06T20:00:00Z"),
    open: 23.056071,
    high: 23.094643,
    low: 23.056071,
    close: 23.066786,
    volume: 1_592_024,
  };

  it("before the open: the previous session is the day bar; the pre-market trade is measured against its close", () => {
    const s = computeIntradaySnapshot(daily, "2014-06-06", [pre], new Date("2014-06-06T12:00:00Z"));
    expect(s).toMatchObject({
      price: 23.182143,
      priceSession: "pre",
      marketSession: "pre",
      asOf: "2014-06-06T08:01:00.000Z",
      dayBarDate: "2014-06-05",
      prevClose: 23.119642,
      dayChange: 0.062501,
      dayChangePercent: 0.270337,
    });
    expect(s.regularSession).toMatchObject({
      date: "2014-06-05",
      status: "closed",
      close: 23.119642,
      prevClose: 23.029285,
      change: 0.090357,
      changePercent: 0.392357,
    });
    expect(s.sessionDetailStatus).toBe("complete");
    expect(s.extendedHours).toEqual({
      session: "pre",
      price: 23.182143,
      asOf: "2014-06-06T08:01:00.000Z",
      referenceClose: 23.119642,
      referenceCloseDate: "2014-06-05",
      change: 0.062501,
      changePercent: 0.270337,
      nullReasons: {},
    });
  });

  it("before the open with the previous session not held: no session established, unavailable", () => {
    // Only 2014-06-04 is held before 2014-06-06: it is not the previous session (06-05).
    const s = computeIntradaySnapshot(
      daily.slice(0, 1),
      "2014-06-06",
      [pre],
      new Date("2014-06-06T12:00:00Z"),
    );
    expect(s).toMatchObject({
      price: 23.182143,
      priceSession: "pre",
      prevClose: null,
      dayChange: null,
      regularSession: null,
      dayBarDate: null,
      dayOpen: null,
      dayVolume: null,
      sessionDetailStatus: "unavailable",
    });
    expect(s.extendedHours).toMatchObject({
      session: "pre",
      price: 23.182143,
      referenceClose: null,
      nullReasons: { referenceClose: "previous_session_not_held", change: "previous_session_not_held" },
    });
    // Every null says why (issue 14, honesty lint).
    expect(snapshotNullReasons(s, NO_QUOTE, "equity")).toMatchObject({
      prevClose: "no_previous_session_held",
      dayChange: "no_previous_session_held",
      regularSession: "session_detail_unavailable",
      dayOpen: "session_detail_unavailable",
      bid: "market_closed",
    });
    // With no daily bar at all the answer is the same: nothing is made up from the pre-market trade.
    const none = computeIntradaySnapshot([], "2014-06-06", [pre], new Date("2014-06-06T12:00:00Z"));
    expect(none).toMatchObject({ regularSession: null, dayClose: null, sessionDetailStatus: "unavailable" });
    // Once the regular session opens it is established again, with the previous close still missing.
    const open930 = computeIntradaySnapshot(
      daily.slice(0, 1),
      "2014-06-06",
      [pre, open],
      new Date("2014-06-06T13:31:00Z"),
    );
    expect(open930).toMatchObject({
      dayBarDate: "2014-06-06",
      prevClose: null,
      sessionDetailStatus: "partial",
    });
  });

  it("after the close: the final regular close and the post-market trade against it", () => {
    const s = computeIntradaySnapshot(
      daily,
      "2014-06-06",
      [pre, open, post],
      new Date("2014-06-06T20:10:00Z"),
    );
    expect(s).toMatchObject({ price: 23.066786, priceSession: "post", sessionDetailStatus: "complete" });
    expect(s.regularSession).toMatchObject({
      status: "closed",
      open: 23.214286,
      close: 23.198571,
      last: 23.198571,
      volume: 8400 + 11_290_356 + 1_592_024,
    });
    expect(s.extendedHours).toMatchObject({
      referenceClose: 23.198571,
      referenceCloseDate: "2014-06-06",
      change: -0.131785,
      changePercent: -0.568074,
    });
  });

  it("during regular hours: in progress, no close, no extended-hours block", () => {
    const s = computeIntradaySnapshot(daily, "2014-06-06", [pre, open], new Date("2014-06-06T13:31:00Z"));
    expect(s.regularSession).toMatchObject({ status: "in_progress", close: null, volume: 8400 + 11_290_356 });
    expect(s.extendedHours).toBeNull();
    expect(s.sessionDetailStatus).toBe("partial");
  });
});
