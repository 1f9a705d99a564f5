/**
 * A market `bars` subscription over graphql-ws, fed by the replay of the bundled SPY minute bars
 * of 2023-08-03, with an Instrument field from the fundamentals subgraph resolved in each event.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { disableKey, issueKey } from "../../gateway/access/keys.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  // 6000× real time: a bar every 10 ms.
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
  });
});
afterAll(async () => service?.stop());

function subscribe(connectionParams: Record<string, unknown>, query: string, count: number) {
  const client = createClient({
    url: `${service.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    onNonLazyError: () => {},
    lazy: false,
  });
  const received: any[] = [];
  const done = new Promise<any[]>((resolve, reject) => {
    const unsubscribe = client.subscribe(
      { query },
      {
        next: (value) => {
          received.push(value);
          if (received.length === count) {
            unsubscribe();
            resolve(received);
          }
        },
        error: reject,
        complete: () => resolve(received),
      },
    );
  });
  return { done, dispose: () => client.dispose() };
}

describe("bars subscription", () => {
  it("delivers replayed 1-minute bars with an Instrument field from another subgraph", async () => {
    const { done, dispose } = subscribe(
      { authorization: `Bearer ${service.key}` },
      `subscription {
        bars(symbols: ["spy"]) {
          id ticker open high low close volume barPeriodS barStart barEnd timestamp replay originalTime
          instrument { ticker companyFacts { name cik assetClass } }
        }
      }`,
      3,
    );
    const events = await done;
    await dispose();
    expect(events).toHaveLength(3);
    for (const event of events) {
      expect(event.errors).toBeUndefined();
      const bar = event.data.bars;
      expect(bar.ticker).toBe("SPY");
      expect(bar.id).toMatch(/^\d+-\d+$/);
      expect(bar.barPeriodS).toBe(60);
      expect(Date.parse(bar.barEnd) - Date.parse(bar.barStart)).toBe(60_000);
      expect(bar.timestamp).toBe(bar.barEnd);
      expect(bar.replay).toBe(true);
      // Resolved by the fundamentals subgraph through the gateway, inside the event.
      expect(bar.instrument.companyFacts).toEqual({
        name: "SPDR S&P 500 ETF TRUST",
        cik: "0000884394",
        assetClass: "etf",
      });
    }
    // Bars arrive in order; the replay starts at the session's first bar (04:00 ET = 08:00Z).
    const starts = events.map((event) => Date.parse(event.data.bars.barStart));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(new Date(starts[0] as number).toISOString().slice(0, 10)).toBe("2023-08-03");
  });

  it("refuses a connection without a valid key", async () => {
    const { done, dispose } = subscribe({}, "subscription { bars { ticker } }", 1);
    await expect(done).rejects.toMatchObject({ code: 4403 });
    await dispose();
  });

  it("checks the key again for every operation on an open connection", async () => {
    const { id, key } = await issueKey(service.warehouse.db, "ws-disable", { plan: "enterprise" });
    const client = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${key}` },
      retryAttempts: 0,
    });
    const first = await client.iterate({ query: "subscription { bars { ticker } }" }).next();
    expect(first.value?.data?.bars?.ticker).toBe("SPY");
    await disableKey(service.warehouse.db, id);
    const refused = await client.iterate({ query: "subscription { bars { ticker } }" }).next();
    expect(refused.value?.errors?.[0]?.extensions?.code).toBe("unauthorized");
    await client.dispose();
  });
});
