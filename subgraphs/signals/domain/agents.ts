/**
 * The service's agents (svc_v3_agents_list, _agent_status, _agent_latest; docs/LEARNING.md
 * "Agents"): its real producers, nothing else. Pure: what an agent is, how its status is decided
 * from its heartbeat or its ledger row, and how a frame it published reads as an output.
 *
 * - `ingest`: loads the data folder into the warehouse (warehouse/ingest/), one ledger row per file;
 * - a derived-product builder per row of the derived-products ledger (warehouse/derived.ts): the
 *   signals book, the strategy library, the learning product;
 * - a producer per registration on the event bus (kit/producers.ts): the market replays (one per
 *   recorded session) and the signals replay, with their heartbeats.
 * Wall-clock events (heartbeats, builds, ingests) are served as ages in seconds, never as dates: an
 * answer under a pinned clock then shows nothing dated after it.
 */
import type { ProducerStatus } from "../../kit/producers.js";

export type AgentKind = "ingest" | "derived_product_builder" | "producer";

export type AgentState =
  | "loaded"
  | "empty"
  | "current"
  | "out_of_date"
  | "running"
  | "finished"
  | "stopped"
  | "not_running"
  | "unknown";

export interface AgentVerdict {
  status: AgentState;
  /** Why the agent is not doing its job; null when it is. */
  reason: string | null;
}

export const INGEST_AGENT = "ingest";

export function ingestVerdict(files: number): AgentVerdict {
  return files > 0 ? { status: "loaded", reason: null } : { status: "empty", reason: "no_file_ingested" };
}

/**
 * A builder's status from its newest build: current when made from the data held now and, for a
 * product this process builds (`runningCodeVersion` not null), by the code version running now.
 */
export function builderVerdict(
  build: { dataVersion: string; codeVersion: number },
  currentDataVersion: string,
  runningCodeVersion: number | null,
): AgentVerdict {
  if (build.dataVersion !== currentDataVersion) {
    return { status: "out_of_date", reason: "built_from_other_data_version" };
  }
  if (runningCodeVersion !== null && build.codeVersion !== runningCodeVersion) {
    return { status: "out_of_date", reason: "built_by_other_code_version" };
  }
  return { status: "current", reason: null };
}

/** A producer's status from its newest heartbeat (null: none retained; undefined: the bus could not be read). */
export function producerVerdict(status: ProducerStatus | null | undefined): AgentVerdict {
  if (status === undefined) return { status: "unknown", reason: "heartbeat_unreadable" };
  if (status === null) return { status: "not_running", reason: "no_heartbeat" };
  if (status.state === "stopped") return { status: "stopped", reason: "producer_stopped" };
  if (status.state === "finished") return { status: "finished", reason: "replay_finished" };
  if (status.live) return { status: "running", reason: null };
  return { status: "not_running", reason: status.not_running_reason ?? "no_heartbeat" };
}

/** An agent's output, one shape for every kind. */
export interface AgentOutput {
  outputId: string;
  outputType: string;
  ticker: string | null;
  /** The data date or instant the output is of (never after the clock); null for a wall-clock event. */
  asOf: string | null;
  /** Seconds since a wall-clock event (a file ingested); null for data outputs. */
  ageS: number | null;
  summary: string;
  value: number | null;
  valueName: string;
}

/** The fields of a bus frame an output reads (market's and signals' frames alike). */
export interface FramePayload {
  producer?: string;
  ticker?: string;
  timeMs?: number;
  barStartMs?: number;
  barEndMs?: number;
  price?: number;
  size?: number | null;
  open?: number;
  high?: number;
  low?: number;
  close?: number | null;
  volume?: number;
  bidPrice?: number | null;
  askPrice?: number | null;
  bookDate?: string;
  blendedScore?: number | null;
  decile?: number;
  previousDecile?: number | null;
  direction?: string | null;
  event?: string;
  side?: string | null;
  previousSide?: string | null;
}

/** The instant a frame's data is of: a trade's or quote's time, a bar's end, a book date's close. */
export function frameTimeMs(frame: FramePayload): number | null {
  return frame.barEndMs ?? frame.timeMs ?? null;
}

const fixed = (value: number | null | undefined, digits = 4) =>
  value === null || value === undefined ? "n/a" : value.toFixed(digits);

/** A frame of stream `stream` as an output (null when it is not a frame of a known stream). */
export function frameOutput(stream: string, id: string, frame: FramePayload): AgentOutput | null {
  const timeMs = frameTimeMs(frame);
  if (timeMs === null) return null;
  const at = new Date(timeMs).toISOString();
  const base = { outputId: `${stream}:${id}`, ticker: frame.ticker ?? null, asOf: at, ageS: null };
  switch (stream) {
    case "ticks":
      return {
        ...base,
        outputType: "tick",
        summary: `${frame.ticker} trade at ${fixed(frame.price)} (${frame.size ?? "size unknown"} shares), ${at}`,
        value: frame.price ?? null,
        valueName: "price",
      };
    case "bars":
      return {
        ...base,
        outputType: "bar",
        summary: `${frame.ticker} 1-minute bar ending ${at}: open ${fixed(frame.open)}, high ${fixed(frame.high)}, low ${fixed(frame.low)}, close ${fixed(frame.close)}, volume ${frame.volume}`,
        value: frame.close ?? null,
        valueName: "close",
      };
    case "quotes": {
      const mid =
        frame.bidPrice !== null &&
        frame.bidPrice !== undefined &&
        frame.askPrice !== null &&
        frame.askPrice !== undefined
          ? (frame.bidPrice + frame.askPrice) / 2
          : null;
      return {
        ...base,
        outputType: "quote",
        summary: `${frame.ticker} quote bid ${fixed(frame.bidPrice)} ask ${fixed(frame.askPrice)}, ${at}`,
        value: mid,
        valueName: "mid",
      };
    }
    case "signals":
      return {
        ...base,
        asOf: frame.bookDate ?? at,
        outputType: "signal",
        summary: `${frame.ticker} ${frame.direction ?? "unscored"} in decile ${frame.decile} (from ${frame.previousDecile ?? "unscored"}) on ${frame.bookDate}, blended score ${fixed(frame.blendedScore)}`,
        value: frame.blendedScore ?? null,
        valueName: "blended_score",
      };
    case "decisions":
      return {
        ...base,
        asOf: frame.bookDate ?? at,
        outputType: "decision",
        summary: `${frame.ticker} ${frame.event} on ${frame.bookDate}: ${frame.previousSide ?? "none"} to ${frame.side ?? "none"}, blended score ${fixed(frame.blendedScore)}`,
        value: frame.blendedScore ?? null,
        valueName: "blended_score",
      };
    default:
      return null;
  }
}
