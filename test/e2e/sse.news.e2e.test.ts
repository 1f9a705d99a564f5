/**
 * The news stream fed by the news store's replay (subgraphs/intel/data/newsReplay.ts) at a clock of
 * 2016-01-01: the 16 filing events visible then, in acceptance order, over SSE and graphql-ws,
 * resumed with Last-Event-ID and `since` with no gap and no duplicate; the publisher's status and
 * the stream status say it is live and a replay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { startTestService, type TestService } from "../support/service.js";
import { type SseFrame, sseStream, wsSubscription } from "../support/streamClients.js";

const CLOCK = "2016-01-01T00:00:00Z";
let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    clock: fixedClock(CLOCK),
    replay: false,
    newsReplay: { itemMs: 40, loop: true, heartbeatMs: 1_000 },
  });
});
afterAll(async () => service?.stop());

const bearer = () => ({ authorization: `Bearer ${service.key}` });
const NEWS =
  "subscription ($since: String) { news(since: $since) { id ticker title timestamp replay originalTime } }";

/** The items visible at the clock, in acceptance order, read from the warehouse itself. */
async function visibleItems() {
  return service.warehouse.db
    .selectFrom("news_items")
    .select(["ticker", "title", "published_ms"])
    .where("visible_from_ms", "<=", Date.parse(CLOCK))
    .orderBy("published_ms")
    .orderBy("id")
    .execute();
}

async function sseFrames(path: string, count: number, headers: Record<string, string> = {}) {
  const stream = await sseStream(service.url, path, { ...bearer(), ...headers });
  expect(stream.status).toBe(200);
  const frames = (await stream.waitFor(count)).slice(0, count);
  await stream.close();
  return { frames, headers: stream.headers };
}

const idsOf = (frames: readonly SseFrame[]) => frames.map((frame) => frame.id);

describe("the news stream (the news store's replay)", () => {
  it("replays the items visible at the clock in acceptance order, then again from the first", async () => {
    const items = await visibleItems();
    expect(items).toHaveLength(16);
    const { frames, headers } = await sseFrames("/api/v3/stream/news?since=-", 17);
    expect(headers.get("x-credits-charged")).toBe("2");
    expect(frames).toHaveLength(17);
    // Known answer: AAPL's 8-K accepted 2015-02-09 21:53:06Z is the oldest item of the store.
    expect(frames[0]?.data).toMatchObject({
      ticker: "AAPL",
      title: "Current report (8-K): Other Events | Financial Statements and Exhibits",
      timestamp: "2015-02-09T21:53:06.000Z",
      as_of: "2015-02-09T21:53:06.000Z",
      original_time: "2015-02-09T21:53:06.000Z",
      replay: true,
      source: "sec-edgar",
    });
    expect(
      frames.slice(0, 16).map((f) => [f.data.ticker, f.data.title, Date.parse(f.data.timestamp)]),
    ).toEqual(items.map((item) => [item.ticker, item.title, Number(item.published_ms)]));
    // The pass holds exactly those 16: the 17th frame is the first item again (loop).
    expect(frames[16]?.data.timestamp).toBe("2015-02-09T21:53:06.000Z");
    for (const frame of frames) expect(Date.parse(frame.data.timestamp)).toBeLessThan(Date.parse(CLOCK));
  });

  it("resumes after Last-Event-ID over SSE and after since over graphql-ws, no gap, no duplicate", async () => {
    const { frames } = await sseFrames("/api/v3/stream/news?since=-", 12);
    const resumed = await sseFrames("/api/v3/stream/news", 3, { "last-event-id": frames[4]?.id as string });
    expect(idsOf(resumed.frames)).toEqual(idsOf(frames.slice(5, 8)));
    expect(resumed.frames.map((f) => f.data.title)).toEqual(frames.slice(5, 8).map((f) => f.data.title));

    const ws = wsSubscription(service.url, service.key, NEWS, { since: "-" });
    const wsFrames = (await ws.waitFor(12)).slice(0, 12);
    await ws.close();
    expect(wsFrames.map((f) => f.data?.news.id)).toEqual(idsOf(frames));
    expect(wsFrames[0]?.data?.news).toMatchObject({
      ticker: "AAPL",
      timestamp: "2015-02-09T21:53:06.000Z",
      replay: true,
      originalTime: "2015-02-09T21:53:06.000Z",
    });
    const wsResumed = wsSubscription(service.url, service.key, NEWS, { since: frames[8]?.id });
    const next = (await wsResumed.waitFor(3)).slice(0, 3);
    await wsResumed.close();
    expect(next.map((f) => f.data?.news.id)).toEqual(idsOf(frames.slice(9, 12)));
  });

  it("covers the tickers of the items visible at the clock: MSFT's filings come later", async () => {
    const { frames } = await sseFrames("/api/v3/stream/news?symbols=AAPL&since=-", 3);
    expect(frames.map((f) => f.data.ticker)).toEqual(["AAPL", "AAPL", "AAPL"]);
    // The store holds 94 MSFT filings, none visible on 2016-01-01: the replay does not cover MSFT.
    const refused = await restClient(() => service).get("/api/v3/stream/news?symbols=MSFT");
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toMatchObject({
      error_code: "producer_unavailable",
      not_running_reason: "symbol_not_covered",
    });
  });

  it("says the publisher runs and the stream is live and a replay", async () => {
    const publisher = await restClient(() => service).get("/api/v3/stream/news_publisher_status");
    expect(publisher.body).toMatchObject({
      effective_status: "running",
      reason: null,
      producers: ["news-store-replay"],
      live_producers: ["news-store-replay"],
    });
    const status = await restClient(() => service).get("/api/v3/stream/status");
    const news = status.body.capabilities.find((c: { capability: string }) => c.capability === "news");
    expect(news).toMatchObject({
      status: "ready",
      live: true,
      replay: true,
      live_producers: ["news-store-replay"],
    });
    expect(status.body.unavailable_sse_endpoints.map((e: { path: string }) => e.path)).not.toContain(
      "/api/v3/stream/news",
    );
  });
});
