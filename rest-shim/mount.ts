/** The REST shim wired to a gateway in the same process: what a host registers as its routes. */
import type { FastifyInstance } from "fastify";
import type { Gateway } from "../gateway/runtime.js";
import { gatewayExecutor, gatewaySubscriber } from "./executor.js";
import { loadGenerated } from "./generated.js";
import { restShim } from "./plugin.js";
import type { SseOptions } from "./sse.js";

export function mountRestShim(
  gateway: Gateway,
  health: () => Promise<Record<string, unknown>>,
  sse: Partial<SseOptions> = {},
) {
  return async (app: FastifyInstance) =>
    restShim(app, {
      ...loadGenerated(),
      schema: await gateway.getSchema(),
      execute: gatewayExecutor(gateway),
      subscribe: gatewaySubscriber(gateway),
      health,
      sse,
    });
}
