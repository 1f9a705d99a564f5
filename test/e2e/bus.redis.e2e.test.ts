/**
 * Two whole services on one Redis share the event bus: one runs the bars replay, the other none,
 * and a graphql-ws client on each receives the same bar frames, with the same stream ids, in the
 * same order, none lost; an id from one service resumes on the other.
 */
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningService, startService } from "../../app/standalone.js";
import { issueKey } from "../../gateway/access/keys.js";
import { compareIds } from "../../subgraphs/kit/eventBus.js";
import { startRedis, type TestRedis } from "../support/redis.js";
import { copyTemplate, type TemplateCopy } from "../support/template.js";

let redis: TestRedis;
let copy: TemplateCopy | undefined;
let producer: RunningService;
let reader: RunningService;
let key: string;

beforeAll(async () => {
  redis = await startRedis();
  copy = await copyTemplate("qf-bus-e2e-");
  const common = { databaseUrl: copy.url, port: 0, access: { redisUrl: redis.url } };
  // 6000× real time: a bar every 10 ms.
  producer = await startService({
    ...common,
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 6000, loop: true },
  });
  reader = await startService({ ...common, replay: false });
  key = (await issueKey(producer.warehouse.db, "bus e2e", { plan: "enterprise" })).key;
}, 120_000);

afterAll(async () => {
  await reader?.close();
  await producer?.close();
  await redis?.stop();
  await copy?.remove();
});

interface Frame {
  id: string;
  ticker: string;
  barStart: string;
  close: number;
}

/** A graphql-ws subscription to `bars` on one service, collecting frames until `count`. */
function subscribeBars(service: RunningService, count: number, since?: string) {
  const client = createClient({
    url: `${service.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${key}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  const frames: Frame[] = [];
  const done = new Promise<Frame[]>((resolve, reject) => {
    const unsubscribe = client.subscribe<{ bars: Frame }>(
      {
        query: `subscription ($since: String) { bars(symbols: ["SPY"], since: $since) { id ticker barStart close } }`,
        variables: since === undefined ? {} : { since },
      },
      {
        next: (value) => {
          if (value.errors?.length) return reject(new Error(JSON.stringify(value.errors)));
          frames.push(value.data?.bars as Frame);
          if (frames.length === count) {
            unsubscribe();
            resolve(frames);
          }
        },
        error: reject,
        complete: () => resolve(frames),
      },
    );
  });
  return { frames, done, dispose: () => client.dispose() };
}

describe("two services on one Redis bus", () => {
  it("deliver the same bar frames with the same ids, in order, none lost, from a replay in one of them", async () => {
    expect(producer.bus.kind).toBe("redis");
    expect(reader.bus.kind).toBe("redis");
    const onProducer = subscribeBars(producer, 60);
    const onReader = subscribeBars(reader, 60);
    const [a, b] = await Promise.all([onProducer.done, onReader.done]);
    await Promise.all([onProducer.dispose(), onReader.dispose()]);

    // Each began at its own moment; from the later start on, both hold the same frames.
    const firstCommon = [a[0], b[0]]
      .map((frame) => (frame as Frame).id)
      .sort(compareIds)
      .at(-1) as string;
    const fromA = a.slice(a.findIndex((frame) => frame.id === firstCommon));
    const fromB = b.slice(b.findIndex((frame) => frame.id === firstCommon));
    const overlap = Math.min(fromA.length, fromB.length);
    expect(overlap).toBeGreaterThanOrEqual(40);
    expect(fromB.slice(0, overlap)).toEqual(fromA.slice(0, overlap));

    // None lost: each client's frames are exactly the stream's bars from its first one on.
    for (const frames of [a, b]) {
      const [first] = frames as [Frame];
      const stream = await reader.bus.read<{ ticker: string }>("bars", {
        since: first.id,
        limit: frames.length - 1,
      });
      expect(frames.slice(1).map((frame) => frame.id)).toEqual(stream.map((event) => event.id));
      expect(frames.every((frame) => frame.ticker === "SPY")).toBe(true);
      // In replay order: later bars each time, except where the loop starts over.
      const starts = frames.map((frame) => Date.parse(frame.barStart));
      const backwards = starts.slice(1).filter((start, i) => start <= (starts[i] as number));
      expect(backwards.length).toBeLessThanOrEqual(1);
    }
  });

  it("resume on the service without a producer from an id the other one delivered", async () => {
    const live = subscribeBars(producer, 5);
    const [first] = (await live.done) as [Frame];
    await live.dispose();
    // Let more bars pass, then resume on the other service after the first one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resumed = subscribeBars(reader, 30, first.id);
    const frames = await resumed.done;
    await resumed.dispose();
    const stream = await producer.bus.read<{ ticker: string }>("bars", { since: first.id, limit: 30 });
    expect(frames.map((frame) => frame.id)).toEqual(stream.map((event) => event.id));
  });
});
