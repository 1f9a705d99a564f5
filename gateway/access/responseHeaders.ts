/**
 * The headers an operation's answer carries beside its body (RateLimit, X-Credits-Charged,
 * X-Credits-Left, Idempotent-Replayed). The access plugins write them into the
 * `responseHeaders` of the operation's context; whoever sends the answer creates the sink and
 * reads it: the REST shim's executor one per operation, `useResponseHeaders` one per GraphQL
 * HTTP request. A WebSocket operation has no headers to send, and no sink.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";

export class ResponseHeaders {
  readonly #values: Record<string, string> = {};

  set(name: string, value: string): void {
    this.#values[name] = value;
  }

  setAll(headers: Readonly<Record<string, string>>): void {
    Object.assign(this.#values, headers);
  }

  toRecord(): Record<string, string> {
    return { ...this.#values };
  }
}

interface WithResponseHeaders {
  responseHeaders?: ResponseHeaders;
}

/**
 * The sink for GraphQL over HTTP: created with the request (its server context becomes the
 * operation's context) and copied onto the response.
 */
export function useResponseHeaders(): GatewayPlugin<WithResponseHeaders> {
  return {
    onRequest({ serverContext }) {
      (serverContext as WithResponseHeaders).responseHeaders = new ResponseHeaders();
    },
    onResponse({ serverContext, response }) {
      const headers = (serverContext as WithResponseHeaders).responseHeaders?.toRecord() ?? {};
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
}
