/**
 * market's stream fields executed on the subgraph schema (as the gateway runs them in process),
 * fed by the replay producer over the bundled SPY 2023-08-03 minute trades and quotes.
 */
import { rm } from "node:fs/promises";
import { type ExecutionResult, type GraphQLSchema, parse, subscribe } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../../core/clock.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ingestAll } from "../../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { copySample } from "../../../warehouse/testing/sampleChecks.js";
import { narrowTo } from "../../../warehouse/views.js";
import { createContext } from "../../kit/context.js";
import { createInProcessBus, type EventBus } from "../../kit/eventBus.js";
import { type Heartbeat, heartbeatStream, type RunningProducer } from "../../kit/producers.js";
import { buildSubgraph } from "../../kit/subgraph.js";
import { definition } from "../index.js";
import { startMarketReplay } from "./marketReplay.js";

let warehouse: OpenWarehouse;
let schema: GraphQLSchema;
let dataDir: string;

beforeAll(async () => {
  dataDir = await copySample([
    "reference",
    "prices/daily_index.csv",
    "prices/minute/SPY/2023-08-03_trade.csv",
    "prices/minute/SPY/2023-08-03_quote.csv",
    "prices/minute/AAPL/2014-06-09_trade.csv",
  ]);
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  await ingestAll(warehouse.db, dataDir);
  schema = (await buildSubgraph(definition)).schema;
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Stream = AsyncGenerator<ExecutionResult>;

async function open(bus: EventBus, query: string, variables: Record<string, unknown> = {}) {
  const contextValue = createContext({ db: warehouse.db, clock: fixedClock("2026-03-02T15:00:00Z"), bus });
  return subscribe({ schema, document: parse(query), variableValues: variables, contextValue }) as Promise<
    Stream | ExecutionResult
  >;
}

async function take(stream: Stream | ExecutionResult, count: number): Promise<any[]> {
  if (!(Symbol.asyncIterator in stream)) throw new Error(`not a stream: ${JSON.stringify(stream.errors)}`);
  const frames: any[] = [];
  for await (const result of stream) {
    expect(result.errors).toBeUndefined();
    frames.push(Object.values(result.data ?? {})[0]);
    if (frames.length === count) break;
  }
  return frames;
}

/** The refusal of a subscription: its first error's extensions. */
async function refusal(bus: EventBus, query: string, variables: Record<string, unknown> = {}) {
  const result = await open(bus, query, variables);
  if (Symbol.asyncIterator in result) {
    await result.return?.(undefined);
    throw new Error("the subscription opened");
  }
  return { message: result.errors?.[0]?.message, ...result.errors?.[0]?.extensions };
}

describe("with no producer running", () => {
  const bus = createInProcessBus();

  it.each([
    ["ticks", 'subscription { ticks(symbols: ["SPY"]) { price } }'],
    ["bars", "subscription { bars { close } }"],
    ["quotes", 'subscription { quotes(symbols: ["SPY"]) { bidPrice } }'],
    ["market_events", "subscription { marketEvents { type } }"],
  ])("refuses %s at subscribe time with 503 producer_unavailable", async (stream, query) => {
    expect(await refusal(bus, query)).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      billing: "not_billed",
      message: `No producer publishes the ${stream} stream.`,
      extra: { stream, producers: [], not_running_reason: "no_producer" },
    });
  });

  it("checks the arguments first: symbols (required and at most 50 for quotes, known tickers) and since", async () => {
    expect(await refusal(bus, "subscription { quotes(symbols: []) { bidPrice } }")).toMatchObject({
      code: "validation_error",
      extra: { parameter: "symbols", accepted: "1..50 symbols" },
    });
    const many = Array.from({ length: 51 }, (_, i) => `T${i}`);
    expect(
      await refusal(bus, "subscription($s: [String!]!) { quotes(symbols: $s) { bidPrice } }", { s: many }),
    ).toMatchObject({
      code: "validation_error",
      message: "symbols: 51 symbols are too many; accepted: 1..50 symbols.",
    });
    expect(await refusal(bus, 'subscription { ticks(symbols: ["SPY", "no way"]) { price } }')).toMatchObject({
      code: "invalid_ticker",
      status: 422,
      extra: { parameter: "symbols" },
    });
    expect(await refusal(bus, 'subscription { ticks(symbols: ["ZZZZZQ"]) { price } }')).toMatchObject({
      code: "unknown_ticker",
      status: 404,
    });
    expect(await refusal(bus, 'subscription { bars(since: "yesterday") { close } }')).toMatchObject({
      code: "validation_error",
      extra: { parameter: "since" },
    });
  });
});

describe("with the SPY 2023-08-03 replay running", () => {
  const bus = createInProcessBus();
  let replay: RunningProducer;

  beforeAll(async () => {
    // 6000x: a recorded minute every 10 ms; the first minute is published before start resolves.
    replay = await startMarketReplay(
      { db: narrowTo("market", warehouse.db), bus },
      { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true, heartbeatMs: 1_000 },
    );
  });
  afterAll(() => replay?.stop());

  it("heartbeats as a replay producer of ticks, bars and quotes", async () => {
    const beat = (await bus.last<Heartbeat>(heartbeatStream("market-replay-SPY-2023-08-03")))?.payload;
    expect(beat).toMatchObject({
      producer: "market-replay-SPY-2023-08-03",
      capabilities: ["ticks", "bars", "quotes"],
      replay: true,
      source: "replay:SPY:2023-08-03",
      heartbeat_ms: 1_000,
      state: "running",
    });
    expect(beat?.frames_published).toBeGreaterThanOrEqual(3);
    expect(beat?.last_frame_at).not.toBeNull();
  });

  it("streams ticks from the first recorded minute: the minute's close, size unknown", async () => {
    const ticks = await take(
      await open(
        bus,
        `subscription { ticks(symbols: ["spy"], since: "-") {
          id ticker price size sizeReason timestamp asOf timestampBasis replay originalTime publishedAt instrument { ticker }
        } }`,
      ),
      2,
    );
    // 2023-08-03_trade.csv lines 2-3: 04:00 close 447.98, 04:01 close 447.93 (times are minute ends).
    expect(ticks.map(({ id: _id, publishedAt: _at, ...tick }) => tick)).toEqual([
      {
        ticker: "SPY",
        price: 447.98,
        size: null,
        sizeReason: "minute_aggregate_source",
        timestamp: "2023-08-03T08:01:00.000Z",
        asOf: "2023-08-03T08:01:00.000Z",
        timestampBasis: "minute_end",
        replay: true,
        originalTime: "2023-08-03T08:01:00.000Z",
        instrument: { ticker: "SPY" },
      },
      expect.objectContaining({ price: 447.93, timestamp: "2023-08-03T08:02:00.000Z" }),
    ]);
    expect(ticks[0].id).toMatch(/^\d+-\d+$/);
    expect(Date.parse(ticks[0].publishedAt)).toBeGreaterThan(Date.parse("2026-01-01"));
  });

  it("streams quotes: closing bid and ask of the minute with sizes in shares, no venue", async () => {
    const quotes = await take(
      await open(
        bus,
        `subscription { quotes(symbols: ["SPY"], since: "-") {
          ticker bidPrice bidSize askPrice askSize sizeUnit bidVenue askVenue venueReason nullReason quoteBasis
          timestamp asOf replay originalTime
        } }`,
      ),
      2,
    );
    // 2023-08-03_quote.csv lines 2-3: bid_close,bid_size / ask_close,ask_size = 447.99,100 / 448.07,500
    // and 447.95,2000 / 448.05,1900.
    expect(quotes).toEqual([
      {
        ticker: "SPY",
        bidPrice: 447.99,
        bidSize: 100,
        askPrice: 448.07,
        askSize: 500,
        sizeUnit: "shares",
        bidVenue: null,
        askVenue: null,
        venueReason: "consolidated_nbbo_source_has_no_venue",
        nullReason: null,
        quoteBasis: "minute_close",
        timestamp: "2023-08-03T08:01:00.000Z",
        asOf: "2023-08-03T08:01:00.000Z",
        replay: true,
        originalTime: "2023-08-03T08:01:00.000Z",
      },
      expect.objectContaining({ bidPrice: 447.95, bidSize: 2000, askPrice: 448.05, askSize: 1900 }),
    ]);
  });

  it("streams closed bars with the spec's fields", async () => {
    const [bar] = await take(
      await open(
        bus,
        `subscription { bars(since: "-") {
          ticker open high low close volume vwap vwapReason barPeriodS barStart barEnd timestamp asOf replay originalTime
        } }`,
      ),
      1,
    );
    expect(bar).toEqual({
      ticker: "SPY",
      open: 447.91,
      high: 450.46,
      low: 447.86,
      close: 447.98,
      volume: 8369,
      vwap: null,
      vwapReason: "not_derivable_from_minute_ohlcv",
      barPeriodS: 60,
      barStart: "2023-08-03T08:00:00.000Z",
      barEnd: "2023-08-03T08:01:00.000Z",
      timestamp: "2023-08-03T08:01:00.000Z",
      asOf: "2023-08-03T08:01:00.000Z",
      replay: true,
      originalTime: "2023-08-03T08:01:00.000Z",
    });
  });

  it("resumes after a stream id with nothing lost or repeated", async () => {
    const query = "subscription($since: String) { ticks(since: $since) { id timestamp } }";
    const first = await take(await open(bus, query, { since: "-" }), 6);
    const resumed = await take(await open(bus, query, { since: first[2].id }), 3);
    expect(resumed).toEqual(first.slice(3, 6));
  });

  it("refuses a filtered stream no live producer covers, naming the uncovered symbols", async () => {
    expect(await refusal(bus, 'subscription { ticks(symbols: ["AAPL"]) { price } }')).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      extra: {
        stream: "ticks",
        producers: ["market-replay-SPY-2023-08-03"],
        not_running_reason: "symbol_not_covered",
        uncovered_symbols: ["AAPL"],
      },
    });
  });

  it("opens on the covered symbols of a partly covered filter, and ending it ends it at once", async () => {
    const stream = (await open(bus, 'subscription { ticks(symbols: ["AAPL", "SPY"]) { ticker } }')) as Stream;
    expect(Symbol.asyncIterator in stream).toBe(true);
    const frames = [];
    for (let i = 0; i < 3; i++) frames.push((await stream.next()).value);
    expect(frames.map((frame) => frame.data.ticks.ticker)).toEqual(["SPY", "SPY", "SPY"]);
    const next = stream.next();
    await stream.return(undefined);
    await expect(next).resolves.toMatchObject({ done: true });
  });

  it("ends an open stream with one producer_unavailable error once its producer stops", async () => {
    const other = createInProcessBus();
    const running = await startMarketReplay(
      { db: narrowTo("market", warehouse.db), bus: other },
      { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true, heartbeatMs: 200 },
    );
    const stream = (await open(other, 'subscription { bars(symbols: ["SPY"]) { close } }')) as Stream;
    expect((await stream.next()).value?.errors).toBeUndefined();
    await running.stop();
    const results: ExecutionResult[] = [];
    for await (const result of stream) results.push(result);
    const last = results.at(-1);
    expect(last?.errors?.[0]?.extensions).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      extra: { stream: "bars", not_running_reason: "producer_stopped" },
    });
    // Only the last result is the error; the stream then completed.
    expect(results.slice(0, -1).every((result) => result.errors === undefined)).toBe(true);
  });

  it("refuses new subscriptions once the producer has stopped", async () => {
    const other = createInProcessBus();
    const running = await startMarketReplay(
      { db: narrowTo("market", warehouse.db), bus: other },
      { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
    );
    await take(await open(other, "subscription { bars { close } }"), 1);
    await running.stop();
    expect(await refusal(other, "subscription { bars { close } }")).toMatchObject({
      code: "producer_unavailable",
      extra: { producers: ["market-replay-SPY-2023-08-03"], not_running_reason: "producer_stopped" },
    });
  });
});

describe("replaying another bundled day", () => {
  it("publishes ticks and bars only when the day has no quote file, and says so in its capabilities", async () => {
    const bus = createInProcessBus();
    const replay = await startMarketReplay(
      { db: narrowTo("market", warehouse.db), bus },
      { ticker: "AAPL", sessionDate: "2014-06-09", speed: 6000, loop: false },
    );
    const beat = (await bus.last<Heartbeat>(heartbeatStream("market-replay-AAPL-2014-06-09")))?.payload;
    expect(beat).toMatchObject({ capabilities: ["ticks", "bars"], source: "replay:AAPL:2014-06-09" });
    // AAPL 2014-06-09 is the 7:1 split ex-date: the 04:00 bar opens at the pre-split 645.57
    // and closes at 92.42 (prices/minute/AAPL/2014-06-09_trade.csv line 2).
    const [bar] = await take(
      await open(bus, 'subscription { bars(symbols: ["AAPL"], since: "-") { open close } }'),
      1,
    );
    expect(bar).toEqual({ open: 645.57, close: 92.42 });
    expect(await refusal(bus, 'subscription { quotes(symbols: ["AAPL"]) { bidPrice } }')).toMatchObject({
      code: "producer_unavailable",
      extra: { stream: "quotes", producers: [] },
    });
    await replay.stop();
  });

  it("refuses to replay a day the warehouse does not hold", async () => {
    await expect(
      startMarketReplay(
        { db: narrowTo("market", warehouse.db), bus: createInProcessBus() },
        { ticker: "SPY", sessionDate: "2023-08-04", speed: 60, loop: true },
      ),
    ).rejects.toThrow("No minute bars or quotes of SPY on 2023-08-04 to replay.");
  });
});
