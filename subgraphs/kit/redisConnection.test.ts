/**
 * The shared Redis connection options (redisConnection.ts) against a real server that is stopped
 * and started again at the same address: while it is down every command fails at once (never
 * waiting for reconnection attempts) and is never sent later; once it is back the same client
 * works again, without being recreated.
 */
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type TestRedis } from "../../test/support/redis.js";
import { openRedis } from "./redisConnection.js";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a Redis connection of ours through an outage", () => {
  let redis: TestRedis;
  let client: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    client = openRedis(redis.url);
  }, 60_000);
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it("fails fast while Redis is down, sends nothing refused later, and recovers by itself", async () => {
    expect(await client.ping()).toBe("PONG");
    const port = Number(new URL(redis.url).port);
    await redis.stop();
    // Across several reconnection attempts (their delays grow to a second): each command is
    // refused at once, however long the outage has lasted.
    const refused: string[] = [];
    for (let i = 0; i < 8; i++) {
      const started = Date.now();
      await expect(client.set(`refused:${i}`, "1")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(250);
      refused.push(`refused:${i}`);
      await sleep(250);
    }
    redis = await startRedis({ port });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = await client.ping().catch(() => null);
      if (answer === "PONG") break;
      expect(Date.now(), "the client did not reconnect").toBeLessThan(deadline);
      await sleep(100);
    }
    // A refused command stays refused: none of them was queued and written after the reconnection.
    expect(await client.exists(...refused)).toBe(0);
  }, 60_000);
});
