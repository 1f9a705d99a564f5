/**
 * At most N subscriptions open at once per key in this gateway process, whichever way they came
 * (graphql-ws or SSE through the shim): beyond, 429 rate_limited. A subscription counts from the
 * moment it opens until its stream ends, is returned or fails.
 */
import { ServiceError } from "../../subgraphs/kit/errors.js";

export const DEFAULT_MAX_STREAMS_PER_KEY = 20;

export function streamLimit(maxPerKey: number) {
  const open = new Map<string, number>();

  return {
    /** Refuses a new stream for a key already at its limit. */
    check(keyId: string) {
      if ((open.get(keyId) ?? 0) < maxPerKey) return;
      throw new ServiceError(
        "rate_limited",
        `At most ${maxPerKey} streams may be open at once per key; close one first.`,
        { headers: { "Retry-After": "60" }, extra: { limit: maxPerKey, window_s: 60 } },
      );
    },

    /** Counts a stream as open until it ends; returns the stream to hand on. */
    track<T>(keyId: string, stream: AsyncIterable<T>): AsyncIterableIterator<T> {
      open.set(keyId, (open.get(keyId) ?? 0) + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (open.get(keyId) ?? 1) - 1;
        if (left > 0) open.set(keyId, left);
        else open.delete(keyId);
      };
      const iterator = stream[Symbol.asyncIterator]();
      const tracked: AsyncIterableIterator<T> = {
        async next() {
          try {
            const result = await iterator.next();
            if (result.done) release();
            return result;
          } catch (error) {
            release();
            throw error;
          }
        },
        async return(value?: unknown) {
          release();
          return (await iterator.return?.(value)) ?? { done: true, value: undefined };
        },
        async throw(error?: unknown) {
          release();
          if (iterator.throw) return iterator.throw(error);
          throw error;
        },
        [Symbol.asyncIterator]() {
          return tracked;
        },
      };
      return tracked;
    },
  };
}
