/**
 * Known answers: the last 300 sessions of data/sample/prices/daily/AAPL.csv (2021-10-21 ..
 * 2022-12-29), computed independently with a short python3 script (plain loops over the CSV,
 * the conventions named in indicators.ts) and printed to 10 decimals.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { atr, bollinger, ema, macd, rsi, sma } from "./indicators.js";

const rows = readFileSync("data/sample/prices/daily/AAPL.csv", "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split(","))
  .slice(-300)
  .map(([date, , high, low, close]) => ({
    date: date as string,
    high: Number(high),
    low: Number(low),
    close: Number(close),
  }));
const closes = rows.map((row) => row.close);
const last = <T>(series: readonly T[]): T => series[series.length - 1] as T;

describe("indicators over AAPL's 300 sessions to 2022-12-29", () => {
  it("uses the rows the python check used", () => {
    expect([rows[0]?.date, last(rows).date]).toEqual(["2021-10-21", "2022-12-29"]);
  });

  it("SMA 20/50/200", () => {
    expect(last(sma(closes, 20))).toBeCloseTo(138.2740003, 8);
    expect(last(sma(closes, 50))).toBeCloseTo(143.35459948, 8);
    expect(last(sma(closes, 200))).toBeCloseTo(151.75929998, 8);
  });

  it("RSI 14 (Wilder)", () => {
    expect(last(rsi(closes))).toBeCloseTo(36.845374773, 8);
  });

  it("MACD 12/26/9", () => {
    const { macd: line, signal, histogram } = macd(closes);
    expect(last(line)).toBeCloseTo(-4.4597980291, 8);
    expect(last(signal)).toBeCloseTo(-3.4185526854, 8);
    expect(last(histogram)).toBeCloseTo(-1.0412453437, 8);
  });

  it("Bollinger 20/2 (population deviation)", () => {
    const bands = bollinger(closes);
    expect(last(bands.upper)).toBeCloseTo(151.7299978123, 8);
    expect(last(bands.middle)).toBeCloseTo(138.2740003, 8);
    expect(last(bands.lower)).toBeCloseTo(124.8180027877, 8);
  });

  it("ATR 14 (Wilder)", () => {
    expect(last(atr(rows))).toBeCloseTo(4.4219938597, 8);
  });
});

describe("warm-up: no value from less history than the definition needs", () => {
  it("SMA and EMA start at bar n", () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    // Seed 2 (mean of 1, 2, 3), then 4·0.5 + 2·0.5 = 3, then 5·0.5 + 3·0.5 = 4.
    expect(ema([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(ema([null, null, 1, 2, 3], 3)).toEqual([null, null, null, null, 2]);
  });

  it("RSI and ATR need n moves; MACD's signal needs 26 + 8 bars", () => {
    const flat = Array.from({ length: 40 }, () => 10);
    expect(rsi(flat).slice(13, 16)).toEqual([null, 50, 50]);
    expect(rsi(closes.slice(0, 14)).every((value) => value === null)).toBe(true);
    expect(atr(rows.slice(0, 15)).slice(13)).toEqual([null, expect.any(Number)]);
    const { macd: line, signal } = macd(closes.slice(0, 40));
    expect(line.findIndex((value) => value !== null)).toBe(25);
    expect(signal.findIndex((value) => value !== null)).toBe(33);
  });

  it("RSI of a line that never moved is the neutral 50; one rise after it makes 100", () => {
    // trading-signals answers 100 whenever the average loss is 0; only the never-moved case is 50.
    const flatThenUp = [...Array.from({ length: 15 }, () => 10), 11];
    expect(rsi(flatThenUp).slice(14)).toEqual([50, 100]);
    expect(rsi(Array.from({ length: 16 }, (_, i) => 10 + i)).slice(14)).toEqual([100, 100]);
  });
});
