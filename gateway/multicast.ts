/**
 * One async source read once and handed to many readers (gateway/sharedSubscriptions.ts): every
 * item the source yields goes, as the same object, to every reader joined at that moment.
 *
 * The source is read as fast as it yields, whatever the readers do, so a slow reader never delays
 * another. What a reader has not taken yet waits in its own queue, bounded by `maxQueued`: one more
 * item beyond it and the reader's queue is dropped, it gets `overflow()` as its last item and is
 * done (it is cut, and told why). The source is returned (its upstream subscription ended) once its
 * last reader leaves; `onEnd` runs once, when the source ends or is returned, so a registry drops
 * it and nobody joins a finished source.
 */
export interface Multicast<T> {
  /** A new reader, or null once the source has ended (open another then). */
  join(): AsyncIterableIterator<T> | null;
}

export interface MulticastOptions<T> {
  maxQueued: number;
  /** The last item of a reader that fell more than `maxQueued` items behind. */
  overflow: () => T;
  onEnd: () => void;
}

interface Reader<T> {
  queue: T[];
  /** After its queue: done, or the source's failure. */
  finished: { error?: unknown } | null;
  /**
   * A read waiting for the next item, settled by the delivery itself: an item reaches a reader
   * that keeps up in one promise, with no queue, wake-up or re-check in between (per subscriber
   * and per event, so it is the fan-out's hot path).
   */
  waiting: { resolve: (result: IteratorResult<T>) => void; reject: (error: unknown) => void } | null;
}

const DONE: IteratorResult<never> = { value: undefined, done: true };

/** Settles a waiting read with what follows the reader's queue: done, or the source's failure. */
function settleFinished<T>(reader: Reader<T>) {
  const { waiting, finished } = reader;
  if (!waiting || !finished) return;
  reader.waiting = null;
  if (finished.error !== undefined) waiting.reject(finished.error);
  else waiting.resolve(DONE);
}

export function multicast<T>(source: AsyncIterator<T>, options: MulticastOptions<T>): Multicast<T> {
  const readers = new Set<Reader<T>>();
  let ended = false;
  let pumping = false;

  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd();
  };

  const finish = (reader: Reader<T>, finished: Reader<T>["finished"]) => {
    reader.finished = finished;
    readers.delete(reader);
    // A waiting read has an empty queue: what it gets next is the end.
    settleFinished(reader);
  };

  const leave = (reader: Reader<T>) => {
    readers.delete(reader);
    reader.queue.length = 0;
    if (readers.size === 0 && !ended) {
      end();
      void source.return?.();
    }
  };

  const deliver = (item: T) => {
    for (const reader of readers) {
      const { waiting } = reader;
      if (waiting) {
        reader.waiting = null;
        waiting.resolve({ value: item, done: false });
        continue;
      }
      if (reader.queue.length >= options.maxQueued) {
        reader.queue.length = 0;
        reader.queue.push(options.overflow());
        finish(reader, {});
        continue;
      }
      reader.queue.push(item);
    }
    if (readers.size === 0 && !ended) {
      end();
      void source.return?.();
    }
  };

  async function pump() {
    pumping = true;
    try {
      while (!ended) {
        const next = await source.next();
        if (next.done) break;
        if (!ended) deliver(next.value);
      }
      end();
      for (const reader of [...readers]) finish(reader, {});
    } catch (error) {
      end();
      for (const reader of [...readers]) finish(reader, { error });
    }
  }

  return {
    join() {
      if (ended) return null;
      const reader: Reader<T> = { queue: [], finished: null, waiting: null };
      readers.add(reader);
      if (!pumping) void pump();
      const iterator: AsyncIterableIterator<T> = {
        next() {
          if (reader.queue.length > 0)
            return Promise.resolve({ value: reader.queue.shift() as T, done: false });
          return new Promise<IteratorResult<T>>((resolve, reject) => {
            reader.waiting = { resolve, reject };
            settleFinished(reader);
          });
        },
        async return() {
          if (!reader.finished) finish(reader, {});
          leave(reader);
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
