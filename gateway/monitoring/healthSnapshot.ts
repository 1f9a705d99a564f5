/**
 * What one health check of this gateway replica saw (healthChecker.ts takes one every interval),
 * and the components system_health lists from it. Everything is an observation of this process
 * at the check's wall-clock time: whether the warehouse and the event bus answered, each
 * subgraph's probe and circuit breaker, each producer's heartbeat, each derived product's ledger.
 * A part that could not be read is `null` (and its component `unknown`), never a guess.
 */
import type { ProducerStatus } from "../../subgraphs/kit/producers.js";
import type { BreakerView } from "../circuitBreaker.js";
import type { DerivedProductState } from "./dataFreshness.js";

export interface SubgraphObservation {
  name: string;
  /** in_process: executed by this process, no network; http: a remote process, probed. */
  transport: "in_process" | "http";
  /** The probe's answer; null in process (nothing to probe). */
  reachable: boolean | null;
  probeMs: number | null;
  /** Its circuit breaker; null in process (no breaker). */
  breaker: BreakerView | null;
}

export interface HealthSnapshot {
  /** Wall clock, epoch ms, when the check started. */
  takenAtMs: number;
  durationMs: number;
  warehouse: { reachable: boolean; latencyMs: number };
  bus: { kind: string; reachable: boolean };
  subgraphs: SubgraphObservation[];
  /** Null when the bus could not be read. */
  producers: ProducerStatus[] | null;
  /** Null when the warehouse could not be read. */
  derivedProducts: DerivedProductState[] | null;
}

export type ComponentStatus = "ok" | "degraded" | "down" | "unknown";
export type ComponentKind = "warehouse" | "event_bus" | "subgraph" | "producer" | "derived_product";

export interface HealthComponent {
  name: string;
  kind: ComponentKind;
  status: ComponentStatus;
  detail: string;
}

function subgraphComponent(subgraph: SubgraphObservation): HealthComponent {
  const base = { name: subgraph.name, kind: "subgraph" as const };
  if (subgraph.transport === "in_process") {
    return { ...base, status: "ok", detail: "Executed in this process: no network hop, no breaker." };
  }
  const breaker = subgraph.breaker;
  const breakerText = breaker ? `; breaker ${breaker.state} since ${breaker.since}` : "";
  if (breaker?.state === "open") {
    return { ...base, status: "down", detail: `Its fetches are refused at once${breakerText}.` };
  }
  if (!subgraph.reachable) {
    return { ...base, status: "down", detail: `Did not answer the health probe${breakerText}.` };
  }
  return {
    ...base,
    status: breaker?.state === "half_open" ? "degraded" : "ok",
    detail: `Answered the health probe in ${subgraph.probeMs} ms${breakerText}.`,
  };
}

function producerComponent(producer: ProducerStatus): HealthComponent {
  const what = `${producer.capabilities.join(", ")} from ${producer.source}`;
  const base = { name: producer.producer, kind: "producer" as const };
  if (producer.live) {
    return {
      ...base,
      status: "ok",
      detail: `Live (${producer.basis}): ${what}; last heartbeat ${producer.heartbeat_age_s} s ago.`,
    };
  }
  // A producer that said it stopped or finished left on purpose; one still "running" without a
  // recent heartbeat or feed message is down.
  const status = producer.state === "running" ? "down" : "degraded";
  return { ...base, status, detail: `Not live (${producer.not_running_reason}): ${what}.` };
}

function derivedComponent(product: DerivedProductState): HealthComponent {
  const base = { name: product.product, kind: "derived_product" as const };
  if (product.status === "current") {
    return { ...base, status: "ok", detail: `Built from the data held now (${product.rows} rows).` };
  }
  return {
    ...base,
    status: "down",
    detail:
      product.status === "never_built"
        ? "Never built: its routes answer 503 snapshot_cold."
        : "Built from other data than the warehouse holds now: its routes answer 503 snapshot_cold until it is rebuilt.",
  };
}

/** The components system_health lists, in a fixed order: stores, subgraphs, producers, products. */
export function componentsOf(snapshot: HealthSnapshot): HealthComponent[] {
  const { warehouse, bus } = snapshot;
  const unknown = (name: string, kind: ComponentKind, detail: string): HealthComponent => ({
    name,
    kind,
    status: "unknown",
    detail,
  });
  return [
    {
      name: "warehouse",
      kind: "warehouse",
      status: warehouse.reachable ? "ok" : "down",
      detail: warehouse.reachable
        ? `Answered in ${warehouse.latencyMs} ms.`
        : "Did not answer: routes that read it answer 503 dataset_unavailable.",
    },
    {
      name: "event_bus",
      kind: "event_bus",
      status: bus.reachable ? "ok" : "down",
      detail: bus.reachable
        ? `${bus.kind === "redis" ? "Redis Streams" : "In process"}: readable.`
        : "Could not be read: streams answer 503 cache_unavailable.",
    },
    ...snapshot.subgraphs.map(subgraphComponent),
    ...(snapshot.producers === null
      ? [unknown("producers", "producer", "The event bus could not be read: heartbeats unknown.")]
      : snapshot.producers.map(producerComponent)),
    ...(snapshot.derivedProducts === null
      ? [
          unknown(
            "derived_products",
            "derived_product",
            "The warehouse could not be read: the ledger is unknown.",
          ),
        ]
      : snapshot.derivedProducts.map(derivedComponent)),
  ];
}
