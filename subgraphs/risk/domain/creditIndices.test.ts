/**
 * Known answers of the credit index readings from data/sample/macro/fred/BAMLC0A0CM.csv and
 * BAMLH0A0HYM2.csv, read by hand: at 2021-11-30 (US Eastern) the newest published observation is
 * 2021-11-29's (FRED, next day).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { indexReading, type Observation, oneMonthBefore } from "./creditIndices.js";

/** A FRED file's observations with a value, dated on or before `through`. */
function fredFile(seriesId: string, through: string): Observation[] {
  const text = readFileSync(
    new URL(`../../../data/sample/macro/fred/${seriesId}.csv`, import.meta.url),
    "utf8",
  );
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .filter(([date, value]) => value !== "" && value !== undefined && (date as string) <= through)
    .map(([date, value]) => ({ date: date as string, value: Number(value) }));
}

describe("indexReading", () => {
  it("IG OAS at 2021-11-30: 1.02 on 11-29, +0.01 from 11-26 (1.01), +0.13 from 10-29 (0.89)", () => {
    expect(indexReading(fredFile("BAMLC0A0CM", "2021-11-29"), "2021-11-30")).toEqual({
      value: 1.02,
      obsDate: "2021-11-29",
      change1d: 0.01,
      change1dFromDate: "2021-11-26",
      change1m: 0.13,
      change1mFromDate: "2021-10-29",
      ageDays: 1,
      isStale: false,
      nullReasons: {},
    });
  });

  it("HY OAS at 2021-11-30: 3.53 on 11-29, −0.09 from 11-26 (3.62), +0.45 from 10-29 (3.08)", () => {
    expect(indexReading(fredFile("BAMLH0A0HYM2", "2021-11-29"), "2021-11-30")).toMatchObject({
      value: 3.53,
      change1d: -0.09,
      change1m: 0.45,
      change1mFromDate: "2021-10-29",
    });
  });

  it("is stale past 5 days and says why a change is missing", () => {
    const reading = indexReading([{ date: "2025-12-30", value: 0.79 }], "2026-11-17");
    expect(reading).toMatchObject({
      value: 0.79,
      ageDays: 322,
      isStale: true,
      change1d: null,
      change1m: null,
    });
    expect(reading.nullReasons).toEqual({
      change1d: "no_observation_within_7_days_before",
      change1dFromDate: "no_observation_within_7_days_before",
      change1m: "no_observation_within_7_days_before_one_month_earlier",
      change1mFromDate: "no_observation_within_7_days_before_one_month_earlier",
    });
    expect(indexReading([], "1990-01-02")).toMatchObject({
      value: null,
      isStale: true,
      nullReasons: { value: "no_observation_published_by_clock" },
    });
  });
});

describe("oneMonthBefore", () => {
  it("keeps the day, clamped to the shorter month's end", () => {
    expect(oneMonthBefore("2021-11-29")).toBe("2021-10-29");
    expect(oneMonthBefore("2021-03-31")).toBe("2021-02-28");
    expect(oneMonthBefore("2024-03-30")).toBe("2024-02-29");
    expect(oneMonthBefore("2022-01-15")).toBe("2021-12-15");
  });
});
