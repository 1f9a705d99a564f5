/**
 * GET /metrics (Prometheus text, prom-client) scraped from the whole service under load, and the
 * probes beside it: /livez and /readyz. The counters must equal the requests made, exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { startRedis, type TestRedis } from "../support/redis.js";
import type { RestBody } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";
import { sseStream, wsSubscription } from "../support/streamClients.js";

const ROUTE = "/api/v3/fundamentals/price_snapshot";
const OPERATION = "svc_v3_fundamentals_price_snapshot";

/** One sample's value: `name{labels}` with exactly these labels; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .sort()
    .join(",");
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? "").match(/\w+="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(",") === wanted) return Number(match[3]);
  }
  return undefined;
}

let service: TestService;
let operatorKey: string;

async function scrape(key = operatorKey): Promise<string> {
  const response = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  return response.text();
}

/** Polls the scrape until `check` holds (a stream's end is noticed a moment after the client's). */
async function scrapeUntil(check: (text: string) => boolean, ms = 10_000): Promise<string> {
  const deadline = performance.now() + ms;
  let text = await scrape();
  while (!check(text) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = await scrape();
  }
  return text;
}

beforeAll(async () => {
  service = await startTestService();
  ({ key: operatorKey } = await issueKey(service.warehouse.db, "ops", { plan: "free", operator: true }));
});
afterAll(() => service?.stop());

describe("GET /metrics", () => {
  it("is an operator's: 401 without a key, 403 for another account's key, never billed", async () => {
    const none = await fetch(`${service.url}/metrics`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as RestBody).detail.error_code).toBe("unauthorized");
    const tenant = await fetch(`${service.url}/metrics`, {
      headers: { authorization: `Bearer ${service.key}` },
    });
    expect(tenant.status).toBe(403);
    expect(tenant.headers.get("x-credits-charged")).toBe("0");
    expect(((await tenant.json()) as RestBody).detail.error_code).toBe("forbidden");
  });

  it("counts 50 concurrent requests exactly, with their latency, operations, subgraph fetches and credits", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${service.url}${ROUTE}?ticker=AAPL`, { headers: { authorization: `Bearer ${service.key}` } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const refused = await Promise.all(
      Array.from({ length: 7 }, () => fetch(`${service.url}${ROUTE}?ticker=AAPL`)),
    );
    expect(refused.map((answer) => answer.status)).toEqual(Array(7).fill(401));

    const text = await scrape();
    expect(sample(text, "qf_http_requests_total", { method: "GET", route: ROUTE, status: "200" })).toBe(50);
    expect(sample(text, "qf_http_requests_total", { method: "GET", route: ROUTE, status: "401" })).toBe(7);
    expect(sample(text, "qf_http_request_duration_seconds_count", { method: "GET", route: ROUTE })).toBe(57);
    expect(
      sample(text, "qf_http_request_duration_seconds_bucket", { method: "GET", route: ROUTE, le: "+Inf" }),
    ).toBe(57);
    // The 7 refusals here and the first test's 401 and 403 of /metrics itself.
    expect(sample(text, "qf_refusals_total", { status: "401", code: "unauthorized" })).toBe(8);
    expect(sample(text, "qf_refusals_total", { status: "403", code: "forbidden" })).toBe(1);
    expect(
      sample(text, "qf_graphql_operations_total", { operation: OPERATION, type: "query", outcome: "ok" }),
    ).toBe(50);
    expect(
      sample(text, "qf_graphql_operation_duration_seconds_count", { operation: OPERATION, type: "query" }),
    ).toBe(50);
    // The snapshot is market's, its valuation fields fundamentals' (@requires): a fetch to each per request.
    for (const subgraph of ["market", "fundamentals"]) {
      expect(
        sample(text, "qf_subgraph_fetch_duration_seconds_count", { subgraph, outcome: "ok" }),
        subgraph,
      ).toBeGreaterThanOrEqual(50);
    }
    // Market data costs 1 credit a call (spec/03).
    expect(sample(text, "qf_credits_charged_total", { product: "market_data" })).toBe(50);
  });

  it("reads the caches' counters and the process's own figures when scraped", async () => {
    const text = await scrape();
    expect(text).toMatch(/^qf_cache_hits_total\{cache="[\w.]+",owner="\w+"\} \d+$/m);
    expect(text).toMatch(/^qf_cache_misses_total\{cache="[\w.]+",owner="\w+"\} \d+$/m);
    expect(text).toMatch(/^qf_cache_evictions_total\{cache="[\w.]+",owner="\w+"\} \d+$/m);
    expect(sample(text, "qf_nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "qf_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("shows an open stream while it is open, SSE and graphql-ws alike, and not after", async () => {
    const before = await scrape();
    expect(sample(before, "qf_open_streams", { transport: "sse" })).toBe(0);
    expect(sample(before, "qf_open_streams", { transport: "graphql_ws" })).toBe(0);

    const sse = await sseStream(service.url, "/api/v3/stream/bars?symbols=SPY", {
      authorization: `Bearer ${service.key}`,
    });
    expect(sse.status).toBe(200);
    const ws = wsSubscription(service.url, service.key, `subscription { bars(symbols: ["SPY"]) { close } }`);
    await ws.waitFor(1);
    const open = await scrapeUntil(
      (text) => sample(text, "qf_open_streams", { transport: "graphql_ws" }) === 1,
    );
    expect(sample(open, "qf_open_streams", { transport: "sse" })).toBe(1);
    expect(sample(open, "qf_open_streams", { transport: "graphql_ws" })).toBe(1);

    await sse.close();
    const sseClosed = await scrapeUntil(
      (text) => sample(text, "qf_open_streams", { transport: "sse" }) === 0,
    );
    expect(sample(sseClosed, "qf_open_streams", { transport: "sse" })).toBe(0);
    expect(sample(sseClosed, "qf_open_streams", { transport: "graphql_ws" })).toBe(1);

    await ws.close();
    const closed = await scrapeUntil(
      (text) => sample(text, "qf_open_streams", { transport: "graphql_ws" }) === 0,
    );
    expect(sample(closed, "qf_open_streams", { transport: "graphql_ws" })).toBe(0);
    expect(
      sample(closed, "qf_graphql_operations_total", {
        operation: "svc_v3_stream_bars",
        type: "subscription",
        outcome: "ok",
      }),
    ).toBe(1);
  });
});

describe("GET /livez and /readyz", () => {
  it("answer without a key, unbilled: alive, and ready with the warehouse answering", async () => {
    const live = await fetch(`${service.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "alive" });
    const ready = await fetch(`${service.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("x-credits-charged")).toBeNull();
    const body = (await ready.json()) as RestBody;
    expect(body).toMatchObject({ status: "ready", failing: [], checks: { warehouse: { status: "ok" } } });
    expect(Object.keys(body.checks)).toEqual(["warehouse"]);
  });

  describe("with Redis configured", () => {
    let redis: TestRedis;
    let onRedis: TestService;
    beforeAll(async () => {
      redis = await startRedis();
      onRedis = await startTestService({ access: { redisUrl: redis.url }, busUrl: redis.url });
    });
    afterAll(async () => {
      await onRedis?.stop();
      await redis?.stop();
    });

    it("checks the access store and the bus too, and answers 503 naming both once Redis is gone", async () => {
      const ready = await fetch(`${onRedis.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(Object.keys(((await ready.json()) as RestBody).checks).sort()).toEqual([
        "access_store",
        "event_bus",
        "warehouse",
      ]);
      await redis.stop();
      const notReady = await fetch(`${onRedis.url}/readyz`);
      expect(notReady.status).toBe(503);
      const body = (await notReady.json()) as RestBody;
      expect(body.status).toBe("not_ready");
      expect(body.failing.sort()).toEqual(["access_store", "event_bus"]);
      expect(body.checks.warehouse.status).toBe("ok");
      expect(JSON.stringify(body)).not.toContain("127.0.0.1");
      // Liveness is the process's alone.
      expect((await fetch(`${onRedis.url}/livez`)).status).toBe(200);
    });
  });
});
