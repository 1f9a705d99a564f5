/**
 * Which operation context each HTTP request built, so that its log line says the account its key
 * acted for (GET /api/logs shows an account only its own requests' lines: logRing.ts) and the
 * GraphQL operation it ran. The access plugins verify the key into the operation's context
 * (`access`, gateway/access/context.ts); this plugin remembers, per Fastify request, the context
 * that holds it — GraphQL over HTTP's server context, which carries the request as `req`
 * (gateway/host.ts), or the operation the REST shim builds for it, which carries it as
 * `httpRequest` — and writes the operation's name into it when it executes; the request hook
 * reads both when the response ends. Nothing is looked up again; a request refused after its key
 * was verified (429, a 422 of its inputs) is still its account's.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionArgs, getOperationAST } from "graphql";
import type { AccessState } from "../access/context.js";

/** The context slots read and written here. */
export interface RequestContext {
  req?: unknown;
  /** The HTTP request an operation built outside GraphQL over HTTP answers (the REST shim's). */
  httpRequest?: object;
  access?: AccessState;
  /** The name of the operation it executed; null for an anonymous one. */
  operationName?: string | null;
}

export function operationNameOf(args: Pick<ExecutionArgs, "document" | "operationName">): string | null {
  return getOperationAST(args.document, args.operationName)?.name?.value ?? null;
}

export class RequestContexts {
  readonly #contexts = new WeakMap<object, RequestContext>();

  #remember(request: unknown, context: RequestContext): void {
    if (typeof request === "object" && request !== null) this.#contexts.set(request, context);
  }

  /** First of the gateway's plugins: it must see each request before any refusal ends it. */
  plugin(): GatewayPlugin<RequestContext> {
    const named = ({ args }: { args: ExecutionArgs }) => {
      (args.contextValue as RequestContext).operationName = operationNameOf(args);
    };
    return {
      onRequest: ({ serverContext }) => {
        const context = serverContext as RequestContext;
        this.#remember(context.req, context);
      },
      onContextBuilding: ({ context }) => {
        if (context.httpRequest) this.#remember(context.httpRequest, context);
      },
      onExecute: named,
      onSubscribe: named,
    };
  }

  /** The account whose key the request carried, once verified; null when none was (401, 403). */
  accountOf(request: object): string | null {
    return this.#contexts.get(request)?.access?.principal.accountId ?? null;
  }

  /** The GraphQL operation the request ran (anonymous: "(anonymous)"); null when none ran. */
  operationOf(request: object): string | null {
    const context = this.#contexts.get(request);
    if (context?.operationName === undefined) return null;
    return context.operationName ?? "(anonymous)";
  }
}
