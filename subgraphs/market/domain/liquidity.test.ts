import { describe, expect, it } from "vitest";
import { liquidityOf } from "./liquidity.js";

describe("liquidityOf", () => {
  it("averages close × volume over the newest 21 sessions", () => {
    const bars = Array.from({ length: 25 }, (_, i) => ({
      date: `2022-12-${String(i + 1).padStart(2, "0")}`,
      close: i + 1,
      volume: 1000,
    }));
    // Sessions 5..25: closes 5..25, mean 15, × 1000 shares.
    expect(liquidityOf(bars)).toEqual({
      price: 25,
      priceDate: "2022-12-25",
      adv21dUsd: 15_000,
      advSessions: 21,
      advFrom: "2022-12-05",
      advReason: null,
    });
  });

  it("gives no average over fewer sessions, and says why", () => {
    expect(liquidityOf([{ date: "2022-12-29", close: 2, volume: 5 }])).toMatchObject({
      price: 2,
      adv21dUsd: null,
      advSessions: 1,
      advReason: "fewer_than_21_sessions",
    });
    expect(liquidityOf([]).advReason).toBe("no_daily_bars");
  });
});
