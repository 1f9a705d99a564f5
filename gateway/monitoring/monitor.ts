/**
 * The monitoring of one gateway replica: what it measures of its requests (requestMetrics.ts),
 * the lines it logs (logRing.ts), what it does to heal (healing.ts), its periodic health check
 * (healthChecker.ts), the data's freshness at the clock (dataFreshness.ts) and its Prometheus series
 * (prometheus.ts). One Monitor per
 * gateway process, made by its composition root (app/standalone.ts, app/gatewayAlone.ts), handed to
 * the gateway (its fields: resolvers.ts) and to the host (its logger and request hook: host.ts).
 *
 * Everything here is this replica's own: with several gateway replicas each keeps and serves its
 * own requests, logs, breakers and alerts, and every answer names the replica (`replica.id`).
 * What the replicas share (the warehouse, the bus, the access store) reads the same from any. The
 * alerts a check raises and clears also go out on the bus's alerts stream (alertsFeed.ts), each
 * frame naming this replica.
 */
import { randomUUID } from "node:crypto";
import type { Clock } from "../../core/clock.js";
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { Access } from "../access/index.js";
import type { SubgraphBreakers } from "../subgraphBreaker.js";
import type { GatewayHealth } from "../subgraphHealth.js";
import { type Alert, alertsOf, unjudgedKinds } from "./alerts.js";
import { AlertsPublisher } from "./alertsFeed.js";
import { type DataFreshnessReport, FreshnessReader } from "./dataFreshness.js";
import { breakerEvent, HealingLog } from "./healing.js";
import { checkIntervalFromEnv, HealthChecker } from "./healthChecker.js";
import type { HealthSnapshot } from "./healthSnapshot.js";
import { LogRing } from "./logRing.js";
import { PrometheusMetrics } from "./prometheus.js";
import { RequestContexts } from "./requestContexts.js";
import { RequestMetrics } from "./requestMetrics.js";

/** What the monitor logs through: the host's pino logger (or anything with its shape). */
export interface MonitorLogger {
  info(bindings: object, message: string): void;
  warn(bindings: object, message: string): void;
  error(bindings: object, message: string): void;
}

export type MonitorMode = "embedded" | "gateway";

export interface MonitorOptions {
  db: Warehouse;
  bus: EventBus;
  /** The service's clock: data freshness is judged at it (point in time). */
  clock: Clock;
  mode: MonitorMode;
  subgraphNames: readonly string[];
  /** Over remote subgraphs: /api/health's probes, and the breakers they share with the gateway. */
  probeSubgraphs?: () => Promise<GatewayHealth>;
  breakers?: SubgraphBreakers;
  /** The access layer, whose expired-hold sweeps are self-healing events; null without access. */
  access?: Access | null;
  /** Default HEALTH_CHECK_INTERVAL_MS, else 10 s. */
  checkIntervalMs?: number;
  /** Wall clock (epoch ms); tests replace it. */
  now?: () => number;
}

export interface MonitorReplica {
  id: string;
  mode: MonitorMode;
  uptimeS: number;
  scope: "this_replica";
}

export interface ObservedAlert extends Alert {
  /** When this replica first observed it (wall clock, epoch ms). */
  firstSeenMs: number;
}

const SEVERITY_LEVEL = { critical: "error", error: "error", warn: "warn", info: "info" } as const;

export class Monitor {
  readonly replicaId = `gw-${randomUUID().slice(0, 8)}`;
  readonly startedAtMs: number;
  readonly logs = new LogRing();
  /** Which account each request acted for and which operation it ran: its log line says both. */
  readonly requestContexts = new RequestContexts();
  readonly metrics: RequestMetrics;
  /** The same requests and more, for GET /metrics (Prometheus): this replica's registry. */
  readonly prometheus = new PrometheusMetrics();
  readonly healing = new HealingLog();
  readonly freshness: FreshnessReader;
  readonly checker: HealthChecker;
  readonly now: () => number;
  /** This replica's producer of the alerts stream. */
  readonly alertsStream: AlertsPublisher;
  /** Alerts by id with when this replica first saw them; the health check forgets the ones that clear. */
  readonly #firstSeen = new Map<string, ObservedAlert>();
  #logger: MonitorLogger | null = null;

  constructor(readonly options: MonitorOptions) {
    this.now = options.now ?? Date.now;
    this.startedAtMs = this.now();
    this.metrics = new RequestMetrics(this.now);
    options.access?.onSettled((settlement) => this.prometheus.observeCharges(settlement.lines));
    this.freshness = new FreshnessReader(options.db, this.now);
    this.alertsStream = new AlertsPublisher(options.bus, this.replicaId);
    this.checker = new HealthChecker(
      {
        db: options.db,
        bus: options.bus,
        freshness: this.freshness,
        subgraphNames: options.subgraphNames,
        ...(options.probeSubgraphs ? { probeSubgraphs: options.probeSubgraphs } : {}),
        ...(options.breakers ? { breakers: options.breakers } : {}),
      },
      options.checkIntervalMs ?? checkIntervalFromEnv(),
      this.now,
    );
  }

  get clock(): Clock {
    return this.options.clock;
  }

  replica(): MonitorReplica {
    return {
      id: this.replicaId,
      mode: this.options.mode,
      uptimeS: Math.round((this.now() - this.startedAtMs) / 100) / 10,
      scope: "this_replica",
    };
  }

  /** One line in the host's log (nothing before start: the host's logger does not exist yet). */
  log(level: "info" | "warn" | "error", event: string, message: string): void {
    this.#logger?.[level]({ event }, message);
  }

  /**
   * Starts observing: breaker changes and hold sweeps become self-healing events, the alerts
   * stream's producer registers, then the first health check runs (awaited) and the next every
   * interval.
   */
  async start(logger: MonitorLogger): Promise<void> {
    this.#logger = logger;
    const { breakers, access } = this.options;
    breakers?.observe((subgraph, transition) => {
      const event = breakerEvent(subgraph, transition, breakers.settings.cooldownMs);
      this.healing.record(event);
      this.log(event.outcome === "recovered" ? "info" : "warn", "breaker", event.detail);
    });
    access?.onHoldsReleased((released) => {
      const credits = released.reduce((sum, hold) => sum + hold.credits, 0);
      const detail = `${released.length} expired credit hold${released.length === 1 ? "" : "s"} (${credits} credits) released uncharged: their requests never settled.`;
      this.healing.record({
        atMs: this.now(),
        action: "hold_released",
        subject: "credit_holds",
        outcome: "completed",
        detail,
      });
      this.log("warn", "healing", detail);
    });
    this.log(
      "info",
      "service",
      `Gateway replica ${this.replicaId} started (${this.options.mode}, ${this.options.subgraphNames.length} subgraphs, health check every ${this.checker.intervalMs / 1000} s).`,
    );
    await this.alertsStream.start();
    await this.checker.start((snapshot, previous) => this.#observe(snapshot, previous));
  }

  stop(): void {
    this.checker.stop();
  }

  /** After the host closed its streams (else they would end with producer_unavailable, not shutdown). */
  async stopAlertsStream(): Promise<void> {
    await this.alertsStream.stop();
  }

  /** The data's freshness at `now`, or null when it cannot be read (the warehouse is down). */
  async dataAt(now: Date): Promise<DataFreshnessReport | null> {
    return this.freshness.report(now).catch(() => null);
  }

  /** The active alerts at the request's clock, from the newest health check; empty before one. */
  async alertsAt(now: Date): Promise<{ alerts: ObservedAlert[]; data: DataFreshnessReport | null }> {
    const snapshot = this.checker.latest();
    const data = await this.dataAt(now);
    if (!snapshot) return { alerts: [], data };
    // The health check keeps the first sightings (at the service's clock); a condition only this
    // request's clock shows is first seen now.
    const seenAt = this.now();
    const alerts = alertsOf(snapshot, data).map((alert) => ({
      ...alert,
      firstSeenMs: this.#firstSeen.get(alert.id)?.firstSeenMs ?? seenAt,
    }));
    return { alerts, data };
  }

  /** A new health check: reconnections, and alerts raised or cleared since the previous one. */
  async #observe(snapshot: HealthSnapshot, previous: HealthSnapshot | null): Promise<void> {
    const stores = [
      ["warehouse", previous?.warehouse.reachable, snapshot.warehouse.reachable],
      ["event_bus", previous?.bus.reachable, snapshot.bus.reachable],
    ] as const;
    for (const [store, was, is] of stores) {
      if (was === false && is) {
        const downForS = Math.round(
          (snapshot.takenAtMs - (previous?.takenAtMs ?? snapshot.takenAtMs)) / 1000,
        );
        const detail = `The ${store} answers again (it did not at the check ${downForS} s before): its connections were re-established without a restart.`;
        this.healing.record({
          atMs: snapshot.takenAtMs,
          action: "reconnected",
          subject: store,
          outcome: "recovered",
          detail,
        });
        this.log("info", "healing", detail);
      } else if (was !== false && !is) {
        this.log("error", "health", `The ${store} did not answer the health check.`);
      }
    }
    const data = await this.dataAt(this.clock.now());
    const current = alertsOf(snapshot, data);
    const ids = new Set(current.map((alert) => alert.id));
    // A condition whose source could not be read this time is not known to have ended.
    const unjudged = unjudgedKinds(snapshot, data);
    for (const alert of current) {
      if (this.#firstSeen.has(alert.id)) continue;
      this.#firstSeen.set(alert.id, { ...alert, firstSeenMs: snapshot.takenAtMs });
      this.log(
        SEVERITY_LEVEL[alert.severity],
        "alert",
        `Alert raised (${alert.severity}) ${alert.id}: ${alert.message}`,
      );
      await this.alertsStream.publish("raised", alert, snapshot.takenAtMs, snapshot.takenAtMs);
    }
    for (const [id, observed] of [...this.#firstSeen]) {
      if (ids.has(id) || unjudged.has(observed.kind)) continue;
      this.#firstSeen.delete(id);
      this.log("info", "alert", `Alert cleared: ${id}.`);
      const { firstSeenMs, ...alert } = observed;
      await this.alertsStream.publish("cleared", alert, firstSeenMs, snapshot.takenAtMs);
    }
    this.alertsStream.checked();
  }
}
