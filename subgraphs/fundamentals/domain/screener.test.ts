import { describe, expect, it } from "vitest";
import { type Candidate, passesFundamentals, screen, securityClassOf } from "./screener.js";
import {
  type CompanyFigures,
  companyFigures,
  figuresCurrentAt,
  yearsOfDividendGrowth,
} from "./screenerFigures.js";
import { screenerRequest } from "./screenerRequest.js";
import { loadCompanyFacts } from "./testFacts.js";

const figures = (over: Partial<CompanyFigures>): CompanyFigures => ({
  fiscalYear: 2023,
  periodEnd: "2023-12-31",
  revenueUsd: null,
  netIncomeUsd: null,
  revenueGrowthYoy: null,
  netIncomeGrowthYoy: null,
  epsGrowthYoy: null,
  roe: null,
  roa: null,
  grossMargin: null,
  operatingMargin: null,
  netMargin: null,
  debtToEquity: null,
  currentRatio: null,
  quickRatio: null,
  payoutRatio: null,
  dividendGrowthYoy: null,
  yearsDividendGrowth: null,
  equityNegative: false,
  growthStatus: "sec_confirmed",
  growthStatusReason: null,
  nullReasons: {},
  ...over,
});
const candidate = (ticker: string, over: Partial<CompanyFigures>): Candidate => ({
  ticker,
  name: ticker,
  sector: "Information Technology",
  industry: null,
  assetClass: "equity",
  securityClass: "common",
  figures: figures(over),
});

describe("screenerRequest", () => {
  it("canonicalises aliases, deprecated names, sort aliases and security classes", () => {
    const request = screenerRequest({
      revenue_min: 5,
      roe_min: 20,
      sort_by: "Dollar_Volume",
      security_class: ["fund,common", "common"],
    });
    expect(request).toMatchObject({
      filters: { revenue_min_usd: 5, roe_min_pct: 20 },
      sortBy: "adv_21d_usd",
      sortOrder: "desc",
      limit: 50,
      page: 1,
      minMarketCapUsd: 300_000_000,
      minAdvUsd: 1_000_000,
      securityClass: ["common", "fund"],
      renamedParams: { revenue_min: "revenue_min_usd", roe_min: "roe_min_pct" },
    });
  });

  it("refuses ambiguous deprecated percents (refunded), 0 and ±1 pass; the canonical name never is ambiguous", () => {
    expect(() => screenerRequest({ payout_ratio_max: 0.6 })).toThrow(
      expect.objectContaining({ errorCode: "ambiguous_percent_threshold", billing: "refunded" }),
    );
    expect(() => screenerRequest({ roe_min: -0.5 })).toThrow(/roe_min/);
    expect(screenerRequest({ roe_min: 0 }).filters).toEqual({ roe_min_pct: 0 });
    expect(screenerRequest({ roe_min: 1 }).filters).toEqual({ roe_min_pct: 1 });
    expect(screenerRequest({ roe_min_pct: 0.5 }).filters).toEqual({ roe_min_pct: 0.5 });
  });

  it("bounds debt_to_equity_max to 0..20 with its own code; bad sort keys and classes are 400", () => {
    expect(screenerRequest({ debt_to_equity_max: 20 }).filters.debt_to_equity_max).toBe(20);
    expect(() => screenerRequest({ debt_to_equity_max: 20.5 })).toThrow(
      expect.objectContaining({ errorCode: "debt_to_equity_max_out_of_range", status: 422 }),
    );
    expect(() => screenerRequest({ sort_by: "pe" })).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => screenerRequest({ security_class: ["shares"] })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
    expect(() => screenerRequest({ gross_margin_min: 10, gross_margin_min_pct: 20 })).toThrow(
      expect.objectContaining({ errorCode: "validation_error" }),
    );
  });
});

describe("screen", () => {
  const market = new Map([
    ["A", { ticker: "A", price: 10, priceDate: "2022-12-29", adv21dUsd: 5e6 }],
    ["B", { ticker: "B", price: 10, priceDate: "2022-12-29", adv21dUsd: 5e6 }],
    ["C", { ticker: "C", price: 10, priceDate: "2022-12-28", adv21dUsd: 5e6 }],
  ]);
  const caps: Record<string, number | null> = { A: 1e9, B: null, C: 2e9 };
  const capOf = (c: Candidate) => ({ value: caps[c.ticker] ?? null, basis: null, reason: "x" });

  it("sorts nulls last in both orders and lets a floor of 0 admit unknown caps", () => {
    const rows = [candidate("A", { roe: 5 }), candidate("B", { roe: 50 }), candidate("C", { roe: null })];
    const base = screenerRequest({ sort_by: "roe", min_market_cap_usd: 0 });
    expect(screen(rows, market, capOf, base).rows.map((r) => r.ticker)).toEqual(["B", "A", "C"]);
    const asc = screenerRequest({ sort_by: "roe", sort_order: "asc", min_market_cap_usd: 0 });
    expect(screen(rows, market, capOf, asc).rows.map((r) => r.ticker)).toEqual(["A", "B", "C"]);
    const floor = screen(rows, market, capOf, screenerRequest({}));
    expect(floor).toMatchObject({ total: 2, liquidWithoutMarketCap: 1, asOf: "2022-12-29" });
  });

  it("never passes a null figure or negative equity under a D/E ceiling", () => {
    const request = screenerRequest({ debt_to_equity_max: 2 });
    expect(passesFundamentals(candidate("N", { debtToEquity: null, equityNegative: true }), request)).toBe(
      false,
    );
    expect(passesFundamentals(candidate("P", { debtToEquity: 1.5 }), request)).toBe(true);
    expect(passesFundamentals(candidate("Q", { debtToEquity: 2.5 }), request)).toBe(false);
  });
});

describe("figures helpers", () => {
  it("counts consecutive years of rising dividends ending at the latest", () => {
    const paid = new Map([
      [2019, 14_119],
      [2020, 14_081],
      [2021, 14_467],
      [2022, 14_841],
      [2023, 15_025],
    ]);
    expect(yearsOfDividendGrowth(paid, 2023)).toBe(3);
    expect(yearsOfDividendGrowth(paid, 2020)).toBe(0);
    expect(yearsOfDividendGrowth(paid, 2024)).toBeNull();
  });

  it("classifies listings from the instrument master", () => {
    expect(securityClassOf("AAPL", "Apple Inc.", "equity")).toBe("common");
    expect(securityClassOf("SPY", "SPDR S&P 500", "etf")).toBe("fund");
    expect(securityClassOf("BAC.PL", "Bank of America", "equity")).toBe("preferred");
    expect(securityClassOf("ACAH.U", "Atlantic Coastal Acquisition", "equity")).toBe("unit");
    expect(securityClassOf("ACAH.WS", "Atlantic Coastal Acquisition", "equity")).toBe("warrant");
    expect(securityClassOf("TSM", "Taiwan Semiconductor Manufacturing ADR", "equity")).toBe("adr");
    expect(securityClassOf("BRK.B", "Berkshire Hathaway", "equity")).toBe("common");
  });
});

describe("companyFigures growth_status (spec/01 values)", () => {
  it("sec_confirmed when the prior fiscal year is held (AAPL FY2023 over FY2022)", () => {
    const aapl = companyFigures(loadCompanyFacts("CIK0000320193.derived.json").facts, {
      source: "derived_xbrl_instance",
      sector: "Information Technology",
    });
    expect(aapl).toMatchObject({ fiscalYear: 2023, growthStatus: "sec_confirmed", growthStatusReason: null });
  });

  it("null with growth_status_reason when no annual report is held (LPA)", () => {
    const lpa = companyFigures(loadCompanyFacts("CIK0001997711.json").facts, {
      source: "sec_edgar_companyfacts",
      sector: null,
    });
    expect(lpa).toMatchObject({ growthStatus: null, growthStatusReason: "no_annual_report" });
  });
});

describe("figuresCurrentAt: the currency rule (issue 14 item 2)", () => {
  const msft = companyFigures(loadCompanyFacts("CIK0000789019.derived.json").facts, {
    source: "derived_xbrl_instance",
    sector: "Information Technology",
  });

  it("MSFT's FY2015 (to 2015-06-30) is not current at the 2022-12-29 close: no figure, no filter passes", () => {
    expect(msft.fiscalYear).toBe(2015);
    expect(msft.revenueUsd).not.toBeNull();
    const stale = figuresCurrentAt(msft, "2022-12-29");
    expect(stale).toMatchObject({
      fiscalYear: 2015,
      periodEnd: "2015-06-30",
      revenueUsd: null,
      netIncomeUsd: null,
      roe: null,
      growthStatus: null,
      growthStatusReason: "fundamentals_not_current",
      nullReasons: { all: "fundamentals_not_current" },
    });
    const request = screenerRequest({ revenue_min_usd: 1 });
    const candidate = (f: CompanyFigures): Candidate => ({
      ticker: "MSFT",
      name: "Microsoft",
      sector: null,
      industry: null,
      assetClass: "equity",
      securityClass: "common",
      figures: f,
    });
    expect(passesFundamentals(candidate(msft), request)).toBe(true);
    expect(passesFundamentals(candidate(stale), request)).toBe(false);
  });

  it("is unchanged within 15 months of the year end (2016-09-30)", () => {
    expect(figuresCurrentAt(msft, "2016-09-30")).toBe(msft);
  });
});
