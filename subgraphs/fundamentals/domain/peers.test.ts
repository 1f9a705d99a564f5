import { describe, expect, it } from "vitest";
import { selectPeers, sizesCurrentAt } from "./peers.js";

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

describe("sizesCurrentAt: the currency rule (issue 14 item 2)", () => {
  // AAPL FY2023 ends 2023-09-30 (revenue 383,285M); MSFT's newest held year is FY2015, ending
  // 2015-06-30 (93,580M): 2015-06-30 + 15 months = 2016-09-30, long before 2023-09-30.
  const aapl = { ticker: "AAPL", size: 383_285e6, sizePeriodEnd: "2023-09-30", sizeStatus: "ok" };
  const msft = { ticker: "MSFT", size: 93_580e6, sizePeriodEnd: "2015-06-30", sizeStatus: "ok" };
  const unsized = { ticker: "NVDA", size: null, sizePeriodEnd: null, sizeStatus: "no_sec_cik" };

  it("compares as of the newest year end; MSFT's FY2015 is not AAPL's peer size", () => {
    const result = sizesCurrentAt(aapl, [msft, unsized]);
    expect(result.asOf).toBe("2023-09-30");
    expect(result.subject).toBe(aapl);
    expect(result.candidates).toEqual([
      { ...msft, size: null, sizeStatus: "fundamentals_not_current" },
      unsized,
    ]);
    expect(
      selectPeers(result.candidates, result.subject.size, { limit: 10, minRelativeSize: null }).status,
    ).toBe("none_after_data_error_filter");
  });

  it("a stale subject loses its own size: MSFT against AAPL", () => {
    const result = sizesCurrentAt(msft, [aapl]);
    expect(result.subject).toMatchObject({ size: null, sizeStatus: "fundamentals_not_current" });
    expect(result.candidates).toEqual([aapl]);
  });
});
