/**
 * The bars stream over SSE, fed by the SPY 2023-08-03 replay: what `curl -N` shows (frames with
 * ids), resumption with Last-Event-ID, and that a client which stops reading never holds back
 * one that reads.
 */
import { connect } from "node:net";
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true, heartbeatMs: 1_000 },
    // Each subscriber may fall 2,000 events behind before it is cut off (production: the retention).
    bus: { maxQueued: 2_000 },
  });
});
afterAll(async () => service?.stop());

function bars(lastEventId?: string) {
  const frames: { id: string; data: any }[] = [];
  const source = new EventSource(`${service.url}/api/v3/stream/bars?symbols=SPY`, {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: {
          ...(init?.headers as Record<string, string>),
          authorization: `Bearer ${service.key}`,
          ...(lastEventId ? { "last-event-id": lastEventId } : {}),
        },
      }),
  });
  source.onmessage = (event) => frames.push({ id: event.lastEventId, data: JSON.parse(event.data) });
  const state = { errors: 0 };
  source.onerror = () => {
    state.errors += 1;
  };
  const waitFor = async (count: number) => {
    for (let i = 0; i < 200 && frames.length < count; i++) await new Promise((r) => setTimeout(r, 25));
    return frames.slice(0, count);
  };
  return {
    source,
    frames,
    waitFor,
    get errors() {
      return state.errors;
    },
  };
}

describe("bars over SSE", () => {
  it("says what the connection cost in its headers: one credit, once, when it opens", async () => {
    const controller = new AbortController();
    const response = await fetch(`${service.url}/api/v3/stream/bars?symbols=SPY`, {
      headers: { authorization: `Bearer ${service.key}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-credits-charged")).toBe("1");
    expect(Number(response.headers.get("x-credits-left"))).toBeGreaterThan(0);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    controller.abort();
  });

  it("streams replayed SPY bars with ids, and resumes after Last-Event-ID", async () => {
    const first = bars();
    const received = await first.waitFor(3);
    first.source.close();
    expect(received).toHaveLength(3);
    for (const frame of received) {
      expect(frame.id).toMatch(/^\d+-\d+$/);
      expect(frame.data).toMatchObject({ id: frame.id, ticker: "SPY", bar_period_s: 60, replay: true });
      expect(Date.parse(frame.data.bar_end) - Date.parse(frame.data.bar_start)).toBe(60_000);
      expect(frame.data.timestamp).toBe(frame.data.bar_end);
    }
    const last = received[2]?.id as string;
    const resumed = bars(last);
    const next = await resumed.waitFor(2);
    resumed.source.close();
    // The stream id after `last` on the bus is exactly the first frame of the reconnect.
    const expected = await service.bus.read<unknown>("bars", { since: last, limit: 2 });
    expect(next.map((f) => f.id)).toEqual(expected.map((e) => e.id));
  });

  it("keeps a reading client whole while another stops reading", async () => {
    const fast = bars();
    // A raw HTTP client that sends its request and never reads a byte of the answer.
    const slow = connect(Number(new URL(service.url).port), "127.0.0.1");
    slow.pause();
    slow.write(
      `GET /api/v3/stream/bars HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${service.key}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    await fast.waitFor(1);
    // 12,000 frames at a pace a reading client keeps up with (copies of a real frame, about 600
    // bytes each). On loopback the kernel's socket buffers absorb megabytes, so the stalled
    // client is not yet cut off here; the bounded queue that cuts it is tested on the buses
    // (subgraphs/kit/busContract.ts) and the drain timeout in rest-shim/sse.ts.
    const template = (await service.bus.last<Record<string, unknown>>("bars"))?.payload;
    expect(template).toBeDefined();
    const before = fast.frames.length;
    const burst = 12_000;
    for (let i = 0; i < burst; i++) {
      await service.bus.publish("bars", { ...template, close: i });
      if (i % 100 === 99) await new Promise((r) => setTimeout(r, 60));
    }
    const got = await fast.waitFor(before + burst);
    fast.source.close();
    slow.destroy();
    // The replay keeps publishing real bars meanwhile, so the fast client gets at least the burst.
    expect(got.length).toBeGreaterThanOrEqual(before + burst);
    expect(fast.errors).toBe(0);
  }, 120_000);
});
