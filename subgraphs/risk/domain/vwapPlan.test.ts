/**
 * Known answers of the VWAP curve from data/sample/prices/minute/SPY/2023-08-03_trade.csv, summed by
 * hand (a python pass over the file's rows stamped 09:30 ≤ HH:MM < 16:00): 390 regular minutes,
 * 56,894,355 shares; 09:30-10:00 7,231,961; 15:30-16:00 9,343,342.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sessionHours } from "../../../core/calendar.js";
import { curveEvidence, type MinuteVolume, type RegularHours, volumeCurve, vwapSlices } from "./vwapPlan.js";

function minuteFile(ticker: string, date: string): MinuteVolume[] {
  const text = readFileSync(
    new URL(`../../../data/sample/prices/minute/${ticker}/${date}_trade.csv`, import.meta.url),
    "utf8",
  );
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .map((fields) => ({ tsMs: Date.parse(fields[0] as string), volume: Number(fields[5]) }));
}

function hoursOf(date: string): RegularHours {
  const hours = sessionHours(date);
  if (!hours) throw new Error(`${date} is no session`);
  return { openMs: hours.regularOpen.getTime(), closeMs: hours.regularClose.getTime() };
}

const spy = minuteFile("SPY", "2023-08-03");
const spyHours = hoursOf("2023-08-03");

describe("volumeCurve", () => {
  it("SPY 2023-08-03 in 30-minute slices: 13 slices, the pre- and post-market bars left out", () => {
    const curve = volumeCurve(spy, spyHours, 30);
    expect(curve).toMatchObject({ regularMinutes: 390, minutesWithBars: 390, sessionVolume: 56_894_355 });
    expect(curve.slices).toHaveLength(13);
    expect(curve.slices[0]).toEqual({
      index: 0,
      startMinute: 0,
      endMinute: 30,
      startEt: "09:30",
      endEt: "10:00",
      volume: 7_231_961,
    });
    expect(curve.slices[1]?.volume).toBe(6_539_452);
    expect(curve.slices[12]).toMatchObject({ startEt: "15:30", endEt: "16:00", volume: 9_343_342 });
  });

  it("60-minute slices: the last one is the half hour before the bell", () => {
    const curve = volumeCurve(spy, spyHours, 60);
    expect(curve.slices.map((slice) => slice.volume)).toEqual([
      13_771_413, 9_801_521, 6_235_546, 6_119_479, 5_765_316, 5_857_738, 9_343_342,
    ]);
    expect(curve.slices.at(-1)).toMatchObject({ startMinute: 360, endMinute: 390, endEt: "16:00" });
  });

  it("a half day ends at its 13:00 bell (GOOG 2015-12-24: 210 minutes, bars after 13:00 left out)", () => {
    const curve = volumeCurve(minuteFile("GOOG", "2015-12-24"), hoursOf("2015-12-24"), 60);
    expect(curve.regularMinutes).toBe(210);
    expect(curve.slices.map((slice) => slice.endEt)).toEqual(["10:30", "11:30", "12:30", "13:00"]);
  });
});

describe("vwapSlices", () => {
  it("1,001 shares by SPY 2023-08-03's hourly volume: 242, 172, 110, 108, 101, 103, 165", () => {
    // Cumulative targets ⌊1001 · Vᵢ / 56,894,355⌋: 242, 414, 524, 632, 733, 836, 1001.
    const slices = vwapSlices(1001, volumeCurve(spy, spyHours, 60));
    expect(slices.map((slice) => slice.shares)).toEqual([242, 172, 110, 108, 101, 103, 165]);
    expect(slices[0]?.volumeFraction).toBeCloseTo(13_771_413 / 56_894_355, 15);
    expect(slices.at(-1)?.cumulativeShares).toBe(1001);
  });
});

describe("curveEvidence", () => {
  const curve = volumeCurve(spy, spyHours, 30);

  it("usable without a daily bar to compare, saying so", () => {
    expect(curveEvidence(curve, { reason: "no_daily_bar_on_date" })).toEqual({
      usable: true,
      dailyVolumeCheck: { status: "not_checked", reason: "no_daily_bar_on_date" },
    });
  });

  it("consistent within 25% of the daily bar; conflicting beyond", () => {
    expect(curveEvidence(curve, { volume: 60_000_000 })).toMatchObject({
      usable: true,
      dailyVolumeCheck: { status: "consistent", dailyVolume: 60_000_000 },
    });
    expect(curveEvidence(curve, { volume: 2 * 56_894_355 })).toMatchObject({
      usable: false,
      reason: "minute_and_daily_volume_disagree",
    });
  });

  it("a file cut short at 14:00 is missing evidence, not a quiet afternoon", () => {
    const cut = spy.filter((bar) => bar.tsMs < Date.parse("2023-08-03T14:00:00-04:00"));
    // 270 of 390 regular minutes: below 90%.
    expect(curveEvidence(volumeCurve(cut, spyHours, 30), { reason: "no_daily_bar_on_date" })).toMatchObject({
      usable: false,
      reason: "regular_session_minutes_incomplete",
    });
    expect(curveEvidence(volumeCurve([], spyHours, 30), { volume: 1 })).toMatchObject({
      usable: false,
      reason: "no_regular_session_volume",
    });
  });
});
