/**
 * Who is calling: the API key (Authorization: Bearer, X-API-Key, ?api_key=; the first present
 * wins) verified into the context's `access` slot, or 401 unauthorized, 403 account_suspended,
 * 502 keyservice_unreachable. A GraphQL HTTP request is checked in `onRequest`, before anything
 * is parsed; one without any key is refused in `onParams`, once its document is known not to be
 * the introspection the public schema answers without a key (gateway/publicSchema.ts), so an
 * anonymous caller learns nothing but the public schema and 401. An operation without an HTTP request
 * of its own (the shim's, each WebSocket operation) when its context is built. There the
 * operation is known (the shim's persisted document, or the one just parsed), and the per-user
 * stream answers a missing principal with its own 403 (access/userEvents.ts).
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type DocumentNode, Kind } from "graphql";
import { ServiceError } from "../../../core/errors.js";
import type { Access } from "../access.js";
import { type AccessContext, type AccessState, keyOf } from "../context.js";
import { entitledProducts } from "../entitlements.js";
import { keyFromRequest } from "../keys.js";
import { refusalResponse, refusalResult } from "../refusals.js";
import { asksForUserEvents, perUserStreamRefusal } from "../userEvents.js";

function unverified() {
  return refusalResult(new ServiceError("unauthorized", "The operation carries no verified key."));
}

function isDocument(value: unknown): value is DocumentNode {
  return (value as DocumentNode | null)?.kind === Kind.DOCUMENT;
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
      if (key === null) return;
      try {
        (serverContext as AccessContext).access = await verify(key);
      } catch (error) {
        endResponse(refusalResponse(error, fetchAPI, serverContext));
      }
    },

    // An HTTP request without a key (onRequest let it through): refused unless it read the public
    // schema. A WebSocket operation (no request) has its key checked when its context is built.
    async onParams({ request, context }) {
      const serverContext = context as AccessContext;
      if (!request || serverContext.access || serverContext.publicSchemaRead) return;
      serverContext.access = await verify(null);
    },

    // The operation's document, for the refusal below (the runtime parses before the context).
    onParse() {
      return ({ result, extendContext }) => {
        if (isDocument(result)) extendContext({ document: result });
      };
    },

    async onContextBuilding({ context, extendContext }) {
      if (context.access) return;
      try {
        extendContext({ access: await verify(keyOf(context)) });
      } catch (error) {
        throw context.document && asksForUserEvents(context.document) ? perUserStreamRefusal(error) : error;
      }
    },

    onExecute({ context, setResultAndStopExecution }) {
      if (!context.access) setResultAndStopExecution(unverified());
    },

    onSubscribe({ context, setResultAndStopExecution }) {
      if (!context.access) setResultAndStopExecution(unverified());
    },
  };
}
