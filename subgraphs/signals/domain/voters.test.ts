/**
 * Known answers for every voter on real bundled prices: AAPL as of 2016-06-30 in
 * data/sample/prices/daily_universe.csv.gz (split- and dividend-adjusted closes; 881 AAPL sessions
 * 2013-01-02..2016-06-30). Each expected figure is computed twice: by a python3 pass over the same
 * file (the literal, quoted beside it: /usr/bin/python3 with the csv and gzip modules, the formula
 * written out plainly), and again in this test by a plain loop over the rows read here, so a voter
 * that drifts from its documented formula fails on either.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { momentum12_1 } from "./momentum.js";
import {
  high52wProximityValues,
  lowVolatilityValues,
  momentum12_1Values,
  reversal1mValues,
  rsi14Values,
  trendSma200Values,
  VOTER_NAMES,
  VOTERS,
  type VoterBar,
  volumeSurgeValues,
  voterValues,
} from "./voters.js";

const UNIVERSE = new URL("../../../data/sample/prices/daily_universe.csv.gz", import.meta.url);

/** One ticker's rows of the universe file, oldest first (header ticker,date,open,high,low,close,volume). */
function universeBarsOf(ticker: string): VoterBar[] {
  const text = gunzipSync(readFileSync(UNIVERSE)).toString("utf8");
  const bars: VoterBar[] = [];
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${ticker},`)) continue;
    const [, date, , , , close, volume] = line.split(",");
    bars.push({ date: date!, close: Number(close), volume: Number(volume) });
  }
  return bars.sort((a, b) => (a.date < b.date ? -1 : 1));
}

const AS_OF = "2016-06-30";
const aapl = universeBarsOf("AAPL");
const upTo = aapl.filter((bar) => bar.date <= AS_OF);
const i = upTo.length - 1;
const closes = upTo.map((bar) => bar.close);
const at = (values: (number | null)[]) => values[i];

describe("AAPL's voters as of 2016-06-30 (daily_universe.csv.gz)", () => {
  it("reads 881 sessions from 2013-01-02, the last one the as-of date", () => {
    // zcat daily_universe.csv.gz | grep ^AAPL,2016-06-30 → AAPL,2016-06-30,91.973,93.267,91.836,93.102,34702639
    expect(upTo).toHaveLength(881);
    expect(upTo[0]!.date).toBe("2013-01-02");
    expect(upTo[i]).toEqual({ date: "2016-06-30", close: 93.102, volume: 34_702_639 });
  });

  it("momentum_12_1: close of 2016-05-27 over close of 2015-06-30, minus 1", () => {
    // Anchors 2015-06-30 (119.7) and 2016-05-30 → Memorial Day, so the close of 2016-05-27 (97.729).
    // python3: 97.729 / 119.7 - 1 = -0.18355054302422724
    const start = upTo.find((bar) => bar.date === "2015-06-30")!.close;
    const end = upTo.find((bar) => bar.date === "2016-05-27")!.close;
    expect([start, end]).toEqual([119.7, 97.729]);
    expect(at(momentum12_1Values(aapl))).toBeCloseTo(end / start - 1, 14);
    expect(at(momentum12_1Values(aapl))).toBeCloseTo(-0.18355054302422724, 14);
    // The same anchors as Instrument.momentum's own function.
    expect(momentum12_1(upTo, { asOf: AS_OF }).value).toBeCloseTo(-0.18355054302422724, 14);
  });

  it("reversal_1m: the 1-month return, close of 2016-06-30 over close of 2016-05-27, minus 1", () => {
    // python3: 93.102 / 97.729 - 1 = -0.0473452097125725
    expect(at(reversal1mValues(aapl))).toBeCloseTo(93.102 / 97.729 - 1, 14);
    expect(at(reversal1mValues(aapl))).toBeCloseTo(-0.0473452097125725, 14);
  });

  it("low_volatility: sample sd of the last 63 daily log returns, annualised", () => {
    const logReturns = [];
    for (let k = i - 62; k <= i; k++) logReturns.push(Math.log(closes[k]! / closes[k - 1]!));
    const mean = logReturns.reduce((sum, r) => sum + r, 0) / 63;
    const sd = Math.sqrt(logReturns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / 62);
    // python3: 0.23655762488722587
    expect(at(lowVolatilityValues(aapl))).toBeCloseTo(sd * Math.sqrt(252), 12);
    expect(at(lowVolatilityValues(aapl))).toBeCloseTo(0.23655762488722587, 12);
  });

  it("trend_sma200: close over the mean of the last 200 closes, minus 1", () => {
    const sma = closes.slice(i - 199, i + 1).reduce((sum, c) => sum + c, 0) / 200;
    // python3: SMA 101.405555, 93.102 / 101.405555 - 1 = -0.08188461667607794
    expect(sma).toBeCloseTo(101.405555, 6);
    expect(at(trendSma200Values(aapl))).toBeCloseTo(93.102 / sma - 1, 12);
    expect(at(trendSma200Values(aapl))).toBeCloseTo(-0.08188461667607794, 12);
  });

  it("rsi_14: Wilder's RSI seeded on the series' first 14 changes", () => {
    let gain = 0;
    let loss = 0;
    for (let k = 1; k <= 14; k++) {
      const change = closes[k]! - closes[k - 1]!;
      gain += Math.max(change, 0) / 14;
      loss += Math.max(-change, 0) / 14;
    }
    for (let k = 15; k <= i; k++) {
      const change = closes[k]! - closes[k - 1]!;
      gain = (gain * 13 + Math.max(change, 0)) / 14;
      loss = (loss * 13 + Math.max(-change, 0)) / 14;
    }
    // python3: 47.67207799529187
    expect(at(rsi14Values(aapl))).toBeCloseTo(100 - 100 / (1 + gain / loss), 10);
    expect(at(rsi14Values(aapl))).toBeCloseTo(47.67207799529187, 10);
  });

  it("volume_surge: mean volume of the last 5 sessions over the 60 before them", () => {
    const volumes = upTo.map((bar) => bar.volume);
    const recent = volumes.slice(i - 4, i + 1).reduce((sum, v) => sum + v, 0) / 5;
    const base = volumes.slice(i - 64, i - 4).reduce((sum, v) => sum + v, 0) / 60;
    // python3: 43,538,052.2 / 37,774,390.55 = 1.1525811949863478
    expect([recent, base]).toEqual([43_538_052.2, 37_774_390.55]);
    expect(at(volumeSurgeValues(aapl))).toBeCloseTo(1.1525811949863478, 12);
  });

  it("high_52w_proximity: close over the highest close of the last 252 sessions", () => {
    // The window's high is 126.03 on 2015-07-20; python3: 93.102 / 126.03 = 0.7387288740776006
    expect(Math.max(...closes.slice(i - 251, i + 1))).toBe(126.03);
    expect(at(high52wProximityValues(aapl))).toBeCloseTo(93.102 / 126.03, 14);
  });

  it("reads nothing after the as-of date: the values up to it are the same on the cut series", () => {
    const full = voterValues(aapl);
    const cut = voterValues(upTo);
    for (const voter of VOTER_NAMES) expect(cut[voter]).toEqual(full[voter].slice(0, upTo.length));
  });
});

describe("voters on short and flat series", () => {
  it("are null until each has its history", () => {
    const values = voterValues(aapl);
    // Index of the first value: 64 closes for 63 returns, 200 for the SMA, 15 for RSI (14 changes),
    // 65 sessions for the surge, 252 for the 52-week high; momentum needs a close a year back.
    const first = (voter: keyof typeof values) => values[voter].findIndex((value) => value !== null);
    expect(first("low_volatility")).toBe(63);
    expect(first("trend_sma200")).toBe(199);
    expect(first("rsi_14")).toBe(14);
    expect(first("volume_surge")).toBe(64);
    expect(first("high_52w_proximity")).toBe(251);
    // 2014-01-02's 12-month anchor is 2013-01-02, AAPL's first session.
    expect(aapl[first("momentum_12_1")]!.date).toBe("2014-01-02");
    expect(aapl[first("reversal_1m")]!.date).toBe("2013-02-04");
  });

  it("gives no RSI to a flat window and no surge over a zero-volume base", () => {
    // 80 consecutive calendar days from 2020-01-01 at one price and no volume.
    const bars = Array.from({ length: 80 }, (_, k) => ({
      date: new Date(Date.UTC(2020, 0, 1 + k)).toISOString().slice(0, 10),
      close: 10,
      volume: 0,
    }));
    expect(rsi14Values(bars).every((value) => value === null)).toBe(true);
    expect(volumeSurgeValues(bars).every((value) => value === null)).toBe(true);
    expect(lowVolatilityValues(bars).at(-1)).toBe(0);
  });

  it("refuses bars out of date order", () => {
    expect(() => voterValues([aapl[1]!, aapl[0]!])).toThrow(RangeError);
  });

  it("documents every voter it computes, each with a direction and a formula", () => {
    expect(VOTERS.map((voter) => voter.name)).toEqual([...VOTER_NAMES]);
    for (const voter of VOTERS) expect(voter.definition.length).toBeGreaterThan(20);
  });
});
