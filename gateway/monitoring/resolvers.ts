/**
 * The monitoring fields' resolvers (types: schema.ts). Each reads this replica's Monitor and, for
 * the caller's quotas, the access layer; none computes a figure the service did not observe.
 */
import { GraphQLError } from "graphql";
import { ServiceError } from "../../subgraphs/kit/errors.js";
import { producersOf } from "../../subgraphs/kit/producers.js";
import { checkValue } from "../../subgraphs/kit/validation.js";
import type { AccessContext } from "../access/context.js";
import type { Access } from "../access/index.js";
import { type Alert, atLeast, SEVERITIES, type Severity } from "./alerts.js";
import { cacheStats } from "./cacheStats.js";
import type { BookHealth, DataFreshnessReport } from "./dataFreshness.js";
import { STALE_AFTER_INTERVALS } from "./healthChecker.js";
import { componentsOf } from "./healthSnapshot.js";
import type { Monitor } from "./monitor.js";
import { apiQuotas } from "./quotas.js";
import { LATENCY_BUCKETS_MS } from "./requestMetrics.js";
import { LOG_LINES_SERVED, MONITORING_ARGUMENT_RULES } from "./schema.js";

type Freshness = "off" | "live" | "strict";

/** The ranged arguments' rules, for GraphQL callers (REST checked them before). */
function checkArguments(field: string, args: Record<string, unknown>): void {
  for (const rule of MONITORING_ARGUMENT_RULES.get(field)?.values() ?? []) checkValue(rule, args[rule.name]);
}

/**
 * A resolver whose unexpected failure (a store's driver error, a bug) answers one clean error: its
 * message can name a host or a statement, so it is neither served nor logged.
 */
function guarded<A extends unknown[], R>(
  monitor: Monitor,
  field: string,
  resolve: (...args: A) => R | Promise<R>,
) {
  return async (...args: A): Promise<R> => {
    try {
      return await resolve(...args);
    } catch (error) {
      if (error instanceof ServiceError || error instanceof GraphQLError) throw error;
      monitor.log("error", "service", `${field} failed: its monitoring state could not be read.`);
      throw new GraphQLError(`${field}: the monitoring state could not be read.`);
    }
  };
}

function countsBySeverity(alerts: readonly Alert[]): Record<Severity, number> {
  return Object.fromEntries(
    SEVERITIES.map((severity) => [severity, alerts.filter((alert) => alert.severity === severity).length]),
  ) as Record<Severity, number>;
}

function snapshotInfo(monitor: Monitor) {
  const snapshot = monitor.checker.latest();
  const age = monitor.checker.age();
  const intervalS = monitor.checker.intervalMs / 1000;
  if (!snapshot || !age) return { status: "missing", ageS: null, durationMs: null, intervalS };
  return {
    status: age.stale ? "stale" : "current",
    ageS: age.ageS,
    durationMs: snapshot.durationMs,
    intervalS,
  };
}

const UNREADABLE_BOOK: BookHealth = {
  status: "unknown",
  date: null,
  ageSessions: null,
  isStale: null,
  staleReason: null,
  members: null,
  scored: null,
  note: "The warehouse could not be read: the book's state is unknown.",
};

function dataSummary(data: DataFreshnessReport | null) {
  if (!data) {
    return {
      status: "unreadable",
      staleDatasets: [],
      currentCount: 0,
      notJudgedCount: 0,
      signalsBook: UNREADABLE_BOOK,
    };
  }
  return {
    status: data.status,
    staleDatasets: data.datasets.filter((d) => d.status === "stale").map((d) => d.dataset),
    currentCount: data.currentCount,
    notJudgedCount: data.notJudgedCount,
    signalsBook: data.signalsBook,
  };
}

function dataStale(
  freshness: Freshness,
  message: string,
  extra: Record<string, string | number>,
): ServiceError {
  return new ServiceError(
    "data_stale",
    `freshness=${freshness} refused the system health: ${message}; freshness=off serves it labelled.`,
    {
      extra: { freshness, ...extra },
    },
  );
}

const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();

async function systemHealth(monitor: Monitor, freshness: Freshness) {
  const snapshot = monitor.checker.latest();
  const info = snapshotInfo(monitor);
  const now = monitor.clock.now();
  if (freshness !== "off") {
    if (info.status === "missing") {
      throw dataStale(freshness, "no health check has ended yet", { stale_reason: "snapshot_missing" });
    }
    if (info.status === "stale") {
      throw dataStale(freshness, `the newest health check is ${info.ageS} s old`, {
        stale_reason: "snapshot_stale",
        snapshot_age_s: info.ageS as number,
        stale_after_s: STALE_AFTER_INTERVALS * info.intervalS,
      });
    }
  }
  const { alerts, data } = await monitor.alertsAt(now);
  const components = snapshot ? componentsOf(snapshot) : [];
  if (freshness === "strict") {
    const notOk = components.filter((component) => component.status !== "ok").map((c) => c.name);
    const staleData = data
      ? data.datasets.filter((d) => d.status === "stale").map((d) => d.dataset)
      : ["unreadable"];
    if (data?.signalsBook.isStale) staleData.push("signals_book");
    if (notOk.length > 0 || staleData.length > 0) {
      throw dataStale(
        freshness,
        `it is incomplete (${[...notOk.map((n) => `${n} not ok`), ...staleData.map((n) => `${n} stale`)].join(", ")})`,
        {
          stale_reason: "incomplete",
          components_not_ok: notOk.join(","),
          data_stale: staleData.join(","),
        },
      );
    }
  }
  const counts = countsBySeverity(alerts);
  const status = !snapshot
    ? "unknown"
    : counts.critical > 0
      ? "down"
      : counts.error + counts.warn > 0
        ? "degraded"
        : "ok";
  return {
    replica: monitor.replica(),
    status,
    statusReasons: atLeast(alerts, "warn").map((alert) => alert.id),
    freshness,
    asOf: data?.asOf ?? minuteOf(now),
    snapshot: info,
    components,
    data: dataSummary(data),
    alerts: counts,
  };
}

function healingMechanisms(monitor: Monitor, access: Access | null) {
  const remote = monitor.options.breakers !== undefined;
  const inProcess =
    "In process (npm start) the subgraphs are not reached over the network: there is nothing to cut off.";
  return [
    {
      name: "circuit_breakers",
      active: remote,
      description:
        "Cuts off a remote subgraph after consecutive failed fetches, lets one trial through after the cool-down, closes on success.",
      note: remote ? "One breaker per remote subgraph, per gateway replica." : inProcess,
    },
    {
      name: "health_probes",
      active: remote,
      description:
        "Probes each remote subgraph at every health check; a success after a breaker's cool-down closes it without waiting for traffic.",
      note: remote ? `Every ${monitor.checker.intervalMs / 1000} s, and on /api/health.` : inProcess,
    },
    {
      name: "store_reconnection",
      active: true,
      description:
        "The warehouse pool and every Redis client reconnect by themselves; a request meanwhile answers 503 or 502 with Retry-After.",
      note: `Seen by the health check as the store answering again (event bus: ${monitor.options.bus.kind}).`,
    },
    {
      name: "credit_hold_sweep",
      active: access?.sweepsHolds ?? false,
      description:
        "Releases, uncharged, credit holds whose request never settled (its process died mid-request).",
      note: access?.sweepsHolds
        ? "This replica sweeps expired holds periodically."
        : "This replica does not sweep holds.",
    },
    {
      name: "derived_rebuild",
      active: true,
      description:
        "A process serving a domain rebuilds, at start and after an ingest, its derived products that are not built from the data held now.",
      note: "Each product's newest build is listed as an event, whichever process built it.",
    },
  ];
}

async function selfHealing(monitor: Monitor, access: Access | null, limit: number) {
  const builds = await monitor.freshness.builds().catch(() => []);
  const rebuilds = builds.map((build) => ({
    atMs: Date.parse(build.builtAt),
    action: "derived_rebuild",
    subject: build.product,
    outcome: "completed",
    detail: `Built ${build.rows} rows in ${build.durationMs} ms for data version ${build.dataVersion.slice(0, 12)}.`,
  }));
  const events = [...monitor.healing.newest(), ...rebuilds]
    .sort((a, b) => b.atMs - a.atMs)
    .slice(0, limit)
    .map(({ atMs, ...event }) => ({ timestamp: new Date(atMs).toISOString(), ...event }));
  return {
    replica: monitor.replica(),
    count: events.length,
    events,
    mechanisms: healingMechanisms(monitor, access),
    dropped: monitor.healing.dropped,
  };
}

async function mlHealth(monitor: Monitor) {
  const now = monitor.clock.now();
  const [data, products] = await Promise.all([
    monitor.freshness.report(now),
    monitor.freshness.derivedProducts(),
  ]);
  const signalsProducts = products.filter((product) => product.domain === "signals");
  const streams = await Promise.all(
    (["signals", "decisions"] as const).map(async (capability) => {
      const producers = await producersOf(monitor.options.bus, capability).catch(() => null);
      if (producers === null) {
        return { capability, status: "unknown", producers: [], note: "The event bus could not be read." };
      }
      const live = producers.filter((producer) => producer.live);
      const names = producers.map((producer) => producer.producer);
      if (producers.length === 0) {
        return {
          capability,
          status: "no_producer",
          producers: names,
          note: "No producer publishes it: the stream answers 503 producer_unavailable.",
        };
      }
      if (live.length === 0) {
        return {
          capability,
          status: "not_live",
          producers: names,
          note: "Its producers are not live: the stream answers 503 producer_unavailable.",
        };
      }
      const replay = live.every((producer) => producer.replay);
      return {
        capability,
        status: replay ? "replay" : "live",
        producers: names,
        note: replay
          ? "Live producers replay the book's history (frames say replay: true)."
          : "A live producer publishes it.",
      };
    }),
  );
  const unavailable = signalsProducts.some((product) => product.status !== "current");
  const degraded =
    data.signalsBook.isStale === true || streams.some((s) => s.status !== "live" && s.status !== "replay");
  return {
    status: unavailable ? "unavailable" : degraded ? "degraded" : "ok",
    asOf: data.asOf,
    products: signalsProducts,
    signalsBook: data.signalsBook,
    streams,
    note: "Model outputs are orderings, not forecasts (point estimates withheld); the book is built once per data version and read at the clock.",
  };
}

async function dataFreshness(monitor: Monitor) {
  const [report, derivedProducts, ingest] = await Promise.all([
    monitor.freshness.report(monitor.clock.now()),
    monitor.freshness.derivedProducts(),
    monitor.freshness.ingest(),
  ]);
  return {
    ...report,
    derivedProducts,
    ingest: {
      ...ingest,
      note:
        ingest.files === 0
          ? "Nothing is ingested: every data route answers 503 dataset_unavailable."
          : `${ingest.files} files from ${ingest.adapters} ingest adapters; the data version changes when one of them is ingested again.`,
    },
  };
}

export function monitoringResolvers(monitor: Monitor, access: Access | null) {
  return {
    Query: {
      serviceLogs: guarded(monitor, "serviceLogs", () => {
        const lines = monitor.logs.newest(LOG_LINES_SERVED);
        return { replica: monitor.replica(), count: lines.length, lines, ...monitor.logs.stats() };
      }),
      cacheStats: guarded(monitor, "cacheStats", () => {
        const caches = cacheStats(monitor.options.mode === "embedded");
        return { replica: monitor.replica(), count: caches.length, caches };
      }),
      selfHealing: guarded(monitor, "selfHealing", (_: unknown, args: { limit: number }) => {
        checkArguments("selfHealing", args);
        return selfHealing(monitor, access, args.limit);
      }),
      activeAlerts: guarded(
        monitor,
        "activeAlerts",
        async (_: unknown, args: { severity?: Severity | null }) => {
          const now = monitor.clock.now();
          const { alerts, data } = await monitor.alertsAt(now);
          const listed = atLeast(alerts, args.severity ?? "info");
          return {
            replica: monitor.replica(),
            asOf: data?.asOf ?? minuteOf(now),
            severity: args.severity ?? "info",
            count: listed.length,
            bySeverity: countsBySeverity(alerts),
            alerts: listed.map(({ firstSeenMs, ...alert }) => ({
              ...alert,
              timestamp: new Date(firstSeenMs).toISOString(),
            })),
            snapshot: snapshotInfo(monitor),
          };
        },
      ),
      systemHealth: guarded(monitor, "systemHealth", (_: unknown, args: { freshness: Freshness }) =>
        systemHealth(monitor, args.freshness),
      ),
      serviceMetrics: guarded(monitor, "serviceMetrics", (_: unknown, args: { windowMinutes: number }) => {
        checkArguments("serviceMetrics", args);
        return {
          replica: monitor.replica(),
          ...monitor.metrics.summary(args.windowMinutes),
          latencyBucketsMs: LATENCY_BUCKETS_MS,
        };
      }),
      apiQuotas: guarded(monitor, "apiQuotas", (_: unknown, __: unknown, context: AccessContext) => {
        if (!access)
          throw new ServiceError("unauthorized", "api_quotas needs the access layer, which is off.");
        return apiQuotas(access, context);
      }),
      mlHealth: guarded(monitor, "mlHealth", () => mlHealth(monitor)),
      dataFreshness: guarded(monitor, "dataFreshness", () => dataFreshness(monitor)),
    },
  };
}
