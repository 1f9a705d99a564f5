/** The REST shim wired to a gateway in the same process: what a host registers as its routes. */
import type { FastifyInstance } from "fastify";
import type { Gateway } from "../gateway/runtime.js";
import { gatewayExecutor } from "./executor.js";
import { loadGenerated } from "./generated.js";
import { restShim } from "./plugin.js";

export function mountRestShim(gateway: Gateway, health: () => Promise<Record<string, unknown>>) {
  return async (app: FastifyInstance) =>
    restShim(app, {
      ...loadGenerated(),
      schema: await gateway.getSchema(),
      execute: gatewayExecutor(gateway),
      health,
    });
}
