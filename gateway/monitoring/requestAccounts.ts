/**
 * Which account each HTTP request acted for, so that its log line carries it and GET /api/logs
 * shows an account only its own requests (logRing.ts). The access plugins verify the key into the
 * operation's context (`access`, gateway/access/context.ts); this plugin remembers, per Fastify
 * request, the context that holds it — GraphQL over HTTP's server context, which carries the
 * request as `req` (gateway/host.ts), or the operation the REST shim builds for it, which carries
 * it as `httpRequest` — and the request hook reads the account when the
 * response ends. Nothing is looked up again; a request refused after its key was verified (429, a
 * 422 of its inputs) is still its account's.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { AccessState } from "../access/context.js";

/** The context slots read here. */
export interface RequestContext {
  req?: unknown;
  /** The HTTP request an operation built outside GraphQL over HTTP answers (the REST shim's). */
  httpRequest?: object;
  access?: AccessState;
}

export class RequestAccounts {
  readonly #contexts = new WeakMap<object, RequestContext>();

  #remember(request: unknown, context: RequestContext): void {
    if (typeof request === "object" && request !== null) this.#contexts.set(request, context);
  }

  /** First of the gateway's plugins: it must see each request before any refusal ends it. */
  plugin(): GatewayPlugin<RequestContext> {
    return {
      onRequest: ({ serverContext }) => {
        const context = serverContext as RequestContext;
        this.#remember(context.req, context);
      },
      onContextBuilding: ({ context }) => {
        if (context.httpRequest) this.#remember(context.httpRequest, context);
      },
    };
  }

  /** The account whose key the request carried, once verified; null when none was (401, 403). */
  accountOf(request: object): string | null {
    return this.#contexts.get(request)?.access?.principal.accountId ?? null;
  }
}
