/**
 * The crypto routes (svc_crypto, svc_crypto_universe, svc_crypto_overnight) through the generated
 * REST shim and GraphQL over real HTTP, on the bundled data/sample/crypto files. The clock is
 * pinned per test: "today" (the data is years old, so served and labelled stale) or inside the
 * 2018-04-05 minute files (where the book is fresh). Figures computed independently with
 * python3 (Decimal) over the CSV files.
 */
import { afterAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const TODAY = "2026-11-17T15:00:00Z";
const clock = fixedClock(TODAY);

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const rest = restClient(() => service);
/** A GET with the service's clock at `at` (today by default). */
function get(path: string, at = TODAY) {
  clock.set(at);
  return rest.get(path);
}

describe("GET /api/crypto/{ticker}", () => {
  it("serves BTC's last daily close, untimed and so stale, with the last 7 daily bars", async () => {
    const { status, headers, body } = await get("/api/crypto/BTC");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    // data/sample/crypto/BTCUSD_daily.csv 2025-09-23 and 2025-09-24.
    expect(body).toMatchObject({
      ok: true,
      ticker: "X:BTCUSD",
      symbol: "BTC",
      quote: "USD",
      asset_class: "crypto",
      price: 113700.11,
      as_of: "2025-09-24T23:59:59.999Z",
      as_of_basis: "daily_bar_close_end_of_utc_day",
      last_trade_timed: false,
      is_stale: true,
      stale_after_seconds: 900,
      utc_day: "2025-09-24",
      change_utc_day: 1682.9,
      change_pct_utc_day: 1.50236,
      volume_utc_day: 2759.81435394,
      volume_unit: "BTC",
      change_24h: null,
      volume_24h: null,
      rolling_24h_reason: "last_trade_not_from_minute_bars",
      previous_day: { date: "2025-09-23", close: 112017.21, source: "daily_bars" },
      previous_day_reason: null,
    });
    expect(body.price_age_seconds).toBeGreaterThan(365 * 86_400);
    expect(body.series.map((bar: any) => bar.date)).toEqual([
      "2025-09-18",
      "2025-09-19",
      "2025-09-20",
      "2025-09-21",
      "2025-09-22",
      "2025-09-23",
      "2025-09-24",
    ]);
  });

  it("reads BTCUSD and X:BTCUSD as the same pair", async () => {
    for (const form of ["BTCUSD", "X:BTCUSD", "btc-usd"]) {
      const { status, body } = await get(`/api/crypto/${encodeURIComponent(form)}?series=false`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ ticker: "X:BTCUSD", price: 113700.11, series: null });
    }
  });

  it("ETH at 2018-04-06T00:00Z: rolling 24h from the one-minute bars of 2018-04-05", async () => {
    const { status, body } = await get("/api/crypto/ETH?vs=USD&series=false", "2018-04-06T00:00:00Z");
    expect(status).toBe(200);
    // minute/ETHUSD/2018-04-05_trade.csv: 1440 bars, open 378.42, close 381.55,
    // volume 92115.05225926, sum(volume x close) 34791731.80736.
    expect(body).toMatchObject({
      ticker: "X:ETHUSD",
      price: 381.55,
      as_of: "2018-04-06T00:00:00.000Z",
      is_stale: false,
      price_age_seconds: 0,
      change_24h: 3.13,
      change_pct_24h: 0.827123,
      volume_24h: 92115.05225926,
      dollar_volume_24h: 34791731.8074,
      rolling_24h_window_start: "2018-04-05T00:00:00.000Z",
      rolling_24h_window_end: "2018-04-06T00:00:00.000Z",
      rolling_24h_reason: null,
      change_pct_utc_day: 0.827123,
      volume_utc_day: 92115.05225926,
      volume_unit: "ETH",
      series: null,
      series_reason: "series_not_requested",
      day: { date: "2018-04-05", open: 378.42, high: 387.2, low: 366.54, close: 381.55, complete: true },
      previous_day: { date: "2018-04-04", complete: false, coverage_end: "2018-04-04T16:53:00.000Z" },
    });
  });

  it("BTC at 2018-04-05T12:05:30Z: fresh, UTC day so far, rolling 24h null across the feed gap", async () => {
    const { body } = await get("/api/crypto/X:BTCUSD?series=false", "2018-04-05T12:05:30Z");
    // Bars 00:00..12:04: close 6730.53 vs open 6791.68; volume 6937.71366994.
    expect(body).toMatchObject({
      price: 6730.53,
      as_of: "2018-04-05T12:05:00.000Z",
      price_age_seconds: 30,
      is_stale: false,
      change_pct_utc_day: -0.900366,
      volume_utc_day: 6937.71366994,
      change_pct_24h: null,
      rolling_24h_reason: "minute_bars_do_not_cover_24h",
      previous_day: { date: "2018-04-04", source: "daily_bars", close: 6791.68 },
    });
  });

  it("answers a structured 404 for an unknown pair, not billed", async () => {
    const { status, headers, body } = await get("/api/crypto/DOGE");
    expect(status).toBe(404);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "unknown_ticker",
      ticker: "X:DOGEUSD",
      requested: "DOGE",
      asset_class: "crypto",
      held_pairs: ["X:BTCUSD", "X:ETHUSD", "X:LTCUSD"],
    });
  });

  it("a bare symbol with vs=EUR names a pair not held: the structured 404, not billed", async () => {
    const { status, headers, body } = await get("/api/crypto/BTC?vs=EUR");
    expect(status).toBe(404);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "unknown_ticker",
      ticker: "X:BTCEUR",
      requested: "BTC",
      asset_class: "crypto",
      held_pairs: ["X:BTCUSD", "X:ETHUSD", "X:LTCUSD"],
    });
  });

  it.each([
    ["/api/crypto/BTCUSD?vs=EUR", "validation_error", "vs"],
    ["/api/crypto/BTC?vs=1", "validation_error", "vs"],
    ["/api/crypto/BTC%21", "invalid_ticker", "ticker"],
    ["/api/crypto/BTC?asset_class=equity", "validation_error", "asset_class"],
  ])("%s is 422 %s naming %s", async (path, code, parameter) => {
    const { status, body } = await get(path);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: code, parameter });
  });
});

describe("authentication on the crypto routes", () => {
  it.each([
    "/api/crypto/BTC",
    "/api/crypto/universe",
    "/api/crypto/overnight",
  ])("answers 401 unauthorized with a wrong key: %s", async (path) => {
    const wrong = await rest.get(path, "qf_live_0000000000000000_notakey");
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail.error_code).toBe("unauthorized");
  });
});

describe("GET /api/crypto/universe", () => {
  it("ranks every pair over the floor by the last ended UTC day's dollar volume", async () => {
    const { status, body } = await get("/api/crypto/universe");
    expect(status).toBe(200);
    // BTC 2759.81435394 x 113700.11 (2025-09-24 daily bar); LTC and ETH: sum of minute
    // volume x close over 2018-04-05 (their last ended day held).
    expect(body.rows.map((r: any) => [r.rank, r.symbol, r.dollar_volume_24h, r.dollar_volume_date])).toEqual([
      [1, "BTC", 313791195.6226, "2025-09-24"],
      [2, "LTC", 41309445.3734, "2018-04-05"],
      [3, "ETH", 34791731.8074, "2018-04-05"],
    ]);
    expect(body).toMatchObject({
      ok: true,
      priced: 3,
      excluded_stable: 0,
      below_floor: 0,
      returned: 3,
      has_more: false,
      next_offset: null,
      limit: null,
      offset: 0,
      min_dollar_volume: 1_000_000,
      is_stale: true,
    });
    expect(body.rows[0]).toMatchObject({
      dollar_volume_basis: "daily_volume_x_close",
      change_pct_24h: 1.50236,
      change_pct_utc_day: 1.50236,
      change_basis: "since_00_utc",
      is_stale: true,
    });
  });

  it("pages with limit and offset and counts the pairs under the floor", async () => {
    const first = await get("/api/crypto/universe?limit=1");
    expect(first.body).toMatchObject({ returned: 1, has_more: true, next_offset: 1 });
    const next = await get("/api/crypto/universe?limit=1&offset=1");
    expect(next.body.rows.map((r: any) => [r.rank, r.symbol])).toEqual([[2, "LTC"]]);
    expect(next.body).toMatchObject({ has_more: true, next_offset: 2 });
    const floor = await get("/api/crypto/universe?min_dollar_volume=40000000");
    expect(floor.body).toMatchObject({ priced: 3, below_floor: 1, returned: 2, has_more: false });
    const past = await get("/api/crypto/universe?offset=5");
    expect(past.body).toMatchObject({ returned: 0, rows: [], has_more: false, next_offset: null });
  });

  // limit's, offset's and min_dollar_volume's bounds: test/e2e/contract.e2e.test.ts.
  it.each([["asset_class=equity", "asset_class"]])("%s is 422 naming %s", async (query, parameter) => {
    const { status, body } = await get(`/api/crypto/universe?${query}`);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "validation_error", parameter });
  });
});

describe("GET /api/crypto/overnight", () => {
  it("fails closed on the stale bundled book: 503, ok false, placement.fail_closed, X-Error-Code", async () => {
    const { status, headers, body } = await get("/api/crypto/overnight");
    expect(status).toBe(503);
    expect(headers.get("x-error-code")).toBe("data_stale");
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body).toMatchObject({
      ok: false,
      placement: { fail_closed: true, reason: "book_older_than_15_minutes" },
      detail: {
        error_code: "data_stale",
        reason: "book_older_than_15_minutes",
        book_as_of: "2018-04-06T00:00:00.000Z",
        stale_after_seconds: 900,
      },
    });
  });

  it("ranks movers by absolute change since 00:00 UTC in a fresh book (2018-04-05T12:05:30Z)", async () => {
    const { status, body } = await get("/api/crypto/overnight?limit=2", "2018-04-05T12:05:30Z");
    expect(status).toBe(200);
    // BTC 6730.53/6791.68, LTC 117.64/118.24, ETH 376.83/378.42 (bars up to 12:04).
    expect(body.rows.map((r: any) => [r.rank, r.symbol, r.change_pct])).toEqual([
      [1, "BTC", -0.900366],
      [2, "LTC", -0.507442],
    ]);
    expect(body).toMatchObject({
      ok: true,
      book_as_of: "2018-04-05T12:05:00.000Z",
      book_age_seconds: 30,
      is_stale: false,
      change_window: "since_00_utc",
      kind: "data_context",
      crypto_available: false,
      count: 2,
    });
    // Volume of the last ended day, 2018-04-04: BTC's daily bar 15332.55315937 x 6791.68.
    expect(body.rows[0]).toMatchObject({
      volume_24h: 15332.55315937,
      dollar_volume_24h: 104133794.6414,
      volume_basis: "last_ended_utc_day",
      volume_date: "2018-04-04",
      volume_source: "daily_bars",
      sentiment: null,
      whale_flag: null,
      kind: "data_context",
    });
  });

  it("answers 503 dataset_unavailable, fail-closed, when no pair has a bar yet (clock before the data)", async () => {
    const before = "2010-01-01T00:00:00Z";
    const overnight = await get("/api/crypto/overnight", before);
    expect(overnight.status).toBe(503);
    expect(overnight.headers.get("x-error-code")).toBe("dataset_unavailable");
    expect(overnight.body).toMatchObject({
      ok: false,
      placement: { fail_closed: true, reason: "book_empty" },
      detail: { error_code: "dataset_unavailable" },
    });
    const universe = await get("/api/crypto/universe", before);
    expect(universe.status).toBe(503);
    expect(universe.body.detail).toMatchObject({ error_code: "dataset_unavailable", unpriced: 3 });
    const quote = await get("/api/crypto/BTC", before);
    expect(quote.status).toBe(503);
    expect(quote.body.detail).toMatchObject({ error_code: "dataset_unavailable", ticker: "X:BTCUSD" });
  });
});

describe("the crypto fields over GraphQL", () => {
  it("crypto, cryptoUniverse and cryptoOvernight answer as over REST", async () => {
    clock.set("2018-04-06T00:00:00Z");
    const { body } = await graphql(
      service,
      `{ crypto(ticker: "LTC", series: false) { ticker price volume_24h rolling_24hReason changePctUtcDay }
         cryptoUniverse(limit: 2) { returned hasMore nextOffset rows { symbol dollarVolume_24h } }
         cryptoOvernight(limit: 1) { bookAsOf rows { symbol changePct } } }`,
    );
    expect(body.errors).toBeUndefined();
    // LTC 2018-04-05: volume 349053.47948238; (118.78 - 118.24) / 118.24 = 0.456698%.
    expect(body.data.crypto).toEqual({
      ticker: "X:LTCUSD",
      price: 118.78,
      volume_24h: 349053.47948238,
      rolling_24hReason: null,
      changePctUtcDay: 0.456698,
    });
    // At 2018-04-06T00:00 every pair's last ended day is 2018-04-05, all from complete minute files:
    // BTC sum(v x c) 93227771.178, LTC 41309445.373, ETH 34791731.807.
    expect(body.data.cryptoUniverse).toEqual({
      returned: 2,
      hasMore: true,
      nextOffset: 2,
      rows: [
        { symbol: "BTC", dollarVolume_24h: 93227771.178 },
        { symbol: "LTC", dollarVolume_24h: 41309445.3734 },
      ],
    });
    // 2018-04-05 whole day: ETH +0.827%, LTC +0.457%, BTC -0.0858%.
    expect(body.data.cryptoOvernight).toEqual({
      bookAsOf: "2018-04-06T00:00:00.000Z",
      rows: [{ symbol: "ETH", changePct: 0.827123 }],
    });
  });

  it("the fail-closed 503 and the 404 carry their codes in the GraphQL extensions", async () => {
    clock.set(TODAY);
    const stale = await graphql(service, "{ cryptoOvernight { count } }");
    expect(stale.body.errors?.[0]?.extensions).toMatchObject({
      code: "data_stale",
      envelope: { ok: false, placement: { fail_closed: true } },
    });
    const unknown = await graphql(service, '{ crypto(ticker: "X:DOGEUSD") { price } }');
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: "unknown_ticker" });
  });
});

describe("prices with asset_class=crypto by minute and hour: UTC hours from the one-minute bars", () => {
  const AT = "2018-04-05T12:05:30Z";

  it("hour bars on the UTC clock hour; the running hour is partial and the UTC day not complete", async () => {
    const { status, body } = await get(
      "/api/v3/fundamentals/prices?ticker=BTC&asset_class=crypto&interval=hour&limit=2",
      AT,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ticker: "X:BTCUSD",
      interval: "hour",
      count: 2,
      data_through: "2018-04-05",
      day_basis: "utc_day",
      adjusted: false,
      adjustment_basis: "not_applicable_crypto",
      partial: true,
      session_complete: false,
    });
    // minute/BTCUSD/2018-04-05_trade.csv 11:00-11:59 UTC (60 bars) and 12:00-12:04 (ended by 12:05:30).
    const [eleven, twelve] = body.items;
    expect(eleven).toMatchObject({
      timestamp: "2018-04-05T11:00:00.000Z",
      date: "2018-04-05",
      open: 6791.99,
      high: 6820.73,
      low: 6776.54,
      close: 6791.7,
      bar_count: 60,
      partial: false,
    });
    expect(eleven.volume).toBeCloseTo(189.60049361, 8);
    expect(twelve).toMatchObject({
      timestamp: "2018-04-05T12:00:00.000Z",
      open: 6790.7,
      high: 6792.01,
      low: 6730.52,
      close: 6730.53,
      bar_count: 5,
      partial: true,
    });
    expect(twelve.volume).toBeCloseTo(38.35365601, 8);
  });

  it("minute bars stop at the last minute that had ended; the UTC day is complete once it is over", async () => {
    const running = await get(
      "/api/v3/fundamentals/prices?ticker=X:BTCUSD&asset_class=crypto&interval=minute&limit=1",
      AT,
    );
    expect(running.body.items).toEqual([
      expect.objectContaining({ timestamp: "2018-04-05T12:04:00.000Z", close: 6730.53, partial: false }),
    ]);
    expect(running.body.session_complete).toBe(false);
    const after = await get(
      "/api/v3/fundamentals/prices?ticker=BTC&asset_class=crypto&interval=minute&limit=1",
      "2018-04-06T00:00:00Z",
    );
    expect(after.body).toMatchObject({ data_through: "2018-04-05", session_complete: true });
    expect(after.body.items[0].timestamp).toBe("2018-04-05T23:59:00.000Z");
  });
});

describe("GET /api/market/quote/{ticker}?asset_class=crypto: the 15-minute rule", () => {
  it("is fresh up to 900 s after the UTC day's close and stale after; live and strict refuse it then", async () => {
    // BTCUSD_daily.csv 2018-04-05 close 6785.85 (as of the end of that UTC day), 2018-04-04 6791.68.
    const fresh = await get(
      "/api/market/quote/BTC?asset_class=crypto&freshness=strict",
      "2018-04-06T00:10:00Z",
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ ticker: "X:BTCUSD", asset_class: "crypto", freshness: "strict" });
    expect(fresh.body.quote).toMatchObject({
      price: 6785.85,
      prev_close: 6791.68,
      as_of: "2018-04-05T23:59:59.999Z",
      price_age_seconds: 600,
      is_stale: false,
      stale_after_seconds: 900,
      session_detail_status: "complete",
      quote_status: "no_quote_feed_for_crypto",
    });
    const later = "2018-04-06T00:15:01Z";
    const labelled = await get("/api/market/quote/BTC?asset_class=crypto", later);
    expect(labelled.status).toBe(200);
    expect(labelled.body.quote).toMatchObject({ price_age_seconds: 901, is_stale: true });
    for (const policy of ["live", "strict"]) {
      const refused = await get(`/api/market/quote/BTC?asset_class=crypto&freshness=${policy}`, later);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("x-credits-charged")).toBe("0");
      expect(refused.body.detail).toMatchObject({
        error_code: "data_stale",
        freshness: policy,
        stale_reason: "stale",
        stale_after_seconds: 900,
      });
    }
  });

  it("a bare BTC without asset_class is the equity (an SEC-listed BTC with no prices held), not the pair", async () => {
    const { status, headers, body } = await get("/api/market/quote/BTC");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({ error_code: "dataset_unavailable", ticker: "BTC" });
  });
});

describe("price_snapshot and prices with asset_class=crypto for pairs held only as minute bars", () => {
  it("price_snapshot of ETH: the last complete UTC day, no previous close from the partial 2018-04-04", async () => {
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=ETH&asset_class=crypto");
    expect(status).toBe(200);
    // minute/ETHUSD/2018-04-05_trade.csv: open 378.42, high 387.2, low 366.54, close 381.55.
    expect(body).toMatchObject({
      ticker: "X:ETHUSD",
      asset_class: "crypto",
      price: 381.55,
      price_date: "2018-04-05",
      day_open: 378.42,
      day_high: 387.2,
      day_low: 366.54,
      day_volume: 92115.05225926,
      prev_close: null,
      day_change: null,
      is_stale: true,
    });
    const btc = await get("/api/v3/fundamentals/price_snapshot?ticker=BTC&asset_class=crypto");
    expect(btc.body).toMatchObject({ ticker: "X:BTCUSD", price: 113700.11, prev_close: 112017.21 });
  });

  it("prices of LTC by day: its complete UTC days from minute bars", async () => {
    const { status, body } = await get("/api/v3/fundamentals/prices?ticker=X:LTCUSD&asset_class=crypto");
    expect(status).toBe(200);
    // minute/LTCUSD/2018-04-05_trade.csv: 1439 bars, open 118.24, close 118.78, volume 349053.47948238.
    expect(body).toMatchObject({ ticker: "X:LTCUSD", data_through: "2018-04-05", count: 1 });
    expect(body.items[0]).toMatchObject({
      date: "2018-04-05",
      open: 118.24,
      high: 122.87,
      low: 113.75,
      close: 118.78,
      volume: 349053.47948238,
    });
  });

  it("over GraphQL", async () => {
    clock.set(TODAY);
    const { body } = await graphql(
      service,
      '{ priceSnapshot(ticker: "LTC", assetClass: crypto) { ticker price prevClose } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.priceSnapshot).toEqual({ ticker: "X:LTCUSD", price: 118.78, prevClose: null });
  });
});

describe("crypto has its own session vocabulary, never an NYSE one (issue 14, defect 7)", () => {
  // 2025-09-25 08:00 UTC is 04:00 ET on a Thursday: the NYSE pre-market, which a pair does not have.
  const PRE_MARKET_ET = "2025-09-25T08:00:00Z";

  it("price snapshot and quote: continuous sessions; extended hours null for not_applicable_crypto", async () => {
    const snapshot = await get(
      "/api/v3/fundamentals/price_snapshot?ticker=BTC&asset_class=crypto",
      PRE_MARKET_ET,
    );
    expect(snapshot.body).toMatchObject({
      ticker: "X:BTCUSD",
      // BTCUSD_daily.csv 2025-09-24, final once its UTC day ended.
      price: 113700.11,
      price_session: "continuous",
      market_session: "continuous",
      session: "continuous",
      extended_hours: null,
      bid: null,
      quote_status: "no_quote_feed_for_crypto",
    });
    expect(snapshot.body.null_reasons).toMatchObject({
      extended_hours: "not_applicable_crypto",
      bid: "no_quote_feed_for_crypto",
    });
    // The same instant for an equity is the NYSE pre-market.
    const spy = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY", PRE_MARKET_ET);
    expect(spy.body.market_session).toBe("pre");
    const quote = await get("/api/market/quote/BTC?asset_class=crypto", PRE_MARKET_ET);
    expect(quote.body.quote).toMatchObject({ price_session: "continuous", market_session: "continuous" });
  });

  it("tape bars: every minute continuous, no regular/extended counts, NYSE session filters refused", async () => {
    // minute/BTCUSD/2018-04-05_trade.csv: the newest 1000 of its minutes (limit's default).
    const { status, body } = await get("/api/v3/tape/bars/X:BTCUSD", "2018-04-06T12:00:00Z");
    expect(status).toBe(200);
    expect(body).toMatchObject({ session_date: "2018-04-05", count: 1000 });
    expect(new Set(body.items.map((bar: any) => bar.session))).toEqual(new Set(["continuous"]));
    expect(body.summary).toMatchObject({ regular_bars: null, extended_bars: null });
    expect(body.null_reasons).toMatchObject({
      regular_bars: "not_applicable_crypto",
      extended_bars: "not_applicable_crypto",
    });
    const filtered = await get("/api/v3/tape/bars/X:BTCUSD?session=regular", "2018-04-06T12:00:00Z");
    expect(filtered.status).toBe(422);
    expect(filtered.headers.get("x-credits-charged")).toBe("0");
    expect(filtered.body.detail).toMatchObject({ error_code: "validation_error", parameter: "session" });
  });
});
