/**
 * GraphQL errors as the REST error contract of spec/03 (core/restError.ts): they arrive with
 * ServiceError extensions, whose code carries the status (and headers); anything else is mapped
 * here to the nearest honest code. A resolver's error names the parameter in REST's words.
 */

import type { ParamSpec } from "../catalogue/routeParams.js";
import { ERROR_CODES, isErrorCode, serviceErrorFields } from "../core/errors.js";
import { RestError } from "../core/restError.js";

interface GraphQLErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** GraphQL's own validation codes: the request was malformed for the operation. */
const INPUT_CODES = new Set(["GRAPHQL_VALIDATION_FAILED", "BAD_USER_INPUT", "GRAPHQL_PARSE_FAILED"]);
/** The gateway transports' codes for a subgraph that did not answer (gateway/subgraphFaults.ts). */
const TRANSPORT_CODES = new Set(["SUBREQUEST_HTTP_ERROR", "DOWNSTREAM_SERVICE_ERROR"]);

export function restErrorFrom(error: GraphQLErrorLike): RestError {
  const { code, status, extra, headers, envelope } = serviceErrorFields(error);
  if (code && INPUT_CODES.has(code)) return new RestError(422, "validation_error", error.message);
  // A transport failure the gateway did not name (its message holds an internal address).
  if (code && TRANSPORT_CODES.has(code)) {
    return new RestError(
      503,
      "upstream_unavailable",
      "An upstream service is unavailable; retry in a few seconds.",
      {},
      { "Retry-After": "5" },
    );
  }
  if (!code) return new RestError(500, "internal_error", `The service failed: ${error.message}`);
  // The status travels in extensions (servers strip `http`); the code's own status is next best.
  const known = isErrorCode(code) ? ERROR_CODES[code].status : null;
  return new RestError(status ?? known ?? 500, code, error.message, { ...extra }, headers, envelope);
}

/**
 * The REST name of the parameter a resolver's error names: resolvers name GraphQL arguments
 * (`nTrials`), or one item of a list (`ticker` for one of `tickers`); a REST caller sent REST
 * names (`n_trials`, `tickers`). Null when no parameter of the route fits.
 */
function restParameterName(params: readonly ParamSpec[], named: string): string | null {
  if (params.some((param) => param.name === named)) return named;
  const byArg = params.find((param) => param.arg === named);
  if (byArg) return byArg.name;
  const byItem = params.find(
    (param) => param.list && (param.name === `${named}s` || param.arg === `${named}s`),
  );
  return byItem?.name ?? null;
}

/** The error with the parameter it names (and its message's leading `name:`) in REST's words. */
/**
 * A 503 upstream_unavailable as the route's contract names it: the variant error_code of the
 * subgraph the gateway could not reach, where the catalogue declares one (RouteSpec.upstreamErrorCodes).
 */
export function inRouteVariant(
  error: RestError,
  upstreamErrorCodes: Readonly<Record<string, string>>,
): RestError {
  const upstream = error.extra.upstream;
  const variant = typeof upstream === "string" ? upstreamErrorCodes[upstream] : undefined;
  if (error.errorCode !== "upstream_unavailable" || variant === undefined) return error;
  return new RestError(error.status, variant, error.message, error.extra, error.headers, error.envelope);
}

export function inRestNames(error: RestError, params: readonly ParamSpec[]): RestError {
  const named = error.extra.parameter;
  if (typeof named !== "string") return error;
  const name = restParameterName(params, named);
  if (name === null || name === named) return error;
  const message = error.message.startsWith(`${named}:`)
    ? `${name}:${error.message.slice(named.length + 1)}`
    : error.message.replace(new RegExp(`^${named}\\b`), name);
  return new RestError(
    error.status,
    error.errorCode,
    message,
    { ...error.extra, parameter: name },
    error.headers,
    error.envelope,
  );
}
