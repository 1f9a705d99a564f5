/**
 * In-process event bus: one bounded ring buffer per stream, ids `<ms>-<seq>` (the Redis Streams
 * form, so catch-up ids stay valid when the Redis backend replaces this one), and async
 * iterators for subscribers. A subscriber with `since` first receives the retained events after
 * that id, then live ones.
 */

export interface BusEvent<T> {
  id: string;
  stream: string;
  payload: T;
}

export interface EventBus {
  publish<T>(stream: string, payload: T): BusEvent<T>;
  subscribe<T>(
    stream: string,
    options?: { since?: string; signal?: AbortSignal },
  ): AsyncIterableIterator<BusEvent<T>>;
}

/** Events retained per stream for `since` resumption. */
export const DEFAULT_RETENTION = 10_000;

function compareIds(a: string, b: string): number {
  const [am, as] = a.split("-").map(Number) as [number, number];
  const [bm, bs] = b.split("-").map(Number) as [number, number];
  return am - bm || (as ?? 0) - (bs ?? 0);
}

export function createInProcessBus(options: { retention?: number; now?: () => number } = {}): EventBus {
  const retention = options.retention ?? DEFAULT_RETENTION;
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

  return {
    publish<T>(stream: string, payload: T): BusEvent<T> {
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
      const listener = (event: BusEvent<unknown>) => {
        queue.push(event as BusEvent<T>);
        wake?.();
      };
      const { since } = subscribeOptions;
      if (since !== undefined) {
        for (const event of buffers.get(stream) ?? []) {
          if (since === "-" || compareIds(event.id, since) > 0) queue.push(event as BusEvent<T>);
        }
      }
      const set = listeners.get(stream) ?? new Set();
      set.add(listener);
      listeners.set(stream, set);
      const stop = () => {
        done = true;
        set.delete(listener);
        wake?.();
      };
      subscribeOptions.signal?.addEventListener("abort", stop, { once: true });

      const iterator: AsyncIterableIterator<BusEvent<T>> = {
        async next() {
          while (queue.length === 0 && !done) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
          wake = null;
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
  };
}
