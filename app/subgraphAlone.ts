/**
 * One subgraph as its own process (`npm run serve -- --service <name>`): the warehouse with the
 * subgraph's derived products current, the bus (Redis Streams at REDIS_URL, shared with the
 * gateways and the other subgraph processes), its schema over HTTP and WebSocket, and the
 * producers its definition declares.
 */
import type { Clock } from "../core/clock.js";
import { DEFINITIONS, derivedProductsOf } from "../gateway/subgraphs.js";
import type { ConnectionLimits } from "../subgraphs/kit/connectionLimits.js";
import type { ProducerOptions } from "../subgraphs/kit/declaredProducers.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { serveSubgraph } from "../subgraphs/kit/serve.js";
import { buildSubgraph, type SubgraphName } from "../subgraphs/kit/subgraph.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { startProducers, stopProducers } from "./producers.js";

export interface SubgraphAloneOptions {
  port: number;
  host: string;
  clock: Clock;
  connectionLimits: ConnectionLimits;
  /** The settings of the producers the subgraph declares (absent: each one's default). */
  producers: ProducerOptions;
}

export interface RunningSubgraph {
  url: string;
  close(): Promise<void>;
}

export async function serveSubgraphAlone(
  name: SubgraphName,
  options: SubgraphAloneOptions,
): Promise<RunningSubgraph> {
  const definition = DEFINITIONS[name];
  const warehouse = await ensureWarehouse(undefined, { derived: derivedProductsOf([name]) });
  const bus = await openBus(process.env.REDIS_URL);
  const running = await serveSubgraph(
    await buildSubgraph(definition),
    { db: warehouse.db, clock: options.clock, bus },
    { port: options.port, host: options.host },
    options.connectionLimits,
  );
  const producers = await startProducers(
    [definition],
    { db: warehouse.db, bus, clock: options.clock },
    options.producers,
  );
  return {
    url: running.url,
    async close() {
      await stopProducers(producers);
      await running.close();
      await bus.close();
      await warehouse.close();
    },
  };
}
