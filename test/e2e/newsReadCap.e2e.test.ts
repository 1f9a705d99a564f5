/**
 * aggregated reads at most 150 items per request (spec/03 "News aggregated") and says, with
 * coverage.complete false and a note, when those do not reach back to its window's start. The
 * bundled store never holds 150 items in 168 hours (408 filings over eleven years), so this file
 * adds 160 synthetic items, marked as such (source `synthetic-test`), to its own private copy of
 * the warehouse, all published in the 24 hours before a clock set just before the SEC file's
 * newest item (so the window lies inside what the store holds, and only the cap is at issue).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

// The SEC file's newest item is TSLA's 10-K accepted 2026-01-28T20:55:03Z.
const NOW = Date.parse("2026-01-28T20:00:00Z");
const SYNTHETIC = 160;
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock: fixedClock(new Date(NOW).toISOString()), replay: false });
  // One item every 8 minutes, the newest now (so the synthetic source is held through now): the
  // oldest 21h12m before now.
  const items = Array.from({ length: SYNTHETIC }, (_, i) => {
    const published = NOW - i * 8 * 60_000;
    return {
      id: `synthetic-${String(i).padStart(3, "0")}`,
      source: "synthetic-test",
      source_file: "test/e2e/newsReadCap.e2e.test.ts",
      title: `Synthetic headline ${i}`,
      teaser: null,
      url: `https://example.invalid/${i}`,
      ticker: "AAPL",
      tickers: '["AAPL"]',
      coins: "[]",
      channels: '["test"]',
      tags: "[]",
      author: "test",
      published_ms: published,
      updated_ms: null,
      visible_from_ms: published,
      body: null,
      news_type: "article",
      cik: null,
      form: null,
      filing_date: null,
      report_date: null,
      filing_items: null,
    };
  });
  const db = service.warehouse.db;
  await db.insertInto("news_items").values(items).execute();
  await db
    .insertInto("news_item_tickers")
    .values(
      items.map((item) => ({
        item_id: item.id,
        ticker: "AAPL",
        published_ms: item.published_ms,
        visible_from_ms: item.visible_from_ms,
      })),
    )
    .execute();
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

describe("aggregated: at most 150 items read", () => {
  it("reads 150 of the 160 in the window and says the window's start was not reached", async () => {
    const { status, body } = await get("/api/v3/news/aggregated?hours=24&limit=1000");
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: "news_market", items_read: 150, read_cap: 150, count: 150 });
    // The 150th newest: 149 × 8 = 1192 minutes before 20:00Z = 00:08:00Z on 2026-01-28.
    expect(body.items.at(-1)).toMatchObject({ id: "synthetic-149", published: "2026-01-28T00:08:00.000Z" });
    expect(body.coverage.complete).toBe(false);
    expect(body.coverage.note).toContain(
      "The window holds 160 items; the 150 read reach back to 2026-01-28T00:08:00.000Z only, not to the window's start.",
    );
  });

  it("limit chooses among those read; a window of fewer than 150 is complete; so is a ticker's", async () => {
    const ten = (await get("/api/v3/news/aggregated?hours=24&limit=10")).body;
    expect(ten).toMatchObject({ count: 10, items_read: 150 });
    const hour = (await get("/api/v3/news/aggregated?hours=1")).body;
    // 60 minutes hold the items at 0, 8, …, 56 minutes before now: 8 of them.
    expect(hour).toMatchObject({ count: 8, items_read: 8, coverage: { complete: true } });
    const aapl = (await get("/api/v3/news/aggregated?hours=24&ticker=AAPL")).body;
    expect(aapl).toMatchObject({ source: "news_ticker", items_read: 150, coverage: { complete: false } });
  });
});
