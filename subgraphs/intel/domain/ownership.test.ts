import { describe, expect, it } from "vitest";
import { expectedReportPeriod, quartersBehind } from "./ownership.js";

describe("13F staleness", () => {
  it("the expected period is the latest quarter end at least 45 days back", () => {
    // 2023-09-30 + 45 days = 2023-11-14: LTS One's Q3 2023 13F-HR was filed that very day.
    expect(expectedReportPeriod("2023-11-14")).toBe("2023-09-30");
    expect(expectedReportPeriod("2023-11-13")).toBe("2023-06-30");
    // 2022-12-31 + 45 days = 2023-02-14.
    expect(expectedReportPeriod("2023-02-13")).toBe("2022-09-30");
    expect(expectedReportPeriod("2023-02-14")).toBe("2022-12-31");
    expect(expectedReportPeriod("2026-11-25")).toBe("2026-09-30");
  });

  it("counts whole quarters behind, never negative", () => {
    expect(quartersBehind("2023-09-30", "2023-09-30")).toBe(0);
    expect(quartersBehind("2023-09-30", "2026-09-30")).toBe(12);
    expect(quartersBehind("2023-09-30", "2024-03-31")).toBe(2);
    expect(quartersBehind("2023-09-30", "2023-06-30")).toBe(0);
  });
});
