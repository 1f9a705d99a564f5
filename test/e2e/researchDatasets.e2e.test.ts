/**
 * Research datasets (svc_v2_research_datasets, svc_v2_research_read) through the REST shim and
 * GraphQL over real HTTP, on the bundled data: the listing, reads with their filters and caps,
 * per-dataset billing and plan gating, and every 4xx/5xx the spec names.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const rest = restClient(() => service);
/** The answer with the credits it charged (X-Credits-Charged). */
async function get(path: string, key?: string) {
  const answer = await rest.get(path, key);
  return { ...answer, credits: answer.headers.get("x-credits-charged") };
}

describe("GET /api/v2/datasets", () => {
  it("lists every held dataset with its product, key, filters and coverage, free of charge", async () => {
    const { status, credits, body } = await get("/api/v2/datasets");
    expect(status).toBe(200);
    expect(credits).toBe("0");
    expect(body.count).toBe(16);
    expect(body.datasets.map((d: any) => d.slug)).toEqual([
      "security_master",
      "daily_prices",
      "price_series_index",
      "splits",
      "dividends",
      "price_factors",
      "minute_bars",
      "minute_quotes",
      "option_chains",
      "implied_vol_by_ticker",
      "sec_company_facts",
      "sec_companies",
      "sec_filings",
      "treasury_par_yields",
      "fred_series",
      "vix_daily",
    ]);
    expect(body.datasets.find((d: any) => d.slug === "splits")).toEqual({
      slug: "splits",
      description: "Stock splits (shares after : shares before) by ex-date.",
      product: "market_data",
      keyed_by: "ticker",
      symbol_column: "ticker",
      filters: ["ticker"],
      requires_ticker: false,
      rows: 24,
      first_date: "1998-08-03",
      last_date: "2022-07-18",
      null_reasons: {},
    });
    expect(body.datasets.find((d: any) => d.slug === "sec_filings")).toMatchObject({
      product: "public_filings",
      keyed_by: "cik",
      symbol_column: null,
      filters: [],
      // A null says why (issue 14 honesty lint): the filings index is keyed by CIK, not ticker.
      null_reasons: { symbol_column: "keyed_by_cik" },
    });
    expect(body.not_ingested.map((d: any) => [d.slug, d.filters])).toEqual([
      ["cds_composites", ["ticker"]],
      ["security_names_history", ["ticker", "permno"]],
      ["security_issuer_links", ["permno", "gvkey"]],
      ["fundamentals_pit_report_dates", ["gvkey"]],
    ]);
    expect(body).toMatchObject({ unfiltered_row_cap: 5000, limit_max: 50000 });
  });
});

describe("point in time: only rows known at the clock (issue 14)", () => {
  it("at 2021-12-31 12:00 ET the coverage ends with what was out by then", async () => {
    try {
      clock.set("2021-12-31T17:00:00Z");
      const { body } = await get("/api/v2/datasets");
      const coverage = (slug: string) => {
        const d = body.datasets.find((row: any) => row.slug === slug);
        return [d.first_date, d.last_date];
      };
      // The 31st's closes are not final yet; its Treasury curve is due at 18:00 ET; daily FRED and
      // VIX values of the 30th are out; splits (AAPL 2020-08-31 the last before the clock) by ex-date.
      expect(coverage("daily_prices")).toEqual(["1998-01-02", "2021-12-30"]);
      expect(coverage("treasury_par_yields")).toEqual(["1990-01-02", "2021-12-30"]);
      expect(coverage("fred_series")).toEqual(["1980-01-01", "2021-12-30"]);
      expect(coverage("vix_daily")).toEqual(["1990-01-02", "2021-12-30"]);
      expect(coverage("splits")).toEqual(["1998-08-03", "2020-08-31"]);
      // price_factors' 2050-12-31 sentinel row (Lean's "factor of today") is not a fact of 2021.
      expect(coverage("price_factors")[1]).toBe("2021-03-24");
      // Minute quotes are all from 2023 on: held, but nothing known at the clock.
      expect(body.not_ingested[0]).toEqual({
        slug: "minute_quotes",
        reason: "no_rows_known_at_clock",
        filters: ["ticker"],
      });
      // A read is bounded the same way: AAPL's newest daily rows end on 2021-12-30.
      const read = await get("/api/v2/datasets/daily_prices?ticker=AAPL&limit=50000");
      expect(read.body.rows.at(-1).date).toBe("2021-12-30");
    } finally {
      clock.set(NOW);
    }
  });
});

describe("price_series_index at an instant (issue 29)", () => {
  it("at 2016-06-29 17:00 ET no file is said to reach past the day's close", async () => {
    try {
      clock.set("2016-06-29T21:00:00Z");
      const { status, body } = await get("/api/v2/datasets/price_series_index?limit=1000");
      expect(status).toBe(200);
      expect(body.rows.length).toBeGreaterThan(0);
      // prices/daily_index.csv: AAPL's file runs 2010-01-04..2022-12-29.
      expect(body.rows.find((row: any) => row.ticker === "AAPL")).toMatchObject({
        first_date: "2010-01-04",
        last_date: "2016-06-29",
        close_basis: "split_adjusted",
      });
      expect(
        body.rows.filter((row: any) => row.last_date > "2016-06-29" || row.first_date > "2016-06-29"),
      ).toEqual([]);
    } finally {
      clock.set(NOW);
    }
  });
});

describe("GET /api/v2/datasets/{dataset}", () => {
  it("filters the dataset's symbol column and returns rows verbatim in key order", async () => {
    const { status, credits, body } = await get("/api/v2/datasets/daily_prices?ticker=aapl&limit=2");
    expect(status).toBe(200);
    expect(credits).toBe("1");
    expect(body).toMatchObject({
      ok: true,
      dataset: "daily_prices",
      product: "market_data",
      filters_applied: { ticker: "AAPL" },
      ticker_ignored: false,
      limit: 2,
      row_cap: null,
      capped: false,
      count: 2,
      has_more: true,
      columns: ["ticker", "date", "open", "high", "low", "close", "adj_close", "volume"],
    });
    expect(body.rows[0]).toEqual({
      ticker: "AAPL",
      date: "2010-01-04",
      open: 7.6225,
      high: 7.660714,
      low: 7.585,
      close: 7.643214,
      adj_close: 6.515213,
      volume: 493729600,
    });
    expect(body.rows[1].date).toBe("2010-01-05");
  });

  it("caps an unfiltered read at 5000 rows, and lets a filtered one reach past it", async () => {
    const unfiltered = await get("/api/v2/datasets/daily_prices?limit=50000");
    expect(unfiltered.body).toMatchObject({
      row_cap: 5000,
      capped: true,
      count: 5000,
      has_more: true,
      limit: 50000,
    });
    expect(unfiltered.body.rows).toHaveLength(5000);

    // SPY's minute bars (5,786 rows) are a tape dataset: 3 credits.
    const spy = await get("/api/v2/datasets/minute_bars?ticker=SPY&limit=50000");
    expect(spy.credits).toBe("3");
    expect(spy.body).toMatchObject({
      product: "tape",
      row_cap: null,
      capped: false,
      count: 5786,
      has_more: false,
    });
  });

  it("answers an empty page for a symbol the dataset does not hold", async () => {
    const { status, body } = await get("/api/v2/datasets/splits?ticker=TSLA");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, has_more: false, rows: [] });
  });

  it("answers a symbol the platform does not know 404 unknown_ticker, not billed (spec/01 rule 5)", async () => {
    const { status, credits, body } = await get("/api/v2/datasets/daily_prices?ticker=QZQZ");
    expect(status).toBe(404);
    expect(credits).toBe("0");
    expect(body.detail).toMatchObject({ error_code: "unknown_ticker" });
  });

  it("ignores a ticker on a dataset keyed by a CIK and says so; series ids filter FRED", async () => {
    const filings = await get("/api/v2/datasets/sec_filings?ticker=AAPL&limit=3");
    expect(filings.credits).toBe("1");
    expect(filings.body).toMatchObject({
      product: "public_filings",
      keyed_by: "cik",
      filters_applied: {},
      ticker_ignored: true,
      ticker_ignored_reason: "keyed_by_cik",
      row_cap: 5000,
      count: 3,
    });

    const dgs10 = await get("/api/v2/datasets/fred_series?ticker=dgs10&limit=1");
    expect(dgs10.credits).toBe("2");
    expect(dgs10.body.filters_applied).toEqual({ ticker: "DGS10" });
    expect(dgs10.body.rows[0]).toMatchObject({ series_id: "DGS10", date: "1980-01-01" });
  });

  it("needs a ticker for implied_vol_by_ticker and bills it as options flow", async () => {
    const missing = await get("/api/v2/datasets/implied_vol_by_ticker");
    expect(missing.status).toBe(422);
    expect(missing.credits).toBe("0");
    expect(missing.body.detail).toMatchObject({ error_code: "validation_error", parameter: "ticker" });

    const spy = await get("/api/v2/datasets/implied_vol_by_ticker?ticker=SPY&limit=1");
    expect(spy.credits).toBe("4");
    expect(spy.body.rows).toEqual([
      {
        underlying: "SPY",
        snapshot_date: "2023-12-28",
        expiry: "2023-12-29",
        strike: 270,
        right: "C",
        implied_volatility: 1e-7,
        delta: 1,
        gamma: expect.any(Number),
        vega: expect.any(Number),
        theta: expect.any(Number),
        open_interest: expect.any(Number),
      },
    ]);
  });

  it("refuses the product of a dataset the plan lacks before reading, and charges nothing", async () => {
    const { key } = await issueKey(service.warehouse.db, "free research", { plan: "free" });
    const tape = await get("/api/v2/datasets/minute_bars?ticker=SPY&limit=1", key);
    expect(tape.status).toBe(402);
    expect(tape.credits).toBe("0");
    expect(tape.body.detail).toMatchObject({ error_code: "plan_required", tool_group: "tape" });
    const prices = await get("/api/v2/datasets/daily_prices?ticker=SPY&limit=1", key);
    expect(prices.status).toBe(200);
  });

  it("answers every error the spec names, none of them billed", async () => {
    const cases: [string, number, string, Record<string, unknown>][] = [
      ["/api/v2/datasets/nope", 404, "not_found", { dataset: "nope" }],
      ["/api/v2/datasets/api_keys", 404, "not_found", { dataset: "api_keys" }],
      [
        "/api/v2/datasets/daily_prices?permno=10107",
        422,
        "unsupported_filter",
        { parameter: "permno", accepted_on: ["security_names_history", "security_issuer_links"] },
      ],
      [
        "/api/v2/datasets/security_names_history?gvkey=1690",
        422,
        "unsupported_filter",
        { parameter: "gvkey", accepted_on: ["security_issuer_links", "fundamentals_pit_report_dates"] },
      ],
      ["/api/v2/datasets/security_issuer_links?gvkey=12a", 422, "validation_error", { parameter: "gvkey" }],
      // limit and permno out of range, and no key: test/e2e/contract.e2e.test.ts.
      ["/api/v2/datasets/daily_prices?ticker=A..B", 422, "invalid_ticker", { parameter: "ticker" }],
      ["/api/v2/datasets/security_names_history?permno=10107", 503, "dataset_unavailable", {}],
      ["/api/v2/datasets/cds_composites", 503, "dataset_unavailable", { dataset: "cds_composites" }],
    ];
    for (const [path, status, code, extra] of cases) {
      const answer = await get(path);
      expect([path, answer.status, answer.credits]).toEqual([path, status, "0"]);
      expect(answer.body.detail).toMatchObject({ error_code: code, ...extra });
    }
  });
});

describe("GraphQL", () => {
  it("reads a dataset named by a variable, rows as JSON objects", async () => {
    const { body } = await graphql(
      service,
      `query ($d: String!) { researchDataset(dataset: $d, ticker: "AAPL", limit: 4) {
          dataset product count hasMore rows } researchDatasets { count notIngested { slug } } }`,
      { d: "splits" },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.researchDataset).toMatchObject({
      dataset: "splits",
      product: "market_data",
      count: 4,
      hasMore: false,
    });
    expect(body.data.researchDataset.rows.map((r: any) => [r.ex_date, r.numerator, r.denominator])).toEqual([
      ["2000-06-21", 2, 1],
      ["2005-02-28", 2, 1],
      ["2014-06-09", 7, 1],
      ["2020-08-31", 4, 1],
    ]);
    expect(body.data.researchDatasets.count).toBe(16);
  });
});
