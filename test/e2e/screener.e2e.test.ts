/**
 * The screener and its presets through REST and GraphQL over real HTTP. Market cap and ADV come
 * from market through federation; the figures below were computed independently from
 * data/sample (python over the companyfacts JSON and prices/daily CSVs).
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock: fixedClock("2026-11-17T15:00:00Z") });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);
const screener = (query: string) => get(`/api/v3/fundamentals/screener?${query}`);
const tickers = (body: any) => body.items.map((row: any) => row.ticker);

describe("GET /api/v3/fundamentals/screener", () => {
  it("acceptance: roe_min_pct=20&sort_by=revenue&limit=5 returns real rows sorted by revenue", async () => {
    const { status, headers, body } = await screener("roe_min_pct=20&sort_by=revenue&limit=5");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      sort_by: "revenue_usd",
      sort_order: "desc",
      limit: 5,
      page: 1,
      count: 1,
      total: 1,
      has_more: false,
      next_page: null,
      as_of: "2022-12-29",
      universe: { screened: 7, candidates: 1, liquid_without_market_cap: 0 },
      filters_applied: { roe_min_pct: 20, security_class: ["common"], min_market_cap_usd: 300_000_000 },
      local_filters: ["roe_min_pct", "security_class", "min_market_cap_usd", "min_adv_usd"],
    });
    // A row is as of its close (2022-12-29): only facts filed by then (issue 14). AAPL's FY2023
    // 10-K was filed 2023-11-03, so its row is FY2022 (10-K filed 2022-10-28); NFLX's only held
    // year, FY2023, was filed 2024-01-26, so NFLX has no figure to pass the ROE filter on.
    expect(tickers(body)).toEqual(["AAPL"]);
    const [aapl] = body.items;
    // AAPL FY2022: net income 99,803m over year-end equity 50,672m; revenue 394,328m.
    expect(aapl).toMatchObject({
      fiscal_year: 2022,
      period_end: "2022-09-24",
      revenue_usd: 394_328_000_000,
      net_income_usd: 99_803_000_000,
      security_class: "common",
      equity_negative: false,
      growth_status: "sec_confirmed",
      growth_status_reason: null,
      // Last close 2022-12-29 and the mean of close × volume over the 21 sessions from 2022-11-30.
      price_usd: 129.610001,
      price_date: "2022-12-29",
      adv_21d_usd: 11_282_389_000,
      // 129.610001 × 15,908,118,000 shares (10-K FY2022 cover page, 2022-10-14).
      market_cap_usd: 2_061_851_189_888,
      market_cap_basis: "close 2022-12-29 × sec_dei_cover_page shares as of 2022-10-14",
    });
    expect(aapl.roe).toBeCloseTo(196.958_872_750_236_82, 9);
    // Dividends paid 14,841m over net income 99,803m.
    expect(aapl.payout_ratio).toBeCloseTo(14.870_294_480_125_85, 9);
    expect(body.units).toMatchObject({ roe: "percent", market_cap_usd: "usd", debt_to_equity: "multiple" });
    expect(body.field_sources.adv_21d_usd).toContain("market subgraph");
  });

  it("defaults: market cap descending over 300m and 1m ADV; floors of 0 admit unknown caps, nulls last", async () => {
    // Issue 14: MSFT used to rank second on a market cap from its 2015-07-27 share count; under the
    // currency rule (15 months) that count is not current at the 2022-12-29 close, so no cap.
    // Point in time (issue 14): a market cap is the close × a share count FILED by the close's day.
    // AMZN (10-K filed 2023-02-03) and NFLX (2024-01-26) had filed none by 2022-12-29, so no cap.
    const { body } = await screener("");
    expect(tickers(body)).toEqual(["AAPL", "TSLA"]);
    const all = await screener("min_market_cap_usd=0&min_adv_usd=0");
    expect(all.body.total).toBe(7);
    expect(tickers(all.body).slice(2).sort()).toEqual(["AMZN", "LPA", "MSFT", "NFLX", "SNOW"]);
    const lpa = all.body.items.find((row: { ticker: string }) => row.ticker === "LPA");
    expect(lpa).toMatchObject({ market_cap_usd: null, adv_21d_usd: null, price_usd: null });
    expect(lpa.null_reasons.market_cap_usd).toBe("no_daily_bars");
    const msft = all.body.items.find((row: { ticker: string }) => row.ticker === "MSFT");
    // FY2015 ended 2015-06-30: no figure of it stands for 2022-12-29.
    expect(msft).toMatchObject({
      fiscal_year: 2015,
      revenue_usd: null,
      market_cap_usd: null,
      price_usd: 241.009995,
    });
    expect(msft.null_reasons).toMatchObject({
      all: "fundamentals_not_current",
      market_cap_usd: "fundamentals_not_current",
    });
    // NFLX's only held fiscal year (FY2023) was filed 2024-01-26, after its last close: no figure.
    const nflx = all.body.items.find((row: { ticker: string }) => row.ticker === "NFLX");
    // Before the fix: FY2023 figures and a 2024 share count (after_price_date) at a 2022 close.
    expect(nflx).toMatchObject({
      price_date: "2022-12-29",
      fiscal_year: null,
      revenue_usd: null,
      market_cap_usd: null,
    });
    expect(nflx.null_reasons.market_cap_usd).toBe("share_count_not_filed_by_price_date");
    const ascending = await screener("min_market_cap_usd=0&min_adv_usd=0&sort_order=asc");
    expect(tickers(ascending.body).slice(0, 2)).toEqual(["TSLA", "AAPL"]);
  });

  it("pages with has_more and next_page; ADV floor filters", async () => {
    const second = await screener("limit=1&page=2");
    // MSFT left the default screen (no current share count: issue 14), so page 2 is the last.
    // AMZN and NFLX left it too (no share count filed by their 2022-12-29 close).
    expect(second.body).toMatchObject({ count: 1, total: 2, has_more: false, next_page: null });
    expect(tickers(second.body)).toEqual(["TSLA"]);
    const liquid = await screener("min_adv_usd=10000000000&sort_by=adv");
    expect(tickers(liquid.body)).toEqual(["TSLA", "AAPL"]);
  });

  it("sector, aliases and deprecated names (renamed_params), and the D/E ceiling", async () => {
    const it = await screener("sector=information%20technology");
    expect(tickers(it.body)).toEqual(["AAPL"]); // MSFT: no current market cap (issue 14)
    const alias = await screener("revenue_min=100000000000&sort_by=net_income");
    const canonical = await screener("revenue_min_usd=100000000000&sort_by=net_income_usd");
    expect(tickers(alias.body)).toEqual(tickers(canonical.body));
    expect(alias.body.renamed_params).toEqual({ revenue_min: "revenue_min_usd" });
    const deprecated = await screener("roe_min=20&sort_by=revenue");
    expect(tickers(deprecated.body)).toEqual(["AAPL"]);
    expect(deprecated.body.renamed_params).toEqual({ roe_min: "roe_min_pct" });
    const ceiling = await screener("debt_to_equity_max=1&min_market_cap_usd=0&min_adv_usd=0");
    expect(tickers(ceiling.body)).not.toContain("AAPL");
    for (const row of ceiling.body.items) {
      expect(row.debt_to_equity).not.toBeNull();
      expect(row.debt_to_equity).toBeLessThanOrEqual(1);
      expect(row.equity_negative).toBe(false);
    }
  });

  it("refuses ambiguous deprecated percents (422, refunded) and out-of-range D/E (422), charging nothing", async () => {
    const { key, accountId } = await issueKey(service.warehouse.db, "screener errors", { plan: "free" });
    const ambiguous = await get("/api/v3/fundamentals/screener?roe_min=0.2", key);
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.detail).toMatchObject({
      error_code: "ambiguous_percent_threshold",
      parameter: "roe_min",
      use: "roe_min_pct",
    });
    const de = await get("/api/v3/fundamentals/screener?debt_to_equity_max=25", key);
    expect(de.status).toBe(422);
    expect(de.body.detail).toMatchObject({
      error_code: "debt_to_equity_max_out_of_range",
      accepted: "0..20",
    });
    const contradicting = await get("/api/v3/fundamentals/screener?revenue_min=1&revenue_min_usd=2", key);
    expect(contradicting.status).toBe(422);
    expect(await service.access?.backend.spent(accountId, "2026-11")).toBe(0);
  });

  it("400 for an unknown sort key or security class, naming the accepted ones", async () => {
    const sort = await screener("sort_by=pe_ratio");
    expect(sort.status).toBe(400);
    expect(sort.body.detail).toMatchObject({ error_code: "bad_request", parameter: "sort_by" });
    expect(sort.body.detail.accepted).toContain("dollar_volume");
    const klass = await screener("security_class=common,stock");
    expect(klass.status).toBe(400);
    expect(klass.body.detail.accepted).toEqual([
      "common",
      "adr",
      "preferred",
      "fund",
      "unit",
      "warrant",
      "other",
    ]);
    const funds = await screener("security_class=fund,adr");
    expect(funds.status).toBe(200);
    expect(funds.body).toMatchObject({ total: 0, items: [], security_class: ["adr", "fund"] });
  });

  it("reject_unknown_args: an undeclared parameter is refused with the accepted list; sort_order is 422", async () => {
    const unknown = await screener("roe_min_pctt=20");
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toMatchObject({ error_code: "validation_error", unknown: ["roe_min_pctt"] });
    expect(unknown.body.detail.accepted).toContain("roe_min_pct");
    const withKey = await fetch(`${service.url}/api/v3/fundamentals/screener?limit=1&api_key=${service.key}`);
    expect(withKey.status).toBe(200);
    // limit, page, min_market_cap_usd and min_adv_usd out of range: test/e2e/contract.e2e.test.ts.
    const order = await screener("sort_order=up");
    expect(order.status).toBe(422);
  });

  it("GraphQL: rows carry their Instrument, so market fields come through federation", async () => {
    const { body } = await graphql(
      service,
      '{ screener(roeMin: 20, sortBy: "revenue", limit: 1) { total renamedParams items { ticker roe instrument { name priceSnapshot { price } } } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.screener).toMatchObject({
      total: 1,
      renamedParams: { roe_min: "roe_min_pct" },
      items: [{ ticker: "AAPL", instrument: { name: "Apple Inc.", priceSnapshot: { price: 129.610001 } } }],
    });
    const bad = await graphql(service, '{ screener(sortBy: "nope") { total } }');
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: "bad_request", status: 400 });
  });
});

describe("GET /api/v3/fundamentals/screener/presets", () => {
  it("restates presets in screener names, with unsupported criteria and no vendor", async () => {
    const { status, body } = await get("/api/v3/fundamentals/screener/presets");
    expect(status).toBe(200);
    const dividend = body.presets.find((p: any) => p.name === "dividend_growers");
    expect(dividend).toMatchObject({
      params: { years_dividend_growth_min: 5, payout_ratio_max_pct: 75, sort_by: "years_dividend_growth" },
      unsupported_params: [{ param: "dividend_yield_min_pct", value: "2" }],
      vendor_params: null,
    });
    expect(body.supported_params).toEqual(expect.arrayContaining(["roe_min_pct", "roe_min", "revenue_min"]));
    expect(body.sort_aliases.dollar_volume).toBe("adv_21d_usd");
    // Every preset's params run on the screener as given.
    for (const preset of body.presets) {
      const query = new URLSearchParams(
        Object.entries(preset.params).map(([k, v]) => [k, String(v)]) as [string, string][],
      );
      const answer = await screener(query.toString());
      expect(answer.status, preset.name).toBe(200);
    }
    const gql = await graphql(service, "{ screenerPresets { count presets { name params } } }");
    expect(gql.body.data.screenerPresets.count).toBe(body.count);
  });
});
