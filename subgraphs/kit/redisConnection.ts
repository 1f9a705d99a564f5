/**
 * Every Redis connection of ours (the access backend's, the event bus's command and reader
 * connections) is opened here, with one set of options, so a Redis outage behaves the same way
 * everywhere: commands fail at once while the connection is down, no command waits longer than
 * a bound, and the client keeps reconnecting in the background until Redis is back.
 *
 * Why not ioredis's defaults: a command issued while disconnected waits in the offline queue,
 * and with `maxRetriesPerRequest: N` it is only rejected after N+1 failed reconnection attempts,
 * each one after `retryStrategy`'s delay (50 ms per attempt, up to 2 s). A few seconds into an
 * outage every Redis call of a request therefore waited 2 to 4 s before failing: callers saw
 * their 502/503 late or timed out first (issue 13 item 1). Here:
 *
 * - `enableOfflineQueue` stays on only until the first connection is ready, so commands issued
 *   while the process starts wait for it; after that it is off: a command while the connection
 *   is down is rejected at once and is never sent later. A refused request's commands (a credit
 *   hold, a rate-limit count) can therefore not reach Redis after its caller got the refusal.
 * - `maxRetriesPerRequest: 0`: when a connection drops, the commands written on it and still
 *   unanswered are rejected at once (ioredis flushes its queues on the first failed attempt), and
 *   `autoResendUnfulfilledCommands: false` never writes them again after a reconnection. Whether
 *   such a command ran is unknown; the access backend is built for that (a hold that ran stays
 *   until its expiry and the sweep releases it uncharged; a settle runs at most once).
 * - A command on a connection that is open but does not answer (a stalled server, a dropped
 *   network) fails after `commandTimeout`, applied by boundCommands below rather than by ioredis;
 *   `connectTimeout` bounds a connection attempt.
 * - `retryStrategy` never gives up: the client reconnects every second at most, so the service
 *   recovers without a restart.
 */
import { type Command, Redis, type RedisOptions } from "ioredis";

/** The longest a command may wait for its reply. */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;
/** The longest a connection attempt may take before it counts as failed. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** The longest wait between two reconnection attempts. */
export const REDIS_MAX_RECONNECT_DELAY_MS = 1_000;

export const REDIS_CONNECTION_OPTIONS: RedisOptions = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_MAX_RECONNECT_DELAY_MS),
};

/**
 * A Redis client on `url` with the options above (`overrides` for a connection's own needs: its
 * name, or a longer command timeout for a blocking read).
 */
export function openRedis(url: string, overrides: RedisOptions = {}): Redis {
  const { commandTimeout = REDIS_COMMAND_TIMEOUT_MS, ...options } = {
    ...REDIS_CONNECTION_OPTIONS,
    ...overrides,
  };
  const client = new Redis(url, options);
  boundCommands(client, commandTimeout);
  // Failures reach callers as rejected commands; without a listener ioredis would also print
  // every reconnection error as an "Unhandled error event".
  client.on("error", () => {});
  // From the first ready connection on, a command while disconnected fails at once (see above).
  // ioredis reads this option on every command.
  client.once("ready", () => {
    client.options.enableOfflineQueue = false;
  });
  return client;
}

/**
 * Fails a command not answered within `timeoutMs` — once this process has read what arrived.
 * ioredis's own `commandTimeout` is a plain timer, and Node runs due timers before it reads
 * sockets: when our event loop was busy past the bound (a burst of requests in this process), the
 * timer fired first and a command Redis had answered in time failed (a 502 keyservice_unreachable
 * to a caller whose credits were fine: 2 of 200 concurrent requests in test/e2e/access.redis.e2e.test.ts
 * on a loaded machine). Here the expiry waits for setImmediate, which runs after the loop's poll
 * phase has read every socket, so only a reply that has not arrived fails.
 */
function boundCommands(client: Redis, timeoutMs: number) {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command: Command, stream?: Parameters<Redis["sendCommand"]>[1]) => {
    const timer = setTimeout(
      () =>
        setImmediate(() => {
          if (!command.isResolved) command.reject(new Error("Command timed out"));
        }),
      timeoutMs,
    );
    const clear = () => clearTimeout(timer);
    command.promise.then(clear, clear);
    return send(command, stream);
  };
}
