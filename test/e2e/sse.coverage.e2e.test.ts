/**
 * SSE streams over the default replay (every held minute session, one producer each): a filtered
 * stream opens only on a producer covering one of its symbols (else 503 symbol_not_covered before
 * anything opens), a ticks connect queues its symbols in the shared warm set, `?since=` resumes,
 * quotes' symbol rule, and an open stream ends with a producer_unavailable frame when its
 * producer stops.
 */
import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REPLAY_PLAN } from "../../subgraphs/market/streams/replayPlan.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";

let service: TestService;

beforeAll(async () => {
  // 600x real time: each session publishes a recorded minute every 100 ms; heartbeats every 250 ms.
  service = await startTestService({ replay: { ...DEFAULT_REPLAY_PLAN, speed: 600, heartbeatMs: 250 } });
}, 60_000);
afterAll(async () => service?.stop());

const bearer = () => ({ authorization: `Bearer ${service.key}` });

const { get } = restClient(() => service);

/** The first `count` frames of an SSE route through an EventSource client. */
async function frames(path: string, count: number): Promise<{ id: string; data: any }[]> {
  const received: { id: string; data: any }[] = [];
  const source = new EventSource(`${service.url}${path}`, {
    fetch: (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), ...bearer() } }),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      source.onmessage = (event) => {
        received.push({ id: event.lastEventId, data: JSON.parse(event.data) });
        if (received.length === count) resolve();
      };
      source.onerror = (error) => reject(error);
    });
  } finally {
    source.close();
  }
  return received.slice(0, count);
}

describe("the default replay", () => {
  it("runs one producer per held session, each naming the ticker it covers", async () => {
    const status = await get("/api/v3/stream/status");
    expect(status.status).toBe(200);
    // The market replays only: the monitor's alerts producer runs beside them (docs/STREAMS.md).
    const producers = status.body.producers
      .filter((p: any) => p.producer.startsWith("market-replay-"))
      .map((p: any) => [p.producer, p.symbols, p.live]);
    expect(producers).toEqual([
      ["market-replay-AAPL-2014-06-09", ["AAPL"], true],
      ["market-replay-AIG-2013-10-11", ["AIG"], true],
      ["market-replay-BAC-2013-10-11", ["BAC"], true],
      ["market-replay-GOOG-2015-12-28", ["GOOG"], true],
      ["market-replay-IBM-2013-10-11", ["IBM"], true],
      ["market-replay-SPY-2023-08-03", ["SPY"], true],
    ]);
  });

  it("streams AAPL bars from the AAPL replay", async () => {
    const received = await frames("/api/v3/stream/bars?symbols=AAPL", 3);
    for (const frame of received) {
      expect(frame.id).toMatch(/^\d+-\d+$/);
      expect(frame.data).toMatchObject({ id: frame.id, ticker: "AAPL", replay: true, bar_period_s: 60 });
      expect(frame.data.original_time.slice(0, 10)).toBe("2014-06-09");
    }
  });
});

describe("coverage of a filtered stream", () => {
  it("answers 503 symbol_not_covered, not billed, before opening a stream no producer covers", async () => {
    const response = await get("/api/v3/stream/bars?symbols=X:BTCUSD");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("x-credits-charged")).toBe("0");
    expect(response.body.detail).toMatchObject({
      error_code: "producer_unavailable",
      stream: "bars",
      not_running_reason: "symbol_not_covered",
      uncovered_symbols: ["X:BTCUSD"],
    });
    expect(response.body.detail.producers).toContain("market-replay-SPY-2023-08-03");
  });

  it("opens a partly covered ticks stream on the covered symbols and queues every symbol in the warm set", async () => {
    const received = await frames("/api/v3/stream/ticks?symbols=SPY,X:BTCUSD", 4);
    expect(new Set(received.map((frame) => frame.data.ticker))).toEqual(new Set(["SPY"]));
    expect(received[0]?.data).toMatchObject({
      size: null,
      size_reason: "minute_aggregate_source",
      replay: true,
    });
    const universe = await get("/api/v3/market/universe");
    const warm = Object.fromEntries(universe.body.warm.map((entry: any) => [entry.symbol, entry]));
    expect(warm.SPY).toMatchObject({ coverage: "trades" });
    expect(warm["X:BTCUSD"]).toMatchObject({ coverage: "trades" });
    expect(warm.SPY.expires_in_s).toBeGreaterThan(0);
    expect(warm.SPY.expires_in_s).toBeLessThanOrEqual(300);
  });

  it("queues a quotes connect's symbols as quotes coverage", async () => {
    await frames("/api/v3/stream/quotes?symbols=SPY,IBM", 1);
    const universe = await get("/api/v3/market/universe");
    const warm = Object.fromEntries(universe.body.warm.map((entry: any) => [entry.symbol, entry.coverage]));
    // SPY was queued as trades by the ticks connect: both together are trades_and_quotes.
    expect(warm).toMatchObject({ SPY: "trades_and_quotes", IBM: "quotes" });
  });
});

describe("quotes and ticks over SSE", () => {
  it("answers 422 for quotes with more than 50 symbols", async () => {
    // Without symbols: test/e2e/contract.e2e.test.ts.
    const many = Array.from({ length: 51 }, () => "SPY").join(",");
    const tooMany = await get(`/api/v3/stream/quotes?symbols=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail).toMatchObject({ error_code: "validation_error", parameter: "symbols" });
  });

  it("resumes ticks after ?since= with nothing lost or repeated", async () => {
    const first = await frames("/api/v3/stream/ticks?symbols=SPY&since=-", 5);
    expect(first.map((frame) => frame.data.ticker)).toEqual(["SPY", "SPY", "SPY", "SPY", "SPY"]);
    const resumed = await frames(`/api/v3/stream/ticks?symbols=SPY&since=${first[1]?.id}`, 3);
    expect(resumed.map((frame) => frame.id)).toEqual(first.slice(2, 5).map((frame) => frame.id));
  });
});

describe("a producer that stops", () => {
  it("ends its open stream with a producer_unavailable error frame, then refuses new ones", async () => {
    const controller = new AbortController();
    const response = await fetch(`${service.url}/api/v3/stream/bars?symbols=GOOG&since=-`, {
      headers: bearer(),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = "";
    while (!text.includes("data: {")) text += new TextDecoder().decode((await reader.read()).value);
    const goog = service.producers.replay?.find(
      (replay) => replay.identity.producer === "market-replay-GOOG-2015-12-28",
    );
    await goog?.stop();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    const error = /event: error\ndata: (.*)\n/.exec(text)?.[1];
    expect(JSON.parse(error as string).detail).toMatchObject({
      error_code: "producer_unavailable",
      stream: "bars",
      not_running_reason: "producer_stopped",
    });
    expect(text.trimEnd().endsWith('data: {"reason":"stream_ended"}')).toBe(true);

    const refused = await get("/api/v3/stream/bars?symbols=GOOG");
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toMatchObject({
      error_code: "producer_unavailable",
      not_running_reason: "producer_stopped",
    });
    // The other producers go on.
    expect(await frames("/api/v3/stream/bars?symbols=IBM", 1)).toHaveLength(1);
  });
});
