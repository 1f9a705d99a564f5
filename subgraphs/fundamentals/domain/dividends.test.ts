import { describe, expect, it } from "vitest";
import { dividendHistory } from "./dividends.js";
import type { SecFact } from "./secFact.js";
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

describe("dividendHistory: a quarter's cash paid by the one derivation rule (issue 14, defect 3)", () => {
  const fact = (concept: string, unit: string, start: string, end: string, value: number): SecFact => ({
    taxonomy: "us-gaap",
    concept,
    unit,
    period_start: start,
    period_end: end,
    value,
    accn: "0000000000-24-000001",
    fy: 2024,
    fp: "FY",
    form: "10-K",
    filed: "2024-11-01",
  });
  const perShare = (start: string, end: string) =>
    fact("CommonStockDividendsPerShareDeclared", "USD/shares", start, end, 0.25);
  const paid = (start: string, end: string, value: number) =>
    fact("PaymentsOfDividends", "USD", start, end, value);

  it("Q2 = H1 - Q1, Q3 = 9M - H1, Q4 = FY - 9M, each labelled; Q1 as reported", () => {
    // A calendar-year filer paying 100, 110, 120, 130 a quarter, reported year to date (as 10-Qs do).
    const facts = [
      fact("NetIncomeLoss", "USD", "2024-01-01", "2024-12-31", 1),
      ...[
        ["2024-01-01", "2024-03-31"],
        ["2024-04-01", "2024-06-30"],
        ["2024-07-01", "2024-09-30"],
        ["2024-10-01", "2024-12-31"],
      ].map(([start, end]) => perShare(start as string, end as string)),
      paid("2024-01-01", "2024-03-31", 100),
      paid("2024-01-01", "2024-06-30", 210),
      paid("2024-01-01", "2024-09-30", 330),
      paid("2024-01-01", "2024-12-31", 460),
    ];
    const quarters = dividendHistory(facts).quarterly.map((q) => [
      q.periodEnd,
      q.dividendsPaid,
      q.dividendsPaidBasis,
    ]);
    expect(quarters).toEqual([
      ["2024-12-31", 130, "derived:FY-minus-Q1-Q3"],
      ["2024-09-30", 120, "derived:YTD-minus-prior-YTD"],
      ["2024-06-30", 110, "derived:YTD-minus-prior-YTD"],
      ["2024-03-31", 100, "PaymentsOfDividends"],
    ]);
  });

  it("AAPL Q3 FY2023: cash paid is reported year to date only (9M 11,267M, no H1 held), and says so", () => {
    const { quarterly } = dividendHistory(loadCompanyFacts("CIK0000320193.derived.json").facts);
    expect(quarterly[0]).toMatchObject({
      fiscalYear: 2023,
      fiscalPeriod: "Q3",
      dividendsPerShare: 0.24,
      dividendsPaid: null,
      nullReasons: { dividendsPaid: "reported_year_to_date_only" },
    });
  });
});
