/**
 * The behaviour every EventBus implementation shares, as one vitest suite run against each
 * (`eventBus.test.ts` in process, `redisBus.int.test.ts` on a private Redis server). Each test opens a
 * fresh bus (with a retention of its choosing) and closes it afterwards.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type BusEvent, compareIds, type EventBus, SubscriberOverflowError } from "./eventBus.js";

export interface BusContractTraits {
  /** Events a stream may hold beyond its retention (Redis's `MAXLEN ~` trims whole nodes). */
  retentionSlack?: number;
  /** Events a subscriber may have waiting beyond the retention before it is cut off. */
  queueSlack?: number;
}

const ID = /^\d+-\d+$/;

/** The next `count` events of an iterator, failing after `timeoutMs` instead of hanging. */
async function take<T>(iterator: AsyncIterator<BusEvent<T>>, count: number, timeoutMs = 10_000) {
  const events: BusEvent<T>[] = [];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    while (events.length < count) {
      const next = await Promise.race([iterator.next(), timeout]);
      if (next === "timeout")
        throw new Error(`received ${events.length} of ${count} events in ${timeoutMs} ms`);
      if (next.done) throw new Error(`iterator ended after ${events.length} of ${count} events`);
      events.push(next.value);
    }
    return events;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the iterator yields nothing within `ms` (it still waits, or it has ended). Leaves a
 * pending next() behind when it waits: call it last, before return().
 */
async function quiet<T>(iterator: AsyncIterator<BusEvent<T>>, ms = 150) {
  let timer: NodeJS.Timeout | undefined;
  const next = await Promise.race([
    iterator.next(),
    new Promise<"quiet">((resolve) => {
      timer = setTimeout(() => resolve("quiet"), ms);
    }),
  ]);
  clearTimeout(timer);
  return next === "quiet" || next.done === true;
}

async function publishAll(bus: EventBus, stream: string, from: number, to: number) {
  const events: BusEvent<{ n: number }>[] = [];
  for (let n = from; n < to; n++) events.push(await bus.publish(stream, { n }));
  return events;
}

const ns = (events: readonly BusEvent<{ n: number }>[]) => events.map((event) => event.payload.n);
const ids = (events: readonly BusEvent<unknown>[]) => events.map((event) => event.id);

export function describeBusContract(
  name: string,
  open: (options: { retention: number }) => Promise<EventBus>,
  traits: BusContractTraits = {},
) {
  const slack = traits.retentionSlack ?? 0;

  describe(`EventBus contract: ${name}`, () => {
    const opened: EventBus[] = [];
    const bus = async (retention = 10_000) => {
      const instance = await open({ retention });
      opened.push(instance);
      return instance;
    };
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((instance) => instance.close()));
    });

    it("gives ids of the form <ms>-<seq> that increase per stream, awaited or not", async () => {
      const b = await bus();
      const sequential = await publishAll(b, "ids", 0, 20);
      const concurrent = await Promise.all(Array.from({ length: 50 }, (_, n) => b.publish("ids", { n })));
      const all = [...sequential, ...concurrent];
      for (const event of all) expect(event.id).toMatch(ID);
      for (let i = 1; i < all.length; i++) {
        expect(
          compareIds((all[i] as BusEvent<unknown>).id, (all[i - 1] as BusEvent<unknown>).id),
        ).toBeGreaterThan(0);
      }
      expect(all[0]?.stream).toBe("ids");
      expect(all[0]?.payload).toEqual({ n: 0 });
    });

    it("round-trips payloads", async () => {
      const b = await bus();
      const payload = {
        text: 'Ünïcødé ✓ "quoted"\n',
        n: 1.5,
        big: 2 ** 52,
        list: [1, null, { a: true }],
        none: null,
      };
      await b.publish("payloads", payload);
      const [event] = await b.read("payloads", { since: "-", limit: 10 });
      expect(event?.payload).toEqual(payload);
      expect(event?.stream).toBe("payloads");
    });

    it("delivers live events in order to every subscriber, only those published after subscribe()", async () => {
      const b = await bus();
      await publishAll(b, "live", 0, 3);
      const first = b.subscribe<{ n: number }>("live");
      const second = b.subscribe<{ n: number }>("live");
      const other = b.subscribe<{ n: number }>("other");
      const published = await publishAll(b, "live", 3, 13);
      const [a, c] = await Promise.all([take(first, 10), take(second, 10)]);
      expect(ns(a)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(ids(a)).toEqual(ids(published));
      expect(ids(c)).toEqual(ids(published));
      expect(await quiet(other)).toBe(true);
      await Promise.all([first.return?.(), second.return?.(), other.return?.()]);
    });

    it("resumes exactly after `since`: retained events, then live ones", async () => {
      const b = await bus();
      const before = await publishAll(b, "resume", 0, 20);
      const iterator = b.subscribe<{ n: number }>("resume", { since: (before[9] as BusEvent<unknown>).id });
      const replayed = await take(iterator, 10);
      expect(ns(replayed)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
      const after = await publishAll(b, "resume", 20, 25);
      const live = await take(iterator, 5);
      expect(ids(live)).toEqual(ids(after));
      expect(await quiet(iterator)).toBe(true);
      await iterator.return?.();
    });

    it("loses and repeats nothing at the seam, with events published during the replay", async () => {
      const b = await bus();
      const before: BusEvent<{ n: number }>[] = [];
      for (let n = 0; n < 3_000; n += 100) {
        before.push(
          ...(await Promise.all(Array.from({ length: 100 }, (_, i) => b.publish("seam", { n: n + i })))),
        );
      }
      // Another subscriber keeps the stream's live delivery running, so live events reach the new
      // subscriber while it still pages through the 2,995 retained ones.
      const warm = b.subscribe<{ n: number }>("seam");
      const producing = (async () => {
        const during: BusEvent<{ n: number }>[] = [];
        for (let n = 3_000; n < 3_600; n += 5) {
          during.push(
            ...(await Promise.all(Array.from({ length: 5 }, (_, i) => b.publish("seam", { n: n + i })))),
          );
        }
        return during;
      })();
      await take(warm, 1);
      const iterator = b.subscribe<{ n: number }>("seam", { since: (before[4] as BusEvent<unknown>).id });
      const received = await take(iterator, 3_595, 30_000);
      const during = await producing;
      expect(ns(received)).toEqual(Array.from({ length: 3_595 }, (_, i) => i + 5));
      expect(ids(received)).toEqual([...ids(before.slice(5)), ...ids(during)]);
      expect(await quiet(iterator)).toBe(true);
      await Promise.all([iterator.return?.(), warm.return?.()]);
    });

    it('replays everything retained for since "-", and only live events for the newest id', async () => {
      const b = await bus();
      const before = await publishAll(b, "start", 0, 5);
      const all = b.subscribe<{ n: number }>("start", { since: "-" });
      const fromNewest = b.subscribe<{ n: number }>("start", { since: (before[4] as BusEvent<unknown>).id });
      expect(ns(await take(all, 5))).toEqual([0, 1, 2, 3, 4]);
      await publishAll(b, "start", 5, 7);
      expect(ns(await take(all, 2))).toEqual([5, 6]);
      expect(ns(await take(fromNewest, 2))).toEqual([5, 6]);
      await Promise.all([all.return?.(), fromNewest.return?.()]);
    });

    it("refuses a `since` that is not a stream id", async () => {
      const b = await bus();
      expect(() => b.subscribe("bad", { since: "yesterday" })).toThrow(RangeError);
      await expect(b.read("bad", { since: "1-2-3", limit: 1 })).rejects.toThrow(RangeError);
    });

    it('reads pages: oldest first, `since` exclusive, "-" from the start, `limit` respected', async () => {
      const b = await bus();
      expect(await b.read("pages", { since: "-", limit: 10 })).toEqual([]);
      const published = await publishAll(b, "pages", 0, 12);
      expect(ns(await b.read("pages", { since: "-", limit: 5 }))).toEqual([0, 1, 2, 3, 4]);
      const page = await b.read<{ n: number }>("pages", {
        since: (published[4] as BusEvent<unknown>).id,
        limit: 5,
      });
      expect(ns(page)).toEqual([5, 6, 7, 8, 9]);
      expect(ids(page)).toEqual(ids(published.slice(5, 10)));
      expect(ns(await b.read("pages", { since: (page[4] as BusEvent<unknown>).id, limit: 5 }))).toEqual([
        10, 11,
      ]);
      expect(await b.read("pages", { since: (published[11] as BusEvent<unknown>).id, limit: 5 })).toEqual([]);
      expect(await b.read("pages", { since: "-", limit: 0 })).toEqual([]);
      // A bare <ms> id means <ms>-0: everything after it.
      expect((await b.read("pages", { since: "0", limit: 100 })).length).toBe(12);
    });

    it("answers the newest event with last(), null for an empty stream", async () => {
      const b = await bus();
      expect(await b.last("newest")).toBeNull();
      const published = await publishAll(b, "newest", 0, 3);
      const last = await b.last<{ n: number }>("newest");
      expect(last).toEqual({ id: published[2]?.id, stream: "newest", payload: { n: 2 } });
    });

    it("keeps a stream's newest `retention` events", async () => {
      const retention = 10;
      const b = await bus(retention);
      const published = await publishAll(b, "bounded", 0, retention + slack + 50);
      const held = await b.read<{ n: number }>("bounded", { since: "-", limit: 10_000 });
      expect(held.length).toBeGreaterThanOrEqual(retention);
      expect(held.length).toBeLessThanOrEqual(retention + slack);
      // What is held is the newest, contiguous.
      expect(ids(held)).toEqual(ids(published.slice(published.length - held.length)));
      expect((await b.last("bounded"))?.id).toBe(published.at(-1)?.id);
      // Resuming from a trimmed id starts at the oldest retained event.
      const iterator = b.subscribe<{ n: number }>("bounded", {
        since: (published[0] as BusEvent<unknown>).id,
      });
      expect(ids(await take(iterator, held.length))).toEqual(ids(held));
      await iterator.return?.();
    });

    it("detaches a subscriber on abort, ending a pending next()", async () => {
      const b = await bus();
      const controller = new AbortController();
      const iterator = b.subscribe<{ n: number }>("abort", { signal: controller.signal });
      const other = b.subscribe<{ n: number }>("abort");
      await publishAll(b, "abort", 0, 1);
      expect(ns(await take(iterator, 1))).toEqual([0]);
      const pending = iterator.next();
      controller.abort();
      expect((await pending).done).toBe(true);
      await publishAll(b, "abort", 1, 3);
      expect((await iterator.next()).done).toBe(true);
      // The stream goes on for the others.
      expect(ns(await take(other, 2))).toEqual([0, 1]);
      await other.return?.();
      // Already aborted: ends at once.
      const late = b.subscribe("abort", { signal: controller.signal });
      expect((await late.next()).done).toBe(true);
    });

    it("detaches a subscriber on return(), ending a pending next(); others carry on", async () => {
      const b = await bus();
      const iterator = b.subscribe<{ n: number }>("return");
      const other = b.subscribe<{ n: number }>("return");
      await publishAll(b, "return", 0, 2);
      expect(ns(await take(iterator, 1))).toEqual([0]);
      const pending = iterator.next();
      expect(ns([(await pending).value as BusEvent<{ n: number }>])).toEqual([1]);
      const waiting = iterator.next();
      expect(await iterator.return?.()).toEqual({ value: undefined, done: true });
      expect((await waiting).done).toBe(true);
      await publishAll(b, "return", 2, 3);
      expect((await iterator.next()).done).toBe(true);
      expect(ns(await take(other, 3))).toEqual([0, 1, 2]);
      // A stream with no subscriber left can be subscribed to again.
      await other.return?.();
      const again = b.subscribe<{ n: number }>("return");
      await publishAll(b, "return", 3, 4);
      expect(ns(await take(again, 1))).toEqual([3]);
      await again.return?.();
    });

    it("cuts off a subscriber that falls further behind than its bound; one that keeps up carries on", async () => {
      const b = await bus(50);
      const count = 50 + (traits.queueSlack ?? 0) + 30;
      const slow = b.subscribe<{ n: number }>("behind");
      const fast = b.subscribe<{ n: number }>("behind");
      const fastGot = take(fast, count);
      for (let n = 0; n < count; n += 10) {
        await publishAll(b, "behind", n, n + 10);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(ns(await fastGot)).toEqual(Array.from({ length: count }, (_, n) => n));
      // The slow one was cut at its bound (the retention, plus any slack); its queue is dropped.
      await expect(slow.next()).rejects.toBeInstanceOf(SubscriberOverflowError);
      await fast.return?.();
    });

    it("ends every iterator on close()", async () => {
      const b = await bus();
      const waiting = b.subscribe("close-a");
      const buffered = b.subscribe("close-b", { since: "-" });
      const pending = waiting.next();
      await b.publish("close-c", { n: 0 });
      await b.close();
      expect((await pending).done).toBe(true);
      expect((await buffered.next()).done).toBe(true);
      expect((await waiting.next()).done).toBe(true);
    });
  });
}
