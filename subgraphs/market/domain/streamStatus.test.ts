import { describe, expect, it } from "vitest";
import {
  type CapabilityReadiness,
  capabilityReadiness,
  inExtendedSession,
  ingestEffectiveStatus,
  type ProducerView,
  unavailableSseEndpoints,
} from "./streamStatus.js";

const producer = (overrides: Partial<ProducerView> = {}): ProducerView => ({
  producer: "p",
  live: true,
  replay: false,
  basis: "frame",
  not_running_reason: null,
  heartbeat_age_s: 2,
  ...overrides,
});

describe("inExtendedSession (04:00-20:00 ET on NYSE trading days)", () => {
  it.each([
    ["2023-08-03T08:00:00Z", true], // 04:00 EDT, a Thursday: opens the session
    ["2023-08-03T07:59:59Z", false], // 03:59:59 EDT
    ["2023-08-03T23:59:59Z", true], // 19:59:59 EDT
    ["2023-08-04T00:00:00Z", false], // 20:00 EDT: closed
    ["2024-01-16T09:00:00Z", true], // 04:00 EST (UTC-5)
    ["2024-01-16T08:59:00Z", false], // 03:59 EST
    ["2023-08-05T15:00:00Z", false], // Saturday
    ["2023-12-25T15:00:00Z", false], // Christmas
  ])("%s → %s", (at, expected) => {
    expect(inExtendedSession(new Date(at))).toBe(expected);
  });
});

describe("capabilityReadiness", () => {
  it("is unknown when heartbeats are unreadable", () => {
    expect(capabilityReadiness({ capability: "ticks", producers: null, inSession: true })).toMatchObject({
      status: "unknown",
      live: null,
      notRunningReason: null,
    });
  });

  it("is unavailable with no_producer when nothing ever registered, in or out of session", () => {
    for (const inSession of [true, false]) {
      expect(capabilityReadiness({ capability: "ticks", producers: [], inSession })).toEqual({
        capability: "ticks",
        status: "unavailable",
        live: false,
        replay: null,
        producers: [],
        liveProducers: [],
        degradedReasons: [],
        notRunningReason: "no_producer",
      });
    }
  });

  it("says outside_session for a quiet market-hours producer outside 04:00-20:00 ET", () => {
    const quiet = [producer({ live: false, basis: null, not_running_reason: "no_feed_messages" })];
    expect(capabilityReadiness({ capability: "quotes", producers: quiet, inSession: false })).toMatchObject({
      status: "unavailable",
      notRunningReason: "outside_session",
      producers: ["p"],
    });
    // In session the producer's own reason stands.
    expect(capabilityReadiness({ capability: "quotes", producers: quiet, inSession: true })).toMatchObject({
      notRunningReason: "no_feed_messages",
    });
    // Signals keep no session hours.
    expect(capabilityReadiness({ capability: "signals", producers: quiet, inSession: false })).toMatchObject({
      notRunningReason: "no_feed_messages",
    });
  });

  it("keeps producer_stopped and replay_finished outside the session", () => {
    const stopped = [
      producer({ producer: "a", live: false, basis: null, not_running_reason: "producer_stopped" }),
      producer({ producer: "b", live: false, basis: null, not_running_reason: "replay_finished" }),
    ];
    expect(capabilityReadiness({ capability: "ticks", producers: stopped, inSession: false })).toMatchObject({
      status: "unavailable",
      notRunningReason: "producer_stopped,replay_finished",
    });
  });

  it("is ready with one live replay, and says replay", () => {
    expect(
      capabilityReadiness({ capability: "bars", producers: [producer({ replay: true })], inSession: false }),
    ).toEqual({
      capability: "bars",
      status: "ready",
      live: true,
      replay: true,
      producers: ["p"],
      liveProducers: ["p"],
      degradedReasons: [],
      notRunningReason: null,
    });
  });

  it("is degraded, with the losses, when live but another producer is down or frames stopped", () => {
    const result = capabilityReadiness({
      capability: "ticks",
      producers: [
        producer({ producer: "a", basis: "feed_message" }),
        producer({ producer: "b", live: false, basis: null, not_running_reason: "heartbeat_stale" }),
        producer({ producer: "c", heartbeat_age_s: 121 }),
      ],
      inSession: true,
    });
    expect(result).toMatchObject({
      status: "degraded",
      live: true,
      replay: false,
      liveProducers: ["a", "c"],
      degradedReasons: ["some_producers_not_live", "no_recent_frames", "heartbeat_stale"],
    });
  });
});

const entry = (capability: string, overrides: Partial<CapabilityReadiness>): CapabilityReadiness => ({
  capability,
  status: "ready",
  live: true,
  replay: true,
  producers: ["p"],
  liveProducers: ["p"],
  degradedReasons: [],
  notRunningReason: null,
  ...overrides,
});
const down = (reason: string) => ({
  status: "unavailable" as const,
  live: false,
  replay: null,
  liveProducers: [],
  notRunningReason: reason,
});

describe("ingestEffectiveStatus", () => {
  it("is running when ticks, bars and quotes are ready", () => {
    expect(ingestEffectiveStatus([entry("ticks", {}), entry("bars", {}), entry("quotes", {})])).toEqual({
      effectiveStatus: "running",
      notRunningReason: null,
      degradedReasons: [],
    });
  });

  it("is running_degraded when quotes are missing (a replay without a quote file)", () => {
    expect(
      ingestEffectiveStatus([entry("ticks", {}), entry("bars", {}), entry("quotes", down("no_producer"))]),
    ).toEqual({
      effectiveStatus: "running_degraded",
      notRunningReason: null,
      degradedReasons: ["quotes_unavailable"],
    });
  });

  it("maps quiet producers to no_vendor_messages, and prefers outside_session", () => {
    const quiet = [entry("ticks", down("no_feed_messages")), entry("bars", down("heartbeat_stale"))];
    expect(ingestEffectiveStatus(quiet)).toMatchObject({
      effectiveStatus: "not_running",
      notRunningReason: "no_vendor_messages",
    });
    expect(ingestEffectiveStatus([...quiet, entry("quotes", down("outside_session"))]).notRunningReason).toBe(
      "outside_session",
    );
  });

  it("is not_running / no_producer with nothing registered, unknown when unreadable", () => {
    const none = ["ticks", "bars", "quotes"].map((c) => entry(c, down("no_producer")));
    expect(ingestEffectiveStatus(none)).toMatchObject({
      effectiveStatus: "not_running",
      notRunningReason: "no_producer",
    });
    expect(ingestEffectiveStatus(null).effectiveStatus).toBe("unknown");
    expect(ingestEffectiveStatus([entry("ticks", { status: "unknown", live: null })]).effectiveStatus).toBe(
      "unknown",
    );
  });
});

describe("unavailableSseEndpoints", () => {
  it("lists the routes of unavailable and unknown capabilities only", () => {
    expect(
      unavailableSseEndpoints([
        entry("ticks", {}),
        entry("news", down("no_producer")),
        entry("quotes", { status: "unknown", live: null }),
        entry("bars", { status: "degraded", degradedReasons: ["no_recent_frames"] }),
      ]),
    ).toEqual([
      {
        operation: "svc_v3_stream_news",
        path: "/api/v3/stream/news",
        capability: "news",
        status: "unavailable",
      },
      {
        operation: "svc_v3_stream_quotes",
        path: "/api/v3/stream/quotes",
        capability: "quotes",
        status: "unknown",
      },
    ]);
  });
});
