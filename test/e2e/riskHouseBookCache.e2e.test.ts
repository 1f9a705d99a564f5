/**
 * The house book's cache (risk.house_book, subgraphs/risk/data/houseBook.ts) over real HTTP: the
 * book the portfolio-risk routes measure is read from the signals book once per data version and
 * last final close. A repeat is served from memory (a hit; rows changed under it without a new data
 * version change nothing); a new data version serves the book the signals book holds then; a clock
 * pinned earlier gets the book of its own last final close, whatever a later clock read before it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { clearDataCaches } from "../../subgraphs/kit/dataCache.js";
import { newDataVersion } from "../support/dataVersion.js";
import { type RestBody, restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
/** A clock inside the book's history: its last final close is 2016-06-14. */
const EARLY = "2016-06-15T15:00:00Z";
const EARLY_LAST_CLOSE = "2016-06-14";
const CACHE = "risk.house_book";
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

async function book(): Promise<RestBody> {
  const { status, body } = await get("/api/v2/risk/var");
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.book;
}

async function counts(): Promise<{ hits: number; misses: number }> {
  const { body } = await get("/api/cache/stats");
  const cache = body.caches.find((each: RestBody) => each.name === CACHE);
  expect(cache, `cache-stats lists ${CACHE}`).toMatchObject({ owner: "risk", status: "counted" });
  return { hits: cache.hits, misses: cache.misses };
}

const longs = (read: RestBody): string[] =>
  read.positions.filter((position: RestBody) => position.side === "long").map((p: RestBody) => p.ticker);

// The data-version test changes the warehouse for good, so it runs last.
describe("the house book's cache", () => {
  it("gives a clock pinned earlier the book of its own last final close", async () => {
    const late = await book();
    expect(late.book_date).toBe("2017-11-10");
    clock.set(EARLY);
    const early = await book();
    expect(early.book_date <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.positions).not.toEqual(late.positions);
    // Read from scratch at the pinned clock: the same book, so none came from the later one.
    clearDataCaches();
    expect(await book()).toEqual(early);
  });

  it("serves a repeat from memory, and the new data version's book once the ledger changes", async () => {
    const first = await book();
    const before = await counts();
    // The signals book's first LONG pick dropped from the book date, without a new ledger entry.
    const [dropped] = longs(first);
    await service.warehouse.db
      .updateTable("signals_book_rows")
      .set({ direction: null })
      .where("book_date", "=", first.book_date)
      .where("ticker", "=", dropped as string)
      .execute();
    expect(await book()).toEqual(first);
    const repeat = await counts();
    expect(repeat.misses).toBe(before.misses);
    expect(repeat.hits).toBe(before.hits + 1);

    await newDataVersion(service.warehouse.db);
    const second = await book();
    expect(longs(second)).toEqual(longs(first).filter((ticker) => ticker !== dropped));
    expect(second.long_positions).toBe(first.long_positions - 1);
    expect((await counts()).misses).toBe(repeat.misses + 1);
    clearDataCaches();
    expect(await book()).toEqual(second);
  });
});
