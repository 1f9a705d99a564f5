/**
 * Crypto sitting lanes on the real Coinbase minute bars (data/sample/crypto/minute/ETHUSD) and the
 * ranking arithmetic. ETH's 1-hour momentum at 2018-04-06 00:00 UTC, by hand from
 * ETHUSD/2018-04-05_trade.csv: the 23:59 bar closes 381.55, the 22:59 bar (ending 23:00) 383.77;
 * 381.55 / 383.77 - 1 = -0.0057847148.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  comparable,
  decileOf,
  lanePercentiles,
  type PairLanes,
  pairLanes,
  rankPairs,
} from "./cryptoSitting.js";

function minuteBars(pair: string, date: string) {
  const [, ...lines] = readFileSync(
    new URL(`../../../data/sample/crypto/minute/${pair}/${date}_trade.csv`, import.meta.url),
    "utf8",
  )
    .trim()
    .split(/\r?\n/);
  return lines.map((line) => {
    const [ts, open, high, low, close, volume] = line.split(",");
    return {
      ts_ms: Date.parse(ts as string),
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close),
      volume: Number(volume),
    };
  });
}

describe("lanes of one pair", () => {
  const minutes = [...minuteBars("ETHUSD", "2018-04-04"), ...minuteBars("ETHUSD", "2018-04-05")];
  const last = minutes.at(-1) as (typeof minutes)[number];
  const trade = {
    price: last.close,
    asOfMs: last.ts_ms + 60_000,
    timed: true,
    source: "minute_bars" as const,
    asOfBasis: "minute_bar_end" as const,
  };
  const lanes = pairLanes(
    { ticker: "X:ETHUSD", minutes, days: [], lastTrade: trade },
    new Date("2018-04-06T00:30:00Z"),
  );

  it("measures 1h and 4h momentum from minute closes", () => {
    expect(lanes?.lanes.momentum_1h).toEqual({
      value: -0.00578471,
      basis: "minute_close_2018-04-05T23:00:00.000Z_to_2018-04-06T00:00:00.000Z",
      reason: null,
    });
    expect(lanes?.lanes.momentum_4h.value).not.toBeNull();
  });

  it("gives no 1-day momentum across the feed's gap (the 2018-04-04 file stops near 16:50 UTC)", () => {
    expect(lanes?.lanes.momentum_1d).toEqual({ value: null, basis: null, reason: "no_whole_utc_day_held" });
  });
});

describe("ranking", () => {
  it("percentiles (rank - 1/2) / n with ties at their mean rank; none below two values", () => {
    expect(lanePercentiles([0.02, -0.01, 0.005])).toEqual([5 / 6, 1 / 6, 3 / 6]);
    expect(lanePercentiles([1, 1, 2, null])).toEqual([1 / 3, 1 / 3, 5 / 6, null]);
    expect(lanePercentiles([1, null])).toEqual([null, null]);
  });

  it("deciles 10 the best", () => {
    expect([0.01, 0.1, 0.5, 0.95, 1].map(decileOf)).toEqual([1, 2, 6, 10, 10]);
  });

  const pair = (ticker: string, asOfMs: number, h1: number | null, volume: number): PairLanes => {
    const lane = (value: number | null) => ({
      value,
      basis: value === null ? null : "test",
      reason: value === null ? "test" : null,
    });
    return {
      ticker,
      asOfMs,
      asOfBasis: "minute_bar_end",
      lanes: {
        momentum_1h: lane(h1),
        momentum_4h: lane(null),
        momentum_1d: lane(null),
        momentum_7d: lane(null),
        dollarVolume_24h: lane(volume),
      },
      dollarVolumeDate: "2018-04-05",
      volume_24h: 1,
    };
  };

  it("blends a row's lane percentiles and orders best first", () => {
    const ranked = rankPairs([pair("A", 0, 0.01, 10), pair("B", 0, 0.02, 30), pair("C", 0, -0.01, 20)]);
    expect(ranked.map((r) => [r.ticker, r.blendedScore, r.decile])).toEqual([
      ["B", Math.round(((5 / 6 + 5 / 6) / 2) * 1e6) / 1e6, 9],
      ["A", 0.333333, 4],
      ["C", 0.333333, 4],
    ]);
  });

  it("compares only pairs whose last trades are within 24 hours of the newest", () => {
    const day = 86_400_000;
    const book = comparable([
      pair("A", 10 * day, 0, 1),
      pair("B", 9.5 * day, 0, 1),
      pair("C", 8 * day, 0, 1),
    ]);
    expect(book.ranked.map((p) => p.ticker)).toEqual(["A", "B"]);
    expect(book.stale.map((p) => p.ticker)).toEqual(["C"]);
  });
});
