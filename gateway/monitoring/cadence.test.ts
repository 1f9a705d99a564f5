import { describe, expect, it } from "vitest";
import { judgeDataset, sessionsBetween } from "./cadence.js";

describe("sessionsBetween (NYSE calendar)", () => {
  it("counts sessions after the first date up to the second", () => {
    // 2021-12-31 (Fri), 2022-01-03 (Mon), 2022-01-04 (Tue); the weekend is no session.
    expect(sessionsBetween("2021-12-30", "2022-01-04")).toBe(3);
    // 2021-12-24 was the Christmas holiday observed: only 12-23 and 12-27 count.
    expect(sessionsBetween("2021-12-22", "2021-12-27")).toBe(2);
    expect(sessionsBetween("2022-01-04", "2021-12-30")).toBe(0);
  });
});

describe("judgeDataset", () => {
  const daily = { slug: "daily_prices", rows: 10, lastDate: "2021-12-30" };

  it("a session dataset is current within one session of the last final close", () => {
    // 2021-12-31 12:00 ET: the last final close is 2021-12-30's, 0 sessions behind.
    expect(judgeDataset(daily, new Date("2021-12-31T17:00:00Z"))).toMatchObject({
      cadence: "session_daily",
      status: "current",
      isStale: false,
      sessionsBehind: 0,
      ageDays: 1,
    });
    // 2022-01-03 12:00 ET: that day's close is not final; 12-31 is one session behind: current.
    expect(judgeDataset(daily, new Date("2022-01-03T17:00:00Z"))).toMatchObject({
      status: "current",
      sessionsBehind: 1,
      ageDays: 4,
    });
  });

  it("and stale past it, with the sessions and days behind", () => {
    // 2022-01-04 17:00 ET: final closes 12-31, 01-03, 01-04 came after 12-30.
    const verdict = judgeDataset(daily, new Date("2022-01-04T22:00:00Z"));
    expect(verdict).toMatchObject({ status: "stale", isStale: true, sessionsBehind: 3, ageDays: 5 });
    expect(verdict.note).toContain("3 sessions behind 2022-01-04");
  });

  it("judges nothing it has no cadence for, and says why", () => {
    const now = new Date("2022-01-04T22:00:00Z");
    expect(judgeDataset({ slug: "sec_filings", rows: 3, lastDate: "2021-11-01" }, now)).toMatchObject({
      cadence: "events",
      status: "not_judged",
      isStale: null,
      sessionsBehind: null,
      ageDays: 64,
    });
    expect(judgeDataset({ slug: "security_master", rows: 9, lastDate: null }, now)).toMatchObject({
      cadence: "undated",
      status: "not_judged",
      ageDays: null,
    });
    expect(judgeDataset({ slug: "a_new_dataset", rows: 1, lastDate: "2022-01-04" }, now)).toMatchObject({
      cadence: "undeclared",
      status: "not_judged",
    });
    expect(judgeDataset({ slug: "daily_prices", rows: 0, lastDate: null }, now)).toMatchObject({
      status: "empty",
      isStale: null,
    });
  });
});
