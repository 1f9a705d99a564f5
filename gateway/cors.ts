/**
 * Who may call the service from a browser page on another origin: one policy for everything the
 * HTTP host serves — the REST routes and their SSE streams, /graphql over HTTP, the graphql-ws
 * upgrade, and any route registered on the host later (the MCP endpoint, /mcp, is covered by
 * being registered there: its headers are in the lists below, nothing else is needed).
 *
 * - Any origin by default (`Access-Control-Allow-Origin: *`), without credentials: keys travel in
 *   headers (or `?api_key=`), never in cookies, so no page can spend a key it was not given.
 * - `CORS_ORIGINS=https://a.example,https://b.example`: only those origins get CORS headers, and a
 *   request a browser sends from any other origin (its `Origin` header) is refused with 403
 *   `origin_not_allowed` before any route runs (not counted, not billed), as a WebSocket upgrade
 *   from it is. Without that refusal an EventSource or a `?api_key=` GET from a refused page would
 *   run and be billed, and only the browser would hide the answer. A request with no `Origin` (curl, a
 *   server) or from the service's own origin (its `Host`) is not a cross-origin call and passes.
 * - Preflights are answered here (204) before any route, key check or rate limit: a preflight
 *   is never billed and needs no key.
 */
import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { RestError } from "../core/restError.js";

/** The origins pages may call from: any, or the listed ones (each `scheme://host[:port]`). */
export interface CorsPolicy {
  origins: "any" | ReadonlySet<string>;
}

export const ANY_ORIGIN: CorsPolicy = { origins: "any" };

/** Request headers a page may send: the key's, the stream's resume, GraphQL's and MCP's. */
export const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "X-API-Key",
  "Content-Type",
  "Idempotency-Key",
  "Last-Event-ID",
  "X-Request-Id",
  "X-Credits-Estimate",
  "If-None-Match",
  "Mcp-Session-Id",
  "Mcp-Protocol-Version",
];

/** Response headers a page may read beside the CORS-safelisted ones. */
export const CORS_EXPOSED_HEADERS = [
  "X-Credits-Charged",
  "X-Credits-Left",
  "RateLimit",
  "RateLimit-Policy",
  "Retry-After",
  "X-Request-Id",
  "X-Error-Code",
  "Idempotent-Replayed",
  "ETag",
  "Mcp-Session-Id",
];

/** MCP's Streamable HTTP ends a session with DELETE; everything else is GET or POST. */
export const CORS_METHODS = ["GET", "HEAD", "POST", "DELETE"];

/** Seconds a browser may reuse a preflight's answer (Chromium caps it at 2 h). */
const PREFLIGHT_MAX_AGE_S = 600;

const SETTING = "CORS_ORIGINS";
const ACCEPTED =
  "comma-separated origins written scheme://host[:port] (no path, no trailing slash), or * for any";

/** `CORS_ORIGINS`: unset, empty or `*` is any origin; otherwise the listed origins, each checked. */
export function corsPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): CorsPolicy {
  const raw = env[SETTING]?.trim() ?? "";
  if (raw === "" || raw === "*") return ANY_ORIGIN;
  const origins = raw.split(",").map((written) => written.trim());
  for (const origin of origins) {
    if (!isOrigin(origin)) {
      throw new Error(`${SETTING}: ${JSON.stringify(origin)} is not an origin; accepted: ${ACCEPTED}.`);
    }
  }
  return { origins: new Set(origins) };
}

function isOrigin(written: string): boolean {
  try {
    return new URL(written).origin === written;
  } catch {
    return false;
  }
}

/**
 * Whether a request with this `Origin` (absent for anything but a browser's cross-origin or
 * non-GET call) to this `Host` passes the policy.
 */
export function originAllowed(
  policy: CorsPolicy,
  origin: string | undefined,
  host: string | undefined,
): boolean {
  if (origin === undefined || policy.origins === "any" || policy.origins.has(origin)) return true;
  return sameOrigin(origin, host);
}

/** A page the service serves itself (its own origin) calling back: the Origin's host is the Host. */
function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined || !isOrigin(origin)) return false;
  return new URL(origin).host === host;
}

export function originRefusal(policy: CorsPolicy, origin: string): RestError {
  const listed = policy.origins === "any" ? [] : [...policy.origins];
  return new RestError(
    403,
    "origin_not_allowed",
    `Pages on ${origin} may not call this service; accepted: ${[...listed, "the service's own origin"].join(", ")} (${SETTING}).`,
    { origin, accepted: listed },
  );
}

/** Registers the policy on the host: @fastify/cors for the headers and preflights, then the refusal. */
export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  const { origins } = policy;
  await app.register(fastifyCors, {
    origin:
      origins === "any" ? "*" : (origin, allow) => allow(null, origin !== undefined && origins.has(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    credentials: false,
    maxAge: PREFLIGHT_MAX_AGE_S,
    // A bare OPTIONS (no Origin or no Access-Control-Request-Method) is answered like a preflight,
    // not with the plugin's text/plain 400.
    strictPreflight: false,
  });
  app.addHook("onRequest", async (request, reply) => {
    const { origin } = request.headers;
    if (originAllowed(policy, origin, request.headers.host)) return;
    const refusal = originRefusal(policy, origin as string);
    return reply.header("X-Credits-Charged", "0").status(refusal.status).send(refusal.body());
  });
}
