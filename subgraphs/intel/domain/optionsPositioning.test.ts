/**
 * Known answers for gex, the vol surface and the chain summary, computed by hand from
 * data/sample/options/chains/AAPL_2014-06-10.csv with an independent Python pass (math.erf
 * normal CDF, bisection to 1e-7), spot 94.25 (AAPL's 2014-06-10 close as traded: 23.5625 × 4).
 * The 2014-07-19 expiry is 39 calendar days out (T = 39/365).
 */
import { describe, expect, it } from "vitest";
import { gamma, impliedVol, price } from "./blackScholes.js";
import { chainCoverage, chainSummary, selectContracts } from "./chainView.js";
import { gammaExposure } from "./gex.js";
import { modelContracts, splitBases } from "./optionChain.js";
import { chainFile } from "./testing/chainFile.js";
import { atmByExpiry, surfacePoint } from "./volSurface.js";

const SPOT = 94.25;
const DATE = "2014-06-10";
const aapl = chainFile("AAPL_2014-06-10.csv");
const bases = splitBases(aapl);

describe("blackScholes", () => {
  it("implied volatility inverts the price; none exists at or below intrinsic", () => {
    const years = 39 / 365;
    const solved = impliedVol("C", 2.14, SPOT, 95, years);
    // Python: 0.202402.
    expect(solved.vol).toBeCloseTo(0.202402, 5);
    expect(price("C", SPOT, 95, years, solved.vol as number)).toBeCloseTo(2.14, 6);
    expect(impliedVol("C", 9, SPOT, 85, years)).toEqual({ vol: null, reason: "price_at_or_below_intrinsic" });
    expect(gamma(SPOT, 95, years, 0.202402)).toBeCloseTo(0.0637375, 6);
  });
});

describe("splitBases", () => {
  it("AAPL 2014-06-10: every expiry lists its contracts twice, the 7× pre-split twins apart", () => {
    expect(bases.current).toHaveLength(2180);
    expect(bases.preSplit).toHaveLength(2180);
    expect(bases.splitRatio).toBe(7);
    expect(Math.max(...bases.current.map((c) => c.strike))).toBeLessThan(195);
    expect(bases.preSplit.every((c) => c.volume === 0)).toBe(true);
  });
});

describe("gammaExposure", () => {
  it("one strike, 2014-07-19 95: the call adds +181,020.862 shares per $1, the put −15,146.475", () => {
    const pair = bases.current.filter((c) => c.expiry === "2014-07-19" && c.strike === 95);
    expect(pair.map((c) => [c.right, c.close, c.openInterest])).toEqual([
      ["C", 2.14, 28401],
      ["P", 2.86, 2348],
    ]);
    const gex = gammaExposure(modelContracts(pair, SPOT, DATE), SPOT);
    // call: Γ 0.0637375 (IV 0.202402) × 28,401 × 100; put: Γ 0.0645080 (IV 0.199952) × 2,348 × 100.
    expect(gex.callGamma).toBeCloseTo(181_020.862, 0);
    expect(gex.putGamma).toBeCloseTo(-15_146.475, 0);
    expect(gex.callGamma as number).toBeGreaterThan(0);
    expect(gex.putGamma as number).toBeLessThan(0);
    // (181,020.862 − 15,146.475) × 94.25 × 0.9425 = 14,734,539 USD per 1 % move.
    expect(gex.gammaUsdPer1pctMove).toBeCloseTo(((181_020.862 - 15_146.475) * SPOT * SPOT) / 100, -2);
    expect(gex.callDelta as number).toBeGreaterThan(0);
    expect(gex.putDelta as number).toBeLessThan(0);
    expect(gex.strikes).toEqual([
      expect.objectContaining({ strike: 95, callOpenInterest: 28401, putOpenInterest: 2348 }),
    ]);
  });

  it("leaves out contracts without open interest or without a gamma, and counts them", () => {
    const gex = gammaExposure(modelContracts(bases.current, SPOT, DATE), SPOT);
    const withoutOi = bases.current.filter((c) => c.openInterest === null).length;
    expect(gex.contractsWithoutOpenInterest).toBe(withoutOi);
    expect(gex.contractsUsed + gex.contractsWithoutGamma + withoutOi).toBe(2180);
    expect(gex.withoutGammaReasons.price_at_or_below_intrinsic).toBeGreaterThan(0);
  });

  it("without a spot nothing is computed: null with its reason", () => {
    const gex = gammaExposure(modelContracts(bases.current.slice(0, 4), null, DATE), null);
    expect(gex).toMatchObject({ callGamma: null, gammaUsdPer1pctMove: null, reason: "no_underlying_price" });
  });
});

describe("vol surface", () => {
  const expiries = atmByExpiry(modelContracts(bases.current, SPOT, DATE), SPOT);

  it("ATM IV per expiry at the strike nearest the spot (94.29 = 660/7)", () => {
    expect(expiries).toHaveLength(12);
    expect(expiries.every((e) => e.atmStrike === 94.29)).toBe(true);
    const july = expiries.find((e) => e.expiry === "2014-07-19");
    // Python: call 0.199326, put 0.201768, mean 0.200547.
    expect(july?.callIv).toBeCloseTo(0.199326, 4);
    expect(july?.putIv).toBeCloseTo(0.201768, 4);
    expect(july?.atmIv).toBeCloseTo(0.200547, 4);
  });

  it("30 days: total variance between 2014-07-03 (23 d, 0.197034) and 2014-07-11 (31 d, 0.198011)", () => {
    const point = surfacePoint(expiries, 30);
    // w = 0.197034² × 23/365 + (0.198011² × 31/365 − that) × 7/8 = 0.00321958; σ = √(w / (30/365)).
    expect(point).toMatchObject({ lowerExpiry: "2014-07-03", upperExpiry: "2014-07-11", reason: null });
    expect(point.totalVariance).toBeCloseTo(0.00321958, 6);
    expect(point.iv).toBeCloseTo(0.197918, 4);
    expect(surfacePoint(expiries, 365).iv).toBeCloseTo(0.253635, 4);
    expect(surfacePoint(expiries, 1000)).toMatchObject({
      iv: null,
      reason: "beyond_longest_expiry_584_days",
    });
  });
});

describe("chain view", () => {
  it("summary over the current basis: put/call OI 6,000,434 / 9,020,496 = 0.6652; volume 494,643 / 836,999", () => {
    const summary = chainSummary(modelContracts(bases.current, SPOT, DATE), SPOT);
    expect(summary).toMatchObject({
      contracts: 2180,
      expirations: 12,
      callOpenInterest: 9_020_496,
      putOpenInterest: 6_000_434,
      putCallOpenInterestRatio: 0.6652,
      putCallVolumeRatio: 0.590972,
      frontMonthExpiry: "2014-06-21",
    });
    expect(summary.frontMonthAtmIv).toBeCloseTo(0.176898, 4);
  });

  it("labels the pre-split twins and prices them against spot × 7", () => {
    const { contracts } = selectContracts(bases, DATE, SPOT, "x", {
      right: "C",
      expiration: "2014-07-19",
      minDte: null,
      maxDte: null,
      minOpenInterest: null,
      minVolume: null,
      moneyness: 0.005,
      sort: "open_interest",
      limit: 10,
    });
    // 94.29 current (moneyness 1.00042) and 660 pre-split (660 / 659.75); 93.57 and 95 are 0.7 % and 0.8 % away.
    expect(contracts.map((c) => [c.strike, c.strikeBasis]).sort()).toEqual([
      [660, "pre_split"],
      [94.29, "current"],
    ]);
    expect(contracts[0]).toMatchObject({
      bid: null,
      vwap: null,
      nullReasons: { bid: "no_quotes_in_source" },
    });
    expect(chainCoverage(bases, "AAPL", DATE)).toMatchObject({
      kind: "full_chain",
      preSplitContracts: 2180,
      splitRatio: 7,
    });
  });
});
