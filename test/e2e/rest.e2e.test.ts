/** The REST contract through the generated shim, over real HTTP. */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { disableKey, issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { type TestService, test } from "../support/service.js";

let service: TestService;
// A Tuesday afternoon, regular session: the 2022 prices are years old.
const clock = fixedClock("2026-11-17T15:00:00Z");

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get, post } = restClient(() => service);
/** A GET with these headers and no key of its own. */
const getWith = (path: string, headers: Record<string, string>) => get(path, { key: null, headers });

describe("price snapshot", () => {
  it("answers the envelope with real AAPL data, labelled stale with its as_of", async () => {
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
    // data/sample/prices/daily/AAPL.csv, 2022-12-28 and 2022-12-29 rows.
    expect(body).toMatchObject({
      ticker: "AAPL",
      price: 129.610001,
      price_date: "2022-12-29",
      prev_close: 126.040001,
      prev_close_date: "2022-12-28",
      day_change: 3.57,
      day_change_percent: 2.83243,
      as_of: "2022-12-29T21:00:00.000Z",
      is_stale: true,
      market_session: "regular",
      session: "regular",
      price_session: "regular",
      extended_hours: null,
      bid: null,
      ask: null,
      price_basis: "split_adjusted",
    });
    expect(body.regular_session).toMatchObject({
      date: "2022-12-29",
      status: "closed",
      close: 129.610001,
      volume: 75703700,
    });
    // Cover page of the FY2022 10-K: 15,908,118,000 shares as of 2022-10-14.
    expect(body.market_cap_shares).toBe(15_908_118_000);
    expect(body.market_cap_shares_basis).toBe("sec_dei_cover_page");
    expect(body.market_cap).toBe(Math.round(129.610001 * 15_908_118_000));
    // FY2022 10-K diluted EPS 6.11 (FY2021: 5.61): P/E 129.61 / 6.11 = 21.21; forward
    // 21.2128 (unrounded) / (1 + 0.50 / 5.61) = 19.48, the same arithmetic as the legacy snapshot
    // (issue 14 item 7: it was 19.47 from the rounded pe_ttm).
    expect(body).toMatchObject({
      eps_ttm: 6.11,
      pe_ttm: 21.21,
      forward_pe: 19.48,
      forward_pe_status: "ok",
      forward_pe_basis: "pe_ttm_over_1_plus_fy2022_split_adjusted_diluted_eps_growth",
    });
    expect(body.price_age_seconds).toBe(
      Math.floor((Date.parse("2026-11-17T15:00:00Z") - Date.parse("2022-12-29T21:00:00Z")) / 1000),
    );
  });
});

describe("prices", () => {
  it("serves the most recent N daily bars oldest first", async () => {
    const { status, body } = await get("/api/v3/fundamentals/prices?ticker=AAPL&limit=3");
    expect(status).toBe(200);
    expect(body.items.map((bar: any) => bar.date)).toEqual(["2022-12-27", "2022-12-28", "2022-12-29"]);
    expect(body).toMatchObject({
      count: 3,
      data_through: "2022-12-29",
      adjusted: true,
      adjustment_basis: "split_adjusted",
    });
  });

  it("marks the unfinished month partial", async () => {
    const { body } = await get("/api/v3/fundamentals/prices?ticker=AAPL&interval=month&limit=2");
    expect(body.items.map((bar: any) => [bar.date, bar.partial])).toEqual([
      ["2022-11-01", false],
      ["2022-12-01", true],
    ]);
    expect(body.partial).toBe(true);
  });

  it("serves minute and hourly bars from the bundled minute data", async () => {
    const minutes = await get(
      "/api/v3/fundamentals/prices?ticker=SPY&interval=minute&start_date=2023-08-03&limit=3",
    );
    expect(minutes.status).toBe(200);
    // data/sample/prices/minute/SPY/2023-08-03_trade.csv, last three rows (19:57-19:59 ET).
    expect(minutes.body.items.map((bar: any) => [bar.timestamp, bar.close])).toEqual([
      ["2023-08-03T23:57:00.000Z", 449.87],
      ["2023-08-03T23:58:00.000Z", 449.86],
      ["2023-08-03T23:59:00.000Z", 449.88],
    ]);
    const hours = await get(
      "/api/v3/fundamentals/prices?ticker=SPY&interval=hour&start_date=2023-08-03&end_date=2023-08-03&limit=24",
    );
    const threePm = hours.body.items.find((bar: any) => bar.timestamp === "2023-08-03T19:00:00.000Z");
    // The 60 minute bars of 15:00-15:59 ET, volumes summed.
    expect(threePm).toMatchObject({ bar_count: 60, volume: 12_783_757 });
  });

  it("serves crypto on the UTC day when asset_class=crypto, and the equity for a bare symbol", async () => {
    const crypto = await get("/api/v3/fundamentals/prices?ticker=BTC&asset_class=crypto&limit=2");
    expect(crypto.status).toBe(200);
    // data/sample/crypto/BTCUSD_daily.csv, last two rows.
    expect(crypto.body).toMatchObject({
      ticker: "X:BTCUSD",
      day_basis: "utc_day",
      data_through: "2025-09-24",
    });
    expect(crypto.body.items.map((bar: any) => [bar.date, bar.close])).toEqual([
      ["2025-09-23", 112017.21],
      ["2025-09-24", 113700.11],
    ]);
    // A bare BTC is the equity of that symbol (a listed trust in the SEC map), which has no prices
    // here: an honest 503, not the crypto pair's price.
    const bare = await get("/api/v3/fundamentals/price_snapshot?ticker=BTC");
    expect(bare.status).toBe(503);
    expect(bare.body.detail).toMatchObject({ error_code: "dataset_unavailable", ticker: "BTC" });
  });

  it("answers 422 invalid_ticker for a malformed symbol", async () => {
    const { status, body } = await get("/api/v3/fundamentals/company_facts?ticker=AAPL!");
    expect(status).toBe(422);
    expect(body.detail.error_code).toBe("invalid_ticker");
  });

  it("answers 422 invalid_date_range when end_date is before start_date", async () => {
    const { status, body } = await get(
      "/api/v3/fundamentals/prices?ticker=AAPL&start_date=2022-06-01&end_date=2022-05-01",
    );
    expect(status).toBe(422);
    expect(body.detail.error_code).toBe("invalid_date_range");
  });
});

describe("authentication", () => {
  it("the key works in each of the three places", async () => {
    const path = "/api/v3/fundamentals/price_snapshot?ticker=MSFT";
    expect((await getWith(path, { authorization: `Bearer ${service.key}` })).status).toBe(200);
    expect((await getWith(path, { "x-api-key": service.key })).status).toBe(200);
    expect((await getWith(`${path}&api_key=${service.key}`, {})).status).toBe(200);
  });

  it("lets the first key present win even when a later one is valid", async () => {
    const path = "/api/v3/fundamentals/price_snapshot?ticker=MSFT";
    const wrong = "qf_live_0000000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    expect((await getWith(path, { authorization: `Bearer ${wrong}`, "x-api-key": service.key })).status).toBe(
      401,
    );
    expect((await getWith(`${path}&api_key=${service.key}`, { "x-api-key": wrong })).status).toBe(401);
  });
  it("stops a disabled key on the next request", async () => {
    const { id, key } = await issueKey(service.warehouse.db, "to-disable", { plan: "enterprise" });
    const path = "/api/v3/fundamentals/price_snapshot?ticker=MSFT";
    expect((await getWith(path, { "x-api-key": key })).status).toBe(200);
    await disableKey(service.warehouse.db, id);
    expect((await getWith(path, { "x-api-key": key })).status).toBe(401);
  });
});

describe("discovery and errors", () => {
  it("serves capabilities, openapi and health without a key", async () => {
    const capabilities = await get("/api/capabilities", null);
    expect(capabilities.status).toBe(200);
    expect(capabilities.body.auth.capabilities_auth_required).toBe(false);
    expect(capabilities.body.tools.map((tool: any) => tool.name)).toContain(
      "svc_v3_fundamentals_price_snapshot",
    );
    const openapi = await get("/api/openapi.json", null);
    expect(openapi.body.openapi).toBe("3.1.0");
    expect(Object.keys(openapi.body.paths)).toContain("/api/v3/fundamentals/prices");
    expect((await get("/api/health", null)).body).toMatchObject({ ok: true, status: "ok" });
  });

  it("answers 422 moments_inconsistent from the risk subgraph", async () => {
    const { status, body } = await post("/api/v3/validation/deflated_sharpe", {
      sharpe: 1,
      skewness: 1,
      kurtosis: 1.5,
    });
    expect(status).toBe(422);
    expect(body.detail.error_code).toBe("moments_inconsistent");
  });
});
