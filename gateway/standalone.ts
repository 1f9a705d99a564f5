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
  /** Keys required (the default); false only for gateway-only benchmarks. */
  auth?: boolean;
}

export interface RunningService extends RunningHost {
  warehouse: OpenWarehouse;
  gateway: Gateway;
  bus: EventBus;
}

export const DEFAULT_REPLAY = { ticker: "SPY", sessionDate: "2023-08-03", speed: 60, loop: true };

export async function startService(options: ServiceOptions = {}): Promise<RunningService> {
  const warehouse = await ensureWarehouse(options.databaseUrl, { onQuery: options.onQuery });
  const bus = createInProcessBus();
  const deps = { db: warehouse.db, clock: options.clock ?? systemClock, bus };
  const subgraphs = await buildSubgraphs();
  const keys = options.auth === false ? null : warehouse.db;
  const gateway = createGateway({ routing: { kind: "in-process", subgraphs, deps }, keys });
  const startedAt = new Date().toISOString();
  const host = await startHost(
    {
      gateway,
      keys,
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
    async close() {
      replay?.stop();
      await host.close();
      await gateway[Symbol.asyncDispose]();
      await warehouse.close();
    },
  };
}
