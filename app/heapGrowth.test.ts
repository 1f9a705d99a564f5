import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercentFromEnv } from "./heapGrowth.js";

const MODULE = new URL("./heapGrowth.ts", import.meta.url).href;

/**
 * A process that keeps ~80 MB alive while it allocates objects that outlive a scavenge or two (so
 * they are promoted and die in the old generation, as a request's do under load): its peak heap
 * and what survives a full collection at the end, in MB.
 */
const CHURN = `
const { limitHeapGrowth } = await import(${JSON.stringify(MODULE)});
limitHeapGrowth();
const live = Array.from({ length: 1_000_000 }, (_, i) => ({ i, s: "live " + i }));
let window = [];
let peak = 0;
for (let round = 0; round < 400; round++) {
  window.push(Array.from({ length: 5_000 }, (_, i) => ({ round, i, s: "churn " + i })));
  if (window.length > 20) window = window.slice(1);
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
window = [];
globalThis.gc();
console.log(JSON.stringify({ peakMb: peak / 1048576, liveMb: process.memoryUsage().heapUsed / 1048576, kept: live.length }));
`;

async function churn(percent: string): Promise<{ peakMb: number; liveMb: number }> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "--expose-gc", "--input-type=module", "--eval", CHURN],
    { env: { ...process.env, HEAP_GROWING_PERCENT: percent } },
  );
  return JSON.parse(stdout);
}

describe("the heap growing factor", () => {
  it("is 20 % unless HEAP_GROWING_PERCENT says otherwise (0: V8 chooses), and a malformed value is refused", () => {
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(20);
    expect(heapGrowingPercentFromEnv({})).toBe(20);
    expect(heapGrowingPercentFromEnv({ HEAP_GROWING_PERCENT: "" })).toBe(20);
    expect(heapGrowingPercentFromEnv({ HEAP_GROWING_PERCENT: "50" })).toBe(50);
    expect(heapGrowingPercentFromEnv({ HEAP_GROWING_PERCENT: "0" })).toBe(0);
    for (const bad of ["-5", "1.5", "much"]) {
      expect(() => heapGrowingPercentFromEnv({ HEAP_GROWING_PERCENT: bad })).toThrow(
        `HEAP_GROWING_PERCENT must be a whole number of percent, at least 0 (0: V8 chooses), got "${bad}"`,
      );
    }
  });

  it("keeps the heap within 1.2× of what survives, plus the young generation", async () => {
    // The old generation's limit is 1.2 × what survived the last full collection; the young
    // generation (two 16 MB semi-spaces) and code come on top. Left to V8 (HEAP_GROWING_PERCENT=0)
    // the same process peaks far above this bound.
    const { peakMb, liveMb } = await churn("20");
    expect(peakMb).toBeLessThan(liveMb * 1.2 + 48);
  }, 60_000);
});
