/**
 * The market and signals streams end to end over graphql-ws (gateway, access plugin, in-process
 * subgraphs), fed by the replay producer of the bundled SPY 2023-08-03 minute trades and quotes:
 * frame values from the files, resumption with `since`, entity fields of another subgraph inside
 * frames, and 503 producer_unavailable where nothing produces.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  // 6000x real time: a recorded minute every 10 ms, heartbeats every second.
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true, heartbeatMs: 1_000 },
  });
});
afterAll(async () => service?.stop());

/** The first `count` results of a subscription (or its refusal), over a fresh graphql-ws connection. */
async function frames(
  target: TestService,
  query: string,
  count: number,
  variables: Record<string, unknown> = {},
): Promise<any[]> {
  const client = createClient({
    url: `${target.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${target.key}` },
    retryAttempts: 0,
  });
  const received: any[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const unsubscribe = client.subscribe(
        { query, variables },
        {
          next: (value) => {
            // A catch-up (`since`) arrives in a burst: frames after the count are still in flight.
            if (received.length === count) return;
            received.push(value);
            if (received.length === count || value.errors) {
              unsubscribe();
              resolve();
            }
          },
          error: reject,
          complete: resolve,
        },
      );
    });
  } finally {
    await client.dispose();
  }
  return received;
}

describe("ticks", () => {
  it("streams the recorded minutes' closes from the start, with a fundamentals field of the instrument", async () => {
    const results = await frames(
      service,
      `subscription { ticks(symbols: ["SPY"], since: "-") {
        id ticker price size sizeReason timestamp asOf timestampBasis replay originalTime
        instrument { ticker companyFacts { name cik assetClass } }
      } }`,
      3,
    );
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined]);
    const ticks = results.map((result) => result.data.ticks);
    // prices/minute/SPY/2023-08-03_trade.csv lines 2-4: closes 447.98, 447.93, 448.08 of the
    // 04:00-04:02 ET minutes, each timed at its minute's end.
    expect(ticks.map((tick) => [tick.price, tick.timestamp])).toEqual([
      [447.98, "2023-08-03T08:01:00.000Z"],
      [447.93, "2023-08-03T08:02:00.000Z"],
      [448.08, "2023-08-03T08:03:00.000Z"],
    ]);
    for (const tick of ticks) {
      expect(tick).toMatchObject({
        ticker: "SPY",
        size: null,
        sizeReason: "minute_aggregate_source",
        timestampBasis: "minute_end",
        replay: true,
      });
      expect(tick.asOf).toBe(tick.timestamp);
      expect(tick.originalTime).toBe(tick.timestamp);
      // Resolved by the fundamentals subgraph through the gateway, inside the frame.
      expect(tick.instrument).toEqual({
        ticker: "SPY",
        companyFacts: { name: "SPDR S&P 500 ETF TRUST", cik: "0000884394", assetClass: "etf" },
      });
    }
  });

  it("resumes after a frame's id with nothing lost or repeated", async () => {
    const query =
      'subscription($since: String) { ticks(symbols: ["SPY"], since: $since) { id price timestamp } }';
    const first = (await frames(service, query, 8, { since: "-" })).map((result) => result.data.ticks);
    const resumed = (await frames(service, query, 5, { since: first[2].id })).map(
      (result) => result.data.ticks,
    );
    expect(resumed).toEqual(first.slice(3, 8));
    // Lines 5-6 of the trade file: the 04:03 and 04:04 closes, 448 and 448.33.
    expect(first.slice(3, 5).map((tick) => tick.price)).toEqual([448, 448.33]);
  });
});

describe("quotes", () => {
  it("streams the closing NBBO of each recorded minute, sizes in shares, venues null with a reason", async () => {
    const results = await frames(
      service,
      `subscription { quotes(symbols: ["SPY"], since: "-") {
        id ticker bidPrice bidSize askPrice askSize sizeUnit bidVenue askVenue venueReason quoteBasis
        timestamp asOf replay originalTime instrument { name }
      } }`,
      2,
    );
    // prices/minute/SPY/2023-08-03_quote.csv lines 2-3 (bid_close, bid_size, ask_close, ask_size):
    // 04:00 447.99, 100, 448.07, 500; 04:01 447.95, 2000, 448.05, 1900.
    expect(results.map(({ data }) => ({ ...data.quotes, id: undefined }))).toEqual([
      {
        id: undefined,
        ticker: "SPY",
        bidPrice: 447.99,
        bidSize: 100,
        askPrice: 448.07,
        askSize: 500,
        sizeUnit: "shares",
        bidVenue: null,
        askVenue: null,
        venueReason: "consolidated_nbbo_source_has_no_venue",
        quoteBasis: "minute_close",
        timestamp: "2023-08-03T08:01:00.000Z",
        asOf: "2023-08-03T08:01:00.000Z",
        replay: true,
        originalTime: "2023-08-03T08:01:00.000Z",
        instrument: { name: "SPDR S&P 500 ETF TRUST" },
      },
      expect.objectContaining({ bidPrice: 447.95, bidSize: 2000, askPrice: 448.05, askSize: 1900 }),
    ]);
  });

  it("requires symbols, at most 50", async () => {
    const many = Array.from({ length: 51 }, () => "SPY");
    const [refused] = await frames(
      service,
      "subscription($s: [String!]!) { quotes(symbols: $s) { ticker } }",
      1,
      {
        s: many,
      },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "validation_error", status: 422 });
  });
});

describe("streams with no producer", () => {
  it.each([
    ["signals", 'subscription { signals(symbols: ["AAPL"]) { type ready producerLive producers } }'],
    ["decisions", "subscription { decisions { type ready producerLive producers } }"],
    ["market_events", "subscription { marketEvents { type } }"],
  ])("refuse %s with 503 producer_unavailable", async (stream, query) => {
    const [refused] = await frames(service, query, 1);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: "producer_unavailable",
      status: 503,
      extra: { stream, producers: [] },
    });
  });

  it("refuse ticks when the service runs without the replay", async () => {
    const quiet = await startTestService({ replay: false });
    try {
      const [refused] = await frames(quiet, 'subscription { ticks(symbols: ["SPY"]) { price } }', 1);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: "producer_unavailable",
        status: 503,
        extra: { stream: "ticks", producers: [], not_running_reason: "no_producer" },
      });
      // Refused streams are not billed (spec/03: errors deduct no credits).
      const ledger = await quiet.warehouse.db
        .selectFrom("usage_ledger")
        .select(["operation", "credits", "outcome"])
        .where("operation", "=", "svc_v3_stream_ticks")
        .execute();
      expect(ledger).toEqual([{ operation: "svc_v3_stream_ticks", credits: 0, outcome: "not_billed" }]);
    } finally {
      await quiet.stop();
    }
  });
});
