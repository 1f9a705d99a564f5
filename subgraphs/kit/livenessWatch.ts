/**
 * Ends open streams whose producers stop being live (spec/03 Events rule 1 after the open: a
 * stream never lingers as a silent, heartbeat-only connection). One watcher per bus polls the
 * producers' liveness (kit/producers.ts, the same rule the open applied) for every capability with
 * an open stream, so the cost is per process and capability, not per client. The period follows
 * the producers' own heartbeat period (at most 5 s), so a stop is noticed within a heartbeat.
 *
 * An unreadable bus ends nothing: open subscriptions wait for the bus and resume after their last
 * id (docs/OPERATIONS.md), and the next readable poll decides.
 */
import type { ServiceError } from "../../core/errors.js";
import type { EventBus } from "./eventBus.js";
import {
  type Capability,
  coversAny,
  DEFAULT_HEARTBEAT_MS,
  type ProducerStatus,
  producersOf,
  producerUnavailable,
} from "./producers.js";

export interface WatchedStream {
  capability: Capability;
  /** The stream's symbol filter; null for every symbol. */
  symbols: ReadonlySet<string> | null;
  /** The heartbeat period of the producers it opened on: how often it should be checked. */
  periodMs: number;
  /** Called once, with the 503 producer_unavailable to end the stream with. */
  lost(error: ServiceError): void;
}

/** The shortest poll, so a producer with a tiny heartbeat period cannot make the watch spin. */
const MIN_PERIOD_MS = 100;

class LivenessWatcher {
  private readonly streams = new Set<WatchedStream>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private periodMs = DEFAULT_HEARTBEAT_MS;

  constructor(private readonly bus: EventBus) {}

  watch(stream: WatchedStream): () => void {
    this.streams.add(stream);
    const periodMs = clampPeriod(stream.periodMs);
    if (periodMs < this.periodMs) {
      this.periodMs = periodMs;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    }
    this.schedule();
    return () => {
      this.streams.delete(stream);
      if (this.streams.size === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  private schedule() {
    if (this.timer || this.polling || this.streams.size === 0) return;
    this.timer = setTimeout(() => void this.poll(), this.periodMs);
    this.timer.unref();
  }

  private async poll() {
    this.timer = null;
    this.polling = true;
    try {
      const byCapability = await this.readProducers();
      for (const stream of [...this.streams]) {
        const known = byCapability?.get(stream.capability);
        if (!known) continue;
        const feeding = known.some((status) => status.live && coversAny(status, stream.symbols));
        if (feeding) continue;
        this.streams.delete(stream);
        stream.lost(producerUnavailable(stream.capability, known, stream.symbols));
      }
      const periods = [...(byCapability?.values() ?? [])]
        .flat()
        .filter((status) => status.live)
        .map(heartbeatPeriod);
      this.periodMs = clampPeriod(Math.min(...periods));
    } finally {
      this.polling = false;
      this.schedule();
    }
  }

  /** The producers of each capability with an open stream; null when the bus cannot be read. */
  private async readProducers(): Promise<Map<Capability, ProducerStatus[]> | null> {
    const byCapability = new Map<Capability, ProducerStatus[]>();
    try {
      for (const capability of new Set([...this.streams].map((stream) => stream.capability))) {
        byCapability.set(capability, await producersOf(this.bus, capability));
      }
    } catch {
      return null;
    }
    return byCapability;
  }
}

const clampPeriod = (ms: number) =>
  Number.isFinite(ms) ? Math.max(MIN_PERIOD_MS, Math.min(DEFAULT_HEARTBEAT_MS, ms)) : DEFAULT_HEARTBEAT_MS;

const heartbeatPeriod = (status: ProducerStatus) => status.heartbeat_ms ?? DEFAULT_HEARTBEAT_MS;

const watchers = new WeakMap<EventBus, LivenessWatcher>();

/** Registers an open stream with its bus's watcher; the returned function unregisters it. */
export function watchLiveness(bus: EventBus, stream: WatchedStream): () => void {
  let watcher = watchers.get(bus);
  if (!watcher) {
    watcher = new LivenessWatcher(bus);
    watchers.set(bus, watcher);
  }
  return watcher.watch(stream);
}
