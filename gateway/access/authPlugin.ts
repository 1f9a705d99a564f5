/**
 * The gateway's access plugin: every GraphQL operation must carry a valid key, whichever way it
 * arrived. One enforcement point for GraphQL over HTTP, graphql-ws and the REST shim (which
 * forwards its caller's key headers). Plans, credits and rate limits join here (the access
 * issue); resolvers never see any of it.
 *
 * HTTP requests are checked in `onRequest`, before anything is parsed, so an anonymous caller
 * learns nothing but 401. Operations that arrive without an HTTP request of their own (the shim's
 * persisted documents, each WebSocket operation) are checked when their context is built, from
 * the headers the runtime gathers there (a WebSocket's connection params included).
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { ServiceError } from "../../subgraphs/kit/errors.js";
import type { Warehouse } from "../../warehouse/connection.js";
import { keyFromRequest, type Principal, verifyKey } from "./keys.js";

const principals = new WeakMap<Request, Principal>();

export const MISSING_KEY_MESSAGE =
  "A valid API key is required: send Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>.";
export const INVALID_KEY_MESSAGE = "The API key is invalid or disabled.";

function unauthorized(key: string | null): ServiceError {
  return new ServiceError("unauthorized", key ? INVALID_KEY_MESSAGE : MISSING_KEY_MESSAGE, {
    headers: { "WWW-Authenticate": "Bearer" },
  });
}

interface OperationContext {
  request?: Request;
  /** Gathered by the runtime from the request (or WebSocket upgrade) and connection params. */
  headers?: Record<string, string | string[] | undefined>;
  req?: { url?: string };
}

function header(headers: OperationContext["headers"], name: string): string | undefined {
  const value = headers?.[name] ?? headers?.[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function useApiKeys(db: Warehouse): GatewayPlugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const { key } = keyFromRequest((name) => request.headers.get(name), url.searchParams);
      const principal = await verifyKey(db, key);
      if (!principal) {
        const { message, extensions } = unauthorized(key);
        const { http: _status, ...body } = extensions;
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: body }] }), {
            status: 401,
            headers: { "content-type": "application/json", "www-authenticate": "Bearer" },
          }),
        );
        return;
      }
      principals.set(request, principal);
    },
    async onContextBuilding({ context, extendContext }) {
      const operation = context as OperationContext;
      const verified = operation.request ? principals.get(operation.request) : undefined;
      if (verified) {
        extendContext({ principal: verified } as never);
        return;
      }
      const query = new URL(operation.req?.url ?? "/", "http://local").searchParams;
      const { key } = keyFromRequest((name) => header(operation.headers, name), query);
      const principal = await verifyKey(db, key);
      if (!principal) throw unauthorized(key);
      extendContext({ principal } as never);
    },
  };
}
