import { describe, expect, it } from "vitest";
import { loadCompanyFacts } from "./testFacts.js";
import { conceptDirectory, isStale, periodMonths, type XbrlQuery, xbrlFacts } from "./xbrl.js";

const aapl = loadCompanyFacts("CIK0000320193.derived.json").facts;
const lpa = loadCompanyFacts("CIK0001997711.json").facts;

const query = (q: Partial<XbrlQuery>): XbrlQuery => ({
  concept: "Assets",
  taxonomy: null,
  unit: null,
  form: null,
  start: null,
  end: null,
  asOf: null,
  history: false,
  limit: 500,
  ...q,
});

describe("conceptDirectory", () => {
  it("lists AAPL's 215 concepts by taxonomy then concept; search is a substring of the tag", () => {
    expect(conceptDirectory(aapl, { search: null, limit: 2000 }).total).toBe(215);
    const debt = conceptDirectory(aapl, { search: "DEBT", limit: 2 });
    expect(debt).toMatchObject({ total: 26, truncated: true });
    expect(debt.items.map((i) => i.concept)).toEqual([
      "AvailableForSaleSecuritiesDebtMaturitiesRollingAfterYearTenFairValue",
      "AvailableForSaleSecuritiesDebtMaturitiesRollingYearSixThroughTenFairValue",
    ]);
    const assets = conceptDirectory(aapl, { search: "assets", limit: 400 }).items.find(
      (i) => i.concept === "Assets",
    );
    expect(assets).toEqual({
      taxonomy: "us-gaap",
      concept: "Assets",
      units: ["USD"],
      factCount: 6,
      firstPeriodEnd: "2021-09-25",
      lastPeriodEnd: "2023-09-30",
      lastFiled: "2023-11-03",
    });
  });
});

describe("xbrlFacts", () => {
  it("one fact per period, the latest filed; newest period first", () => {
    const res = xbrlFacts(aapl, query({}));
    expect(res).toMatchObject({
      taxonomy: "us-gaap",
      total: 4,
      status: null,
      dataAsOf: "2023-11-03",
      lastFiled: "2023-11-03",
    });
    expect(res.items.map((f) => [f.periodEnd, f.value, f.accessionNumber])).toEqual([
      ["2023-09-30", 352_583_000_000, "0000320193-23-000106"],
      ["2023-07-01", 335_038_000_000, "0000320193-23-000077"],
      ["2022-09-24", 352_755_000_000, "0000320193-23-000106"],
      ["2021-09-25", 351_002_000_000, "0000320193-22-000108"],
    ]);
    expect(res.items[2]).toMatchObject({
      fy: 2023,
      fp: "FY",
      periodFy: 2022,
      periodFp: "Q4",
      periodMonths: null,
    });
  });

  it("history returns every filing's version; as_of is point in time", () => {
    const history = xbrlFacts(aapl, query({ history: true, start: "2022-09-24", end: "2022-09-24" }));
    expect(history.items.map((f) => [f.form, f.filed, f.superseded])).toEqual([
      ["10-K", "2023-11-03", false],
      ["10-Q", "2023-08-04", true],
      ["10-K", "2022-10-28", true],
    ]);
    const asOf = xbrlFacts(aapl, query({ asOf: "2023-01-01" }));
    expect(asOf.items.map((f) => [f.periodEnd, f.filed])).toEqual([
      ["2022-09-24", "2022-10-28"],
      ["2021-09-25", "2022-10-28"],
    ]);
  });

  it("labels durations: the FY2023 10-K carries FY2022 revenue; a 10-Q's nine months has no fiscal quarter", () => {
    const res = xbrlFacts(aapl, query({ concept: "RevenueFromContractWithCustomerExcludingAssessedTax" }));
    const fy22 = res.items.find((f) => f.periodStart === "2021-09-26" && f.periodEnd === "2022-09-24");
    expect(fy22).toMatchObject({
      value: 394_328_000_000,
      fy: 2023,
      fp: "FY",
      periodFy: 2022,
      periodFp: "FY",
      periodMonths: 12,
    });
    const nine = res.items.find((f) => f.periodStart === "2022-09-25" && f.periodEnd === "2023-07-01");
    expect(nine).toMatchObject({ fy: 2023, fp: "Q3", periodFy: 2023, periodFp: null, periodMonths: 9 });
    expect(
      xbrlFacts(
        aapl,
        query({ concept: "RevenueFromContractWithCustomerExcludingAssessedTax", form: "10-q" }),
      ).items.every((f) => f.form === "10-Q"),
    ).toBe(true);
  });

  it("a concept not reported (or not in the taxonomy asked) is an empty answer that says so", () => {
    expect(xbrlFacts(aapl, query({ concept: "Deposits" }))).toMatchObject({
      total: 0,
      status: "concept_not_reported",
    });
    expect(xbrlFacts(aapl, query({ taxonomy: "ifrs-full" }))).toMatchObject({
      total: 0,
      status: "concept_not_reported",
    });
    // LPA files IFRS: its Assets are in ifrs-full.
    expect(xbrlFacts(lpa, query({})).taxonomy).toBe("ifrs-full");
  });

  it("period months and staleness", () => {
    expect(periodMonths("2022-09-25", "2023-09-30")).toBe(12);
    expect(periodMonths("2023-04-02", "2023-07-01")).toBe(3);
    expect(periodMonths(null, "2023-07-01")).toBeNull();
    expect(isStale("2023-11-03", "2024-03-01")).toBe(false);
    expect(isStale("2023-11-03", "2026-11-17")).toBe(true);
  });
});
