/**
 * The decisions behind v3_stream_status and v3_stream_ingest_status (spec/01 states "Stream
 * capability status" and "Ingest effective status"; spec/03 Events rule 3). Pure: the resolvers
 * read the bus (kit/producers.ts: each producer's liveness under the 90 s / 120 s rule) and the
 * subgraph clock, and these functions decide.
 *
 * - A capability is `unknown` when its producers' heartbeats cannot be read, `unavailable` when
 *   no producer of it is live (with not_running_reason), `degraded` when one is live but something
 *   is lost (degraded_reasons), else `ready`.
 * - `outside_session`: a market-hours capability (ticks, bars, quotes, market_events) whose known
 *   producers are merely quiet (no_heartbeat, heartbeat_stale, no_feed_messages) outside 04:00-20:00
 *   ET on an NYSE trading day is not running because the session is closed. A producer that said it
 *   stopped or finished keeps its own reason, and with no producer at all the reason is
 *   `no_producer` at any hour (the session opening would not bring one).
 * - A live replay counts as ready (it publishes; frames say `replay: true`); `replay` is reported
 *   beside the status so nobody mistakes it for a live feed.
 */
import { easternDate, easternTime, isTradingDay } from "../../../core/calendar.js";
import { LIVENESS_RULE } from "../../kit/producers.js";

export const READINESS_CAPABILITIES = [
  "ticks",
  "bars",
  "quotes",
  "signals",
  "decisions",
  "alerts",
  "news",
  "market_events",
] as const;
export type ReadinessCapability = (typeof READINESS_CAPABILITIES)[number];

/** Capabilities whose feed is quiet outside the extended session (spec/03 Events). */
export const MARKET_HOURS_CAPABILITIES: ReadonlySet<string> = new Set([
  "ticks",
  "bars",
  "quotes",
  "market_events",
]);

/** The SSE route of each capability (schema/catalogue/streams.yaml). */
export const SSE_ENDPOINTS: Record<ReadinessCapability, { operation: string; path: string }> = {
  ticks: { operation: "svc_v3_stream_ticks", path: "/api/v3/stream/ticks" },
  bars: { operation: "svc_v3_stream_bars", path: "/api/v3/stream/bars" },
  quotes: { operation: "svc_v3_stream_quotes", path: "/api/v3/stream/quotes" },
  signals: { operation: "svc_v3_stream_signals", path: "/api/v3/stream/signals" },
  decisions: { operation: "svc_v3_stream_decisions", path: "/api/v3/stream/decisions" },
  alerts: { operation: "svc_v3_stream_alerts", path: "/api/v3/stream/alerts" },
  news: { operation: "svc_v3_stream_news", path: "/api/v3/stream/news" },
  market_events: { operation: "svc_v3_stream_market_events", path: "/api/v3/stream/market_events" },
};

/** Reasons that only say a producer is quiet (which outside the session is expected). */
const QUIET_REASONS: ReadonlySet<string> = new Set(["no_heartbeat", "heartbeat_stale", "no_feed_messages"]);

/** True from 04:00 (inclusive) to 20:00 (exclusive) ET on an NYSE trading day. */
export function inExtendedSession(instant: Date): boolean {
  const date = easternDate(instant);
  if (!isTradingDay(date)) return false;
  const t = instant.getTime();
  return t >= easternTime(date, "04:00").getTime() && t < easternTime(date, "20:00").getTime();
}

/** What the decision needs of one producer (a subset of kit/producers.ts's ProducerStatus). */
export interface ProducerView {
  producer: string;
  live: boolean;
  replay: boolean;
  basis: "frame" | "feed_message" | null;
  not_running_reason: string | null;
  heartbeat_age_s: number;
}

export type CapabilityStatus = "ready" | "degraded" | "unavailable" | "unknown";

export interface CapabilityReadiness {
  capability: string;
  status: CapabilityStatus;
  live: boolean | null;
  /** True when every live producer is a replay of recorded data; null when none is live. */
  replay: boolean | null;
  producers: string[];
  liveProducers: string[];
  degradedReasons: string[];
  notRunningReason: string | null;
}

/**
 * One capability's readiness. `producers` null means the heartbeats could not be read.
 * Degraded reasons: `some_producers_not_live` (another producer of it is down),
 * `no_recent_frames` (live on feed messages only: nothing published within 120 s),
 * `heartbeat_stale` (frames arrive but the heartbeat is older than 120 s).
 */
export function capabilityReadiness(input: {
  capability: string;
  producers: readonly ProducerView[] | null;
  inSession: boolean;
}): CapabilityReadiness {
  const { capability, producers } = input;
  if (producers === null) {
    return {
      capability,
      status: "unknown",
      live: null,
      replay: null,
      producers: [],
      liveProducers: [],
      degradedReasons: [],
      notRunningReason: null,
    };
  }
  const names = producers.map((producer) => producer.producer);
  const live = producers.filter((producer) => producer.live);
  if (live.length === 0) {
    const reasons = [...new Set(producers.map((producer) => producer.not_running_reason ?? "no_heartbeat"))];
    let notRunningReason: string;
    if (producers.length === 0) notRunningReason = "no_producer";
    else if (
      MARKET_HOURS_CAPABILITIES.has(capability) &&
      !input.inSession &&
      reasons.every((reason) => QUIET_REASONS.has(reason))
    )
      notRunningReason = "outside_session";
    else notRunningReason = reasons.join(",");
    return {
      capability,
      status: "unavailable",
      live: false,
      replay: null,
      producers: names,
      liveProducers: [],
      degradedReasons: [],
      notRunningReason,
    };
  }
  const degradedReasons: string[] = [];
  if (live.length < producers.length) degradedReasons.push("some_producers_not_live");
  if (live.some((producer) => producer.basis === "feed_message")) degradedReasons.push("no_recent_frames");
  if (live.some((producer) => producer.heartbeat_age_s * 1000 > LIVENESS_RULE.heartbeatMaxAgeMs)) {
    degradedReasons.push("heartbeat_stale");
  }
  return {
    capability,
    status: degradedReasons.length > 0 ? "degraded" : "ready",
    live: true,
    replay: live.every((producer) => producer.replay),
    producers: names,
    liveProducers: live.map((producer) => producer.producer),
    degradedReasons,
    notRunningReason: null,
  };
}

/** The SSE routes a client should not open now: every capability neither ready nor degraded. */
export function unavailableSseEndpoints(
  readiness: readonly CapabilityReadiness[],
): { operation: string; path: string; capability: string; status: CapabilityStatus }[] {
  return readiness
    .filter((entry) => entry.status === "unavailable" || entry.status === "unknown")
    .map((entry) => ({
      ...SSE_ENDPOINTS[entry.capability as ReadinessCapability],
      capability: entry.capability,
      status: entry.status,
    }));
}

export type IngestStatus = "running" | "running_degraded" | "not_running" | "unknown";

export interface IngestDecision {
  effectiveStatus: IngestStatus;
  notRunningReason: string | null;
  degradedReasons: string[];
}

/** The market feed's capabilities that the dedicated ingest service is expected to carry. */
export const INGEST_CAPABILITIES = ["ticks", "bars", "quotes"] as const;

/**
 * The dedicated ingest service's effective status from the readiness of ticks, bars and quotes
 * (null when heartbeats are unreadable): running when all three are ready; running_degraded when
 * at least one is live but another is degraded or unavailable (degraded_reasons say which);
 * not_running when none is live, with the reason: outside_session, no_producer, or
 * no_vendor_messages for producers that are registered but silent (no heartbeat, a stale
 * heartbeat, or no feed message), else the producers' own reason (producer_stopped,
 * replay_finished).
 */
export function ingestEffectiveStatus(readiness: readonly CapabilityReadiness[] | null): IngestDecision {
  if (readiness === null || readiness.some((entry) => entry.status === "unknown")) {
    return { effectiveStatus: "unknown", notRunningReason: null, degradedReasons: [] };
  }
  const live = readiness.filter((entry) => entry.live);
  if (live.length === 0) {
    const reasons = new Set<string>();
    for (const entry of readiness) {
      for (const reason of (entry.notRunningReason ?? "no_producer").split(",")) {
        reasons.add(QUIET_REASONS.has(reason) ? "no_vendor_messages" : reason);
      }
    }
    const ordered = ["outside_session", "no_vendor_messages", "producer_stopped", "replay_finished"];
    const notRunningReason =
      reasons.size === 1 && reasons.has("no_producer")
        ? "no_producer"
        : (ordered.find((reason) => reasons.has(reason)) ?? [...reasons].join(","));
    return { effectiveStatus: "not_running", notRunningReason, degradedReasons: [] };
  }
  const degradedReasons: string[] = [];
  for (const entry of readiness) {
    if (entry.status === "unavailable") degradedReasons.push(`${entry.capability}_unavailable`);
    for (const reason of entry.degradedReasons) degradedReasons.push(`${entry.capability}_${reason}`);
  }
  return {
    effectiveStatus: degradedReasons.length > 0 ? "running_degraded" : "running",
    notRunningReason: null,
    degradedReasons,
  };
}
