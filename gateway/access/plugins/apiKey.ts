/**
 * Who is calling: the API key (Authorization: Bearer, X-API-Key, ?api_key=; the first present
 * wins) verified into the context's `access` slot, or 401 unauthorized, 403 account_suspended,
 * 502 keyservice_unreachable. A GraphQL HTTP request is checked in `onRequest`, before anything
 * is parsed, so an anonymous caller learns nothing but 401; an operation without an HTTP request
 * of its own (the shim's, each WebSocket operation) when its context is built.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { ServiceError } from "../../../subgraphs/kit/errors.js";
import type { Access } from "../access.js";
import { type AccessContext, type AccessState, keyOf } from "../context.js";
import { entitledProducts } from "../entitlements.js";
import { keyFromRequest } from "../keys.js";
import { refusalResponse, refusalResult } from "../refusals.js";

function unverified() {
  return refusalResult(new ServiceError("unauthorized", "The operation carries no verified key."));
}

export function useApiKey(access: Access): GatewayPlugin<AccessContext> {
  async function verify(key: string | null): Promise<AccessState> {
    const principal = await access.authenticate(key);
    return { principal, entitledProducts: entitledProducts(principal) };
  }

  return {
    async onRequest({ request, url, serverContext, endResponse, fetchAPI }) {
      if (request.method === "OPTIONS") return;
      const { key } = keyFromRequest((name) => request.headers.get(name), url.searchParams);
      try {
        (serverContext as AccessContext).access = await verify(key);
      } catch (error) {
        endResponse(refusalResponse(error, fetchAPI));
      }
    },

    async onContextBuilding({ context, extendContext }) {
      if (context.access) return;
      extendContext({ access: await verify(keyOf(context)) });
    },

    onExecute({ context, setResultAndStopExecution }) {
      if (!context.access) setResultAndStopExecution(unverified());
    },

    onSubscribe({ context, setResultAndStopExecution }) {
      if (!context.access) setResultAndStopExecution(unverified());
    },
  };
}
