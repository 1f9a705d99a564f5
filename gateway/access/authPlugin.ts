/**
 * The gateway's access plugin: every GraphQL request (HTTP or WebSocket) must carry a valid key.
 * One enforcement point for GraphQL callers and, through the shim's forwarded key, REST callers.
 * Plans, credits and rate limits join here (the access issue); resolvers never see any of it.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { Warehouse } from "../../warehouse/connection.js";
import { keyFromRequest, type Principal, verifyKey } from "./keys.js";

const principals = new WeakMap<Request, Principal>();

export function unauthorizedBody(message: string) {
  return JSON.stringify({
    errors: [{ message, extensions: { code: "unauthorized", http: { status: 401 }, billing: "not_billed" } }],
  });
}

export const MISSING_KEY_MESSAGE =
  "A valid API key is required: send Authorization: Bearer <key>, X-API-Key: <key> or ?api_key=<key>.";

export function useApiKeys(db: Warehouse): GatewayPlugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const { key } = keyFromRequest((name) => request.headers.get(name), url.searchParams);
      const principal = await verifyKey(db, key);
      if (!principal) {
        endResponse(
          new fetchAPI.Response(
            unauthorizedBody(key ? "The API key is invalid or disabled." : MISSING_KEY_MESSAGE),
            {
              status: 401,
              headers: { "content-type": "application/json", "www-authenticate": "Bearer" },
            },
          ),
        );
        return;
      }
      principals.set(request, principal);
    },
    onContextBuilding({ context, extendContext }) {
      const request = (context as { request?: Request }).request;
      const principal = request ? principals.get(request) : undefined;
      if (principal) extendContext({ principal } as never);
    },
  };
}
