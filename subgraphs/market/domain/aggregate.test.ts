import { describe, expect, it } from "vitest";
import { aggregate, bucketEndDate, minuteBucket, monthBucket, weekBucket } from "./aggregate.js";

describe("buckets", () => {
  it("puts a date in the ISO week starting Monday", () => {
    expect(weekBucket("2022-12-29")).toBe("2022-12-26"); // a Thursday
    expect(weekBucket("2022-12-26")).toBe("2022-12-26");
    expect(weekBucket("2023-01-01")).toBe("2022-12-26"); // a Sunday belongs to the week before
  });

  it("groups weeks and months by the multiplier on fixed grids", () => {
    // Two-week buckets counted from the Monday 1970-01-05: ..., 2022-12-12, 2022-12-26, ...
    expect(weekBucket("2022-12-19", 2)).toBe("2022-12-12");
    expect(weekBucket("2022-12-29", 2)).toBe("2022-12-26");
    expect(weekBucket("2023-01-06", 2)).toBe("2022-12-26");
    expect(monthBucket("2022-12-29")).toBe("2022-12-01");
    expect(monthBucket("2022-12-29", 3)).toBe("2022-10-01");
    expect(monthBucket("2022-02-10", 6)).toBe("2022-01-01");
  });

  it("knows the last day a bucket covers", () => {
    expect(bucketEndDate("2022-12-01", "month", 1)).toBe("2022-12-31");
    expect(bucketEndDate("2024-02-01", "month", 1)).toBe("2024-02-29");
    expect(bucketEndDate("2022-10-01", "month", 3)).toBe("2022-12-31");
    expect(bucketEndDate("2022-12-26", "week", 1)).toBe("2023-01-01");
  });

  it("aligns minute buckets to the hour grid", () => {
    const at = Date.parse("2023-08-03T19:37:00Z");
    expect(new Date(minuteBucket(at, 60)).toISOString()).toBe("2023-08-03T19:00:00.000Z");
    expect(new Date(minuteBucket(at, 15)).toISOString()).toBe("2023-08-03T19:30:00.000Z");
  });
});

describe("aggregate", () => {
  it("takes the first open, the last close, the extremes and the summed volume of a bucket", () => {
    const bars = [
      { start: "2022-12-27", open: 10, high: 12, low: 9, close: 11, volume: 100 },
      { start: "2022-12-28", open: 11, high: 15, low: 10, close: 14, volume: 200 },
      { start: "2023-01-03", open: 14, high: 14, low: 8, close: 9, volume: 50 },
    ];
    expect(aggregate(bars, (bar) => weekBucket(bar.start))).toEqual([
      {
        start: "2022-12-26",
        end: "2022-12-28",
        open: 10,
        high: 15,
        low: 9,
        close: 14,
        volume: 300,
        barCount: 2,
      },
      {
        start: "2023-01-02",
        end: "2023-01-03",
        open: 14,
        high: 14,
        low: 8,
        close: 9,
        volume: 50,
        barCount: 1,
      },
    ]);
  });
});
