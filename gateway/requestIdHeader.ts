/**
 * Passes the request's id (X-Request-Id, gateway/requestIds.ts) to subgraphs in other processes
 * on every fetch, so the lines they log for it carry the same id (subgraphs/kit/serve.ts). The id
 * is the HTTP request's: GraphQL over HTTP keeps the Fastify request in the context as `req`, the
 * REST shim as `httpRequest`. A graphql-ws operation has no HTTP request of its own: its fetches
 * carry none, and the subgraph names them itself.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { isUsableRequestId, REQUEST_ID_HEADER } from "../subgraphs/kit/requestId.js";

interface WithHttpRequest {
  req?: { id?: unknown };
  httpRequest?: { id?: unknown };
}

export function requestIdOfContext(context: unknown): string | null {
  const { req, httpRequest } = (context ?? {}) as WithHttpRequest;
  const id = httpRequest?.id ?? req?.id;
  return isUsableRequestId(id) ? id : null;
}

export function useRequestIdHeader(): GatewayPlugin {
  return {
    onSubgraphExecute({ executionRequest, setExecutionRequest }) {
      const id = requestIdOfContext(executionRequest.context);
      if (!id) return;
      const extensions = executionRequest.extensions ?? {};
      const headers = {
        ...(extensions.headers as Record<string, string> | undefined),
        [REQUEST_ID_HEADER]: id,
      };
      setExecutionRequest({ ...executionRequest, extensions: { ...extensions, headers } });
    },
  };
}
