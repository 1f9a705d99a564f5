/**
 * SSE routes of the REST shim through a real EventSource client (eventsource@4) and raw HTTP:
 * ids and Last-Event-ID resumption, retry and heartbeats, 503 before open for a stream without a
 * producer, the per-key stream cap, and the final frame on shutdown.
 */
import { EventSource } from "eventsource";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { issueKey } from "../../gateway/access/keys.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: false,
    sse: { heartbeatMs: 200, retryMs: 1_500 },
    access: { maxStreamsPerKey: 2 },
  });
});
afterAll(async () => service?.stop());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

function open(path: string, key: string, lastEventId?: string) {
  const frames: { id: string; data: any }[] = [];
  const source = new EventSource(`${service.url}${path}`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          ...bearer(key),
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
      }),
  });
  source.onmessage = (event) => frames.push({ id: event.lastEventId, data: JSON.parse(event.data) });
  const opened = new Promise<void>((resolve, reject) => {
    source.onopen = () => resolve();
    source.onerror = (error) => reject(error);
  });
  const waitFor = async (count: number) => {
    for (let i = 0; i < 100 && frames.length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return frames;
  };
  return { source, frames, opened, waitFor };
}

async function spend(key: string) {
  const response = await fetch(`${service.url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
    headers: bearer(key),
  });
  expect(response.status).toBe(200);
}

describe("SSE", () => {
  it("answers 503 producer_unavailable before opening a stream nothing produces", async () => {
    const response = await fetch(`${service.url}/api/v3/stream/market_events`, {
      headers: bearer(service.key),
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("x-error-code")).toBe("producer_unavailable");
    expect(((await response.json()) as any).detail.error_code).toBe("producer_unavailable");
  });

  // A stream without a key is refused with 401 and JSON: test/e2e/contract.e2e.test.ts.

  it("opens with retry, no-cache and heartbeats", async () => {
    const controller = new AbortController();
    const response = await fetch(`${service.url}/api/v3/stream/events`, {
      headers: bearer(service.key),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("ratelimit-policy")).toMatch(/^"minute";q=\d+;w=60$/);
    // The caller's own events stream is free (docs/ACCESS.md); the header says so.
    expect(response.headers.get("x-credits-charged")).toBe("0");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = "";
    while (!text.includes(": heartbeat")) text += new TextDecoder().decode((await reader.read()).value);
    expect(text.startsWith("retry: 1500\n\n")).toBe(true);
    controller.abort();
  });

  it("sends the caller's own events with ids, and resumes after Last-Event-ID without loss or duplicate", async () => {
    const { key } = await issueKey(service.warehouse.db, "sse", { plan: "enterprise" });
    const first = open("/api/v3/stream/events?user_id=someone-else", key);
    await first.opened;
    await spend(key);
    await spend(key);
    const frames = await first.waitFor(2);
    first.source.close();
    expect(frames).toHaveLength(2);
    expect(frames[0]?.id).toMatch(/^\d+-\d+$/);
    expect(frames[0]?.data).toMatchObject({
      type: "usage",
      operations: ["svc_v3_fundamentals_price_snapshot"],
      credits_charged: 1,
    });
    expect(frames[0]?.data.id).toBe(frames[0]?.id);

    // While disconnected: one more event. The reconnect after the first frame gets the 2nd and 3rd.
    await spend(key);
    const resumed = open("/api/v3/stream/events", key, frames[0]?.id);
    await resumed.opened;
    const after = await resumed.waitFor(2);
    resumed.source.close();
    expect(after.map((f) => f.id)).toEqual([frames[1]?.id, expect.stringMatching(/^\d+-\d+$/)]);
    expect(after[1]?.id).not.toBe(frames[1]?.id);
  });

  it("refuses a malformed Last-Event-ID with 422", async () => {
    const response = await fetch(`${service.url}/api/v3/stream/events`, {
      headers: { ...bearer(service.key), "last-event-id": "yesterday" },
    });
    expect(response.status).toBe(422);
  });

  it("caps open streams per key with 429", async () => {
    const { key } = await issueKey(service.warehouse.db, "sse cap", { plan: "enterprise" });
    const a = open("/api/v3/stream/events", key);
    const b = open("/api/v3/stream/events", key);
    await Promise.all([a.opened, b.opened]);
    const third = await fetch(`${service.url}/api/v3/stream/events`, { headers: bearer(key) });
    expect(third.status).toBe(429);
    // The cap is the key's, whichever way the stream comes: graphql-ws is refused too.
    const ws = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: bearer(key),
      retryAttempts: 0,
    });
    const refused = await new Promise<any>((resolve, reject) => {
      ws.subscribe(
        { query: "subscription { events { type } }" },
        { next: resolve, error: reject, complete: () => resolve(null) },
      );
    });
    expect(refused.errors[0].extensions.code).toBe("rate_limited");
    await ws.dispose();
    a.source.close();
    b.source.close();
    // Closed streams free their places.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = open("/api/v3/stream/events", key);
    await again.opened;
    again.source.close();
  });

  it("ends open streams with a final close frame on shutdown", async () => {
    const own = await startTestService({ replay: false });
    const controller = new AbortController();
    const response = await fetch(`${own.url}/api/v3/stream/events`, {
      headers: bearer(own.key),
      signal: controller.signal,
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const closing = own.stop();
    let text = "";
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    await closing;
    expect(text).toContain('event: close\ndata: {"reason":"server_shutdown"}');
  });
});
