import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercentFromEnv } from "./heapGrowth.js";

const MODULE = new URL("./heapGrowth.ts", import.meta.url).href;

/**
 * A process that keeps ~100 MB alive while it allocates objects that outlive a scavenge or two (up
 * to 200,000 of them, ~30 MB, alive at once: promoted, they die in the old generation, as a
 * request's do under load): its peak heap and what survives a full collection at the end, in MB.
 */
const CHURN = `
const { limitHeapGrowth } = await import(${JSON.stringify(MODULE)});
limitHeapGrowth();
const live = Array.from({ length: 1_000_000 }, (_, i) => ({ i, s: "live " + i }));
let kept = [];
let peak = 0;
for (let round = 0; round < 600; round++) {
  for (let i = 0; i < 1_000; i++) kept.push({ round, i, s: "churn " + i, values: new Array(10).fill(i) });
  if (kept.length > 200_000) kept = [];
  peak = Math.max(peak, process.memoryUsage().heapTotal);
}
kept = [];
globalThis.gc();
console.log(JSON.stringify({ peakMb: peak / 1048576, liveMb: process.memoryUsage().heapUsed / 1048576, live: live.length }));
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

  it(
    "keeps the heap within 1.2× of what survives, plus the young generation",
    { retry: 2, timeout: 60_000 },
    async () => {
      // The old generation's limit is 1.2 × what survived the last full collection (at most the
      // ~100 MB kept plus the churn's ~30 MB), plus 16 MB; the young generation (two 16 MB
      // semi-spaces) and code come on top: ~210 MB. Left to V8 (HEAP_GROWING_PERCENT=0) the same
      // process peaked at 257–261 MB (2026-11-29), with it at 186–201 MB alone and up to 222 MB with
      // six of it on the 2 cores: concurrent marking that lags on a busy machine lets the heap run
      // past its limit. Hence the 120 MB on top, and the retries: a run of the full suite is that busy.
      const { peakMb, liveMb } = await churn("20");
      expect(peakMb).toBeLessThan(liveMb * 1.2 + 120);
    },
  );
});
