/**
 * The signal and decision generators' effective status (spec/01 "Generator effective status":
 * unavailable when no producer reports, degraded when one reports but does not run). Pure: the
 * resolver reads the producers of the `signals` or `decisions` capability from the bus
 * (kit/producers.ts) and this decides. `running` is added for a generator that reports and is live;
 * `unknown` when the heartbeats cannot be read.
 */

export type GeneratorEffectiveStatus = "running" | "degraded" | "unavailable" | "unknown";

export interface GeneratorProducerView {
  producer: string;
  live: boolean;
  not_running_reason: string | null;
}

export interface GeneratorDecision {
  effectiveStatus: GeneratorEffectiveStatus;
  reason: string | null;
  producers: string[];
  liveProducers: string[];
}

export function generatorStatus(producers: readonly GeneratorProducerView[] | null): GeneratorDecision {
  if (producers === null) {
    return { effectiveStatus: "unknown", reason: "heartbeat_unreadable", producers: [], liveProducers: [] };
  }
  const names = producers.map((producer) => producer.producer);
  const live = producers.filter((producer) => producer.live).map((producer) => producer.producer);
  if (producers.length === 0) {
    return { effectiveStatus: "unavailable", reason: "no_producer", producers: [], liveProducers: [] };
  }
  if (live.length === 0) {
    const reasons = [...new Set(producers.map((producer) => producer.not_running_reason ?? "no_heartbeat"))];
    return { effectiveStatus: "degraded", reason: reasons.join(","), producers: names, liveProducers: [] };
  }
  return { effectiveStatus: "running", reason: null, producers: names, liveProducers: live };
}
