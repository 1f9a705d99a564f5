import { describe, expect, it } from "vitest";
import { interruptible } from "./interruptible.js";

/** A source the test feeds by hand; `returned` says whether it was told to stop. */
function manualSource() {
  const queue: number[] = [];
  let waiting: ((result: IteratorResult<number>) => void) | null = null;
  const state = { returned: false };
  const source: AsyncIterator<number> = {
    next: () =>
      new Promise((resolve) => {
        const item = queue.shift();
        if (item === undefined) waiting = resolve;
        else resolve({ value: item, done: false });
      }),
    async return() {
      state.returned = true;
      return { value: undefined, done: true };
    },
  };
  const push = (item: number) => {
    if (waiting) {
      waiting({ value: item, done: false });
      waiting = null;
    } else queue.push(item);
  };
  return { source, push, state };
}

describe("interruptible", () => {
  it("passes items through; interrupted while waiting, yields last(reason, previous) once, then ends", async () => {
    const { source, push, state } = manualSource();
    let ended = 0;
    const { iterator, interrupt } = interruptible(source, {
      last: (reason: string, previous) => -(previous ?? 0) - reason.length,
      onEnd: () => {
        ended += 1;
      },
    });
    push(1);
    push(2);
    expect(await iterator.next()).toEqual({ value: 1, done: false });
    expect(await iterator.next()).toEqual({ value: 2, done: false });
    const waiting = iterator.next();
    interrupt("stop");
    expect(await waiting).toEqual({ value: -6, done: false });
    expect(state.returned).toBe(true);
    expect(ended).toBe(0);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(ended).toBe(1);
    interrupt("again");
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
    expect(ended).toBe(1);
  });

  it("interrupted before a read: the next read yields last without reading the source", async () => {
    const { source, push } = manualSource();
    const { iterator, interrupt } = interruptible(source, { last: () => 99 });
    push(1);
    interrupt("now");
    expect(await iterator.next()).toEqual({ value: 99, done: false });
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });

  it("a consumer's return ends it once and stops the source; a failing source ends it too", async () => {
    const { source, state } = manualSource();
    let ended = 0;
    const { iterator } = interruptible(source, {
      last: () => 0,
      onEnd: () => {
        ended += 1;
      },
    });
    await iterator.return?.();
    expect(state.returned).toBe(true);
    expect(ended).toBe(1);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });

    const failing: AsyncIterator<number> = { next: async () => Promise.reject(new Error("bus gone")) };
    let failedEnds = 0;
    const broken = interruptible(failing, {
      last: () => 0,
      onEnd: () => {
        failedEnds += 1;
      },
    });
    await expect(broken.iterator.next()).rejects.toThrow("bus gone");
    expect(failedEnds).toBe(1);
  });
});
