/**
 * signals' stream fields on the subgraph schema: refused while no producer runs (the case today),
 * and, with a stand-in producer that the test drives, a ready frame then the published records.
 */
import { type ExecutionResult, type GraphQLSchema, parse, subscribe } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { type OpenWarehouse, openWarehouse } from "../../warehouse/connection.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { createContext } from "../kit/context.js";
import { compareIds, createInProcessBus, type EventBus } from "../kit/eventBus.js";
import { type FeedSink, runProducer } from "../kit/producers.js";
import { buildSubgraph } from "../kit/subgraph.js";
import { definition } from "./index.js";
import type { SignalRecordPayload } from "./resolvers/streams.js";

let schema: GraphQLSchema;
let warehouse: OpenWarehouse;

beforeAll(async () => {
  schema = (await buildSubgraph(definition)).schema;
  warehouse = await openWarehouse("sqlite::memory:");
  await migrateToLatest(warehouse.db);
  await warehouse.db
    .insertInto("instruments")
    .values({
      ticker: "AAPL",
      name: "Apple Inc.",
      cik: "0000320193",
      sector: null,
      industry: null,
      asset_class: "equity",
      listing_status: "active",
      is_sp500: 1,
      source: "sp500_constituents",
    })
    .execute();
  return () => warehouse.close();
});

function open(bus: EventBus, query: string) {
  const contextValue = createContext({ db: warehouse.db, clock: fixedClock("2026-03-02T15:00:00Z"), bus });
  return subscribe({ schema, document: parse(query), contextValue }) as Promise<
    AsyncGenerator<ExecutionResult> | ExecutionResult
  >;
}

const FRAME =
  "id type ready producerLive producers ticker instrument { ticker } timestamp asOf replay originalTime";

describe("signals and decisions streams", () => {
  it.each([
    "signals",
    "decisions",
  ])("refuse %s with 503 producer_unavailable while no producer runs", async (field) => {
    const result = await open(createInProcessBus(), `subscription { ${field}(symbols: ["AAPL"]) { id } }`);
    expect(Symbol.asyncIterator in result).toBe(false);
    expect((result as ExecutionResult).errors?.[0]?.extensions).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      extra: { stream: field, producers: [] },
    });
  });

  it("open with a ready frame naming the live producer, then carry its records", async () => {
    const bus = createInProcessBus();
    let sink: FeedSink | undefined;
    const producer = await runProducer(
      bus,
      {
        identity: { producer: "fusion-test", capabilities: ["signals"], replay: false, source: "test" },
        async start(s) {
          sink = s;
          await s.publish<Omit<SignalRecordPayload, "producer">>(
            "signals",
            {
              ticker: "MSFT",
              timeMs: Date.parse("2026-03-02T14:59:00Z"),
              replay: false,
            },
            Date.parse("2026-03-02T14:59:00Z"),
          );
          let end: (how: "stopped") => void = () => {};
          return {
            ended: new Promise((resolve) => {
              end = resolve;
            }),
            stop: () => end("stopped"),
          };
        },
      },
      { heartbeatMs: 60_000 },
    );
    const stream = (await open(
      bus,
      `subscription { signals(symbols: ["AAPL"]) { ${FRAME} } }`,
    )) as AsyncGenerator<ExecutionResult<Record<string, any>>>;
    const ready = (await stream.next()).value?.data?.signals;
    expect(ready).toMatchObject({
      type: "ready",
      ready: true,
      producerLive: true,
      producers: ["fusion-test"],
      ticker: null,
      instrument: null,
      replay: false,
      originalTime: null,
    });
    // The ready frame's id is the stream's position when the connection opened (the MSFT record).
    expect(ready.id).toBe((await bus.last("signals"))?.id);
    await sink?.publish<Omit<SignalRecordPayload, "producer">>(
      "signals",
      {
        ticker: "MSFT",
        timeMs: Date.parse("2026-03-02T15:00:00Z"),
        replay: false,
      },
      Date.parse("2026-03-02T15:00:00Z"),
    );
    await sink?.publish<Omit<SignalRecordPayload, "producer">>(
      "signals",
      {
        ticker: "AAPL",
        timeMs: Date.parse("2026-03-02T15:00:01Z"),
        replay: false,
      },
      Date.parse("2026-03-02T15:00:01Z"),
    );
    expect((await stream.next()).value?.data?.signals).toMatchObject({
      type: "signal",
      ready: true,
      producerLive: true,
      producers: ["fusion-test"],
      ticker: "AAPL",
      instrument: { ticker: "AAPL" },
      timestamp: "2026-03-02T15:00:01.000Z",
      asOf: "2026-03-02T15:00:01.000Z",
    });
    await stream.return(undefined);
    // A producer of signals does not make decisions live.
    const decisions = await open(bus, "subscription { decisions { id } }");
    expect((decisions as ExecutionResult).errors?.[0]?.extensions?.code).toBe("producer_unavailable");
    await producer.stop();
  });

  it("give every record after the ready frame a larger id, even one published while the stream opens", async () => {
    const bus = createInProcessBus();
    const producer = await runProducer(
      bus,
      {
        identity: { producer: "fusion-race", capabilities: ["signals"], replay: false, source: "test" },
        async start(s) {
          await s.publish<Omit<SignalRecordPayload, "producer">>(
            "signals",
            {
              ticker: "AAPL",
              timeMs: Date.parse("2026-03-02T14:59:00Z"),
              replay: false,
            },
            Date.parse("2026-03-02T14:59:00Z"),
          );
          let end: (how: "stopped") => void = () => {};
          return {
            ended: new Promise((resolve) => {
              end = resolve;
            }),
            stop: () => end("stopped"),
          };
        },
      },
      { heartbeatMs: 60_000 },
    );
    // A record lands on the bus the moment the subscription subscribes (before it could read
    // where the stream stands afterwards).
    let raced = false;
    const racing: EventBus = {
      ...bus,
      subscribe: (stream, options) => {
        const events = bus.subscribe(stream, options);
        if (stream === "signals" && !raced) {
          raced = true;
          void bus.publish("signals", {
            ticker: "AAPL",
            timeMs: Date.parse("2026-03-02T15:00:00Z"),
            replay: false,
            producer: "fusion-race",
          });
        }
        return events as never;
      },
    };
    const stream = (await open(racing, `subscription { signals { id type ticker } }`)) as AsyncGenerator<
      ExecutionResult<Record<string, any>>
    >;
    const ready = (await stream.next()).value?.data?.signals;
    const record = (await stream.next()).value?.data?.signals;
    await stream.return(undefined);
    await producer.stop();
    expect(ready.type).toBe("ready");
    expect(record).toMatchObject({ type: "signal", ticker: "AAPL" });
    expect(record.id).toBe((await bus.last("signals"))?.id);
    expect(compareIds(record.id, ready.id)).toBeGreaterThan(0);
  });
});
