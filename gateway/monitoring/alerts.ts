/**
 * Active alerts (spec/02 v3_alerts_active; spec/01 "Alert severity": info, warn, error, critical):
 * each one a condition this replica observes now, raised by a rule below, never by a schedule or
 * an example. No condition, no alert: an empty list is a real answer.
 *
 * | kind                  | severity | condition                                                         |
 * |-----------------------|----------|-------------------------------------------------------------------|
 * | warehouse_unreachable | critical | the warehouse did not answer the health check                    |
 * | event_bus_unreachable | error    | the event bus could not be read (streams answer 503)             |
 * | subgraph_down         | error    | a remote subgraph failed its probe, or its breaker is open        |
 * | subgraph_recovering   | warn     | its breaker is half open: a trial fetch is under way             |
 * | stream_unavailable    | error    | a stream's producers are known but none is live                  |
 * | producer_down         | warn     | a producer says it runs but its heartbeat or feed went quiet     |
 * | derived_not_current   | error    | a derived product is not built from the data held now (503 cold) |
 * | signals_book_stale    | warn     | the newest book date is more than 2 sessions old at the clock    |
 * | dataset_stale         | warn     | a session dataset is behind its cadence at the clock (cadence.ts) |
 * | stream_replay         | info     | a stream's live producers all replay recorded data               |
 *
 * Pure: the health snapshot and the data freshness report come in.
 */
import type { DataFreshnessReport } from "./dataFreshness.js";
import type { HealthSnapshot } from "./healthSnapshot.js";

export const SEVERITIES = ["info", "warn", "error", "critical"] as const;
export type Severity = (typeof SEVERITIES)[number];

export interface Alert {
  /** `<kind>:<subject>`: the same condition keeps its id while it lasts. */
  id: string;
  severity: Severity;
  kind: string;
  subject: string;
  message: string;
}

const rank = (severity: Severity) => SEVERITIES.indexOf(severity);

/** Alerts at `minimum` or above, most severe first. */
export function atLeast<T extends Alert>(alerts: readonly T[], minimum: Severity): T[] {
  return alerts.filter((alert) => rank(alert.severity) >= rank(minimum));
}

function alert(kind: string, subject: string, severity: Severity, message: string): Alert {
  return { id: `${kind}:${subject}`, severity, kind, subject, message };
}

function processAlerts(snapshot: HealthSnapshot): Alert[] {
  const alerts: Alert[] = [];
  if (!snapshot.warehouse.reachable) {
    alerts.push(
      alert(
        "warehouse_unreachable",
        "warehouse",
        "critical",
        "The warehouse did not answer: routes that read data answer 503 dataset_unavailable.",
      ),
    );
  }
  if (!snapshot.bus.reachable) {
    alerts.push(
      alert(
        "event_bus_unreachable",
        "event_bus",
        "error",
        "The event bus could not be read: streams answer 503 cache_unavailable.",
      ),
    );
  }
  for (const subgraph of snapshot.subgraphs) {
    if (subgraph.transport === "in_process") continue;
    if (subgraph.breaker?.state === "open" || subgraph.reachable === false) {
      alerts.push(
        alert(
          "subgraph_down",
          subgraph.name,
          "error",
          subgraph.breaker?.state === "open"
            ? `The ${subgraph.name} subgraph's breaker is open: its parts answer 503 upstream_unavailable.`
            : `The ${subgraph.name} subgraph did not answer its health probe.`,
        ),
      );
    } else if (subgraph.breaker?.state === "half_open") {
      alerts.push(
        alert(
          "subgraph_recovering",
          subgraph.name,
          "warn",
          `The ${subgraph.name} subgraph's breaker is half open: a trial fetch decides whether it is back.`,
        ),
      );
    }
  }
  for (const product of snapshot.derivedProducts ?? []) {
    if (product.status === "current") continue;
    alerts.push(
      alert(
        "derived_not_current",
        product.product,
        "error",
        `The derived product ${product.product} is ${product.status === "never_built" ? "not built" : "built from other data than the warehouse holds"}: its routes answer 503 snapshot_cold.`,
      ),
    );
  }
  return [...alerts, ...streamAlerts(snapshot)];
}

function streamAlerts(snapshot: HealthSnapshot): Alert[] {
  const producers = snapshot.producers ?? [];
  const alerts: Alert[] = [];
  for (const producer of producers) {
    if (!producer.live && producer.state === "running") {
      alerts.push(
        alert(
          "producer_down",
          producer.producer,
          "warn",
          `The producer ${producer.producer} (${producer.source}) says it runs but is not live: ${producer.not_running_reason}.`,
        ),
      );
    }
  }
  const capabilities = [...new Set(producers.flatMap((producer) => producer.capabilities))].sort();
  for (const capability of capabilities) {
    const of = producers.filter((producer) => producer.capabilities.includes(capability));
    const live = of.filter((producer) => producer.live);
    if (live.length === 0) {
      alerts.push(
        alert(
          "stream_unavailable",
          capability,
          "error",
          `No producer of the ${capability} stream is live (${of.map((p) => `${p.producer}: ${p.not_running_reason}`).join("; ")}): it answers 503 producer_unavailable.`,
        ),
      );
    } else if (live.every((producer) => producer.replay)) {
      alerts.push(
        alert(
          "stream_replay",
          capability,
          "info",
          `The ${capability} stream replays recorded data (${live.map((p) => p.source).join(", ")}), not a live feed; frames say replay: true.`,
        ),
      );
    }
  }
  return alerts;
}

function dataAlerts(data: DataFreshnessReport): Alert[] {
  const alerts: Alert[] = [];
  // A cold book is its derived product not being current: derived_not_current says so.
  const book = data.signalsBook;
  if (book.isStale) alerts.push(alert("signals_book_stale", "signals_book", "warn", book.note));
  for (const dataset of data.datasets) {
    if (dataset.status !== "stale") continue;
    alerts.push(alert("dataset_stale", dataset.dataset, "warn", `${dataset.dataset}: ${dataset.note}`));
  }
  return alerts;
}

/**
 * The kinds of alert a snapshot and data freshness could not judge, their source being unreadable
 * (the bus, the warehouse): an alert of such a kind is neither raised nor cleared by them.
 */
export function unjudgedKinds(snapshot: HealthSnapshot, data: DataFreshnessReport | null): Set<string> {
  return new Set([
    ...(snapshot.producers === null ? ["producer_down", "stream_unavailable", "stream_replay"] : []),
    ...(snapshot.derivedProducts === null ? ["derived_not_current"] : []),
    ...(data === null ? ["dataset_stale", "signals_book_stale"] : []),
  ]);
}

/** Every alert the snapshot and the data freshness (null: not read) raise, most severe first. */
export function alertsOf(snapshot: HealthSnapshot, data: DataFreshnessReport | null): Alert[] {
  const all = [...processAlerts(snapshot), ...(data ? dataAlerts(data) : [])];
  // Stable: alerts of one severity keep the rules' order.
  return all.sort((a, b) => rank(b.severity) - rank(a.severity));
}
