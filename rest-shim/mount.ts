/** The REST shim wired to a gateway in the same process: what a host registers as its routes. */
import type { FastifyInstance } from "fastify";
import type { Access } from "../gateway/access/index.js";
import type { Gateway } from "../gateway/runtime.js";
import { agentApi } from "./agent/endpoint.js";
import { gatewayAdmit } from "./executor.js";
import { loadContracts } from "./generated.js";
import { mcpEndpoint } from "./mcp/endpoint.js";
import { restShim } from "./plugin.js";
import { loadRoutes, type SubgraphSchemas } from "./routes.js";
import type { SseOptions } from "./sse.js";

/** The surfaces beside the routes that need the host's access layer: MCP and the agent API. */
export interface AgentSurfaces {
  /** Who may call; null: no access control (no key needed, the agent API's plan not checked). */
  access: Access | null;
}

/**
 * `subgraphs`: the subgraphs the process built (in process), whose argument rules the routes
 * check; left out (a gateway over remote subgraphs), the route table builds its own. `agents`:
 * also mount POST /mcp (the routes as MCP tools: rest-shim/mcp/) and the agent API (rest-shim/agent/).
 */
export function mountRestShim(
  gateway: Gateway,
  health: () => Promise<Record<string, unknown>>,
  sse: Partial<SseOptions> = {},
  subgraphs?: SubgraphSchemas,
  agents?: AgentSurfaces,
) {
  return async (app: FastifyInstance) => {
    const contracts = loadContracts();
    const routes = await loadRoutes(subgraphs);
    await restShim(app, {
      ...contracts,
      routes,
      schema: await gateway.getSchema(),
      admit: gatewayAdmit(gateway),
      health,
      sse,
    });
    if (!agents) return;
    mcpEndpoint(app, {
      routes,
      access: agents.access,
      version: String(contracts.capabilities.manifest_version),
    });
    agentApi(app, agents.access);
  };
}
