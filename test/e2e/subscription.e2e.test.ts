/**
 * A market `bars` subscription over graphql-ws, fed by the replay of the bundled SPY minute bars
 * of 2023-08-03, with an Instrument field from the fundamentals subgraph resolved in each event;
 * a stalled client beside a reading one, the end of a stream whose producer stops, the final
 * frame on shutdown, and the per-user stream's since check.
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

/** A raw graphql-transport-ws client: every message it gets, and how its socket closed. */
function rawClient(target: TestService, query: string) {
  const socket = new WebSocket(`${target.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
  const messages: any[] = [];
  let onMessage: () => void = () => {};
  socket.on("open", () =>
    socket.send(
      JSON.stringify({ type: "connection_init", payload: { authorization: `Bearer ${target.key}` } }),
    ),
  );
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    messages.push(message);
    if (message.type === "connection_ack") {
      socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
    }
    onMessage();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const nexts = () => messages.filter((message) => message.type === "next");
  const waitForNexts = (count: number) =>
    new Promise<void>((resolve) => {
      onMessage = () => {
        if (nexts().length >= count) resolve();
      };
      onMessage();
    });
  return { socket, messages, closed, nexts, waitForNexts };
}

describe("graphql-ws streams", () => {
  it("answers a malformed events since with 422 validation_error naming since", async () => {
    const { done, dispose } = subscribe(
      { authorization: `Bearer ${service.key}` },
      'subscription { events(since: "yesterday") { type } }',
      1,
    );
    const [refusal] = await done;
    await dispose();
    expect(refusal.errors[0].extensions).toMatchObject({
      code: "validation_error",
      status: 422,
      extra: { parameter: "since" },
    });
  });

  it("delivers every frame to a reading client while another client stops reading", async () => {
    // On loopback the kernel's socket buffers absorb much of the burst, so the stalled client may
    // not yet hold up its own server-side loop; the bounded per-subscriber queue that cuts it is
    // tested on the buses (subgraphs/kit/busContract.ts). What this shows: nothing the stalled
    // client does reaches the reading one.
    const query = 'subscription { bars(symbols: ["SPY"]) { id close } }';
    const slow = rawClient(service, query);
    await slow.waitForNexts(1);
    // It stops reading: the server's writes to it pile up in the kernel buffers, then in its queue.
    (slow.socket as any)._socket.pause();
    const fast = rawClient(service, query);
    await fast.waitForNexts(1);
    const template = (await service.bus.last<Record<string, unknown>>("bars"))?.payload;
    const burst: string[] = [];
    for (let i = 0; i < 3_000; i++) {
      burst.push((await service.bus.publish("bars", { ...template, close: i })).id);
      if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lastId = burst.at(-1) as string;
    await new Promise<void>((resolve) => {
      const check = () => {
        if (fast.nexts().some((message) => message.payload.data?.bars?.id === lastId)) resolve();
      };
      fast.socket.on("message", check);
      check();
    });
    const fastIds = new Set(fast.nexts().map((message) => message.payload.data.bars.id));
    // The reading client got every frame of the burst (and the replay's own in between).
    expect(burst.every((id) => fastIds.has(id))).toBe(true);
    expect(fast.messages.some((message) => message.type === "error")).toBe(false);
    fast.socket.close();
    slow.socket.terminate();
  }, 120_000);

  it("ends a subscription with a producer_unavailable frame and complete when its producer stops, keeping the connection", async () => {
    const own = await startTestService({
      replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true, heartbeatMs: 200 },
    });
    try {
      const client = rawClient(own, 'subscription { bars(symbols: ["SPY"]) { id close } }');
      await client.waitForNexts(1);
      await own.producers.replay?.[0]?.stop();
      await new Promise<void>((resolve) => {
        const check = () => {
          if (client.messages.some((message) => message.type === "complete")) resolve();
        };
        client.socket.on("message", check);
        check();
      });
      const [final, complete] = client.messages.slice(-2);
      expect(complete).toEqual({ id: "1", type: "complete" });
      expect(final.payload.errors[0].extensions).toMatchObject({
        code: "producer_unavailable",
        status: 503,
        extra: { stream: "bars", not_running_reason: "producer_stopped" },
      });
      // The connection itself stays open for other operations.
      expect(client.socket.readyState).toBe(WebSocket.OPEN);
      client.socket.close();
    } finally {
      await own.stop();
    }
  });

  it("ends every subscription with a final server_shutdown frame and complete, then closes 1001 server_shutdown", async () => {
    const own = await startTestService({
      replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
    });
    const client = rawClient(own, 'subscription { bars(symbols: ["SPY"]) { id close } }');
    await client.waitForNexts(2);
    await own.stop();
    const close = await client.closed;
    expect(close).toEqual({ code: 1001, reason: "server_shutdown" });
    const [complete, final] = [client.messages.at(-1), client.messages.at(-2)];
    expect(complete).toEqual({ id: "1", type: "complete" });
    expect(final.type).toBe("next");
    expect(final.payload.errors[0].extensions).toMatchObject({
      code: "server_shutdown",
      reason: "server_shutdown",
    });
  });
});
