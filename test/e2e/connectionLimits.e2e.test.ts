/**
 * Issue 25 item 5: what one connection may cost before anyone knows who it is
 * (subgraphs/kit/connectionLimits.ts), on the gateway's host and on a subgraph server, with
 * short limits so each is seen within seconds: a WebSocket frame over the limit is refused with
 * 1009 before it is buffered, a WebSocket that never says connection_init is closed with 4408, a
 * request whose head or body stops part way is cut with 408. What must not be cut is checked too:
 * a slow body that keeps coming, and streams that live far longer than a request may take.
 */
import { once } from "node:events";
import { buildSubgraphSchema } from "@apollo/subgraph";
import { parse } from "graphql";
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { systemClock } from "../../core/clock.js";
import type { ConnectionLimits } from "../../subgraphs/kit/connectionLimits.js";
import { createInProcessBus } from "../../subgraphs/kit/eventBus.js";
import { serveSubgraph } from "../../subgraphs/kit/serve.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { frameHeader, rawWebSocket, stalledRequest } from "../support/rawSockets.js";
import { startTestService, type TestService } from "../support/service.js";

const LIMITS: ConnectionLimits = {
  wsMaxPayloadBytes: 1_048_576,
  wsConnectionInitTimeoutMs: 300,
  headersTimeoutMs: 1_000,
  requestTimeoutMs: 2_000,
};
const MiB = 1_048_576;

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: false,
    sse: { heartbeatMs: 200 },
    connectionLimits: LIMITS,
  });
});
afterAll(async () => service?.stop());

const wsUrl = (url: string) => `${url.replace("http", "ws")}/graphql`;

/** A WebSocket that sends one text frame of `bytes` before connection_init: the server's close code. */
async function oversizedFrame(url: string, bytes: number): Promise<number> {
  const socket = new WebSocket(wsUrl(url), "graphql-transport-ws");
  await once(socket, "open");
  socket.send(Buffer.alloc(bytes, 0x61));
  const [code] = (await once(socket, "close")) as [number];
  return code;
}

async function neverInitialised(url: string): Promise<{ code: number; afterMs: number }> {
  const started = performance.now();
  const socket = new WebSocket(wsUrl(url), "graphql-transport-ws");
  const [code] = (await once(socket, "close")) as [number];
  return { code, afterMs: performance.now() - started };
}

function postHead(path: string, contentLength: number, key?: string) {
  return [
    `POST ${path} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    `Content-Length: ${contentLength}`,
    ...(key ? [`Authorization: Bearer ${key}`] : []),
    "",
    "",
  ].join("\r\n");
}

describe("WebSocket limits on the gateway", () => {
  it("closes a 2 MiB frame sent before connection_init with 1009", async () => {
    expect(await oversizedFrame(service.url, 2 * MiB)).toBe(1009);
  });

  it("does not buffer oversized frames: three 32 MiB frames leave the RSS where it was", async () => {
    const payload = Buffer.alloc(32 * MiB, 0x61);
    const sockets = await Promise.all([0, 1, 2].map(() => rawWebSocket(service.url)));
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    for (const { socket } of sockets) {
      socket.write(frameHeader(payload.length));
      socket.write(payload);
    }
    const closes = await Promise.all(sockets.map((ws) => ws.closed(10_000)));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.log(`RSS ${(before / MiB).toFixed(0)} MiB → peak ${(peak / MiB).toFixed(0)} MiB`);
    expect(closes.map((c) => c.held)).toEqual([false, false, false]);
    // Refused from their headers, the frames are read and dropped 64 KB at a time (garbage until
    // the next collection, ~30 MiB here); buffered, they held 96 MiB plus a copy and a string each.
    expect(peak - before).toBeLessThan(64 * MiB);
  });

  it("closes a WebSocket that never sends connection_init at the deadline, with 4408", async () => {
    const { code, afterMs } = await neverInitialised(service.url);
    expect(code).toBe(4408);
    // 300 ms configured; graphql-ws's own default would be 3 s.
    expect(afterMs).toBeLessThan(2_500);
  });

  it("keeps a graphql-ws subscription open far longer than a request may take", async () => {
    const client = createClient({
      url: wsUrl(service.url),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${service.key}` },
      retryAttempts: 0,
    });
    const events: unknown[] = [];
    const dispose = client.subscribe(
      { query: "subscription { events { type creditsCharged } }" },
      { next: (value) => events.push(value), error: () => {}, complete: () => {} },
    );
    await new Promise((resolve) => setTimeout(resolve, LIMITS.requestTimeoutMs + 1_500));
    const spend = await fetch(`${service.url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
      headers: { authorization: `Bearer ${service.key}` },
    });
    expect(spend.status).toBe(200);
    for (let i = 0; i < 100 && events.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([{ data: { events: { type: "usage", creditsCharged: 1 } } }]);
    dispose();
    await client.dispose();
  });
});

describe("HTTP timeouts on the gateway", () => {
  it("cuts a POST whose body stops half way with 408 request_timeout, within the request timeout", async () => {
    const body = JSON.stringify({ query: '{ priceSnapshot(ticker: "AAPL") { price } }' });
    const cut = await stalledRequest(
      service.url,
      postHead("/graphql", body.length, service.key) + body.slice(0, body.length / 2),
      15_000,
    );
    expect(cut.held).toBe(false);
    expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.text).toContain('"error_code":"request_timeout"');
    expect(cut.text).toContain("X-Credits-Charged: 0");
    // 2 s configured, checked every second.
    expect(cut.afterMs).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
  });

  it("cuts a request whose head never ends with 408, within the head timeout", async () => {
    const cut = await stalledRequest(service.url, "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n", 15_000);
    expect(cut.held).toBe(false);
    expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.afterMs).toBeLessThan(LIMITS.headersTimeoutMs + 2_000);
  });

  it("answers a slow body that keeps coming and ends within the timeout", async () => {
    const query = '{ priceSnapshot(ticker: "AAPL") { price } }';
    const body = JSON.stringify({ query: `${query}${" ".repeat(4_000)}` });
    const url = new URL(service.url);
    const { request } = await import("node:http");
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          method: "POST",
          path: "/graphql",
          headers: {
            "content-type": "application/json",
            "content-length": String(body.length),
            authorization: `Bearer ${service.key}`,
          },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      outgoing.on("error", reject);
      // Five pieces, 150 ms apart: 600 ms in all, under the 2 s the whole request may take.
      const pieces = 5;
      const size = Math.ceil(body.length / pieces);
      let sent = 0;
      const next = () => {
        outgoing.write(body.slice(sent * size, (sent + 1) * size));
        sent += 1;
        if (sent < pieces) setTimeout(next, 150);
        else outgoing.end();
      };
      next();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.priceSnapshot.price).toBeGreaterThan(0);
  });

  it("keeps an SSE stream open far longer than a request may take", async () => {
    const heartbeats: number[] = [];
    const started = performance.now();
    const response = await fetch(`${service.url}/api/v3/stream/events`, {
      headers: { authorization: `Bearer ${service.key}` },
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    while (performance.now() - started < LIMITS.requestTimeoutMs + 1_500) {
      const { value, done } = await reader.read();
      if (done) break;
      if (new TextDecoder().decode(value).includes(": heartbeat"))
        heartbeats.push(performance.now() - started);
    }
    await reader.cancel();
    expect(heartbeats.at(-1)).toBeGreaterThan(LIMITS.requestTimeoutMs + 1_000);
  });
});

describe("a subgraph server", () => {
  let subgraph: { url: string; close(): Promise<void> };
  let closeDeps: () => Promise<void>;

  beforeAll(async () => {
    const sdl = `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
      type Query { hello: String! }`;
    const schema = buildSubgraphSchema([
      { typeDefs: parse(sdl), resolvers: { Query: { hello: () => "world" } } },
    ]);
    const warehouse = await openWarehouse("sqlite::memory:");
    const bus = createInProcessBus();
    subgraph = await serveSubgraph(
      { name: "market", schema, sdl },
      { db: warehouse.db, clock: systemClock, bus },
      { port: 0 },
      LIMITS,
    );
    closeDeps = async () => {
      await bus.close();
      await warehouse.close();
    };
  });
  afterAll(async () => {
    await subgraph?.close();
    await closeDeps?.();
  });

  const base = () => subgraph.url.replace(/\/graphql$/, "");

  const hello = async () => {
    const response = await fetch(subgraph.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ hello }" }),
    });
    return (await response.json()) as { data: { hello: string } };
  };

  it("closes a 2 MiB frame with 1009 and a WebSocket without connection_init with 4408", async () => {
    expect(await oversizedFrame(base(), 2 * MiB)).toBe(1009);
    const { code, afterMs } = await neverInitialised(base());
    expect(code).toBe(4408);
    expect(afterMs).toBeLessThan(2_500);
  });

  it("cuts a POST whose body stops half way with 408, and keeps answering", async () => {
    const body = JSON.stringify({ query: "{ hello }" });
    const cut = await stalledRequest(
      base(),
      postHead("/graphql", body.length) + body.slice(0, body.length / 2),
      15_000,
    );
    expect(cut.held).toBe(false);
    expect(cut.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.afterMs).toBeLessThan(LIMITS.requestTimeoutMs + 2_000);
    expect(await hello()).toEqual({ data: { hello: "world" } });
  });

  it("answers a body that is not JSON with 400, and keeps answering", async () => {
    const response = await fetch(subgraph.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query": "{ hello }"',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: "The request body is not JSON." }] });
    expect(await hello()).toEqual({ data: { hello: "world" } });
  });
});
