import { describe, expect, it } from "vitest";
import { selectPeers } from "./peers.js";

const subject = 100;
const c = (ticker: string, size: number | null) => ({ ticker, size });

describe("selectPeers", () => {
  it("the default floor steps 0.1 → 0.05 → 0.02 → 0.01 until limit peers clear", () => {
    const candidates = [c("BIG", 500), c("MID", 8), c("SMALL", 3), c("TINY", 0.5), c("UNK", null)];
    const two = selectPeers(candidates, subject, { limit: 2, minRelativeSize: null });
    expect(two.floorsTried).toEqual([0.1, 0.05]);
    expect(two.floorApplied).toBe(0.05);
    expect(two.peers.map((p) => [p.candidate.ticker, p.relativeSize])).toEqual([
      ["BIG", 5],
      ["MID", 0.08],
    ]);
    const many = selectPeers(candidates, subject, { limit: 10, minRelativeSize: null });
    expect(many.floorsTried).toEqual([0.1, 0.05, 0.02, 0.01]);
    expect(many.peers.map((p) => p.candidate.ticker)).toEqual(["BIG", "MID", "SMALL"]);
    expect(many).toMatchObject({ status: "ok", sizeUnknown: 1, belowFloor: 1, candidates: 5 });
  });

  it("a given floor is applied as given; 0 keeps unsized peers", () => {
    const candidates = [c("MID", 8), c("UNK", null)];
    const given = selectPeers(candidates, subject, { limit: 10, minRelativeSize: 0.5 });
    expect(given).toMatchObject({ floorsTried: [0.5], status: "none_after_size_filter", peers: [] });
    const zero = selectPeers(candidates, subject, { limit: 10, minRelativeSize: 0 });
    expect(zero.peers.map((p) => [p.candidate.ticker, p.relativeSize])).toEqual([
      ["MID", 0.08],
      ["UNK", null],
    ]);
  });

  it("says why there are none", () => {
    expect(selectPeers([], subject, { limit: 5, minRelativeSize: null }).status).toBe("none_in_industry");
    expect(selectPeers([c("UNK", null)], subject, { limit: 5, minRelativeSize: null }).status).toBe(
      "none_after_data_error_filter",
    );
    expect(selectPeers([c("A", 50)], null, { limit: 5, minRelativeSize: null }).status).toBe(
      "none_after_data_error_filter",
    );
  });
});
