/**
 * Congressional trades and the politicians' roster through the REST shim and GraphQL, over real
 * HTTP (docs/INTEL.md "Congress trades"). Known answers read by hand from the raw files:
 *
 * - congress/trades_2019_2023.csv.gz: 56,862 rows, 544 of AAPL (transactions 2019-01-02..; the
 *   newest disclosure 2023-08-21, Josh Gottheimer (H, NJ05) selling $1,001 - $15,000 on
 *   2023-07-18, row 18,421; before it Shelley Moore Capito's purchase disclosed 2023-07-17). 218
 *   members; the most active Ro Khanna (H, CA17), 18,983 trades (10,501 P, 8,482 S); Nancy Pelosi
 *   58 trades, 54 filed from CA12 and 4 from CA11, the newest (2023-06-22) from CA11.
 * - congress/senate_stock_watcher_transactions.csv.gz: the newest AAPL line is Thomas R Carper's
 *   spouse's partial sale of 11/20/2020 ($50,001 - $100,000), due by 2021-01-04 (45 days).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;
let starterKey: string;
let freeKey: string;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
  starterKey = (await issueKey(service.warehouse.db, "starter", { plan: "starter" })).key;
  freeKey = (await issueKey(service.warehouse.db, "free", { plan: "free" })).key;
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

describe("GET /api/v3/intel/congress", () => {
  it("AAPL: real trades, newest report first, every field of spec/01 with a reason for each null", async () => {
    const { status, headers, body } = await get("/api/v3/intel/congress?ticker=AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("2");
    expect(body).toMatchObject({
      ok: true,
      provider: "options_flow",
      source: "house_senate_ptr_2019_2023 (tcweiss/congressional_insiders)",
      as_of: "2026-11-17",
      ticker: "AAPL",
      count: 50,
      trades_available: 544,
      data_from: "2019-01-02",
      history_floor: "2019-01-01",
      newest_reported_date: "2023-08-21",
      units: { amount_min_usd: "usd", amount_max_usd: "usd", strike: "usd_per_share" },
      null_reasons: {},
    });
    expect(body.coverage_note).toContain("no midpoint is made up");
    expect(body.items[0]).toEqual({
      politician: "Josh Gottheimer",
      chamber_code: "H",
      chamber: "house",
      office: "NJ05",
      party_code: null,
      is_member_of_congress: true,
      owner: null,
      ticker: "AAPL",
      ticker_as_filed: "AAPL",
      asset_name: "Apple Inc",
      asset_type: "stock",
      option_type: null,
      strike: null,
      expiry: null,
      side: "sell",
      sale_extent: null,
      transaction_type_as_filed: "S",
      transaction_date: "2023-07-18",
      disclosure_date: "2023-08-21",
      reported_date: "2023-08-21",
      reported_date_basis: "disclosure_date",
      visible_from: "2023-08-22",
      amount_range: "$1,001 - $15,000",
      amount_min_usd: 1001,
      amount_max_usd: 15000,
      amount_basis: "range_as_filed",
      comment: null,
      filing_url: null,
      null_reasons: {
        party_code: "party_not_in_source",
        owner: "not_in_source",
        option_type: "not_an_option",
        strike: "not_an_option",
        expiry: "not_an_option",
        sale_extent: "not_in_source",
        comment: "none_filed",
        filing_url: "not_in_source",
      },
    });
    expect(body.items[1]).toMatchObject({
      politician: "Shelley Moore Capito",
      chamber_code: "S",
      office: "WVS2",
      side: "buy",
      disclosure_date: "2023-07-17",
    });
  });

  it("a trade is visible from the day after its disclosure, not from its transaction date", async () => {
    clock.set("2023-08-21T20:00:00Z");
    const before = await get("/api/v3/intel/congress?ticker=AAPL&limit=1");
    expect(before.body).toMatchObject({ trades_available: 543, newest_reported_date: "2023-07-17" });
    expect(before.body.items[0].politician).toBe("Shelley Moore Capito");
    clock.set("2023-08-22T14:00:00Z");
    const after = await get("/api/v3/intel/congress?ticker=AAPL&limit=1");
    expect(after.body).toMatchObject({ trades_available: 544, newest_reported_date: "2023-08-21" });
    expect(after.body.items[0].politician).toBe("Josh Gottheimer");
    clock.set("2018-12-31T15:00:00Z");
    const none = await get("/api/v3/intel/congress?ticker=AAPL");
    expect(none.body).toMatchObject({
      count: 0,
      items: [],
      data_from: null,
      history_floor: null,
      null_reasons: { data_from: "no_trade_of_ticker_visible", history_floor: "no_trade_visible" },
    });
  });

  it("provider=alternative_data: the Senate feed with owner, sale extent and the STOCK Act deadline", async () => {
    const { body } = await get("/api/v3/intel/congress?ticker=AAPL&provider=alternative_data&limit=500");
    expect(body).toMatchObject({
      provider: "alternative_data",
      count: 153,
      trades_available: 153,
      history_floor: "2012-06-14",
    });
    expect(body.items[0]).toMatchObject({
      politician: "Thomas R Carper",
      chamber_code: "S",
      office: null,
      owner: "spouse",
      asset_type: "stock",
      side: "sell",
      sale_extent: "partial",
      transaction_type_as_filed: "Sale (Partial)",
      transaction_date: "2020-11-20",
      disclosure_date: null,
      reported_date: "2021-01-04",
      reported_date_basis: "stock_act_deadline",
      visible_from: "2021-01-05",
      amount_min_usd: 50_001,
      amount_max_usd: 100_000,
      filing_url: "https://efdsearch.senate.gov/search/view/ptr/35aec3a8-60a7-4f06-bae3-3b202949e5e5/",
    });
    expect(body.items[0].null_reasons).toMatchObject({
      office: "not_in_source",
      disclosure_date: "not_in_source",
      option_type: "not_an_option",
    });
    // An option line: Kelly Loeffler's spouse's put on VMC, strike $120, expiring 2020-05-15.
    const vmc = await get("/api/v3/intel/congress?ticker=VMC&provider=alternative_data");
    expect(
      vmc.body.items.find((item: { option_type: string | null }) => item.option_type === "put"),
    ).toMatchObject({
      politician: "Kelly Loeffler",
      asset_type: "stock_option",
      strike: 120,
      expiry: "2020-05-15",
    });
  });

  it("without a ticker: every trade of the feed; limit 1..500, provider's enum, unknown ticker 404", async () => {
    const all = await get("/api/v3/intel/congress");
    expect(all.body).toMatchObject({ ticker: null, count: 50, trades_available: 56_862 });
    expect((await get("/api/v3/intel/congress?limit=500")).body.count).toBe(500);
    for (const query of ["limit=0", "limit=501", "provider=quiver"]) {
      const { status, headers } = await get(`/api/v3/intel/congress?${query}`);
      expect(status, query).toBe(422);
      expect(headers.get("x-credits-charged")).toBe("0");
    }
    const unknown = await get("/api/v3/intel/congress?ticker=ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
    // A ticker the platform knows but no member traded: a real empty answer.
    const quiet = await get("/api/v3/intel/congress?ticker=X:BTCUSD");
    expect(quiet.body).toMatchObject({ count: 0, items: [], trades_available: 0 });
  });

  it("Starter and above (402 on Free); a feed that cannot be read is 503 dataset_unavailable, not billed", async () => {
    expect((await get("/api/v3/intel/congress?ticker=AAPL", starterKey)).status).toBe(200);
    const free = await get("/api/v3/intel/congress?ticker=AAPL", freeKey);
    expect(free.status).toBe(402);
    expect(free.body.detail.error_code).toBe("plan_required");
    const db = service.warehouse.db;
    await sql`alter table congress_trades rename to congress_trades_away`.execute(db);
    try {
      const { status, headers, body } = await get("/api/v3/intel/congress?ticker=AAPL");
      expect(status).toBe(503);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({
        error_code: "dataset_unavailable",
        dataset: "congress_trades",
        reason: "congress_feed_unreadable",
      });
      expect(JSON.stringify(body)).not.toContain("_away");
      expect((await get("/api/v3/intel/politicians")).status).toBe(503);
    } finally {
      await sql`alter table congress_trades_away rename to congress_trades`.execute(db);
    }
  });
});

describe("GET /api/v3/intel/politicians", () => {
  it("the roster, most trades first, with the window trade_count counts over", async () => {
    const { status, headers, body } = await get("/api/v3/intel/politicians");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("2");
    expect(body).toMatchObject({
      provider: "options_flow",
      as_of: "2026-11-17",
      count: 100,
      members_held: 218,
      trade_count_window: { start: "2019-01-01", end: "2026-11-17" },
    });
    expect(body.trade_count_window.basis).toContain("reported by end");
    expect(body.items[0]).toEqual({
      name: "Ro Khanna",
      chamber_code: "H",
      chamber: "house",
      office: "CA17",
      party_code: null,
      is_member_of_congress: true,
      trade_count: 18_983,
      buy_count: 10_501,
      sell_count: 8_482,
      exchange_count: 0,
      first_transaction_date: "2019-01-01",
      last_transaction_date: "2023-07-31",
      last_reported_date: "2023-08-07",
      null_reasons: { party_code: "party_not_in_source" },
    });
    const everyone = await get("/api/v3/intel/politicians?limit=1000");
    expect(everyone.body.count).toBe(218);
    // Redistricted in 2023: the office of the newest report.
    expect(everyone.body.items.find((p: { name: string }) => p.name === "Nancy Pelosi")).toMatchObject({
      office: "CA11",
      trade_count: 58,
      buy_count: 26,
      sell_count: 32,
      last_reported_date: "2023-06-22",
    });
    for (const limit of [0, 1001])
      expect((await get(`/api/v3/intel/politicians?limit=${limit}`)).status).toBe(422);
  });
});

describe("GraphQL", () => {
  it("Instrument.congressTrades beside the price; the same operation as the route", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { name congressTrades(limit: 2) { count tradesAvailable items { politician side amountRange reportedDateBasis } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.instrument.congressTrades).toEqual({
      count: 2,
      tradesAvailable: 544,
      items: [
        {
          politician: "Josh Gottheimer",
          side: "sell",
          amountRange: "$1,001 - $15,000",
          reportedDateBasis: "disclosure_date",
        },
        {
          politician: "Shelley Moore Capito",
          side: "buy",
          amountRange: "$1,001 - $15,000",
          reportedDateBasis: "disclosure_date",
        },
      ],
    });
    const root = await graphql(
      service,
      `{ congressTrades(ticker: "AAPL", provider: alternative_data, limit: 1) { provider items { owner } } }`,
    );
    expect(root.body.data.congressTrades).toEqual({
      provider: "alternative_data",
      items: [{ owner: "spouse" }],
    });
  });
});
