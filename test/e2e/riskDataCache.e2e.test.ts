/**
 * risk's data caches (kit/dataCache.ts) over real HTTP: the house book's VaR, stress and crash
 * replays (data/houseBookFigures.ts), Instrument.riskProfile, the correlation mesh
 * (data/universeMesh.ts) and CPCV. For each: a repeat is served from memory (cache-stats counts a
 * hit, and rows changed under it without a new data version change nothing); a new data version
 * serves the new figure, the one a computation from scratch gives; and a clock pinned earlier
 * never sees a figure of a later one, whatever was computed before it.
 *
 * The house book itself (risk.house_book, data/houseBook.ts) likewise: a repeat is a hit, a new
 * data version serves the signals book's picks then, a pinned clock gets its own book date's book.
 *
 * The new data version is a re-ingest of the universe file with two members' rows changed,
 * written as the ingest leaves it: the rows changed and the file's sha256 in the ingest ledger
 * with them. The derived products are marked built from the new version (their rebuild would
 * re-rank the book; the book kept is the one the figures are asked of).
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { clearDataCaches } from "../../subgraphs/kit/dataCache.js";
import { newDataVersion } from "../support/dataVersion.js";
import { type RestBody, restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
/** A clock inside the universe's history: its last final close is 2016-06-14. */
const EARLY = "2016-06-15T15:00:00Z";
const EARLY_LAST_CLOSE = "2016-06-14";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  // The gateway's answer cache off: these tests read the subgraph's caches beneath it.
  service = await startTestService({ clock, replay: false, answerCacheBytes: 0 });
});
afterAll(async () => service?.stop());
beforeEach(() => {
  clock.set(NOW);
  clearDataCaches();
});

const { get, post } = restClient(() => service);

/** An answer without what differs per request. */
function figures(body: RestBody): RestBody {
  const { timestamp: _t, request_id: _r, ...rest } = body;
  return rest;
}

async function answer(path: string): Promise<RestBody> {
  const { status, body } = await get(path);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return figures(body);
}

async function counts(name: string): Promise<{ hits: number; misses: number }> {
  const { body } = await get("/api/cache/stats");
  const cache = body.caches.find((each: RestBody) => each.name === name);
  expect(cache, `cache-stats lists ${name}`).toMatchObject({ owner: "risk", status: "counted" });
  return { hits: cache.hits, misses: cache.misses };
}

const PROFILE = (ticker: string) =>
  `{ instrument(ticker: "${ticker}") { riskProfile { annualisedVolatility var95 windowEnd betaToSpy betaWindowEnd
    correlationNeighbours { ticker correlation } correlationWindowEnd } } }`;

async function profile(ticker: string): Promise<RestBody> {
  const { body } = await graphql(service, PROFILE(ticker));
  expect(body.errors).toBeUndefined();
  return body.data.instrument.riskProfile;
}

/** The routes and what each is read as, with the cache that keeps it. */
const ROUTES = [
  { path: "/api/v2/risk/var", cache: "risk.portfolio_var" },
  { path: "/api/v2/risk/stress", cache: "risk.portfolio_stress" },
  { path: "/api/v2/risk/crash_scenarios", cache: "risk.crash_scenarios" },
] as const;

/** Each route's answer, one after the other (a key runs at most two heavy computations at once). */
async function answers(): Promise<Record<string, RestBody>> {
  const read: Record<string, RestBody> = {};
  for (const { path } of ROUTES) read[path] = await answer(path);
  return read;
}

/** Two LONG members of the house book at NOW (members of the daily universe). */
async function bookMembers(): Promise<[string, string]> {
  const { book } = await answer("/api/v2/risk/var");
  const longs = book.positions.filter((position: RestBody) => position.side === "long");
  return [longs[0].ticker, longs[1].ticker];
}

/** The book's common history starts 2016-09-21 with the bundled universe; the change moves it. */
const NEW_DATA_FROM = "2017-01-03";

/**
 * The universe file changed: `raised`'s closes 50 % higher from 2017-06-01 (a one-day jump inside
 * the VaR, beta and mesh windows), `shortened`'s history starting at NEW_DATA_FROM.
 */
async function changeUniverse(raised: string, shortened: string): Promise<void> {
  const db = service.warehouse.db;
  await db
    .updateTable("universe_bars")
    .set({ close: sql<number>`close * 1.5` })
    .where("ticker", "=", raised)
    .where("date", ">=", "2017-06-01")
    .execute();
  await db
    .deleteFrom("universe_bars")
    .where("ticker", "=", shortened)
    .where("date", "<", NEW_DATA_FROM)
    .execute();
}

// The data-version test changes the warehouse for good, so it runs last.
describe("risk's data caches", () => {
  it("never serve a clock pinned earlier what a later clock computed", async () => {
    const [member] = await bookMembers();
    const mesh = `/api/v3/research/correlation_mesh?seed=${member}`;
    // The later clock's figures are computed (and kept) first.
    const late = {
      var: await answer("/api/v2/risk/var"),
      stress: await answer("/api/v2/risk/stress"),
      crash: await answer("/api/v2/risk/crash_scenarios"),
      mesh: await answer(mesh),
      profile: await profile("AAPL"),
    };
    clock.set(EARLY);
    const early = {
      var: await answer("/api/v2/risk/var"),
      stress: await answer("/api/v2/risk/stress"),
      crash: await answer("/api/v2/risk/crash_scenarios"),
      mesh: await answer(mesh),
      profile: await profile("AAPL"),
    };
    expect(late.var.window_end).toBe("2017-11-10");
    expect(early.var.window_end <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.stress.beta_window_end <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.crash.data_through <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.crash.scenarios.map((scenario: RestBody) => scenario.id)).not.toContain("q4_2018");
    expect(early.mesh.window_end <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.profile.windowEnd <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.profile.betaWindowEnd <= EARLY_LAST_CLOSE).toBe(true);
    expect(early.profile.correlationWindowEnd <= EARLY_LAST_CLOSE).toBe(true);

    // Computed from scratch at the pinned clock: the same figures, so none came from the later one.
    clearDataCaches();
    expect(await answer("/api/v2/risk/var")).toEqual(early.var);
    expect(await answer("/api/v2/risk/stress")).toEqual(early.stress);
    expect(await answer("/api/v2/risk/crash_scenarios")).toEqual(early.crash);
    expect(await answer(mesh)).toEqual(early.mesh);
    expect(await profile("AAPL")).toEqual(early.profile);
  });

  it("serve a repeat from memory, and a new data version's figures once the ledger changes", async () => {
    const [member, other] = await bookMembers();
    const mesh = `/api/v3/research/correlation_mesh?seed=${member}`;
    const first = {
      ...(await answers()),
      [mesh]: await answer(mesh),
      profile: await profile(member),
    };
    const countsBefore = await Promise.all(ROUTES.map(({ cache }) => counts(cache)));

    // Rows changed without a new ledger entry: the cached figures are served, no job is queued.
    await changeUniverse(member, other);
    for (const [i, { path, cache }] of ROUTES.entries()) {
      expect(await answer(path)).toEqual(first[path]);
      const now = await counts(cache);
      expect(now.misses).toBe(countsBefore[i]?.misses);
      expect(now.hits).toBe((countsBefore[i]?.hits ?? 0) + 1);
    }
    expect(await answer(mesh)).toEqual(first[mesh]);
    expect(await profile(member)).toEqual(first.profile);

    await newDataVersion(service.warehouse.db);
    const second = {
      ...(await answers()),
      [mesh]: await answer(mesh),
      profile: await profile(member),
    };
    // Each figure moved with the changed closes.
    expect(second["/api/v2/risk/var"].parametric.var).not.toBe(first["/api/v2/risk/var"].parametric.var);
    const impacts = (body: RestBody) => body.scenarios.map((scenario: RestBody) => scenario.book_return);
    expect(impacts(second["/api/v2/risk/stress"])).not.toEqual(impacts(first["/api/v2/risk/stress"]));
    expect(first["/api/v2/risk/crash_scenarios"].data_from).toBe("2016-09-21");
    expect(second["/api/v2/risk/crash_scenarios"].data_from).toBe(NEW_DATA_FROM);
    expect(second[mesh].edges).not.toEqual(first[mesh].edges);
    expect(second.profile.betaToSpy).not.toBe(first.profile.betaToSpy);

    // And they are the figures a computation from scratch gives.
    clearDataCaches();
    for (const { path } of ROUTES) expect(await answer(path)).toEqual(second[path]);
    expect(await answer(mesh)).toEqual(second[mesh]);
    expect(await profile(member)).toEqual(second.profile);
  });
});

describe("CPCV's cache", () => {
  const returns = Array.from({ length: 240 }, (_, i) => Math.sin(i * 1.7) / 100 + 0.0004);

  it("computes a series once and keys by every argument", async () => {
    const before = await counts("risk.cpcv");
    const first = await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 2 });
    expect(first.status).toBe(200);
    const again = await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 2 });
    expect(figures(again.body)).toEqual(figures(first.body));
    const other = await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 3 });
    expect(other.body.n_splits).toBe(20);
    expect(first.body.n_splits).toBe(15);
    const changed = await post("/api/v3/validation/cpcv", {
      returns: returns.map((value, i) => (i === 7 ? value + 0.01 : value)),
      n_groups: 6,
      k: 2,
    });
    expect(changed.body.full_sample_sharpe).not.toBe(first.body.full_sample_sharpe);
    const after = await counts("risk.cpcv");
    expect(after.misses - before.misses).toBe(3);
    expect(after.hits - before.hits).toBe(1);
  });
});

// After the data-version test above: it reads the book that test left, and changes it for good.
describe("the house book's cache", () => {
  const book = async () => (await answer("/api/v2/risk/var")).book;
  const longs = (read: RestBody): string[] =>
    read.positions.filter((position: RestBody) => position.side === "long").map((p: RestBody) => p.ticker);

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
    const before = await counts("risk.house_book");
    // The signals book's first LONG pick dropped from the book date, without a new ledger entry.
    const [dropped] = longs(first);
    await service.warehouse.db
      .updateTable("signals_book_rows")
      .set({ direction: null })
      .where("book_date", "=", first.book_date)
      .where("ticker", "=", dropped as string)
      .execute();
    expect(await book()).toEqual(first);
    const repeat = await counts("risk.house_book");
    expect(repeat).toEqual({ hits: before.hits + 1, misses: before.misses });

    // The universe file's ledger row was changed by the test above: another file's this time.
    await newDataVersion(service.warehouse.db, "reference/cusip_ticker_map.csv");
    const second = await book();
    expect(longs(second)).toEqual(longs(first).filter((ticker) => ticker !== dropped));
    expect(second.long_positions).toBe(first.long_positions - 1);
    expect((await counts("risk.house_book")).misses).toBe(repeat.misses + 1);
    clearDataCaches();
    expect(await book()).toEqual(second);
  });
});
