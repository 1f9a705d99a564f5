import { describe, expect, it } from "vitest";
import { fiscalYearsOf, inWindow, mergeNewestFirst, yearWindow } from "./historical.js";

describe("historical year window", () => {
  it("runs to the next calendar year without end_year, from 1990 without start_year", () => {
    expect(yearWindow(null, null, "2026-11-17")).toEqual({ startYear: 1990, endYear: 2027 });
    expect(yearWindow(2021, 2022, "2026-11-17")).toEqual({ startYear: 2021, endYear: 2022 });
    expect(yearWindow(2023, 2022, "2026-11-17")).toBeNull();
  });

  it("filters on the fiscal year label and orders the fiscal year before its Q4", () => {
    const w = { startYear: 2022, endYear: 2023 };
    expect(inWindow({ fiscalYear: 2021 }, w)).toBe(false);
    expect(inWindow({ fiscalYear: 2023 }, w)).toBe(true);
    expect(inWindow({ fiscalYear: null }, w)).toBe(false);
    const merged = mergeNewestFirst(
      [{ period: "annual", periodEnd: "2023-09-30", fiscalYear: 2023 }],
      [
        { period: "quarterly", periodEnd: "2023-09-30", fiscalYear: 2023 },
        { period: "quarterly", periodEnd: "2023-07-01", fiscalYear: 2023 },
      ],
    );
    expect(merged.map((r) => r.period)).toEqual(["annual", "quarterly", "quarterly"]);
    expect(fiscalYearsOf([{ fiscalYear: 2022 }, { fiscalYear: 2023 }, { fiscalYear: 2022 }])).toEqual([
      2023, 2022,
    ]);
  });
});
