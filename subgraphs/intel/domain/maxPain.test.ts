/**
 * Known answers for max pain. The AAPL 2014-06-10 figures were computed independently in python3 with
 * exact decimals over data/sample/options/chains/AAPL_2014-06-10.csv: rows of the expiry with strike
 * < 195 (every adjusted strike is ≤ 150, every pre-split twin ≥ 195), rows without open interest
 * dropped, candidates the distinct strikes left, payout = Σ_C OI·max(0, S−K) + Σ_P OI·max(0, K−S), × 100:
 *
 *   rows = [r for r in csv.DictReader(open(f)) if r['expiry'] == E and D(r['strike']) < 195]
 *   held = [r for r in rows if r['open_interest'] != '']
 *   pay(s) = 100 * (sum(int(oi) * max(0, s - K) for calls) + sum(int(oi) * max(0, K - s) for puts))
 *   min over sorted({D(strike)}) by (payout, strike)
 *
 * 2014-06-13 (front weekly): 154 contracts, 77 strikes, 11 without OI; call OI 529,707, put OI 403,340
 *   90.71 → 66,452,328   91.07 → 65,146,608   91.43 → 64,106,712 (min; calls 40,779,496, puts 23,327,216)
 *   91.79 → 64,613,484   92.14 → 65,466,189
 * 2014-07-19 (monthly): 250 contracts, 125 strikes, 25 without OI; call OI 1,650,509, put OI 1,125,065
 *   80.71 → 573,805,900  81.43 → 569,913,436  82.14 → 569,173,758 (min; calls 168,904,953, puts 400,268,805)
 *   82.86 → 572,096,958  83.57 → 578,414,751
 *
 * Pre-split twins (PROVENANCE.md, "options/"): on every expiry and side the upper half of the strikes
 * is 7 × the lower half to the cent and has no volume (checked with a python pass over the file).
 */
import { describe, expect, it } from "vitest";
import { type ChainContract, MAX_PAIN_REASONS, maxPainByExpiry, preSplitTwins } from "./maxPain.js";
import { chainFile } from "./testing/chainFile.js";

function chainOf(file: string): ChainContract[] {
  return chainFile(file).map(({ expiry, strike, right, volume, openInterest }) => ({
    expiry,
    strike,
    right,
    volume,
    openInterest,
  }));
}

/** A synthetic contract; volume 1 so it is never mistaken for a stale pre-split twin. */
const c = (right: "C" | "P", strike: number, openInterest: number | null, expiry = "2024-01-19") => ({
  expiry,
  strike,
  right,
  volume: 1,
  openInterest,
});

describe("maxPainByExpiry on AAPL 2014-06-10 (the day after the 7:1 split)", () => {
  const items = maxPainByExpiry(chainOf("AAPL_2014-06-10.csv"));

  it("answers every one of the 12 expiries, nearest first, each without its pre-split twins", () => {
    expect(items.map((item) => item.expiry)).toEqual([
      "2014-06-13",
      "2014-06-21",
      "2014-06-27",
      "2014-07-03",
      "2014-07-11",
      "2014-07-19",
      "2014-07-25",
      "2014-08-16",
      "2014-10-18",
      "2015-01-17",
      "2015-04-17",
      "2016-01-15",
    ]);
    for (const item of items) {
      expect(item.splitRatio).toBe(7);
      expect(item.preSplitTwinsExcluded).toBe(item.contracts);
      expect(item.maxPainReason).toBeNull();
    }
    // 4360 rows in the file: half adjusted contracts, half their twins.
    expect(items.reduce((n, item) => n + item.contracts, 0)).toBe(2180);
  });

  it("front weekly 2014-06-13: 91.43 (= 640/7)", () => {
    expect(items[0]).toEqual({
      expiry: "2014-06-13",
      maxPainStrike: 91.43,
      maxPainReason: null,
      payoutUsd: 64_106_712,
      callPayoutUsd: 40_779_496,
      putPayoutUsd: 23_327_216,
      strikesConsidered: 77,
      contracts: 154,
      contractsWithoutOpenInterest: 11,
      callOpenInterest: 529_707,
      callOpenInterestReason: null,
      putOpenInterest: 403_340,
      putOpenInterestReason: null,
      preSplitTwinsExcluded: 154,
      splitRatio: 7,
    });
  });

  it("monthly 2014-07-19: 82.14 (= 575/7)", () => {
    expect(items.find((item) => item.expiry === "2014-07-19")).toEqual({
      expiry: "2014-07-19",
      maxPainStrike: 82.14,
      maxPainReason: null,
      payoutUsd: 569_173_758,
      callPayoutUsd: 168_904_953,
      putPayoutUsd: 400_268_805,
      strikesConsidered: 125,
      contracts: 250,
      contractsWithoutOpenInterest: 25,
      callOpenInterest: 1_650_509,
      callOpenInterestReason: null,
      putOpenInterest: 1_125_065,
      putOpenInterestReason: null,
      preSplitTwinsExcluded: 250,
      splitRatio: 7,
    });
  });
});

describe("maxPainByExpiry on hand-checkable chains", () => {
  it("three strikes: 100 wins; a strike without open interest is a candidate but pays nothing", () => {
    // per share:   S=90: puts 20·10 + 20·20 = 600   S=100: calls 5·10 = 50, puts 20·10 = 200 → 250
    //              S=110: calls 5·20 + 20·10 = 300   S=120: calls 5·30 + 20·20 + 30·10 = 850
    const [item] = maxPainByExpiry([
      c("C", 90, 5),
      c("C", 100, 20),
      c("C", 110, 30),
      c("P", 90, 30),
      c("P", 100, 20),
      c("P", 110, 20),
      c("P", 120, null),
    ]);
    expect(item).toMatchObject({
      maxPainStrike: 100,
      payoutUsd: 25_000,
      callPayoutUsd: 5_000,
      putPayoutUsd: 20_000,
      strikesConsidered: 4,
      contracts: 7,
      contractsWithoutOpenInterest: 1,
      callOpenInterest: 55,
      putOpenInterest: 70,
      preSplitTwinsExcluded: 0,
      splitRatio: null,
    });
  });

  it("a tie goes to the lowest strike", () => {
    // S=100: put 110 pays 10·10 = 100; S=105: 10·5 + 10·5 = 100; S=110: call 100 pays 10·10 = 100.
    const [item] = maxPainByExpiry([c("C", 100, 10), c("C", 105, 0), c("P", 110, 10)]);
    expect(item).toMatchObject({ maxPainStrike: 100, payoutUsd: 10_000, strikesConsidered: 3 });
  });

  it("cent strikes sum exactly, so floating-point error cannot break a tie", () => {
    // S=0.01: put 8.52 pays 8.51; S=0.38: call 0.01 pays 0.37 + put 8.52 pays 8.14 = 8.51; a tie, so
    // 0.01. In doubles (0.38 - 0.01) + (8.52 - 0.38) = 8.509999999999998 < 8.51 would pick 0.38.
    const [item] = maxPainByExpiry([c("C", 0.01, 1), c("C", 0.38, 0), c("P", 8.52, 1)]);
    expect(item).toMatchObject({ maxPainStrike: 0.01, payoutUsd: 851, callPayoutUsd: 0, putPayoutUsd: 851 });
  });

  it("a side without open interest is null with a reason, never a strike", () => {
    const calls = [c("C", 100, 10), c("C", 110, 5)];
    const cases: [ChainContract[], string][] = [
      [[...calls, c("P", 100, 0), c("P", 110, 0)], MAX_PAIN_REASONS.noPutOpenInterest],
      [[...calls, c("P", 100, null)], MAX_PAIN_REASONS.putOpenInterestNotReported],
      [calls, MAX_PAIN_REASONS.noPutContracts],
      [[c("C", 100, 0), c("P", 100, 4)], MAX_PAIN_REASONS.noCallOpenInterest],
    ];
    for (const [chain, reason] of cases) {
      const [item] = maxPainByExpiry(chain);
      expect(item).toMatchObject({
        maxPainStrike: null,
        maxPainReason: reason,
        payoutUsd: null,
        callPayoutUsd: null,
        putPayoutUsd: null,
      });
    }
    expect(maxPainByExpiry([...calls, c("P", 100, null)])[0]).toMatchObject({
      callOpenInterest: 15,
      putOpenInterest: null,
      putOpenInterestReason: MAX_PAIN_REASONS.putOpenInterestNotReported,
      contractsWithoutOpenInterest: 1,
      strikesConsidered: 2,
    });
  });

  it("the truncated SPY chains (calls only) get no max pain: no_put_contracts_held", () => {
    const items = maxPainByExpiry(chainOf("SPY_2024-01-02.csv"));
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item).toMatchObject({
        maxPainStrike: null,
        maxPainReason: MAX_PAIN_REASONS.noPutContracts,
        putOpenInterest: null,
        putOpenInterestReason: MAX_PAIN_REASONS.noPutContracts,
      });
    }
  });
});

describe("preSplitTwins", () => {
  it("finds a 2:1 duplicate listing: the upper half, strikes doubled, untraded", () => {
    const adjusted = [
      c("C", 50, 10),
      c("C", 52.5, 10),
      c("C", 55, 10),
      c("P", 50, 5),
      c("P", 52.5, 5),
      c("P", 55, 5),
    ];
    const twins = [100, 105, 110].flatMap((strike) => [
      { ...c("C", strike, 4), volume: 0 },
      { ...c("P", strike, 2), volume: 0 },
    ]);
    expect(preSplitTwins([...adjusted, ...twins])).toEqual({ ratio: 2, twins: expect.any(Array) });
    expect(preSplitTwins([...adjusted, ...twins])?.twins).toHaveLength(6);
    // A twin that traded is a real contract: nothing is dropped.
    expect(preSplitTwins([...adjusted, ...twins.slice(1), { ...twins[0]!, volume: 3 }])).toBeNull();
  });

  it("leaves ordinary chains alone (GOOG 2015-12-23, SPXW 2023-06-23)", () => {
    for (const file of ["GOOG_2015-12-23.csv", "SPXW_2023-06-23.csv"]) {
      for (const item of maxPainByExpiry(chainOf(file))) {
        expect(item.preSplitTwinsExcluded).toBe(0);
        expect(item.splitRatio).toBeNull();
      }
    }
  });
});
