/**
 * An async iterator that can be cut short from outside with one last item: a stream whose
 * producers stopped ends with its 503 frame (kit/streams.ts), a graphql-ws subscription ended by
 * shutdown with its final frame (gateway/wsShutdown.ts).
 *
 * Why not `Promise.race([source.next(), interrupted])` on every read: each race adds a reaction to
 * the long-lived `interrupted` promise that stays until it settles, and that reaction holds the
 * race's result, so a stream would keep every frame it ever delivered until it ended. Here each
 * read races a promise of its own, dropped when the read settles.
 */
export interface Interruptible<T, R> {
  iterator: AsyncIterableIterator<T>;
  /** Ends the iterator: the read in flight (or the next one) yields `last(reason, …)`, then done. */
  interrupt(reason: R): void;
}

export function interruptible<T, R>(
  source: AsyncIterator<T>,
  options: {
    /** The item that stands in for the next one once interrupted; `previous` is the last yielded. */
    last: (reason: R, previous: T | undefined) => T;
    /** Runs once when the iterator ends, however it ends (done, failed, returned, interrupted). */
    onEnd?: () => void;
  },
): Interruptible<T, R> {
  let state: "open" | "interrupted" | "done" = "open";
  let interruption: { reason: R } | null = null;
  let wake: (() => void) | null = null;
  let pending: Promise<IteratorResult<T>> | null = null;
  let previous: T | undefined;

  const end = () => {
    if (state === "done") return;
    state = "done";
    options.onEnd?.();
  };

  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (state === "done") return { value: undefined, done: true };
      if (state === "interrupted") {
        end();
        return { value: undefined, done: true };
      }
      let result: IteratorResult<T> | "interrupted" = "interrupted";
      if (!interruption) {
        pending ??= source.next();
        const woken = new Promise<"interrupted">((resolve) => {
          wake = () => resolve("interrupted");
        });
        try {
          result = await Promise.race([pending, woken]);
        } catch (error) {
          end();
          throw error;
        } finally {
          wake = null;
        }
      }
      // An item that arrived together with the interruption is still delivered; `last` follows it.
      if (result === "interrupted") {
        state = "interrupted";
        // A read still in flight is abandoned; its late failure (if any) has nobody left to tell.
        pending?.catch(() => {});
        void source.return?.();
        return { value: options.last((interruption as { reason: R }).reason, previous), done: false };
      }
      pending = null;
      if (result.done) end();
      else previous = result.value;
      return result;
    },
    async return() {
      end();
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };

  return {
    iterator,
    interrupt(reason) {
      if (state !== "open" || interruption) return;
      interruption = { reason };
      wake?.();
    },
  };
}
