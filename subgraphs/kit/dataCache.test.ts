import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { cacheCounts } from "./cacheCounters.js";
import { clearDataCaches, dataCache, dataCacheBudget } from "./dataCache.js";

// The process-wide budget is read when the first cache is used: 1 MiB, so a 256 KiB value is the
// largest kept and five of 200 KiB cannot all stay.
beforeAll(() => {
  process.env.DATA_CACHE_MB = "1";
});

let warehouse: OpenWarehouse;
beforeEach(async () => {
  clearDataCaches();
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  await ingested("prices/a.csv", "aa");
});
afterEach(() => warehouse.close());

async function ingested(path: string, sha256: string): Promise<void> {
  await warehouse.db
    .insertInto("ingested_files")
    .values({ path, sha256, adapter: "test", rows: 1, ingested_at: "2026-11-27T00:00:00Z" })
    .onConflict((oc) => oc.column("path").doUpdateSet({ sha256 }))
    .execute();
}

/** A new request's context: the data version is read once per request object. */
const request = () => ({ db: warehouse.db });

function counts(name: string) {
  const count = cacheCounts().find((each) => each.name === name);
  return { hits: count?.hits, misses: count?.misses, evictions: count?.evictions };
}

let declared = 0;
/** A cache of its own per test (a name is declared once per process), counting its computations. */
function countingCache<V>(sizeOf?: (value: V) => number) {
  const name = `test.cache_${declared++}`;
  const cache = dataCache<V>({ name, owner: "kit", description: "test", sizeOf });
  const computed: string[] = [];
  const get = (key: { asOf: string; args?: unknown }, value: V, req = request()) =>
    cache.get(req, key, async () => {
      computed.push(key.asOf);
      return value;
    });
  return { name, cache, computed, get };
}

describe("dataCache", () => {
  it("computes a key once and serves it to later requests", async () => {
    const { name, computed, get } = countingCache<number>();
    expect(await get({ asOf: "2024-01-02", args: { tickers: ["AAPL"] } }, 1)).toBe(1);
    expect(await get({ asOf: "2024-01-02", args: { tickers: ["AAPL"] } }, 2)).toBe(1);
    expect(computed).toEqual(["2024-01-02"]);
    expect(counts(name)).toEqual({ hits: 1, misses: 1, evictions: 0 });
  });

  it("shares one computation between concurrent misses of a key", async () => {
    const { name, cache } = countingCache<string>();
    let runs = 0;
    let release: (value: string) => void = () => {};
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get(request(), { asOf: "d" }, slow);
    const second = cache.get(request(), { asOf: "d" }, slow);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release("once");
    expect(await Promise.all([first, second])).toEqual(["once", "once"]);
    expect(runs).toBe(1);
    expect(counts(name)).toEqual({ hits: 1, misses: 1, evictions: 0 });
  });

  it("keys by the as-of session and the arguments, whatever the order of their keys", async () => {
    const { computed, get } = countingCache<number>();
    await get({ asOf: "2024-01-02", args: { a: 1, b: [2, 3] } }, 1);
    expect(await get({ asOf: "2024-01-02", args: { b: [2, 3], a: 1 } }, 9)).toBe(1);
    expect(await get({ asOf: "2024-01-03", args: { a: 1, b: [2, 3] } }, 2)).toBe(2);
    expect(await get({ asOf: "2024-01-02", args: { a: 1, b: [3, 2] } }, 3)).toBe(3);
    expect(computed).toEqual(["2024-01-02", "2024-01-03", "2024-01-02"]);
  });

  it("serves a new computation once an ingest changes the ledger", async () => {
    const { computed, get } = countingCache<string>();
    expect(await get({ asOf: "d" }, "before")).toBe("before");
    await ingested("prices/a.csv", "bb");
    expect(await get({ asOf: "d" }, "after")).toBe("after");
    await ingested("prices/b.csv", "cc");
    expect(await get({ asOf: "d" }, "added")).toBe("added");
    expect(computed).toHaveLength(3);
  });

  it("reads the data version once per request", async () => {
    const { get } = countingCache<string>();
    const req = request();
    expect(await get({ asOf: "d" }, "first", req)).toBe("first");
    await ingested("prices/a.csv", "bb");
    // The same request keeps the version it started with; the next one sees the ingest.
    expect(await get({ asOf: "d" }, "second", req)).toBe("first");
    expect(await get({ asOf: "d" }, "third")).toBe("third");
  });

  it("keeps no failed computation", async () => {
    const { cache } = countingCache<number>();
    await expect(
      cache.get(request(), { asOf: "d" }, () => Promise.reject(new Error("warehouse went away"))),
    ).rejects.toThrow("warehouse went away");
    expect(await cache.get(request(), { asOf: "d" }, async () => 7)).toBe(7);
  });

  it("keeps the warehouses of one process apart", async () => {
    const { get } = countingCache<string>();
    const other = await openWarehouse("sqlite::memory:");
    try {
      await migrateToLatest(other.db);
      await other.db
        .insertInto("ingested_files")
        .values({
          path: "prices/a.csv",
          sha256: "aa",
          adapter: "test",
          rows: 1,
          ingested_at: "2026-11-27T00:00:00Z",
        })
        .execute();
      expect(await get({ asOf: "d" }, "this one")).toBe("this one");
      expect(await get({ asOf: "d" }, "the other", { db: other.db })).toBe("the other");
    } finally {
      await other.close();
    }
  });

  it("stays within the memory budget, evicting the least recently used and counting it", async () => {
    const { name, computed, get } = countingCache<Float64Array>((value) => value.byteLength);
    const value = () => new Float64Array(25_600); // 200 KiB
    // Five fit in 1 MiB (1,024,000 bytes); the sixth and seventh push out the two oldest.
    for (const day of ["1", "2", "3", "4", "5", "6", "7"]) await get({ asOf: day }, value());
    expect(counts(name).evictions).toBe(2);
    await get({ asOf: "7" }, value());
    await get({ asOf: "3" }, value());
    await get({ asOf: "1" }, value());
    expect(computed).toEqual(["1", "2", "3", "4", "5", "6", "7", "1"]);
  });

  it("serves a value larger than a quarter of the budget without keeping it", async () => {
    const { computed, get } = countingCache<Float64Array>((value) => value.byteLength);
    const large = () => new Float64Array(40_000); // 312.5 KiB > 256 KiB
    expect((await get({ asOf: "d" }, large())).length).toBe(40_000);
    expect((await get({ asOf: "d" }, large())).length).toBe(40_000);
    expect(computed).toEqual(["d", "d"]);
  });

  it("refuses a name declared twice", () => {
    dataCache({ name: "test.twice", owner: "kit", description: "once" });
    expect(() => dataCache({ name: "test.twice", owner: "kit", description: "twice" })).toThrow(
      'data cache "test.twice" is declared twice',
    );
  });
});

describe("dataCacheBudget", () => {
  it("reads DATA_CACHE_MB in whole megabytes, 256 by default", () => {
    expect(dataCacheBudget({})).toBe(256 * 1024 * 1024);
    expect(dataCacheBudget({ DATA_CACHE_MB: "64" })).toBe(64 * 1024 * 1024);
  });

  it("names the variable and what it accepts when malformed", () => {
    for (const raw of ["0", "1.5", "lots", "-3"]) {
      expect(() => dataCacheBudget({ DATA_CACHE_MB: raw })).toThrow(
        `DATA_CACHE_MB must be a whole number of megabytes, at least 1, got "${raw}"`,
      );
    }
  });
});
