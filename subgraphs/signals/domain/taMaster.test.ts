/**
 * The technical read on SPY's real daily bars (data/sample/prices/daily/SPY.csv, Lean, as traded),
 * the 400 sessions ending 2020-12-31. The reference figures are computed here from the CSV with
 * plain loops (Wilder's RSI seeded with the mean of the first 14 moves, the 200-close mean, the
 * highest high of the last 252 sessions), independently of trading-signals.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Bar, TA_RULES, taRead } from "./taMaster.js";

const [, ...lines] = readFileSync(
  new URL("../../../data/sample/prices/daily/SPY.csv", import.meta.url),
  "utf8",
)
  .trim()
  .split(/\r?\n/);
const bars: Bar[] = lines
  .map((line) => line.split(","))
  .map(([date, open, high, low, close, , volume]) => ({
    date: date as string,
    open: Number(open),
    high: Number(high),
    low: Number(low),
    close: Number(close),
    volume: Number(volume),
  }))
  .filter((bar) => bar.date <= "2020-12-31")
  .slice(-TA_RULES.lookbackBars);

function wilderRsi(closes: number[], n: number): number {
  const gains: number[] = [];
  const losses: number[] = [];
  for (let i = 1; i < closes.length; i++) {
    const move = (closes[i] as number) - (closes[i - 1] as number);
    gains.push(Math.max(move, 0));
    losses.push(Math.max(-move, 0));
  }
  let gain = gains.slice(0, n).reduce((a, b) => a + b, 0) / n;
  let loss = losses.slice(0, n).reduce((a, b) => a + b, 0) / n;
  for (let i = n; i < gains.length; i++) {
    gain = (gain * (n - 1) + (gains[i] as number)) / n;
    loss = (loss * (n - 1) + (losses[i] as number)) / n;
  }
  return 100 - 100 / (1 + gain / loss);
}

describe("SPY as of 2020-12-31", () => {
  const read = taRead(bars);
  const closes = bars.map((bar) => bar.close);

  it("RSI 14 is Wilder's over the 400 bars read: 65.7026", () => {
    expect(wilderRsi(closes, 14)).toBeCloseTo(65.7026, 4);
    expect(read.figures.rsi14).toBeCloseTo(wilderRsi(closes, 14), 4);
    expect(read.reads.rsiState).toBe("neutral");
  });

  it("SMA 200, the 52-week high and its date, the trend", () => {
    const sma200 = closes.slice(-200).reduce((a, b) => a + b, 0) / 200;
    expect(read.figures.sma200).toBeCloseTo(sma200, 6);
    const year = bars.slice(-252);
    const high = Math.max(...year.map((bar) => bar.high));
    expect(read.figures.high_52w).toBe(high);
    expect(read.reads.high_52wDate).toBe(year.find((bar) => bar.high === high)?.date);
    expect(read).toMatchObject({ asOf: "2020-12-31", barsUsed: 400, nullReasons: {} });
    expect(read.figures.close).toBe(373.88);
    expect(read.reads.trend).toBe("uptrend");
  });

  it("support below the close and resistance above it, nearest first", () => {
    for (const level of read.support) expect(level.price).toBeLessThan(373.88);
    for (const level of read.resistance) expect(level.price).toBeGreaterThan(373.88);
    const prices = read.support.map((level) => level.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });
});

describe("short histories", () => {
  it("says what each figure needs", () => {
    const read = taRead(bars.slice(-30));
    expect(read.figures.rsi14).not.toBeNull();
    expect(read.figures.sma50).toBeNull();
    expect(read.nullReasons.sma50).toBe("insufficient_history: needs 50 daily bars, 30 held");
    expect(read.nullReasons.high_52w).toBe("insufficient_history: needs 252 daily bars, 30 held");
  });

  it("a flat series has RSI 50 (no strength either way), not the library's 100", () => {
    const flat = Array.from({ length: 20 }, (_, i) => ({
      ...(bars[0] as Bar),
      date: `2020-01-${String(i + 1).padStart(2, "0")}`,
    }));
    expect(taRead(flat).figures.rsi14).toBe(50);
  });
});
