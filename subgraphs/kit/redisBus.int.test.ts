/**
 * The Redis Streams bus on a private Redis server: the shared bus contract, then what only a
 * shared bus does (two instances as two replicas, one reader connection per stream for any number
 * of subscribers, a dropped connection, Redis gone).
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type TestRedis } from "../../test/support/redis.js";
import { describeBusContract } from "./busContract.js";
import type { BusEvent, EventBus } from "./eventBus.js";
import { openBus } from "./openBus.js";
import { createRedisBus } from "./redisBus.js";

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

/** A fresh key space per bus, so tests never see each other's streams. */
const prefix = () => `test:${randomUUID()}:`;

// `MAXLEN ~` trims whole nodes of `stream-node-max-entries` (100) entries.
describeBusContract(
  "Redis Streams",
  async ({ retention }) => createRedisBus(redis.url, { retention, prefix: prefix() }),
  { retentionSlack: 100, queueSlack: 500 },
);

async function readerConnections(): Promise<number> {
  const list = (await admin.client("LIST")) as string;
  return list.split("\n").filter((line) => / name=qf-bus-reader /.test(line)).length;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function take<T>(iterator: AsyncIterator<BusEvent<T>>, count: number) {
  const events: BusEvent<T>[] = [];
  while (events.length < count) {
    const next = await iterator.next();
    if (next.done) throw new Error(`ended after ${events.length} of ${count}`);
    events.push(next.value);
  }
  return events;
}

describe("Redis bus across instances", () => {
  it("is what openBus() opens with a URL, and stores one JSON field per entry under the prefix", async () => {
    const key = prefix();
    const bus = await openBus(redis.url);
    expect(bus.kind).toBe("redis");
    await bus.close();
    const own = createRedisBus(redis.url, { prefix: key });
    const event = await own.publish("bars", { ticker: "SPY" });
    expect(await admin.xrange(`${key}bars`, "-", "+")).toEqual([[event.id, ["payload", '{"ticker":"SPY"}']]]);
    await own.close();
  });

  it("shares streams between two instances (replicas): same events, same ids, same order", async () => {
    const shared = prefix();
    const a = createRedisBus(redis.url, { prefix: shared });
    const b = createRedisBus(redis.url, { prefix: shared });
    const onA = a.subscribe<{ n: number }>("bars");
    const onB = b.subscribe<{ n: number }>("bars");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const published: BusEvent<{ n: number }>[] = [];
    for (let n = 0; n < 20; n++) published.push(await (n % 2 ? a : b).publish("bars", { n }));
    const [fromA, fromB] = await Promise.all([take(onA, 20), take(onB, 20)]);
    expect(fromA.map((event) => event.id)).toEqual(published.map((event) => event.id));
    expect(fromB).toEqual(fromA);
    // An id handed out by one replica resumes on the other.
    const resumed = b.subscribe<{ n: number }>("bars", { since: published[14]?.id as string });
    expect((await take(resumed, 5)).map((event) => event.payload.n)).toEqual([15, 16, 17, 18, 19]);
    expect(await b.read("bars", { since: published[18]?.id as string, limit: 10 })).toEqual([published[19]]);
    await Promise.all([a.close(), b.close()]);
  });

  it("serves 1,000 subscribers of a stream over one reader connection, closed when the last leaves", async () => {
    const bus = createRedisBus(redis.url, { prefix: prefix() });
    const before = await readerConnections();
    const iterators = Array.from({ length: 1_000 }, () => bus.subscribe<{ n: number }>("bars"));
    const other = bus.subscribe<{ n: number }>("trades");
    await until(async () => (await readerConnections()) === before + 2);
    for (let n = 0; n < 5; n++) await bus.publish("bars", { n });
    const received = await Promise.all(iterators.map((iterator) => take(iterator, 5)));
    for (const events of received) expect(events.map((event) => event.payload.n)).toEqual([0, 1, 2, 3, 4]);
    expect(await readerConnections()).toBe(before + 2);
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
    await until(async () => (await readerConnections()) === before + 1);
    await other.return?.();
    await until(async () => (await readerConnections()) === before);
    await bus.close();
  });

  it("resumes a subscription after its connections are dropped, losing and repeating nothing", async () => {
    const shared = prefix();
    const consumer = createRedisBus(redis.url, { prefix: shared });
    const producer = createRedisBus(redis.url, { prefix: shared });
    const iterator = consumer.subscribe<{ n: number }>("bars");
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let n = 0; n < 5; n++) await producer.publish("bars", { n });
    expect((await take(iterator, 5)).map((event) => event.payload.n)).toEqual([0, 1, 2, 3, 4]);
    // Drop every bus connection (the consumer's reader among them) while the producer goes on.
    await admin.client("KILL", "TYPE", "normal", "SKIPME", "yes");
    // Until the producer's connection is back, a publish fails at once (redisConnection.ts); the
    // producer retries as any caller would.
    for (let n = 5; n < 15; n++) {
      for (let attempt = 0; ; attempt++) {
        const published = await producer.publish("bars", { n }).then(
          () => true,
          () => false,
        );
        if (published) break;
        expect(attempt, "the producer's connection never came back").toBeLessThan(100);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    expect((await take(iterator, 10)).map((event) => event.payload.n)).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    await Promise.all([consumer.close(), producer.close()]);
  });
});

describe("Redis bus when Redis is gone", () => {
  let gone: TestRedis;
  let bus: EventBus;

  beforeAll(async () => {
    gone = await startRedis();
    bus = createRedisBus(gone.url, { prefix: prefix() });
  }, 60_000);
  afterAll(async () => gone?.stop());

  it("rejects publish, read and last, never crashes, and still closes", async () => {
    await bus.publish("bars", { n: 0 });
    const iterator = bus.subscribe<{ n: number }>("bars", { since: "-" });
    expect((await iterator.next()).value?.payload).toEqual({ n: 0 });
    await gone.stop();
    await expect(bus.publish("bars", { n: 1 })).rejects.toThrow();
    // Fire and forget, as the replay producer does: no unhandled rejection.
    void bus.publish("bars", { n: 2 });
    await expect(bus.read("bars", { since: "-", limit: 10 })).rejects.toThrow();
    await expect(bus.last("bars")).rejects.toThrow();
    const pending = iterator.next();
    // A close that waited on the dead server would hang here until the test's timeout.
    await bus.close();
    expect((await pending).done).toBe(true);
    // After close: refused, and still no unhandled rejection when nobody awaits.
    void bus.publish("bars", { n: 3 });
    await expect(bus.publish("bars", { n: 4 })).rejects.toThrow(/closed/);
  });
});
