/**
 * The news routes' known answers through the REST shim and GraphQL, over real HTTP, from the news
 * store fed by data/sample/news/sec_filing_events.csv (408 SEC filing events of AAPL, MSFT, TSLA).
 * Every expected value below was read from that file (line numbers quoted) and, for the derived
 * fields, worked out by hand with the documented methods (docs/NEWS.md):
 *
 * - catalyst_type: the first rule whose keyword occurs in the headline, in the order earnings,
 *   guidance, analyst, ma, capital, contract, personnel, regulatory, macro; none: other.
 * - sentiment: 1.5 × (P − N) / (P + N + 1) over the lexicon terms found; the MSFT 8-K of
 *   2024-01-19 holds one negative term ("cybersecurity incidents"): 1.5 × (0 − 1) / 2 = −0.75.
 *
 * The generic rules (401, ranges, enums, dates, 404 unknown_ticker, no charge on refusal, the
 * OpenAPI schema) are the contract suite's; the parameter rules are in newsParameters.e2e.test.ts.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { readCsv } from "../../warehouse/ingest/csv.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

// Thursday 2023-11-03 16:00 EDT: AAPL's Q4 FY2023 8-K (2023-11-02) is out, its 10-K (dated 11-03) not yet.
const NOW = "2023-11-03T20:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

/** The raw file, as the answer key: rows by accession. */
const [header, ...rows] = [
  ...readCsv(
    readFileSync(new URL("../../data/sample/news/sec_filing_events.csv", import.meta.url), "utf8"),
    "sec_filing_events.csv",
  ),
].map((record) => record.fields);
const col = (name: string) => (header as string[]).indexOf(name);
const row = (accession: string) => {
  const found = rows.find((r) => r[col("accession")] === accession);
  if (!found) throw new Error(`${accession} is not in the file`);
  return Object.fromEntries((header as string[]).map((name, i) => [name, found[i]]));
};

describe("one item shape, from the raw file", () => {
  it("fundamentals/news: AAPL's 8-K of 2023-11-02 (line 121) with every field of spec/01 and its source", async () => {
    const raw = row("0000320193-23-000104");
    const { status, body } = await get("/api/v3/fundamentals/news?ticker=AAPL&limit=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      source: "sec-edgar",
      ticker: "AAPL",
      count: 1,
      newest_item_date: "2023-11-02",
    });
    expect(body.items[0]).toEqual({
      id: raw.accession,
      title: raw.headline,
      teaser: null,
      teaser_reason: "edgar_metadata_has_no_summary",
      url: raw.url,
      ticker: "AAPL",
      tickers: ["AAPL"],
      coins: [],
      channels: ["sec-filing"],
      tags: ["8-k"],
      author: "SEC EDGAR",
      published: raw.acceptance_datetime,
      published_reason: null,
      created: raw.acceptance_datetime,
      updated: null,
      updated_reason: "edgar_filings_are_not_updated (an amendment is a filing of its own)",
      body: null,
      body_reason: "filing_documents_not_held",
      source: "sec-edgar",
      news_type: "article",
      topics: ["earnings"],
      catalyst_type: "earnings",
      catalyst_basis: "keyword:results of operations",
      sentiment: {
        score: 0,
        label: "neutral",
        method: "qf-headline-lexicon-v1",
        positive_terms: [],
        negative_terms: [],
      },
      form: "8-K",
      filing_date: raw.filing_date,
      report_date: raw.report_date,
      items: ["2.02", "9.01"],
      null_reasons: {},
    });
  });

  it("the same item in every store route: latest, headlines, news_pro, ticker_news", async () => {
    const latest = (await get("/api/v3/news/latest?ticker=AAPL&minutes=1440")).body.items[0];
    for (const path of [
      "/api/v3/intel/news_headlines?ticker=AAPL&limit=1",
      "/api/v3/intel/news_pro?tickers=AAPL&limit=1",
      "/api/v3/news/ticker_news?tickers=AAPL&items=1",
      "/api/v3/news/ticker_only?ticker=AAPL&items=1",
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body.items[0], path).toEqual(latest);
    }
  });

  it("GraphQL: one query gets AAPL's news beside its price (Instrument.news)", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { priceSnapshot { price priceDate }
          news(limit: 2) { count items { id title catalystType sentiment { score method } } } } }`,
    );
    expect(body.errors).toBeUndefined();
    // prices/daily/AAPL.csv ends 2022-12-29: the snapshot is its last close.
    expect(body.data.instrument.priceSnapshot.priceDate).toBe("2022-12-29");
    expect(body.data.instrument.news.items).toEqual([
      {
        id: "0000320193-23-000104",
        title: row("0000320193-23-000104").headline,
        catalystType: "earnings",
        sentiment: { score: 0, method: "qf-headline-lexicon-v1" },
      },
      // Line 120: the item before it, AAPL's 10-Q of 2023-08-03 (a periodic report: earnings).
      expect.objectContaining({ id: "0000320193-23-000077", catalystType: "earnings" }),
    ]);
  });
});

describe("point in time: a filing is visible from 22:00 ET on its filing date", () => {
  // Line 122: AAPL's FY2023 10-K, accepted 2023-11-02T22:08:27Z (after 17:30 ET), dated 2023-11-03.
  const TEN_K = "0000320193-23-000106";
  const ids = async () =>
    (await get("/api/v3/intel/news_pro?tickers=AAPL&limit=5")).body.items.map(
      (item: { id: string }) => item.id,
    );

  it("is not served at 21:59 ET, is at 22:00 ET", async () => {
    clock.set("2023-11-04T01:59:59Z");
    expect(await ids()).not.toContain(TEN_K);
    clock.set("2023-11-04T02:00:00Z");
    expect((await ids())[0]).toBe(TEN_K);
  });
});

describe("GET /api/v3/intel/news_why_moving: catalyst_type by keyword reading", () => {
  it("TSLA's 8-K of 2023-01-25 (line 358, items 1.01, 1.02, 2.02, 2.03) is earnings; 2019-01-04 (line 269) capital", async () => {
    clock.set("2023-02-01T00:00:00Z");
    const items = [];
    for (const [from, to] of [
      ["2023-01-01", "2023-01-26"],
      ["2018-12-15", "2019-01-10"],
    ]) {
      const { status, body } = await get(
        `/api/v3/intel/news_why_moving?tickers=TSLA&date_from=${from}&date_to=${to}&limit=100`,
      );
      expect(status).toBe(200);
      items.push(...body.items);
    }
    const byId = new Map(items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get("0001564590-23-000799")).toMatchObject({
      catalyst_type: "earnings",
      catalyst_basis: "keyword:results of operations",
      sentiment: { score: -0.75, label: "negative", negative_terms: ["termination"] },
    });
    expect(byId.get("0001564590-19-000190")).toMatchObject({
      catalyst_type: "capital",
      catalyst_basis: "keyword:financial obligation",
    });
    expect(items.every((item: { catalyst_type: string }) => item.catalyst_type.length > 0)).toBe(true);
  });
});

describe("sentiment (qf-headline-lexicon-v1)", () => {
  it("sentiment_stats MSFT, 2024-01-15..2024-01-31: −0.75 on the 19th, 0 on the 30th, −0.25 overall", async () => {
    // Lines 218-220: 8-K 2024-01-19 (cybersecurity, −0.75); 8-K 2.02 and 10-Q 2024-01-30 (0, 0).
    clock.set("2024-02-01T12:00:00Z");
    const { status, body } = await get(
      "/api/v3/news/sentiment_stats?ticker=MSFT&date_range=01152024-01312024",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ticker: "MSFT",
      method: "qf-headline-lexicon-v1",
      date_range: { from_date: "2024-01-15", to_date: "2024-01-31" },
      overall: { score: -0.25, item_count: 3, positive: 0, negative: 1, neutral: 2 },
    });
    expect(body.days).toHaveLength(17);
    const day = (date: string) => body.days.find((d: { date: string }) => d.date === date);
    expect(day("2024-01-19")).toEqual({
      date: "2024-01-19",
      score: -0.75,
      score_reason: null,
      item_count: 1,
      positive: 0,
      negative: 1,
      neutral: 0,
    });
    expect(day("2024-01-30")).toMatchObject({ score: 0, item_count: 2 });
    expect(day("2024-01-20")).toMatchObject({
      score: null,
      score_reason: "no_items_in_range",
      item_count: 0,
    });
  });

  it("all_tickers_sentiment: MSFT alone in the last 7 days of 2024-01-20, −0.75", async () => {
    clock.set("2024-01-20T12:00:00Z");
    const { body } = await get("/api/v3/news/all_tickers_sentiment");
    expect(body).toMatchObject({ total: 1, has_more: false, next_page: null });
    expect(body.rows).toEqual([
      {
        ticker: "MSFT",
        score: -0.75,
        score_reason: null,
        item_count: 1,
        positive: 0,
        negative: 1,
        neutral: 0,
      },
    ]);
  });

  it("ticker_news sentiment=negative finds the cybersecurity 8-K and its amendment (line 221)", async () => {
    clock.set("2024-06-01T00:00:00Z");
    const { body } = await get(
      "/api/v3/news/ticker_news?tickers=MSFT&sentiment=negative&date_range=01012024-05312024",
    );
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      "0001193125-24-062997",
      "0001193125-24-011295",
    ]);
    expect(body.filters_applied).toMatchObject({ sentiment: "negative" });
  });
});

describe("the store's lists", () => {
  it("by_topic earnings, last 30 days to 2023-11-03: AAPL's results 8-K and the MSFT and TSLA quarterlies", async () => {
    const { body } = await get("/api/v3/news/by_topic?topic=earnings&date_range=last30days");
    expect(body.date_range).toMatchObject({ from_date: "2023-10-05", to_date: "2023-11-03" });
    // Published from 2023-10-05 00:00 ET, and visible by now: filed by 2023-11-02 (the 10-K of
    // line 122, dated 2023-11-03, is visible from 22:00 ET that day); an earnings keyword.
    const expected = rows
      .filter((r) => {
        const published = r[col("acceptance_datetime")] as string;
        const visible = (r[col("filing_date")] as string) < "2023-11-03";
        const earnings = /results of operations|report \(10-/i.test(r[col("headline")] as string);
        return published >= "2023-10-05T04:00:00Z" && visible && earnings;
      })
      .map((r) => r[col("accession")]);
    expect(body.items.map((item: { id: string }) => item.id).sort()).toEqual(expected.sort());
    expect(body.count).toBe(5);
  });

  it("ticker_news pages, filters by topic and words, orders oldest first and falls back", async () => {
    const page1 = (await get("/api/v3/news/ticker_news?tickers=TSLA&items=2&page=1")).body;
    const page2 = (await get("/api/v3/news/ticker_news?tickers=TSLA&items=2&page=2")).body;
    expect(page1).toMatchObject({ page: 1, page_size: 2, has_more: true, next_page: 2, count: 2 });
    expect(page2.items[0].published < page1.items[1].published).toBe(true);
    const oldest = (await get("/api/v3/news/ticker_news?tickers=TSLA&items=1&sortby=oldestfirst")).body;
    // Line 245: TSLA's first held item, its 8-K of 2018-02-09.
    expect(oldest.items[0].id).toBe("0001564590-18-001786");
    const words = (await get("/api/v3/news/ticker_news?tickers=AAPL,MSFT&search=cybersecurity&items=50"))
      .body;
    expect(words.items).toEqual([]);
    clock.set("2024-06-01T00:00:00Z");
    const cyber = (await get("/api/v3/news/ticker_news?tickers=AAPL,MSFT&search=cybersecurity&items=50"))
      .body;
    expect(cyber.items.map((item: { ticker: string }) => item.ticker)).toEqual(["MSFT", "MSFT"]);
    const noCyber = (
      await get("/api/v3/news/ticker_news?tickers=MSFT&topic_exclude=earnings&date_range=01012024-01312024")
    ).body;
    expect(noCyber.items.map((item: { id: string }) => item.id)).toEqual(["0001193125-24-011295"]);
    const fallback = (await get("/api/v3/news/ticker_news?tickers=AAPL&search=cybersecurity&fallback=true"))
      .body;
    expect(fallback).toMatchObject({ fallback_used: true });
    expect(fallback.items.map((item: { ticker: string }) => item.ticker)).toEqual(["MSFT", "MSFT"]);
  });

  it("ticker_news names unknown symbols and tickers whose news is not held", async () => {
    const { status, body } = await get("/api/v3/news/ticker_news?tickers=AAPL,JPM,ZZZZQ&items=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      tickers: ["AAPL", "JPM"],
      symbols_unknown: ["ZZZZQ"],
      tickers_not_held: ["JPM"],
    });
  });

  it("multi_ticker: no item names both AAPL and MSFT, a real empty list; ticker_only: every filing names one", async () => {
    const multi = await get("/api/v3/news/multi_ticker?tickers=AAPL,MSFT");
    expect(multi.status).toBe(200);
    expect(multi.body).toMatchObject({ tickers: ["AAPL", "MSFT"], total: 0, items: [] });
    const only = (await get("/api/v3/news/ticker_only?ticker=AAPL&items=50&page=3")).body;
    // AAPL items visible at 2023-11-03 20:00Z: lines 2..121 of the file (120 items).
    expect(only).toMatchObject({ ticker: "AAPL", total: 120, page: 3, count: 20, has_more: false });
  });

  it("alerts: tickers alone imply category ticker", async () => {
    const { status, body } = await get("/api/v3/news/alerts?tickers=AAPL&items=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({ category: "ticker", tickers: ["AAPL"], total: 120 });
    expect(body.items[0].id).toBe("0000320193-23-000104");
  });

  it("category alltickers filters by the tagged company's sector (instrument master)", async () => {
    const { body } = await get(
      "/api/v3/news/category?section=alltickers&sector=Consumer%20Discretionary&items=50",
    );
    expect(new Set(body.items.map((item: { ticker: string }) => item.ticker))).toEqual(new Set(["TSLA"]));
    expect(body.filters_applied).toEqual({ sector: "Consumer Discretionary" });
  });

  it("aggregated: market-wide, or tagged with a ticker (source news_ticker), not de-duplicated", async () => {
    const wide = (await get("/api/v3/news/aggregated?hours=168")).body;
    expect(wide).toMatchObject({ source: "news_market", hours: 168, read_cap: 150, deduplicated: false });
    expect(wide.coverage.complete).toBe(true);
    const aapl = (await get("/api/v3/news/aggregated?hours=168&ticker=aapl")).body;
    expect(aapl).toMatchObject({ source: "news_ticker", ticker: "AAPL", count: 1, items_read: 1 });
  });

  it("summary: 24 hours of items, 7 days of sentiment, trending/events/analyst actions null with reasons", async () => {
    const { status, headers, body } = await get("/api/v3/news/summary/AAPL");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, max-age=90");
    expect(body).toMatchObject({
      ticker: "AAPL",
      stories_24h: { count: 1, items: [expect.objectContaining({ id: "0000320193-23-000104" })] },
      sentiment_7d: { score: 0, item_count: 1, method: "qf-headline-lexicon-v1" },
      trending_72h: null,
      trending_72h_reason: expect.stringContaining("no_live_news_feed"),
      events: null,
      analyst_actions: null,
    });
  });
});

describe("a bundled store read past its end says so", () => {
  it("at 2026-11-17 the newest headlines are the file's last, and coverage is not complete", async () => {
    clock.set("2026-11-17T15:00:00Z");
    const { body } = await get("/api/v3/intel/news_headlines?limit=1");
    // The file's newest item: TSLA's FY2025 10-K, accepted 2026-01-28T20:55:03Z (line 409).
    expect(body.items[0].id).toBe("0001628280-26-003952");
    expect(body.coverage).toMatchObject({ complete: false, held_through: "2026-01-28T20:55:03.000Z" });
    expect(body.coverage.note).toContain("later items are not held");
    const latest = (await get("/api/v3/news/latest?ticker=TSLA")).body;
    expect(latest).toMatchObject({ count: 0, items: [], coverage: { complete: false } });
  });
});

describe("spec/03 cache TTLs as Cache-Control", () => {
  it("latest 60 s, summary 90 s, headlines 120 s; other routes revalidated; an error never kept", async () => {
    expect((await get("/api/v3/news/latest?ticker=AAPL")).headers.get("cache-control")).toBe(
      "private, max-age=60",
    );
    expect((await get("/api/v3/intel/news_headlines")).headers.get("cache-control")).toBe(
      "private, max-age=120",
    );
    const refused = await get("/api/v3/news/latest?ticker=AAPL&minutes=1");
    expect(refused.status).toBe(422);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const notHeld = await get("/api/v3/news/latest?ticker=JPM");
    expect(notHeld.status).toBe(503);
    expect(notHeld.headers.get("cache-control")).toBe("no-store");
    const other = await get("/api/v3/intel/news_pro?tickers=AAPL");
    expect(other.status).toBe(200);
    expect(other.headers.get("cache-control")).toBe("private, no-cache");
  });
});
