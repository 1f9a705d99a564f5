/**
 * The Redis Streams event bus: several processes (gateway replicas, the market subgraph's replay
 * producer) share every stream through one Redis server. Same interface as the in-process bus
 * (`eventBus.ts`); `openBus.ts` picks this one when REDIS_URL is set.
 *
 * - A stream `s` is the Redis stream key `<prefix>s` (prefix default "qf:bus:"). An event is one
 *   entry whose single field `payload` holds the JSON-encoded payload.
 * - Ids are Redis's own entry ids `<ms>-<seq>` (XADD `*`): increasing per stream across every
 *   publishing process, so a `since` id taken from one replica resumes on any other.
 * - Retention: XADD trims with `MAXLEN ~ retention` (DEFAULT_RETENTION, 10,000 per stream). `~`
 *   lets Redis trim only whole radix-tree nodes (`stream-node-max-entries`, 100 by default), so a
 *   stream holds at least `retention` events and at most about `retention` + 100 (exact trimming
 *   would edit the oldest node on every XADD; Redis documents `~` as the efficient form). A
 *   `since` older than the oldest retained event resumes from the oldest retained one. Streams
 *   live as long as Redis keeps them (no TTL): persistence and `maxmemory` are the server's
 *   settings (docs/OPERATIONS.md).
 * - Connections per bus instance: one for commands (XADD, XRANGE, XREVRANGE) and, per stream that
 *   has local subscribers, one more for that stream's blocking XREAD loop (a blocking command holds
 *   its connection). The loop fans every entry out to all local subscribers of the stream, so a
 *   thousand subscribers to `bars` cost one reader connection, and it stops (closing its
 *   connection) when the stream's last local subscriber leaves.
 * - A subscriber with `since` pages the retained events after it with XRANGE (exclusive), then
 *   continues with the loop's entries; a live one (no `since`) starts after the stream's newest
 *   entry at subscribe time. Each subscriber tracks the last id it was given, so the seam between
 *   replay and live, or a reconnection, neither loses nor repeats an event.
 * - A lost connection never crashes the process: `publish`, `read` and `last` reject (callers map
 *   that to 503 cache_unavailable); a fire-and-forget publish whose result nobody awaits is dropped
 *   silently; subscriptions wait and resume after their last id once Redis is back (nothing is lost
 *   while the missed events are still retained).
 * - Needs Redis ≥ 6.2 (exclusive XRANGE starts); a single server (with replicas or Sentinel), as the
 *   access backend: every command names one key, but Redis Cluster is not tested.
 */
import type { Redis } from "ioredis";
import {
  assertStreamId,
  type BusEvent,
  compareIds,
  DEFAULT_RETENTION,
  type EventBus,
  SubscriberOverflowError,
} from "./eventBus.js";
import { openRedis, REDIS_COMMAND_TIMEOUT_MS } from "./redisConnection.js";

export interface RedisBusOptions {
  /** Events kept per stream (approximately, see above). */
  retention?: number;
  /** Events one subscriber may have waiting before its subscription ends; default the retention. */
  maxQueued?: number;
  /** Prefix of the stream keys; default "qf:bus:". */
  prefix?: string;
}

/** Entries per XRANGE page of a catch-up and per XREAD of a reader loop. */
const PAGE = 500;
/** How long one XREAD blocks before the loop asks again (and checks it is still wanted). */
const BLOCK_MS = 5_000;
/** Longest wait between retries while Redis is unreachable. */
const MAX_RETRY_DELAY_MS = 2_000;
/** How long close() waits for QUIT before dropping the connection. */
const QUIT_TIMEOUT_MS = 1_000;
const FIELD = "payload";

type Entry = [id: string, fields: string[]];

interface Subscriber {
  /** Entries the stream's loop read; held back while the subscriber is still catching up. */
  deliver(events: readonly BusEvent<unknown>[]): void;
  stop(): void;
}

interface Reader {
  readonly key: string;
  readonly connection: Redis;
  readonly subscribers: Set<Subscriber>;
  /** The id after which the loop reads; null until the stream's newest id is known. */
  cursor: string | null;
  /** Resolves once `cursor` is set (or the reader stopped). */
  readonly ready: Promise<void>;
  markReady(): void;
  stopped: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextDelay = (delay: number) => Math.min(MAX_RETRY_DELAY_MS, Math.max(100, delay * 2));

function decode<T>(stream: string, entries: readonly Entry[]): BusEvent<T>[] {
  const events: BusEvent<T>[] = [];
  for (const [id, fields] of entries) {
    const index = fields.indexOf(FIELD);
    const raw = index >= 0 && index % 2 === 0 ? fields[index + 1] : undefined;
    if (raw === undefined) continue;
    try {
      events.push({ id, stream, payload: JSON.parse(raw) as T });
    } catch {
      // Not written by a bus (a foreign entry under our prefix): skipped, never fatal.
    }
  }
  return events;
}

export function createRedisBus(url: string, options: RedisBusOptions = {}): EventBus {
  const retention = Math.max(1, Math.floor(options.retention ?? DEFAULT_RETENTION));
  /**
   * Events one subscriber may have waiting (eventBus.ts SubscriberOverflowError): the retention
   * plus a page, since `MAXLEN ~` may keep a little more than the retention for a resume to replay.
   */
  const maxQueued = options.maxQueued ?? retention + PAGE;
  const prefix = options.prefix ?? "qf:bus:";
  // Errors of a lost connection surface as rejected commands, at once while Redis is down
  // (subgraphs/kit/redisConnection.ts).
  const commands = openRedis(url, { connectionName: "qf-bus" });
  const readers = new Map<string, Reader>();
  const subscribers = new Set<Subscriber>();
  let closed = false;

  const keyOf = (stream: string) => `${prefix}${stream}`;

  /** The stream's newest id, or "0-0" when it holds nothing. */
  async function newestId(key: string): Promise<string> {
    const [entry] = (await commands.xrevrange(key, "+", "-", "COUNT", 1)) as Entry[];
    return entry ? entry[0] : "0-0";
  }

  async function range<T>(stream: string, since: string, limit: number): Promise<BusEvent<T>[]> {
    const start = since === "-" ? "-" : `(${since}`;
    const entries = (await commands.xrange(keyOf(stream), start, "+", "COUNT", limit)) as Entry[];
    return decode<T>(stream, entries);
  }

  function readerFor(stream: string): Reader {
    const existing = readers.get(stream);
    if (existing) return existing;
    // A blocking XREAD answers after up to BLOCK_MS by design: its bound is that plus the usual one.
    const connection = openRedis(url, {
      connectionName: "qf-bus-reader",
      commandTimeout: BLOCK_MS + REDIS_COMMAND_TIMEOUT_MS,
    });
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    const reader: Reader = {
      key: keyOf(stream),
      connection,
      subscribers: new Set(),
      cursor: null,
      ready,
      markReady,
      stopped: false,
    };
    readers.set(stream, reader);
    void runReader(stream, reader);
    return reader;
  }

  function stopReader(stream: string, reader: Reader) {
    if (reader.stopped) return;
    reader.stopped = true;
    if (readers.get(stream) === reader) readers.delete(stream);
    reader.markReady();
    // Rejects the pending XREAD; the loop sees `stopped` and ends.
    reader.connection.disconnect();
  }

  /** One blocking XREAD loop per stream: every entry goes to every local subscriber. */
  async function runReader(stream: string, reader: Reader) {
    let delay = 0;
    while (!reader.stopped) {
      try {
        if (reader.cursor === null) {
          reader.cursor = await newestId(reader.key);
          reader.markReady();
          continue;
        }
        const reply = (await reader.connection.xread(
          "COUNT",
          PAGE,
          "BLOCK",
          BLOCK_MS,
          "STREAMS",
          reader.key,
          reader.cursor,
        )) as [string, Entry[]][] | null;
        delay = 0;
        const entries = reply?.[0]?.[1];
        if (reader.stopped || !entries?.length) continue;
        reader.cursor = (entries.at(-1) as Entry)[0];
        const events = decode<unknown>(stream, entries);
        for (const subscriber of [...reader.subscribers]) subscriber.deliver(events);
      } catch {
        if (reader.stopped) break;
        delay = nextDelay(delay);
        await sleep(delay);
      }
    }
  }

  function ended<T>(): AsyncIterableIterator<BusEvent<T>> {
    const iterator: AsyncIterableIterator<BusEvent<T>> = {
      next: async () => ({ value: undefined, done: true }),
      return: async () => ({ value: undefined, done: true }),
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  return {
    kind: "redis",

    async ping() {
      await commands.ping();
    },

    publish<T>(stream: string, payload: T): Promise<BusEvent<T>> {
      const published = closed
        ? Promise.reject<BusEvent<T>>(new Error("The event bus is closed."))
        : commands
            .xadd(keyOf(stream), "MAXLEN", "~", retention, "*", FIELD, JSON.stringify(payload) ?? "null")
            .then((id) => ({ id: id as string, stream, payload }));
      // Callers may publish without awaiting (usage events): a lost connection, or a publish during
      // shutdown, must not become an unhandled rejection. Whoever awaits the promise gets the error.
      published.catch(() => {});
      return published;
    },

    subscribe<T>(stream: string, subscribeOptions: { since?: string; signal?: AbortSignal } = {}) {
      const { since, signal } = subscribeOptions;
      if (since !== undefined) assertStreamId(since);
      if (closed || signal?.aborted) return ended<T>();

      const queue: BusEvent<T>[] = [];
      /** Loop entries held back while catching up; null once live. */
      let held: BusEvent<T>[] | null = [];
      /** The last id given to (queued for) this subscriber; later events only. */
      let lastId: string | null = since === undefined || since === "-" ? null : since;
      let done = false;
      let wake: (() => void) | null = null;

      let overflow: SubscriberOverflowError | null = null;
      const push = (event: BusEvent<T>) => {
        if (lastId !== null && compareIds(event.id, lastId) <= 0) return;
        if (queue.length >= maxQueued) {
          overflow ??= new SubscriberOverflowError(stream, maxQueued);
          subscriber.stop();
          return;
        }
        lastId = event.id;
        queue.push(event);
      };
      const reader = readerFor(stream);
      const subscriber: Subscriber = {
        deliver(events) {
          if (done) return;
          if (held) held.push(...(events as BusEvent<T>[]));
          else for (const event of events as BusEvent<T>[]) push(event);
          wake?.();
        },
        stop() {
          if (done) return;
          done = true;
          queue.length = 0;
          held = null;
          subscribers.delete(subscriber);
          reader.subscribers.delete(subscriber);
          if (reader.subscribers.size === 0) stopReader(stream, reader);
          signal?.removeEventListener("abort", subscriber.stop);
          wake?.();
        },
      };
      reader.subscribers.add(subscriber);
      subscribers.add(subscriber);
      signal?.addEventListener("abort", subscriber.stop, { once: true });
      // Issued now, before any later publish of this process on the same connection: a live
      // subscriber gets exactly what is published after subscribe() returned.
      let start: Promise<string> | null = since === undefined ? newestId(reader.key) : null;
      start?.catch(() => {});

      /**
       * Pages the retained events after the start id, then hands over to the loop. The loop's
       * cursor was known before the first page was asked for, and every page is asked for after
       * this subscriber joined the loop; so the pages reach at least the loop's cursor, the loop
       * delivers everything after it, and `push` drops the overlap.
       */
      const catchUp = async () => {
        let from = since;
        let delay = 0;
        while (!done) {
          try {
            if (from === undefined) {
              from = await (start ?? newestId(reader.key));
              if (lastId === null || compareIds(from, lastId) > 0) lastId = from;
              continue;
            }
            await reader.ready;
            if (done) return;
            const page = await range<T>(stream, from, PAGE);
            if (done) return;
            for (const event of page) push(event);
            if (page.length < PAGE) {
              const live = held ?? [];
              held = null;
              for (const event of live) push(event);
              wake?.();
              return;
            }
            from = (page.at(-1) as BusEvent<T>).id;
            wake?.();
            delay = 0;
          } catch {
            start = null;
            if (done) return;
            delay = nextDelay(delay);
            await sleep(delay);
          }
        }
      };
      void catchUp();

      const iterator: AsyncIterableIterator<BusEvent<T>> = {
        async next() {
          while (queue.length === 0 && !done) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = null;
          }
          if (overflow) throw overflow;
          const value = queue.shift();
          return value ? { value, done: false } : { value: undefined, done: true };
        },
        async return() {
          subscriber.stop();
          return { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      return iterator;
    },

    async read<T>(stream: string, { since, limit }: { since: string; limit: number }) {
      assertStreamId(since);
      if (limit < 1) return [];
      return range<T>(stream, since, Math.floor(limit));
    },

    async last<T>(stream: string) {
      const entries = (await commands.xrevrange(keyOf(stream), "+", "-", "COUNT", 1)) as Entry[];
      return decode<T>(stream, entries)[0] ?? null;
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const subscriber of [...subscribers]) subscriber.stop();
      for (const [stream, reader] of [...readers]) stopReader(stream, reader);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        commands.quit().catch(() => {}),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      commands.disconnect();
    },
  };
}
