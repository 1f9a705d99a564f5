import { describe, expect, it } from "vitest";
import { filingsVisibleThrough, filingVisibleFrom } from "./filingVisibility.js";

describe("filingsVisibleThrough", () => {
  it("shows a day's filings from 22:00 ET on that day (EDGAR dates later acceptances the next day)", () => {
    // AAPL's FY2023 10-K is dated 2023-11-03 (EDT until 2023-11-05: 22:00 ET = 02:00Z next day).
    expect(filingsVisibleThrough(new Date("2023-11-03T16:00:00Z"))).toBe("2023-11-02");
    expect(filingsVisibleThrough(new Date("2023-11-04T01:59:59Z"))).toBe("2023-11-02");
    expect(filingsVisibleThrough(new Date("2023-11-04T02:00:00Z"))).toBe("2023-11-03");
    // Standard time, and a month boundary: 2022-01-01 12:00 ET sees 2021-12-31's filings.
    expect(filingsVisibleThrough(new Date("2022-01-01T17:00:00Z"))).toBe("2021-12-31");
    expect(filingsVisibleThrough(new Date("2022-03-01T03:00:00Z"))).toBe("2022-02-28");
  });
});

describe("filingVisibleFrom", () => {
  it("is 22:00 ET on the filing date, the instant filingsVisibleThrough turns to that date", () => {
    // EDT: 22:00 ET = 02:00Z the next day; EST: 03:00Z.
    expect(filingVisibleFrom("2023-11-03").toISOString()).toBe("2023-11-04T02:00:00.000Z");
    expect(filingVisibleFrom("2021-12-31").toISOString()).toBe("2022-01-01T03:00:00.000Z");
    const at = filingVisibleFrom("2023-11-03");
    expect(filingsVisibleThrough(at)).toBe("2023-11-03");
    expect(filingsVisibleThrough(new Date(at.getTime() - 1))).toBe("2023-11-02");
  });
});
