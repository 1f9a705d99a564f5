/**
 * The SSE drain timeout (rest-shim/sse.ts): a client whose socket takes nothing for
 * `drainTimeoutMs` is cut off as a slow consumer and told so in a last frame, while a client
 * reading the same stream (sharing its execution: gateway/sharedSubscriptions.ts) receives every
 * frame. The timeout is injected small here (production: 30 s), the grace to read the last frame long.
 */
import { connect, type Socket } from "node:net";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 60, loop: true, heartbeatMs: 1_000 },
    sse: { drainTimeoutMs: 300, cutGraceMs: 60_000 },
  });
});
afterAll(async () => service?.stop());

/** A raw HTTP client that asks for the bars stream and reads nothing until told to. */
function stalledClient(): { socket: Socket; received: () => Promise<string> } {
  const socket = connect(Number(new URL(service.url).port), "127.0.0.1");
  socket.pause();
  socket.write(
    `GET /api/v3/stream/bars?symbols=SPY HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${service.key}\r\nAccept: text/event-stream\r\n\r\n`,
  );
  return {
    socket,
    // Everything it was sent, once it reads again, until the server ends or cuts the connection.
    received: () =>
      new Promise((resolve) => {
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString("utf8");
        });
        socket.on("close", () => resolve(text));
        socket.on("error", () => {});
        socket.resume();
      }),
  };
}

describe("a stalled SSE client", () => {
  it("is cut off after the drain timeout while a reading client receives every frame", async () => {
    const ids: string[] = [];
    const fast = new EventSource(`${service.url}/api/v3/stream/bars?symbols=SPY`, {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${service.key}` },
        }),
    });
    let errors = 0;
    fast.onerror = () => {
      errors += 1;
    };
    let onFrame: () => void = () => {};
    fast.onmessage = (event) => {
      ids.push(event.lastEventId);
      onFrame();
    };
    const slow = stalledClient();
    await new Promise<void>((resolve) => {
      onFrame = resolve;
    });

    // Copies of a real bar (about 600 bytes each), faster than a stalled socket's buffers can hold.
    const template = (await service.bus.last<Record<string, unknown>>("bars"))?.payload;
    const burst: string[] = [];
    for (let i = 0; i < 12_000; i++) {
      burst.push((await service.bus.publish("bars", { ...template, close: i })).id);
      if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lastId = burst.at(-1) as string;
    await new Promise<void>((resolve) => {
      onFrame = () => {
        if (ids.includes(lastId)) resolve();
      };
      onFrame();
    });
    fast.close();
    const seen = new Set(ids);
    expect(burst.every((id) => seen.has(id))).toBe(true);
    expect(errors).toBe(0);

    // The stalled client, reading again, finds only part of the burst, then why it was cut.
    const text = await slow.received();
    expect(text.startsWith("HTTP/1.1 200")).toBe(true);
    expect(text).toMatch(
      /event: error\ndata: \{"detail":\{"error_code":"slow_consumer","error_message":"[^"]+"\}\}\n\nevent: close\ndata: \{"reason":"slow_consumer"\}\n\n(\r\n0\r\n\r\n)?$/,
    );
    const slowIds = [...text.matchAll(/^id: (\S+)$/gm)].map((match) => match[1]);
    expect(slowIds.length).toBeGreaterThan(0);
    expect(slowIds.length).toBeLessThan(burst.length);
    expect(slowIds.includes(lastId)).toBe(false);
  }, 120_000);
});
