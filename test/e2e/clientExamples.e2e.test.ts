/**
 * docs/CLIENTS.md's examples (docs/examples/*.ts, typed by codegen.yml's client preset) run as
 * written against the whole service: a typed query with Automatic Persisted Queries, a typed
 * subscription over graphql-ws, a REST stream through EventSource with `?api_key=`, and the same
 * with the real clients: Apollo Client 4 (persisted-queries link, GraphQLWsLink), urql
 * (fetchExchange, subscriptionExchange over graphql-ws) and openapi-fetch (openapi-typescript's
 * paths).
 */
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { apolloClient, apolloFirstBar, apolloSnapshot } from "../../docs/examples/apolloClient.js";
import { firstStreamedBars } from "../../docs/examples/eventStream.js";
import { request, snapshotQuery } from "../../docs/examples/graphqlClient.js";
import { priceSnapshot, restClient } from "../../docs/examples/restClient.js";
import { firstBars, graphqlWsClient } from "../../docs/examples/subscriptions.js";
import { urqlClient, urqlFirstBar, urqlSnapshot } from "../../docs/examples/urqlClient.js";
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

  it("apolloClient.ts: the persisted-queries link registers the document once, then sends its hash alone", async () => {
    const bodies: Record<string, unknown>[] = [];
    const counting: typeof fetch = (input, init) => {
      bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return fetch(input, init);
    };
    const client = apolloClient(service.url, service.key, { webSocketImpl: WebSocket, fetch: counting });
    try {
      for (let call = 0; call < 2; call++) {
        expect(await apolloSnapshot(client, "AAPL")).toMatchObject({
          ticker: "AAPL",
          name: "Apple Inc.",
          priceSnapshot: { price: 129.610001, priceDate: "2022-12-29" },
        });
      }
      // First call: the hash (not found), then the document with its hash; second call: the hash alone.
      expect(bodies.map((body) => "query" in body)).toEqual([false, true, false]);
      const hashes = new Set(
        bodies.map(
          (body) => (body.extensions as { persistedQuery: { sha256Hash: string } }).persistedQuery.sha256Hash,
        ),
      );
      expect(hashes.size).toBe(1);
      const bar = await apolloFirstBar(client, ["SPY"]);
      expect(bar).toMatchObject({ ticker: "SPY", replay: true });
      expect(bar?.close).toBeGreaterThan(0);
      // The subscription went over graphql-ws: no HTTP request was added.
      expect(bodies).toHaveLength(3);
    } finally {
      client.stop();
    }
  });

  it("urqlClient.ts: a query through fetchExchange, a subscription through graphql-ws", async () => {
    const ws = graphqlWsClient(service.url, service.key, WebSocket);
    try {
      const client = urqlClient(service.url, service.key, ws);
      expect(await urqlSnapshot(client, "AAPL")).toMatchObject({
        ticker: "AAPL",
        priceSnapshot: { price: 129.610001, priceDate: "2022-12-29" },
      });
      const bar = await urqlFirstBar(client, ["SPY"]);
      expect(bar).toMatchObject({ ticker: "SPY", replay: true });
      expect(bar.close).toBeGreaterThan(0);
    } finally {
      await ws.dispose();
    }
  });

  it("restClient.ts: openapi-fetch over the generated paths reads a price snapshot", async () => {
    const snapshot = await priceSnapshot(restClient(service.url, service.key), "AAPL");
    expect(snapshot).toMatchObject({ ok: true, ticker: "AAPL", price: 129.610001, price_date: "2022-12-29" });
    expect(snapshot.price).toBeGreaterThan(0);
    await expect(priceSnapshot(restClient(service.url, service.key), "NOPE")).rejects.toThrow(
      /answered 4\d\d/,
    );
  });
});
