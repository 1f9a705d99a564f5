/**
 * A partial GraphQL answer (`data` with errors) is a successful HTTP response: status 200, the
 * GraphQL over HTTP spec's answer for a response carrying data (application/graphql-response+json
 * and application/json alike). Yoga would take the highest status among the errors'
 * `extensions.http`, so a part that failed with 503 made the whole answer a 503 though the rest
 * answered. The failed parts keep their codes and `status` in their extensions (which is what the
 * REST shim reads: it runs its documents through the envelop, never through this hook, so its
 * statuses are unchanged); only the HTTP instruction is dropped. A whole failure (no data) keeps
 * its status: 402, 404, 422, 429, 503, ...
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { type ExecutionResult, GraphQLError } from "graphql";

function withoutHttpStatus(error: GraphQLError): GraphQLError {
  const { http, ...extensions } = error.extensions as {
    http?: { status?: number; headers?: Record<string, string> };
  };
  if (http?.status === undefined) return error;
  return new GraphQLError(error.message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source ? { source: error.source } : {}),
    ...(error.positions ? { positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(error.originalError ? { originalError: error.originalError } : {}),
    extensions: { ...extensions, ...(http.headers ? { http: { headers: http.headers } } : {}) },
  });
}

function isPartial(result: unknown): result is ExecutionResult & { errors: readonly GraphQLError[] } {
  const answer = result as ExecutionResult;
  return (
    typeof result === "object" &&
    result !== null &&
    !Array.isArray(result) &&
    !(Symbol.asyncIterator in result) &&
    answer.data != null &&
    (answer.errors?.length ?? 0) > 0
  );
}

export function usePartialAnswerStatus(): GatewayPlugin {
  return {
    onResultProcess({ result, setResult }) {
      if (isPartial(result)) setResult({ ...result, errors: result.errors.map(withoutHttpStatus) });
    },
  };
}
