import { describe, expect, it } from "vitest";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { createInProcessBus } from "../kit/eventBus.js";
import { type Heartbeat, heartbeatStream, PRODUCERS_STREAM } from "../kit/producers.js";
import { generatorStatus } from "./domain/generatorStatus.js";
import { definition } from "./index.js";

describe("generatorStatus (spec/01 Generator effective status)", () => {
  it("knows the answers", () => {
    expect(generatorStatus(null)).toEqual({
      effectiveStatus: "unknown",
      reason: "heartbeat_unreadable",
      producers: [],
      liveProducers: [],
    });
    expect(generatorStatus([])).toEqual({
      effectiveStatus: "unavailable",
      reason: "no_producer",
      producers: [],
      liveProducers: [],
    });
    expect(
      generatorStatus([
        { producer: "g1", live: false, not_running_reason: "producer_stopped" },
        { producer: "g2", live: false, not_running_reason: "heartbeat_stale" },
      ]),
    ).toEqual({
      effectiveStatus: "degraded",
      reason: "producer_stopped,heartbeat_stale",
      producers: ["g1", "g2"],
      liveProducers: [],
    });
    expect(
      generatorStatus([
        { producer: "g1", live: true, not_running_reason: null },
        { producer: "g2", live: false, not_running_reason: "no_heartbeat" },
      ]),
    ).toMatchObject({ effectiveStatus: "running", reason: null, liveProducers: ["g1"] });
  });
});

describe("Query.signalGeneratorStatus / decisionGeneratorStatus", () => {
  const { run } = useSubgraph(definition, "2026-03-02T15:00:00Z");
  const QUERY = `{ signalGeneratorStatus { asOf capability effectiveStatus reason producers liveProducers streamPath }
    decisionGeneratorStatus { capability effectiveStatus reason streamPath } }`;

  it("says honestly that no generator runs", async () => {
    const result = await run(QUERY);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      signalGeneratorStatus: {
        asOf: "2026-03-02T15:00:00.000Z",
        capability: "signals",
        effectiveStatus: "unavailable",
        reason: "no_producer",
        producers: [],
        liveProducers: [],
        streamPath: "/api/v3/stream/signals",
      },
      decisionGeneratorStatus: {
        capability: "decisions",
        effectiveStatus: "unavailable",
        reason: "no_producer",
        streamPath: "/api/v3/stream/decisions",
      },
    });
  });

  it("reports a registered generator that has stopped as degraded", async () => {
    const bus = createInProcessBus();
    const identity = {
      producer: "sig-gen",
      capabilities: ["signals" as const],
      replay: false,
      source: "model:x",
    };
    const at = new Date().toISOString();
    await bus.publish(PRODUCERS_STREAM, { ...identity, started_at: at, heartbeat_ms: 5000 });
    await bus.publish<Heartbeat>(heartbeatStream("sig-gen"), {
      ...identity,
      started_at: at,
      heartbeat_at: at,
      heartbeat_ms: 5000,
      last_frame_at: null,
      last_feed_message_at: null,
      frames_published: 0,
      state: "stopped",
    });
    const result = await run(QUERY, {}, { bus });
    expect(result.data?.signalGeneratorStatus).toMatchObject({
      effectiveStatus: "degraded",
      reason: "producer_stopped",
      producers: ["sig-gen"],
    });
    expect(result.data?.decisionGeneratorStatus).toMatchObject({ effectiveStatus: "unavailable" });
  });
});
