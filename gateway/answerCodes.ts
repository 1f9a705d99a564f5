/**
 * The error code an HTTP answer carried, noted by whoever composed it — the REST shim for its
 * `{"detail": {"error_code": …}}` bodies, the gateway for a GraphQL answer that failed as a whole
 * (useAnswerCodes) — and read when the response ends by the request's log line and the refusal
 * counter (gateway/monitoring/requestHook.ts), so neither has to parse a body.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionResult } from "graphql";

const codes = new WeakMap<object, string>();

/** `request`: the Fastify request being answered. */
export function noteErrorCode(request: object, code: string): void {
  codes.set(request, code);
}

export function errorCodeOf(request: object): string | null {
  return codes.get(request) ?? null;
}

function wholeFailureCode(result: unknown): string | null {
  if (typeof result !== "object" || result === null || Array.isArray(result)) return null;
  if (Symbol.asyncIterator in result) return null;
  const { data, errors } = result as ExecutionResult;
  if (data != null || !errors?.length) return null;
  const code = errors[0]?.extensions?.code;
  return typeof code === "string" ? code : "graphql_error";
}

/** GraphQL over HTTP: an answer with no data notes its first error's code on the request. */
export function useAnswerCodes(): GatewayPlugin<{ req?: unknown }> {
  return {
    onResultProcess({ result, serverContext }) {
      const code = wholeFailureCode(result);
      const request = (serverContext as { req?: unknown }).req;
      if (code && typeof request === "object" && request !== null) noteErrorCode(request, code);
    },
  };
}
