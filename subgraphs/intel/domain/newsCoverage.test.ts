import { describe, expect, it } from "vitest";
import { coverageOf } from "./newsCoverage.js";

// AAPL in the bundled store: oldest item 2015-02-09T21:53:06Z (its 8-K of that day).
const AAPL = { sources: ["sec-edgar"], oldestMs: Date.parse("2015-02-09T21:53:06Z"), heldThroughMs: 0 };
const at = (heldThrough: string) => ({ ...AAPL, heldThroughMs: Date.parse(heldThrough) });
const window = (from: string, to: string) => ({ fromMs: Date.parse(from), toMs: Date.parse(to) });

describe("coverageOf", () => {
  it("a window inside what is held is complete", () => {
    const coverage = coverageOf(
      at("2023-11-03T20:00:00Z"),
      window("2023-11-02T20:00:00Z", "2023-11-03T20:00:00Z"),
    );
    expect(coverage).toMatchObject({
      complete: true,
      searchedFrom: "2023-11-02T20:00:00.000Z",
      searchedTo: "2023-11-03T20:00:00.000Z",
      heldFrom: "2015-02-09T21:53:06.000Z",
      heldThrough: "2023-11-03T20:00:00.000Z",
      sources: ["sec-edgar"],
    });
    expect(coverage.note).toMatch(/^Sources: sec-edgar: SEC EDGAR 8-K/);
  });

  it("past the end of the bundled feed, or before its oldest item, it is not, and the note says why", () => {
    // At a 2026-11 clock the store's SEC file ends with TSLA's 10-K accepted 2026-01-28T20:55:03Z.
    const late = coverageOf(
      at("2026-01-28T20:55:03Z"),
      window("2026-11-16T15:00:00Z", "2026-11-17T15:00:00Z"),
    );
    expect(late.complete).toBe(false);
    expect(late.note).toContain("ends after 2026-01-28T20:55:03.000Z");
    const early = coverageOf(
      at("2023-11-03T20:00:00Z"),
      window("2014-01-01T00:00:00Z", "2015-03-01T00:00:00Z"),
    );
    expect(early.complete).toBe(false);
    expect(early.note).toContain("starts before the oldest item held (2015-02-09T21:53:06.000Z)");
  });

  it("a read cap makes it incomplete; a plain note does not", () => {
    const held = at("2023-11-03T20:00:00Z");
    const span = window("2023-11-02T20:00:00Z", "2023-11-03T20:00:00Z");
    expect(coverageOf(held, span, { incomplete: ["150 items read."] }).complete).toBe(false);
    expect(coverageOf(held, span, { notes: ["Not de-duplicated."] }).complete).toBe(true);
  });
});
