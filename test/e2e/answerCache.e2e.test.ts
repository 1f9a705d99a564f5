/**
 * The gateway's answer cache (gateway/answerCache.ts) over real HTTP, on the whole service: a
 * repeat is served from it (gateway.answers counts a hit) and charged what the first was; a caller
 * with other entitled products gets an answer of its own; a plan without the product is still
 * refused; a new data version serves the new figure; a pinned clock and a clock moved back never
 * see a later one's answer; an error is never kept.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { newDataVersion } from "../support/dataVersion.js";
import { type RestBody, restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
/** A clock inside the universe's history: its last final close is 2016-06-14. */
const EARLY = "2016-06-15T15:00:00Z";
const EARLY_LAST_CLOSE = "2016-06-14";
const STRESS = "/api/v2/risk/stress";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get, post } = restClient(() => service);

/** An answer without what differs per request. */
function figures(body: RestBody): RestBody {
  const { timestamp: _t, request_id: _r, ...rest } = body;
  return rest;
}

async function counts(): Promise<{ hits: number; misses: number }> {
  const { body } = await get("/api/cache/stats");
  const cache = body.caches.find((each: RestBody) => each.name === "gateway.answers");
  expect(cache, "cache-stats lists gateway.answers").toMatchObject({ owner: "gateway", status: "counted" });
  return { hits: cache.hits, misses: cache.misses };
}

/** The change in the counts over `run`. */
async function counted(run: () => Promise<void>): Promise<{ hits: number; misses: number }> {
  const before = await counts();
  await run();
  const after = await counts();
  return { hits: after.hits - before.hits, misses: after.misses - before.misses };
}

async function creditsSpent(key: string): Promise<number> {
  const { body } = await graphql(service, "{ usage { creditsSpent } }", {}, key);
  return body.data.usage.creditsSpent;
}

async function stress(key = service.key, path = STRESS): Promise<RestBody> {
  const { status, body } = await get(path, key);
  expect(status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return figures(body);
}

const impacts = (body: RestBody) => body.scenarios.map((scenario: RestBody) => scenario.book_return);

describe("the gateway's answer cache", () => {
  it("serves a repeat from memory, charged the same as the answer it repeats", async () => {
    const { key } = await issueKey(service.warehouse.db, "answers-repeat", { plan: "enterprise" });
    let first: { status: number; headers: Headers; body: RestBody } | undefined;
    let again: typeof first;
    const firstCounts = await counted(async () => {
      first = await get(STRESS, key);
    });
    const spentAfterFirst = await creditsSpent(key);
    const againCounts = await counted(async () => {
      again = await get(STRESS, key);
    });
    expect(first?.status).toBe(200);
    expect(again?.status).toBe(200);
    expect(firstCounts).toEqual({ hits: 0, misses: 1 });
    expect(againCounts).toEqual({ hits: 1, misses: 0 });
    expect(figures(again?.body)).toEqual(figures(first?.body));
    // Charged its price like the first: the header, the ledger and the wallet agree.
    expect(again?.headers.get("x-credits-charged")).toBe("5");
    expect(first?.headers.get("x-credits-charged")).toBe("5");
    expect(await creditsSpent(key)).toBe(spentAfterFirst + 5);
    expect(spentAfterFirst).toBe(5);
  });

  it("serves a kept answer's REST body with the envelope, ETag and 304 of one made afresh", async () => {
    const { key } = await issueKey(service.warehouse.db, "answers-etag", { plan: "enterprise" });
    const read = async (headers: Record<string, string> = {}) => {
      const response = await fetch(`${service.url}${STRESS}`, {
        headers: { authorization: `Bearer ${key}`, ...headers },
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const fresh = await read();
    const kept = await read();
    expect(kept.status).toBe(200);
    expect(kept.headers.get("content-type")).toBe(fresh.headers.get("content-type"));
    expect(kept.headers.get("cache-control")).toBe(fresh.headers.get("cache-control"));
    // The same bytes but the timestamp, which is this answer's own.
    const stampless = (text: string) => text.replace(/^\{"ok":true,"timestamp":"[^"]+"/, "");
    expect(kept.text.startsWith('{"ok":true,"timestamp":"')).toBe(true);
    expect(stampless(kept.text)).toBe(stampless(fresh.text));
    expect(JSON.parse(kept.text).timestamp).not.toBe(JSON.parse(fresh.text).timestamp);
    const etag = fresh.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(kept.headers.get("etag")).toBe(etag);
    // Revalidated: 304 without a body, billed as the answer it stands for.
    const revalidated = await read({ "if-none-match": etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("x-credits-charged")).toBe("5");
    expect(await creditsSpent(key)).toBe(15);
  });

  it("keys by the caller's entitled products, and still refuses a plan without the product", async () => {
    const { key: pro } = await issueKey(service.warehouse.db, "answers-pro", { plan: "pro" });
    const { key: free } = await issueKey(service.warehouse.db, "answers-free", { plan: "free" });
    const enterprise = await stress();
    // Another set of products: its own execution, not the enterprise key's answer.
    const proCounts = await counted(async () => {
      expect(await stress(pro)).toEqual(enterprise);
    });
    expect(proCounts).toEqual({ hits: 0, misses: 1 });
    expect((await counted(async () => void (await stress(pro)))).hits).toBe(1);
    // The plan check runs before the cache: the free plan is refused and charged nothing.
    const refused = await get(STRESS, free);
    expect(refused.status).toBe(402);
    expect(refused.body.detail.error_code).toBe("plan_required");
    expect(refused.headers.get("x-credits-charged")).toBe("0");
  });

  it("never keeps an error", async () => {
    // Refused by the resolver as it executes: too few returns for six groups.
    const query = "query ($returns: [Float!]!) { cpcv(returns: $returns, nGroups: 6, k: 2) { nObs } }";
    const change = await counted(async () => {
      for (const _ of [1, 2]) {
        const { body } = await graphql(service, query, { returns: [0.01, -0.02, 0.03] });
        expect(body.errors?.[0]?.extensions?.code, JSON.stringify(body)).toBe("validation_error");
      }
    });
    expect(change).toEqual({ hits: 0, misses: 2 });
  });

  it("keeps CPCV by its inputs", async () => {
    const returns = Array.from({ length: 240 }, (_, i) => Math.cos(i * 1.3) / 100 + 0.0003);
    let first: RestBody | undefined;
    const change = await counted(async () => {
      first = (await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 2 })).body;
      const again = (await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 2 })).body;
      expect(figures(again)).toEqual(figures(first as RestBody));
      const other = (await post("/api/v3/validation/cpcv", { returns, n_groups: 6, k: 3 })).body;
      expect(other.n_splits).toBe(20);
    });
    expect(first?.n_splits).toBe(15);
    expect(change).toEqual({ hits: 1, misses: 2 });
  });

  it("never serves a clock pinned or moved earlier what a later clock computed", async () => {
    const late = await stress();
    expect(late.beta_window_end > EARLY_LAST_CLOSE).toBe(true);
    // Asked at an instant (as_of): keyed by that instant.
    const pinned = await stress(service.key, `${STRESS}?as_of=${EARLY}`);
    expect(pinned.beta_window_end <= EARLY_LAST_CLOSE).toBe(true);
    // The process clock moved back: keyed by its own last final close.
    clock.set(EARLY);
    const moved = await stress();
    expect(moved.beta_window_end <= EARLY_LAST_CLOSE).toBe(true);
    expect(impacts(moved)).toEqual(impacts(pinned));
    expect(impacts(moved)).not.toEqual(impacts(late));
  });

  // Changes the warehouse for good, so it runs last.
  it("serves the new figure once a re-ingest changed the data version", async () => {
    const first = await stress();
    const [member] = first.book.positions
      .filter((position: RestBody) => position.side === "long")
      .map((position: RestBody) => position.ticker as string);
    await service.warehouse.db
      .updateTable("universe_bars")
      .set({ close: sql<number>`close * 1.5` })
      .where("ticker", "=", member as string)
      .where("date", ">=", "2017-06-01")
      .execute();
    // Rows changed without a new ledger entry: the kept answer is served.
    const unchanged = await counted(async () => {
      expect(await stress()).toEqual(first);
    });
    expect(unchanged).toEqual({ hits: 1, misses: 0 });
    await newDataVersion(service.warehouse.db);
    let second: RestBody | undefined;
    const changed = await counted(async () => {
      second = await stress();
    });
    expect(changed).toEqual({ hits: 0, misses: 1 });
    expect(impacts(second as RestBody)).not.toEqual(impacts(first));
  });
});
