/**
 * Fundamentals company routes (growth, dividends, historical, search, tickers, peers,
 * company_full, full) through the generated REST shim and GraphQL, over real HTTP.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { ENTITLED_PRODUCTS_HEADER } from "../../subgraphs/kit/entitlements.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const clock = fixedClock("2026-11-17T15:00:00Z");

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

describe("GET /api/v3/fundamentals/growth", () => {
  it("one row per ticker by default, percent numbers from the filed 10-Ks, unknown symbols listed", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/growth?tickers=TSLA,snow,ZZZZQ");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({ ok: true, tickers: ["TSLA", "SNOW"], count: 2, symbols_unknown: ["ZZZZQ"] });
    const [tsla, snow] = body.items;
    // TSLA 10-K FY2021: revenues 53,823 vs 31,536 $M; net income 5,519 vs 721 $M.
    expect(tsla).toMatchObject({
      ticker: "TSLA",
      fiscal_year: 2021,
      fiscal_period: "FY",
      prior_fiscal_year: 2020,
      revenue: 53_823_000_000,
      revenue_prior: 31_536_000_000,
      growth_status: "sec_confirmed",
      revenue_growth_basis: "Revenues",
      vendor_revenue_growth: null,
      vendor_margins: null,
      vendor_status: "no_vendor_feed",
    });
    expect(tsla.revenue_growth).toBeCloseTo(70.67161339, 6);
    expect(tsla.net_income_growth).toBeCloseTo(665.46463245, 6);
    // SNOW 10-K FY2025: revenue 3,626,396 vs 2,806,489 $K.
    expect(snow).toMatchObject({ ticker: "SNOW", fiscal_year: 2025, period_end: "2025-01-31" });
    expect(snow.revenue_growth).toBeCloseTo(29.21468782, 6);
    expect(body.units.revenue_growth).toBe("percent");
  });

  it("limit gives more fiscal years per ticker; a company without SEC facts says why", async () => {
    const { body } = await get("/api/v3/fundamentals/growth?tickers=TSLA,JPM&limit=3");
    expect(body.items.map((r: any) => [r.ticker, r.fiscal_year])).toEqual([
      ["TSLA", 2021],
      ["TSLA", 2020],
      ["TSLA", 2019],
      ["JPM", null],
    ]);
    expect(body.items[3]).toMatchObject({
      growth_status: null,
      growth_status_reason: "no_sec_companyfacts_held",
    });
  });

  it("all unknown is 404 unknown_ticker naming them, not billed; a malformed one is 422", async () => {
    const unknown = await get("/api/v3/fundamentals/growth?tickers=ZZZZQ,ZZZZR");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toMatchObject({ error_code: "unknown_ticker", tickers: ["ZZZZQ", "ZZZZR"] });
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
    // limit outside 1..20 and a missing tickers: test/e2e/contract.e2e.test.ts.
    const malformed = await get("/api/v3/fundamentals/growth?tickers=TSLA,$$$");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail.error_code).toBe("invalid_ticker");
  });

  it("GraphQL: the root field, and Instrument.growth joined with the price in one query", async () => {
    const root = await graphql(
      service,
      `{ growth(tickers: ["TSLA"], limit: 2) { items { fiscalYear revenueGrowth } } }`,
    );
    expect(root.body.errors).toBeUndefined();
    expect(root.body.data.growth.items.map((r: any) => r.fiscalYear)).toEqual([2021, 2020]);
    const joined = await graphql(
      service,
      `{ instrument(ticker: "TSLA") { priceSnapshot { price } growth { fiscalYear revenueGrowth netMargin } } }`,
    );
    expect(joined.body.errors).toBeUndefined();
    expect(typeof joined.body.data.instrument.priceSnapshot.price).toBe("number");
    expect(joined.body.data.instrument.growth[0].revenueGrowth).toBeCloseTo(70.67161339, 6);
    expect(joined.body.data.instrument.growth[0].netMargin).toBeCloseTo((5_519 / 53_823) * 100, 8);
  });
});

describe("GET /api/v3/fundamentals/historical/{ticker}", () => {
  it("serves every statement by fiscal year, annual only by default", async () => {
    const { status, body } = await get("/api/v3/fundamentals/historical/AAPL?start_year=2022&end_year=2023");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      statement_type: "all",
      start_year: 2022,
      end_year: 2023,
      include_quarterly: false,
      fiscal_years: [2023, 2022],
    });
    expect(body.income_statements.map((r: any) => [r.fiscal_year, r.period, r.revenue])).toEqual([
      [2023, "annual", 383_285_000_000],
      [2022, "annual", 394_328_000_000],
    ]);
    expect(body.income_statements[0].net_income).toBe(96_995_000_000);
    expect(body.balance_sheets[0]).toMatchObject({ fiscal_year: 2023, total_assets: 352_583_000_000 });
    expect(body.cash_flow_statements[0]).toMatchObject({
      fiscal_year: 2023,
      operating_cash_flow: 110_543_000_000,
    });
  });

  it("statement_type picks one statement; include_quarterly adds the quarters; no end_year runs to next year", async () => {
    const { body } = await get(
      "/api/v3/fundamentals/historical/SNOW?statement_type=income&include_quarterly=true&start_year=2025",
    );
    expect(body).toMatchObject({ end_year: 2027, balance_sheets: null, cash_flow_statements: null });
    // SNOW's FY2026 Q1 (ended 2025-04-30) is in the facts; FY2025 ends 2025-01-31.
    expect(
      body.income_statements.slice(0, 3).map((r: any) => [r.fiscal_year, r.fiscal_period, r.period]),
    ).toEqual([
      [2026, "Q1", "quarterly"],
      [2025, "FY", "annual"],
      [2025, "Q4", "quarterly"],
    ]);
    expect(body.income_statements[1].revenue).toBe(3_626_396_000);
  });

  it("errors: reversed years are 422 invalid_date_range", async () => {
    // An unknown ticker, years out of range and an unknown statement_type: test/e2e/contract.e2e.test.ts.
    const { status, body } = await get("/api/v3/fundamentals/historical/AAPL?start_year=2023&end_year=2022");
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "invalid_date_range", parameter: "end_year" });
  });

  it("GraphQL root and Instrument field", async () => {
    const { body } = await graphql(
      service,
      `{ historicalFundamentals(ticker: "TSLA", statementType: income, startYear: 2021, endYear: 2021) { fiscalYears incomeStatements { revenue } }
         instrument(ticker: "TSLA") { historicalFundamentals(statementType: cashflow, startYear: 2021, endYear: 2021) { count } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.historicalFundamentals).toEqual({
      fiscalYears: [2021],
      incomeStatements: [{ revenue: 53_823_000_000 }],
    });
    expect(body.data.instrument.historicalFundamentals.count).toBe(1);
  });
});

describe("GET /api/v3/fundamentals/search and /tickers", () => {
  it("search: exact symbol first, then names, with listing status", async () => {
    const { status, body } = await get("/api/v3/fundamentals/search?q=apple&limit=5");
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({
      ticker: "AAPL",
      name: "Apple Inc.",
      is_sp500: true,
      is_active: true,
      listing_status: "active",
      matched_on: "name",
      now_trades_as: null,
      delist_date: null,
    });
    const exact = await get("/api/v3/fundamentals/search?q=msft");
    expect(exact.body.results[0]).toMatchObject({
      ticker: "MSFT",
      matched_on: "ticker_exact",
      cik: "0000789019",
    });
    const priced = await get("/api/v3/fundamentals/search?q=EEM");
    expect(priced.body.results[0]).toMatchObject({
      ticker: "EEM",
      listing_status: "not_in_security_master",
      is_active: null,
    });
    const none = await get("/api/v3/fundamentals/search?q=zzzzqqq");
    expect(none.body).toMatchObject({ ok: true, count: 0, results: [] });
  });

  // search: q required, limit 1..50, in test/e2e/contract.e2e.test.ts.

  it("tickers: S&P 500 by sector, paged", async () => {
    // reference/sp500_constituents.csv: 503 members, 73 in Information Technology.
    const { status, body } = await get("/api/v3/fundamentals/tickers?is_sp500=true&limit=500");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 503, count: 500, has_more: true, next_page: 2, truncated: false });
    const last = await get("/api/v3/fundamentals/tickers?is_sp500=true&limit=500&page=2");
    expect(last.body).toMatchObject({ count: 3, has_more: false, next_page: null });
    const it_ = await get("/api/v3/fundamentals/tickers?sector=information%20technology&limit=5");
    expect(it_.body).toMatchObject({ total: 73, count: 5, sector: "information technology" });
    expect(it_.body.items.map((r: any) => r.ticker)).toEqual(["AAPL", "ACN", "ADBE", "ADI", "ADSK"]);
    const tiny = await get("/api/v3/fundamentals/tickers?is_sp500=true&limit=1&page=200");
    expect(tiny.body).toMatchObject({ has_more: true, next_page: null, truncated: true });
  });

  it("tickers errors: an unknown sector is 422", async () => {
    // Paging out of range: test/e2e/contract.e2e.test.ts.
    const { status, body } = await get("/api/v3/fundamentals/tickers?sector=Crypto");
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "validation_error", parameter: "sector" });
  });

  it("GraphQL", async () => {
    const { body } = await graphql(
      service,
      `{ instrumentSearch(q: "tesla", limit: 1) { results { ticker matchedOn } } tickerDirectory(isSp500: true, limit: 2) { total items { ticker } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.instrumentSearch.results).toEqual([{ ticker: "TSLA", matchedOn: "name" }]);
    expect(body.data.tickerDirectory).toEqual({ total: 503, items: [{ ticker: "A" }, { ticker: "AAPL" }] });
  });
});

describe("GET /api/v3/fundamentals/dividends", () => {
  it("per fiscal period from the SEC filings; a non-payer says so; unknown symbols listed", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/dividends?tickers=AAPL,TSLA,ZZZZQ");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      tickers: ["AAPL", "TSLA"],
      symbols_unknown: ["ZZZZQ"],
      data_source: "sec_xbrl_facts",
      event_dates_status: "not_in_sec_xbrl_facts",
    });
    const [aapl, tsla] = body.items;
    // AAPL 10-K FY2023: $0.94 declared per share, $15,025M paid (PaymentsOfDividends).
    expect(aapl).toMatchObject({
      status: "ok",
      latest_annual_per_share: 0.94,
      latest_annual_fiscal_year: 2023,
    });
    expect(aapl.annual[0]).toMatchObject({
      fiscal_year: 2023,
      period_end: "2023-09-30",
      dividends_per_share: 0.94,
      dividends_paid: 15_025_000_000,
      dividends_paid_basis: "PaymentsOfDividends",
    });
    expect(tsla).toMatchObject({ status: "no_dividend_facts_reported", annual: [], quarterly: [] });
  });

  it("all unknown is 404 unknown_ticker, not billed", async () => {
    // A missing tickers: test/e2e/contract.e2e.test.ts.
    const unknown = await get("/api/v3/fundamentals/dividends?tickers=ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
  });

  it("GraphQL root and Instrument field", async () => {
    const { body } = await graphql(
      service,
      `{ secDividends(tickers: ["MSFT"]) { items { latestAnnualPerShare } } instrument(ticker: "AAPL") { secDividends { status annual { dividendsPerShare } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.secDividends.items[0].latestAnnualPerShare).toBe(1.24);
    expect(body.data.instrument.secDividends.annual[0].dividendsPerShare).toBe(0.94);
  });
});

describe("GET /api/v3/fundamentals/peers/{ticker}", () => {
  it("widens to the GICS sector when no sub-industry peer has a size; default floor steps down", async () => {
    const { status, body } = await get("/api/v3/fundamentals/peers/AAPL");
    expect(status).toBe(200);
    // Issue 14: this used to serve MSFT at 93,580 / 383,285 with size_status ok, FY2015 revenue
    // against AAPL FY2023. Sizes are now compared as of the newest year end (AAPL's 2023-09-30);
    // MSFT's FY2015 (to 2015-06-30) is past the 15-month currency bound, so no peer has a size.
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      peer_basis: "gics_sector",
      peer_group: "Information Technology",
      peer_selection_basis: "own_data_gics",
      peers_status: "none_after_data_error_filter",
      peer_universe_status: "ok",
      size_measure: "revenue_latest_fiscal_year",
      subject_size: 383_285_000_000,
      subject_size_fiscal_year: 2023,
      subject_size_status: "ok",
      sizes_compared_as_of: "2023-09-30",
      count: 0,
    });
    expect(body.peer_filter_stats).toMatchObject({
      candidates: 72,
      size_unknown: 72,
      cleared: 0,
      min_relative_size_requested: null,
      min_relative_size_applied: 0.01,
      floors_tried: [0.1, 0.05, 0.02, 0.01],
    });
    // MSFT as the subject: against AAPL's FY2023 in its sector, its own FY2015 size is not current.
    const msft = await get("/api/v3/fundamentals/peers/MSFT");
    expect(msft.body).toMatchObject({
      peer_basis: "gics_sector",
      peers_status: "none_after_data_error_filter",
      subject_size: null,
      subject_size_fiscal_year: 2015,
      subject_size_status: "fundamentals_not_current",
      sizes_compared_as_of: "2023-09-30",
    });
  });

  it("a given floor is applied as given; statuses say why there are none", async () => {
    const strict = await get("/api/v3/fundamentals/peers/AAPL?min_relative_size=0.5");
    expect(strict.body).toMatchObject({ peers_status: "none_after_data_error_filter", count: 0 });
    expect(strict.body.peer_filter_stats).toMatchObject({
      min_relative_size_applied: 0.5,
      floors_tried: [0.5],
    });
    const nflx = await get("/api/v3/fundamentals/peers/NFLX");
    expect(nflx.body).toMatchObject({
      peers_status: "none_after_data_error_filter",
      peer_basis: "gics_sector",
    });
    const unsized = await get("/api/v3/fundamentals/peers/NFLX?min_relative_size=0&limit=3");
    expect(unsized.body).toMatchObject({ peers_status: "ok", peer_basis: "gics_sub_industry", count: 3 });
    expect(unsized.body.peers.map((p: any) => p.ticker)).toEqual(["DIS", "LYV", "PSKY"]);
    const outside = await get("/api/v3/fundamentals/peers/SNOW");
    expect(outside.body).toMatchObject({
      peers_status: "none_in_industry",
      peer_universe_status: "subject_not_in_sp500_master",
      peer_basis: null,
    });
  });

  // peers: an unknown ticker, limit and min_relative_size out of range, in test/e2e/contract.e2e.test.ts.

  it("GraphQL: Instrument.gicsPeers beside the price", async () => {
    const { body } = await graphql(
      service,
      `{ gicsPeers(ticker: "TSLA", limit: 1) { peers { ticker } } instrument(ticker: "AAPL") { priceSnapshot { price } gicsPeers { peersStatus peers { ticker } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.gicsPeers.peers).toEqual([{ ticker: "AMZN" }]);
    // AAPL: no peer with a current size (issue 14; see the REST test above).
    expect(body.data.instrument.gicsPeers).toEqual({
      peersStatus: "none_after_data_error_filter",
      peers: [],
    });
  });
});

describe("GET /api/v3/fundamentals/company_full/{ticker}", () => {
  it("profile, newest annual report and statement, newer_annual_report", async () => {
    const { status, body } = await get("/api/v3/fundamentals/company_full/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      profile: { cik: "0000320193", sector: "Information Technology" },
      latest_annual_report: {
        form: "10-K",
        filed: "2023-11-03",
        accession: "0000320193-23-000106",
        fiscal_year: 2023,
      },
      latest_annual_statement: { fiscal_year: 2023, revenue: 383_285_000_000, net_income: 96_995_000_000 },
      newer_annual_report: false,
      newer_annual_report_status: "statements_current",
    });
  });

  it("an IFRS 20-F filer has a newer annual report than any us-gaap statement; no facts says why", async () => {
    const lpa = await get("/api/v3/fundamentals/company_full/LPA");
    expect(lpa.body).toMatchObject({
      newer_annual_report: true,
      newer_annual_report_status: "no_annual_statement_from_report",
      latest_annual_statement: null,
    });
    const jpm = await get("/api/v3/fundamentals/company_full/JPM");
    expect(jpm.body).toMatchObject({
      newer_annual_report: null,
      newer_annual_report_status: "no_sec_companyfacts_held",
    });
  });

  it("GraphQL root and Instrument field", async () => {
    const { body } = await graphql(
      service,
      `{ companyFull(ticker: "TSLA") { newerAnnualReport latestAnnualReport { fiscalYear } }
         instrument(ticker: "SNOW") { companyFull { newerAnnualReport latestAnnualStatement { revenue } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.companyFull).toEqual({
      newerAnnualReport: false,
      latestAnnualReport: { fiscalYear: 2021 },
    });
    expect(body.data.instrument.companyFull).toEqual({
      newerAnnualReport: false,
      latestAnnualStatement: { revenue: 3_626_396_000 },
    });
  });
});

describe("GET /api/v3/fundamentals/full/{ticker}", () => {
  it("bundles profile, statements, metrics and growth; holders need the funds product", async () => {
    const { status, headers, body } = await get("/api/v3/fundamentals/full/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      profile: { name: "Apple Inc." },
      // An enterprise key has the funds product: insider trades are intel's missing field, and no
      // held 13F filing holds AAPL (the reason institutional_ownership's 503 gives).
      insider_trades: null,
      insider_trades_status: "not_available_from_intel",
      top_institutional_holders: null,
      top_institutional_holders_status: "no_13f_holding_held",
    });
    expect(body.statements.income_statements.items[0]).toMatchObject({
      fiscal_year: 2023,
      revenue: 383_285_000_000,
    });
    expect(body.statements.income_statements.count).toBe(4);
    expect(body.statements.balance_sheets.items[0].total_assets).toBe(352_583_000_000);
    expect(body.metrics.growth.period.fiscal_year).toBe(2023);
    expect(body.growth[0].revenue_growth).toBeCloseTo(((383_285 - 394_328) / 394_328) * 100, 8);
  });

  it("a Free plan gets plan_required for the funds parts, and a forged products header changes nothing", async () => {
    const { key } = await issueKey(service.warehouse.db, "free-full", { plan: "free" });
    const free = await get("/api/v3/fundamentals/full/AAPL", {
      key,
      headers: { [ENTITLED_PRODUCTS_HEADER]: "funds_institutional" },
    });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({
      insider_trades: null,
      insider_trades_status: "plan_required",
      top_institutional_holders_status: "plan_required",
    });
    const starter = (await issueKey(service.warehouse.db, "starter-full", { plan: "starter" })).key;
    const gql = await graphql(
      service,
      `{ fundamentalsFull(ticker: "TSLA") { insiderTradesStatus growth { fiscalYear } } }`,
      {},
      starter,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.fundamentalsFull).toEqual({
      insiderTradesStatus: "not_available_from_intel",
      growth: [{ fiscalYear: 2021 }],
    });
  });

  it("a malformed symbol in the path is 422 invalid_ticker, not billed", async () => {
    for (const route of ["full", "company_full", "historical", "peers"]) {
      const { status, headers, body } = await get(`/api/v3/fundamentals/${route}/AB%24%24`);
      expect(status).toBe(422);
      expect(body.detail.error_code).toBe("invalid_ticker");
      expect(headers.get("x-credits-charged")).toBe("0");
    }
  });

  it("Instrument.fundamentalsFull joins with the price", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "MSFT") { priceSnapshot { price } fundamentalsFull { profile { cik } topInstitutionalHoldersStatus } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.fundamentalsFull).toEqual({
      profile: { cik: "0000789019" },
      topInstitutionalHoldersStatus: null,
    });
  });

  // Known answer by hand from data/sample/sec/13f-xml/0001894188-23-000007*: LTS One Management
  // LP's MICROSOFT CORP line (CUSIP 594918104 -> MSFT in reference/cusip_ticker_map.csv), period
  // 2023-09-30, 65,000 shares (<sshPrnamt>) worth 20,524,000 USD (<value>, dollars).
  it("MSFT's holders: LTS One's 2023-09-30 line, as institutional_ownership serves it, REST and GraphQL", async () => {
    const { status, body } = await get("/api/v3/fundamentals/full/MSFT");
    expect(status).toBe(200);
    const ownership = await get("/api/v3/fundamentals/institutional_ownership?ticker=MSFT&limit=10");
    expect(body.top_institutional_holders_status).toBeNull();
    // The one shape and the one computation: the same lines and coverage note as the route's.
    expect(body.top_institutional_holders.items).toEqual(ownership.body.items);
    expect(body.top_institutional_holders.coverage_note).toBe(ownership.body.coverage_note);
    expect(body.top_institutional_holders).toMatchObject({
      ticker: "MSFT",
      count: 1,
      newest_report_period: "2023-09-30",
      is_stale: true,
      quarters_behind: 12,
      total_shares: 65_000,
      total_value_usd: 20_524_000,
    });
    expect(body.top_institutional_holders.coverage_note).toContain("1 filer(s) (LTS One Management LP)");
    expect(body.top_institutional_holders.items).toEqual([
      expect.objectContaining({
        fund: "LTS One Management LP",
        ticker: "MSFT",
        report_period: "2023-09-30",
        shares: 65_000,
        value_usd: 20_524_000,
      }),
    ]);
    const gql = await graphql(
      service,
      `{ fundamentalsFull(ticker: "MSFT") { topInstitutionalHoldersStatus topInstitutionalHolders {
           newestReportPeriod isStale quartersBehind items { fund reportPeriod shares valueUsd } } } }`,
    );
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.fundamentalsFull).toEqual({
      topInstitutionalHoldersStatus: null,
      topInstitutionalHolders: {
        newestReportPeriod: "2023-09-30",
        isStale: true,
        quartersBehind: 12,
        items: [
          { fund: "LTS One Management LP", reportPeriod: "2023-09-30", shares: 65_000, valueUsd: 20_524_000 },
        ],
      },
    });
  });

  it("before LTS One's filing is visible (2023-11-14, from 22:00 ET) MSFT's holders are null: no 13F filing is held at that instant", async () => {
    clock.set("2023-11-14T20:00:00Z");
    try {
      const { body } = await get("/api/v3/fundamentals/full/MSFT");
      expect(body.top_institutional_holders).toBeNull();
      expect(body.top_institutional_holders_status).toBe("upstream_dead_no_archive");
    } finally {
      clock.set("2026-11-17T15:00:00Z");
    }
  });
});
