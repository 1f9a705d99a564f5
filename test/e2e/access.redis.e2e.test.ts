/**
 * Two gateway replicas on one Redis share one wallet and one rate limit: the distributed access
 * backend through real HTTP. And when Redis goes away, callers get 502 keyservice_unreachable.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningService, startService } from "../../app/standalone.js";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { startRedis, type TestRedis } from "../support/redis.js";
import { restClient } from "../support/rest.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let redis: TestRedis;
let copy: TemplateCopy | undefined;
let replicas: RunningService[] = [];
let nowMs = Date.parse("2026-11-17T15:00:05.000Z");

beforeAll(async () => {
  redis = await startRedis();
  copy = await copyTemplate("qf-redis-e2e-");
  for (let i = 0; i < 2; i++) {
    replicas.push(
      await startService({
        databaseUrl: copy.url,
        port: 0,
        replay: false,
        clock: fixedClock("2026-11-17T15:00:00Z"),
        access: { redisUrl: redis.url, now: () => nowMs },
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const replica of replicas) await replica.close();
  replicas = [];
  await redis?.stop();
  await copy?.remove();
});

const SNAPSHOT = "/api/v3/fundamentals/price_snapshot?ticker=AAPL";

const get = (replica: RunningService, key: string) =>
  restClient(() => ({ url: replica.url, key })).get(SNAPSHOT);

describe("two replicas on one Redis", () => {
  it("admit exactly 50 of 200 concurrent requests on a wallet of 50 credits, and the ledger sums to 50", async () => {
    const [a, b] = replicas as [RunningService, RunningService];
    expect(a.access?.backend.kind).toBe("redis");
    const { key, accountId } = await issueKey(a.warehouse.db, "shared wallet", {
      plan: "enterprise",
      monthlyCredits: 50,
    });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(i % 2 ? a : b, key)));
    expect(answers.filter((x) => x.status === 200)).toHaveLength(50);
    expect(
      answers.filter((x) => x.status === 402 && x.body.detail.error_code === "usage_exceeded"),
    ).toHaveLength(150);
    expect(await a.access?.backend.spent(accountId, "2026-11")).toBe(50);
    const ledger = (await b.access?.backend.ledger(accountId, { limit: 1000 })) ?? [];
    expect(ledger.filter((line) => line.outcome === "charged")).toHaveLength(50);
    expect(ledger.reduce((sum, line) => sum + line.credits, 0)).toBe(50);
  });

  it("share one per-minute limit: 30 requests of a Free key across both, the 31st refused by either", async () => {
    const [a, b] = replicas as [RunningService, RunningService];
    const { key } = await issueKey(a.warehouse.db, "shared limit", { plan: "free" });
    nowMs = Date.parse("2026-11-17T15:03:00.000Z");
    for (let i = 0; i < 30; i++) expect((await get(i % 2 ? a : b, key)).status).toBe(200);
    for (const replica of [a, b]) {
      const refused = await get(replica, key);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
    }
    nowMs = Date.parse("2026-11-17T15:04:00.000Z");
    expect((await get(a, key)).status).toBe(200);
  });

  it("answer 502 keyservice_unreachable with Retry-After: 5 when Redis is gone, charging nothing", async () => {
    const [a] = replicas as [RunningService];
    const { key } = await issueKey(a.warehouse.db, "outage", { plan: "enterprise" });
    expect((await get(a, key)).status).toBe(200);
    await redis.stop();
    const refused = await get(a, key);
    expect(refused.status).toBe(502);
    expect(refused.body.detail.error_code).toBe("keyservice_unreachable");
    expect(refused.headers.get("retry-after")).toBe("5");
    const gql = await fetch(`${a.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' }),
    });
    expect(gql.status).toBe(502);
    expect(gql.headers.get("retry-after")).toBe("5");
    expect(((await gql.json()) as any).errors[0].extensions.code).toBe("keyservice_unreachable");
  });
});
