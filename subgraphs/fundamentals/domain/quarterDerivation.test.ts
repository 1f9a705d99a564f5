import { describe, expect, it } from "vitest";
import { buildCashFlows } from "./cashFlows.js";
import { buildIncomeStatements } from "./incomeStatements.js";
import { derivationOf, derivedQuarterFlow, type Span } from "./quarterDerivation.js";
import type { SecFact } from "./secFact.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;

/** The newest-filed USD duration fact of a concept for exactly the span (what the statements use). */
const factIn =
  (facts: readonly SecFact[]) =>
  (concept: string, span: Span): SecFact | undefined =>
    facts
      .filter(
        (f) =>
          f.concept === concept &&
          f.unit === "USD" &&
          f.period_start === span.start &&
          f.period_end === span.end,
      )
      .sort((a, b) => (b.filed ?? "").localeCompare(a.filed ?? ""))[0];

const AAPL_FY2023 = { start: "2022-09-25", end: "2023-09-30" };
const AAPL_9M_FY2023 = { start: "2022-09-25", end: "2023-07-01" };

describe("derivedQuarterFlow: the one quarter-derivation rule (issue 14, defect 3)", () => {
  it("AAPL Q4 FY2023 = FY - 9M YTD: revenue 89,498M, net income 22,956M, operating cash flow 21,598M", () => {
    // By hand from CIK0000320193.derived.json: revenue (RevenueFromContractWithCustomerExcluding
    // AssessedTax) FY 383,285M (10-K 2023-11-03) - 9M 293,787M (10-Q 2023-08-04) = 89,498M; net
    // income 96,995M - 74,039M = 22,956M; operating cash flow 110,543M - 88,945M = 21,598M.
    const at = factIn(aapl);
    const revenue = derivedQuarterFlow(
      ["Revenues", "RevenueFromContractWithCustomerExcludingAssessedTax"],
      at,
      AAPL_FY2023,
      [AAPL_9M_FY2023],
    );
    expect(revenue).toMatchObject({
      value: 89_498_000_000,
      concept: "RevenueFromContractWithCustomerExcludingAssessedTax",
    });
    expect(revenue?.inputs.map((f) => f.value)).toEqual([383_285_000_000, 293_787_000_000]);
    expect(derivedQuarterFlow(["NetIncomeLoss"], at, AAPL_FY2023, [AAPL_9M_FY2023])?.value).toBe(
      22_956_000_000,
    );
    expect(
      derivedQuarterFlow(["NetCashProvidedByUsedInOperatingActivities"], at, AAPL_FY2023, [AAPL_9M_FY2023])
        ?.value,
    ).toBe(21_598_000_000);
  });

  it("TSLA Q4 2021 = FY - Q1 - Q2 - Q3 = FY - 9M: 17,719M either way", () => {
    // CIK0001318605.json Revenues: FY2021 53,823M; Q1 10,389M, Q2 11,958M, Q3 13,757M; 9M 36,104M.
    const at = factIn(tsla);
    const fy = { start: "2021-01-01", end: "2021-12-31" };
    const quarters = [
      { start: "2021-01-01", end: "2021-03-31" },
      { start: "2021-04-01", end: "2021-06-30" },
      { start: "2021-07-01", end: "2021-09-30" },
    ];
    expect(derivedQuarterFlow(["Revenues"], at, fy, quarters)?.value).toBe(17_719_000_000);
    expect(derivedQuarterFlow(["Revenues"], at, fy, [{ start: fy.start, end: "2021-09-30" }])?.value).toBe(
      17_719_000_000,
    );
  });

  it("never nets unlike concepts: every input under one concept, else null", () => {
    const fact = (concept: string, span: Span, value: number): SecFact => ({
      taxonomy: "us-gaap",
      concept,
      unit: "USD",
      period_start: span.start,
      period_end: span.end,
      value,
      accn: null,
      fy: null,
      fp: null,
      form: null,
      filed: "2024-01-01",
    });
    const whole = { start: "2023-01-01", end: "2023-12-31" };
    const part = { start: "2023-01-01", end: "2023-09-30" };
    const mixed = [fact("Revenues", whole, 100), fact("SalesRevenueNet", part, 70)];
    expect(derivedQuarterFlow(["Revenues", "SalesRevenueNet"], factIn(mixed), whole, [part])).toBeNull();
    const second = [...mixed, fact("SalesRevenueNet", whole, 90)];
    expect(derivedQuarterFlow(["Revenues", "SalesRevenueNet"], factIn(second), whole, [part])).toMatchObject({
      value: 20,
      concept: "SalesRevenueNet",
    });
  });

  it("labels a fiscal-year derivation and a year-to-date one apart", () => {
    expect(derivationOf(true)).toEqual({
      basis: "derived:FY-minus-Q1-Q3",
      unverified: "derived_fy_minus_q1_q3",
    });
    expect(derivationOf(false)).toEqual({
      basis: "derived:YTD-minus-prior-YTD",
      unverified: "derived_ytd_difference",
    });
  });

  it("the income statement and the cash flow statement serve the same derived AAPL Q4 FY2023", () => {
    const source = "derived_xbrl_instance" as const;
    const income = buildIncomeStatements(aapl, { period: "quarterly", limit: 1, source }).rows[0];
    const cash = buildCashFlows(aapl, { period: "quarterly", limit: 1 }).rows[0];
    expect(income).toMatchObject({
      fiscalYear: 2023,
      fiscalPeriod: "Q4",
      periodStart: "2023-07-02",
      periodEnd: "2023-09-30",
      periodSource: "derived_fy_minus_q1_q3",
      revenue: 89_498_000_000,
      netIncome: 22_956_000_000,
    });
    expect(cash).toMatchObject({
      fiscalYear: 2023,
      fiscalPeriod: "Q4",
      periodStart: "2023-07-02",
      periodEnd: "2023-09-30",
      periodSource: "derived_fy_minus_q1_q3",
      netIncome: 22_956_000_000,
      operatingCashFlow: 21_598_000_000,
    });
    expect(income?.fieldBasis.netIncome).toBe(cash?.fieldBasis.netIncome);
  });
});
