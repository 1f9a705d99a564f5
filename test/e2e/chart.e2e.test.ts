/**
 * svc_v3_intel_chart through the REST shim and GraphQL, over real HTTP. The PNG is decoded with the
 * renderer's own decoder and checked for size and content. Known answers: AAPL's daily CSV
 * (data/sample/prices/daily/AAPL.csv), 120 shown sessions to 2022-12-29 and 200 sessions of
 * warm-up, computed independently with python3 (see subgraphs/market/domain/indicators.test.ts).
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { chartHeight } from "../../subgraphs/market/domain/chartImage.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

/** Decode a base64 PNG; count its distinct colours and the share of non-white pixels. */
async function inspect(base64: string) {
  const image = await loadImage(Buffer.from(base64, "base64"));
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext("2d");
  g.drawImage(image, 0, 0);
  const { data } = g.getImageData(0, 0, image.width, image.height);
  const colours = new Set<number>();
  let inked = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, gr, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
    colours.add((r << 16) | (gr << 8) | b);
    if (r < 245 || gr < 245 || b < 245) inked += 1;
  }
  return {
    width: image.width,
    height: image.height,
    colours: colours.size,
    inked: inked / (data.length / 4),
  };
}

describe("GET /api/v3/intel/chart/{ticker}", () => {
  it("acceptance: AAPL with rsi,macd is a real PNG with candles and two indicator panes", async () => {
    const { status, headers, body } = await get("/api/v3/intel/chart/AAPL?indicators=rsi,macd");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      interval: "day",
      bars_requested: 120,
      bars_served: 120,
      indicators: ["rsi", "macd"],
      adjustment_basis: "split_adjusted",
      as_of: "2022-12-29T21:00:00.000Z",
      is_stale: true,
      coverage_note: null,
    });
    expect(body.image).toMatchObject({
      format: "png",
      mime_type: "image/png",
      encoding: "base64",
      width: 1200,
      height: chartHeight(2),
    });
    const png = Buffer.from(body.image.data, "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.length).toBe(body.image.byte_length);
    const picture = await inspect(body.image.data);
    expect([picture.width, picture.height]).toEqual([1200, chartHeight(2)]);
    expect(picture.colours).toBeGreaterThan(100);
    expect(picture.inked).toBeGreaterThan(0.1);
  });

  it("carries the OHLCV summary, SMA 20/50/200, ATR 14, RSI, MACD and the 52-week range", async () => {
    const { body } = await get("/api/v3/intel/chart/AAPL?indicators=rsi,macd");
    expect(body.ohlcv).toEqual({
      start: "2022-07-12",
      end: "2022-12-29",
      open: 145.759995,
      high: 176.149994,
      low: 125.870003,
      close: 129.610001,
      volume: 9_821_359_400,
      change: -16.149994,
      change_percent: -11.0799,
      last_bar: {
        timestamp: "2022-12-29",
        date: "2022-12-29",
        open: 127.989998,
        high: 130.479996,
        low: 127.730003,
        close: 129.610001,
        volume: 75_703_700,
      },
    });
    expect(body.sma20).toBeCloseTo(138.274, 4);
    expect(body.sma50).toBeCloseTo(143.3546, 4);
    expect(body.sma200).toBeCloseTo(151.7593, 4);
    expect(body.atr14).toBeCloseTo(4.421994, 5);
    expect(body.rsi14).toBeCloseTo(36.845375, 5);
    expect(body.macd.macd).toBeCloseTo(-4.459798, 5);
    expect(body.macd.signal).toBeCloseTo(-3.418553, 5);
    expect(body.macd.histogram).toBeCloseTo(-1.041245, 5);
    expect(body.bollinger).toBeNull();
    expect(body.null_reasons).toEqual({ bollinger: "not_requested" });
    expect(body).toMatchObject({
      week52_high: 182.940002,
      week52_high_date: "2022-01-04",
      week52_low: 125.870003,
      week52_low_date: "2022-12-28",
    });
  });

  it("draws minute candles from the sample sessions on the daily series' split basis", async () => {
    const { status, body } = await get("/api/v3/intel/chart/AAPL?interval=minute&bars=60&indicators=bb");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      interval: "minute",
      bars_served: 60,
      adjustment_basis: "split_adjusted",
      as_of: "2014-06-10T00:00:00.000Z",
      // AAPL.csv (split-adjusted), 2013-06-10..2014-06-09.
      week52_high: 23.469999,
      week52_high_date: "2014-06-09",
      week52_low: 13.888214,
      week52_low_date: "2013-06-28",
    });
    // The newest bundled minute: 2014-06-09T19:59 ET (PROVENANCE), close 93.77 as traded, which is
    // 23.4425 on today's share basis (the 4:1 split of 2020).
    expect(body.ohlcv.last_bar).toMatchObject({ timestamp: "2014-06-09T23:59:00.000Z", close: 23.4425 });
    expect(body.bollinger.middle).toBeCloseTo(body.sma20, 8);
    expect(body.image.height).toBe(chartHeight(0));
    expect((await inspect(body.image.data)).colours).toBeGreaterThan(50);
  });

  it("withholds the 52-week range with a reason when no daily bar covers the window", async () => {
    // SPY's daily file ends 2021-03-31; its minute tape includes 2023-08-03.
    const { status, body } = await get("/api/v3/intel/chart/SPY?interval=minute&bars=390");
    expect(status).toBe(200);
    expect(body).toMatchObject({ bars_served: 390, week52_high: null, week52_low: null });
    expect(body.null_reasons).toEqual({
      week52_high: "no_daily_bars_in_window",
      week52_low: "no_daily_bars_in_window",
    });
    expect(body.ohlcv.last_bar).toMatchObject({ timestamp: "2023-08-03T23:59:00.000Z", close: 449.88 });
  });

  it("hour candles from the minute sessions, on the clock hour, split-adjusted", async () => {
    const { status, body } = await get("/api/v3/intel/chart/AAPL?interval=hour&bars=20&indicators=none");
    expect(status).toBe(200);
    expect(body).toMatchObject({ interval: "hour", bars_served: 20, adjustment_basis: "split_adjusted" });
    // minute/AAPL/2014-06-09_trade.csv 19:00-19:59 ET (52 minutes), raw ÷ 4 (the 2020 split):
    // open 93.75 → 23.4375, high 23.445, low 23.425, close 23.4425; volume 37,295 × 4.
    expect(body.ohlcv.last_bar).toEqual({
      timestamp: "2014-06-09T23:00:00.000Z",
      date: "2014-06-09",
      open: 23.4375,
      high: 23.445,
      low: 23.425,
      close: 23.4425,
      volume: 149_180,
    });
    // 16 hours (04:00-19:59 ET) of 2014-06-09 and the last 4 of 2014-06-06 make the 20 bars.
    expect(body.ohlcv.end).toBe("2014-06-09T23:00:00.000Z");
    expect(body.ohlcv.start).toBe("2014-06-06T20:00:00.000Z");
    expect((await inspect(body.image.data)).inked).toBeGreaterThan(0.02);
  });

  it("month candles: calendar months of the daily series; SMA 200 withheld for 156 months", async () => {
    const { status, body } = await get("/api/v3/intel/chart/AAPL?interval=month&bars=20&indicators=none");
    expect(status).toBe(200);
    // AAPL.csv December 2022: first open 148.210007, high 150.919998, low 125.870003, last close
    // 129.610001, volume 1,598,697,000; 20 months from 2021-05 (open 132.039993).
    expect(body.ohlcv).toMatchObject({
      start: "2021-05-01",
      end: "2022-12-01",
      open: 132.039993,
      high: 182.940002,
      low: 122.25,
      close: 129.610001,
    });
    expect(body.ohlcv.last_bar).toMatchObject({
      date: "2022-12-01",
      open: 148.210007,
      high: 150.919998,
      low: 125.870003,
      close: 129.610001,
      volume: 1_598_697_000,
    });
    // Mean of the last 20 / 50 month-end closes.
    expect(body.sma20).toBeCloseTo(152.003, 3);
    expect(body.sma50).toBeCloseTo(108.71515, 4);
    expect(body.sma200).toBeNull();
    expect(body.null_reasons.sma200).toBe("needs_200_bars_holds_156");
  });

  it("a weekly chart of a short history says what it lacks", async () => {
    const { status, body } = await get("/api/v3/intel/chart/BA?interval=week&bars=500&indicators=rsi");
    expect(status).toBe(200);
    // BA holds 2013-01-02..2017-11-10 (PROVENANCE): 254 ISO weeks.
    expect(body.bars_served).toBeLessThan(500);
    expect(body.coverage_note).toContain("week bars are held for BA; 500 were asked for");
    expect(body.sma200).not.toBeNull();
    expect(body.indicators).toEqual(["rsi"]);
    expect(body.image.height).toBe(chartHeight(1));
  });
});

describe("chart errors", () => {
  // bars' bounds and interval's enum: test/e2e/contract.e2e.test.ts.
  it.each([
    ["indicators=rsi,obv", "indicators"],
  ])("%s is 422 naming %s, not billed", async (query, parameter) => {
    const { status, headers, body } = await get(`/api/v3/intel/chart/AAPL?${query}`);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "validation_error", parameter });
    expect(headers.get("x-credits-charged")).toBe("0");
  });

  it("a known ticker without minute bars is 503 dataset_unavailable, not billed", async () => {
    const { status, headers, body } = await get("/api/v3/intel/chart/JPM?interval=minute");
    expect(status).toBe(503);
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      ticker: "JPM",
      interval: "minute",
    });
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("Query.chart", () => {
  it("answers the same chart through GraphQL", async () => {
    const { status, body } = await graphql(
      service,
      `{ chart(ticker: "aapl", bars: 60, indicators: "bb") { ticker barsServed indicators sma20
         bollinger { upper middle lower } rsi14 nullReasons image { format width height data } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const chart = body.data.chart;
    expect(chart).toMatchObject({ ticker: "AAPL", barsServed: 60, indicators: ["bb"], rsi14: null });
    // Same 20 closes as the python check: Bollinger 20/2 on 2022-12-29.
    expect(chart.bollinger.upper).toBeCloseTo(151.73, 4);
    expect(chart.bollinger.lower).toBeCloseTo(124.818, 4);
    expect(chart.nullReasons).toEqual({ rsi14: "not_requested", macd: "not_requested" });
    expect((await inspect(chart.image.data)).height).toBe(chartHeight(0));
  });

  it("indicators=none draws price and volume only", async () => {
    const { status, body } = await get("/api/v3/intel/chart/MSFT?indicators=none&bars=20");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticker: "MSFT", bars_served: 20, indicators: [], rsi14: null, macd: null });
    expect(body.image.height).toBe(chartHeight(0));
    expect(body.null_reasons).toEqual({
      rsi14: "not_requested",
      macd: "not_requested",
      bollinger: "not_requested",
    });
  });

  it("refuses bars outside 20..500 before running", async () => {
    const { body } = await graphql(service, `{ chart(ticker: "AAPL", bars: 10) { barsServed } }`);
    expect(body.errors?.[0].extensions).toMatchObject({ code: "validation_error" });
  });
});
