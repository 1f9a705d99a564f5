import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ServiceError } from "../../core/errors.js";
import type * as FixtureJobs from "../../test/support/heavyJobs.js";
import {
  defaultHeavyWorkSettings,
  HeavyWorkPool,
  type HeavyWorkSettings,
  heavyJobs,
  heavyWorkSettings,
} from "./heavyWork.js";

const JOBS = new URL("../../test/support/heavyJobs.ts", import.meta.url);
const pools: HeavyWorkPool[] = [];
function poolOf(settings: HeavyWorkSettings) {
  const pool = new HeavyWorkPool(settings);
  pools.push(pool);
  return heavyJobs<typeof FixtureJobs>(JOBS, () => pool);
}
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

async function refusal(promise: Promise<unknown>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return error as ServiceError;
}

describe("heavy work in worker threads", () => {
  it("runs a named job on another thread and answers its value", async () => {
    const jobs = poolOf({ threads: 1, queue: 0, timeoutMs: 60_000, idleMs: 60_000 });
    const answer = await jobs.run("square", { n: 12 });
    expect(answer.square).toBe(144);
    expect(answer.threadId).not.toBe(threadId);
  });

  it("carries a job's ServiceError across the thread as the same error", async () => {
    const jobs = poolOf({ threads: 1, queue: 0, timeoutMs: 60_000, idleMs: 60_000 });
    const error = await refusal(jobs.run("refuse", { ticker: "NOPE" }));
    expect(error.errorCode).toBe("unknown_ticker");
    expect(error.status).toBe(404);
    expect(error.message).toBe("Symbol NOPE is unknown to the platform (current or delisted).");
    expect(error.extensions).toMatchObject({
      code: "unknown_ticker",
      billing: "not_billed",
      extra: { ticker: "NOPE" },
    });
  });

  it("throws any other failure as it is", async () => {
    const jobs = poolOf({ threads: 1, queue: 0, timeoutMs: 60_000, idleMs: 60_000 });
    await expect(jobs.run("fail", undefined as never)).rejects.toThrow("the job broke");
  });

  it("stops a job past its time limit with 503 build_timeout and Retry-After, and frees its thread", async () => {
    // 3 s, not less: the limit counts from acceptance, and the job after the timeout waits for the
    // replacement thread to start, which a loaded machine can stretch past a second.
    const jobs = poolOf({ threads: 1, queue: 0, timeoutMs: 3_000, idleMs: 60_000 });
    const error = await refusal(jobs.run("spin", { ms: 120_000 }));
    expect(error.errorCode).toBe("build_timeout");
    expect(error.status).toBe(503);
    expect(error.billing).toBe("not_billed");
    expect(error.extensions).toMatchObject({
      headers: { "Retry-After": "3" },
      extra: { reason: "heavy_work_timeout", time_limit_ms: 3_000 },
    });
    // The one thread was ended and replaced: the next job runs (a 120 s spin would hold it otherwise).
    expect((await jobs.run("square", { n: 3 })).square).toBe(9);
  });

  it("refuses a job beyond the running and waiting bounds with 503 and Retry-After, at once", async () => {
    const pool = new HeavyWorkPool({ threads: 1, queue: 1, timeoutMs: 60_000, idleMs: 60_000 });
    pools.push(pool);
    const jobs = heavyJobs<typeof FixtureJobs>(JOBS, () => pool);
    const running = jobs.run("spin", { ms: 1_500 });
    const waiting = jobs.run("square", { n: 2 });
    expect(pool.inFlight).toBe(2);
    const error = await refusal(jobs.run("square", { n: 5 }));
    expect(error.errorCode).toBe("upstream_unavailable");
    expect(error.extensions).toMatchObject({
      headers: { "Retry-After": "5" },
      extra: { reason: "heavy_work_saturated", running: 1, waiting: 1 },
    });
    expect(await running).toBeGreaterThan(0);
    expect((await waiting).square).toBe(4);
    expect(pool.inFlight).toBe(0);
    // Once a slot is free again, a job is accepted.
    expect((await jobs.run("square", { n: 5 })).square).toBe(25);
  });

  it("starts no thread before a job and ends its threads once idle, starting one again for the next job", async () => {
    const pool = new HeavyWorkPool({ threads: 1, queue: 0, timeoutMs: 60_000, idleMs: 200 });
    pools.push(pool);
    const jobs = heavyJobs<typeof FixtureJobs>(JOBS, () => pool);
    expect(pool.threads).toBe(0);
    expect((await jobs.run("square", { n: 4 })).square).toBe(16);
    expect(pool.threads).toBe(1);
    await vi.waitFor(() => expect(pool.threads).toBe(0), { timeout: 10_000, interval: 50 });
    expect((await jobs.run("square", { n: 6 })).square).toBe(36);
  });
});

describe("heavy work settings", () => {
  it("leave one core to the event loop and let three jobs wait per thread", () => {
    expect(defaultHeavyWorkSettings(2)).toEqual({ threads: 1, queue: 3, timeoutMs: 8_000, idleMs: 60_000 });
    expect(defaultHeavyWorkSettings(8)).toEqual({ threads: 7, queue: 21, timeoutMs: 8_000, idleMs: 60_000 });
    expect(defaultHeavyWorkSettings(1)).toEqual({ threads: 1, queue: 3, timeoutMs: 8_000, idleMs: 60_000 });
  });

  it("read HEAVY_WORK_* from the environment and refuse a malformed one", () => {
    expect(
      heavyWorkSettings({
        HEAVY_WORK_THREADS: "3",
        HEAVY_WORK_QUEUE: "0",
        HEAVY_WORK_TIMEOUT_MS: "",
        HEAVY_WORK_IDLE_MS: "5000",
      }),
    ).toEqual({
      ...defaultHeavyWorkSettings(),
      threads: 3,
      queue: 0,
      idleMs: 5_000,
    });
    expect(() => heavyWorkSettings({ HEAVY_WORK_THREADS: "0" })).toThrow(
      'HEAVY_WORK_THREADS must be an integer of at least 1, got "0"',
    );
    expect(() => heavyWorkSettings({ HEAVY_WORK_TIMEOUT_MS: "soon" })).toThrow(
      'HEAVY_WORK_TIMEOUT_MS must be an integer of at least 1, got "soon"',
    );
  });
});
