/**
 * The Redis backend keeps the contract against a real server (test/support/redis.ts), and two
 * backends on one server, as two gateway replicas would have, share one wallet exactly.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hold } from "../../gateway/access/backend.js";
import { redisBackend } from "../../gateway/access/redis.js";
import { startRedis, type TestRedis } from "../support/redis.js";
import { describeBackendContract } from "./backendContract.js";

describeBackendContract("redis", async () => {
  const redis = await startRedis();
  const backend = redisBackend(redis.url);
  return {
    ...backend,
    async close() {
      await backend.close();
      await redis.stop();
    },
  };
});

describe("redis access backend across replicas", () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  }, 120_000);
  afterAll(async () => redis?.stop());

  it("two connections on one server admit exactly the allowance of 200 concurrent holds", async () => {
    const replicas = [redisBackend(redis.url), redisBackend(redis.url)] as const;
    try {
      const account = `acct-${randomUUID()}`;
      const holds: Hold[] = Array.from({ length: 200 }, () => ({
        requestId: randomUUID(),
        accountId: account,
        period: "2026-11",
        credits: 1,
        allowance: 50,
      }));
      const replicaOf = (i: number) => replicas[i % 2] as (typeof replicas)[number];
      // Both connections are up before the race, so their commands interleave at the server.
      await Promise.all(replicas.map((r) => r.spent(account, "2026-11")));
      const results = await Promise.all(holds.map((h, i) => replicaOf(i).reserve(h)));
      const admitted = holds.map((h, i) => ({ h, i })).filter(({ i }) => results[i]?.ok);
      expect(admitted).toHaveLength(50);
      const line = { keyId: "k1", operation: "svc_test", product: "market_data", errorCode: null };
      await Promise.all(
        admitted.map(({ h, i }) =>
          replicaOf(i).settle(h, [{ ...line, credits: 1, outcome: "charged" }], "2026-11-17T15:00:00.000Z"),
        ),
      );
      for (const replica of replicas) expect(await replica.spent(account, "2026-11")).toBe(50);
      const ledger = await replicas[0].ledger(account, { limit: 1000 });
      expect(ledger).toHaveLength(50);
      expect(ledger.reduce((sum, e) => sum + e.credits, 0)).toBe(50);
      expect((await replicas[1].ledger(null, { period: "2026-11", limit: 1000 })).length).toBe(50);
    } finally {
      await Promise.all(replicas.map((r) => r.close()));
    }
  });
});
