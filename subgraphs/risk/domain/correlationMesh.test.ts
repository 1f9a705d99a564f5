import { describe, expect, it } from "vitest";
import {
  completeMonths,
  type Edge,
  lastSessionOfMonth,
  meshEdges,
  meshFrom,
  meshWindow,
  monthlyReturns,
  pairCorrelation,
} from "./correlationMesh.js";

describe("month ends", () => {
  it("are the month's last XNYS session", () => {
    expect(lastSessionOfMonth("2017-10")).toBe("2017-10-31");
    // 2015-01-31 is a Saturday.
    expect(lastSessionOfMonth("2015-01")).toBe("2015-01-30");
    // 2018-03-30 is Good Friday, a holiday.
    expect(lastSessionOfMonth("2018-03")).toBe("2018-03-29");
  });

  it("count a month only once its last session is held", () => {
    // The universe ends 2017-11-10: November is not complete.
    const sessions = ["2017-09-28", "2017-09-29", "2017-10-30", "2017-10-31", "2017-11-09", "2017-11-10"];
    expect(completeMonths(sessions)).toEqual([
      { month: "2017-09", date: "2017-09-29" },
      { month: "2017-10", date: "2017-10-31" },
    ]);
  });

  it("keep the last 37 month ends: 36 monthly returns", () => {
    const months = Array.from({ length: 40 }, (_, i) => ({ month: `m${i}`, date: `d${i}` }));
    const window = meshWindow(months);
    expect(window).toHaveLength(37);
    expect(window[0]?.month).toBe("m3");
  });
});

describe("monthly returns and correlations", () => {
  const window = [
    { month: "2017-08", date: "2017-08-31" },
    { month: "2017-09", date: "2017-09-29" },
    { month: "2017-10", date: "2017-10-31" },
  ];

  it("run month end to month end; a missing month-end close loses both returns touching it", () => {
    const full = monthlyReturns(
      new Map([
        ["2017-08-31", 100],
        ["2017-09-29", 110],
        ["2017-10-31", 99],
      ]),
      window,
    );
    expect(full[0]).toBeCloseTo(0.1, 12);
    expect(full[1]).toBeCloseTo(-0.1, 12);
    expect(
      monthlyReturns(
        new Map([
          ["2017-08-31", 100],
          ["2017-10-31", 99],
        ]),
        window,
      ),
    ).toEqual([null, null]);
  });

  it("correlate over the months both hold", () => {
    // numpy: corrcoef([0.01, 0.02, -0.01, 0.03], [0.02, 0.01, -0.02, 0.04]) = 0.9173460685716212 (month 3 dropped).
    const { correlation, sharedMonths } = pairCorrelation(
      [0.01, 0.02, null, -0.01, 0.03],
      [0.02, 0.01, 0.05, -0.02, 0.04],
    );
    expect(sharedMonths).toBe(4);
    expect(correlation).toBeCloseTo(0.9173460685716212, 12);
  });

  it("join pairs at |r| ≥ 0.6 over at least 34 shared months, negative correlations too", () => {
    const base = Array.from({ length: 36 }, (_, i) => Math.sin(i) / 10);
    const returns = new Map<string, (number | null)[]>([
      ["A", base],
      ["B", base.map((r) => 2 * r + 0.001)],
      ["C", base.map((r) => -r)],
      // Only 33 months held: never an edge, whatever its correlation.
      ["D", base.map((r, i) => (i < 3 ? null : r))],
      ["E", Array.from({ length: 36 }, (_, i) => Math.cos(3 * i) / 10)],
    ]);
    const edges = meshEdges(returns);
    expect(edges.map((edge) => `${edge.source}-${edge.target}`)).toEqual(["A-B", "A-C", "B-C"]);
    expect(edges[1]?.correlation).toBeCloseTo(-1, 12);
    expect(edges.every((edge) => edge.sharedMonths === 36)).toBe(true);
  });
});

describe("the walk from the seed", () => {
  const edge = (source: string, target: string): Edge => ({
    source,
    target,
    correlation: 0.7,
    sharedMonths: 36,
  });
  // A - B - C - D, and B - E, and an island F - G.
  const edges = [edge("A", "B"), edge("B", "C"), edge("C", "D"), edge("B", "E"), edge("F", "G")];

  it("reaches depth steps away, with the edges explored from nodes nearer than depth", () => {
    const one = meshFrom("A", 1, edges);
    expect(one.nodes).toEqual([
      { ticker: "A", depth: 0 },
      { ticker: "B", depth: 1 },
    ]);
    expect(one.edges).toEqual([edge("A", "B")]);
    const two = meshFrom("A", 2, edges);
    expect(two.nodes.map((node) => `${node.ticker}${node.depth}`)).toEqual(["A0", "B1", "C2", "E2"]);
    expect(two.edges).toHaveLength(3);
    expect(meshFrom("A", 3, edges).nodes.map((node) => node.ticker)).toEqual(["A", "B", "C", "E", "D"]);
  });

  it("is the seed alone when it has no edge", () => {
    expect(meshFrom("Z", 3, edges)).toEqual({ nodes: [{ ticker: "Z", depth: 0 }], edges: [] });
  });
});
