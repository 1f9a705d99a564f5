/**
 * The Redis backend keeps the contract against a real server (test/support/redis.ts), and two
 * backends on one server, as two gateway replicas would have, share one wallet exactly.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccess } from "../../gateway/access/access.js";
import type { Hold } from "../../gateway/access/backend.js";
import { loadPricing } from "../../gateway/access/index.js";
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
      const holds: Hold[] = Array.from({ length: 200 }, (_, i) => ({
        requestId: randomUUID(),
        accountId: account,
        period: "2026-11",
        credits: 1,
        allowance: 50,
        owner: `replica-${i % 2}`,
        expiresAtMs: Date.now() + 120_000,
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

  it("a replica killed between hold and settle: the hold expires, another replica's sweeper releases it, nothing is charged twice", async () => {
    const account = `acct-${randomUUID()}`;
    const period = "2026-11";
    const ttlMs = 1_500;
    // Replica A is a real process: it holds 3 credits of a 10-credit wallet and is killed (-9)
    // before it can settle.
    const redisModule = fileURLToPath(new URL("../../gateway/access/redis.ts", import.meta.url));
    const code = `
      const { redisBackend } = await import(${JSON.stringify(redisModule)});
      const backend = redisBackend(${JSON.stringify(redis.url)});
      const r = await backend.reserve({ requestId: "${randomUUID()}", accountId: "${account}", period: "${period}",
        credits: 3, allowance: 10, owner: "replica-a:" + process.pid, expiresAtMs: Date.now() + ${ttlMs} });
      console.log(r.ok ? "held" : "refused");
      setInterval(() => {}, 1000);
    `;
    const replicaA = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const said = await new Promise<string>((resolve, reject) => {
      replicaA.stdout?.on("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
      replicaA.on("exit", (codeOrNull) => reject(new Error(`replica A exited early (${codeOrNull})`)));
    });
    expect(said).toBe("held");
    replicaA.kill("SIGKILL");
    await new Promise((resolve) => replicaA.once("exit", resolve));

    // Replica B: the access layer with its sweeper running every 100 ms on its own connection.
    const access = createAccess({
      keys: null as never,
      backend: redisBackend(redis.url),
      pricing: loadPricing(),
      holdTtlMs: ttlMs,
      holdSweepEveryMs: 100,
    });
    try {
      expect(await access.backend.held(account, period)).toBe(3);
      // While held, only 7 of the 10 credits can be reserved.
      const probe: Hold = {
        requestId: randomUUID(),
        accountId: account,
        period,
        credits: 8,
        allowance: 10,
        owner: "replica-b",
        expiresAtMs: Date.now() + 60_000,
      };
      expect((await access.backend.reserve(probe)).ok).toBe(false);
      const deadline = Date.now() + 10_000;
      while ((await access.backend.held(account, period)) !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await access.backend.held(account, period)).toBe(0);
      expect(await access.backend.spent(account, period)).toBe(0);
      expect(await access.backend.ledger(account, { limit: 10 })).toEqual([]);
      // The whole wallet is usable again, and charged exactly once.
      const full = { ...probe, requestId: randomUUID(), credits: 10 };
      expect((await access.backend.reserve(full)).ok).toBe(true);
      const line = { keyId: "k1", operation: "svc_test", product: "market_data", errorCode: null };
      await access.backend.settle(
        full,
        [{ ...line, credits: 10, outcome: "charged" }],
        new Date().toISOString(),
      );
      await access.backend.settle(
        full,
        [{ ...line, credits: 10, outcome: "charged" }],
        new Date().toISOString(),
      );
      expect(await access.backend.spent(account, period)).toBe(10);
      expect(await access.backend.held(account, period)).toBe(0);
    } finally {
      await access.backend.close();
    }
  }, 60_000);
});
