/**
 * What the access plugins share about one operation: typed slots on its GraphQL context. For
 * GraphQL over HTTP the request's server context becomes the operation's context, so what a
 * plugin puts there in `onRequest` is on the context when the operation runs.
 */
import type { DocumentNode } from "graphql";
import type { RateWindow } from "./backend.js";
import { keyFromRequest, type Principal } from "./keys.js";
import type { Quote } from "./quote.js";
import type { ResponseHeaders } from "./responseHeaders.js";

/** The verified caller: set by the key plugin; read by resolvers (usage, per-user events) too. */
export interface AccessState {
  principal: Principal;
  /** Products the plan includes; subgraphs read them through kit/entitlements.ts. */
  entitledProducts: string[];
}

export interface AccessContext {
  /** The request, for GraphQL over HTTP. */
  request?: Request;
  /** Gathered by the runtime from the request (or WebSocket upgrade) and connection params. */
  headers?: Record<string, string | string[] | undefined>;
  req?: { url?: string };
  access?: AccessState;
  /**
   * Set when a request without a key only introspects and was answered from the public schema
   * (gateway/publicSchema.ts); the key plugin then does not refuse it.
   */
  publicSchemaRead?: true;
  /**
   * The operation's document when it is known before the context is built: parsed by the runtime
   * (graphql-ws), or the shim's persisted one. The key plugin's refusal depends on it.
   */
  document?: DocumentNode;
  /** Set once the operation's request was counted against its key's rate limit. */
  rateWindow?: RateWindow;
  /** The operation's price, set by the credits plugin before the operation runs. */
  quote?: Quote;
  /**
   * Where the plugins put the answer's headers; absent where there are none to send (WebSocket),
   * and then `responseHeaders?.setAll(f())` never calls f(): do what must happen before it.
   */
  responseHeaders?: ResponseHeaders;
}

export function headerOf(context: AccessContext, name: string): string | undefined {
  const fromRequest = context.request?.headers.get(name);
  if (fromRequest) return fromRequest;
  const value = context.headers?.[name] ?? context.headers?.[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The key an operation without an HTTP request of its own presents (headers, or ?api_key=). */
export function keyOf(context: AccessContext): string | null {
  const query = new URL(context.req?.url ?? "/", "http://local").searchParams;
  return keyFromRequest((name) => headerOf(context, name), query).key;
}

/** The principal the key plugin verified; the plugins after it never run without one. */
export function verifiedPrincipal(context: AccessContext): Principal {
  const principal = context.access?.principal;
  if (!principal) throw new Error("The access plugins run after the key plugin, which sets context.access.");
  return principal;
}
