/**
 * The signals and decisions streams fed by the replay of the book's changes
 * (subgraphs/signals/data/replayProducer.ts), end to end: the generator statuses and
 * svc_v3_stream_status report the producer, SSE and graphql-ws frames carry the book's changes of
 * the first replayed date (recomputed here from signals_book_rows by SQL), marked `replay: true`,
 * the replay sees no book date after the clock, and a stopped producer leaves the streams answering
 * 503 producer_unavailable.
 *
 * The replay publishes one book date a minute here, so only its first (2014-01-03 against
 * 2014-01-02) is on the bus while the tests read it.
 */

import { createClient } from "graphql-ws";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { fixedClock } from "../../core/clock.js";
import { createInProcessBus } from "../../subgraphs/kit/eventBus.js";
import { runProducer } from "../../subgraphs/kit/producers.js";
import { signalsReplayFeed } from "../../subgraphs/signals/data/replayProducer.js";
import { narrowTo } from "../../warehouse/views.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    replay: false,
    signalsReplay: { sessionMs: 60_000, loop: true, heartbeatMs: 1_000 },
  });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

interface Change {
  ticker: string;
  before_decile: number | null;
  after_decile: number | null;
  before_direction: string | null;
  after_direction: string | null;
}

/** Every stock of 2014-01-02 or 2014-01-03 with its decile and direction on both. */
async function firstChanges(): Promise<Change[]> {
  const { rows } = await sql<Change>`
    select t.ticker, b.decile as before_decile, a.decile as after_decile,
           b.direction as before_direction, a.direction as after_direction
    from (select ticker from signals_book_rows where book_date in ('2014-01-02', '2014-01-03') group by ticker) t
    left join signals_book_rows b on b.ticker = t.ticker and b.book_date = '2014-01-02'
    left join signals_book_rows a on a.ticker = t.ticker and a.book_date = '2014-01-03'
    order by t.ticker`.execute(service.warehouse.db);
  return rows;
}

const side = (direction: string | null) => (direction === "LONG" || direction === "SHORT" ? direction : null);

/** The `data:` frames of an SSE stream until `count` arrived. */
async function sseFrames(path: string, count: number): Promise<any[]> {
  const abort = new AbortController();
  const response = await fetch(`${service.url}${path}`, {
    headers: { authorization: `Bearer ${service.key}` },
    signal: abort.signal,
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  // Complete events only: a chunk can end inside a line.
  const frames = () =>
    text
      .split("\n\n")
      .slice(0, -1)
      .flatMap((event) => [...event.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1] as string)));
  while (frames().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  abort.abort();
  return frames().slice(0, count);
}

describe("the signals replay producer", () => {
  it("is reported running by the generator statuses and ready (replay) by stream status", async () => {
    for (const [path, capability] of [
      ["/api/v3/stream/signal_generator_status", "signals"],
      ["/api/v3/stream/decision_generator_status", "decisions"],
    ] as const) {
      const { body } = await get(path);
      expect(body).toMatchObject({
        capability,
        effective_status: "running",
        reason: null,
        producers: ["signals-book-replay"],
        live_producers: ["signals-book-replay"],
      });
    }
    const status = await get("/api/v3/stream/status");
    const byName = Object.fromEntries(status.body.capabilities.map((c: any) => [c.capability, c]));
    for (const capability of ["signals", "decisions"]) {
      expect(byName[capability]).toMatchObject({
        status: "ready",
        live: true,
        replay: true,
        live_producers: ["signals-book-replay"],
      });
    }
    expect(status.body.producers).toEqual([
      expect.objectContaining({
        producer: "signals-book-replay",
        capabilities: ["signals", "decisions"],
        replay: true,
        source: "replay:signals_book",
        state: "running",
      }),
      // The monitoring's producer of the alerts stream (gateway/monitoring/alertsFeed.ts).
      expect.objectContaining({ producer: `gateway-alerts-${service.monitor?.replicaId}`, replay: false }),
    ]);
    expect(status.body.unavailable_sse_endpoints.map((e: any) => e.path)).not.toContain(
      "/api/v3/stream/signals",
    );
  });

  it("streams over SSE a signal frame per decile the first replayed date changed", async () => {
    const changes = (await firstChanges()).filter(
      (c) => c.after_decile !== null && c.after_decile !== c.before_decile,
    );
    const frames = await sseFrames("/api/v3/stream/signals?since=-", changes.length + 1);
    const [ready, ...records] = frames;
    expect(ready).toMatchObject({
      type: "ready",
      ready: true,
      producer_live: true,
      producers: ["signals-book-replay"],
      replay: true,
      ticker: null,
      book_date: null,
    });
    expect(records.map((f) => [f.ticker, f.previous_decile, f.decile])).toEqual(
      changes.map((c) => [c.ticker, c.before_decile, c.after_decile]),
    );
    expect(records[0]).toMatchObject({
      type: "signal",
      replay: true,
      book_date: "2014-01-03",
      // The book date's close, 16:00 ET.
      timestamp: "2014-01-03T21:00:00.000Z",
      original_time: "2014-01-03T21:00:00.000Z",
    });
  });

  it("streams over graphql-ws a decision frame per change of the house book", async () => {
    const changes = (await firstChanges()).filter(
      (c) => side(c.before_direction) !== side(c.after_direction),
    );
    const flip = changes.find((c) => side(c.before_direction) !== null && side(c.after_direction) !== null);
    const open = changes.find((c) => side(c.before_direction) === null) as Change;
    const client = createClient({
      url: `${service.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${service.key}` },
      retryAttempts: 0,
    });
    const received: any[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const stop = client.subscribe(
          {
            query: `subscription { decisions(symbols: ["${open.ticker}"], since: "-") {
              type ticker event side previousSide bookDate replay instrument { ticker } } }`,
          },
          {
            next: (value) => {
              received.push(value);
              if (received.length === 2 || value.errors) {
                stop();
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
    expect(received[0].data.decisions).toMatchObject({ type: "ready", ticker: null });
    expect(received[1].data.decisions).toEqual({
      type: "decision",
      ticker: open.ticker,
      event: "open",
      side: side(open.after_direction),
      previousSide: null,
      bookDate: "2014-01-03",
      replay: true,
      instrument: { ticker: open.ticker },
    });
    // Every change is one frame: opens, closes and flips of 2014-01-03.
    const all = await sseFrames("/api/v3/stream/decisions?since=-", changes.length + 1);
    expect(all.slice(1).map((f) => [f.ticker, f.event])).toEqual(
      changes.map((c) => [
        c.ticker,
        side(c.before_direction) === null ? "open" : side(c.after_direction) === null ? "close" : "flip",
      ]),
    );
    if (flip) expect(all.find((f) => f.ticker === flip.ticker)?.event).toBe("flip");
  });
});

describe("the replay at a pinned clock", () => {
  it("replays only the book dates whose close is final at the clock, then finishes", async () => {
    const bus = createInProcessBus({ retention: 100_000 });
    // 2014-01-07 10:00 ET: the last final close is 2014-01-06.
    const clock = fixedClock("2014-01-07T15:00:00Z");
    const producer = await runProducer(
      bus,
      signalsReplayFeed(
        { db: narrowTo("signals", service.warehouse.db), clock },
        { sessionMs: 5, loop: false },
      ),
      { heartbeatMs: 60_000 },
    );
    await producer.finished;
    const frames = await bus.read<{ bookDate: string }>("signals", { since: "-", limit: 100_000 });
    const dates = [...new Set(frames.map((f) => f.payload.bookDate))];
    expect(dates).toEqual(["2014-01-03", "2014-01-06"]);
    await producer.stop();
  });
});

describe("with the producer stopped", () => {
  it("reports degraded generators and refuses the streams with 503 producer_unavailable", async () => {
    await service.producers.signalsReplay?.[0]?.stop();
    const signal = await get("/api/v3/stream/signal_generator_status");
    expect(signal.body).toMatchObject({ effective_status: "degraded", reason: "producer_stopped" });
    const response = await fetch(`${service.url}/api/v3/stream/decisions`, {
      headers: { authorization: `Bearer ${service.key}` },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    expect(((await response.json()) as any).detail).toMatchObject({
      error_code: "producer_unavailable",
      not_running_reason: "producer_stopped",
    });
  });
});
