/**
 * The health check of this gateway replica, run in the background every interval
 * (HEALTH_CHECK_INTERVAL_MS, default 10 s): one snapshot of what it can observe (healthSnapshot.ts).
 * system_health serves the newest snapshot, so a route call never waits on a slow probe; the
 * snapshot's age says how current it is, and one older than STALE_AFTER_INTERVALS intervals (a
 * check that hangs on a store that stopped answering) or none at all (before the first check
 * ends) is what freshness=live refuses with 503 data_stale (spec/02 v3_system_health).
 *
 * Each part is read on its own and a failure is part of the answer (unreachable, unknown), so a
 * check always ends unless a store hangs. A check never overlaps the previous one. Over remote
 * subgraphs its probes are /api/health's (gateway/subgraphHealth.ts), shared with it, and a
 * successful probe after a breaker's cool-down closes that breaker: an idle gateway learns that a
 * subgraph is back without waiting for traffic.
 */
import type { EventBus } from "../../subgraphs/kit/eventBus.js";
import { knownProducers, type ProducerStatus, producerStatus } from "../../subgraphs/kit/producers.js";
import { warehouseCheck } from "../../subgraphs/kit/readiness.js";
import type { Warehouse } from "../../warehouse/connection.js";
import type { SubgraphBreakers } from "../subgraphBreaker.js";
import type { GatewayHealth } from "../subgraphHealth.js";
import type { FreshnessReader } from "./dataFreshness.js";
import type { HealthSnapshot, SubgraphObservation } from "./healthSnapshot.js";

export const DEFAULT_CHECK_INTERVAL_MS = 10_000;
export const STALE_AFTER_INTERVALS = 3;

/** HEALTH_CHECK_INTERVAL_MS (a positive integer), else the default; a malformed value stops the start. */
export function checkIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.HEALTH_CHECK_INTERVAL_MS;
  if (raw === undefined || raw === "") return DEFAULT_CHECK_INTERVAL_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`HEALTH_CHECK_INTERVAL_MS must be a positive integer, got "${raw}"`);
  }
  return value;
}

export interface CheckSources {
  db: Warehouse;
  bus: EventBus;
  freshness: FreshnessReader;
  /** The subgraphs this gateway serves, by name. */
  subgraphNames: readonly string[];
  /** Remote subgraphs: the probes of /api/health; absent in process. */
  probeSubgraphs?: () => Promise<GatewayHealth>;
  breakers?: SubgraphBreakers;
}

export class HealthChecker {
  #latest: HealthSnapshot | null = null;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<HealthSnapshot> | null = null;

  constructor(
    private readonly sources: CheckSources,
    readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The newest snapshot; null before the first check ended. */
  latest(): HealthSnapshot | null {
    return this.#latest;
  }

  /** Seconds since the newest snapshot was taken, and whether that is too old to serve as current. */
  age(): { ageS: number; stale: boolean } | null {
    if (!this.#latest) return null;
    const ageMs = this.now() - this.#latest.takenAtMs;
    return { ageS: Math.round(ageMs / 100) / 10, stale: ageMs > STALE_AFTER_INTERVALS * this.intervalMs };
  }

  /**
   * Runs a first check now, then one every interval; `onSnapshot` sees each with the one before
   * (the monitor turns their differences into log lines and self-healing events).
   */
  async start(
    onSnapshot: (snapshot: HealthSnapshot, previous: HealthSnapshot | null) => Promise<void> | void,
  ): Promise<void> {
    const run = async () => {
      if (this.#running) return;
      const previous = this.#latest;
      this.#running = this.check();
      try {
        const snapshot = await this.#running;
        this.#latest = snapshot;
        // What the observer makes of it (log lines, events) must not stop the checks.
        await Promise.resolve(onSnapshot(snapshot, previous)).catch(() => {});
      } finally {
        this.#running = null;
      }
    };
    await run();
    this.#timer = setInterval(() => void run().catch(() => {}), this.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One snapshot; every part read at once, each failure kept as part of the answer. */
  async check(): Promise<HealthSnapshot> {
    const takenAtMs = this.now();
    const started = performance.now();
    const [warehouse, derivedProducts, producers, subgraphs] = await Promise.all([
      this.#warehouse(),
      this.sources.freshness.derivedProducts().catch(() => null),
      this.#producers(),
      this.#subgraphs(),
    ]);
    return {
      takenAtMs,
      durationMs: Math.round(performance.now() - started),
      warehouse,
      bus: { kind: this.sources.bus.kind, reachable: producers !== null },
      subgraphs,
      producers,
      derivedProducts,
    };
  }

  async #warehouse(): Promise<HealthSnapshot["warehouse"]> {
    const started = performance.now();
    const latency = () => Math.round(performance.now() - started);
    try {
      await warehouseCheck(this.sources.db)();
      return { reachable: true, latencyMs: latency() };
    } catch {
      return { reachable: false, latencyMs: latency() };
    }
  }

  async #producers(): Promise<ProducerStatus[] | null> {
    try {
      const names = await knownProducers(this.sources.bus);
      const nowMs = this.now();
      const statuses = await Promise.all(names.map((name) => producerStatus(this.sources.bus, name, nowMs)));
      return statuses.filter((status): status is ProducerStatus => status !== null);
    } catch {
      return null;
    }
  }

  async #subgraphs(): Promise<SubgraphObservation[]> {
    const { probeSubgraphs, breakers, subgraphNames } = this.sources;
    if (!probeSubgraphs) {
      return subgraphNames.map((name) => ({
        name,
        transport: "in_process",
        reachable: null,
        probeMs: null,
        breaker: null,
      }));
    }
    const health = await probeSubgraphs();
    return subgraphNames.map((name) => {
      const probe = health.subgraphs[name];
      return {
        name,
        transport: "http",
        reachable: probe ? probe.status === "ok" : false,
        probeMs: probe?.latency_ms ?? null,
        breaker: breakers?.of(name)?.view() ?? null,
      };
    });
  }
}
