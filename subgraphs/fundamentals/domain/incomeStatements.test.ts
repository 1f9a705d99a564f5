import { describe, expect, it } from "vitest";
import {
  buildIncomeStatements,
  DERIVED_Q4_BASIS,
  FIELD_NOTE_DESCRIPTIONS,
  INCOME_STATEMENT_FIELDS,
  type IncomeStatementRow,
} from "./incomeStatements.js";
import { loadCompanyFacts } from "./testFacts.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const snow = loadCompanyFacts("CIK0001640147.json").facts;
const nflx = loadCompanyFacts("CIK0001065280.derived.json").facts;
const lpa = loadCompanyFacts("CIK0001997711.json").facts;

const derived = "derived_xbrl_instance" as const;
const verbatim = "sec_edgar_companyfacts" as const;

function rowAt(rows: IncomeStatementRow[], periodEnd: string): IncomeStatementRow {
  const row = rows.find((r) => r.periodEnd === periodEnd);
  if (!row) throw new Error(`no row ending ${periodEnd}`);
  return row;
}

describe("buildIncomeStatements: AAPL (derived from 3 XBRL instances)", () => {
  it("annual FY2023 and FY2022 from the FY2023 10-K, newest first", () => {
    const res = buildIncomeStatements(aapl, { period: "annual", limit: 10, source: derived });
    expect(res.source).toBe("derived_xbrl_instance");
    expect(res.units.revenue).toBe("usd");
    expect(res.units.epsBasic).toBe("usd_per_share");
    expect(res.units.weightedAverageSharesBasic).toBe("shares");
    expect(res.quartersMissing).toEqual([]);
    expect(res.rows.map((r) => r.fiscalYear)).toEqual([2023, 2022, 2021, 2020]);

    const fy23 = res.rows[0] as IncomeStatementRow;
    expect(fy23).toMatchObject({
      period: "annual",
      fiscalYear: 2023,
      fiscalPeriod: "FY",
      periodStart: "2022-09-25",
      periodEnd: "2023-09-30",
      filingDate: "2023-11-03",
      accessionNumber: "0000320193-23-000106",
      form: "10-K",
      revenue: 383_285_000_000,
      costOfRevenue: 214_137_000_000,
      grossProfit: 169_148_000_000,
      researchAndDevelopment: 29_915_000_000,
      sellingGeneralAndAdministrative: 24_932_000_000,
      operatingExpenses: 54_847_000_000,
      operatingIncome: 114_301_000_000,
      interestExpense: 3_933_000_000,
      incomeBeforeTax: 113_736_000_000,
      incomeTaxExpense: 16_741_000_000,
      netIncome: 96_995_000_000,
      epsBasic: 6.16,
      epsDiluted: 6.13,
      weightedAverageSharesBasic: 15_744_231_000,
      weightedAverageSharesDiluted: 15_812_547_000,
      // Net interest income is a bank's line; Apple tags none.
      fieldsWithheld: ["netInterestIncome"],
      // AAPL tags no InterestIncomeExpenseNet in any period: the map's concept is not its line.
      fieldNotes: { netInterestIncome: "concept_not_mapped" },
      statementCheck: { status: "sec_confirmed" },
      ttmStatus: null,
      sourceAccessions: ["0000320193-23-000106"],
      periodSource: "annual_report",
      fieldsUnverified: {},
    });
    expect(fy23.fieldBasis.revenue).toBe("RevenueFromContractWithCustomerExcludingAssessedTax");
    expect(fy23.fieldBasis.costOfRevenue).toBe("CostOfGoodsAndServicesSold");
    expect(fy23.fieldBasis.netIncome).toBe("NetIncomeLoss");

    const fy22 = res.rows[1] as IncomeStatementRow;
    expect(fy22).toMatchObject({
      fiscalYear: 2022,
      periodStart: "2021-09-26",
      periodEnd: "2022-09-24",
      revenue: 394_328_000_000,
      netIncome: 99_803_000_000,
      epsBasic: 6.15,
      epsDiluted: 6.11,
      // Reported by both 10-Ks with equal values; the most recently filed one is cited.
      accessionNumber: "0000320193-23-000106",
    });
    // FY2020 appears only in the FY2022 10-K.
    expect(res.rows[3]).toMatchObject({
      fiscalYear: 2020,
      revenue: 274_515_000_000,
      filingDate: "2022-10-28",
    });
  });

  it("quarterly: the two Q3 quarters, and each Q4 as FY - 9M YTD (the cash flows' rule; issue 14 defect 3)", () => {
    const res = buildIncomeStatements(aapl, { period: "quarterly", limit: 20, source: derived });
    expect(res.rows.map((r) => `${r.fiscalYear}${r.fiscalPeriod}`)).toEqual([
      "2023Q4",
      "2023Q3",
      "2022Q4",
      "2022Q3",
    ]);
    // By hand from the file: FY2023 (10-K) minus nine months to 2023-07-01 (Q3 10-Q):
    // revenue 383,285M - 293,787M = 89,498M; net income 96,995M - 74,039M = 22,956M.
    expect(rowAt(res.rows, "2023-09-30")).toMatchObject({
      fiscalPeriod: "Q4",
      periodStart: "2023-07-02",
      revenue: 89_498_000_000,
      netIncome: 22_956_000_000,
      periodSource: "derived_fy_minus_q1_q3",
      epsDiluted: null,
    });
    expect(rowAt(res.rows, "2023-09-30")?.fieldBasis.revenue).toBe("derived:FY-minus-Q1-Q3");
    expect(rowAt(res.rows, "2023-09-30")?.fieldsUnverified.netIncome).toBe("derived_fy_minus_q1_q3");
    // FY2022 minus the nine months to 2022-06-25 (a comparative of the Q3 FY2023 10-Q):
    // 394,328M - 304,182M = 90,146M; 99,803M - 79,082M = 20,721M.
    expect(rowAt(res.rows, "2022-09-24")).toMatchObject({
      revenue: 90_146_000_000,
      netIncome: 20_721_000_000,
    });
    expect(rowAt(res.rows, "2023-07-01")).toMatchObject({
      periodStart: "2023-04-02",
      periodEnd: "2023-07-01",
      revenue: 81_797_000_000,
      netIncome: 19_881_000_000,
      epsBasic: 1.27,
      epsDiluted: 1.26,
      accessionNumber: "0000320193-23-000077",
      form: "10-Q",
    });
    expect(rowAt(res.rows, "2022-06-25")).toMatchObject({ revenue: 82_959_000_000 });
    expect(res.quartersMissing).toEqual(["2023Q2", "2023Q1"]);
  });

  it("ttm: a single row with every figure null (quarter_gap: Q1 and Q2 FY2023 are not held)", () => {
    const res = buildIncomeStatements(aapl, { period: "ttm", limit: 5, source: derived });
    expect(res.ttmStatus).toBe("quarter_gap");
    expect(res.rows).toHaveLength(1);
    const row = res.rows[0] as IncomeStatementRow;
    expect(row).toMatchObject({
      period: "ttm",
      fiscalPeriod: "TTM",
      fiscalYear: 2023,
      periodStart: null,
      periodEnd: "2023-09-30",
      revenue: null,
      netIncome: null,
      ttmStatus: "quarter_gap",
    });
    expect(row.fieldsWithheld).toEqual([...INCOME_STATEMENT_FIELDS]);
    expect(row.fieldNotes.revenue).toBe("quarter_gap");
    expect(res.quartersMissing).toEqual(["2023Q2", "2023Q1"]);
  });
});

describe("buildIncomeStatements: TSLA verbatim SEC companyfacts (to 2022-10)", () => {
  it("annual FY2021", () => {
    const res = buildIncomeStatements(tsla, { period: "annual", limit: 3, source: verbatim });
    expect(res.rows).toHaveLength(3);
    expect(res.rows[0]).toMatchObject({
      fiscalYear: 2021,
      fiscalPeriod: "FY",
      periodStart: "2021-01-01",
      periodEnd: "2021-12-31",
      revenue: 53_823_000_000,
      netIncome: 5_519_000_000,
      epsBasic: 5.6,
      epsDiluted: 4.9,
      accessionNumber: "0000950170-22-000796",
      form: "10-K",
      filingDate: "2022-02-07",
    });
    expect(res.rows[0]?.fieldBasis.revenue).toBe("Revenues");
    expect(res.rows[0]?.fieldBasis.netIncome).toBe("NetIncomeLoss");
  });

  it("quarterly: Q4 FY2021 derived as FY minus Q1..Q3, EPS withheld", () => {
    const res = buildIncomeStatements(tsla, { period: "quarterly", limit: 8, source: verbatim });
    expect(res.rows.map((r) => `${r.fiscalYear}${r.fiscalPeriod}`)).toEqual([
      "2022Q3",
      "2022Q2",
      "2022Q1",
      "2021Q4",
      "2021Q3",
      "2021Q2",
      "2021Q1",
      "2020Q4",
    ]);
    expect(res.quartersMissing).toEqual([]);

    const q4 = rowAt(res.rows, "2021-12-31");
    // 53,823 - 10,389 - 11,958 - 13,757 = 17,719 ; 5,519 - 438 - 1,142 - 1,618 = 2,321 (USD millions)
    expect(q4).toMatchObject({
      period: "quarterly",
      fiscalYear: 2021,
      fiscalPeriod: "Q4",
      periodStart: "2021-10-01",
      periodEnd: "2021-12-31",
      revenue: 17_719_000_000,
      netIncome: 2_321_000_000,
      epsBasic: null,
      epsDiluted: null,
      weightedAverageSharesBasic: null,
      accessionNumber: "0000950170-22-000796",
      form: "10-K",
      statementCheck: { status: "sec_confirmed" },
    });
    expect(q4.fieldBasis.revenue).toBe(DERIVED_Q4_BASIS);
    expect(q4.fieldBasis.revenue).toBe("derived:FY-minus-Q1-Q3");
    expect(q4.fieldBasis.netIncome).toBe("derived:FY-minus-Q1-Q3");
    expect(q4.fieldBasis.epsBasic).toBeUndefined();
    // Derived figures are labelled: the row's period source and each derived field's reason.
    expect(q4.periodSource).toBe("derived_fy_minus_q1_q3");
    expect(q4.fieldsUnverified.revenue).toBe("derived_fy_minus_q1_q3");
    expect(q4.fieldsUnverified.epsBasic).toBeUndefined();
    expect(q4.fieldNotes.epsBasic).toBe("eps_not_additive");
    expect(q4.fieldNotes.epsDiluted).toBe("eps_not_additive");
    expect(q4.fieldNotes.weightedAverageSharesBasic).toBe("shares_not_additive");
    expect(q4.fieldsWithheld).toEqual([
      "netInterestIncome",
      "epsBasic",
      "epsDiluted",
      "weightedAverageSharesBasic",
      "weightedAverageSharesDiluted",
    ]);
    expect(FIELD_NOTE_DESCRIPTIONS.eps_not_additive).toMatch(/not additive/);

    // Reported quarters: Q3 2021 is taken from the Q3 2022 10-Q comparative (filed later; EPS after the
    // 2022 3-for-1 split), Q2 2022 from its own 10-Q (EPS before the split).
    expect(rowAt(res.rows, "2021-09-30")).toMatchObject({
      revenue: 13_757_000_000,
      netIncome: 1_618_000_000,
      epsDiluted: 0.48,
      accessionNumber: "0000950170-22-019867",
    });
    expect(rowAt(res.rows, "2022-06-30")).toMatchObject({ revenue: 16_934_000_000, epsDiluted: 1.95 });

    // Q4 2020 was reported directly (quarterly data in the FY2020 10-K): not derived.
    const q4of2020 = rowAt(res.rows, "2020-12-31");
    expect(q4of2020).toMatchObject({ fiscalPeriod: "Q4", revenue: 10_744_000_000, netIncome: 270_000_000 });
    expect(q4of2020.fieldBasis.revenue).toBe("Revenues");
    expect(q4of2020.fieldNotes.epsBasic).toBe("not_reported");
  });

  it("ttm: sums of four consecutive quarters including the derived Q4, newest first", () => {
    const res = buildIncomeStatements(tsla, { period: "ttm", limit: 5, source: verbatim });
    expect(res.ttmStatus).toBe("ok");
    expect(res.quartersMissing).toEqual([]);
    expect(res.rows).toHaveLength(5);
    const [latest, previous, , fy21] = res.rows;
    // Q4'21 17,719 + Q1'22 18,756 + Q2'22 16,934 + Q3'22 21,454 = 74,863 ; NI 2,321 + 3,318 + 2,259 + 3,292
    expect(latest).toMatchObject({
      period: "ttm",
      fiscalYear: 2022,
      fiscalPeriod: "TTM",
      periodStart: "2021-10-01",
      periodEnd: "2022-09-30",
      revenue: 74_863_000_000,
      netIncome: 11_190_000_000,
      epsBasic: null,
      epsDiluted: null,
      ttmStatus: "ok",
      accessionNumber: "0000950170-22-019867",
    });
    expect(latest?.fieldBasis.revenue).toBe("ttm:sum-of-4-quarters(Revenues,derived:FY-minus-Q1-Q3)");
    expect(latest?.fieldNotes.epsBasic).toBe("eps_not_additive");
    // Q3'21 13,757 + Q4'21 17,719 + Q1'22 18,756 + Q2'22 16,934
    expect(previous).toMatchObject({ periodEnd: "2022-06-30", revenue: 67_166_000_000 });
    // The TTM ending at fiscal year end equals the reported FY2021 figures.
    expect(fy21).toMatchObject({
      periodEnd: "2021-12-31",
      revenue: 53_823_000_000,
      netIncome: 5_519_000_000,
    });
  });
});

describe("buildIncomeStatements: other real files", () => {
  it("SNOW (January fiscal year): Q4 FY2025 derived, Q1 FY2026 reported", () => {
    const res = buildIncomeStatements(snow, { period: "quarterly", limit: 2, source: verbatim });
    expect(res.rows.map((r) => `${r.fiscalYear}${r.fiscalPeriod}`)).toEqual(["2026Q1", "2025Q4"]);
    expect(res.rows[0]).toMatchObject({ periodEnd: "2025-04-30", revenue: 1_042_074_000 });
    // 3,626,396 - 828,709 - 868,823 - 942,094 = 986,770 (USD thousands)
    expect(res.rows[1]).toMatchObject({
      periodStart: "2024-11-01",
      periodEnd: "2025-01-31",
      revenue: 986_770_000,
      accessionNumber: "0001640147-25-000052",
    });
    expect(res.rows[1]?.fieldBasis.revenue).toBe("derived:FY-minus-Q1-Q3");
  });

  it("NFLX: Q2 quarters absent; Q4 2023 is FY - 9M YTD; TTM reports a quarter gap", () => {
    const q = buildIncomeStatements(nflx, { period: "quarterly", limit: 10, source: derived });
    expect(q.rows.map((r) => `${r.fiscalYear}${r.fiscalPeriod}`)).toEqual([
      "2024Q3",
      "2024Q1",
      "2023Q4",
      "2023Q3",
      "2023Q1",
    ]);
    // FY2023 33,723,297K - nine months 24,890,472K (Q3 2024 10-Q comparative) = 8,832,825K;
    // net income 5,407,990K - 4,470,152K = 937,838K.
    expect(rowAt(q.rows, "2023-12-31")).toMatchObject({ revenue: 8_832_825_000, netIncome: 937_838_000 });
    expect(q.quartersMissing).toEqual(["2024Q2", "2023Q2"]);
    // The Q1 2024 10-Q has no accession/filing date in the derived file.
    expect(rowAt(q.rows, "2024-03-31")).toMatchObject({ revenue: 9_370_440_000, accessionNumber: null });

    const t = buildIncomeStatements(nflx, { period: "ttm", limit: 10, source: derived });
    expect(t.ttmStatus).toBe("quarter_gap");
    expect(t.rows).toHaveLength(1);
    expect(t.rows[0]).toMatchObject({ periodEnd: "2024-09-30", revenue: null, ttmStatus: "quarter_gap" });
    expect(t.quartersMissing).toEqual(["2024Q2"]);
  });

  it("limit caps rows; quartersMissing follows the served rows", () => {
    const res = buildIncomeStatements(aapl, { period: "quarterly", limit: 1, source: derived });
    expect(res.rows).toHaveLength(1);
    expect(res.quartersMissing).toEqual([]);
  });

  it("LPA (ifrs-full only): no us-gaap income statement, nothing invented", () => {
    for (const period of ["annual", "quarterly"] as const) {
      expect(buildIncomeStatements(lpa, { period, limit: 10, source: verbatim }).rows).toEqual([]);
    }
    const t = buildIncomeStatements(lpa, { period: "ttm", limit: 10, source: verbatim });
    expect(t.rows).toEqual([]);
    expect(t.ttmStatus).toBe("insufficient_quarters");
  });
});
