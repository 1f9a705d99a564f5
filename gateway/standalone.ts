/**
 * The whole service in one process (the embedded default): warehouse, five subgraphs in
 * process, gateway, REST shim and the bars replay, on one port. Tests and benchmarks start it
 * the same way `npm start` does.
 */
import "reflect-metadata";
import { mountRestShim } from "../rest-shim/mount.js";
import type { Clock } from "../subgraphs/kit/clock.js";
import { systemClock } from "../subgraphs/kit/clock.js";
import { createInProcessBus, type EventBus } from "../subgraphs/kit/eventBus.js";
import { type RunningProducer, startBarReplay } from "../subgraphs/market/streams/barReplay.js";
import type { OpenOptions, OpenWarehouse } from "../warehouse/connection.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { type Access, type AccessConfig, openAccess } from "./access/index.js";
import { type RunningHost, startHost } from "./host.js";
import { createGateway, type Gateway } from "./runtime.js";
import { buildSubgraphs } from "./subgraphs.js";

export interface ServiceOptions {
  databaseUrl?: string;
  port?: number;
  host?: string;
  clock?: Clock;
  /** Replay of a recorded session onto the bars stream; false for none. */
  replay?: { ticker: string; sessionDate: string; speed: number; loop: boolean } | false;
  onQuery?: OpenOptions["onQuery"];
  /** Keys, plans and credits enforced (the default); false only for benchmarks of the gateway alone. */
  auth?: boolean;
  /** Access backend and clock: Redis when redisUrl is set (default REDIS_URL), else embedded. */
  access?: AccessConfig;
}

export interface RunningService extends RunningHost {
  warehouse: OpenWarehouse;
  gateway: Gateway;
  bus: EventBus;
  access: Access | null;
}

export const DEFAULT_REPLAY = { ticker: "SPY", sessionDate: "2023-08-03", speed: 60, loop: true };

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const warehouse = await ensureWarehouse(options.databaseUrl, { onQuery: options.onQuery });
  const bus = createInProcessBus();
  const deps = { db: warehouse.db, clock: options.clock ?? systemClock, bus };
  const subgraphs = await buildSubgraphs();
  const redisUrl = options.access?.redisUrl ?? process.env.REDIS_URL;
  const access =
    options.auth === false
      ? null
      : await openAccess(warehouse.db, { events: bus, ...options.access, ...(redisUrl ? { redisUrl } : {}) });
  const gateway = createGateway({ routing: { kind: "in-process", subgraphs, deps }, access, bus });
  const startedAt = new Date().toISOString();
  const host = await startHost(
    {
      gateway,
      access,
      routes: mountRestShim(gateway, async () => ({
        status: "ok",
        started_at: startedAt,
        mode: "embedded",
        database: warehouse.dialect,
      })),
    },
    { port: options.port ?? 0, host: options.host ?? "127.0.0.1" },
  );
  const replayOptions = options.replay === undefined ? DEFAULT_REPLAY : options.replay;
  const replay: RunningProducer | null = replayOptions
    ? await startBarReplay({ db: warehouse.db, bus }, replayOptions)
    : null;
  return {
    ...host,
    warehouse,
    gateway,
    bus,
    access,
    async close() {
      replay?.stop();
      await host.close();
      await gateway[Symbol.asyncDispose]();
      await access?.backend.close();
      await warehouse.close();
    },
  };
}
