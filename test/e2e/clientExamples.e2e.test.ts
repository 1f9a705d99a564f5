/**
 * docs/CLIENTS.md's examples (docs/examples/*.ts, typed by codegen.yml's client preset) run as
 * written against the whole service: a typed query with Automatic Persisted Queries, a typed
 * subscription over graphql-ws, and a REST stream through EventSource with `?api_key=`.
 */
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { firstStreamedBars } from "../../docs/examples/eventStream.js";
import { request, snapshotQuery } from "../../docs/examples/graphqlClient.js";
import { firstBars, graphqlWsClient } from "../../docs/examples/subscriptions.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
  });
});
afterAll(async () => service?.stop());

describe("docs/examples", () => {
  it("graphqlClient.ts: a typed query, registered by its first call and sent by hash after", async () => {
    const expected = {
      instrument: {
        ticker: "AAPL",
        name: "Apple Inc.",
        priceSnapshot: { price: 129.610001, priceDate: "2022-12-29", isStale: true },
      },
    };
    const first = await request(service.url, service.key, snapshotQuery, { ticker: "AAPL" });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual(expected);
    // Sent by hash alone now: a hash-only request answers only when the gateway holds the document.
    const second = await request(service.url, service.key, snapshotQuery, { ticker: "AAPL" });
    expect(second.data).toEqual(expected);
    expect(second.extensions?.billing?.credits_charged).toBe(first.extensions?.billing?.credits_charged);
  });

  it("subscriptions.ts: typed bars over graphql-ws, the key in connection_init", async () => {
    const client = graphqlWsClient(service.url, service.key, WebSocket);
    try {
      const bars = await firstBars(client, ["SPY"], 2);
      expect(bars).toHaveLength(2);
      for (const bar of bars) {
        expect(bar.ticker).toBe("SPY");
        expect(bar.replay).toBe(true);
        expect(bar.close).toBeGreaterThan(0);
      }
    } finally {
      await client.dispose();
    }
  });

  it("eventStream.ts: bars over SSE through EventSource, the key as api_key", async () => {
    const bars = await firstStreamedBars(
      service.url,
      service.key,
      ["SPY"],
      2,
      EventSource as unknown as new (
        url: string,
      ) => globalThis.EventSource,
    );
    expect(bars).toHaveLength(2);
    for (const bar of bars) {
      expect(bar).toMatchObject({ ticker: "SPY", replay: true });
      expect(bar.bar_start).toMatch(/^2023-08-03T/);
    }
  });
});
