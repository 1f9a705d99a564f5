/**
 * What one connection may cost a server before anyone knows who it is, the same for the gateway's
 * host (gateway/host.ts) and every subgraph server (kit/serve.ts):
 *
 * - a WebSocket frame is at most `wsMaxPayloadBytes` (ws's own default is 100 MiB, buffered whole
 *   before graphql-ws reads a byte: three such frames before any key check took 474 MB of RSS);
 *   a longer one closes the socket with 1009 (Message Too Big) as soon as its header is read;
 * - a WebSocket that has not sent graphql-ws's `connection_init` within
 *   `wsConnectionInitTimeoutMs` is closed with 4408;
 * - an HTTP request's head must arrive within `headersTimeoutMs`, and the whole request, head and
 *   body, within `requestTimeoutMs` (Fastify's default is no limit: a POST whose body never came
 *   was held for ever); past either the server answers 408 and closes the connection.
 *
 * A response may take as long as it needs (an SSE stream, a slow query): the timeouts bound only
 * what the client sends. A WebSocket leaves them once upgraded.
 */
import type { ServerOptions } from "node:http";

export interface ConnectionLimits {
  wsMaxPayloadBytes: number;
  wsConnectionInitTimeoutMs: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

/**
 * 1 MiB per frame, as for an HTTP body (a document over the gateway's token limit is refused
 * anyway); 3 s to say connection_init, graphql-ws's own default; 10 s for a head of a few KB;
 * 30 s for a body of at most 1 MiB (35 KB/s).
 */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  wsMaxPayloadBytes: 1_048_576,
  wsConnectionInitTimeoutMs: 3_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
};

const ENV_NAMES: Record<keyof ConnectionLimits, string> = {
  wsMaxPayloadBytes: "WS_MAX_PAYLOAD_BYTES",
  wsConnectionInitTimeoutMs: "WS_CONNECTION_INIT_TIMEOUT_MS",
  headersTimeoutMs: "HTTP_HEADERS_TIMEOUT_MS",
  requestTimeoutMs: "HTTP_REQUEST_TIMEOUT_MS",
};

/** How often Node looks for requests past their timeouts (its default, 30 s, could double one). */
const MAX_CHECK_INTERVAL_MS = 1_000;

function positiveInteger(name: string, value: number, written: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got ${written}`);
  }
  return value;
}

/** Refuses limits Node or ws would reject or misread, naming the setting and what is accepted. */
export function checkConnectionLimits(limits: ConnectionLimits): ConnectionLimits {
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof ConnectionLimits, string][]) {
    positiveInteger(name, limits[key], JSON.stringify(limits[key]));
  }
  // Node refuses a head timeout longer than the whole request's (ERR_OUT_OF_RANGE).
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error(
      `HTTP_HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}): the head is part of the request`,
    );
  }
  return limits;
}

/** The defaults, each overridden by its environment variable; a malformed value stops the start. */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof ConnectionLimits, string][]) {
    const raw = env[name];
    if (raw !== undefined && raw !== "") limits[key] = positiveInteger(name, Number(raw), `"${raw}"`);
  }
  return checkConnectionLimits(limits);
}

/** node:http server options that apply the HTTP timeouts. */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // A request is cut at most this long after its timeout.
    connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, limits.headersTimeoutMs),
  };
}
