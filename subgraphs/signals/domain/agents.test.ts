import { describe, expect, it } from "vitest";
import type { ProducerStatus } from "../../kit/producers.js";
import { builderVerdict, frameOutput, ingestVerdict, producerVerdict } from "./agents.js";

const heartbeat = (over: Partial<ProducerStatus>): ProducerStatus => ({
  producer: "market-replay-SPY-2023-08-03",
  capabilities: ["ticks", "bars", "quotes"],
  replay: true,
  source: "replay:SPY:2023-08-03",
  symbols: ["SPY"],
  started_at: "2026-01-01T00:00:00.000Z",
  heartbeat_ms: 5000,
  state: "running",
  live: true,
  basis: "frame",
  not_running_reason: null,
  heartbeat_age_s: 1,
  last_frame_age_s: 0.5,
  last_feed_message_age_s: 0.5,
  frames_published: 10,
  ...over,
});

describe("agent verdicts", () => {
  it("a producer: running while live, else what its heartbeat says", () => {
    expect(producerVerdict(heartbeat({}))).toEqual({ status: "running", reason: null });
    expect(producerVerdict(heartbeat({ state: "stopped", live: false }))).toEqual({
      status: "stopped",
      reason: "producer_stopped",
    });
    expect(producerVerdict(heartbeat({ live: false, not_running_reason: "heartbeat_stale" }))).toEqual({
      status: "not_running",
      reason: "heartbeat_stale",
    });
    expect(producerVerdict(null)).toEqual({ status: "not_running", reason: "no_heartbeat" });
    expect(producerVerdict(undefined)).toEqual({ status: "unknown", reason: "heartbeat_unreadable" });
  });

  it("a builder is current only when built from the data held now by the running code; the ingest is loaded when it wrote a file", () => {
    const build = { dataVersion: "abc", codeVersion: 2 };
    expect(builderVerdict(build, "abc", 2)).toEqual({ status: "current", reason: null });
    expect(builderVerdict(build, "abc", null)).toEqual({ status: "current", reason: null });
    expect(builderVerdict(build, "def", 2)).toEqual({
      status: "out_of_date",
      reason: "built_from_other_data_version",
    });
    expect(builderVerdict(build, "abc", 3)).toEqual({
      status: "out_of_date",
      reason: "built_by_other_code_version",
    });
    expect(ingestVerdict(0)).toEqual({ status: "empty", reason: "no_file_ingested" });
  });
});

describe("frames as outputs", () => {
  it("a bar is dated by its end and valued by its close", () => {
    const endMs = Date.parse("2023-08-03T13:31:00Z");
    expect(
      frameOutput("bars", "1-0", {
        producer: "market-replay-SPY-2023-08-03",
        ticker: "SPY",
        open: 450.1,
        high: 450.5,
        low: 449.9,
        close: 450.25,
        volume: 1000,
        barStartMs: endMs - 60_000,
        barEndMs: endMs,
      }),
    ).toEqual({
      outputId: "bars:1-0",
      outputType: "bar",
      ticker: "SPY",
      asOf: "2023-08-03T13:31:00.000Z",
      ageS: null,
      summary:
        "SPY 1-minute bar ending 2023-08-03T13:31:00.000Z: open 450.1000, high 450.5000, low 449.9000, close 450.2500, volume 1000",
      value: 450.25,
      valueName: "close",
    });
  });

  it("a signal is dated by its book date; a frame of no known stream is none", () => {
    const output = frameOutput("signals", "2-0", {
      ticker: "AAPL",
      bookDate: "2017-11-10",
      timeMs: Date.parse("2017-11-10T21:00:00Z"),
      decile: 2,
      previousDecile: 3,
      direction: "SHORT",
      blendedScore: -0.61,
    });
    expect(output).toMatchObject({ asOf: "2017-11-10", outputType: "signal", value: -0.61 });
    expect(output?.summary).toBe("AAPL SHORT in decile 2 (from 3) on 2017-11-10, blended score -0.6100");
    expect(frameOutput("news", "3-0", { timeMs: 1 })).toBeNull();
  });
});
