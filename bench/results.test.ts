import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { recordFigures } from "./results.js";

const dir = mkdtempSync(join(tmpdir(), "bench-results-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bench/results.json", () => {
  it("merges each bench's figures into the others', each stamped with its own run", () => {
    const path = join(dir, "results.json");
    const first = new Date("2026-11-29T08:00:00.000Z");
    const second = new Date("2026-11-29T09:00:00.000Z");
    recordFigures(
      { gateway_distinct_tickers_vs_apollo_gateway: 1.5, fanout_sse_1000_p99_ms: 80 },
      path,
      first,
    );
    recordFigures({ fanout_sse_1000_p99_ms: 60, fanout_sse_1000_lost_frames: 0 }, path, second);
    const written = JSON.parse(readFileSync(path, "utf8"));
    expect(written.measured_at).toBe(second.toISOString());
    expect(written.load_average).toHaveLength(3);
    expect(written.figures).toEqual({
      gateway_distinct_tickers_vs_apollo_gateway: 1.5,
      fanout_sse_1000_p99_ms: 60,
      fanout_sse_1000_lost_frames: 0,
    });
    expect(written.measured.gateway_distinct_tickers_vs_apollo_gateway.at).toBe(first.toISOString());
    expect(written.measured.fanout_sse_1000_p99_ms.at).toBe(second.toISOString());
  });

  it("refuses a figure that is not a finite number and writes nothing", () => {
    const path = join(dir, "refused.json");
    expect(() => recordFigures({ fanout_sse_1000_p99_ms: Number.NaN }, path)).toThrow(
      "figure fanout_sse_1000_p99_ms must be a finite number, got NaN",
    );
    expect(() => readFileSync(path)).toThrow(/ENOENT/);
  });
});
