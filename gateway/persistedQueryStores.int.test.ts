/**
 * The persisted-query stores against what bounds them: the in-process LRU by count and by bytes,
 * and Redis (a real server) shared by two gateway replicas, each document expiring.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type TestRedis } from "../test/support/redis.js";
import {
  memoryPersistedQueryStore,
  persistedQueryBoundsFromEnv,
  redisPersistedQueryStore,
} from "./persistedQueryStores.js";

const hash = (n: number) => n.toString(16).padStart(64, "0");

describe("the in-process store", () => {
  it("keeps at most maxEntries documents, the least recently used leaving first", async () => {
    const store = memoryPersistedQueryStore({ maxEntries: 2, maxBytes: 1_000, ttlS: 60 });
    await store.set(hash(1), "{ a }");
    await store.set(hash(2), "{ b }");
    expect(await store.get(hash(1))).toBe("{ a }");
    await store.set(hash(3), "{ c }");
    expect(await store.get(hash(2))).toBeNull();
    expect(await store.get(hash(1))).toBe("{ a }");
    expect(await store.get(hash(3))).toBe("{ c }");
  });

  it("keeps at most maxBytes of documents, and never one larger than that", async () => {
    const store = memoryPersistedQueryStore({ maxEntries: 100, maxBytes: 10, ttlS: 60 });
    await store.set(hash(1), "{ aaaa }");
    await store.set(hash(2), "{ bb }");
    expect(await store.get(hash(1))).toBeNull();
    expect(await store.get(hash(2))).toBe("{ bb }");
    await store.set(hash(3), "{ far too long }");
    expect(await store.get(hash(3))).toBeNull();
  });

  it("reads its bounds from the environment, refusing a malformed one", () => {
    expect(persistedQueryBoundsFromEnv({ APQ_MAX_ENTRIES: "5", APQ_TTL_S: "30" })).toMatchObject({
      maxEntries: 5,
      ttlS: 30,
    });
    expect(() => persistedQueryBoundsFromEnv({ APQ_MAX_BYTES: "lots" })).toThrow(
      'APQ_MAX_BYTES must be a positive integer, got "lots"',
    );
  });
});

describe("the Redis store", () => {
  let redis: TestRedis;
  let admin: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    admin = new Redis(redis.url);
  }, 60_000);
  afterAll(async () => {
    admin?.disconnect();
    await redis?.stop();
  });

  it("answers one replica with what another registered, each document expiring after its last use", async () => {
    const bounds = { maxEntries: 1, maxBytes: 1, ttlS: 120 };
    const one = redisPersistedQueryStore(redis.url, bounds);
    const other = redisPersistedQueryStore(redis.url, bounds);
    try {
      await one.set(hash(7), "{ shared }");
      expect(await other.get(hash(7))).toBe("{ shared }");
      expect(await other.get(hash(8))).toBeNull();
      const ttl = await admin.ttl(`qf:apq:${hash(7)}`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(120);
      await admin.expire(`qf:apq:${hash(7)}`, 5);
      await one.get(hash(7));
      expect(await admin.ttl(`qf:apq:${hash(7)}`)).toBeGreaterThan(5);
    } finally {
      await one.close();
      await other.close();
    }
  });
});
