/**
 * The gateway and the REST shim as their own process over remote subgraphs
 * (`npm run serve -- --service gateway --subgraph market=http://…/graphql …`): a circuit breaker per
 * subgraph, access on the shared warehouse and Redis, health probes, monitoring, and the REST
 * routes when it serves our own supergraph. Several replicas share one wallet, one rate limit and
 * one bus through REDIS_URL.
 */
import type { Clock } from "../core/clock.js";
import { openAccess } from "../gateway/access/index.js";
import { startHost } from "../gateway/host.js";
import { Monitor } from "../gateway/monitoring/monitor.js";
import { gatewayReadiness } from "../gateway/probes.js";
import { createGateway } from "../gateway/runtime.js";
import { SubgraphBreakers } from "../gateway/subgraphBreaker.js";
import { subgraphHealth } from "../gateway/subgraphHealth.js";
import { mountRestShim } from "../rest-shim/mount.js";
import type { ConnectionLimits } from "../subgraphs/kit/connectionLimits.js";
import { openBus } from "../subgraphs/kit/openBus.js";
import { ensureWarehouse } from "../warehouse/ensure.js";

export interface GatewayAloneOptions {
  /** Each subgraph's GraphQL URL, by name. */
  urls: Record<string, string>;
  /** Another supergraph than schema/supergraph.graphql: served over GraphQL only. */
  supergraph?: string;
  /** No keys, billing or rate limits (bin/serve.ts says when that is accepted). */
  noAccess: boolean;
  port: number;
  host: string;
  clock: Clock;
  connectionLimits: ConnectionLimits;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export async function startGatewayAlone(options: GatewayAloneOptions): Promise<RunningGateway> {
  const { urls, supergraph, clock } = options;
  // One breaker per subgraph, shared by the gateway (fail fast) and health (shows and probes it).
  const breakers = new SubgraphBreakers(Object.keys(urls));
  // Without access the gateway reads no accounts, so it needs no warehouse either.
  const warehouse = options.noAccess ? null : await ensureWarehouse();
  // Several gateway replicas share one wallet and one rate limit through REDIS_URL.
  const bus = await openBus(process.env.REDIS_URL);
  const access = warehouse
    ? await openAccess(warehouse.db, {
        events: bus,
        ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
      })
    : null;
  // Health's probes, shared by /api/health and the monitoring's health check.
  const health = subgraphHealth(urls, breakers);
  // Monitoring reads the warehouse (data freshness, derived products): only with one.
  const monitor = warehouse
    ? new Monitor({
        db: warehouse.db,
        bus,
        clock,
        mode: "gateway",
        subgraphNames: Object.keys(urls),
        probeSubgraphs: health,
        breakers,
        access,
      })
    : null;
  const gateway = createGateway({
    ...(supergraph ? { supergraph } : {}),
    routing: { kind: "remote", urls, breakers },
    access,
    bus,
    monitor,
  });
  const running = await startHost(
    {
      gateway,
      access,
      monitor,
      limits: options.connectionLimits,
      readiness: gatewayReadiness({
        db: warehouse?.db ?? null,
        access,
        bus,
        subgraphs: { names: Object.keys(urls), health },
      }),
      // The shim's routes are generated for schema/supergraph.graphql; another graph gets GraphQL only.
      routes: supergraph ? undefined : mountRestShim(gateway, health, {}, undefined, { access }),
    },
    { port: options.port, host: options.host },
  );
  await monitor?.start(running.app.log);
  return {
    url: running.url,
    async close() {
      monitor?.stop();
      await running.close();
      await monitor?.stopAlertsStream();
      await gateway[Symbol.asyncDispose]();
      await access?.backend.close();
      await bus.close();
      await warehouse?.close();
    },
  };
}
