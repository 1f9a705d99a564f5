/**
 * The whole service in one process (the embedded default): warehouse, five subgraphs in
 * process, gateway, REST shim and the producers the subgraphs declare (market's replays, signals'
 * replay when asked for: app/producers.ts), on one port. Tests and benchmarks start it the same
 * way `npm start` does.
 */
import "reflect-metadata";
import type { Clock } from "../core/clock.js";
import { systemClock } from "../core/clock.js";
import { type Access, type AccessConfig, openAccess } from "../gateway/access/index.js";
import type { CorsPolicy } from "../gateway/cors.js";
import { type RunningHost, startHost } from "../gateway/host.js";
import { Monitor } from "../gateway/monitoring/monitor.js";
import { openPersistedQueryStore } from "../gateway/persistedQueryStores.js";
import { gatewayReadiness } from "../gateway/probes.js";
import { createGateway, type Gateway, sharedSubscriptions } from "../gateway/runtime.js";
import type { SharedSubscriptions } from "../gateway/sharedSubscriptions.js";
import { buildSubgraphs, DEFINITIONS, derivedProductsOf } from "../gateway/subgraphs.js";
import { mountRestShim } from "../rest-shim/mount.js";
import type { SseOptions } from "../rest-shim/sse.js";
import type { ConnectionLimits } from "../subgraphs/kit/connectionLimits.js";
import type { ProducerOptions } from "../subgraphs/kit/declaredProducers.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import type { ReadinessCheck } from "../subgraphs/kit/readiness.js";
import { SUBGRAPH_NAMES } from "../subgraphs/kit/subgraph.js";
import type { MarketReplayOptions } from "../subgraphs/market/streams/marketReplay.js";
import { defaultDatabaseUrl, type OpenOptions, type OpenWarehouse } from "../warehouse/connection.js";
import { ensureWarehouse, openMigrated } from "../warehouse/ensure.js";
import {
  buildsApart,
  type DerivedBuildMode,
  type DerivedBuilds,
  derivedBuildModeFromEnv,
  derivedBuilds,
} from "./derivedBuilds.js";
import { type RunningProducers, startProducers, stopProducers } from "./producers.js";

/**
 * Besides the options below, a setting per declared producer under its name (ProducerOptions),
 * false for none, absent for its default: `replay` (market's replays of recorded sessions, one
 * session's options or a plan; default every held session: subgraphs/market/streams/replayPlan.ts)
 * and `signalsReplay` (the replay of the signals book's changes; default none, `npm start` turns it
 * on: SIGNALS_REPLAY in bin/serve.ts; subgraphs/signals/data/replayProducer.ts).
 */
export interface ServiceOptions extends ProducerOptions {
  databaseUrl?: string;
  port?: number;
  host?: string;
  clock?: Clock;
  onQuery?: OpenOptions["onQuery"];
  /** Keys, plans and credits enforced (the default); false only for benchmarks of the gateway alone. */
  auth?: boolean;
  /** SSE tuning (heartbeat, buffer and per-key stream limits); defaults in rest-shim/sse.ts. */
  sse?: Partial<SseOptions>;
  /** Results a subscriber may have waiting before it is cut (gateway/sharedSubscriptions.ts). */
  subscriptions?: { maxQueued?: number };
  /** Access backend and clock: Redis when redisUrl is set (default REDIS_URL), else embedded. */
  access?: AccessConfig;
  /** Event bus: Redis Streams at this URL (default: the access Redis, else REDIS_URL), else in process. */
  busUrl?: string;
  /** Bus retention and per-subscriber queue bound (subgraphs/kit/eventBus.ts). */
  bus?: { retention?: number; maxQueued?: number };
  /** The monitoring's health check interval (default HEALTH_CHECK_INTERVAL_MS, else 10 s). */
  monitoring?: { checkIntervalMs?: number };
  /** Frame size, connection_init deadline, head and request timeouts (default: the environment's). */
  connectionLimits?: ConnectionLimits;
  /** Which browser origins may call (default: CORS_ORIGINS, else any; gateway/cors.ts). */
  cors?: CorsPolicy;
  /**
   * The derived products: built in a worker thread once the server listens (default), or not by
   * this process (`off`: another builds them, e.g. `npm run ingest`); default DERIVED_BUILDS.
   * A private in-memory warehouse builds them before listening (app/derivedBuilds.ts).
   */
  derivedBuilds?: DerivedBuildMode;
  /** Bytes the gateway's answer cache may hold (gateway/answerCache.ts); default ANSWER_CACHE_MB; 0: off. */
  answerCacheBytes?: number;
}

export interface RunningService extends RunningHost {
  warehouse: OpenWarehouse;
  gateway: Gateway;
  /** How subscribers share executions here (gateway/sharedSubscriptions.ts). */
  subscriptions: SharedSubscriptions;
  bus: EventBus;
  access: Access | null;
  /** The producers this process runs, by declaration (`replay`: one per session; `signalsReplay`). */
  producers: RunningProducers;
  /** This replica's monitoring (gateway/monitoring/); absent in the distributed test topology. */
  monitor?: Monitor | null;
  /** The derived products' build after listening (app/derivedBuilds.ts); absent in the distributed test topology. */
  derivedBuilds?: DerivedBuilds;
}

/**
 * SPY's 2023-08-03 session alone (the bundled day with trades and quotes), a recorded minute a
 * second: one producer, as the fan-out benchmark and most stream tests use it.
 */
export const DEFAULT_REPLAY: MarketReplayOptions = {
  ticker: "SPY",
  sessionDate: "2023-08-03",
  speed: 60,
  loop: true,
  heartbeatMs: 5_000,
};

/** What /api/health says of the data: `ok` once it is in, else whether it is loading or failed to. */
function healthStatus(builds: DerivedBuilds): "ok" | "ingesting" | "ingest_failed" {
  const ingest = builds.ingest();
  return ingest === null ? "ok" : ingest.failed === null ? "ingesting" : "ingest_failed";
}

/** /readyz fails `ingest` until a fresh warehouse's data is in: no data route answers before. */
function ingestReadiness(builds: DerivedBuilds): Record<string, ReadinessCheck> {
  return {
    ingest: async () => {
      if (builds.ingest() !== null) throw new Error("the warehouse is ingesting its data");
    },
  };
}

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const databaseUrl = options.databaseUrl ?? defaultDatabaseUrl();
  const products = derivedProductsOf();
  const apart = buildsApart(databaseUrl);
  // Migrated before listening; a fresh warehouse is ingested by the builds' worker once the
  // server listens (its data routes answer snapshot_cold until then), a private in-memory one here.
  const { warehouse, empty } = apart
    ? await openMigrated(databaseUrl, { onQuery: options.onQuery })
    : {
        warehouse: await ensureWarehouse(databaseUrl, { onQuery: options.onQuery, derived: products }),
        empty: false,
      };
  const builds = derivedBuilds(
    warehouse.db,
    { url: databaseUrl, subgraphs: SUBGRAPH_NAMES },
    products,
    apart ? (options.derivedBuilds ?? derivedBuildModeFromEnv(process.env)) : "off",
    empty,
  );
  const bus = await openBus(options.busUrl ?? options.access?.redisUrl ?? process.env.REDIS_URL, options.bus);
  const deps = { db: warehouse.db, clock: options.clock ?? systemClock, bus };
  const subgraphs = await buildSubgraphs();
  const redisUrl = options.access?.redisUrl ?? process.env.REDIS_URL;
  const access =
    options.auth === false
      ? null
      : await openAccess(warehouse.db, { events: bus, ...options.access, ...(redisUrl ? { redisUrl } : {}) });
  const monitor = new Monitor({
    db: warehouse.db,
    bus,
    clock: deps.clock,
    mode: "embedded",
    subgraphNames: Object.keys(subgraphs),
    access,
    ...(options.monitoring?.checkIntervalMs ? { checkIntervalMs: options.monitoring.checkIntervalMs } : {}),
  });
  const subscriptions = sharedSubscriptions(options.subscriptions?.maxQueued);
  const gateway = createGateway({
    routing: { kind: "in-process", subgraphs, deps },
    access,
    bus,
    monitor,
    subscriptions,
    persistedQueries: openPersistedQueryStore(redisUrl),
    ...(options.answerCacheBytes !== undefined ? { answerCacheBytes: options.answerCacheBytes } : {}),
  });
  const startedAt = new Date().toISOString();
  const host = await startHost(
    {
      gateway,
      access,
      monitor,
      readiness: {
        ...gatewayReadiness({ db: warehouse.db, access, bus }),
        ...(empty ? ingestReadiness(builds) : {}),
      },
      derived: builds.state,
      ...(empty ? { ingest: builds.ingest } : {}),
      ...(options.connectionLimits ? { limits: options.connectionLimits } : {}),
      ...(options.cors ? { cors: options.cors } : {}),
      routes: mountRestShim(
        gateway,
        async () => ({
          status: healthStatus(builds),
          started_at: startedAt,
          mode: "embedded",
          database: warehouse.dialect,
        }),
        options.sse,
        subgraphs,
        { access },
      ),
    },
    { port: options.port ?? 0, host: options.host ?? "127.0.0.1" },
  );
  const building = await builds.start();
  const definitions = Object.values(DEFINITIONS);
  const producers: { -readonly [N in keyof RunningProducers]: RunningProducers[N] } = {};
  let closing = false;
  // The producers replay ingested data and the monitoring judges it: on a fresh warehouse both
  // start once it is in (a start whose ingest fails runs neither: its data routes stay cold).
  const afterIngest = builds.ingested().then(async () => {
    if (closing) return;
    Object.assign(
      producers,
      await startProducers(definitions, deps, options, building ? "before_derived" : "all"),
    );
    // Last, so its first health check sees the producers this process runs.
    await monitor.start(host.app.log);
  });
  if (!empty) await afterIngest;
  afterIngest.catch((error: Error) =>
    host.app.log.error(`producers and monitoring did not start: ${error.message}`),
  );
  // Those that replay a product start once it is built; a start that built nothing started them all.
  const afterBuilds = building
    ? Promise.all([afterIngest, builds.done()]).then(async () => {
        if (!closing)
          Object.assign(producers, await startProducers(definitions, deps, options, "after_derived"));
      })
    : Promise.resolve();
  afterBuilds.catch((error: Error) =>
    host.app.log.error(`producers after the derived builds did not start: ${error.message}`),
  );
  return {
    ...host,
    warehouse,
    gateway,
    subscriptions,
    bus,
    access,
    producers,
    monitor,
    derivedBuilds: builds,
    async close() {
      closing = true;
      monitor.stop();
      await builds.stop();
      await afterIngest.catch(() => undefined);
      await afterBuilds.catch(() => undefined);
      // Streams end with server_shutdown first; stopping the producers first would end them with
      // producer_unavailable (kit/livenessWatch.ts) and tell clients the wrong reason.
      await host.close();
      await monitor.stopAlertsStream();
      await stopProducers(producers);
      await gateway[Symbol.asyncDispose]();
      await access?.backend.close();
      await bus.close();
      await warehouse.close();
    },
  };
}
