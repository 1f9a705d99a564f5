import { describe, expect, it } from "vitest";
import type { ProducerStatus } from "../../subgraphs/kit/producers.js";
import { alertsOf, atLeast, unjudgedKinds } from "./alerts.js";
import type { DataFreshnessReport, DatasetFreshness } from "./dataFreshness.js";
import { breakerEvent } from "./healing.js";
import { componentsOf, type HealthSnapshot } from "./healthSnapshot.js";

const producer = (name: string, over: Partial<ProducerStatus>): ProducerStatus => ({
  producer: name,
  capabilities: ["ticks", "bars"],
  replay: true,
  source: `replay:${name}`,
  symbols: ["SPY"],
  started_at: "2026-11-27T10:00:00.000Z",
  heartbeat_ms: 5_000,
  state: "running",
  live: true,
  basis: "frame",
  not_running_reason: null,
  heartbeat_age_s: 1,
  last_frame_age_s: 1,
  last_feed_message_age_s: 1,
  frames_published: 10,
  ...over,
});

/** A healthy remote gateway: both stores answer, intel and market probed, one live replay. */
function healthy(): HealthSnapshot {
  const closed = { state: "closed" as const, since: "2026-11-27T10:00:00.000Z", consecutive_failures: 0 };
  return {
    takenAtMs: 0,
    durationMs: 3,
    warehouse: { reachable: true, latencyMs: 1 },
    bus: { kind: "redis", reachable: true },
    subgraphs: [
      { name: "market", transport: "http", reachable: true, probeMs: 2, breaker: closed },
      { name: "intel", transport: "http", reachable: true, probeMs: 3, breaker: closed },
    ],
    producers: [producer("spy", {})],
    derivedProducts: [
      {
        product: "signals_book",
        domain: "signals",
        status: "current",
        rows: 10,
        builtAgeS: 5,
        buildDurationMs: 7,
      },
    ],
  };
}

const dataset = (name: string, status: DatasetFreshness["status"]): DatasetFreshness => ({
  dataset: name,
  product: "market_data",
  rows: 1,
  firstDate: "2020-01-02",
  lastDate: "2021-12-30",
  cadence: "session_daily",
  status,
  isStale: status === "stale",
  sessionsBehind: status === "stale" ? 3 : 0,
  ageDays: 5,
  note: `${name} note`,
});

function data(datasets: DatasetFreshness[], bookStale: boolean): DataFreshnessReport {
  return {
    asOf: "2022-01-04T22:00:00.000Z",
    dataVersion: "abc",
    status: "stale",
    staleCount: 0,
    currentCount: 0,
    notJudgedCount: 0,
    emptyCount: 0,
    datasets,
    signalsBook: {
      status: "ready",
      date: "2021-12-30",
      ageSessions: bookStale ? 3 : 0,
      isStale: bookStale,
      staleReason: bookStale ? "book_older_than_2_sessions" : null,
      members: 5,
      scored: 5,
      note: "book note",
    },
  };
}

describe("alertsOf", () => {
  it("raises nothing but the replay notice for a healthy service with current data", () => {
    const alerts = alertsOf(healthy(), data([dataset("daily_prices", "current")], false));
    expect(alerts.map((alert) => `${alert.severity} ${alert.id}`)).toEqual([
      "info stream_replay:bars",
      "info stream_replay:ticks",
    ]);
    expect(atLeast(alerts, "warn")).toEqual([]);
  });

  it("raises one alert per observed condition, most severe first", () => {
    const snapshot = healthy();
    snapshot.warehouse.reachable = false;
    const [market, intel] = snapshot.subgraphs;
    if (!market || !intel) throw new Error("two subgraphs");
    intel.breaker = { state: "open", since: "2026-11-27T10:01:00.000Z", consecutive_failures: 3 };
    market.breaker = { state: "half_open", since: "2026-11-27T10:01:05.000Z", consecutive_failures: 3 };
    snapshot.producers = [producer("spy", { live: false, not_running_reason: "heartbeat_stale" })];
    snapshot.derivedProducts = [
      {
        product: "signals_book",
        domain: "signals",
        status: "not_current",
        rows: 9,
        builtAgeS: 9,
        buildDurationMs: 1,
      },
    ];
    const alerts = alertsOf(
      snapshot,
      data([dataset("vix_daily", "stale"), dataset("x", "not_judged")], true),
    );
    expect(alerts.map((alert) => `${alert.severity} ${alert.id}`)).toEqual([
      "critical warehouse_unreachable:warehouse",
      "error subgraph_down:intel",
      "error derived_not_current:signals_book",
      "error stream_unavailable:bars",
      "error stream_unavailable:ticks",
      "warn subgraph_recovering:market",
      "warn producer_down:spy",
      "warn signals_book_stale:signals_book",
      "warn dataset_stale:vix_daily",
    ]);
    expect(atLeast(alerts, "error")).toHaveLength(5);
    expect(atLeast(alerts, "critical").map((alert) => alert.kind)).toEqual(["warehouse_unreachable"]);
  });

  it("a producer that said it stopped is not down, but its stream is unavailable", () => {
    const snapshot = healthy();
    snapshot.producers = [
      producer("spy", { live: false, state: "stopped", not_running_reason: "producer_stopped" }),
    ];
    expect(alertsOf(snapshot, null).map((alert) => alert.id)).toEqual([
      "stream_unavailable:bars",
      "stream_unavailable:ticks",
    ]);
  });
});

describe("unjudgedKinds", () => {
  it("names the kinds whose source could not be read: they are neither raised nor cleared", () => {
    expect(unjudgedKinds(healthy(), data([], false))).toEqual(new Set());
    const blind = { ...healthy(), producers: null, derivedProducts: null };
    expect(unjudgedKinds(blind, null)).toEqual(
      new Set([
        "producer_down",
        "stream_unavailable",
        "stream_replay",
        "derived_not_current",
        "dataset_stale",
        "signals_book_stale",
      ]),
    );
  });
});

describe("componentsOf", () => {
  it("lists stores, subgraphs, producers and derived products with their status", () => {
    const snapshot = healthy();
    const intel = snapshot.subgraphs[1];
    if (intel) intel.reachable = false;
    snapshot.producers = null;
    expect(componentsOf(snapshot).map((c) => `${c.kind} ${c.name} ${c.status}`)).toEqual([
      "warehouse warehouse ok",
      "event_bus event_bus ok",
      "subgraph market ok",
      "subgraph intel down",
      "producer producers unknown",
      "derived_product signals_book ok",
    ]);
  });
});

describe("breakerEvent", () => {
  it("names each breaker change as the self-healing action it is", () => {
    const at = { consecutiveFailures: 3, atMs: 1 };
    expect(
      breakerEvent("intel", { from: "closed", to: "open", cause: "failures", ...at }, 5_000),
    ).toMatchObject({
      action: "breaker_opened",
      outcome: "isolated",
      detail:
        "3 consecutive fetches to intel failed: its fetches are refused at once for 5 s instead of waiting on each.",
    });
    expect(
      breakerEvent("intel", { from: "closed", to: "open", cause: "probe_failed", ...at }, 5_000).detail,
    ).toBe(
      "3 consecutive fetches and health probes of intel failed: its fetches are refused at once for 5 s instead of waiting on each.",
    );
    expect(
      breakerEvent("intel", { from: "half_open", to: "open", cause: "probe_failed", ...at }, 5_000).detail,
    ).toBe(
      "A health probe of intel failed during the trial: its fetches are refused at once for another 5 s.",
    );
    expect(
      breakerEvent("intel", { from: "open", to: "half_open", cause: "cooldown_elapsed", ...at }, 5_000)
        .action,
    ).toBe("breaker_trial");
    expect(
      breakerEvent("intel", { from: "half_open", to: "open", cause: "trial_failed", ...at }, 5_000),
    ).toMatchObject({
      action: "breaker_reopened",
      outcome: "failed",
    });
    expect(
      breakerEvent(
        "intel",
        { from: "open", to: "closed", cause: "probe_succeeded", ...at, consecutiveFailures: 0 },
        5_000,
      ),
    ).toMatchObject({
      action: "breaker_closed",
      outcome: "recovered",
      detail: expect.stringContaining("health probe"),
    });
  });
});
