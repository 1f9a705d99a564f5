/**
 * The health check sees a store go away and come back: the whole service in one process with its
 * event bus on a Redis of its own (keys and credits stay in the SQLite warehouse, so requests are
 * answered throughout). Redis stopped: the event bus is down in system_health, an error alert is
 * raised and logged, and no answer names the Redis address. Redis back on the same port: the
 * client reconnects by itself, the next check records a `reconnected` self-healing event and the
 * alert clears. The health check runs every half second here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { addressPatterns, expectNoInternalDetail } from "../support/internalDetail.js";
import { startRedis, type TestRedis } from "../support/redis.js";
import { type RestBody, restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let redis: TestRedis;
let service: TestService;
/** The health and alert lines are the service's, not any tenant's request: an operator reads them. */
let operator: string;
const { get } = restClient(() => service);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  redis = await startRedis();
  service = await startTestService({
    busUrl: redis.url,
    replay: false,
    monitoring: { checkIntervalMs: 500 },
  });
  ({ key: operator } = await issueKey(service.warehouse.db, "operator", { operator: true }));
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await redis?.stop();
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(200);
    value = await read();
  }
  return value;
}

const eventBus = async () =>
  ((await get("/api/v3/monitoring/system_health?freshness=off")).body.components as RestBody[]).find(
    (component) => component.name === "event_bus",
  );
const errorAlerts = async () =>
  ((await get("/api/v3/monitoring/alerts_active?severity=error")).body.alerts as RestBody[]).map((a) => a.id);

describe("the event bus's Redis stopped and restarted", () => {
  it("is reported down, alerted and logged, then reconnected as a self-healing event", async () => {
    expect(await eventBus()).toMatchObject({ status: "ok", detail: "Redis Streams: readable." });
    const port = Number(new URL(redis.url).port);
    await redis.stop();

    expect(await until(eventBus, (c) => c?.status === "down")).toMatchObject({
      status: "down",
      detail: "Could not be read: streams answer 503 cache_unavailable.",
    });
    expect(await until(errorAlerts, (ids) => ids.includes("event_bus_unreachable:event_bus"))).toContain(
      "event_bus_unreachable:event_bus",
    );
    const logs = await get("/api/logs", operator);
    const lines = logs.body.lines.map((line: RestBody) => `${line.level} ${line.event} ${line.message}`);
    expect(lines).toContain("error health The event_bus did not answer the health check.");
    const health = await get("/api/v3/monitoring/system_health?freshness=off");
    for (const answer of [logs, health, await get("/api/ml/health")]) {
      expect(answer.status).toBe(200);
      expectNoInternalDetail(answer, "", addressPatterns(redis.url));
    }

    redis = await startRedis({ port });
    const events = await until(
      async () => (await get("/api/v3/monitoring/self_healing")).body.events as RestBody[],
      (list) => list.some((event) => event.action === "reconnected"),
    );
    expect(events.find((event) => event.action === "reconnected")).toMatchObject({
      subject: "event_bus",
      outcome: "recovered",
      detail: expect.stringMatching(
        /^The event_bus answers again \(it did not at the check \d+ s before\): its connections were re-established without a restart\.$/,
      ),
    });
    expect(await until(errorAlerts, (ids) => ids.length === 0)).toEqual([]);
    expect((await eventBus())?.status).toBe("ok");
    const messages = (await get("/api/logs", operator)).body.lines.map((line: RestBody) => line.message);
    expect(messages).toContain("Alert cleared: event_bus_unreachable:event_bus.");
  }, 90_000);
});
