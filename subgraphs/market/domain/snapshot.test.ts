import { describe, expect, it } from "vitest";
import { computeSnapshot, type DailyBar } from "./snapshot.js";

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
    expect(snapshot.regularSession.status).toBe("closed");
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
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:04:59Z")).regularSession.close).toBeNull();
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:04:59Z")).sessionDetailStatus).toBe(
      "partial",
    );
    expect(computeSnapshot(AAPL, "equity", new Date("2022-12-29T21:05:00Z")).regularSession.close).toBe(
      129.610001,
    );
  });

  it("reports a session in progress during that day's regular hours", () => {
    const snapshot = computeSnapshot(AAPL, "equity", new Date("2022-12-29T16:00:00Z"));
    expect(snapshot.marketSession).toBe("regular");
    expect(snapshot.regularSession.status).toBe("in_progress");
    expect(snapshot.regularSession.close).toBeNull();
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
});
