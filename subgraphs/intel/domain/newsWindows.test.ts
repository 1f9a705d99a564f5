import { describe, expect, it } from "vitest";
import { ServiceError } from "../../../core/errors.js";
import { dateRangeWindow, proWindow, trailingWindow } from "./newsWindows.js";

// 2023-11-03 20:00 UTC is 16:00 EDT on Friday 2023-11-03 in New York.
const NOW = new Date("2023-11-03T20:00:00Z");
const iso = (ms: number) => new Date(ms).toISOString();

function refusal(run: () => unknown): { code: string; parameter: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof ServiceError) return { code: error.errorCode, parameter: error.extra.parameter };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("dateRangeWindow (New York dates)", () => {
  it("today: from New York midnight to now", () => {
    const w = dateRangeWindow("date_range", "today", NOW);
    expect([iso(w.fromMs), iso(w.toMs), w.fromDate, w.toDate]).toEqual([
      "2023-11-03T04:00:00.000Z",
      "2023-11-03T20:00:00.000Z",
      "2023-11-03",
      "2023-11-03",
    ]);
  });

  it("yesterday: the whole New York day before", () => {
    const w = dateRangeWindow("date_range", "Yesterday", NOW);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(["2023-11-02T04:00:00.000Z", "2023-11-03T03:59:59.999Z"]);
  });

  it("last7days: today and the six days before; last1days is today", () => {
    const w = dateRangeWindow("date_range", "last7days", NOW);
    expect([w.fromDate, w.toDate, iso(w.fromMs)]).toEqual([
      "2023-10-28",
      "2023-11-03",
      "2023-10-28T04:00:00.000Z",
    ]);
    expect(dateRangeWindow("date_range", "last1days", NOW).fromDate).toBe("2023-11-03");
  });

  it("MMDDYYYY-MMDDYYYY across the DST change: EDT start, EST end, both days whole", () => {
    const w = dateRangeWindow("date_range", "11012023-11062023", new Date("2023-12-01T00:00:00Z"));
    expect([iso(w.fromMs), iso(w.toMs), w.fromDate, w.toDate]).toEqual([
      "2023-11-01T04:00:00.000Z",
      "2023-11-07T04:59:59.999Z",
      "2023-11-01",
      "2023-11-06",
    ]);
  });

  it("a range ending after now ends now", () => {
    expect(iso(dateRangeWindow("date_range", "11012023-11302023", NOW).toMs)).toBe(iso(NOW.getTime()));
  });

  it.each([
    ["lastweek", "invalid_date_range"],
    ["last0days", "invalid_date_range"],
    ["last367days", "invalid_date_range"],
    ["11062023-11012023", "invalid_date_range"],
    ["11042023-11052023", "invalid_date_range"],
    ["01012022-01032023", "invalid_date_range"],
    ["02302023-03012023", "invalid_date"],
    ["2023-11-01", "invalid_date_range"],
  ])("refuses %s with %s naming the parameter", (raw, code) => {
    expect(refusal(() => dateRangeWindow("date_range", raw, NOW))).toEqual({ code, parameter: "date_range" });
  });
});

describe("proWindow (UTC days, history from 2018-01-01, at most 366 days)", () => {
  it("neither bound: 2018-01-01 to now", () => {
    const w = proWindow(null, null, NOW);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(["2018-01-01T00:00:00.000Z", iso(NOW.getTime())]);
  });

  it("neither bound at a clock before 2018: the 366 days to the clock, never after it (issue 29)", () => {
    const w = proWindow(null, null, new Date("2016-06-30T19:00:00Z"));
    expect([w.fromDate, w.toDate, w.basis]).toEqual(["2015-06-30", "2016-06-30", "history_from:2015-06-30"]);
    expect(w.fromMs).toBeLessThanOrEqual(w.toMs);
  });

  it("both bounds: whole UTC days; 366 days apart is accepted", () => {
    const w = proWindow("2022-01-01", "2023-01-02", NOW);
    expect([iso(w.fromMs), iso(w.toMs)]).toEqual(["2022-01-01T00:00:00.000Z", "2023-01-02T23:59:59.999Z"]);
  });

  it("one bound takes the other within 366 days, never past today nor before 2018", () => {
    expect(proWindow("2023-06-01", null, NOW).toDate).toBe("2023-11-03");
    expect(proWindow("2021-01-01", null, NOW).toDate).toBe("2022-01-02");
    expect(proWindow(null, "2018-06-01", NOW).fromDate).toBe("2018-01-01");
    expect(proWindow(null, "2022-06-01", NOW).fromDate).toBe("2021-05-31");
  });

  it.each([
    ["2017-12-31", null, "validation_error", "date_from"],
    [null, "2017-12-31", "validation_error", "date_to"],
    ["2022-01-01", "2023-01-03", "invalid_date_range", "date_to"],
    ["2023-02-01", "2023-01-01", "invalid_date_range", "date_to"],
    ["2023-11-04", null, "invalid_date_range", "date_from"],
  ])("refuses date_from %s, date_to %s: %s on %s", (from, to, code, parameter) => {
    expect(refusal(() => proWindow(from, to, NOW))).toEqual({ code, parameter });
  });
});

describe("trailingWindow", () => {
  it("the last hours or minutes before now", () => {
    expect(iso(trailingWindow("hours", 24, NOW).fromMs)).toBe("2023-11-02T20:00:00.000Z");
    expect(iso(trailingWindow("minutes", 60, NOW).fromMs)).toBe("2023-11-03T19:00:00.000Z");
  });
});
