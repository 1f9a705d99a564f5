/**
 * market's stream administration fields on the subgraph schema (as the gateway runs them in
 * process): the catch-up page read from a bus fed by the replay of SPY 2023-08-03, stream and
 * ingest status with and without producers, in and out of the session, and on an unreadable bus;
 * the shared warm set.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { narrowTo } from "../../warehouse/views.js";
import { createInProcessBus, type EventBus } from "../kit/eventBus.js";
import {
  type Heartbeat,
  heartbeatStream,
  PRODUCERS_STREAM,
  type ProducerRegistration,
  type RunningProducer,
} from "../kit/producers.js";
import { definition } from "./index.js";
import { startMarketReplay } from "./streams/marketReplay.js";

const harness = useSubgraph(definition, "2023-08-03T14:00:00Z");
const IN_SESSION = "2023-08-03T14:00:00Z"; // Thursday 10:00 EDT
const SATURDAY = "2023-08-05T15:00:00Z";

const PAGE = `events { id stream kind ticker timestamp replay originalTime price size sizeReason open high low close
  volume bidPrice bidSize askPrice askSize quoteBasis } nextSince hasMore
  feed { lastEventId lastEventAgeS streams { stream lastEventId } }`;

async function ok(query: string, variables: Record<string, unknown> = {}, deps = {}) {
  const result = await harness.run(query, variables, deps);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data ?? {})[0] as any;
}
async function failure(query: string, variables: Record<string, unknown> = {}, deps = {}) {
  const result = await harness.run(query, variables, deps);
  expect(result.data).toBeNull();
  return { message: result.errors?.[0]?.message, ...result.errors?.[0]?.extensions } as any;
}

const CATCHUP = `query($since: String!, $symbols: [String!], $limit: Int) {
  marketEventsCatchup(since: $since, symbols: $symbols, limit: $limit) { ${PAGE} } }`;
const STATUS = `{ streamStatus { bus { kind reachable error } session { inExtendedSession easternDate }
  producers { producer live replay capabilities }
  capabilities { capability status live replay producers liveProducers degradedReasons notRunningReason }
  coverageLimits { quoteWarmBudget warmInUse quotesSubscribeMaxSymbols quotesSubscribeTtlMinS quotesSubscribeTtlMaxS
    quotesSubscribeTtlDefaultS quotesStreamMaxSymbols universeWarmMinSymbols universeWarmMaxSymbols }
  unavailableSseEndpoints { operation path capability status } } }`;
const INGEST = `{ streamIngestStatus { dedicatedService { effectiveStatus notRunningReason degradedReasons replay sources
  inExtendedSession capabilities { capability status } } } }`;

const unreadable: EventBus = {
  kind: "redis",
  publish: () => Promise.reject(new Error("connection refused")),
  subscribe: () => {
    throw new Error("connection refused");
  },
  read: () => Promise.reject(new Error("connection refused")),
  last: () => Promise.reject(new Error("connection refused")),
  ping: () => Promise.reject(new Error("connection refused")),
  close: async () => {},
};

describe("with nothing ever published", () => {
  const bus = createInProcessBus();

  it("answers the catch-up with 503 dataset_unavailable, not billed", async () => {
    const error = await failure(CATCHUP, { since: "-" }, { bus });
    expect(error).toMatchObject({ code: "dataset_unavailable", status: 503, billing: "not_billed" });
  });

  it("answers a malformed since with 422 validation_error naming since, before reading the bus", async () => {
    for (const since of ["yesterday", "1-2-3", ""]) {
      const error = await failure(CATCHUP, { since }, { bus: unreadable });
      expect(error).toMatchObject({ code: "validation_error", status: 422, extra: { parameter: "since" } });
    }
  });

  it("refuses a limit outside 1..1000", async () => {
    const error = await failure(CATCHUP, { since: "-", limit: 1001 }, { bus });
    expect(error).toMatchObject({ code: "validation_error", extra: { parameter: "limit" } });
  });

  it("reports every capability unavailable with no_producer, at any hour", async () => {
    for (const at of [IN_SESSION, SATURDAY]) {
      const status = await ok(STATUS, {}, { bus, clock: fixedClock(at) });
      expect(status.bus).toEqual({ kind: "in-process", reachable: true, error: null });
      expect(status.session.inExtendedSession).toBe(at === IN_SESSION);
      expect(status.producers).toEqual([]);
      expect(status.capabilities.map((c: any) => [c.capability, c.status, c.notRunningReason])).toEqual(
        ["ticks", "bars", "quotes", "signals", "decisions", "alerts", "news", "market_events"].map((c) => [
          c,
          "unavailable",
          "no_producer",
        ]),
      );
      expect(status.unavailableSseEndpoints).toHaveLength(8);
      expect(status.coverageLimits).toEqual({
        quoteWarmBudget: 200,
        warmInUse: 0,
        quotesSubscribeMaxSymbols: 50,
        quotesSubscribeTtlMinS: 30,
        quotesSubscribeTtlMaxS: 3600,
        quotesSubscribeTtlDefaultS: 300,
        quotesStreamMaxSymbols: 50,
        universeWarmMinSymbols: 1,
        universeWarmMaxSymbols: 200,
      });
    }
    const ingest = await ok(INGEST, {}, { bus });
    expect(ingest.dedicatedService).toMatchObject({
      effectiveStatus: "not_running",
      notRunningReason: "no_producer",
      replay: null,
      sources: [],
    });
  });
});

describe("on an unreadable bus", () => {
  it("answers the catch-up with 503 cache_unavailable (not billed) and status unknown", async () => {
    const error = await failure(CATCHUP, { since: "-" }, { bus: unreadable });
    expect(error).toMatchObject({ code: "cache_unavailable", status: 503, billing: "not_billed" });
    const status = await ok(STATUS, {}, { bus: unreadable });
    expect(status.bus).toEqual({ kind: "redis", reachable: false, error: "connection refused" });
    expect(new Set(status.capabilities.map((c: any) => c.status))).toEqual(new Set(["unknown"]));
    expect(status.unavailableSseEndpoints.map((e: any) => e.status)).toEqual(Array(8).fill("unknown"));
    expect((await ok(INGEST, {}, { bus: unreadable })).dedicatedService.effectiveStatus).toBe("unknown");
  });
});

describe("with a quiet vendor producer", () => {
  const bus = createInProcessBus();
  beforeAll(async () => {
    const identity = {
      producer: "vendor-x",
      capabilities: ["ticks", "bars", "quotes"],
      replay: false,
      source: "vendor:x",
    } as const;
    const started = new Date(Date.now() - 600_000).toISOString();
    await bus.publish<ProducerRegistration>(PRODUCERS_STREAM, {
      ...identity,
      capabilities: [...identity.capabilities],
      started_at: started,
      heartbeat_ms: 5000,
    });
    // Its newest heartbeat is 200 s old: stale under the 120 s rule.
    await bus.publish<Heartbeat>(heartbeatStream("vendor-x"), {
      ...identity,
      capabilities: [...identity.capabilities],
      started_at: started,
      heartbeat_at: new Date(Date.now() - 200_000).toISOString(),
      heartbeat_ms: 5000,
      last_frame_at: null,
      last_feed_message_at: new Date(Date.now() - 200_000).toISOString(),
      frames_published: 0,
      state: "running",
    });
  });

  it("says outside_session on a Saturday, heartbeat_stale / no_vendor_messages in the session", async () => {
    const saturday = await ok(STATUS, {}, { bus, clock: fixedClock(SATURDAY) });
    expect(
      saturday.capabilities
        .slice(0, 3)
        .map((c: any) => [c.capability, c.status, c.notRunningReason, c.producers]),
    ).toEqual([
      ["ticks", "unavailable", "outside_session", ["vendor-x"]],
      ["bars", "unavailable", "outside_session", ["vendor-x"]],
      ["quotes", "unavailable", "outside_session", ["vendor-x"]],
    ]);
    expect((await ok(INGEST, {}, { bus, clock: fixedClock(SATURDAY) })).dedicatedService).toMatchObject({
      effectiveStatus: "not_running",
      notRunningReason: "outside_session",
      sources: ["vendor:x"],
    });
    const weekday = await ok(STATUS, {}, { bus, clock: fixedClock(IN_SESSION) });
    expect(weekday.capabilities[0]).toMatchObject({
      status: "unavailable",
      notRunningReason: "heartbeat_stale",
    });
    expect((await ok(INGEST, {}, { bus, clock: fixedClock(IN_SESSION) })).dedicatedService).toMatchObject({
      effectiveStatus: "not_running",
      notRunningReason: "no_vendor_messages",
    });
  });
});

describe("with the SPY 2023-08-03 replay running", () => {
  const bus = createInProcessBus();
  let replay: RunningProducer;
  beforeAll(async () => {
    // One recorded minute every 100 s of wall time: the first minute is published before start
    // resolves, and nothing else during the test.
    replay = await startMarketReplay(
      { db: narrowTo("market", harness.warehouse().db), bus },
      { ticker: "SPY", sessionDate: "2023-08-03", speed: 0.6, loop: false, heartbeatMs: 60_000 },
    );
  });
  afterAll(async () => replay?.stop());

  it("pages the first recorded minute's tick, bar and quote, as the bus holds them", async () => {
    const held = [
      ...(await bus.read("ticks", { since: "-", limit: 10 })),
      ...(await bus.read("bars", { since: "-", limit: 10 })),
      ...(await bus.read("quotes", { since: "-", limit: 10 })),
    ];
    expect(held).toHaveLength(3);
    const page = await ok(CATCHUP, { since: "-" }, { bus });
    expect(page.events.map((e: any) => [e.id, e.stream])).toEqual(held.map((e) => [e.id, e.stream]));
    const [tick, bar, quote] = page.events;
    // prices/minute/SPY/2023-08-03_trade.csv and _quote.csv, the 04:00 ET minute (STREAMS.md).
    expect(tick).toMatchObject({
      kind: "tick",
      ticker: "SPY",
      price: 447.98,
      size: null,
      sizeReason: "minute_aggregate_source",
      timestamp: "2023-08-03T08:01:00.000Z",
      originalTime: "2023-08-03T08:01:00.000Z",
      replay: true,
      open: null,
      bidPrice: null,
    });
    expect(bar).toMatchObject({
      kind: "bar",
      open: 447.91,
      high: 450.46,
      low: 447.86,
      close: 447.98,
      volume: 8369,
      price: null,
    });
    expect(quote).toMatchObject({
      kind: "quote",
      bidPrice: 447.99,
      bidSize: 100,
      askPrice: 448.07,
      askSize: 500,
      quoteBasis: "minute_close",
      close: null,
    });
    expect(page.nextSince).toBe(quote.id);
    expect(page.hasMore).toBe(false);
    expect(page.feed.lastEventId).toBe(quote.id);
    expect(page.feed.streams).toEqual([
      { stream: "ticks", lastEventId: tick.id },
      { stream: "bars", lastEventId: bar.id },
      { stream: "quotes", lastEventId: quote.id },
    ]);
  });

  it("pages with limit and next_since, filters symbols, and times feed age by the service clock", async () => {
    const first = await ok(CATCHUP, { since: "-", limit: 2 }, { bus });
    expect(first.events.map((e: any) => e.kind)).toEqual(["tick", "bar"]);
    expect(first.hasMore).toBe(true);
    expect(first.nextSince).toBe(first.events[1].id);
    const second = await ok(CATCHUP, { since: first.nextSince, limit: 2 }, { bus });
    expect(second.events.map((e: any) => e.kind)).toEqual(["quote"]);
    expect(second.hasMore).toBe(false);
    const none = await ok(CATCHUP, { since: "-", symbols: ["aapl"] }, { bus });
    expect(none).toMatchObject({ events: [], nextSince: "-", hasMore: false });
    const lastMs = Number(second.events[0].id.split("-")[0]);
    const clock = fixedClock(new Date(lastMs + 42_500));
    expect((await ok(CATCHUP, { since: "-" }, { bus, clock })).feed.lastEventAgeS).toBe(42.5);
    const unknown = await failure(CATCHUP, { since: "-", symbols: ["NOPE"] }, { bus });
    expect(unknown).toMatchObject({ code: "unknown_ticker", status: 404 });
  });

  it("reports ticks, bars and quotes ready from the replay, and the rest unavailable", async () => {
    const status = await ok(STATUS, {}, { bus, clock: fixedClock(SATURDAY) });
    expect(status.producers).toEqual([
      {
        producer: "market-replay-SPY-2023-08-03",
        live: true,
        replay: true,
        capabilities: ["ticks", "bars", "quotes"],
      },
    ]);
    const byName = Object.fromEntries(status.capabilities.map((c: any) => [c.capability, c]));
    for (const capability of ["ticks", "bars", "quotes"]) {
      expect(byName[capability]).toEqual({
        capability,
        status: "ready",
        live: true,
        replay: true,
        producers: ["market-replay-SPY-2023-08-03"],
        liveProducers: ["market-replay-SPY-2023-08-03"],
        degradedReasons: [],
        notRunningReason: null,
      });
    }
    expect(status.unavailableSseEndpoints.map((e: any) => e.operation)).toEqual([
      "svc_v3_stream_signals",
      "svc_v3_stream_decisions",
      "svc_v3_stream_alerts",
      "svc_v3_stream_news",
      "svc_v3_stream_market_events",
    ]);
    expect((await ok(INGEST, {}, { bus })).dedicatedService).toMatchObject({
      effectiveStatus: "running",
      notRunningReason: null,
      replay: true,
      sources: ["replay:SPY:2023-08-03"],
    });
  });

  it("lists SPY as live in the universe", async () => {
    const universe = await ok(
      "{ marketUniverse { live { symbol streams producers replay } warm { symbol } capacity { budget used remaining } } }",
      {},
      { bus },
    );
    expect(universe.live).toEqual([
      {
        symbol: "SPY",
        streams: ["ticks", "bars", "quotes"],
        producers: ["market-replay-SPY-2023-08-03"],
        replay: true,
      },
    ]);
  });
});

describe("the shared warm set", () => {
  afterEach(async () => {
    await harness.warehouse().db.deleteFrom("warm_coverage").execute();
  });
  const SUBSCRIBE = `query($symbols: [String!]!, $ttlS: Float) { quotesSubscribe(symbols: $symbols, ttlS: $ttlS) {
    asOf ttlS admitted { symbol coverage expiresAt extended } refused { symbol reason } capacity { budget used remaining } } }`;

  it("admits, extends idempotently, and lists refusals with reasons", async () => {
    const clock = fixedClock(IN_SESSION);
    const first = await ok(
      SUBSCRIBE,
      { symbols: ["spy", "AAPL", "NOPE", "bad ticker!"], ttlS: 60 },
      { clock },
    );
    expect(first.admitted).toEqual([
      { symbol: "SPY", coverage: "quotes", expiresAt: "2023-08-03T14:01:00.000Z", extended: false },
      { symbol: "AAPL", coverage: "quotes", expiresAt: "2023-08-03T14:01:00.000Z", extended: false },
    ]);
    expect(first.refused).toEqual([
      { symbol: "NOPE", reason: "unknown_ticker" },
      { symbol: "bad ticker!", reason: "invalid_ticker" },
    ]);
    expect(first.capacity).toEqual({ budget: 200, used: 2, remaining: 198 });
    clock.advance(30_000);
    const again = await ok(SUBSCRIBE, { symbols: ["SPY"] }, { clock });
    expect(again.admitted).toEqual([
      { symbol: "SPY", coverage: "quotes", expiresAt: "2023-08-03T14:05:30.000Z", extended: true },
    ]);
    expect(again.capacity.used).toBe(2);
    const universe = await ok(
      "{ marketUniverse { warm { symbol coverage expiresAt expiresInS } } }",
      {},
      { clock },
    );
    expect(universe.warm).toEqual([
      { symbol: "AAPL", coverage: "quotes", expiresAt: "2023-08-03T14:01:00.000Z", expiresInS: 30 },
      { symbol: "SPY", coverage: "quotes", expiresAt: "2023-08-03T14:05:30.000Z", expiresInS: 300 },
    ]);
  });

  it("checks counts and ttl_s, and refuses when the budget is used up with a retryable 503", async () => {
    expect(await failure(SUBSCRIBE, { symbols: [] })).toMatchObject({
      code: "validation_error",
      extra: { parameter: "symbols" },
    });
    expect(await failure(SUBSCRIBE, { symbols: Array(51).fill("SPY") })).toMatchObject({
      code: "validation_error",
    });
    expect(await failure(SUBSCRIBE, { symbols: ["SPY"], ttlS: 29 })).toMatchObject({
      extra: { parameter: "ttlS" },
    });
    const db = harness.warehouse().db;
    const tickers = (
      await db.selectFrom("instruments").select("ticker").orderBy("ticker").limit(201).execute()
    ).map((row) => row.ticker);
    const clock = fixedClock(IN_SESSION);
    const warm = await ok(
      "query($s: [String!]!) { marketUniverseWarm(symbols: $s) { admitted { symbol coverage } capacity { used remaining } } }",
      { s: tickers.slice(0, 200) },
      { clock },
    );
    expect(warm.admitted).toHaveLength(200);
    expect(warm.admitted[0].coverage).toBe("trades_and_quotes");
    expect(warm.capacity).toEqual({ used: 200, remaining: 0 });
    const full = await failure(SUBSCRIBE, { symbols: [tickers[200]] }, { clock });
    expect(full).toMatchObject({
      code: "upstream_unavailable",
      status: 503,
      billing: "not_billed",
      headers: { "Retry-After": "300" },
      extra: { reason: "warm_budget_exhausted", budget: 200, used: 200 },
    });
    // A warm symbol is still extended when the budget is full.
    expect((await ok(SUBSCRIBE, { symbols: [tickers[0]] }, { clock })).admitted[0].extended).toBe(true);
  });
});
