/**
 * The answer cache keeps an answer only under the key it was computed for. The executor here is a
 * stand-in that answers from the clock and the data version it finds when it runs, so the test can
 * move either while an execution is under way; the cache itself is the real plugin.
 */
import type { ExecutionArgs, ExecutionResult } from "graphql";
import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../core/clock.js";
import { answerCacheBudget, useAnswerCache } from "./answerCache.js";

// Either side of the 14 June 2016 close (16:00 ET, 20:00 UTC): the last final close moves from the 13th to the 14th.
const BEFORE_CLOSE = "2016-06-14T19:59:59.990Z";
const AFTER_CLOSE = "2016-06-14T21:00:00.000Z";
const document = parse("query { portfolioVar { asOf } }");

type Execute = (args: ExecutionArgs) => Promise<ExecutionResult>;

function cached(options: { clock: ReturnType<typeof fixedClock>; version: { value: string } }) {
  let runs = 0;
  const plugin = useAnswerCache({
    clock: options.clock,
    dataVersion: async () => options.version.value,
    maxBytes: 1024 * 1024,
  });
  let execute: Execute | undefined;
  const inner = async (during?: () => void): Promise<ExecutionResult> => {
    runs += 1;
    during?.();
    return {
      data: { portfolioVar: { asOf: options.clock.now().toISOString(), version: options.version.value } },
    };
  };
  let during: (() => void) | undefined;
  (plugin.onExecute as (payload: unknown) => void)({
    executeFn: () => inner(during),
    setExecuteFn: (fn: Execute) => {
      execute = fn;
    },
    args: {},
  });
  const run = async (whileRunning?: () => void) => {
    during = whileRunning;
    const result = await (execute as Execute)({ document, schema: undefined as never, contextValue: {} });
    during = undefined;
    return result;
  };
  return { run, runs: () => runs };
}

describe("answer cache: keeps an answer only under the key it was computed for", () => {
  it("keeps and serves again an answer computed within one key", async () => {
    const clock = fixedClock(AFTER_CLOSE);
    const cache = cached({ clock, version: { value: "v1" } });
    const first = await cache.run();
    const second = await cache.run();
    expect(cache.runs()).toBe(1);
    expect(second.data).toEqual(first.data);
  });

  it("does not keep an answer when the last final close passed while it ran", async () => {
    const clock = fixedClock(BEFORE_CLOSE);
    const cache = cached({ clock, version: { value: "v1" } });
    const computedAfterClose = await cache.run(() => clock.set(AFTER_CLOSE));
    expect(computedAfterClose.data).toEqual({ portfolioVar: { asOf: AFTER_CLOSE, version: "v1" } });
    // A request still before the close must not be served what the later clock computed.
    clock.set(BEFORE_CLOSE);
    const beforeClose = await cache.run();
    expect(cache.runs()).toBe(2);
    expect(beforeClose.data).toEqual({ portfolioVar: { asOf: BEFORE_CLOSE, version: "v1" } });
  });

  it("does not keep an answer when an ingest moved the data version while it ran", async () => {
    const clock = fixedClock(AFTER_CLOSE);
    const version = { value: "v1" };
    const cache = cached({ clock, version });
    await cache.run(() => {
      version.value = "v2";
    });
    version.value = "v1";
    const again = await cache.run();
    expect(cache.runs()).toBe(2);
    expect(again.data).toEqual({ portfolioVar: { asOf: AFTER_CLOSE, version: "v1" } });
  });
});

describe("answerCacheBudget", () => {
  it("is 64 MB unless ANSWER_CACHE_MB says otherwise (0: off), and a malformed value is refused", () => {
    expect(answerCacheBudget({})).toBe(64 * 1024 * 1024);
    expect(answerCacheBudget({ ANSWER_CACHE_MB: "8" })).toBe(8 * 1024 * 1024);
    expect(answerCacheBudget({ ANSWER_CACHE_MB: "0" })).toBe(0);
    for (const raw of ["-1", "1.5", "lots"]) {
      expect(() => answerCacheBudget({ ANSWER_CACHE_MB: raw })).toThrow(
        `ANSWER_CACHE_MB must be a whole number of megabytes, at least 0 (0 turns the answer cache off), got "${raw}"`,
      );
    }
  });
});
