/**
 * Stream administration through the REST shim (gateway, access plugin, in-process subgraphs):
 * the catch-up page checked against what the bus holds, stream and ingest status with the SPY
 * 2023-08-03 replay running and with none, the generator and publisher statuses, and the shared
 * warm budget of quotes/subscribe and universe/warm.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusEvent } from "../../subgraphs/kit/eventBus.js";
import { compareEvents } from "../../subgraphs/market/domain/catchup.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let replaying: TestService;
let idle: TestService;

beforeAll(async () => {
  [replaying, idle] = await Promise.all([
    // 600x real time: a recorded minute every 100 ms.
    startTestService({
      replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 600, loop: true, heartbeatMs: 1_000 },
    }),
    startTestService({ replay: false }),
  ]);
});
afterAll(async () => Promise.all([replaying?.stop(), idle?.stop()]));

const get = (service: TestService, path: string) => restClient(() => service).get(path);
const post = (service: TestService, path: string, body: unknown) =>
  restClient(() => service).post(path, body);

describe("GET /api/v3/events (catch-up)", () => {
  it("returns the held ticks, bars and quotes merged by id, oldest first, as the bus holds them", async () => {
    // Wait until more than a page is held (the quotes stream trails: a minute's quote comes last).
    for (let i = 0; i < 100; i++) {
      if ((await replaying.bus.read("quotes", { since: "-", limit: 12 })).length === 12) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await get(replaying, "/api/v3/events?since=-&limit=30");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-credits-charged")).toBe("1");
    const held = (
      await Promise.all(
        ["ticks", "bars", "quotes"].map((stream) =>
          replaying.bus.read<any>(stream, { since: "-", limit: 30 }),
        ),
      )
    )
      .flat()
      .sort(compareEvents)
      .slice(0, 30) as BusEvent<any>[];
    expect(page.body.ok).toBe(true);
    expect(page.body.events.map((e: any) => [e.id, e.stream, e.ticker])).toEqual(
      held.map((e) => [e.id, e.stream, e.payload.ticker]),
    );
    // The first recorded minute (04:00 ET): tick 447.98, bar 447.91/450.46/447.86/447.98 vol 8,369,
    // quote 447.99 x 100 / 448.07 x 500 (data/sample/prices/minute/SPY/2023-08-03_*.csv).
    const [tick, bar, quote] = page.body.events;
    expect(tick).toMatchObject({
      kind: "tick",
      price: 447.98,
      size: null,
      size_reason: "minute_aggregate_source",
      timestamp: "2023-08-03T08:01:00.000Z",
      original_time: "2023-08-03T08:01:00.000Z",
      replay: true,
      open: null,
      bid_price: null,
    });
    expect(bar).toMatchObject({
      kind: "bar",
      open: 447.91,
      high: 450.46,
      low: 447.86,
      close: 447.98,
      volume: 8369,
    });
    expect(quote).toMatchObject({
      kind: "quote",
      bid_price: 447.99,
      bid_size: 100,
      ask_price: 448.07,
      ask_size: 500,
    });
    expect(page.body.next_since).toBe(held[29]?.id);
    expect(page.body.has_more).toBe(true);
    expect(page.body.feed.last_event_age_s).toBeGreaterThanOrEqual(0);
    expect(page.body.feed.last_event_age_s).toBeLessThan(30);
    expect(page.body.feed.streams.map((s: any) => s.stream)).toEqual(["ticks", "bars", "quotes"]);

    // The next page starts right after next_since.
    const next = await get(replaying, `/api/v3/events?since=${page.body.next_since}&limit=5&symbols=SPY`);
    const after = (
      await Promise.all(
        ["ticks", "bars", "quotes"].map((stream) =>
          replaying.bus.read<any>(stream, { since: page.body.next_since, limit: 5 }),
        ),
      )
    )
      .flat()
      .sort(compareEvents)
      .slice(0, 5);
    expect(next.body.events.map((e: any) => e.id)).toEqual(after.map((e) => e.id));
  });

  it("answers a malformed since with 422 validation_error naming since", async () => {
    for (const since of ["yesterday", "12-3-4", "-5"]) {
      const response = await get(replaying, `/api/v3/events?since=${since}`);
      expect(response.status).toBe(422);
      expect(response.body.detail).toMatchObject({ error_code: "validation_error", parameter: "since" });
    }
  });

  it("starts at the oldest held event when since is left out", async () => {
    const [defaulted, explicit] = await Promise.all([
      get(replaying, "/api/v3/events?limit=5"),
      get(replaying, "/api/v3/events?since=-&limit=5"),
    ]);
    expect(defaulted.status).toBe(200);
    expect(defaulted.body.events).toHaveLength(5);
    expect(defaulted.body.events.map((e: any) => e.id)).toEqual(explicit.body.events.map((e: any) => e.id));
  });

  it("answers 503 cache_unavailable, not billed, when the bus cannot be read", async () => {
    const bus = idle.bus;
    const last = bus.last;
    bus.last = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    try {
      const response = await get(idle, "/api/v3/events");
      expect(response.status).toBe(503);
      expect(response.headers.get("x-credits-charged")).toBe("0");
      expect(response.body.detail.error_code).toBe("cache_unavailable");
    } finally {
      bus.last = last;
    }
  });

  it("answers 503 dataset_unavailable, not billed, when no producer ever ran", async () => {
    const response = await get(idle, "/api/v3/events?since=-");
    expect(response.status).toBe(503);
    expect(response.body.detail.error_code).toBe("dataset_unavailable");
    expect(response.headers.get("x-credits-charged")).toBe("0");
  });
});

describe("GET /api/v3/stream/status and ingest_status", () => {
  it("reports ticks, bars and quotes ready with the replay running", async () => {
    const response = await get(replaying, "/api/v3/stream/status");
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(response.body.capabilities.map((c: any) => [c.capability, c]));
    for (const capability of ["ticks", "bars", "quotes"]) {
      expect(byName[capability]).toMatchObject({
        status: "ready",
        live: true,
        replay: true,
        live_producers: ["market-replay-SPY-2023-08-03"],
        degraded_reasons: [],
        not_running_reason: null,
      });
    }
    for (const capability of ["signals", "decisions", "news", "market_events"]) {
      expect(byName[capability]).toMatchObject({ status: "unavailable", not_running_reason: "no_producer" });
    }
    // The monitoring publishes the alerts stream (gateway/monitoring/alertsFeed.ts): live, not a replay.
    expect(byName.alerts).toMatchObject({
      status: "ready",
      live: true,
      replay: false,
      live_producers: [`gateway-alerts-${replaying.monitor?.replicaId}`],
    });
    expect(response.body.bus).toEqual({ kind: "in-process", reachable: true, error: null });
    expect(response.body.producers[0]).toMatchObject({
      producer: "market-replay-SPY-2023-08-03",
      live: true,
      replay: true,
    });
    expect(response.body.unavailable_sse_endpoints.map((e: any) => e.path)).toEqual([
      "/api/v3/stream/signals",
      "/api/v3/stream/decisions",
      "/api/v3/stream/news",
      "/api/v3/stream/market_events",
    ]);
    expect(response.body.coverage_limits).toMatchObject({
      quote_warm_budget: 200,
      quotes_subscribe_max_symbols: 50,
    });
    const ingest = await get(replaying, "/api/v3/stream/ingest_status");
    expect(ingest.body.dedicated_service).toMatchObject({
      effective_status: "running",
      replay: true,
      sources: ["replay:SPY:2023-08-03"],
    });
  });

  it("reports everything but the alerts unavailable (no_producer) with no replay", async () => {
    const response = await get(idle, "/api/v3/stream/status");
    expect(response.status).toBe(200);
    expect(response.body.producers.map((p: any) => p.producer)).toEqual([
      `gateway-alerts-${idle.monitor?.replicaId}`,
    ]);
    expect(
      new Set(
        response.body.capabilities
          .filter((c: any) => c.capability !== "alerts")
          .map((c: any) => `${c.status}:${c.not_running_reason}`),
      ),
    ).toEqual(new Set(["unavailable:no_producer"]));
    expect(response.body.unavailable_sse_endpoints).toHaveLength(7);
    const ingest = await get(idle, "/api/v3/stream/ingest_status");
    expect(ingest.body.dedicated_service).toMatchObject({
      effective_status: "not_running",
      not_running_reason: "no_producer",
    });
  });

  it("serves the other status routes and the guide", async () => {
    const signal = await get(idle, "/api/v3/stream/signal_generator_status");
    expect(signal.status).toBe(200);
    expect(signal.headers.get("x-credits-charged")).toBe("3");
    expect(signal.body).toMatchObject({
      capability: "signals",
      effective_status: "unavailable",
      reason: "no_producer",
    });
    const decision = await get(idle, "/api/v3/stream/decision_generator_status");
    expect(decision.body).toMatchObject({ capability: "decisions", effective_status: "unavailable" });
    const news = await get(idle, "/api/v3/stream/news_publisher_status");
    expect(news.body).toMatchObject({ effective_status: "unavailable", reason: "no_producer" });
    const writer = await get(idle, "/api/v3/stream/tick_writer_status");
    expect(writer.body).toMatchObject({
      running: false,
      not_running_reason: "no_tick_writer",
      buffered_rows: null,
    });
    const universe = await get(replaying, "/api/v3/stream/universe_status");
    // The SPY replay and the monitoring's alerts producer.
    expect(universe.body).toMatchObject({ live_symbols: 1, live_producers: 2 });
    const guide = await get(idle, "/api/v3/stream/realtime_guide");
    expect(guide.body.streams.map((s: any) => s.capability)).toContain("quotes");
    expect(guide.body.resume).toMatch(/since=/);
    const stream = await get(idle, "/api/v3/stream/news?symbols=AAPL");
    expect(stream.status).toBe(503);
    expect(stream.body.detail.error_code).toBe("producer_unavailable");
  });
});

describe("the shared warm budget", () => {
  it("admits partially, listing refusals, then answers 503 once the budget is used up", async () => {
    const tickers = (
      await idle.warehouse.db
        .selectFrom("instruments")
        .select("ticker")
        .where("asset_class", "=", "equity")
        .orderBy("ticker")
        .limit(202)
        .execute()
    ).map((row) => row.ticker);
    const warm = await post(idle, "/api/v3/market/universe/warm", { symbols: tickers.slice(0, 199) });
    expect(warm.status).toBe(200);
    expect(warm.body.admitted).toHaveLength(199);
    expect(warm.body.capacity).toEqual({ budget: 200, used: 199, remaining: 1 });

    const partial = await post(idle, "/api/v3/stream/quotes/subscribe", {
      symbols: [tickers[199], tickers[200], "NOPEX"],
      ttl_s: 120,
    });
    expect(partial.status).toBe(200);
    expect(partial.body.ttl_s).toBe(120);
    expect(partial.body.admitted.map((a: any) => [a.symbol, a.extended])).toEqual([[tickers[199], false]]);
    expect(partial.body.refused).toEqual([
      { symbol: tickers[200], reason: "warm_budget_exhausted" },
      { symbol: "NOPEX", reason: "unknown_ticker" },
    ]);
    expect(partial.body.capacity).toEqual({ budget: 200, used: 200, remaining: 0 });

    // Idempotent: a warm symbol is extended, using no budget.
    const again = await post(idle, "/api/v3/stream/quotes/subscribe", { symbols: [tickers[0]] });
    expect(again.status).toBe(200);
    expect(again.body.admitted[0]).toMatchObject({ symbol: tickers[0], extended: true });

    const full = await post(idle, "/api/v3/stream/quotes/subscribe", { symbols: [tickers[201]] });
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(full.headers.get("x-credits-charged")).toBe("0");
    expect(full.body.detail).toMatchObject({
      error_code: "upstream_unavailable",
      reason: "warm_budget_exhausted",
      budget: 200,
      used: 200,
    });

    const universe = await get(idle, "/api/v3/market/universe");
    expect(universe.body.warm).toHaveLength(200);
    expect(universe.body.capacity).toEqual({ budget: 200, used: 200, remaining: 0 });

    const tooMany = await post(idle, "/api/v3/stream/quotes/subscribe", { symbols: tickers.slice(0, 51) });
    expect(tooMany.status).toBe(422);
    // ttl_s outside 30..3600: test/e2e/contract.e2e.test.ts.
  });
});

describe("the warm set's outage", () => {
  it("answers 503 upstream_unavailable (retryable, not billed) on both POSTs when the warm set cannot be written", async () => {
    // ttl_s is a number (spec/02): a fractional one is taken as given (a warm symbol, extended).
    const warmSymbol = (await get(idle, "/api/v3/market/universe")).body.warm[0].symbol;
    const fractional = await post(idle, "/api/v3/stream/quotes/subscribe", {
      symbols: [warmSymbol],
      ttl_s: 90.5,
    });
    expect(fractional.status).toBe(200);
    expect(fractional.body.ttl_s).toBe(90.5);
    // The warm set is a warehouse table: without it, admission cannot be read or written.
    await idle.warehouse.db.schema.dropTable("warm_coverage").execute();
    for (const [path, body] of [
      ["/api/v3/market/universe/warm", { symbols: ["SPY"] }],
      ["/api/v3/stream/quotes/subscribe", { symbols: ["SPY"], ttl_s: 60 }],
    ] as const) {
      const response = await post(idle, path, body);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("x-credits-charged")).toBe("0");
      expect(response.body.detail).toMatchObject({ error_code: "upstream_unavailable" });
    }
  });
});
