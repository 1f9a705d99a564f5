import { describe, expect, it } from "vitest";
import { dividendHistory } from "./dividends.js";
import { loadCompanyFacts } from "./testFacts.js";

describe("dividendHistory: known answers from the filings", () => {
  it("AAPL FY2023 10-K: $0.94 declared per share, $15,025M paid", () => {
    const { annual, quarterly } = dividendHistory(loadCompanyFacts("CIK0000320193.derived.json").facts);
    expect(annual[0]).toMatchObject({
      fiscalYear: 2023,
      fiscalPeriod: "FY",
      periodEnd: "2023-09-30",
      dividendsPerShare: 0.94,
      dividendsPerShareBasis: "CommonStockDividendsPerShareDeclared",
      dividendsPaid: 15_025_000_000,
      dividendsPaidBasis: "PaymentsOfDividends",
      accessionNumber: "0000320193-23-000106",
    });
    expect(annual[1]).toMatchObject({
      fiscalYear: 2022,
      dividendsPerShare: 0.9,
      dividendsPaid: 14_841_000_000,
    });
    expect(quarterly[0]).toMatchObject({ fiscalYear: 2023, fiscalPeriod: "Q3", dividendsPerShare: 0.24 });
  });

  it("MSFT FY2015 10-K: quarterly declarations 0.31 and the year's 1.24", () => {
    const { annual, quarterly } = dividendHistory(loadCompanyFacts("CIK0000789019.derived.json").facts);
    expect(annual[0]).toMatchObject({
      fiscalYear: 2015,
      dividendsPerShare: 1.24,
      dividendsPaid: 9_882_000_000,
    });
    expect(annual[0]?.dividendsPaidBasis).toBe("PaymentsOfDividendsCommonStock");
    expect(quarterly.slice(0, 4).map((q) => [q.fiscalPeriod, q.dividendsPerShare])).toEqual([
      ["Q4", 0.31],
      ["Q3", 0.31],
      ["Q2", 0.31],
      ["Q1", 0.31],
    ]);
  });

  it("TSLA reports no dividend facts", () => {
    expect(dividendHistory(loadCompanyFacts("CIK0001318605.json").facts)).toEqual({
      annual: [],
      quarterly: [],
    });
  });
});
