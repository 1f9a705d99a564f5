import { describe, expect, it } from "vitest";
import { buildCashFlows, type CashFlowRow } from "./cashFlows.js";
import { DERIVED_Q4_BASIS } from "./statementFields.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const snow = loadCompanyFacts("CIK0001640147.json").facts;
const nflx = loadCompanyFacts("CIK0001065280.derived.json").facts;

function at(rows: CashFlowRow[], periodEnd: string): CashFlowRow {
  const row = rows.find((r) => r.periodEnd === periodEnd);
  if (!row) throw new Error(`no row ending ${periodEnd}`);
  return row;
}

const componentsSum = (row: CashFlowRow) =>
  Object.values(row.operatingCashFlowComponents ?? {}).reduce((s, v) => s + v, 0);

describe("buildCashFlows: AAPL FY2023 10-K", () => {
  it("annual figures in cash-flow sign", () => {
    const res = buildCashFlows(aapl, { period: "annual", limit: 2 });
    const fy23 = res.rows[0] as CashFlowRow;
    expect(fy23).toMatchObject({
      period: "annual",
      fiscalYear: 2023,
      fiscalPeriod: "FY",
      periodStart: "2022-09-25",
      periodEnd: "2023-09-30",
      periodSource: "annual_report",
      accessionNumber: "0000320193-23-000106",
      netIncome: 96_995_000_000,
      depreciationAndAmortization: 11_519_000_000,
      stockBasedCompensation: 10_833_000_000,
      // The filing shows "(1,688)": receivables grew, a use of cash.
      changeInReceivables: -1_688_000_000,
      operatingCashFlow: 110_543_000_000,
      capitalExpenditure: -10_959_000_000,
      freeCashFlow: 99_584_000_000,
      investmentSales: 5_828_000_000,
      investmentSalesBasis: "ProceedsFromSaleOfAvailableForSaleSecuritiesDebt",
      investingCashFlow: 3_705_000_000,
      dividendsPaid: -15_025_000_000,
      shareRepurchases: -77_550_000_000,
      financingCashFlow: -108_488_000_000,
      changeInWorkingCapital: null,
      changeInWorkingCapitalStatus: "not_reported_as_a_total",
      operatingCashFlowComponentsStatus: "ok",
      statementCheck: { status: "sec_confirmed" },
    });
    expect(fy23.fieldBasis.operatingCashFlow).toBe("NetCashProvidedByUsedInOperatingActivities");
    expect(fy23.fieldNotes.changeInWorkingCapital).toBe("not_reported_as_a_total");
    expect(fy23.fieldsUnverified).toEqual({ freeCashFlow: "sum_of_reported_lines" });
    expect(componentsSum(fy23)).toBe(110_543_000_000);
    expect(fy23.operatingCashFlowComponents?.netIncome).toBe(96_995_000_000);
  });

  it("Q4 FY2023 derived as FY minus Q1..Q3 (the 10-Q's nine months), labelled", () => {
    const res = buildCashFlows(aapl, { period: "quarterly", limit: 8 });
    const q4 = at(res.rows, "2023-09-30");
    expect(q4).toMatchObject({
      fiscalYear: 2023,
      fiscalPeriod: "Q4",
      periodStart: "2023-07-02",
      periodSource: "derived_fy_minus_q1_q3",
      // 110,543 - 88,945 and 96,995 - 74,039 (10-Q 0000320193-23-000077).
      operatingCashFlow: 21_598_000_000,
      netIncome: 22_956_000_000,
    });
    expect(q4.fieldBasis.operatingCashFlow).toBe(DERIVED_Q4_BASIS);
    expect(q4.fieldsUnverified.operatingCashFlow).toBe("derived_fy_minus_q1_q3");
    expect(q4.sourceAccessions).toEqual(["0000320193-23-000106", "0000320193-23-000077"].sort());
    expect(componentsSum(q4)).toBe(21_598_000_000);
    // Only the Q3 10-Q's nine months are held: Q1..Q3 cannot be separated.
    expect(res.rows.map((r) => r.periodEnd)).toEqual(["2023-09-30", "2022-09-24"]);
    expect(res.quartersMissing).toEqual(["2023Q3", "2023Q2", "2023Q1"]);
  });

  it("ttm: fewer than four quarters, so one null row that says why", () => {
    const res = buildCashFlows(aapl, { period: "ttm", limit: 4 });
    expect(res.status).toBe("insufficient_quarters");
    expect(res.rows).toHaveLength(1);
    expect(res.rows[0]).toMatchObject({ ttmStatus: "insufficient_quarters", operatingCashFlow: null });
    expect(res.rows[0]?.fieldNotes.operatingCashFlow).toBe("insufficient_quarters");
  });
});

describe("buildCashFlows: year-to-date 10-Q figures (TSLA, SNOW)", () => {
  it("TSLA 2022: Q2 = H1 - Q1, Q3 = 9M - H1, Q4 2021 = FY - 9M", () => {
    const res = buildCashFlows(tsla, { period: "quarterly", limit: 4 });
    expect(
      res.rows.map((r) => [r.fiscalPeriod, r.periodStart, r.periodEnd, r.periodSource, r.operatingCashFlow]),
    ).toEqual([
      ["Q3", "2022-07-01", "2022-09-30", "derived_ytd_difference", 5_100_000_000],
      ["Q2", "2022-04-01", "2022-06-30", "derived_ytd_difference", 2_351_000_000],
      ["Q1", "2022-01-01", "2022-03-31", "quarterly_report", 3_995_000_000],
      ["Q4", "2021-10-01", "2021-12-31", "derived_fy_minus_q1_q3", 4_585_000_000],
    ]);
    expect(res.rows[0]?.fieldBasis.operatingCashFlow).toBe("derived:YTD-minus-prior-YTD");
    expect(res.quartersMissing).toEqual([]);
  });

  it("TSLA TTM to 2022-09-30 sums exactly those four quarters", () => {
    const res = buildCashFlows(tsla, { period: "ttm", limit: 2 });
    expect(res.status).toBe("ok");
    expect(res.rows[0]).toMatchObject({
      period: "ttm",
      periodStart: "2021-10-01",
      periodEnd: "2022-09-30",
      periodSource: "ttm_sum_of_4_quarters",
      ttmStatus: "ok",
      operatingCashFlow: 16_031_000_000,
    });
    // The window ending at fiscal year end equals the 10-K's year.
    const fy21 = buildCashFlows(tsla, { period: "annual", limit: 1 }).rows[0];
    const ttm21 = at(buildCashFlows(tsla, { period: "ttm", limit: 8 }).rows, "2021-12-31");
    expect(ttm21.operatingCashFlow).toBe(fy21?.operatingCashFlow);
    expect(ttm21.capitalExpenditure).toBe(fy21?.capitalExpenditure);
  });

  it("SNOW FY2025: D&A stays on its own concept in every quarter, so quarters add up to the year", () => {
    const quarters = buildCashFlows(snow, { period: "quarterly", limit: 8 }).rows.filter(
      (r) => r.fiscalYear === 2025,
    );
    expect(quarters).toHaveLength(4);
    expect(quarters.reduce((s, r) => s + (r.depreciationAndAmortization ?? 0), 0)).toBe(182_508_000);
    const fy = buildCashFlows(snow, { period: "annual", limit: 1 }).rows[0];
    expect(fy).toMatchObject({
      fiscalYear: 2025,
      depreciationAndAmortization: 182_508_000,
      operatingCashFlow: 959_764_000,
    });
    expect(quarters.reduce((s, r) => s + (r.operatingCashFlow ?? 0), 0)).toBe(959_764_000);
  });

  it("NFLX: a missing quarter (2024Q2) makes the TTM null with quarter_gap", () => {
    const res = buildCashFlows(nflx, { period: "ttm", limit: 4 });
    expect(res.status).toBe("quarter_gap");
    expect(res.quartersMissing).toEqual(["2024Q2"]);
    expect(res.rows[0]?.operatingCashFlow).toBeNull();
  });
});

describe("buildCashFlows: a working capital total where tagged", () => {
  const fact = (concept: string, value: number) => ({
    taxonomy: "us-gaap",
    concept,
    unit: "USD",
    period_start: "2023-01-01",
    period_end: "2023-12-31",
    value,
    accn: "0000000001-24-000001",
    fy: 2023,
    fp: "FY",
    form: "10-K",
    filed: "2024-02-20",
  });
  const facts = [
    fact("NetIncomeLoss", 100),
    fact("DepreciationDepletionAndAmortization", 30),
    fact("IncreaseDecreaseInOperatingCapital", 25),
    fact("IncreaseDecreaseInAccountsReceivable", 10),
    fact("NetCashProvidedByUsedInOperatingActivities", 98),
  ];

  it("serves it in cash-flow sign and uses it, not its parts, in the components", () => {
    const row = buildCashFlows(facts, { period: "annual", limit: 1 }).rows[0] as CashFlowRow;
    expect(row).toMatchObject({
      changeInWorkingCapital: -25,
      changeInWorkingCapitalStatus: "reported",
      changeInReceivables: -10,
      operatingCashFlowComponents: {
        netIncome: 100,
        depreciationAndAmortization: 30,
        changeInWorkingCapital: -25,
        otherOperatingItems: -7,
      },
    });
    expect(componentsSum(row)).toBe(98);
  });
});
