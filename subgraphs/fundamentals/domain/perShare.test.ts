import { describe, expect, it } from "vitest";
import { buildIncomeStatements } from "./incomeStatements.js";
import { repairEps, SPLIT_RATIO_CONCEPT, splitEvents, splitFactorSince } from "./perShare.js";
import type { SecFact } from "./secFact.js";
import type { IncomeStatementRow } from "./statementRow.js";
import { loadCompanyFacts } from "./testFacts.js";

const tsla = loadCompanyFacts("CIK0001318605.json").facts;
const rowsOf = (period: "annual" | "quarterly") =>
  buildIncomeStatements(tsla, { period, limit: 200, source: "sec_edgar_companyfacts" }).rows;
const row = (period: "annual" | "quarterly", fy: number, fp: string) => {
  const r = rowsOf(period).find((x) => x.fiscalYear === fy && x.fiscalPeriod === fp);
  if (!r) throw new Error(`no ${fy} ${fp}`);
  return r;
};

const splitFact = (end: string, value: number, start: string | null = null): SecFact => ({
  taxonomy: "us-gaap",
  concept: SPLIT_RATIO_CONCEPT,
  unit: "pure",
  period_start: start,
  period_end: end,
  value,
  accn: null,
  fy: null,
  fp: null,
  form: "10-Q",
  filed: end,
});

describe("splitEvents", () => {
  it("reads TSLA's 5:1 (2020) and 3:1 (2022) splits from its own instant facts", () => {
    expect(splitEvents(tsla)).toEqual([
      { date: "2020-08-10", ratio: 5 },
      { date: "2022-08-05", ratio: 3 },
    ]);
  });

  it("merges repeated tags of one split, keeps two splits of one ratio years apart, ignores durations", () => {
    const facts = [
      splitFact("2010-05-01", 2),
      splitFact("2010-06-30", 2),
      splitFact("2010-06-30", 2, "2010-04-01"),
      splitFact("2015-03-01", 2),
      splitFact("2018-01-10", 0.05),
    ];
    expect(splitEvents(facts)).toEqual([
      { date: "2010-05-01", ratio: 2 },
      { date: "2015-03-01", ratio: 2 },
      { date: "2018-01-10", ratio: 0.05 },
    ]);
    expect(splitFactorSince("2012-01-01", splitEvents(facts))).toBe(0.1);
    expect(splitFactorSince(null, splitEvents(facts))).toBe(1);
  });
});

describe("TSLA EPS across its splits (companyfacts through the Q3 2022 10-Q)", () => {
  it("FY2018 as last filed (2021, after the 5:1) and divided by 3 for the 3:1", () => {
    const fy2018 = row("annual", 2018, "FY");
    // First filed -5.72 (10-K of 2019-02-19), restated -1.14 on the post-5:1 basis by the FY2020 10-K.
    expect(fy2018.epsDiluted).toBe(-1.14);
    expect(fy2018.epsDilutedSplitAdjusted).toBe(-0.38);
    expect(fy2018.splitAdjustmentFactor).toBe(3);
    expect(fy2018.perShareRestated).toBe(true);
  });

  it("FY2015, filed only before both splits, is divided by 15", () => {
    const fy2015 = row("annual", 2015, "FY");
    expect(fy2015.epsDiluted).toBe(-6.93);
    expect(fy2015.epsDilutedSplitAdjusted).toBe(-0.462);
    expect(fy2015.splitAdjustmentFactor).toBe(15);
    expect(fy2015.perShareRestated).toBe(false);
  });

  it("rows of one answer sit on different filed bases and one adjusted basis", () => {
    // FY2021 (4.90, filed 2022-02-07) predates the 3:1; Q3 2022 (0.95) was filed after it.
    expect(row("annual", 2021, "FY").epsDilutedSplitAdjusted).toBe(1.6333);
    const q3 = row("quarterly", 2022, "Q3");
    expect([q3.epsDiluted, q3.epsDilutedSplitAdjusted, q3.splitAdjustmentFactor]).toEqual([0.95, 0.95, 1]);
    // Q3 2021 was first filed at 1.44 (2021-10-25) and restated 0.48 by the Q3 2022 10-Q.
    const q3_2021 = row("quarterly", 2021, "Q3");
    expect([q3_2021.epsDiluted, q3_2021.perShareRestated]).toEqual([0.48, true]);
  });

  it("repairs Q1 2013's diluted EPS filed as 0 against net income of $11.248m", () => {
    const q1 = row("quarterly", 2013, "Q1");
    expect(q1.epsRepair).toEqual([
      {
        field: "epsDiluted",
        fiscalYear: 2013,
        fiscalPeriod: "Q1",
        filed: 0,
        repaired: 0.09, // 11,248,000 / 124,265,292 diluted shares
        reason: "zero_eps_with_net_income",
        accession: expect.any(String),
      },
    ]);
    expect(q1.epsDiluted).toBe(0.09);
    expect(q1.epsBasic).toBe(0.1); // as filed, consistent with net income
    expect(rowsOf("quarterly").filter((r) => r.epsRepair.length > 0)).toHaveLength(1);
  });

  it("derived and TTM rows carry no EPS basis", () => {
    const ttm = buildIncomeStatements(tsla, { period: "ttm", limit: 1, source: "sec_edgar_companyfacts" })
      .rows[0];
    expect(ttm?.epsDilutedSplitAdjusted).toBeNull();
    expect(ttm?.splitAdjustmentFactor).toBeNull();
    expect(ttm?.epsRepair).toEqual([]);
  });
});

describe("repairEps", () => {
  const base = {
    netIncome: 1_000_000_000,
    weightedAverageSharesDiluted: 500_000_000,
    weightedAverageSharesBasic: 490_000_000,
    fiscalYear: 2020,
    fiscalPeriod: "FY",
  } as IncomeStatementRow;

  it("leaves figures that rounding and dilution explain", () => {
    expect(repairEps({ ...base, epsDiluted: 1.95 }, "epsDiluted", "a")).toBeNull();
    expect(repairEps({ ...base, epsDiluted: 2.0 }, "epsDiluted", "a")).toBeNull();
  });

  it("fixes a figure on another share basis (5x), not a sign alone", () => {
    expect(repairEps({ ...base, epsDiluted: 10 }, "epsDiluted", "a")).toMatchObject({
      filed: 10,
      repaired: 2,
      reason: "eps_contradicts_net_income",
    });
    expect(repairEps({ ...base, epsDiluted: 0.4 }, "epsDiluted", "a")?.repaired).toBe(2);
    expect(repairEps({ ...base, epsDiluted: -2 }, "epsDiluted", "a")).toBeNull();
  });

  it("cannot judge without net income or shares", () => {
    expect(repairEps({ ...base, netIncome: null, epsDiluted: 10 }, "epsDiluted", "a")).toBeNull();
    expect(
      repairEps({ ...base, weightedAverageSharesDiluted: null, epsDiluted: 10 }, "epsDiluted", "a"),
    ).toBeNull();
  });
});
