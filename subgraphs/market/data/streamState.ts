/**
 * market's reads of the event bus for the stream administration operations: every registered
 * producer's status (kit/producers.ts) and the symbols live producers published recently.
 * Liveness is judged on wall-clock time, as the bus's ids and heartbeats are (kit/producers.ts).
 */
import type { EventBus } from "../../kit/eventBus.js";
import {
  type Capability,
  idMs,
  knownProducers,
  LIVENESS_RULE,
  type ProducerStatus,
  producerStatus,
} from "../../kit/producers.js";
import { type CapabilityReadiness, capabilityReadiness } from "../domain/streamStatus.js";
import type { StreamProducer } from "../types/streamAdmin.js";

/** Every registered producer's status, or the error that kept the bus from answering. */
export async function readProducers(
  bus: EventBus,
  nowMs: number = Date.now(),
): Promise<{ producers: ProducerStatus[] } | { producers: null; error: string }> {
  try {
    const names = await knownProducers(bus);
    const statuses = await Promise.all(names.map((name) => producerStatus(bus, name, nowMs)));
    return { producers: statuses.filter((status): status is ProducerStatus => status !== null) };
  } catch (error) {
    return { producers: null, error: (error as Error).message };
  }
}

export function readinessOf(
  capabilities: readonly string[],
  producers: readonly ProducerStatus[] | null,
  inSession: boolean,
): CapabilityReadiness[] {
  return capabilities.map((capability) =>
    capabilityReadiness({
      capability,
      producers:
        producers === null
          ? null
          : producers.filter((status) => status.capabilities.includes(capability as Capability)),
      inSession,
    }),
  );
}

export function producerOut(status: ProducerStatus): StreamProducer {
  return {
    producer: status.producer,
    capabilities: status.capabilities,
    replay: status.replay,
    source: status.source,
    symbols: status.symbols ? [...status.symbols] : null,
    symbolsReason: status.symbols ? null : "every_symbol",
    startedAt: status.started_at,
    state: status.state,
    live: status.live,
    basis: status.basis,
    notRunningReason: status.not_running_reason,
    heartbeatAgeS: status.heartbeat_age_s,
    lastFrameAgeS: status.last_frame_age_s,
    lastFeedMessageAgeS: status.last_feed_message_age_s,
    framesPublished: status.frames_published,
  };
}

export interface LiveSymbolState {
  symbol: string;
  streams: Set<string>;
  producers: Set<string>;
  replay: boolean;
  lastEventMs: number;
}

/**
 * Symbols that live producers published on ticks, bars or quotes within the frame window of the
 * liveness rule (120 s), newest event time per symbol. Reads at most 10,000 events per stream.
 */
export async function liveSymbols(
  bus: EventBus,
  producers: readonly ProducerStatus[],
  nowMs: number = Date.now(),
): Promise<LiveSymbolState[]> {
  const live = new Map(producers.filter((status) => status.live).map((status) => [status.producer, status]));
  const symbols = new Map<string, LiveSymbolState>();
  if (live.size === 0) return [];
  const since = String(Math.max(0, nowMs - LIVENESS_RULE.frameMaxAgeMs));
  for (const stream of ["ticks", "bars", "quotes"]) {
    const events = await bus.read<{ ticker?: string; producer?: string }>(stream, { since, limit: 10_000 });
    for (const event of events) {
      const { ticker, producer } = event.payload;
      if (typeof ticker !== "string" || producer === undefined || !live.has(producer)) continue;
      const state = symbols.get(ticker) ?? {
        symbol: ticker,
        streams: new Set<string>(),
        producers: new Set<string>(),
        replay: true,
        lastEventMs: 0,
      };
      state.streams.add(stream);
      state.producers.add(producer);
      state.replay = state.replay && (live.get(producer)?.replay ?? false);
      state.lastEventMs = Math.max(state.lastEventMs, idMs(event.id));
      symbols.set(ticker, state);
    }
  }
  return [...symbols.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
}
