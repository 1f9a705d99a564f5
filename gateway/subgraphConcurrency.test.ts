import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ConcurrencyLimit,
  concurrencySettingsFromEnv,
  DEFAULT_CONCURRENCY,
  SubgraphConcurrency,
} from "./subgraphConcurrency.js";

// The queue timeout is a timer: fake timers decide which waiter gives up, no wall clock is read.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("subgraph concurrency limit", () => {
  it("gives maxInFlight slots at once, queues the next ones in arrival order", async () => {
    const limit = new ConcurrencyLimit({ maxInFlight: 2, queueTimeoutMs: 1_000 });
    const first = await limit.acquire();
    const second = await limit.acquire();
    expect([typeof first, typeof second]).toEqual(["function", "function"]);
    const order: string[] = [];
    const third = limit.acquire().then((release) => {
      order.push("third");
      return release;
    });
    const fourth = limit.acquire().then((release) => {
      order.push("fourth");
      return release;
    });
    expect({ inFlight: limit.inFlight, waiting: limit.waiting }).toEqual({ inFlight: 2, waiting: 2 });
    second?.();
    second?.(); // a second release frees nothing more
    const thirdRelease = await third;
    expect(order).toEqual(["third"]);
    expect({ inFlight: limit.inFlight, waiting: limit.waiting }).toEqual({ inFlight: 2, waiting: 1 });
    thirdRelease?.();
    expect(typeof (await fourth)).toBe("function");
    expect(order).toEqual(["third", "fourth"]);
    expect({ inFlight: limit.inFlight, waiting: limit.waiting }).toEqual({ inFlight: 2, waiting: 0 });
  });

  it("refuses a waiter whose queue timeout passes, and one whose caller aborted; neither keeps a slot", async () => {
    const limit = new ConcurrencyLimit({ maxInFlight: 1, queueTimeoutMs: 1_000 });
    const held = await limit.acquire();
    const timedOut = limit.acquire();
    const caller = new AbortController();
    const aborted = limit.acquire(caller.signal);
    caller.abort();
    expect(await aborted).toBeNull();
    expect(limit.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await timedOut).toBeNull();
    expect({ inFlight: limit.inFlight, waiting: limit.waiting }).toEqual({ inFlight: 1, waiting: 0 });
    held?.();
    expect(limit.inFlight).toBe(0);
    expect(await limit.acquire(AbortSignal.abort())).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads its settings per subgraph, then shared, then the defaults; a malformed value stops the start", () => {
    expect(concurrencySettingsFromEnv({}, "market")).toEqual(DEFAULT_CONCURRENCY);
    const env = {
      SUBGRAPH_MAX_IN_FLIGHT: "16",
      SUBGRAPH_MAX_IN_FLIGHT_RISK: "4",
      SUBGRAPH_QUEUE_TIMEOUT_MS: "250",
    };
    expect(concurrencySettingsFromEnv(env, "risk")).toEqual({ maxInFlight: 4, queueTimeoutMs: 250 });
    expect(concurrencySettingsFromEnv(env, "intel")).toEqual({ maxInFlight: 16, queueTimeoutMs: 250 });
    expect(() => concurrencySettingsFromEnv({ SUBGRAPH_QUEUE_TIMEOUT_MS_INTEL: "-1" }, "intel")).toThrow(
      'SUBGRAPH_QUEUE_TIMEOUT_MS_INTEL must be a positive integer (milliseconds), got "-1"',
    );
    const limits = new SubgraphConcurrency(["risk", "intel"], (name) =>
      concurrencySettingsFromEnv(env, name),
    );
    expect(limits.of("risk")?.settings.maxInFlight).toBe(4);
    expect(limits.of("market")).toBeUndefined();
  });
});
