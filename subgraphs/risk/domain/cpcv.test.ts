import { describe, expect, it } from "vitest";
import { binomial, combinations, cpcv, dispersion, groupsOf, minimumReturns, splitIndices } from "./cpcv.js";

/** The indices from..to inclusive. */
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("split counts", () => {
  it("are C(n_groups, k)", () => {
    // Pascal's triangle by hand: C(10,2) = 45, C(6,3) = 20, C(20,19) = 20, C(16,8) = 12,870 (> 2,000),
    // C(14,4) = 1,001, C(20,10) = 184,756.
    expect(binomial(10, 2)).toBe(45);
    expect(binomial(6, 3)).toBe(20);
    expect(binomial(20, 19)).toBe(20);
    expect(binomial(16, 8)).toBe(12_870);
    expect(binomial(14, 4)).toBe(1_001);
    expect(binomial(20, 10)).toBe(184_756);
    expect(combinations(10, 2)).toHaveLength(45);
    expect(combinations(5, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 3],
      [2, 4],
      [3, 4],
    ]);
  });

  it("need max(3 × n_groups, 100) returns", () => {
    expect(minimumReturns(3)).toBe(100);
    expect(minimumReturns(20)).toBe(100);
    expect(minimumReturns(34)).toBe(102);
  });
});

describe("groups", () => {
  it("are contiguous, the first length mod n one larger (numpy.array_split)", () => {
    // 101 = 5 × 20 + 1: group 0 has 21 observations (0..20), the rest 20.
    expect(groupsOf(101, 5)).toEqual([
      { group: 0, start: 0, end: 20, observations: 21 },
      { group: 1, start: 21, end: 40, observations: 20 },
      { group: 2, start: 41, end: 60, observations: 20 },
      { group: 3, start: 61, end: 80, observations: 20 },
      { group: 4, start: 81, end: 100, observations: 20 },
    ]);
  });
});

describe("purge and embargo boundaries", () => {
  const groups = groupsOf(100, 5); // 0..19, 20..39, 40..59, 60..79, 80..99

  it("embargoes the observations right after each test group, one-period labels purging none", () => {
    // Test groups 0 and 2 (0..19, 40..59), embargo 5: 20..24 and 60..64 embargoed; training is
    // 25..39 and 65..99 (15 + 35 = 50).
    const split = splitIndices(groups, [0, 2], 5);
    expect(split.test).toEqual([...span(0, 19), ...span(40, 59)]);
    expect(split.purged).toEqual([]);
    expect(split.embargoed).toEqual([...span(20, 24), ...span(60, 64)]);
    expect(split.train).toEqual([...span(25, 39), ...span(65, 99)]);
  });

  it("purges span - 1 observations on each side of a test group when labels span several", () => {
    // Labels of span 3 overlap within 2 observations: test group 1 (20..39) purges 18, 19 and 40, 41;
    // the embargo of 4 then starts at 42: 42..45.
    const split = splitIndices(groups, [1], 4, 3);
    expect(split.purged).toEqual([18, 19, 40, 41]);
    expect(split.embargoed).toEqual(span(42, 45));
    expect(split.train).toEqual([...span(0, 17), ...span(46, 99)]);
  });

  it("stops the embargo at the series' end and never embargoes a test observation", () => {
    // Test groups 3 and 4 (60..99): nothing follows group 4; group 3's embargo would fall in group 4.
    const split = splitIndices(groups, [3, 4], 5);
    expect(split.embargoed).toEqual([]);
    expect(split.train).toEqual(span(0, 59));
  });
});

describe("cpcv", () => {
  // 100 returns alternating +2% / -1%, then the last group (80..99) all +1%.
  const returns = Array.from({ length: 100 }, (_, i) => (i >= 80 ? 0.01 : i % 2 === 0 ? 0.02 : -0.01));

  it("reports every split, its sizes and the Sharpe dispersion", () => {
    const result = cpcv({ returns, nGroups: 5, k: 2, embargo: 0, annualisation: 252 });
    expect(result.nSplits).toBe(10);
    expect(result.nPaths).toBe(4);
    expect(result.splits[0]).toMatchObject({
      testGroups: [0, 1],
      testObservations: 40,
      trainObservations: 60,
    });
    // Every split testing group 4 holds its constant returns beside alternating ones; none is all constant.
    expect(result.testSharpe.counted).toBe(10);
    expect(result.testSharpe.min).toBeLessThanOrEqual(result.testSharpe.median as number);
  });

  it("has no Sharpe ratio where the returns never moved", () => {
    const flat = Array.from({ length: 100 }, () => 0.001);
    const result = cpcv({ returns: flat, nGroups: 4, k: 2, embargo: 1, annualisation: 252 });
    expect(result.fullSampleSharpe).toBeNull();
    expect(result.testSharpe).toMatchObject({ counted: 0, mean: null, p05: null });
  });

  it("summarises a dispersion: sample std, linear percentiles, share below zero", () => {
    // numpy: std([-1, 0, 1, 2], ddof=1) = 1.2909944487358056; percentile 5 = -0.85, 95 = 1.85.
    const d = dispersion([-1, 0, null, 1, 2]);
    expect(d).toMatchObject({ mean: 0.5, min: -1, max: 2, median: 0.5, counted: 4, shareNegative: 0.25 });
    expect(d.std).toBeCloseTo(1.2909944487358056, 12);
    expect(d.p05).toBeCloseTo(-0.85, 12);
    expect(d.p95).toBeCloseTo(1.85, 12);
  });
});
