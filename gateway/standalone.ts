/**
 * The whole service in one process (the embedded default): warehouse, five subgraphs in
 * process, gateway, REST shim and the market replay producer, on one port. Tests and
 * benchmarks start it the same way `npm start` does.
 */
import "reflect-metadata";
import type { Clock } from "../core/clock.js";
import { systemClock } from "../core/clock.js";
import { mountRestShim } from "../rest-shim/mount.js";
import type { SseOptions } from "../rest-shim/sse.js";
import type { ConnectionLimits } from "../subgraphs/kit/connectionLimits.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import type { RunningProducer } from "../subgraphs/kit/producers.js";
import type { MarketReplayOptions } from "../subgraphs/market/streams/marketReplay.js";
import {
  DEFAULT_REPLAY_PLAN,
  type ReplayPlan,
  replaySessionsOf,
  startReplays,
} from "../subgraphs/market/streams/replayPlan.js";
import { type SignalsReplayOptions, startSignalsReplay } from "../subgraphs/signals/data/replayProducer.js";
import type { OpenOptions, OpenWarehouse } from "../warehouse/connection.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { type Access, type AccessConfig, openAccess } from "./access/index.js";
import { derivedProductsOf } from "./derivedProducts.js";
import { type RunningHost, startHost } from "./host.js";
import { Monitor } from "./monitoring/monitor.js";
import { createGateway, type Gateway } from "./runtime.js";
import { buildSubgraphs } from "./subgraphs.js";

export interface ServiceOptions {
  databaseUrl?: string;
  port?: number;
  host?: string;
  clock?: Clock;
  /**
   * Replays of recorded sessions as ticks, bars and quotes, one producer each: one session's
   * options, a plan (default DEFAULT_REPLAY_PLAN: every held session, subgraphs/market/streams/
   * replayPlan.ts), or false for none.
   */
  replay?: MarketReplayOptions | ReplayPlan | false;
  /**
   * The replay of the signals book's changes as the signals and decisions streams
   * (subgraphs/signals/data/replayProducer.ts), or false/absent for none (`npm start` turns it on:
   * SIGNALS_REPLAY in bin/serve.ts).
   */
  signalsReplay?: SignalsReplayOptions | false;
  onQuery?: OpenOptions["onQuery"];
  /** Keys, plans and credits enforced (the default); false only for benchmarks of the gateway alone. */
  auth?: boolean;
  /** SSE tuning (heartbeat, buffer and per-key stream limits); defaults in rest-shim/sse.ts. */
  sse?: Partial<SseOptions>;
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
}

export interface RunningService extends RunningHost {
  warehouse: OpenWarehouse;
  gateway: Gateway;
  bus: EventBus;
  access: Access | null;
  /** The replay producers this process runs, one per session. */
  replays: RunningProducer[];
  /** The signals replay producer, when it runs (absent in the distributed test topology). */
  signalsReplay?: RunningProducer | null;
  /** This replica's monitoring (gateway/monitoring/); absent in the distributed test topology. */
  monitor?: Monitor | null;
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

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const warehouse = await ensureWarehouse(options.databaseUrl, {
    onQuery: options.onQuery,
    derived: derivedProductsOf(),
  });
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
  const gateway = createGateway({ routing: { kind: "in-process", subgraphs, deps }, access, bus, monitor });
  const startedAt = new Date().toISOString();
  const host = await startHost(
    {
      gateway,
      access,
      monitor,
      ...(options.connectionLimits ? { limits: options.connectionLimits } : {}),
      routes: mountRestShim(
        gateway,
        async () => ({
          status: "ok",
          started_at: startedAt,
          mode: "embedded",
          database: warehouse.dialect,
        }),
        options.sse,
        subgraphs,
      ),
    },
    { port: options.port ?? 0, host: options.host ?? "127.0.0.1" },
  );
  const replays = await startReplays(
    { db: warehouse.db, bus },
    await replaySessionsOf(warehouse.db, options.replay ?? DEFAULT_REPLAY_PLAN),
  );
  const signalsReplay = options.signalsReplay
    ? await startSignalsReplay({ db: warehouse.db, bus, clock: deps.clock }, options.signalsReplay)
    : null;
  // Last, so its first health check sees the producers this process runs.
  await monitor.start(host.app.log);
  return {
    ...host,
    warehouse,
    gateway,
    bus,
    access,
    replays,
    signalsReplay,
    monitor,
    async close() {
      monitor.stop();
      // Streams end with server_shutdown first; stopping the producers first would end them with
      // producer_unavailable (kit/livenessWatch.ts) and tell clients the wrong reason.
      await host.close();
      await Promise.all(replays.map((replay) => replay.stop()));
      await signalsReplay?.stop();
      await gateway[Symbol.asyncDispose]();
      await access?.backend.close();
      await bus.close();
      await warehouse.close();
    },
  };
}
