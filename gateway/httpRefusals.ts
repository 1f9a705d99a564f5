/**
 * What the HTTP host refuses before any route runs, as the spec's error body (core/restError.ts):
 * what Fastify and Node refuse (an unreadable URL, a path segment too long, a body over the
 * limit, a head too large, unreadable HTTP), answered alike on /graphql and under /api/.
 */
import { STATUS_CODES } from "node:http";
import { RestError } from "../core/restError.js";

/**
 * The spec's body for a refusal the HTTP framework makes before any route runs (spec/03 names no
 * code for these: ours are `bad_request`, `payload_too_large`, `uri_too_long`,
 * `headers_too_large`); null for a status that is no such refusal.
 */
export function frameworkRefusal(status: number | undefined): RestError | null {
  switch (status) {
    case 400:
      return new RestError(400, "bad_request", "The request could not be read as HTTP.");
    case 413:
      return new RestError(
        413,
        "payload_too_large",
        `The request body is over the limit of ${BODY_LIMIT_BYTES} bytes.`,
      );
    case 414:
      return new RestError(414, "uri_too_long", "A path segment is too long.");
    case 431:
      return new RestError(431, "headers_too_large", "The request's headers are too large.");
    default:
      return null;
  }
}

/** The largest request body the host reads (Fastify's bodyLimit): 1 MiB. */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * A refusal written straight to a socket, for what the HTTP parser refuses before Fastify has a
 * request (a head over Node's header size limit, unreadable HTTP): the same body and header.
 */
export function rawRefusal(error: RestError): string {
  const body = JSON.stringify(error.body());
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Credits-Charged: 0",
    ...Object.entries(error.headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

const GRAPHQL_RESPONSE = "application/graphql-response+json";

/**
 * A /graphql request whose body Fastify's parser refused (malformed JSON: 400; a media type it
 * does not read: 415), answered as the GraphQL-over-HTTP spec asks: that status, and a GraphQL
 * error body in the media type the client accepts. Null for any other error.
 */
export function unreadableBodyRefusal(
  error: Error & { statusCode?: number },
  accept: string | undefined,
): { status: 400 | 415; contentType: string; body: string } | null {
  if (error.statusCode !== 400 && error.statusCode !== 415) return null;
  const message =
    error.statusCode === 415
      ? `${error.message}; accepted: application/json (POST) or a GET with query parameters.`
      : `The request body could not be read: ${error.message}`;
  return {
    status: error.statusCode,
    contentType: `${accept?.includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : "application/json"}; charset=utf-8`,
    body: JSON.stringify({ errors: [{ message, extensions: { code: "bad_request" } }] }),
  };
}
