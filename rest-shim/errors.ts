/**
 * The REST error contract of spec/03: `{"detail": {"error_code", "error_message", ...extra}}`
 * with the status (and headers) the code carries. GraphQL errors arrive with ServiceError
 * extensions; anything else is mapped here to the nearest honest code.
 */
import { ERROR_CODES, isErrorCode, serviceErrorFields } from "../subgraphs/kit/errors.js";

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    /** Top-level keys beside `detail` (e.g. ok false and placement on a fail-closed 503). */
    readonly envelope: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return {
      ...this.envelope,
      detail: { error_code: this.errorCode, error_message: this.message, ...this.extra },
    };
  }
}

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
