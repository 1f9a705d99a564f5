/**
 * The 13F, ETF-holdings and mutual-fund routes through the REST shim and GraphQL, over real HTTP
 * (docs/INTEL.md "Institutional ownership"). Known answers by hand from
 * data/sample/sec/13f-xml/0001894188-23-000007*: LTS One Management LP (CIK 0001894188), period
 * 2023-09-30, filed 2023-11-14, 14 holdings summing to 454,926,000 USD; AMAZON COM INC (CUSIP
 * 023135106) 137,500 shares worth 17,479,000 USD; the largest line INTERNATIONAL FLAVORS&FRAGRA
 * 2,265,000 shares, 154,405,000 USD. Tickers through reference/cusip_ticker_map.csv
 * (023135106,AMZN; 594918104,MSFT). MICROSOFT CORP (CUSIP 594918104): 65,000 shares
 * (<sshPrnamt>65000), value 20,524,000 USD (<value>20524000, dollars: filed after 2023-01-03).
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("GET /api/v3/intel/sec13f", () => {
  it("LTS One's 14 holdings, largest value first; AMZN's shares and value as filed; 12 quarters stale", async () => {
    const { status, headers, body } = await get("/api/v3/intel/sec13f?fund=lts%20one&limit=500");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ok: true,
      as_of: "2026-11-17",
      count: 14,
      newest_report_period: "2023-09-30",
      vendor_ceiling: null,
      expected_report_period: "2026-09-30",
      is_stale: true,
      quarters_behind: 12,
      missing_known_filers: [],
      security_key: "cusip",
      null_reasons: { vendor_ceiling: "no_vendor_archive" },
    });
    expect(body.coverage_note).toContain("1 information table(s) with 255 holdings are held but not served");
    expect(body.items.reduce((sum: number, item: { value_usd: number }) => sum + item.value_usd, 0)).toBe(
      454_926_000,
    );
    expect(body.items[0]).toMatchObject({
      issuer_name: "INTERNATIONAL FLAVORS&FRAGRA",
      shares: 2_265_000,
      value_usd: 154_405_000,
    });
    expect(body.items.find((item: { cusip: string }) => item.cusip === "023135106")).toEqual({
      fund: "LTS One Management LP",
      fund_current_name: "LTS One Management LP",
      fund_cik: "0001894188",
      ticker: "AMZN",
      ticker_reason: null,
      cusip: "023135106",
      issuer_name: "AMAZON COM INC",
      title_of_class: "COM",
      shares: 137_500,
      shares_type: "SH",
      put_call: null,
      value_usd: 17_479_000,
      report_period: "2023-09-30",
      filed_date: "2023-11-14",
      accession_number: "0001894188-23-000007",
      investment_discretion: "SOLE",
      voting_sole: 137_500,
      voting_shared: 0,
      voting_none: 0,
      null_reasons: { put_call: "share_line_not_an_option" },
    });
  });

  it("a filing is invisible before 22:00 ET of its filing day and visible from then", async () => {
    // 2023-11-14 21:59:59 ET = 2023-11-15T02:59:59Z (EST, UTC-5).
    clock.set("2023-11-15T02:59:59Z");
    // The archive's only filing is not visible yet: no archive is held at that instant (as on a
    // warehouse cut there), 503 and not billed, never an empty list billed as "no holdings".
    const before = await get("/api/v3/intel/sec13f");
    expect(before.status).toBe(503);
    expect(before.body.detail).toMatchObject({ error_code: "upstream_dead_no_archive" });
    expect(before.headers.get("x-credits-charged")).toBe("0");
    clock.set("2023-11-15T03:00:00Z");
    const after = await get("/api/v3/intel/sec13f?limit=1");
    expect(after.body).toMatchObject({
      count: 1,
      newest_report_period: "2023-09-30",
      expected_report_period: "2023-09-30",
      quarters_behind: 0,
      is_stale: false,
    });
  });

  it("ticker=MSFT: LTS One's MSFT line, 65,000 shares worth 20,524,000 USD; limit 0 and 501 are 422", async () => {
    const { status, body } = await get("/api/v3/intel/sec13f?ticker=msft");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      count: 1,
      newest_report_period: "2023-09-30",
      is_stale: true,
      quarters_behind: 12,
    });
    expect(body.items[0]).toMatchObject({
      fund: "LTS One Management LP",
      ticker: "MSFT",
      cusip: "594918104",
      shares: 65_000,
      value_usd: 20_524_000,
      report_period: "2023-09-30",
    });
    expect(body.coverage_note).toContain("1 filer(s) (LTS One Management LP)");
    expect(body.coverage_note).toContain("255 holdings are held but not served");
    for (const limit of [0, 501]) expect((await get(`/api/v3/intel/sec13f?limit=${limit}`)).status).toBe(422);
  });

  it("an unknown ticker is 404 unknown_ticker, not billed, on sec13f, sec13f/changes and insiders", async () => {
    for (const path of [
      "/api/v3/intel/sec13f?ticker=ZZZZQ",
      "/api/v3/intel/sec13f/changes?ticker=ZZZZQ",
      "/api/v3/intel/insiders?ticker=ZZZZQ",
      "/api/v3/intel/etf_holdings?ticker=ZZZZQ",
      "/api/v3/intel/etf_holdings?etf=ZZZZQ",
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(404);
      expect(headers.get("x-credits-charged"), path).toBe("0");
      expect(body.detail.error_code, path).toBe("unknown_ticker");
    }
  });
});

describe("GET /api/v3/intel/sec13f/changes", () => {
  it("one quarter per manager: every change withheld, none fabricated", async () => {
    const { status, body } = await get("/api/v3/intel/sec13f/changes?fund=LTS");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      count: 14,
      changes_withheld: 14,
      quarters_held: 1,
      unreported_prev_holders: null,
      unreported_cur_holders: null,
      null_reasons: { unreported_prev_holders: "no_prior_quarter_held" },
    });
    expect(body.items[0]).toMatchObject({
      shares: 2_265_000,
      prev_shares: null,
      change_pct: null,
      change_withheld: "no_prior_quarter_held",
      prev_shares_split_factor: null,
      archive_shares: null,
    });
    const sized = await get("/api/v3/intel/sec13f/changes?min_pct=0.5");
    expect(sized.body).toMatchObject({ count: 0, changes_withheld: 14 });
    expect((await get("/api/v3/intel/sec13f/changes?min_pct=10.5")).status).toBe(422);
    expect((await get("/api/v3/intel/sec13f/changes?min_pct=-0.1")).status).toBe(422);
  });
});

describe("holders of one stock", () => {
  it("top_shareholders and institutional_ownership of MSFT: LTS One's line; AAPL (held by no filer held) 503, not billed", async () => {
    const top = await get("/api/v3/intel/top_shareholders/MSFT");
    expect(top.status).toBe(200);
    expect(top.body).toMatchObject({ ticker: "MSFT", newest_report_period: "2023-09-30", is_stale: true });
    expect(top.body.ownership).toHaveLength(1);
    expect(top.body.ownership[0]).toMatchObject({
      fund: "LTS One Management LP",
      shares: 65_000,
      value_usd: 20_524_000,
    });
    expect(top.body.coverage_note).toContain("1 filer(s)");
    const held = await get("/api/v3/fundamentals/institutional_ownership?ticker=MSFT");
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({
      ticker: "MSFT",
      count: 1,
      total_shares: 65_000,
      total_value_usd: 20_524_000,
    });
    for (const path of [
      "/api/v3/intel/top_shareholders/AAPL",
      "/api/v3/fundamentals/institutional_ownership?ticker=AAPL",
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(503);
      expect(headers.get("x-credits-charged"), path).toBe("0");
      expect(body.detail, path).toMatchObject({
        error_code: "dataset_unavailable",
        dataset: "sec13f_holdings",
        reason: "no_13f_holding_held",
        ticker: "AAPL",
      });
    }
  });

  it("404 unknown_ticker; institutional_ownership needs a ticker and a limit in 1..500", async () => {
    const unknown = await get("/api/v3/intel/top_shareholders/ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect((await get("/api/v3/fundamentals/institutional_ownership?ticker=ZZZZQ")).status).toBe(404);
    expect((await get("/api/v3/fundamentals/institutional_ownership")).status).toBe(422);
    expect((await get("/api/v3/fundamentals/institutional_ownership?ticker=AMZN&limit=501")).status).toBe(
      422,
    );
  });

  it("GraphQL: MSFT's holders and the sec13f root field give the same known answer; AAPL refuses for its own field only", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "MSFT") { topShareholders { ownership { fund shares valueUsd reportPeriod } } }
         sec13f(ticker: "MSFT") { count items { ticker shares valueUsd } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.topShareholders.ownership).toEqual([
      { fund: "LTS One Management LP", shares: 65_000, valueUsd: 20_524_000, reportPeriod: "2023-09-30" },
    ]);
    expect(body.data.sec13f).toEqual({
      count: 1,
      items: [{ ticker: "MSFT", shares: 65_000, valueUsd: 20_524_000 }],
    });
    const aapl = await graphql(service, `{ instrument(ticker: "AAPL") { name topShareholders { ticker } } }`);
    expect(aapl.body.data.instrument).toEqual({ name: expect.any(String), topShareholders: null });
    expect(aapl.body.errors?.[0]?.extensions?.code).toBe("dataset_unavailable");
  });
});

describe("not configured: ETF holdings and mutual-fund ownership", () => {
  it("etf_holdings needs etf or ticker (422), then answers the provider's 503, not billed; etf wins when both", async () => {
    const neither = await get("/api/v3/intel/etf_holdings");
    expect(neither.status).toBe(422);
    expect(JSON.stringify(neither.body)).toContain("at least one of etf, ticker");
    for (const query of ["etf=SPY", "ticker=AAPL", "etf=SPY&ticker=%21%21"]) {
      const { status, headers, body } = await get(`/api/v3/intel/etf_holdings?${query}`);
      expect(status, query).toBe(503);
      expect(headers.get("x-credits-charged"), query).toBe("0");
      expect(body.detail, query).toMatchObject({
        error_code: "upstream_unavailable",
        provider: "etf_holdings",
        provider_status: "not_configured",
      });
    }
    // Without etf the malformed ticker is read, and refused.
    expect((await get("/api/v3/intel/etf_holdings?ticker=%21%21")).status).toBe(422);
    expect((await get("/api/v3/intel/etf_holdings?etf=SPY&limit=1001")).status).toBe(422);
  });

  it("mutual_fund_ownership: 404 for an unknown ticker, else the provider's 503, not billed", async () => {
    const { status, headers, body } = await get("/api/v3/funds/mutual_fund_ownership/AAPL?top=10");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      provider_status: "not_configured",
    });
    expect((await get("/api/v3/funds/mutual_fund_ownership/ZZZZQ")).status).toBe(404);
    expect((await get("/api/v3/funds/mutual_fund_ownership/AAPL?top=5001")).status).toBe(422);
  });
});
