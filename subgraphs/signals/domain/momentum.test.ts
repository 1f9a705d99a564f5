import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type DailyClose, minusCalendarMonths, momentum12_1 } from "./momentum.js";

describe("minusCalendarMonths", () => {
  it.each([
    ["2022-12-29", 12, "2021-12-29"],
    ["2022-12-29", 1, "2022-11-29"],
    ["2023-01-15", 1, "2022-12-15"],
    ["2022-03-31", 1, "2022-02-28"],
    ["2024-03-31", 1, "2024-02-29"],
    ["2024-02-29", 12, "2023-02-28"],
  ])("%s minus %s months is %s", (date, months, expected) => {
    expect(minusCalendarMonths(date, months)).toBe(expected);
  });

  it.each(["2022-13-01", "2023-02-29", "2022-1-5", "yesterday"])("rejects %s", (date) => {
    expect(() => minusCalendarMonths(date, 1)).toThrow(RangeError);
  });
});

describe("momentum12_1 on a hand-made series", () => {
  // As of 2023-03-31 the anchors are 2022-03-31 and 2023-02-28. Neither is a trading day in this series, so the
  // start is the 2022-03-30 close (100) and the end the 2023-02-27 close (130): 130 / 100 - 1 = 0.30.
  // The closes after each anchor (2022-04-01, 2023-03-01 onwards) must not be used.
  const series: DailyClose[] = [
    { date: "2022-03-29", close: 90 },
    { date: "2022-03-30", close: 100 },
    { date: "2022-04-01", close: 105 },
    { date: "2022-09-15", close: 120 },
    { date: "2023-02-27", close: 130 },
    { date: "2023-03-01", close: 140 },
    { date: "2023-03-31", close: 150 },
  ];

  it("measures from the 12-month anchor to the 1-month anchor, skipping the latest month", () => {
    expect(momentum12_1(series)).toEqual({
      value: expect.closeTo(0.3, 12),
      reason: null,
      startDate: "2022-03-30",
      startClose: 100,
      endDate: "2023-02-27",
      endClose: 130,
      asOf: "2023-03-31",
      implausible: false,
      rankable: true,
    });
  });

  it("uses a close dated exactly on an anchor", () => {
    const onAnchor = [{ date: "2022-03-31", close: 104 }, ...series.slice(2)];
    const result = momentum12_1(onAnchor);
    expect(result.startDate).toBe("2022-03-31");
    expect(result.value).toBeCloseTo(130 / 104 - 1, 12);
  });

  it("ignores closes after an explicit asOf", () => {
    // As of 2023-04-05 the anchors 2022-04-05 and 2023-03-05 resolve to the 2022-04-01 close (105) and the
    // 2023-03-01 close (140); the 2023-04-20 close lies after asOf and must not become the default asOf.
    const withFuture = [...series, { date: "2023-04-20", close: 10_000 }];
    const result = momentum12_1(withFuture, { asOf: "2023-04-05" });
    expect(result).toMatchObject({ asOf: "2023-04-05", startDate: "2022-04-01", endDate: "2023-03-01" });
    expect(result.value).toBeCloseTo(140 / 105 - 1, 12);
  });

  it("is null with insufficient_history when nothing is on or before the 12-month anchor", () => {
    const result = momentum12_1(series.slice(2));
    expect(result).toMatchObject({
      value: null,
      reason: "insufficient_history",
      startDate: null,
      startClose: null,
      endDate: "2023-02-27",
      endClose: 130,
      rankable: false,
      implausible: false,
    });
    expect(momentum12_1(series, { asOf: "2023-03-15" }).reason).toBe("insufficient_history");
  });

  it("is null with no_prices for an empty series", () => {
    expect(momentum12_1([])).toEqual({
      value: null,
      reason: "no_prices",
      startDate: null,
      startClose: null,
      endDate: null,
      endClose: null,
      asOf: null,
      implausible: false,
      rankable: false,
    });
    expect(momentum12_1([], { asOf: "2023-03-31" }).asOf).toBe("2023-03-31");
  });

  it("keeps an implausible value but takes it out of ranking", () => {
    // 12.5 / 1 - 1 = 11.5 = +1,150%, above the +1,000% ceiling.
    const jump = series.map((c) => (c.date === "2022-03-30" ? { ...c, close: 1 } : c));
    jump[4] = { date: "2023-02-27", close: 12.5 };
    expect(momentum12_1(jump)).toMatchObject({
      value: 11.5,
      reason: "implausible_12_1_momentum",
      implausible: true,
      rankable: false,
    });
  });

  it("treats exactly +1,000% as plausible", () => {
    // 11 / 1 - 1 = 10 exactly; the flag is for values above it.
    const jump = series.map((c) => (c.date === "2022-03-30" ? { ...c, close: 1 } : c));
    jump[4] = { date: "2023-02-27", close: 11 };
    expect(momentum12_1(jump)).toMatchObject({ value: 10, reason: null, implausible: false, rankable: true });
  });

  it("refuses a non-positive anchor close instead of dividing by it", () => {
    const zero = series.map((c) => (c.date === "2022-03-30" ? { ...c, close: 0 } : c));
    expect(momentum12_1(zero)).toMatchObject({ value: null, reason: "non_positive_close", rankable: false });
  });

  it("rejects closes out of date order", () => {
    expect(() => momentum12_1([series[1]!, series[0]!])).toThrow(RangeError);
  });
});

describe("momentum12_1 on real AAPL closes", () => {
  const csv = readFileSync(new URL("../../../data/sample/prices/daily/AAPL.csv", import.meta.url), "utf8");
  const [header, ...rows] = csv.trim().split("\n");
  const columns = header!.split(",");
  const dateAt = columns.indexOf("date");
  const closeAt = columns.indexOf("close");
  const closes: DailyClose[] = rows.map((row) => {
    const fields = row.split(",");
    return { date: fields[dateAt]!, close: Number(fields[closeAt]) };
  });

  it("matches the closes read from the file as of 2022-12-29", () => {
    // Anchors 2021-12-29 and 2022-11-29 are both trading days. From the file (close column):
    //   2021-12-29,179.330002,180.630005,178.139999,179.380005,...  → start 179.380005
    //   2022-11-29,144.289993,144.809998,140.350006,141.169998,...  → end   141.169998
    // 141.169998 / 179.380005 - 1 = -0.21301151708631 (python3), i.e. -0.213012 to 6 decimals.
    const result = momentum12_1(closes, { asOf: "2022-12-29" });
    expect(result).toMatchObject({
      reason: null,
      startDate: "2021-12-29",
      startClose: 179.380005,
      endDate: "2022-11-29",
      endClose: 141.169998,
      asOf: "2022-12-29",
      implausible: false,
      rankable: true,
    });
    expect(result.value).toBeCloseTo(-0.21301151708631, 6);
  });

  it("defaults asOf to the last close in the file, which is 2022-12-29", () => {
    expect(momentum12_1(closes)).toEqual(momentum12_1(closes, { asOf: "2022-12-29" }));
  });
});
