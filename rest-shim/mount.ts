/** The REST shim wired to a gateway in the same process: what a host registers as its routes. */
import type { FastifyInstance } from "fastify";
import type { Gateway } from "../gateway/runtime.js";
import { gatewayAdmit } from "./executor.js";
import { loadContracts } from "./generated.js";
import { restShim } from "./plugin.js";
import { loadRoutes, type SubgraphSchemas } from "./routes.js";
import type { SseOptions } from "./sse.js";

/**
 * `subgraphs`: the subgraphs the process built (in process), whose argument rules the routes
 * check; left out (a gateway over remote subgraphs), the route table builds its own.
 */
export function mountRestShim(
  gateway: Gateway,
  health: () => Promise<Record<string, unknown>>,
  sse: Partial<SseOptions> = {},
  subgraphs?: SubgraphSchemas,
) {
  return async (app: FastifyInstance) =>
    restShim(app, {
      ...loadContracts(),
      routes: await loadRoutes(subgraphs),
      schema: await gateway.getSchema(),
      admit: gatewayAdmit(gateway),
      health,
      sse,
    });
}
