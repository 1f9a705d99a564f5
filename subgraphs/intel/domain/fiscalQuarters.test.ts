/** The US federal fiscal year: FY2020 ran 2019-10-01..2020-09-30; Q1 is October to December. */
import { describe, expect, it } from "vitest";
import { federalFiscalQuarter, quarterlyTotals } from "./fiscalQuarters.js";

describe("federalFiscalQuarter", () => {
  it("Q1 is October-December of the previous calendar year", () => {
    expect(federalFiscalQuarter("2019-10-01")).toEqual({
      fiscalYear: 2020,
      fiscalQuarter: 1,
      periodStart: "2019-10-01",
      periodEnd: "2019-12-31",
    });
    expect(federalFiscalQuarter("2019-12-31").fiscalYear).toBe(2020);
    expect(federalFiscalQuarter("2019-09-30")).toEqual({
      fiscalYear: 2019,
      fiscalQuarter: 4,
      periodStart: "2019-07-01",
      periodEnd: "2019-09-30",
    });
    // spec/02: gov_contracts history from FY2020 Q2, which is January-March 2020.
    expect(federalFiscalQuarter("2020-02-29")).toEqual({
      fiscalYear: 2020,
      fiscalQuarter: 2,
      periodStart: "2020-01-01",
      periodEnd: "2020-03-31",
    });
    expect(federalFiscalQuarter("2021-05-15")).toMatchObject({ fiscalQuarter: 3, periodEnd: "2021-06-30" });
  });

  it("totals awards per quarter, newest first", () => {
    expect(
      quarterlyTotals([
        { actionDate: "2019-11-05", amountUsd: 100 },
        { actionDate: "2019-12-20", amountUsd: 50 },
        { actionDate: "2020-01-02", amountUsd: 7 },
      ]).map((q) => [q.fiscalYear, q.fiscalQuarter, q.amountUsd, q.awards]),
    ).toEqual([
      [2020, 2, 7, 1],
      [2020, 1, 150, 2],
    ]);
  });
});
