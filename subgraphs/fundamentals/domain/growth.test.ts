import { describe, expect, it } from "vitest";
import { buildGrowth } from "./growth.js";
import { loadCompanyFacts } from "./testFacts.js";

const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const snow = loadCompanyFacts("CIK0001640147.json").facts;
const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;

describe("buildGrowth: known answers from the filed 10-Ks", () => {
  it("TSLA FY2021 over FY2020 (10-K filed 2022-02-07)", () => {
    const [fy21, fy20] = buildGrowth(tsla, { limit: 2, source: "sec_edgar_companyfacts" });
    // Revenues 53,823 vs 31,536 $M; net income 5,519 vs 721 $M; diluted EPS 4.90 vs 0.64.
    expect(fy21).toMatchObject({
      fiscalYear: 2021,
      priorFiscalYear: 2020,
      revenue: 53_823_000_000,
      revenuePrior: 31_536_000_000,
      netIncome: 5_519_000_000,
      netIncomePrior: 721_000_000,
      revenueGrowthBasis: "Revenues",
      growthStatus: "sec_confirmed",
    });
    expect(fy21?.revenueGrowth).toBeCloseTo(((53_823 - 31_536) / 31_536) * 100, 10);
    expect(fy21?.revenueGrowth).toBeCloseTo(70.6716, 4);
    expect(fy21?.netIncomeGrowth).toBeCloseTo(((5_519 - 721) / 721) * 100, 10);
    expect(fy21?.epsDilutedGrowth).toBeCloseTo(((4.9 - 0.64) / 0.64) * 100, 10);
    expect(fy21?.netMargin).toBeCloseTo((5_519 / 53_823) * 100, 10);
    // FY2020 over FY2019: a loss year before, so the absolute denominator keeps the sign.
    expect(fy20?.netIncomeGrowth).toBeCloseTo(((721 - -862) / 862) * 100, 10);
  });

  it("SNOW FY2025 (ended 2025-01-31): revenue from the ASC 606 concept, growing losses are negative growth", () => {
    const [fy25] = buildGrowth(snow, { limit: 1, source: "sec_edgar_companyfacts" });
    expect(fy25).toMatchObject({
      fiscalYear: 2025,
      periodEnd: "2025-01-31",
      revenue: 3_626_396_000,
      revenuePrior: 2_806_489_000,
      revenueGrowthBasis: "RevenueFromContractWithCustomerExcludingAssessedTax",
    });
    expect(fy25?.revenueGrowth).toBeCloseTo(((3_626_396 - 2_806_489) / 2_806_489) * 100, 10);
    expect(fy25?.netIncomeGrowth).toBeCloseTo(((-1_285_640 - -836_097) / 836_097) * 100, 10);
  });

  it("AAPL FY2023 shrank against FY2022; the oldest year has no prior and says so", () => {
    const rows = buildGrowth(aapl, { limit: 20, source: "derived_xbrl_instance" });
    expect(rows[0]?.revenueGrowth).toBeCloseTo(((383_285 - 394_328) / 394_328) * 100, 10);
    const oldest = rows[rows.length - 1];
    expect(oldest?.revenueGrowth).toBeNull();
    expect(oldest?.nullReasons.revenueGrowth).toBe("prior_fiscal_year_missing");
  });
});
