import { describe, expect, it } from "vitest";
import { latestAnnualReport, newerAnnualReport } from "./annualReport.js";
import { buildIncomeStatements } from "./incomeStatements.js";
import { loadCompanyFacts } from "./testFacts.js";

describe("newer annual report", () => {
  it("AAPL: the FY2023 10-K is the newest report and the statements come from it", () => {
    const facts = loadCompanyFacts("CIK0000320193.derived.json").facts;
    const report = latestAnnualReport(facts);
    expect(report).toEqual({
      form: "10-K",
      filed: "2023-11-03",
      accession: "0000320193-23-000106",
      fiscalYear: 2023,
    });
    const [row] = buildIncomeStatements(facts, {
      period: "annual",
      limit: 1,
      source: "derived_xbrl_instance",
    }).rows;
    expect(newerAnnualReport(report, row ?? null)).toEqual({ newer: false, status: "statements_current" });
  });

  it("TSLA: a cover-page-only 10-K/A (dei facts alone) is not a newer annual report", () => {
    expect(latestAnnualReport(loadCompanyFacts("CIK0001318605.json").facts)).toMatchObject({
      form: "10-K",
      filed: "2022-02-07",
      fiscalYear: 2021,
    });
  });

  it("SNOW: a 10-Q tagged fp FY is not an annual report", () => {
    const report = latestAnnualReport(loadCompanyFacts("CIK0001640147.json").facts);
    expect(report).toMatchObject({ form: "10-K", filed: "2025-03-21", fiscalYear: 2025 });
  });

  it("LPA: an IFRS 20-F gives no us-gaap annual statement, so the report is newer than anything served", () => {
    const facts = loadCompanyFacts("CIK0001997711.json").facts;
    const report = latestAnnualReport(facts);
    expect(report?.form).toBe("20-F");
    expect(newerAnnualReport(report, null)).toEqual({
      newer: true,
      status: "no_annual_statement_from_report",
    });
    expect(newerAnnualReport(null, null)).toEqual({ newer: null, status: "no_annual_report" });
  });
});
