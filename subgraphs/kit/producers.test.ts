import { describe, expect, it } from "vitest";
import { ServiceError } from "../../core/errors.js";
import { createInProcessBus } from "./eventBus.js";
import {
  decideLiveness,
  type FeedAdapter,
  type FeedSink,
  type Heartbeat,
  heartbeatStream,
  knownProducers,
  liveProducers,
  PRODUCERS_STREAM,
  producerStatus,
  requireLiveProducer,
  runProducer,
} from "./producers.js";

const T0 = Date.parse("2026-03-02T15:00:00Z");
const S = 1_000;

describe("decideLiveness (spec/03 Events rule 3)", () => {
  const base = {
    nowMs: T0,
    heartbeatAtMs: null,
    lastFeedMessageAtMs: null,
    lastFrameAtMs: null,
    state: null,
  };

  it("is live on a frame at most 120 s old, whatever the heartbeat", () => {
    expect(decideLiveness({ ...base, lastFrameAtMs: T0 - 120 * S })).toEqual({
      live: true,
      basis: "frame",
      notRunningReason: null,
    });
    expect(decideLiveness({ ...base, lastFrameAtMs: T0 - 120 * S - 1 })).toEqual({
      live: false,
      basis: null,
      notRunningReason: "no_heartbeat",
    });
  });

  it("is live on a feed message within 90 s of a heartbeat at most 120 s old", () => {
    // Heartbeat 120 s old, its feed message 90 s before it: live (both bounds inclusive).
    expect(
      decideLiveness({ ...base, heartbeatAtMs: T0 - 120 * S, lastFeedMessageAtMs: T0 - 210 * S }),
    ).toMatchObject({ live: true, basis: "feed_message" });
    // One millisecond more on either side is not.
    expect(
      decideLiveness({ ...base, heartbeatAtMs: T0 - 120 * S - 1, lastFeedMessageAtMs: T0 - 121 * S }),
    ).toMatchObject({ live: false, notRunningReason: "heartbeat_stale" });
    expect(
      decideLiveness({ ...base, heartbeatAtMs: T0 - 10 * S, lastFeedMessageAtMs: T0 - 100 * S - 1 }),
    ).toMatchObject({ live: false, notRunningReason: "no_feed_messages" });
    // A fresh heartbeat from a producer that never heard from its feed is not live.
    expect(decideLiveness({ ...base, heartbeatAtMs: T0 })).toMatchObject({
      live: false,
      notRunningReason: "no_feed_messages",
    });
  });

  it("is not live once the producer said it stopped or its replay finished, even with a fresh frame", () => {
    const fresh = { ...base, heartbeatAtMs: T0, lastFeedMessageAtMs: T0, lastFrameAtMs: T0 };
    expect(decideLiveness({ ...fresh, state: "stopped" }).notRunningReason).toBe("producer_stopped");
    expect(decideLiveness({ ...fresh, state: "finished" }).notRunningReason).toBe("replay_finished");
    expect(decideLiveness({ ...fresh, state: "running" }).live).toBe(true);
  });
});

/** A bus and a producer clock that only move when told to. */
function pinnedTime() {
  let now = T0;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    bus: createInProcessBus({ now: () => now }),
  };
}

/** A feed the test drives: frames and vendor messages when the test says so. */
function manualFeed(name: string, capabilities: FeedAdapter["identity"]["capabilities"]) {
  let sink: FeedSink | undefined;
  let end: (how: "finished" | "stopped") => void = () => {};
  const adapter: FeedAdapter = {
    identity: { producer: name, capabilities, replay: false, source: `vendor:${name}` },
    async start(s) {
      sink = s;
      return {
        ended: new Promise((resolve) => {
          end = resolve;
        }),
        stop: () => end("stopped"),
      };
    },
  };
  return {
    adapter,
    sink: () => sink as FeedSink,
    finish: () => end("finished"),
  };
}

describe("runProducer and the heartbeat reader", () => {
  it("registers, heartbeats what it published, and is live while its frames are fresh", async () => {
    const time = pinnedTime();
    const feed = manualFeed("vendor-a", ["ticks", "quotes"]);
    const producer = await runProducer(time.bus, feed.adapter, { heartbeatMs: 60_000, now: time.now });
    expect(await knownProducers(time.bus)).toEqual(["vendor-a"]);
    expect((await time.bus.last(PRODUCERS_STREAM))?.payload).toMatchObject({
      producer: "vendor-a",
      capabilities: ["ticks", "quotes"],
      heartbeat_ms: 60_000,
    });
    // The first heartbeat goes out at start, before any frame: registered but not live yet.
    expect((await time.bus.last<Heartbeat>(heartbeatStream("vendor-a")))?.payload).toEqual({
      producer: "vendor-a",
      capabilities: ["ticks", "quotes"],
      replay: false,
      source: "vendor:vendor-a",
      started_at: "2026-03-02T15:00:00.000Z",
      heartbeat_at: "2026-03-02T15:00:00.000Z",
      heartbeat_ms: 60_000,
      last_frame_at: null,
      last_feed_message_at: null,
      frames_published: 0,
      state: "running",
    });
    expect(await liveProducers(time.bus, "ticks", time.now())).toEqual([]);

    time.advance(2 * S);
    const event = await feed.sink().publish("ticks", { ticker: "SPY", price: 448.31 }, time.now());
    expect(event.payload).toEqual({ ticker: "SPY", price: 448.31, producer: "vendor-a" });
    // The frame on the bus makes it live before the next heartbeat reports it.
    time.advance(30 * S);
    const status = await producerStatus(time.bus, "vendor-a", time.now());
    expect(status).toMatchObject({
      live: true,
      basis: "frame",
      not_running_reason: null,
      heartbeat_age_s: 32,
      last_frame_age_s: 30,
      frames_published: 0,
      state: "running",
    });
    expect((await liveProducers(time.bus, "ticks", time.now())).map((s) => s.producer)).toEqual(["vendor-a"]);
    expect(await liveProducers(time.bus, "bars", time.now())).toEqual([]);
    await expect(feed.sink().publish("bars", {}, time.now())).rejects.toThrow(
      "did not declare the bars capability",
    );

    // 121 s after the frame with no heartbeat since start: not live.
    time.advance(91 * S);
    expect(await producerStatus(time.bus, "vendor-a", time.now())).toMatchObject({
      live: false,
      not_running_reason: "heartbeat_stale",
      last_frame_age_s: 121,
    });

    await producer.stop();
    expect((await time.bus.last<Heartbeat>(heartbeatStream("vendor-a")))?.payload).toMatchObject({
      state: "stopped",
      frames_published: 1,
      last_frame_at: "2026-03-02T15:00:02.000Z",
    });
    expect(await producerStatus(time.bus, "vendor-a", time.now())).toMatchObject({
      live: false,
      not_running_reason: "producer_stopped",
    });
  });

  it("stays live on vendor messages without frames (a quiet market), per the heartbeat half of the rule", async () => {
    const time = pinnedTime();
    const feed = manualFeed("vendor-b", ["quotes"]);
    const producer = await runProducer(time.bus, feed.adapter, { heartbeatMs: 5_000, now: time.now });
    time.advance(200 * S);
    feed.sink().feedMessage();
    // The interval timer runs on real time; publish the heartbeat the test's clock would have sent.
    await time.bus.publish<Heartbeat>(heartbeatStream("vendor-b"), {
      ...((await time.bus.last<Heartbeat>(heartbeatStream("vendor-b")))?.payload as Heartbeat),
      heartbeat_at: new Date(time.now()).toISOString(),
      last_feed_message_at: new Date(time.now()).toISOString(),
    });
    expect(await producerStatus(time.bus, "vendor-b", time.now())).toMatchObject({
      live: true,
      basis: "feed_message",
      last_frame_age_s: null,
    });
    await producer.stop();
  });

  it("reports a finished replay as not live, and requireLiveProducer refuses with producer_unavailable", async () => {
    const time = pinnedTime();
    const feed = manualFeed("replay-x", ["bars"]);
    const producer = await runProducer(time.bus, feed.adapter, { heartbeatMs: 60_000, now: time.now });
    await feed.sink().publish("bars", { ticker: "SPY" }, time.now());
    expect(await requireLiveProducer(time.bus, "bars", time.now())).toHaveLength(1);
    feed.finish();
    await producer.finished;
    const refusal = await requireLiveProducer(time.bus, "bars", time.now()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({
      errorCode: "producer_unavailable",
      status: 503,
      billing: "not_billed",
      extra: { stream: "bars", producers: ["replay-x"], not_running_reason: "replay_finished" },
    });
    const none = await requireLiveProducer(time.bus, "signals", time.now()).catch((error: unknown) => error);
    expect(none).toMatchObject({
      errorCode: "producer_unavailable",
      message: "No producer publishes the signals stream.",
      extra: { stream: "signals", producers: [], not_running_reason: "no_producer" },
    });
  });

  it("marks the frames a bus outage lost on the next frame of each stream, and registers again", async () => {
    const time = pinnedTime();
    // The outage: the in-process bus refusing publishes, as a Redis bus does while Redis is down.
    let down = false;
    const publish = time.bus.publish.bind(time.bus);
    time.bus.publish = (stream, payload) =>
      down ? Promise.reject(new Error("Connection is closed.")) : publish(stream, payload);
    const feed = manualFeed("replay-gap", ["ticks", "bars"]);
    const producer = await runProducer(time.bus, feed.adapter, { heartbeatMs: 60_000, now: time.now });
    const minute = (n: number) => Date.parse("2023-08-03T13:30:00Z") + n * 60 * S;
    const before = await feed.sink().publish("bars", { ticker: "SPY" }, minute(0));
    expect(before.payload).toEqual({ ticker: "SPY", producer: "replay-gap" });

    down = true;
    for (const n of [1, 2, 3]) {
      await expect(feed.sink().publish("ticks", { ticker: "SPY" }, minute(n))).rejects.toThrow(
        "Connection is closed.",
      );
    }
    await expect(feed.sink().publish("bars", { ticker: "SPY" }, minute(1))).rejects.toThrow();
    down = false;

    const bars = await feed.sink().publish("bars", { ticker: "SPY" }, minute(4));
    expect(bars.payload).toEqual({
      ticker: "SPY",
      producer: "replay-gap",
      gap: { firstLostMs: minute(1), lastLostMs: minute(1), framesLost: 1, reason: "bus_unavailable" },
    });
    const ticks = await feed.sink().publish("ticks", { ticker: "SPY" }, minute(4));
    expect(ticks.payload.gap).toEqual({
      firstLostMs: minute(1),
      lastLostMs: minute(3),
      framesLost: 3,
      reason: "bus_unavailable",
    });
    // Told once: the frames after carry none.
    expect((await feed.sink().publish("ticks", { ticker: "SPY" }, minute(5))).payload.gap).toBeUndefined();
    expect((await feed.sink().publish("bars", { ticker: "SPY" }, minute(5))).payload.gap).toBeUndefined();

    // A bus back from an outage may have lost the registration: the next heartbeat registers again.
    await producer.stop();
    const registrations = await time.bus.read(PRODUCERS_STREAM, { since: "-", limit: 10 });
    expect(registrations.map((event) => (event.payload as { producer: string }).producer)).toEqual([
      "replay-gap",
      "replay-gap",
    ]);
    expect(await knownProducers(time.bus)).toEqual(["replay-gap"]);
  });

  it("answers cache_unavailable when the bus cannot be read", async () => {
    const bus = createInProcessBus();
    bus.read = async () => {
      throw new Error("connection refused");
    };
    await expect(requireLiveProducer(bus, "ticks")).rejects.toMatchObject({ errorCode: "cache_unavailable" });
  });
});
