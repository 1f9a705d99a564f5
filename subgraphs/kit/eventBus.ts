/**
 * The event bus interface and its in-process implementation (the embedded default; the Redis
 * Streams one, for several processes, is `redisBus.ts`; `openBus.ts` picks one).
 *
 * In process: one ring buffer per stream in this process's memory, ids `<ms>-<seq>` (the Redis
 * Streams form, so catch-up ids keep their meaning when the Redis backend replaces this one), and
 * async iterators for subscribers. A subscriber with `since` first receives the retained events
 * after that id, then live ones.
 *
 * Retention: each stream keeps its newest `retention` events (DEFAULT_RETENTION, 10,000), exactly;
 * publishing one more drops the oldest. A `since` older than the oldest retained event resumes from
 * the oldest retained one (the events in between are gone). Nothing survives a restart, and another
 * process never sees these events. Memory is bounded per stream, not in the number of streams
 * (each per-user stream holds up to `retention` events of its own).
 */
import { quoteInput } from "../../core/errors.js";

export interface BusEvent<T> {
  id: string;
  stream: string;
  payload: T;
}

/**
 * The bus every producer publishes to and every stream reader reads from. Two implementations
 * share it: this in-process one (the embedded default) and Redis Streams (several processes).
 * Ids are `<ms>-<seq>` and increase per stream; `since` is exclusive ("-" means the start).
 */
export interface EventBus {
  readonly kind: "in-process" | "redis";
  publish<T>(stream: string, payload: T): Promise<BusEvent<T>>;
  /** Retained events after `since` (when given), then live ones, until returned or aborted. */
  subscribe<T>(
    stream: string,
    options?: { since?: string; signal?: AbortSignal },
  ): AsyncIterableIterator<BusEvent<T>>;
  /** A finite page of retained events after `since`, oldest first (catch-up). */
  read<T>(stream: string, options: { since: string; limit: number }): Promise<BusEvent<T>[]>;
  /** The newest retained event of a stream, or null when it holds none. */
  last<T>(stream: string): Promise<BusEvent<T> | null>;
  /** Resolves once the bus answers a trivial command, rejects when it cannot (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** `<ms>` or `<ms>-<seq>` (both non-negative integers), or "-" for the start of a stream. */
export function isStreamId(value: string): boolean {
  return value === "-" || /^\d{1,16}(-\d{1,16})?$/.test(value);
}

/** Events retained per stream for `since` resumption (both backends; Redis trims approximately). */
export const DEFAULT_RETENTION = 10_000;

/** The RangeError both backends raise for a `since` that is not a stream id. */
export function assertStreamId(since: string): void {
  if (!isStreamId(since)) {
    throw new RangeError(
      `since must be a stream id "<ms>-<seq>" (or "-" for the start), got ${quoteInput(since)}`,
    );
  }
}

/**
 * A subscriber fell further behind than the bus retains: its queue is bounded (by default the
 * retention), so instead of holding events without limit the subscription ends with this error.
 * The client reconnects with its last id and loses nothing still retained.
 */
export class SubscriberOverflowError extends Error {
  constructor(
    readonly stream: string,
    readonly limit: number,
  ) {
    super(
      `The subscriber to ${stream} fell more than ${limit} events behind; reconnect with the last id received.`,
    );
    this.name = "SubscriberOverflowError";
  }
}

export function compareIds(a: string, b: string): number {
  const [am, as] = a.split("-").map(Number) as [number, number];
  const [bm, bs] = b.split("-").map(Number) as [number, number];
  return am - bm || (as ?? 0) - (bs ?? 0);
}

export function createInProcessBus(
  options: { retention?: number; now?: () => number; maxQueued?: number } = {},
): EventBus {
  const retention = options.retention ?? DEFAULT_RETENTION;
  /** Events one subscriber may have waiting: further behind, resumption could not recover anyway. */
  const maxQueued = options.maxQueued ?? retention;
  const now = options.now ?? Date.now;
  const buffers = new Map<string, BusEvent<unknown>[]>();
  const listeners = new Map<string, Set<(event: BusEvent<unknown>) => void>>();
  let lastMs = 0;
  let seq = 0;

  function nextId(): string {
    const ms = now();
    if (ms > lastMs) {
      lastMs = ms;
      seq = 0;
    } else {
      seq += 1;
    }
    return `${lastMs}-${seq}`;
  }

  /** Stops of the live subscriptions, so close() ends them all. */
  const open = new Set<() => void>();
  /** The retained events of a stream after `since` (ids are sorted: binary search). */
  const after = (stream: string, since: string, limit = Number.POSITIVE_INFINITY) => {
    const buffer = buffers.get(stream) ?? [];
    let low = 0;
    let high = buffer.length;
    while (since !== "-" && low < high) {
      const middle = (low + high) >>> 1;
      if (compareIds((buffer[middle] as BusEvent<unknown>).id, since) > 0) high = middle;
      else low = middle + 1;
    }
    return buffer.slice(low, low + limit);
  };

  return {
    kind: "in-process",

    async ping() {},

    async publish<T>(stream: string, payload: T): Promise<BusEvent<T>> {
      const event: BusEvent<T> = { id: nextId(), stream, payload };
      const buffer = buffers.get(stream) ?? [];
      buffer.push(event as BusEvent<unknown>);
      if (buffer.length > retention) buffer.splice(0, buffer.length - retention);
      buffers.set(stream, buffer);
      for (const listener of listeners.get(stream) ?? []) listener(event as BusEvent<unknown>);
      return event;
    },

    subscribe<T>(stream: string, subscribeOptions: { since?: string; signal?: AbortSignal } = {}) {
      const queue: BusEvent<T>[] = [];
      let wake: (() => void) | null = null;
      let done = false;
      let overflow: SubscriberOverflowError | null = null;
      const listener = (event: BusEvent<unknown>) => {
        if (queue.length >= maxQueued) {
          overflow = new SubscriberOverflowError(stream, maxQueued);
          stop();
          return;
        }
        queue.push(event as BusEvent<T>);
        wake?.();
      };
      const { since } = subscribeOptions;
      if (since !== undefined) {
        assertStreamId(since);
        queue.push(...(after(stream, since) as BusEvent<T>[]));
      }
      const set = listeners.get(stream) ?? new Set();
      set.add(listener);
      listeners.set(stream, set);
      const stop = () => {
        done = true;
        queue.length = 0;
        set.delete(listener);
        if (set.size === 0 && listeners.get(stream) === set) listeners.delete(stream);
        open.delete(stop);
        subscribeOptions.signal?.removeEventListener("abort", stop);
        wake?.();
      };
      open.add(stop);
      if (subscribeOptions.signal?.aborted) stop();
      else subscribeOptions.signal?.addEventListener("abort", stop, { once: true });

      const iterator: AsyncIterableIterator<BusEvent<T>> = {
        async next() {
          while (queue.length === 0 && !done) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
          wake = null;
          if (overflow) throw overflow;
          const value = queue.shift();
          return value ? { value, done: false } : { value: undefined, done: true };
        },
        async return() {
          stop();
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
      return after(stream, since, Math.max(0, limit)) as BusEvent<T>[];
    },

    async last<T>(stream: string) {
      return ((buffers.get(stream) ?? []).at(-1) as BusEvent<T> | undefined) ?? null;
    },

    async close() {
      for (const stop of [...open]) stop();
    },
  };
}
