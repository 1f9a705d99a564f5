/**
 * How far V8 lets a process's old generation grow past what survived its last full collection
 * before collecting again. Left to itself V8 picks the factor from how fast it collects against how
 * fast the process allocates, up to 4× on a machine with memory to spare: under the REST load the
 * service's live heap (about 140 MB after a full collection) grew to some 380 MB of old space, all
 * of it garbage promoted from requests in flight, and the process peaked at 520–700 MB of RSS.
 * A fixed factor of 1.2 collects it sooner: 338–361 MB under the same load, at the cost of a full
 * collection about every second (~10 ms paused, the marking otherwise incremental; docs/OPERATIONS.md
 * "Memory" has the figures).
 *
 * V8 reads the factor at every full collection (heap-controller.cc, `heap_growing_percent`), so
 * setting it as the process starts, before the service loads, is enough; worker threads share it.
 * It is a process setting: the entries set it (bin/serve.ts, the benchmarks' server entries), not
 * the compositions a test starts in its own process.
 */
import { setFlagsFromString } from "node:v8";

export const HEAP_GROWING_PERCENT_ENV = "HEAP_GROWING_PERCENT";
export const DEFAULT_HEAP_GROWING_PERCENT = 20;

/** HEAP_GROWING_PERCENT: a whole number of percent; 0 leaves the factor to V8. A malformed value stops the start. */
export function heapGrowingPercentFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env[HEAP_GROWING_PERCENT_ENV];
  if (raw === undefined || raw === "") return DEFAULT_HEAP_GROWING_PERCENT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(
      `${HEAP_GROWING_PERCENT_ENV} must be a whole number of percent, at least 0 (0: V8 chooses), got "${raw}"`,
    );
  }
  return value;
}

/** Sets this process's heap growing factor from the environment; answers the percent set (0: none). */
export function limitHeapGrowth(env: NodeJS.ProcessEnv = process.env): number {
  const percent = heapGrowingPercentFromEnv(env);
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
  return percent;
}
