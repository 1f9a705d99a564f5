/**
 * The plan's requests per minute per key: each request is counted once, after its key was
 * verified (so 401 comes before 429), and its answer carries the RateLimit fields; beyond the
 * limit, 429 rate_limited. A GraphQL HTTP request is counted in `onRequest`; an operation
 * without an HTTP request of its own when its context is built.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { Access } from "../access.js";
import { type AccessContext, verifiedPrincipal } from "../context.js";
import { refusalResponse } from "../refusals.js";

export function useRateLimit(access: Access): GatewayPlugin<AccessContext> {
  /** Counts the request; throws the 429 beyond the limit. */
  async function count(context: AccessContext): Promise<Pick<AccessContext, "rateWindow">> {
    const { window, headers } = await access.admitRequest(verifiedPrincipal(context));
    context.responseHeaders?.setAll(headers);
    return { rateWindow: window };
  }

  return {
    async onRequest({ request, serverContext, endResponse, fetchAPI }) {
      const context = serverContext as AccessContext;
      // Without a key there is nothing to count: the key plugin refuses the request once its
      // document is read, unless the public schema answers it (gateway/publicSchema.ts).
      if (request.method === "OPTIONS" || !context.access) return;
      try {
        Object.assign(context, await count(context));
      } catch (error) {
        endResponse(refusalResponse(error, fetchAPI, serverContext));
      }
    },

    async onContextBuilding({ context, extendContext }) {
      // An HTTP request was counted when it arrived.
      if (context.rateWindow) return;
      extendContext(await count(context));
    },
  };
}
