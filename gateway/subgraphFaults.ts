/**
 * What a caller sees when a subgraph in another process cannot answer (refused connection, reset,
 * timeout, a non-GraphQL answer): one error per failed fetch, code `upstream_unavailable` (503 on
 * REST, spec/03; not billed), naming the subgraph that failed and nothing about where it runs.
 *
 * The HTTP executor's own error (SUBREQUEST_HTTP_ERROR) carries the internal address in its
 * message and the whole subgraph request in its extensions (kilobytes of the query plan); it is
 * replaced here, at the subgraph boundary, before the gateway places it in the answer, so the
 * parts of the answer other subgraphs served still arrive beside it.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionResult } from "graphql";
import { GraphQLError } from "graphql";

/** Codes the gateway's transports give a subgraph that did not answer with GraphQL. */
const TRANSPORT_CODES = new Set(["SUBREQUEST_HTTP_ERROR", "DOWNSTREAM_SERVICE_ERROR", "TIMEOUT_ERROR"]);
/** What a caller is told to wait before retrying. */
export const UPSTREAM_RETRY_AFTER_S = 5;

/** `retryAfterS`: how long the caller should wait (the breaker's cool-down left, when it is open). */
export function upstreamUnavailable(
  subgraph: string,
  path?: readonly (string | number)[],
  retryAfterS = UPSTREAM_RETRY_AFTER_S,
): GraphQLError {
  return new GraphQLError(`The ${subgraph} service is unavailable; retry in a few seconds.`, {
    ...(path ? { path } : {}),
    extensions: {
      code: "upstream_unavailable",
      status: 503,
      headers: { "Retry-After": String(retryAfterS) },
      billing: "not_billed",
      extra: { upstream: subgraph },
    },
  });
}

export function isTransportFailure(error: {
  extensions?: Readonly<Record<string, unknown>> | null;
}): boolean {
  const code = error.extensions?.code;
  return typeof code === "string" && TRANSPORT_CODES.has(code);
}

/** An upstream_unavailable the gateway answered itself (breaker open, no slot free), not a transport's. */
export function isGatewayRefusal(error: { extensions?: Readonly<Record<string, unknown>> | null }): boolean {
  return error.extensions?.code === "upstream_unavailable";
}

function cleaned(subgraph: string, result: ExecutionResult): ExecutionResult | null {
  if (!result.errors?.some(isTransportFailure)) return null;
  return {
    ...result,
    errors: result.errors.map((error) =>
      isTransportFailure(error) ? upstreamUnavailable(subgraph, error.path) : error,
    ),
  };
}

export function useSubgraphFaults(): GatewayPlugin {
  return {
    onSubgraphExecute({ subgraphName }) {
      return ({ result, setResult }) => {
        if (Symbol.asyncIterator in result) {
          return {
            onNext({ result: next, setResult: setNext }) {
              const replaced = cleaned(subgraphName, next);
              if (replaced) setNext(replaced);
            },
          };
        }
        const replaced = cleaned(subgraphName, result);
        if (replaced) setResult(replaced);
        return undefined;
      };
    },
  };
}
