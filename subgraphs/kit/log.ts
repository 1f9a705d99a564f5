/**
 * The service's logs: pino JSON lines on stdout, one logger configuration for every process and
 * every part of it (the gateway's host, each subgraph, producers, the access layer).
 *
 * - `LOG_LEVEL` (default info; error, warn, info, debug or trace) is the lowest level written to
 *   stdout; a malformed value stops the start. These are exactly the values the Hive Gateway
 *   runtime's own logger accepts from the same variable (it throws on any other, `silent`,
 *   `fatal` and `false` included), and its lines come here too (gateway/runtime.ts).
 * - A line logged while a request is handled carries that request's id (`reqId`: its
 *   X-Request-Id, kit/requestId.ts), whichever module logs it: the request runs inside
 *   `withRequestId`, and the process logger's mixin reads it from there (AsyncLocalStorage), so
 *   a resolver's warning names the request without the id being passed down to it.
 * - Keys never reach a line: the lines we write name a route, never a URL or a header, and in case
 *   a request or its headers are ever logged, the key headers are redacted and the `api_key` query
 *   parameter is cut from a logged URL.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { type DestinationStream, type Level, type Logger, type LoggerOptions, pino } from "pino";

export type { Logger };

export const LOG_LEVELS: readonly Level[] = ["error", "warn", "info", "debug", "trace"];

/** LOG_LEVEL, checked: one of LOG_LEVELS, or the start stops naming what is accepted. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): Level {
  const value = env.LOG_LEVEL || "info";
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}; got ${JSON.stringify(value)}`);
  }
  return value as Level;
}

/** Where a key can travel in a request, were a request or its headers ever logged. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  "req.headers.cookie",
  "headers.authorization",
  'headers["x-api-key"]',
  "headers.cookie",
];

/** A logged URL without its `api_key` query parameter (spec/03 lets a key ride there). */
export function withoutKey(url: string): string {
  // Any spelling of the name is cut (only `api_key` is read as a key; the others cost nothing to hide).
  return url.replace(/([?&])(api_key)=[^&#]*/gi, "$1$2=[Redacted]");
}

const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `work` as part of the request `reqId`: every process-logger line it writes carries the id. */
export function withRequestId<T>(reqId: string, work: () => T): T {
  return requestScope.run({ reqId }, work);
}

/** stdout, shared by every logger of the process so their lines never interleave mid-line. */
let stdout: DestinationStream | null = null;
function stdoutDestination(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: true });
  return stdout;
}

export interface LoggerSettings {
  /** What reaches stdout (default LOG_LEVEL). */
  level?: Level;
  /** A further destination and the lowest level it takes (the gateway's log ring: GET /api/logs). */
  also?: { stream: DestinationStream; level: Level };
  /** Stamp each line with the request it was written for (withRequestId); off where the caller binds it. */
  requestScoped?: boolean;
}

function lowest(a: Level, b: Level): Level {
  const { values } = pino.levels;
  return (values[a] ?? 0) <= (values[b] ?? 0) ? a : b;
}

/** A pino logger with the service's settings: stdout at `level`, and `also` beside it. */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const level = settings.level ?? logLevelFromEnv();
  const streams = [{ stream: stdoutDestination(), level }, ...(settings.also ? [settings.also] : [])];
  const options: LoggerOptions = {
    level: settings.also ? lowest(level, settings.also.level) : level,
    redact: { paths: REDACTED_PATHS, censor: "[Redacted]" },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: typeof req.url === "string" ? withoutKey(req.url) : undefined,
      }),
    },
    ...(settings.requestScoped ? { mixin: () => requestScope.getStore() ?? {} } : {}),
  };
  return pino(options, pino.multistream(streams));
}

let processLog: Logger | null = null;

/**
 * The process's logger for the parts that have no request logger of their own (producers, the
 * access layer's sweeps, a subgraph's warnings): `processLogger().child({ component: "intel" })`.
 */
export function processLogger(): Logger {
  processLog ??= createLogger({ requestScoped: true });
  return processLog;
}
