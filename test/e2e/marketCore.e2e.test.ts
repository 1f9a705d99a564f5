/**
 * Prices, the price snapshot, the legacy snapshot, the market quote and the data universe through
 * the generated REST shim and GraphQL, over real HTTP, with known answers from data/sample.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
// A Tuesday afternoon, regular session: every bundled price is years old.
const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("price snapshot: day change and dividend yields from real data", () => {
  it("SPY: change off the 2021-03-30 close and the yield of the four dividends after 2020-03-31", async () => {
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    expect(status).toBe(200);
    // prices/daily/SPY.csv: 2021-03-30 close 394.73, 2021-03-31 close 396.33 (unadjusted Lean).
    expect(body).toMatchObject({
      price: 396.33,
      price_date: "2021-03-31",
      prev_close: 394.73,
      day_change: 1.6,
      // 1.6 / 394.73 × 100 = 0.40534036 → 6 significant figures.
      day_change_percent: 0.40534,
      day_bar_date: "2021-03-31",
      extended_hours: null,
      bid: null,
      quote_status: "no_quote_in_current_session",
      is_stale: true,
    });
    // corporate_actions/dividends.csv SPY ex 2020-06-19 1.3662, 2020-09-18 1.3392, 2020-12-18 1.58,
    // 2021-03-19 1.2778: 5.5632 / 396.33 = 0.0140368; indicated 1.2778 × 4 / 396.33 = 0.0128963.
    expect(body.dividend_yield).toBe(0.0140368);
    expect(body.dividend_yield_indicated).toBe(0.0128963);
    expect(body.dividend_yield_reason).toBeNull();
    expect(body.dividend).toMatchObject({
      trailing_12m_cash: 5.5632,
      payments_trailing_12m: 4,
      last_ex_date: "2021-03-19",
      last_cash_amount: 1.2778,
      payments_per_year: 4,
      history_through: "2021-03-31",
      status: "ok",
    });
    expect(body.units).toMatchObject({ dividend_yield: "fraction", day_change_percent: "percent" });
  });

  it("BAC: 4 × 0.18 over the 38.69 close", async () => {
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=BAC");
    // 0.72 / 38.69 = 0.01860946
    expect(body.dividend_yield).toBe(0.0186095);
    expect(body.dividend_yield_indicated).toBe(0.0186095);
  });

  it("is null with a reason for a non-payer, an uncovered date and a ticker with no history", async () => {
    const goog = await get("/api/v3/fundamentals/price_snapshot?ticker=GOOG");
    expect(goog.body).toMatchObject({ dividend_yield: null, dividend_yield_reason: "non_payer" });
    // AAPL's prices run to 2022-12-29, its dividend history (Lean factor file) to 2021-03-31.
    const aapl = await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    expect(aapl.body).toMatchObject({
      dividend_yield: null,
      dividend_yield_reason: "dividend_history_not_current",
      dividend_yield_indicated: null,
    });
    expect(aapl.body.dividend).toMatchObject({ last_ex_date: "2021-02-05", history_through: "2021-03-31" });
    const jpm = await get("/api/v3/fundamentals/price_snapshot?ticker=JPM");
    expect(jpm.body.dividend_yield_reason).toBe("no_dividend_history_held");
  });

  it("a pinned clock sees a crypto day bar only once its UTC day has ended", async () => {
    clock.set("2018-04-05T12:05:30Z");
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=BTC&asset_class=crypto");
    // crypto/BTCUSD_daily.csv: 2018-04-04 close 6791.68, 2018-04-03 close 7424.9; 2018-04-05 not ended.
    expect(body).toMatchObject({ price: 6791.68, price_date: "2018-04-04", prev_close: 7424.9 });
  });

  it("serves the crypto asset for asset_class=crypto, without dividends or quotes", async () => {
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=BTC&asset_class=crypto");
    expect(status).toBe(200);
    // crypto/BTCUSD_daily.csv last row 2025-09-24 close 113700.11.
    expect(body).toMatchObject({
      ticker: "X:BTCUSD",
      asset_class: "crypto",
      price: 113700.11,
      dividend_yield_reason: "not_applicable_crypto",
      quote_status: "no_quote_feed_for_crypto",
    });
  });
});

describe("price snapshot on a day with minute data (SPY 2023-08-03)", () => {
  it("in regular hours: the session in progress, close null, bid/ask from a quote of this session", async () => {
    clock.set("2023-08-03T14:00:30Z"); // 10:00:30 ET
    const { status, body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    expect(status).toBe(200);
    // prices/minute/SPY/2023-08-03_trade.csv: the 09:59 bar (ended 10:00) closed at 448.59.
    expect(body).toMatchObject({
      price: 448.59,
      price_session: "regular",
      as_of: "2023-08-03T14:00:00.000Z",
      as_of_basis: "minute_bar_close",
      market_session: "regular",
      is_stale: false,
      price_age_seconds: 30,
      extended_hours: null,
      day_bar_date: "2023-08-03",
      // 2023-08-02 is not held (SPY daily ends 2021-03-31): no previous close.
      prev_close: null,
      day_change: null,
      session_detail_status: "partial",
    });
    // 09:30..09:59 regular bars; volume counts every minute from 04:00 on.
    expect(body.regular_session).toMatchObject({
      date: "2023-08-03",
      status: "in_progress",
      open: 448.04,
      high: 449,
      low: 447.63,
      close: null,
      last: 448.59,
      volume: 8_459_945,
    });
    // prices/minute/SPY/2023-08-03_quote.csv 09:59 bar: bid 448.56 × 100, ask 448.59 × 200.
    expect(body).toMatchObject({
      bid: 448.56,
      ask: 448.59,
      bid_size: 100,
      ask_size: 200,
      quote_as_of: "2023-08-03T14:00:00.000Z",
      quote_status: "ok",
    });
  });

  it("after the close: the final regular close and the post-market trade in extended_hours", async () => {
    clock.set("2023-08-03T20:10:00Z"); // 16:10 ET
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    // 16:09 bar close 450.29; the 15:59 bar closed the regular session at 448.84.
    expect(body).toMatchObject({ price: 450.29, price_session: "post", market_session: "post" });
    expect(body.regular_session).toMatchObject({ status: "closed", close: 448.84, last: 448.84 });
    expect(body.extended_hours).toEqual({
      session: "post",
      price: 450.29,
      as_of: "2023-08-03T20:10:00.000Z",
      reference_close: 448.84,
      reference_close_date: "2023-08-03",
      change: 1.45,
      // 1.45 / 448.84 × 100 = 0.323055
      change_percent: 0.323055,
      null_reasons: {},
    });
    expect(body).toMatchObject({ bid: 450.26, ask: 450.28, quote_status: "ok" });
  });

  it("keeps regular_session.close null until 5 minutes after the bell", async () => {
    clock.set("2023-08-03T20:04:00Z"); // 16:04 ET
    const early = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    expect(early.body.regular_session).toMatchObject({ status: "closed", close: null });
    expect(early.body.extended_hours.reference_close).toBeNull();
  });

  it("before the open with the previous session (2023-08-02) not held: session detail unavailable", async () => {
    clock.set("2023-08-03T12:00:00Z"); // 08:00 ET
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    // 07:59 pre-market bar close 449.19; SPY's daily series ends 2021-03-31, which is not the
    // previous session, so no regular session or day bar is established.
    expect(body).toMatchObject({
      price: 449.19,
      price_date: "2023-08-03",
      price_session: "pre",
      market_session: "pre",
      regular_session: null,
      day_bar_date: null,
      day_open: null,
      day_close: null,
      day_volume: null,
      prev_close: null,
      day_change: null,
      session_detail_status: "unavailable",
      bid: 449.18,
      ask: 449.2,
    });
    expect(body.extended_hours).toMatchObject({ session: "pre", price: 449.19, reference_close: null });
    const strict = await get("/api/market/quote/SPY?freshness=strict");
    expect(strict.status).toBe(503);
    expect(strict.body.detail).toMatchObject({
      error_code: "data_stale",
      stale_reason: "session_detail_unavailable",
    });
    const off = await get("/api/market/quote/SPY");
    expect(off.body.quote).toMatchObject({
      day_bar_date: null,
      open: null,
      volume: null,
      session_detail_status: "unavailable",
    });
    const legacy = await get("/api/snapshot/SPY");
    expect(legacy.body.quote).toMatchObject({
      price: 449.19,
      volume: null,
      volume_reason: "no_session_established",
    });
  });

  it("before the open with the previous session held: the day bar is that session, detail complete", async () => {
    clock.set("2013-10-07T12:30:00Z"); // 08:30 ET Monday; 2013-10-04 (Friday) is held daily and by minute
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    expect(body).toMatchObject({
      price_session: "pre",
      day_bar_date: "2013-10-04",
      prev_close_date: "2013-10-04",
      session_detail_status: "complete",
    });
    expect(body.regular_session).toMatchObject({
      date: "2013-10-04",
      status: "closed",
      prev_close_date: "2013-10-03",
    });
    expect(body.extended_hours.reference_close).toBe(body.prev_close);
  });

  it("outside every session serves no bid/ask", async () => {
    clock.set("2023-08-04T01:00:00Z"); // 21:00 ET
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=SPY");
    expect(body).toMatchObject({
      market_session: "closed",
      bid: null,
      ask: null,
      quote_status: "market_closed",
    });
  });

  it("AAPL 2014-06-06: the prices of the day, as traded (issue 29), the daily file's put back on that day's basis", async () => {
    clock.set("2014-06-06T14:00:30Z");
    const { body } = await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    // The 09:59 bar's raw close 647.86; prices/daily/AAPL.csv 2014-06-05 close 23.119642 × 28
    // (the 2014-06-09 7:1 and 2020-08-31 4:1 splits, both after the clock, undone) = 647.349976.
    expect(body).toMatchObject({
      price: 647.86,
      prev_close: 647.349976,
      prev_close_date: "2014-06-05",
      day_change: 0.510024,
      day_change_percent: 0.0787864,
      share_basis: "as_traded",
      share_basis_as_of: "2014-06-06",
    });
    // The 09:30 bar's raw open, and the raw minute volumes (59,333,400 on the 2022 basis / 28).
    expect(body.regular_session).toMatchObject({ open: 650, volume: 2_119_050 });
  });
});

describe("prices: split-adjusted series across real splits", () => {
  it("AAPL across the 2020-08-31 4:1 split: no jump, adjusted by the source", async () => {
    const { status, body } = await get(
      "/api/v3/fundamentals/prices?ticker=AAPL&start_date=2020-08-27&end_date=2020-09-01",
    );
    expect(status).toBe(200);
    // prices/daily/AAPL.csv closes (Yahoo, split-adjusted).
    expect(body.items.map((bar: any) => [bar.date, bar.close])).toEqual([
      ["2020-08-27", 125.010002],
      ["2020-08-28", 124.807503],
      ["2020-08-31", 129.039993],
      ["2020-09-01", 134.179993],
    ]);
    expect(body).toMatchObject({
      adjusted: true,
      adjustment_basis: "split_adjusted",
      adjustment_source: "price_source",
      splits_applied: [],
    });
  });

  it("TSLA across the 2022-08-25 3:1 split", async () => {
    const { body } = await get(
      "/api/v3/fundamentals/prices?ticker=TSLA&start_date=2022-08-24&end_date=2022-08-26",
    );
    expect(body.items.map((bar: any) => [bar.date, bar.close])).toEqual([
      ["2022-08-24", 297.09668],
      ["2022-08-25", 296.070007],
      ["2022-08-26", 288.089996],
    ]);
    expect(body.adjustment_basis).toBe("split_adjusted");
  });

  it("AIG's unadjusted Lean series across the 2009-07-01 1-for-20 reverse split, adjusted here", async () => {
    const { body } = await get(
      "/api/v3/fundamentals/prices?ticker=AIG&start_date=2009-06-30&end_date=2009-07-01",
    );
    // prices/daily/AIG.csv: 2009-06-30 close 1.13 (before), 2009-07-01 close 18.08 (after); ×20.
    expect(body.items.map((bar: any) => [bar.date, bar.close, bar.volume])).toEqual([
      ["2009-06-30", 22.6, 17_448_616],
      ["2009-07-01", 18.08, 38_320_797],
    ]);
    expect(body).toMatchObject({
      adjusted: true,
      adjustment_basis: "split_adjusted",
      adjustment_source: "corporate_actions",
      splits_applied: [{ ex_date: "2009-07-01", numerator: 1, denominator: 20 }],
    });
  });

  it("AAPL hourly minute data across the 2014-06-09 7:1 split, on today's share basis", async () => {
    const { body } = await get(
      "/api/v3/fundamentals/prices?ticker=AAPL&interval=hour&start_date=2014-06-06&end_date=2014-06-09&limit=100",
    );
    const at = (ts: string) => body.items.find((bar: any) => bar.timestamp === ts);
    // 15:00-15:59 ET of 2014-06-06 (raw ÷ 28: the 2014 7:1 and 2020 4:1 splits) and of 2014-06-09 (÷ 4).
    expect(at("2014-06-06T19:00:00.000Z")).toMatchObject({
      open: 23.157857,
      close: 23.056071,
      high: 23.160714,
      volume: 76_147_820,
      bar_count: 60,
    });
    expect(at("2014-06-09T19:00:00.000Z")).toMatchObject({
      open: 23.4225,
      close: 23.425,
      volume: 46_386_424,
    });
    expect(body).toMatchObject({
      data_through: "2014-06-09",
      adjustment_basis: "split_adjusted",
      adjustment_source: "corporate_actions",
    });
    expect(body.splits_applied.map((s: any) => s.ex_date)).toEqual(["2014-06-09", "2020-08-31"]);
  });

  it("a pinned clock sees only bars that had ended: days once final (bell + 5 min), minutes once over", async () => {
    clock.set("2014-06-06T14:00:30Z"); // 10:00:30 ET
    const days = await get("/api/v3/fundamentals/prices?ticker=AAPL&limit=2");
    expect(days.body.items.map((bar: any) => bar.date)).toEqual(["2014-06-04", "2014-06-05"]);
    expect(days.body.data_through).toBe("2014-06-05");
    const minutes = await get("/api/v3/fundamentals/prices?ticker=AAPL&interval=minute&limit=1");
    // The 09:59 ET bar ended at 10:00; the 10:00 bar had not.
    expect(minutes.body.items.map((bar: any) => bar.timestamp)).toEqual(["2014-06-06T13:59:00.000Z"]);
    expect(minutes.body.data_through).toBe("2014-06-06");
    // The daily bar follows the snapshot's one rule (core/calendar.ts lastFinalCloseDate, issue 14):
    // at the bell the close is not yet final, so the day bar is not visible; 5 minutes later it is.
    clock.set("2014-06-06T20:00:00Z"); // the bell
    const atBell = await get("/api/v3/fundamentals/prices?ticker=AAPL&limit=1");
    expect(atBell.body.items.map((bar: any) => bar.date)).toEqual(["2014-06-05"]);
    clock.set("2014-06-06T20:05:00Z"); // 16:05 ET: final
    const closed = await get("/api/v3/fundamentals/prices?ticker=AAPL&limit=1");
    // On the day's own share basis: 23.05607 × 28 (issue 29).
    expect(closed.body.items.map((bar: any) => [bar.date, bar.close])).toEqual([["2014-06-06", 645.56996]]);
  });

  it("session_complete: false while data_through's session is open, true from its regular close", async () => {
    clock.set("2014-06-06T14:00:30Z"); // 10:00:30 ET
    const during = await get("/api/v3/fundamentals/prices?ticker=AAPL&interval=minute&limit=1");
    expect(during.body).toMatchObject({
      data_through: "2014-06-06",
      session_complete: false,
      partial: false,
    });
    // The daily series at the same moment ends with 2014-06-05, whose session closed the day before.
    const days = await get("/api/v3/fundamentals/prices?ticker=AAPL&limit=1");
    expect(days.body).toMatchObject({ data_through: "2014-06-05", session_complete: true });
    clock.set("2014-06-06T19:59:59Z"); // 15:59:59 ET, one second before the bell
    const beforeBell = await get("/api/v3/fundamentals/prices?ticker=AAPL&interval=hour&limit=1");
    // The 15:00 ET hour is still running: partial bucket, session not complete.
    expect(beforeBell.body).toMatchObject({
      data_through: "2014-06-06",
      session_complete: false,
      partial: true,
    });
    clock.set("2014-06-06T20:10:00Z"); // 16:10 ET
    const after = await get("/api/v3/fundamentals/prices?ticker=AAPL&interval=minute&limit=1");
    // Post-market minutes keep arriving (16:09 ET bar), but the regular session of 2014-06-06 is over.
    expect(after.body.items.map((bar: any) => bar.timestamp)).toEqual(["2014-06-06T20:09:00.000Z"]);
    expect(after.body).toMatchObject({ data_through: "2014-06-06", session_complete: true });
  });

  it("second bars: none are held, 200 with empty items and a note", async () => {
    const { status, body } = await get("/api/v3/fundamentals/prices?ticker=SPY&interval=second");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, items: [] });
    expect(body.coverage_note).toMatch(/second/);
  });

  it("a range with no bars yet is 200 with empty items", async () => {
    const { status, body } = await get("/api/v3/fundamentals/prices?ticker=AAPL&start_date=2026-01-01");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 0, items: [], data_through: "2022-12-29" });
  });

  it("week bars with a multiplier count complete weeks and the newest N", async () => {
    const { body } = await get(
      "/api/v3/fundamentals/prices?ticker=AAPL&interval=week&interval_multiplier=2&limit=2",
    );
    expect(body).toMatchObject({ interval: "week", interval_multiplier: 2, count: 2 });
    expect(body.items.at(-1).close).toBe(129.610001);
  });

  it.each([
    ["start_date=2022-13-01", "invalid_date", "start_date"],
    ["end_date=2021-02-29", "invalid_date", "end_date"],
    ["start_date=2022-06-01&end_date=2022-05-01", "invalid_date_range", "end_date"],
  ])("answers 422 for %s", async (query, code, parameter) => {
    const { status, body } = await get(`/api/v3/fundamentals/prices?ticker=AAPL&${query}`);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: code, parameter });
  });
  // An interval outside the enum and an unknown ticker: test/e2e/contract.e2e.test.ts.
});

describe("forex (C:) pairs: a known asset class with no source on this deployment", () => {
  it.each([
    "/api/v3/fundamentals/prices?ticker=C:EURUSD",
    "/api/v3/fundamentals/prices?ticker=c:eur/usd&interval=hour",
    "/api/v3/fundamentals/price_snapshot?ticker=C:GBPJPY",
    "/api/market/quote/C:EURUSD",
    "/api/v3/intel/chart/C:EURUSD",
  ])("%s is 503 upstream_unavailable from the not-configured forex provider, not billed", async (path) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      provider: "forex_prices",
      provider_status: "not_configured",
      dataset: "forex prices",
    });
  });

  it("checks the input first: a malformed pair is 422 invalid_ticker, a reversed range 422 invalid_date_range", async () => {
    const malformed = await get("/api/v3/fundamentals/prices?ticker=C:EURO");
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toMatchObject({ error_code: "invalid_ticker", parameter: "ticker" });
    expect(malformed.body.detail.error_message).toMatch(/C:EURUSD/);
    const range = await get(
      "/api/v3/fundamentals/prices?ticker=C:EURUSD&start_date=2022-06-01&end_date=2022-05-01",
    );
    expect(range.status).toBe(422);
    expect(range.body.detail.error_code).toBe("invalid_date_range");
  });

  it("over GraphQL the same code travels in the extensions", async () => {
    const { body } = await graphql(service, `{ prices(ticker: "C:EURUSD") { count } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "upstream_unavailable", status: 503 });
  });
});

describe("GET /api/snapshot/{ticker} (legacy)", () => {
  it("AAPL: the quote from market and the fundamentals block from fundamentals, 3 credits", async () => {
    const { status, headers, body } = await get("/api/snapshot/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    // prices/daily/AAPL.csv 2022-12-28 close 126.040001, 2022-12-29 close 129.610001.
    expect(body.quote).toEqual({
      price: 129.610001,
      // The day bar is 2022-12-29's, not today's session (2026-11-17).
      volume: null,
      volume_reason: "day_bar_is_an_earlier_session",
      change: 3.57,
      change_percent: 2.83243,
      prev_close: 126.040001,
      prev_close_date: "2022-12-28",
      as_of_ts: Date.parse("2022-12-29T21:00:00Z") / 1000,
      as_of: "2022-12-29T21:00:00.000Z",
      price_age_seconds: (Date.parse(NOW) - Date.parse("2022-12-29T21:00:00Z")) / 1000,
      is_stale: true,
      null_reasons: {},
    });
    // FY2022 10-K cover page: 15,908,118,000 shares (2022-10-14); equity 50,672,000,000 at 2022-09-24;
    // diluted EPS FY2022 6.11, FY2021 5.61: forward P/E 21.2128 / (1 + 0.5/5.61) = 19.48
    // (rounded once, at the end: issue 14 item 7; it was 19.47 from the rounded 21.21).
    expect(body.fundamentals).toMatchObject({
      pe_ratio: 21.21,
      pb_ratio: 40.69,
      market_cap: Math.round(129.610001 * 15_908_118_000),
      market_cap_shares: 15_908_118_000,
      market_cap_shares_basis: "sec_dei_cover_page",
      market_cap_shares_as_of: "2022-10-14",
      market_cap_shares_status: "ok",
      forward_pe: 19.48,
      dividend_yield: null,
      beta: null,
      // Fiscal year to 2022-09-24 (the latest sheet known on the price date): (market cap + 120,069M
      // debt - 23,646M cash) / (119,437M operating income + 11,104M D&A) = 16.53.
      ev_to_ebitda: 16.53,
      ev_to_ebitda_basis: "fiscal_year_2022_balance_sheet_2022-09-24",
      fundamentals_status: "ok",
    });
    expect(body.fundamentals.market_cap_basis).toContain("15908118000 shares (sec_dei_cover_page");
    expect(body.fundamentals.null_reasons).toEqual({
      dividend_yield: "not_served_in_legacy_snapshot_see_v3_price_snapshot",
      beta: "not_served_in_legacy_snapshot",
    });
    // submissions/CIK0000320193.json: sic 3571 (Electronic Computers), SIC division D.
    expect(body).toMatchObject({
      sector: "Manufacturing",
      sector_taxonomy: "sic_division",
      sic_code: "3571",
      sector_reason: null,
    });
  });

  it("serves today's volume only when the day bar is today's session", async () => {
    clock.set("2023-08-03T14:00:30Z");
    const { body } = await get("/api/snapshot/SPY");
    expect(body.quote).toMatchObject({
      price: 448.59,
      volume: 8_459_945,
      volume_reason: null,
      is_stale: false,
    });
    expect(body.fundamentals).toMatchObject({
      market_cap: null,
      fundamentals_status: "unavailable",
      null_reasons: expect.objectContaining({ market_cap: "not_applicable_non_equity" }),
    });
  });

  it("answers 402 plan_required on the Free plan", async () => {
    const { key } = await issueKey(service.warehouse.db, "free-caller", { plan: "free" });
    const refused = await get("/api/snapshot/AAPL", key);
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toMatchObject({ error_code: "plan_required", current_plan: "free" });
  });

  it("is listed as heavy, legacy and replaced by svc_v3_fundamentals_full", async () => {
    const response = await fetch(`${service.url}/api/capabilities`);
    const tools = ((await response.json()) as any).tools as any[];
    expect(tools.find((tool) => tool.name === "svc_snapshot")).toMatchObject({
      path: "/api/snapshot/{ticker}",
      group: "legacy",
      replaced_by: "svc_v3_fundamentals_full",
      capability_tags: expect.arrayContaining(["heavy"]),
    });
  });
});

describe("GET /api/market/quote/{ticker}", () => {
  it("serves the quote labelled stale by default, and 503 data_stale (not billed) for live and strict", async () => {
    const off = await get("/api/market/quote/AAPL");
    expect(off.status).toBe(200);
    expect(off.headers.get("x-credits-charged")).toBe("1");
    expect(off.body).toMatchObject({ ticker: "AAPL", asset_class: "equity", freshness: "off" });
    expect(off.body.quote).toMatchObject({
      price: 129.610001,
      change: 3.57,
      change_percent: 2.83243,
      prev_close: 126.040001,
      day_bar_date: "2022-12-29",
      volume: 75_703_700,
      is_stale: true,
      stale_after_seconds: 21_600,
      as_of: "2022-12-29T21:00:00.000Z",
    });
    for (const policy of ["live", "strict"]) {
      const refused = await get(`/api/market/quote/AAPL?freshness=${policy}`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("x-credits-charged")).toBe("0");
      expect(refused.body.detail).toMatchObject({
        error_code: "data_stale",
        freshness: policy,
        stale_reason: "stale",
        as_of: "2022-12-29T21:00:00.000Z",
        stale_after_seconds: 21_600,
      });
    }
  });

  it("live accepts a fresh quote; strict also refuses one with a missing session field", async () => {
    clock.set("2023-08-03T14:00:30Z");
    const live = await get("/api/market/quote/SPY?freshness=live");
    expect(live.status).toBe(200);
    expect(live.body.quote).toMatchObject({ price: 448.59, is_stale: false, bid: 448.56, ask: 448.59 });
    // No 2023-08-02 close is held, so prev_close is null and the detail partial.
    const strict = await get("/api/market/quote/SPY?freshness=strict");
    expect(strict.status).toBe(503);
    expect(strict.body.detail).toMatchObject({
      error_code: "data_stale",
      stale_reason: "session_detail_partial",
    });
    // AAPL 2014-06-06 16:10 ET: the 16:09 post-market trade, the day's final close, the 06-05 close.
    clock.set("2014-06-06T20:10:00Z");
    const complete = await get("/api/market/quote/AAPL?freshness=strict");
    expect(complete.status).toBe(200);
    expect(complete.body.quote).toMatchObject({ price_session: "post", session_detail_status: "complete" });
  });
  // An unknown ticker and a freshness outside off/live/strict: test/e2e/contract.e2e.test.ts.
});

describe("GET /api/data/universe", () => {
  it("lists every instrument with prices held: 37 price files and 3 crypto pairs", async () => {
    const { status, headers, body } = await get("/api/data/universe");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    // prices/daily_index.csv (37 files) + X:BTCUSD (daily and minute) + X:ETHUSD, X:LTCUSD (minute only).
    expect(body).toMatchObject({ count: 40, total: 40, truncated: false, as_of: "2025-09-24" });
    const spy = body.items.find((row: any) => row.ticker === "SPY");
    // Lean daily to 2021-03-31; minute files 2013-10-04..11 (6 sessions) and 2023-08-03.
    expect(spy).toMatchObject({
      daily_from: "1998-01-02",
      daily_through: "2021-03-31",
      close_basis: "unadjusted",
      minute_sessions: 7,
      minute_through: "2023-08-03",
      last_price_date: "2023-08-03",
      dividend_history_through: "2021-03-31",
      is_stale: true,
    });
    const eth = body.items.find((row: any) => row.ticker === "X:ETHUSD");
    expect(eth).toMatchObject({
      daily_through: null,
      minute_sessions: 2,
      close_basis: "not_applicable_crypto",
    });
  });

  it("filters by asset class and cuts at limit, saying so", async () => {
    const crypto = await get("/api/data/universe?asset_class=crypto");
    expect(crypto.body.items.map((row: any) => row.ticker)).toEqual(["X:BTCUSD", "X:ETHUSD", "X:LTCUSD"]);
    const two = await get("/api/data/universe?limit=2");
    expect(two.body).toMatchObject({ count: 2, total: 40, truncated: true });
  });

  it("point in time: coverage as known at the clock (issue 14)", async () => {
    // 2021-12-31 12:00 ET: that day's closes are not final; SPY's 2023-08-03 minute session is
    // years ahead. AAPL daily (Kaggle file) through 2021-12-30; SPY Lean daily through 2021-03-31
    // and its six 2013-10 minute sessions only.
    clock.set("2021-12-31T17:00:00Z");
    const { body } = await get("/api/data/universe");
    expect(body).toMatchObject({ total: 40, as_of: "2021-12-30" });
    expect(body.items.find((row: any) => row.ticker === "AAPL")).toMatchObject({
      daily_from: "2010-01-04",
      daily_through: "2021-12-30",
      last_price_date: "2021-12-30",
    });
    expect(body.items.find((row: any) => row.ticker === "SPY")).toMatchObject({
      daily_through: "2021-03-31",
      minute_sessions: 6,
      minute_through: "2013-10-11",
      last_price_date: "2021-03-31",
    });
  });
});

describe("authentication on these routes", () => {
  it.each([
    "/api/snapshot/AAPL",
    "/api/market/quote/AAPL",
    "/api/data/universe",
    "/api/v3/fundamentals/prices?ticker=AAPL",
  ])("answers 401 unauthorized without a valid key: %s", async (path) => {
    const { status, body } = await get(path, "qf_live_0000000000000000_notakey");
    expect(status).toBe(401);
    expect(body.detail.error_code).toBe("unauthorized");
  });
});

describe("malformed tickers: 422 invalid_ticker, not billed", () => {
  it.each([
    "/api/v3/fundamentals/prices?ticker=AAPL%21",
    "/api/v3/fundamentals/prices?ticker=1ABC",
    "/api/v3/fundamentals/price_snapshot?ticker=AA%20PL",
    "/api/v3/fundamentals/price_snapshot?ticker=TOOLONGTICKERNAME",
    "/api/snapshot/AAPL%21",
    // spec/02: the legacy snapshot takes one ticker per call.
    "/api/snapshot/AAPL,MSFT",
    "/api/market/quote/AAPL;MSFT",
  ])("%s", async (path) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({ error_code: "invalid_ticker", parameter: "ticker" });
    expect(body.detail.error_message).toMatch(/accepted are letters and digits/);
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("GraphQL", () => {
  it("serves the market quote and the universe, and refuses stale data for freshness live", async () => {
    const { body } = await graphql(
      service,
      `{ marketQuote(ticker: "BAC") { quote { price isStale } } dataUniverse(assetClass: etf) { items { ticker } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.marketQuote.quote).toEqual({ price: 38.69, isStale: true });
    expect(body.data.dataUniverse.items.map((row: any) => row.ticker)).toEqual(["EEM", "IWM", "QQQ", "SPY"]);
    const live = await graphql(service, `{ marketQuote(ticker: "BAC", freshness: live) { freshness } }`);
    expect(live.body.errors?.[0]?.extensions?.code).toBe("data_stale");
  });

  it("one operation joins market's quote and fundamentals' block of the legacy snapshot", async () => {
    const { body } = await graphql(
      service,
      `{ legacySnapshot(ticker: "TSLA") { quote { price change isStale } fundamentals { peRatio pbRatio marketCapShares }
           sectorTaxonomy } }`,
    );
    expect(body.errors).toBeUndefined();
    // prices/daily/TSLA.csv 2022-12-28 112.709999, 2022-12-29 121.82; 10-Q cover page 3,157,752,449 shares.
    expect(body.data.legacySnapshot).toMatchObject({
      quote: { price: 121.82, change: 9.110001, isStale: true },
      fundamentals: { marketCapShares: 3_157_752_449 },
      sectorTaxonomy: "sic_division",
    });
  });

  it("serves the snapshot with its dividend block and the split-adjusted bars", async () => {
    const { body } = await graphql(
      service,
      `{ priceSnapshot(ticker: "SPY") { price dayChangePercent dividendYield dividend { paymentsPerYear status }
           extendedHours { session } regularSession { status close } }
         prices(ticker: "AIG", startDate: "2009-06-30", endDate: "2009-06-30") { adjustmentSource items { close } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.priceSnapshot).toEqual({
      price: 396.33,
      dayChangePercent: 0.40534,
      dividendYield: 0.0140368,
      dividend: { paymentsPerYear: 4, status: "ok" },
      extendedHours: null,
      regularSession: { status: "closed", close: 396.33 },
    });
    expect(body.data.prices).toEqual({ adjustmentSource: "corporate_actions", items: [{ close: 22.6 }] });
  });

  it("answers invalid_date_range and unknown_ticker as GraphQL errors with their codes", async () => {
    const range = await graphql(
      service,
      `{ prices(ticker: "AAPL", startDate: "2022-06-01", endDate: "2022-05-01") { count } }`,
    );
    expect(range.body.errors?.[0]?.extensions?.code).toBe("invalid_date_range");
    const unknown = await graphql(service, `{ priceSnapshot(ticker: "ZZZZZZ") { price } }`);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("unknown_ticker");
  });
});
