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

describe("a command's time bound", () => {
  let redis: TestRedis;
  let client: Redis;
  let admin: Redis;

  beforeAll(async () => {
    redis = await startRedis();
    client = openRedis(redis.url, { commandTimeout: 200 });
    admin = openRedis(redis.url);
  }, 60_000);
  afterAll(async () => {
    client?.disconnect();
    admin?.disconnect();
    await redis?.stop();
  });

  it("does not fail a command Redis answered in time while this process was busy past the bound", async () => {
    expect(await client.ping()).toBe("PONG");
    const answer = client.set("answered-while-busy", "1");
    // Synchronous work longer than the bound: Redis's reply waits on the socket meanwhile.
    const until = Date.now() + 600;
    while (Date.now() < until) {}
    await expect(answer).resolves.toBe("OK");
  });

  it("fails a command Redis does not answer within the bound", async () => {
    await admin.call("CLIENT", "PAUSE", "1500", "ALL");
    const started = Date.now();
    await expect(client.get("paused")).rejects.toThrow("Command timed out");
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
