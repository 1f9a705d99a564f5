/**
 * signals' per-book-date results in the data cache (data/decisionBook.ts `perBookDate`), over real
 * HTTP through the factor decay route (its diagnostics panel and decay curves are kept per data
 * version and book date): a repeat is a hit, and book rows changed under it without a new data
 * version change nothing; a new data version serves the figures a computation from scratch gives;
 * a clock pinned earlier, after a later one filled the cache, gets what it computes from scratch.
 *
 * The new data version is a rebuild of the signals book (a derived table) after an ingest: the
 * ledger's digest changes, the book's rows with it, and the product is marked built from the new
 * version.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { clearDataCaches } from "../../subgraphs/kit/dataCache.js";
import { newDataVersion } from "../support/dataVersion.js";
import { type RestBody, restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
/** Inside the book's history: its last final close is 2016-06-14. */
const EARLY = "2016-06-15T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());
beforeEach(() => {
  clock.set(NOW);
  clearDataCaches();
});

const { get } = restClient(() => service);
const DECAY = "/api/v2/features/decay";

async function decay(): Promise<RestBody> {
  const { status, body } = await get(DECAY);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  const { timestamp: _t, request_id: _r, ...figures } = body;
  return figures;
}

async function counts(): Promise<{ hits: number; misses: number }> {
  const { body } = await get("/api/cache/stats");
  const cache = body.caches.find((each: RestBody) => each.name === "signals.per_book_date");
  expect(cache).toMatchObject({ owner: "signals", status: "counted" });
  return { hits: cache.hits, misses: cache.misses };
}

const surgeCurve = (body: RestBody) => body.rows.find((row: RestBody) => row.signal === "volume_surge").curve;

/** The volume surge's percentiles turned around on every book date (a rebuilt book's new rows). */
async function changeBookRows(): Promise<void> {
  await service.warehouse.db
    .updateTable("signals_book_rows")
    .set({ volume_surge_pct: sql<number>`1 - volume_surge_pct` })
    .where("volume_surge_pct", "is not", null)
    .execute();
}

// The data-version test changes the warehouse for good, so it runs last.
describe("signals' per-book-date cache", () => {
  it("never serves a clock pinned earlier what a later clock computed", async () => {
    const late = await decay();
    clock.set(EARLY);
    const early = await decay();
    expect(late.last_score_date > "2017-01-01").toBe(true);
    expect(early.measured_at <= "2016-06-14T21:00:00.000Z").toBe(true);
    expect(early.last_score_date < "2016-06-14").toBe(true);
    clearDataCaches();
    expect(await decay()).toEqual(early);
  });

  it("serves a repeat from memory, and a new data version's figures once the ledger changes", async () => {
    const first = await decay();
    const before = await counts();
    await changeBookRows();
    expect(await decay()).toEqual(first);
    const after = await counts();
    expect(after.misses).toBe(before.misses);
    expect(after.hits).toBeGreaterThan(before.hits);

    await newDataVersion(service.warehouse.db);
    const second = await decay();
    expect(surgeCurve(second)[0].ic).toBeCloseTo(-surgeCurve(first)[0].ic, 6);
    clearDataCaches();
    expect(await decay()).toEqual(second);
  });
});
