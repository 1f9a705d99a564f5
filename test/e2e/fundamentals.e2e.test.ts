/** Fundamentals statements through the generated REST shim and GraphQL, over real HTTP. */
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const clock = fixedClock("2026-11-17T15:00:00Z");
/**
 * TSLA's known answers below are as of its verbatim companyfacts (newest filing the 2022-10-24
 * 10-Q): the clock is set before its derived 2024-Q2 10-Q (dated 2024-07-24) became visible.
 */
const TSLA_2022_FILINGS = "2023-06-01T16:00:00Z";

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);
afterEach(() => clock.set("2026-11-17T15:00:00Z"));

describe("GET /api/v3/fundamentals/balance_sheets", () => {
  it("answers AAPL's FY2023 and FY2022 10-K sheets in the envelope, snake_case, one credit", async () => {
    const { status, headers, body } = await get(
      "/api/v3/fundamentals/balance_sheets?ticker=AAPL&period=annual&limit=2",
    );
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      period: "annual",
      count: 2,
      quarters_missing: [],
      newer_filing_available: false,
      source: "derived_xbrl_instance",
    });
    expect(body.items[0]).toMatchObject({
      fiscal_year: 2023,
      fiscal_period: "FY",
      period_start: null,
      period_end: "2023-09-30",
      period_source: "annual_report",
      accession_number: "0000320193-23-000106",
      total_assets: 352_583_000_000,
      total_liabilities: 290_437_000_000,
      cash_and_equivalents: 29_965_000_000,
      short_term_debt: 15_807_000_000,
      short_term_debt_basis: "sum:CommercialPaper+LongTermDebtCurrent",
      long_term_debt: 95_281_000_000,
      long_term_debt_status: "reported",
      total_debt: 111_088_000_000,
      debt_components_missing: [],
      statement_check: { status: "sec_confirmed" },
      fields_unverified: { short_term_debt: "sum_of_reported_lines", total_debt: "sum_of_reported_lines" },
    });
    expect(body.items[1]).toMatchObject({ fiscal_year: 2022, total_assets: 352_755_000_000 });
  });

  it("defaults to quarterly and names the absent quarters", async () => {
    const { status, body } = await get("/api/v3/fundamentals/balance_sheets?ticker=AAPL&limit=3");
    expect(status).toBe(200);
    expect(body.period).toBe("quarterly");
    expect(body.items.map((r: any) => [r.fiscal_period, r.period_end, r.period_source])).toEqual([
      ["Q4", "2023-09-30", "annual_report"],
      ["Q3", "2023-07-01", "quarterly_report"],
      ["Q4", "2022-09-24", "annual_report"],
    ]);
    expect(body.quarters_missing).toEqual(["2023Q2", "2023Q1"]);
  });

  it("ttm is the latest quarter's sheet, labelled point in time", async () => {
    clock.set(TSLA_2022_FILINGS);
    const { body } = await get("/api/v3/fundamentals/balance_sheets?ticker=TSLA&period=ttm&limit=1");
    expect(body).toMatchObject({ status: "point_in_time", count: 1 });
    expect(body.items[0]).toMatchObject({
      period_end: "2022-09-30",
      period_source: "point_in_time_latest_quarter",
      ttm_status: "point_in_time",
      // Issue 14 item 5: DebtCurrent 979M + LongTermDebt 1,418M (was null, not_found_in_sec_companyfacts).
      total_debt: 2_397_000_000,
      debt_components_missing: [],
      long_term_debt: 1_418_000_000,
      long_term_debt_basis: "LongTermDebt",
      long_term_debt_status: "reported",
    });
  });
});

describe("GET /api/v3/fundamentals/cash_flow_statements", () => {
  it("answers AAPL FY2023 in cash-flow sign with components summing to operating cash flow", async () => {
    const { status, body } = await get(
      "/api/v3/fundamentals/cash_flow_statements?ticker=AAPL&period=annual&limit=1",
    );
    expect(status).toBe(200);
    const fy23 = body.items[0];
    expect(fy23).toMatchObject({
      fiscal_year: 2023,
      operating_cash_flow: 110_543_000_000,
      capital_expenditure: -10_959_000_000,
      free_cash_flow: 99_584_000_000,
      change_in_receivables: -1_688_000_000,
      change_in_working_capital: null,
      change_in_working_capital_status: "not_reported_as_a_total",
      investment_sales: 5_828_000_000,
      investment_sales_basis: "ProceedsFromSaleOfAvailableForSaleSecuritiesDebt",
      operating_cash_flow_components_status: "ok",
    });
    const parts = Object.values(fy23.operating_cash_flow_components as Record<string, number>);
    expect(parts.reduce((s, v) => s + v, 0)).toBe(110_543_000_000);
  });

  it("TSLA ttm sums four consecutive quarters", async () => {
    const { body } = await get("/api/v3/fundamentals/cash_flow_statements?ticker=TSLA&period=ttm&limit=1");
    expect(body).toMatchObject({ status: "ok", count: 1, quarters_missing: [] });
    expect(body.items[0]).toMatchObject({
      period_start: "2021-10-01",
      period_end: "2022-09-30",
      period_source: "ttm_sum_of_4_quarters",
      operating_cash_flow: 16_031_000_000,
    });
  });

  it("AAPL quarterly: Q4 derived as FY minus Q1..Q3, labelled", async () => {
    const { body } = await get("/api/v3/fundamentals/cash_flow_statements?ticker=AAPL&limit=1");
    expect(body.items[0]).toMatchObject({
      fiscal_period: "Q4",
      period_source: "derived_fy_minus_q1_q3",
      operating_cash_flow: 21_598_000_000,
      field_basis: expect.objectContaining({ operating_cash_flow: "derived:FY-minus-Q1-Q3" }),
    });
  });
});

describe("GET /api/v3/fundamentals/income_statements", () => {
  it("?ticker=AAPL&period=annual: the real FY2023 and FY2022 10-K figures with statement_check", async () => {
    const { status, headers, body } = await get(
      "/api/v3/fundamentals/income_statements?ticker=AAPL&period=annual",
    );
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      period: "annual",
      count: 4,
      quarters_missing: [],
      newer_filing_available: false,
      units: { revenue: "usd", eps_diluted: "usd_per_share", weighted_average_shares_diluted: "shares" },
    });
    expect(body.items[0]).toMatchObject({
      fiscal_year: 2023,
      fiscal_period: "FY",
      period_start: "2022-09-25",
      period_end: "2023-09-30",
      form: "10-K",
      accession_number: "0000320193-23-000106",
      revenue: 383_285_000_000,
      cost_of_revenue: 214_137_000_000,
      gross_profit: 169_148_000_000,
      operating_income: 114_301_000_000,
      net_income: 96_995_000_000,
      eps_basic: 6.16,
      eps_diluted: 6.13,
      weighted_average_shares_diluted: 15_812_547_000,
      statement_check: { status: "sec_confirmed" },
      period_source: "annual_report",
      fields_unverified: {},
      fields_withheld: ["net_interest_income"],
      field_notes: { net_interest_income: "concept_not_mapped" },
      field_basis: {
        revenue: "RevenueFromContractWithCustomerExcludingAssessedTax",
        net_income: "NetIncomeLoss",
      },
    });
    expect(body.items[1]).toMatchObject({
      fiscal_year: 2022,
      period_end: "2022-09-24",
      revenue: 394_328_000_000,
      net_income: 99_803_000_000,
      eps_diluted: 6.11,
      statement_check: { status: "sec_confirmed" },
      period_source: "annual_report",
    });
  });
});

describe("newer_filing_available", () => {
  it("is true for TSLA's annual statements: 10-Qs filed after the FY2021 10-K are held", async () => {
    clock.set(TSLA_2022_FILINGS);
    const { body } = await get("/api/v3/fundamentals/income_statements?ticker=TSLA&period=annual&limit=1");
    expect(body.items[0]).toMatchObject({ fiscal_year: 2021, filing_date: "2022-02-07", form: "10-K" });
    expect(body.newer_filing_available).toBe(true);
    // The FY2021 year-end sheet was last filed as a comparative in the 2022-10-24 10-Q, the newest
    // periodic filing held: nothing newer.
    const sheets = await get("/api/v3/fundamentals/balance_sheets?ticker=TSLA&period=annual&limit=1");
    expect(sheets.body.items[0]).toMatchObject({
      fiscal_year: 2021,
      filing_date: "2022-10-24",
      form: "10-Q",
    });
    expect(sheets.body.newer_filing_available).toBe(false);
  });
});

describe("GET /api/v3/fundamentals/income_statements: per-share basis across TSLA's splits", () => {
  it("serves EPS as filed and on today's basis, marks restatements, logs the repaired Q1 2013 figure", async () => {
    clock.set(TSLA_2022_FILINGS);
    const annual = await get("/api/v3/fundamentals/income_statements?ticker=TSLA&period=annual&limit=10");
    expect(annual.status).toBe(200);
    const fy2018 = annual.body.items.find((r: any) => r.fiscal_year === 2018);
    expect(fy2018).toMatchObject({
      eps_diluted: -1.14,
      eps_diluted_split_adjusted: -0.38,
      split_adjustment_factor: 3,
      per_share_restated: true,
      eps_repair: [],
    });
    const quarterly = await get(
      "/api/v3/fundamentals/income_statements?ticker=TSLA&period=quarterly&limit=40",
    );
    const q1 = quarterly.body.items.find((r: any) => r.fiscal_year === 2013 && r.fiscal_period === "Q1");
    expect(q1.eps_diluted).toBe(0.09);
    expect(q1.eps_repair).toEqual([
      expect.objectContaining({ field: "eps_diluted", filed: 0, repaired: 0.09 }),
    ]);
  });
});

describe("GET /api/v3/fundamentals/all", () => {
  it("serves the three statements together, limit 4 by default", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/all?ticker=AAPL&period=annual");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({ ok: true, ticker: "AAPL", period: "annual" });
    expect(body.income_statements.items[0]).toMatchObject({ fiscal_year: 2023, revenue: 383_285_000_000 });
    expect(body.income_statements.count).toBe(4);
    expect(body.income_statements.items[0]).toMatchObject({
      period_source: "annual_report",
      fields_unverified: {},
    });
    expect(body.income_statements.newer_filing_available).toBe(false);
    expect(body.balance_sheets.items[0]).toMatchObject({ fiscal_year: 2023, total_assets: 352_583_000_000 });
    expect(body.cash_flow_statements.items[0]).toMatchObject({
      fiscal_year: 2023,
      operating_cash_flow: 110_543_000_000,
    });
  });
});

describe("GET /api/v3/fundamentals/metrics", () => {
  it("period=ttm is one row of fractions with definitions, ttm_status and null_reasons", async () => {
    clock.set(TSLA_2022_FILINGS);
    const { status, body } = await get("/api/v3/fundamentals/metrics?ticker=TSLA&period=ttm");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, ticker: "TSLA", period: "ttm", count: 1, status: "ok" });
    const row = body.items[0];
    expect(row.period).toEqual({
      type: "ttm",
      fiscal_year: 2022,
      fiscal_quarter: 3,
      start: "2021-10-01",
      end: "2022-09-30",
      null_reasons: {},
    });
    expect(row).toMatchObject({
      revenue: 74_863_000_000,
      net_income: 11_190_000_000,
      ttm_status: "ok",
      ttm_underfilled_fields: [],
      // Issue 14 item 5: 979M + 1,418M; net of 19,532M cash (was null, debt_components_missing).
      total_debt: 2_397_000_000,
      net_debt: 2_397_000_000 - 19_532_000_000,
      debt_components_missing: [],
      net_debt_status: "ok",
    });
    expect(row.ratios.gross_margin).toBeCloseTo(19_923 / 74_863, 12);
    expect(row.units["ratios.gross_margin"]).toBe("fraction");
    expect(row.definitions.gross_margin).toBe("grossProfit / revenue of the period");
    expect(row.ratios.debt_to_equity).toBeCloseTo(2_397 / 39_851, 12);
  });

  it("quarterly by default, limit 4", async () => {
    clock.set(TSLA_2022_FILINGS);
    const { body } = await get("/api/v3/fundamentals/metrics?ticker=TSLA");
    expect(body.period).toBe("quarterly");
    expect(body.count).toBe(4);
    expect(body.items.map((r: { period: { fiscal_quarter: number } }) => r.period.fiscal_quarter)).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it("an incomplete TTM window is null with ttm_status and the underfilled fields", async () => {
    const { body } = await get("/api/v3/fundamentals/metrics?ticker=AAPL&period=ttm");
    expect(body.status).toBe("quarter_gap");
    expect(body.items[0]).toMatchObject({
      period: { type: "partial_ttm" },
      revenue: null,
      ttm_status: "quarter_gap",
    });
    expect(body.items[0].ttm_underfilled_fields).toContain("revenue");
  });
});

describe("GET /api/v3/fundamentals/metrics_snapshot", () => {
  it("answers period blocks with per-field units", async () => {
    clock.set(TSLA_2022_FILINGS);
    const { status, body } = await get("/api/v3/fundamentals/metrics_snapshot?ticker=TSLA");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, ticker: "TSLA", reporting_currency: "USD" });
    expect(body.ttm.period.type).toBe("ttm");
    expect(body.ttm.ttm_ratios.gross_margin).toBeCloseTo((19_923 / 74_863) * 100, 10);
    expect(body.ttm.units["ttm_ratios.gross_margin"]).toBe("percent");
    expect(body.latest_quarter.period).toMatchObject({
      type: "quarter",
      fiscal_year: 2022,
      fiscal_quarter: 3,
    });
    expect(body.latest_quarter.ratios.gross_margin).toBeCloseTo(5_382 / 21_454, 10);
    expect(body.growth.units.revenue_growth).toBe("percent");
    expect(body.growth.period.type).toBe("fiscal_year");
  });
});

describe("GET /api/v3/fundamentals/company_facts", () => {
  it("serves the profile with the market cap on the prior close, through federation", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      name: "Apple Inc.",
      cik: "0000320193",
      sector: "Information Technology",
      is_sp500: true,
      facts_status: null,
      // The last session held that had completed on the clock (2026-11-17) is 2022-12-29.
      prior_close: 129.610001,
      prior_close_date: "2022-12-29",
      market_cap: Math.round(129.610001 * 15_908_118_000),
      market_cap_reason: null,
      market_cap_shares: 15_908_118_000,
      market_cap_shares_basis: "sec_dei_cover_page",
      market_cap_shares_as_of: "2022-10-14",
      market_cap_shares_status: "ok",
    });
  });

  it("prices on the last completed session: during 2022-12-29's session, on 2022-12-28's close", async () => {
    clock.set("2022-12-29T19:00:00Z");
    try {
      const { body } = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
      expect(body).toMatchObject({
        prior_close: 126.040001,
        prior_close_date: "2022-12-28",
        market_cap: Math.round(126.040001 * 15_908_118_000),
        market_cap_shares_as_of: "2022-10-14",
      });
      // Before the second newest session: its own bar (2022-06-14 close 132.759995 in prices/daily/AAPL.csv).
      clock.set("2022-06-15T15:00:00Z");
      const earlier = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
      expect(earlier.body).toMatchObject({ prior_close: 132.759995, prior_close_date: "2022-06-14" });
    } finally {
      clock.set("2026-11-17T15:00:00Z");
    }
  });

  it("a malformed ticker is 422 invalid_ticker, not billed", async () => {
    const malformed = await get("/api/v3/fundamentals/company_facts?ticker=AAPL!");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail.error_code).toBe("invalid_ticker");
    expect(malformed.headers.get("x-credits-charged")).toBe("0");
  });

  it("Instrument.companyFacts carries the same market cap", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { companyFacts { priorCloseDate marketCap marketCapSharesBasis } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.companyFacts).toEqual({
      priorCloseDate: "2022-12-29",
      marketCap: Math.round(129.610001 * 15_908_118_000),
      marketCapSharesBasis: "sec_dei_cover_page",
    });
  });
});

describe("price snapshot forward_pe across a split (fundamentals' valuation fields)", () => {
  it("TSLA on 2021-12-31: net-income growth, the 5:1 split of 2020 lying between FY2019 and FY2020", async () => {
    clock.set("2021-12-31T22:00:00Z");
    try {
      const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=TSLA");
      expect(status).toBe(200);
      // Net income FY2020 721M vs FY2019 -862M: 1 + growth = 2.836427; 114.07 / 2.836427 = 40.22.
      expect(body).toMatchObject({
        price_date: "2021-12-31",
        pe_ttm: 114.07,
        forward_pe: 40.22,
        forward_pe_status: "ok",
        forward_pe_basis: "pe_ttm_over_1_plus_fy2020_net_income_growth_split_between_years",
        valuation_status: "ok",
      });
    } finally {
      clock.set("2026-11-17T15:00:00Z");
    }
  });
});

describe("GET /api/v3/fundamentals/companyfacts/{ticker}", () => {
  it("lists the concept directory, searched by substring of the tag", async () => {
    const { status, body } = await get("/api/v3/fundamentals/companyfacts/AAPL?search=debt&limit=2");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      cik: "0000320193",
      source: "archive",
      facts_source: "derived_xbrl_instance",
      total: 26,
      count: 2,
      truncated: true,
    });
    expect(body.items[0]).toMatchObject({ taxonomy: "us-gaap", units: ["USD"] });
  });
});

describe("GET /api/v3/fundamentals/companyfacts/{ticker}: limits and errors", () => {
  // limit outside 1..2000 or not a number, and an unknown ticker: test/e2e/contract.e2e.test.ts.
  it("limit=2000 is accepted", async () => {
    const { status, body } = await get("/api/v3/fundamentals/companyfacts/AAPL?limit=2000");
    expect(status).toBe(200);
    expect(body.truncated).toBe(false);
  });
});

describe("GET /api/v3/fundamentals/xbrl/{ticker}/{concept}", () => {
  it("serves one fact per period, with the carrying filing's fy/fp and the period's own", async () => {
    const { status, body } = await get("/api/v3/fundamentals/xbrl/AAPL/Assets?limit=3");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      concept: "Assets",
      taxonomy: "us-gaap",
      source: "archive",
      facts_source: "derived_xbrl_instance",
      data_as_of: "2023-11-03",
      last_filed: "2023-11-03",
      is_stale: true,
      total: 4,
      count: 3,
      truncated: true,
    });
    expect(body.items[2]).toMatchObject({
      period_end: "2022-09-24",
      value: 352_755_000_000,
      fy: 2023,
      fp: "FY",
      period_fy: 2022,
      period_fp: "Q4",
      superseded: false,
    });
  });

  it("history=true returns every restatement; as_of is point in time", async () => {
    const history = await get(
      "/api/v3/fundamentals/xbrl/AAPL/Assets?history=true&start=2022-09-24&end=2022-09-24",
    );
    expect(history.body.items.map((f: { filed: string }) => f.filed)).toEqual([
      "2023-11-03",
      "2023-08-04",
      "2022-10-28",
    ]);
    const asOf = await get("/api/v3/fundamentals/xbrl/AAPL/Assets?as_of=2023-01-01&limit=1");
    expect(asOf.body.items[0]).toMatchObject({ period_end: "2022-09-24", filed: "2022-10-28" });
  });

  it.each([
    ["taxonomy=gaap", "validation_error", "taxonomy"],
    ["start=2023-02-01&end=2023-01-01", "invalid_date_range", "end"],
  ])("%s is 422 %s", async (query, code, parameter) => {
    const { status, body } = await get(`/api/v3/fundamentals/xbrl/AAPL/Assets?${query}`);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: code, parameter });
  });

  it("unit= keeps facts in that unit: AAPL's effective tax rate is pure (FY2023 0.147, FY2022 0.162)", async () => {
    const pure = await get(
      "/api/v3/fundamentals/xbrl/AAPL/EffectiveIncomeTaxRateContinuingOperations?unit=pure&limit=2",
    );
    expect(pure.body).toMatchObject({ total: 4, count: 2 });
    expect(pure.body.items.map((f: any) => [f.unit, f.period_end, f.value])).toEqual([
      ["pure", "2023-09-30", 0.147],
      ["pure", "2022-09-24", 0.162],
    ]);
    const usd = await get(
      "/api/v3/fundamentals/xbrl/AAPL/EffectiveIncomeTaxRateContinuingOperations?unit=USD",
    );
    expect(usd.body).toMatchObject({ total: 0, items: [] });
  });

  it("form=10-K/A keeps the amendment's facts: TSLA's 2011 10-K/A restating 2010 assets", async () => {
    const { body } = await get("/api/v3/fundamentals/xbrl/TSLA/Assets?form=10-K/A");
    expect(body).toMatchObject({ facts_source: "sec_edgar_companyfacts", total: 1 });
    expect(body.items[0]).toMatchObject({
      form: "10-K/A",
      filed: "2012-03-28",
      accession_number: "0001193125-12-137560",
      period_end: "2010-12-31",
      value: 386_082_000,
      fy: 2011,
      period_fy: 2010,
    });
  });
});

describe("errors", () => {
  // Unknown tickers, a missing ticker, period and limit outside their values: test/e2e/contract.e2e.test.ts.
  it.each([
    "/api/v3/fundamentals/income_statements?ticker=JPM",
    "/api/v3/fundamentals/balance_sheets?ticker=JPM",
    "/api/v3/fundamentals/cash_flow_statements?ticker=JPM",
    "/api/v3/fundamentals/all?ticker=JPM",
    "/api/v3/fundamentals/metrics?ticker=JPM",
    "/api/v3/fundamentals/metrics_snapshot?ticker=JPM",
    "/api/v3/fundamentals/companyfacts/JPM",
    "/api/v3/fundamentals/xbrl/JPM/Assets",
    "/api/v3/fundamentals/historical/JPM",
    "/api/v3/factors/predictors/JPM",
  ])("%s: SEC companyfacts not held is 503 dataset_unavailable, not billed", async (path) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      ticker: "JPM",
      dataset: "sec_companyfacts",
      reason: "no_sec_companyfacts_held",
    });
  });

  it("a listing without a CIK (the IWM ETF) names no_sec_cik", async () => {
    const { status, body } = await get("/api/v3/fundamentals/income_statements?ticker=IWM");
    expect(status).toBe(503);
    expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", reason: "no_sec_cik" });
  });

  it("the /full bundle keeps its other parts: statements and metrics null with a status", async () => {
    const { status, body } = await get("/api/v3/fundamentals/full/JPM");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ticker: "JPM",
      profile: { cik: "0000019617", facts_status: "no_sec_companyfacts_held" },
      statements: null,
      statements_status: "no_sec_companyfacts_held",
      metrics: null,
      metrics_status: "no_sec_companyfacts_held",
    });
  });

  it("GraphQL: the Instrument field is null with the error, the rest of the instrument answers", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "JPM") { ticker incomeStatements { count } companyFacts { cik } } }`,
    );
    expect(body.data.instrument).toEqual({
      ticker: "JPM",
      incomeStatements: null,
      companyFacts: { cik: "0000019617" },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "dataset_unavailable" });
  });

  it.each([
    "income_statements",
    "balance_sheets",
    "cash_flow_statements",
    "all",
    "metrics",
    "metrics_snapshot",
  ])("%s: a malformed ticker is 422 invalid_ticker, not billed", async (route) => {
    const { status, headers, body } = await get(`/api/v3/fundamentals/${route}?ticker=AAPL!`);
    expect(status).toBe(422);
    expect(body.detail.error_code).toBe("invalid_ticker");
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("GraphQL", () => {
  it("joins price and statements on one instrument, priced once for fundamentals", async () => {
    const { status, body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { priceSnapshot { price } balanceSheets(period: annual, limit: 1) { items { totalAssets } }
        cashFlowStatements(period: annual, limit: 1) { items { operatingCashFlow } } } }`,
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.balanceSheets.items[0].totalAssets).toBe(352_583_000_000);
    expect(body.data.instrument.cashFlowStatements.items[0].operatingCashFlow).toBe(110_543_000_000);
    expect(typeof body.data.instrument.priceSnapshot.price).toBe("number");
    // Two fundamentals fields on one instrument: the product is paid once, beside market data.
    expect(body.extensions.billing.credits_charged).toBe(2);
    expect(
      body.extensions.billing.lines.map((l: { operation: string; credits: number }) => [
        l.operation,
        l.credits,
      ]),
    ).toEqual([
      ["join:market_data", 1],
      ["join:fundamentals", 1],
    ]);
  });

  it("incomeStatements root field and Instrument.incomeStatements answer the same FY2023 row", async () => {
    const { body } = await graphql(
      service,
      `{ incomeStatements(ticker: "AAPL", period: annual, limit: 2) { ticker items { fiscalYear revenue netIncome statementCheck { status } } }
        instrument(ticker: "AAPL") { incomeStatements(period: annual, limit: 1) { period items { fiscalYear revenue netIncome periodSource } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.incomeStatements).toEqual({
      ticker: "AAPL",
      items: [
        {
          fiscalYear: 2023,
          revenue: 383_285_000_000,
          netIncome: 96_995_000_000,
          statementCheck: { status: "sec_confirmed" },
        },
        {
          fiscalYear: 2022,
          revenue: 394_328_000_000,
          netIncome: 99_803_000_000,
          statementCheck: { status: "sec_confirmed" },
        },
      ],
    });
    expect(body.data.instrument.incomeStatements).toEqual({
      period: "annual",
      items: [
        {
          fiscalYear: 2023,
          revenue: 383_285_000_000,
          netIncome: 96_995_000_000,
          periodSource: "annual_report",
        },
      ],
    });
  });

  it("financialStatements root field", async () => {
    const { body } = await graphql(
      service,
      `{ financialStatements(ticker: "TSLA", period: ttm, limit: 1) { balanceSheets { status } cashFlowStatements { status items { operatingCashFlow } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.financialStatements).toEqual({
      balanceSheets: { status: "point_in_time" },
      cashFlowStatements: { status: "ok", items: [{ operatingCashFlow: 16_031_000_000 }] },
    });
  });
});

describe("the currency rule (issue 14 item 2): MSFT's FY2015 facts against its 2022-12-29 close", () => {
  // MSFT's SEC facts end with the FY2015 10-K (year to 2015-06-30, cover page 2015-07-27); its
  // prices run to 2022-12-29 (close 241.009995). Before the rule the snapshot served pe_ttm
  // 241.009995 / 1.48 = 162.84 and a cap on 7,997,980,969 shares with valuation_status ok.
  it("price_snapshot: no pe_ttm, forward_pe or market cap; the statuses say fundamentals_not_current", async () => {
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=MSFT");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      price: 241.009995,
      price_date: "2022-12-29",
      pe_ttm: null,
      eps_ttm: null,
      forward_pe: null,
      forward_pe_status: "fundamentals_not_current",
      market_cap: null,
      market_cap_shares_as_of: "2015-07-27",
      market_cap_shares_status: "fundamentals_not_current",
      valuation_status: "fundamentals_not_current",
    });
  });

  it("company_facts: no market cap, and the 2015 share count is not labelled ok", async () => {
    const { body } = await get("/api/v3/fundamentals/company_facts?ticker=MSFT");
    expect(body).toMatchObject({
      prior_close_date: "2022-12-29",
      market_cap: null,
      market_cap_reason: "fundamentals_not_current",
      market_cap_shares_status: "fundamentals_not_current",
    });
    expect(body.shares_outstanding).toMatchObject({
      as_of: "2015-07-27",
      status: "fundamentals_not_current",
    });
  });

  it("legacy snapshot: the fundamentals block is unavailable, each null saying why", async () => {
    const { body } = await get("/api/snapshot/MSFT");
    expect(body.fundamentals).toMatchObject({
      pe_ratio: null,
      market_cap: null,
      forward_pe: null,
      market_cap_shares_status: "fundamentals_not_current",
      fundamentals_status: "unavailable",
    });
    expect(body.fundamentals.null_reasons).toMatchObject({
      pe_ratio: "fundamentals_not_current",
      market_cap: "fundamentals_not_current",
    });
  });
});

describe("company_facts share count without companyfacts (issue 14 item 5)", () => {
  it("JPM and SPY (no companyfacts file held) say so instead of not_found_in_sec_companyfacts", async () => {
    const jpm = await get("/api/v3/fundamentals/company_facts?ticker=JPM");
    expect(jpm.body.shares_outstanding).toMatchObject({ shares: null, status: "no_sec_companyfacts_held" });
    const spy = await get("/api/v3/fundamentals/company_facts?ticker=SPY");
    expect(spy.body.shares_outstanding).toMatchObject({ shares: null });
    expect(spy.body.shares_outstanding.status).toBe(spy.body.facts_status);
    expect(["no_sec_companyfacts_held", "no_sec_cik"]).toContain(spy.body.facts_status);
  });
});

describe("company_facts.fiscal_year_end from the submissions file (issue 14 item 7)", () => {
  it('AAPL: 09-26 (its submissions JSON says "0926"); JPM: no submissions file held, say so', async () => {
    const aapl = await get("/api/v3/fundamentals/company_facts?ticker=AAPL");
    expect(aapl.body).toMatchObject({ fiscal_year_end: "09-26", fiscal_year_end_reason: null });
    const jpm = await get("/api/v3/fundamentals/company_facts?ticker=JPM");
    expect(jpm.body).toMatchObject({
      fiscal_year_end: null,
      fiscal_year_end_reason: "no_sec_submissions_held",
    });
  });
});
