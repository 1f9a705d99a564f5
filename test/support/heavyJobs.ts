/**
 * Jobs for kit/heavyWork.test.ts: a module of named jobs as a domain declares them
 * (subgraphs/risk/heavyJobs.ts), run in worker threads.
 */
import { threadId } from "node:worker_threads";
import { unknownTicker } from "../../core/errors.js";

/** Its input squared, and the thread it ran on. */
export function square(input: { n: number }): { square: number; threadId: number } {
  return { square: input.n * input.n, threadId };
}

/** Holds its thread for `ms` of CPU: a computation that runs too long. */
export function spin(input: { ms: number }): number {
  const until = Date.now() + input.ms;
  let turns = 0;
  while (Date.now() < until) turns++;
  return turns;
}

/** A refusal, as a job that checks its input refuses. */
export function refuse(input: { ticker: string }): never {
  throw unknownTicker(input.ticker);
}

/** A failure that is no ServiceError. */
export function fail(): never {
  throw new Error("the job broke");
}
