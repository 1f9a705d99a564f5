/**
 * Fundamentals company routes (growth, dividends, historical, search, tickers, peers,
 * company_full, full) through the generated REST shim and GraphQL, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../subgraphs/kit/clock.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

let service: TestService;
const clock = fixedClock("2026-11-17T15:00:00Z");

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());

async function get(path: string, key = service.key) {
  const response = await fetch(`${service.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

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
    expect(body.units.revenueGrowth).toBe("percent");
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

  it("all unknown is 404 unknown_ticker, not billed; bad inputs are 422", async () => {
    const unknown = await get("/api/v3/fundamentals/growth?tickers=ZZZZQ,ZZZZR");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
    for (const [query, parameter] of [
      ["tickers=TSLA&limit=21", "limit"],
      ["tickers=TSLA&limit=0", "limit"],
      ["", "tickers"],
    ] as const) {
      const { status, body } = await get(`/api/v3/fundamentals/growth?${query}`);
      expect(status).toBe(422);
      expect(body.detail).toMatchObject({ error_code: "validation_error", parameter });
    }
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
