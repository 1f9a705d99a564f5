/**
 * The Form 4 routes through the REST shim and GraphQL, over real HTTP (docs/INTEL.md "Insiders").
 * Known answers by hand from data/sample/insiders/form4_transactions.csv (XOM: 92 lines; UBBEN
 * JEFFREY W bought 108,467 shares at 87.08 on Thursday 2022-08-04: 9,445,306.36 USD, Form 4 due
 * Monday 2022-08-08, visible from 2022-08-09) and data/sample/sec/form4-xml/form4.snow.xml (one
 * SNOW filing: 6 non-derivative lines, M then five S, and 1 derivative M line at price 0).
 * The generic route rules (401, envelope, OpenAPI schema) are the contract suite's.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
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

const ubben = (items: { owner_name: string; transaction_date: string }[]) =>
  items.find((item) => item.owner_name === "UBBEN JEFFREY W" && item.transaction_date === "2022-08-04");

describe("GET /api/v3/intel/insider_trades/{ticker}", () => {
  it("XOM: every line newest first, a purchase's value = shares × price as filed", async () => {
    const { status, headers, body } = await get("/api/v3/intel/insider_trades/XOM?limit=200");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      ok: true,
      ticker: "XOM",
      as_of: "2026-11-17",
      count: 92,
      rows_available: 92,
      newest_transaction_date: "2026-03-16",
      intent_to_sell_notices: [],
      intent_to_sell_notices_reason: "form_144_not_bundled",
    });
    expect(body.items[0]).toMatchObject({
      owner_name: "Talley Darrin L",
      transaction_code: "S",
      shares: 1080,
      price: 155.495,
    });
    expect(ubben(body.items)).toEqual({
      form: "4",
      ticker: "XOM",
      issuer_name: "EXXON MOBIL CORP",
      accession_number: null,
      filing_key: expect.stringMatching(/^insiders\/form4_transactions\.csv#\d+$/),
      filing_complete: false,
      owner_name: "UBBEN JEFFREY W",
      owner_cik: "0001159187",
      owner_title: null,
      transaction_date: "2022-08-04",
      transaction_code: "P",
      transaction_description: "open market or private purchase",
      is_derivative: false,
      security_title: null,
      shares: 108_467,
      price: 87.08,
      price_currency: "USD",
      acquired_disposed: null,
      shares_owned_after: 285_467,
      ownership: null,
      ownership_nature: null,
      is_10b5_1: null,
      value: 9_445_306.36,
      proposed_sale_value_usd: null,
      exercise_price: null,
      expiry: null,
      underlying_title: null,
      underlying_shares: null,
      visible_from: "2022-08-08",
      // Every null says why: the CSV keeps no accession, title, flags or ownership columns, and a
      // non-derivative line has no derivative columns.
      null_reasons: {
        proposed_sale_value_usd: "not_a_form_144",
        is_10b5_1: "not_in_source",
        ownership: "not_in_source",
        accession_number: "not_in_source",
        acquired_disposed: "not_in_source",
        owner_title: "no_officer_title_in_source",
        ownership_nature: "not_in_source",
        security_title: "not_in_source",
        exercise_price: "not_a_derivative_line",
        expiry: "not_a_derivative_line",
        underlying_shares: "not_a_derivative_line",
        underlying_title: "not_a_derivative_line",
      },
      source_file: "insiders/form4_transactions.csv",
    });
  });

  it("limit defaults to 25; 0 and 201 are 422", async () => {
    expect((await get("/api/v3/intel/insider_trades/XOM")).body.count).toBe(25);
    for (const limit of [0, 201]) {
      const { status, body } = await get(`/api/v3/intel/insider_trades/XOM?limit=${limit}`);
      expect(status).toBe(422);
      expect(JSON.stringify(body)).toContain("limit");
    }
  });

  it("a line is invisible until the day after its Form 4 deadline", async () => {
    clock.set("2022-08-08T20:00:00Z");
    const before = await get("/api/v3/intel/insider_trades/XOM?limit=200");
    expect(before.status).toBe(200);
    expect(ubben(before.body.items)).toBeUndefined();
    clock.set("2022-08-09T13:00:00Z");
    const after = await get("/api/v3/intel/insider_trades/XOM?limit=200");
    expect(ubben(after.body.items)).toMatchObject({ value: 9_445_306.36 });
    expect(after.body.newest_transaction_date).toBe("2022-08-04");
  });

  it("404 unknown_ticker; 503 dataset_unavailable (not billed) for a ticker without Form 4 data; 402 on a free plan", async () => {
    const unknown = await get("/api/v3/intel/insider_trades/ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    const goog = await get("/api/v3/intel/insider_trades/GOOG");
    expect(goog.status).toBe(503);
    expect(goog.headers.get("x-credits-charged")).toBe("0");
    expect(goog.body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_form4_lines_held",
    });
    const { key } = await issueKey(service.warehouse.db, "free insiders", { plan: "free" });
    const free = await get("/api/v3/intel/insider_trades/XOM", key);
    expect(free.status).toBe(402);
    expect(free.body.detail.error_code).toBe("plan_required");
  });

  it("before XOM's first line is visible (the file begins 2022-04-05) it is 503 no_form4_lines_held, not billed: that the file covers a ticker is known only from its lines", async () => {
    for (const path of [
      "/api/v3/intel/insider_trades/XOM?as_of=2021-06-30",
      "/api/v3/fundamentals/insider_trades?ticker=XOM&as_of=2021-06-30",
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(503);
      expect(headers.get("x-credits-charged"), path).toBe("0");
      expect(body.detail, path).toMatchObject({
        error_code: "dataset_unavailable",
        reason: "no_form4_lines_held",
      });
    }
  });
});

describe("GET /api/v3/intel/insiders", () => {
  it("the feed window is every visible line (2,636); the ticker filter applies inside it", async () => {
    const all = await get("/api/v3/intel/insiders?limit=2");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      ticker: null,
      count: 2,
      feed_window: { rows_scanned: 2636, window_start: "2022-04-05", window_end: "2026-08-20" },
      intent_to_sell_notices: [],
    });
    const xom = await get("/api/v3/intel/insiders?ticker=xom&limit=500");
    expect(xom.body).toMatchObject({ ticker: "XOM", count: 92, feed_window: { rows_scanned: 2636 } });
    expect(ubben(xom.body.items)).toMatchObject({ value: 9_445_306.36 });
    expect((await get("/api/v3/intel/insiders?limit=501")).status).toBe(422);
  });

  it("under a pinned clock the window ends at the newest visible line", async () => {
    clock.set("2022-08-09T13:00:00Z");
    const { body } = await get("/api/v3/intel/insiders?limit=1");
    expect(body.feed_window).toMatchObject({ window_start: "2022-04-05", window_end: "2022-08-04" });
  });
});

describe("GET /api/v3/fundamentals/insider_trades", () => {
  it("SNOW: the newest filing (7 lines) is served whole past limit=5; a 0 price is null with its status", async () => {
    const { status, body } = await get("/api/v3/fundamentals/insider_trades?ticker=SNOW&limit=5");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ticker: "SNOW",
      count: 7,
      filings: 1,
      limit_exceeded: true,
      truncated: false,
      rows_available: 7,
    });
    expect(
      body.items.map((item: { transaction_code: string; is_derivative: boolean }) => [
        item.transaction_code,
        item.is_derivative,
      ]),
    ).toEqual([
      ["M", false],
      ["S", false],
      ["S", false],
      ["S", false],
      ["S", false],
      ["S", false],
      ["M", true],
    ]);
    expect(body.items[1]).toMatchObject({
      owner_name: "Scarpelli Michael",
      security_title: "Class A Common Stock",
      security_title_status: "as_filed",
      shares: 73_170,
      price: 150.841,
      price_status: "as_filed",
      price_basis: "ordinary_share_as_filed",
      ownership: "direct",
      price_per_adr: null,
      adr_ratio: null,
    });
    // The XML is the filing itself: a direct holding states no nature, and the 2022 form has no
    // Rule 10b5-1 checkbox (added in 2023); the row shape has no derivative columns to explain.
    expect(body.items[1].null_reasons).toEqual({
      accession_number: "not_in_source",
      is_10b5_1: "not_stated_in_filing",
      price_per_adr: "adr_reference_unavailable",
      adr_ratio: "adr_reference_unavailable",
      listing_class: "listing_class_reference_unavailable",
      listing_class_applies_to: "listing_class_reference_unavailable",
    });
    expect(body.items[6]).toMatchObject({
      security_title: "Stock Option (Right to Buy)",
      price: null,
      price_status: "zero_or_not_reported",
      transaction_description: "exercise or conversion of a derivative security",
    });
  });

  it("XOM with limit 3: three one-line filings, truncated; ticker is required", async () => {
    const { body } = await get("/api/v3/fundamentals/insider_trades?ticker=XOM&limit=3");
    expect(body).toMatchObject({
      count: 3,
      filings: 3,
      limit_exceeded: false,
      truncated: true,
      rows_available: 92,
    });
    expect(body.items[0]).toMatchObject({
      insider_role: "VP - Corp Strategic Planning",
      insider_role_status: "officer_title_as_filed",
      security_title_status: "not_in_source",
    });
    expect((await get("/api/v3/fundamentals/insider_trades")).status).toBe(422);
  });
});

describe("GET /api/insider/clusters", () => {
  it("as of the data's last date (2026-08-20) no ticker has two distinct buyers: a real empty answer", async () => {
    const { status, headers, body } = await get("/api/insider/clusters");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      as_of: "2026-08-20",
      window_start: "2026-07-22",
      window_days: 30,
      complete: false,
      complete_reason: "source_keeps_first_line_of_each_filing",
      purchases_in_window: 0,
      count: 0,
      clusters: [],
    });
  });

  it("closest case: at 2023-08-04 the window holds XOM's two purchases by one insider, no cluster", async () => {
    clock.set("2023-08-04T15:00:00Z");
    const { body } = await get("/api/insider/clusters?limit=500");
    // Newest line visible on 2023-08-04: XOM, UBBEN JEFFREY W, 2023-08-01 (due 2023-08-03).
    expect(body).toMatchObject({ as_of: "2023-08-01", purchases_in_window: 2, count: 0, clusters: [] });
    expect((await get("/api/insider/clusters?limit=0")).status).toBe(422);
  });
});

describe("GraphQL", () => {
  it("Instrument.insiderTrades is the same operation; a ticker without Form 4 data nulls only its field", async () => {
    const { body } = await graphql(
      service,
      `{ xom: instrument(ticker: "XOM") { insiderTrades(limit: 1) { count rowsAvailable items { ownerName } } }
         goog: instrument(ticker: "GOOG") { name insiderTrades { count } } }`,
    );
    expect(body.data.xom.insiderTrades).toEqual({
      count: 1,
      rowsAvailable: 92,
      items: [{ ownerName: "Talley Darrin L" }],
    });
    expect(body.data.goog).toEqual({ name: expect.any(String), insiderTrades: null });
    expect(body.errors?.[0]?.extensions?.code).toBe("dataset_unavailable");
  });
});
