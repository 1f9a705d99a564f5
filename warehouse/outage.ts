/**
 * A PostgreSQL outage (restart, failover, network) as the service answers it: 503
 * `dataset_unavailable` with Retry-After (spec/03: a table unreadable is dataset_unavailable), and
 * never the driver's message, which names the server's address or the statement.
 *
 * Two things keep the process alive through it: every pool client has an 'error' listener (pg
 * emits 'error' on a checked-out client whose connection dies, even while the failed query is
 * already rejected, and an unheard 'error' kills the process), and the failure each query sees
 * is replaced by one clean error. The pool drops a dead client when it is released and connects
 * afresh on the next query, so the service recovers by itself once the server is back.
 */
import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";
import { ServiceError } from "../core/errors.js";

/** Seconds a caller should wait: a PostgreSQL restart takes a few. */
export const OUTAGE_RETRY_AFTER_S = 5;

export function warehouseUnavailable(): ServiceError {
  return new ServiceError("dataset_unavailable", "The database is unavailable; retry in a few seconds.", {
    retryAfterS: OUTAGE_RETRY_AFTER_S,
  });
}

/** Node socket errors of a server that is gone or unreachable. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** pg's own messages for a connection that ended, timed out or can no longer be used. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
];

/**
 * Whether an error means the server cannot be reached or went away, rather than a fault of the
 * statement: SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down or
 * starting), 53300 (too many connections), a socket error or pg's connection messages.
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (SOCKET_CODES.has(code) || code.startsWith("08") || code === "53300") return true;
    if (code === "57P01" || code === "57P02" || code === "57P03") return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

function translated(error: unknown): unknown {
  return isOutage(error) ? warehouseUnavailable() : error;
}

/** The pool Kysely is given: connects and queries whose failure is an outage throw warehouseUnavailable(). */
export function outageGuardedPool(pool: pg.Pool): PostgresPool {
  // A dead connection's 'error' is answered by the failed query (or the idle-client listener);
  // this listener only stops it from being an unheard event that ends the process.
  pool.on("connect", (client) => client.on("error", () => {}));
  // Idle clients the server drops: pg-pool removes them and re-emits the error on the pool.
  pool.on("error", () => {});
  const guarded = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw translated(error);
      });
      let wrapper = guarded.get(client);
      if (!wrapper) {
        wrapper = guardedClient(client);
        guarded.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function guardedClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query is overloaded (text + values, or a cursor).
    query: ((...args: any[]) => {
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      const result = (client.query as (...a: any[]) => any)(...args);
      // A cursor (streamed query) is returned as is; a promise is guarded.
      return typeof result?.then === "function"
        ? result.catch((error: unknown) => {
            throw translated(error);
          })
        : result;
    }) as PostgresPoolClient["query"],
    release: () => client.release(),
  };
}
