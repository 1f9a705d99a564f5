import { describe, expect, it } from "vitest";
import { multicast } from "./multicast.js";

/** A source the test feeds by hand; `returned` says whether the multicast let go of it. */
function source<T>() {
  const waiting: ((result: IteratorResult<T>) => void)[] = [];
  const pending: IteratorResult<T>[] = [];
  const state = { returned: false, reads: 0 };
  const push = (result: IteratorResult<T>) => {
    const resolve = waiting.shift();
    if (resolve) resolve(result);
    else pending.push(result);
  };
  const iterator: AsyncIterator<T> = {
    next() {
      state.reads += 1;
      const ready = pending.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    async return() {
      state.returned = true;
      return { value: undefined, done: true };
    },
  };
  return {
    iterator,
    state,
    yield: (value: T) => push({ value, done: false }),
    end: () => push({ value: undefined, done: true }),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("multicast", () => {
  it("hands every item, as the same object, to every reader joined, reading the source once", async () => {
    const feed = source<{ n: number }>();
    let ended = 0;
    const shared = multicast(feed.iterator, {
      maxQueued: 10,
      overflow: () => ({ n: -1 }),
      onEnd: () => ended++,
    });
    const a = shared.join();
    const b = shared.join();
    const item = { n: 1 };
    feed.yield(item);
    const [fromA, fromB] = await Promise.all([a?.next(), b?.next()]);
    expect(fromA?.value).toBe(item);
    expect(fromB?.value).toBe(item);
    feed.end();
    expect((await a?.next())?.done).toBe(true);
    expect((await b?.next())?.done).toBe(true);
    expect(ended).toBe(1);
    expect(shared.join()).toBeNull();
  });

  it("cuts a reader more than maxQueued items behind with the overflow item, the others unaffected", async () => {
    const feed = source<number>();
    const shared = multicast(feed.iterator, { maxQueued: 3, overflow: () => -1, onEnd: () => {} });
    const slow = shared.join();
    const fast = shared.join();
    const seen: number[] = [];
    for (let n = 1; n <= 5; n++) {
      feed.yield(n);
      seen.push((await fast?.next())?.value as number);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(await slow?.next()).toEqual({ value: -1, done: false });
    expect((await slow?.next())?.done).toBe(true);
    feed.yield(6);
    expect((await fast?.next())?.value).toBe(6);
    expect(feed.state.returned).toBe(false);
  });

  it("returns the source once its last reader leaves, not before", async () => {
    const feed = source<number>();
    let ended = 0;
    const shared = multicast(feed.iterator, { maxQueued: 3, overflow: () => -1, onEnd: () => ended++ });
    const a = shared.join();
    const b = shared.join();
    await a?.return?.();
    await tick();
    expect(feed.state.returned).toBe(false);
    feed.yield(1);
    expect((await b?.next())?.value).toBe(1);
    await b?.return?.();
    expect(feed.state.returned).toBe(true);
    expect(ended).toBe(1);
    expect(shared.join()).toBeNull();
  });

  it("fails every reader with the source's failure once each has taken what was queued", async () => {
    const feed = source<number>();
    const failing: AsyncIterator<number> = {
      next: async () => {
        const next = await feed.iterator.next();
        if (next.done) throw new Error("upstream failed");
        return next;
      },
    };
    const shared = multicast(failing, { maxQueued: 3, overflow: () => -1, onEnd: () => {} });
    const a = shared.join();
    feed.yield(1);
    feed.end();
    expect((await a?.next())?.value).toBe(1);
    await expect(a?.next()).rejects.toThrow("upstream failed");
  });
});
