/**
 * How a subgraph in its own process tells the gateway that a subscription has opened.
 *
 * In process, a subscription field's `subscribe` step (kit/streams.ts `openStream`: symbols, since,
 * a live producer) either refuses with an error result or returns the stream, and the gateway, the
 * SSE route (rest-shim/sse.ts) and billing see that before anything is sent: a refusal is a JSON
 * answer (e.g. 503 producer_unavailable, not billed), never an open stream.
 *
 * Over graphql-ws both look the same to the gateway until the subgraph sends something: a refusal
 * is one `next` (the error result) and `complete`, an opened stream sends nothing until its first
 * frame, which may take a long time. So the subgraph's server sends, for every subscription that
 * opened, one `next` carrying only `extensions: {subscription: "opened"}` before any frame
 * (`announceOpened`), and the gateway's remote transport waits for the first message
 * (`awaitOpened`): the marker means the stream (the frames that follow it), anything else is the
 * refusal, answered as the single result the in-process subscribe step would have given. One rule
 * (the subscribe step's) decides in both topologies.
 */
import type { ExecutionResult } from "graphql";

export const SUBSCRIPTION_OPENED_EXTENSION = "subscription";
export const SUBSCRIPTION_OPENED = "opened";

const OPENED_RESULT: ExecutionResult = {
  extensions: { [SUBSCRIPTION_OPENED_EXTENSION]: SUBSCRIPTION_OPENED },
};

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

export function isOpenedMarker(result: ExecutionResult | undefined): boolean {
  return result?.extensions?.[SUBSCRIPTION_OPENED_EXTENSION] === SUBSCRIPTION_OPENED && !result.data;
}

/**
 * Subgraph side (graphql-ws `onOperation`): an opened subscription's results, preceded by the
 * marker; undefined (keep the result) for a single result, e.g. a refusal. `return` reaches the
 * source at once, even while a read is pending (an async generator would queue it behind the read).
 */
export function announceOpened(result: unknown): AsyncIterableIterator<ExecutionResult> | undefined {
  if (!isAsyncIterable<ExecutionResult>(result)) return undefined;
  const source = result[Symbol.asyncIterator]();
  let announced = false;
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next() {
      if (announced) return source.next();
      announced = true;
      return Promise.resolve({ value: OPENED_RESULT, done: false });
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      if (source.throw) return source.throw(error);
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

/**
 * Gateway side: the result of a remote subscription once its subgraph has answered the subscribe
 * step. The marker: the stream (its frames follow). A first message with errors and no data: the
 * refusal, as a single result. Anything else (a subgraph that sends no marker) is a frame and stays
 * first in the stream. A failed first read (the WebSocket could not be used) is `unreachable()`.
 */
export async function awaitOpened(
  result: AsyncIterable<ExecutionResult> | ExecutionResult,
  unreachable: (error: unknown) => ExecutionResult,
): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  if (!isAsyncIterable<ExecutionResult>(result)) return result;
  const source = result[Symbol.asyncIterator]();
  let first: IteratorResult<ExecutionResult>;
  try {
    first = await source.next();
  } catch (error) {
    return unreachable(error);
  }
  if (first.done || isOpenedMarker(first.value)) return resumed(source);
  if (first.value.errors?.length && !first.value.data) {
    void source.return?.();
    return first.value;
  }
  return resumed(source, first);
}

/** `source` as an iterable iterator, yielding `first` (already read from it) before the rest. */
function resumed(
  source: AsyncIterator<ExecutionResult>,
  first?: IteratorResult<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult> {
  let pending = first;
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next() {
      if (!pending) return source.next();
      const read = pending;
      pending = undefined;
      return Promise.resolve(read);
    },
    async return() {
      pending = undefined;
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
