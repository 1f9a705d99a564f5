/** The publication bound of dated series (point in time): dates worked out by hand. */
import { describe, expect, it } from "vitest";
import { finraShortVolumeVisibleThrough, fredPublication, visibleThrough } from "./publication.js";

describe("visibleThrough: the newest observation published by a date (point in time)", () => {
  it("monthly: a month is visible once it has ended and the lag has passed", () => {
    // CPI (lag 20): November 2021 ended 11-30, so it is visible from 12-20 on; on 12-19 the newest
    // visible month is October. (BLS released November 2021's CPI on 2021-12-10.)
    expect(visibleThrough({ frequency: "monthly", lagDays: 20 }, "2021-12-20")).toBe("2021-11-01");
    expect(visibleThrough({ frequency: "monthly", lagDays: 20 }, "2021-12-19")).toBe("2021-10-01");
    expect(visibleThrough({ frequency: "monthly", lagDays: 20 }, "2021-12-31")).toBe("2021-11-01");
    // PCE (lag 35) on 2021-12-31: November ends + 35 days = 2022-01-04, so October.
    expect(visibleThrough({ frequency: "monthly", lagDays: 35 }, "2021-12-31")).toBe("2021-10-01");
    // Across a year end: on 2022-01-05 the lag-5 fed funds average of December 2021 is visible.
    expect(visibleThrough({ frequency: "monthly", lagDays: 5 }, "2022-01-05")).toBe("2021-12-01");
    expect(visibleThrough({ frequency: "monthly", lagDays: 5 }, "2022-01-04")).toBe("2021-11-01");
  });

  it("quarterly: GDP (lag 35) of 2021-Q3 (ended 09-30) is visible from 11-04", () => {
    expect(visibleThrough({ frequency: "quarterly", lagDays: 35 }, "2021-11-04")).toBe("2021-07-01");
    expect(visibleThrough({ frequency: "quarterly", lagDays: 35 }, "2021-11-03")).toBe("2021-04-01");
    expect(visibleThrough({ frequency: "quarterly", lagDays: 35 }, "2022-02-04")).toBe("2021-10-01");
  });

  it("daily: the day before, or a week and a day for the weekly-published dollar index", () => {
    expect(visibleThrough({ frequency: "daily", lagDays: 1 }, "2021-12-31")).toBe("2021-12-30");
    expect(visibleThrough({ frequency: "daily", lagDays: 8 }, "2021-12-31")).toBe("2021-12-23");
  });
});

describe("fredPublication", () => {
  it("knows the bundled release series; any other series is daily, the next day", () => {
    expect(fredPublication("CPIAUCSL")).toEqual({ frequency: "monthly", lagDays: 20 });
    expect(fredPublication("GDPC1")).toEqual({ frequency: "quarterly", lagDays: 35 });
    expect(fredPublication("DGS2")).toEqual({ frequency: "daily", lagDays: 1 });
  });
});

describe("finraShortVolumeVisibleThrough: a session's FINRA file is out at 18:00 ET that day", () => {
  it("2020-01-02 (EST, UTC-5): hidden at 17:59:59 ET, visible from 18:00 ET (23:00 UTC)", () => {
    expect(finraShortVolumeVisibleThrough(new Date("2020-01-02T22:59:59Z"))).toBe("2020-01-01");
    expect(finraShortVolumeVisibleThrough(new Date("2020-01-02T23:00:00Z"))).toBe("2020-01-02");
    // 03:00 UTC on 01-03 is still 22:00 ET on 01-02.
    expect(finraShortVolumeVisibleThrough(new Date("2020-01-03T03:00:00Z"))).toBe("2020-01-02");
  });

  it("in summer time (EDT, UTC-4) 18:00 ET is 22:00 UTC", () => {
    expect(finraShortVolumeVisibleThrough(new Date("2017-06-01T21:59:00Z"))).toBe("2017-05-31");
    expect(finraShortVolumeVisibleThrough(new Date("2017-06-01T22:00:00Z"))).toBe("2017-06-01");
  });
});
