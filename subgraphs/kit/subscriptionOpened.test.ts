import type { ExecutionResult } from "graphql";
import { describe, expect, it } from "vitest";
import { announceOpened, awaitOpened, isOpenedMarker } from "./subscriptionOpened.js";

/** A stream whose reads wait until `push`; `returned` says whether it was told to stop. */
function manualStream() {
  const queue: ExecutionResult[] = [];
  let waiting: ((result: IteratorResult<ExecutionResult>) => void) | null = null;
  const state = { returned: false };
  const iterator: AsyncIterableIterator<ExecutionResult> = {
    next: () =>
      new Promise((resolve) => {
        const item = queue.shift();
        if (item === undefined) waiting = resolve;
        else resolve({ value: item, done: false });
      }),
    async return() {
      state.returned = true;
      waiting?.({ value: undefined, done: true });
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  const push = (item: ExecutionResult) => {
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: item, done: false });
    } else queue.push(item);
  };
  return { iterator, push, state };
}

const refusal: ExecutionResult = {
  errors: [{ message: "no producer", extensions: { code: "producer_unavailable" } }] as never,
};
const unreachable = () => ({ errors: [{ message: "down" }] as never });

describe("announceOpened (subgraph side)", () => {
  it("leaves a single result (a refusal) as it is", () => {
    expect(announceOpened(refusal)).toBeUndefined();
  });

  it("sends the marker before the first frame, and its return reaches the source at once", async () => {
    const { iterator, push, state } = manualStream();
    const announced = announceOpened(iterator);
    if (!announced) throw new Error("expected a stream");
    const first = await announced.next();
    expect(isOpenedMarker(first.value)).toBe(true);
    push({ data: { ticks: { id: "1-0" } } });
    expect((await announced.next()).value).toEqual({ data: { ticks: { id: "1-0" } } });
    const pending = announced.next();
    await announced.return?.();
    expect(state.returned).toBe(true);
    expect((await pending).done).toBe(true);
  });
});

describe("awaitOpened (gateway side)", () => {
  it("answers the stream once the marker arrives, without the marker", async () => {
    const { iterator, push } = manualStream();
    const announced = announceOpened(iterator);
    const opened = await awaitOpened(announced as AsyncIterable<ExecutionResult>, unreachable);
    expect(Symbol.asyncIterator in opened).toBe(true);
    push({ data: { ticks: { id: "1-0" } } });
    const frames = (opened as AsyncIterable<ExecutionResult>)[Symbol.asyncIterator]();
    expect((await frames.next()).value).toEqual({ data: { ticks: { id: "1-0" } } });
  });

  it("answers a refusal (an error first, no marker) as a single result and closes the stream", async () => {
    const { iterator, push, state } = manualStream();
    push(refusal);
    expect(await awaitOpened(iterator, unreachable)).toBe(refusal);
    expect(state.returned).toBe(true);
  });

  it("keeps a first frame of a stream that sends no marker", async () => {
    const { iterator, push } = manualStream();
    push({ data: { ticks: { id: "1-0" } } });
    push({ data: { ticks: { id: "2-0" } } });
    const opened = (await awaitOpened(iterator, unreachable)) as AsyncIterable<ExecutionResult>;
    const frames = opened[Symbol.asyncIterator]();
    expect((await frames.next()).value).toEqual({ data: { ticks: { id: "1-0" } } });
    expect((await frames.next()).value).toEqual({ data: { ticks: { id: "2-0" } } });
  });

  it("answers a stream that failed before its first message with `unreachable`", async () => {
    const failing: AsyncIterable<ExecutionResult> = {
      [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error("socket closed")) }),
    };
    expect(await awaitOpened(failing, unreachable)).toEqual(unreachable());
  });

  it("passes a single result through", async () => {
    expect(await awaitOpened(refusal, unreachable)).toBe(refusal);
  });
});
