/**
 * Known answers for daily options volume, from the bundled chain files themselves. The expected
 * figures were computed independently with awk over data/sample/options/chains/*.csv, e.g.
 *
 *   awk -F, 'NR>1 { if ($5=="C") { cv+=$10; if ($11!="") coi+=$11; else cn++ }
 *                   else { pv+=$10; if ($11!="") poi+=$11; else pn++ } }
 *            END { print cv, pv, coi, poi, cn, pn }' AAPL_2014-06-10.csv
 *   -> 836999 494643 10303031 6839087 337 292
 * Those totals count AAPL's pre-split twins (the upper half of each expiry's side by strike,
 * domain/maxPain.ts) a second time; without them (Python over the same file): call OI 9,020,496 with
 * 174 calls not reporting it, put OI 6,000,434 with 132; volumes unchanged (twins never trade).
 */
import { describe, expect, it } from "vitest";
import { slicesOfContracts } from "./optionChain.js";
import { type ChainSlice, dailyOptionsVolume, optionsVolumeNote } from "./optionsVolume.js";
import { chainFile } from "./testing/chainFile.js";

/** Every contract of a chain file as a one-contract slice. */
function contractsOf(file: string): ChainSlice[] {
  return chainFile(file).map((contract) => ({
    date: contract.snapshotDate,
    sourceFile: `options/chains/${file}`,
    right: contract.right,
    expiry: contract.expiry,
    contracts: 1,
    volume: contract.volume,
    openInterest: contract.openInterest,
    contractsWithOpenInterest: contract.openInterest === null ? 0 : 1,
  }));
}

/** A chain file's contracts as the warehouse reader slices them: twins left out. */
function slicesOf(file: string): ChainSlice[] {
  return slicesOfContracts(
    chainFile(file).map((contract) => ({
      ...contract,
      date: contract.snapshotDate,
      sourceFile: `options/chains/${file}`,
    })),
  );
}

const SPY_FILES = [
  "SPY_2023-12-28.csv",
  "SPY_2023-12-29.csv",
  "SPY_2024-01-02.csv",
  "SPY_2024-01-03.csv",
  "SPY_2024-01-04.csv",
  "SPY_2024-01-05.csv",
  "SPY_2024-01-08.csv",
  "SPY_2024-01-09.csv",
];

describe("dailyOptionsVolume on the bundled chains", () => {
  it("AAPL 2014-06-10: a full chain, both sides, its 2,180 pre-split twins left out", () => {
    expect(dailyOptionsVolume(slicesOf("AAPL_2014-06-10.csv"))).toEqual([
      {
        date: "2014-06-10",
        callVolume: 836_999,
        callVolumeReason: null,
        putVolume: 494_643,
        putVolumeReason: null,
        totalVolume: 1_331_642,
        // 494643 / 836999 = 0.59097203...
        putCallVolumeRatio: 0.590972,
        putCallVolumeRatioReason: null,
        callOpenInterest: 9_020_496,
        callOpenInterestReason: null,
        putOpenInterest: 6_000_434,
        putOpenInterestReason: null,
        callContractsWithoutOpenInterest: 174,
        putContractsWithoutOpenInterest: 132,
        contracts: 2180,
        callContracts: 1090,
        putContracts: 1090,
        expiries: 12,
        coverage: "calls_and_puts",
        sourceFiles: ["options/chains/AAPL_2014-06-10.csv"],
        preSplitTwinsExcluded: 2180,
      },
    ]);
  });

  it("one-contract slices sum the same way, twins included when not left out", () => {
    expect(dailyOptionsVolume(contractsOf("AAPL_2014-06-10.csv"))[0]).toMatchObject({
      callOpenInterest: 10_303_031,
      putOpenInterest: 6_839_087,
      contracts: 4360,
      preSplitTwinsExcluded: 0,
    });
  });

  it("GOOG 2015-12-23 and SPXW 2023-06-23 (underlying SPX)", () => {
    expect(dailyOptionsVolume(contractsOf("GOOG_2015-12-23.csv"))[0]).toMatchObject({
      callVolume: 11_172,
      putVolume: 13_556,
      totalVolume: 24_728,
      // 13556 / 11172 = 1.21339061...
      putCallVolumeRatio: 1.21339,
      callOpenInterest: 85_602,
      putOpenInterest: 93_971,
      callContractsWithoutOpenInterest: 420,
      putContractsWithoutOpenInterest: 432,
      contracts: 2192,
      expiries: 12,
    });
    expect(dailyOptionsVolume(contractsOf("SPXW_2023-06-23.csv"))[0]).toMatchObject({
      callVolume: 8338,
      putVolume: 139,
      // 139 / 8338 = 0.01667066...
      putCallVolumeRatio: 0.0166707,
      callOpenInterest: 14_924,
      putOpenInterest: 3111,
      callContractsWithoutOpenInterest: 0,
      putContractsWithoutOpenInterest: 0,
      contracts: 12,
      expiries: 2,
      coverage: "calls_and_puts",
    });
  });

  it("SPY: eight truncated calls-only chains, newest first, puts null rather than zero", () => {
    const days = dailyOptionsVolume(SPY_FILES.flatMap(contractsOf));
    // date, call volume, call OI, calls without OI, contracts, expiries (awk per file).
    expect(
      days.map((d) => [
        d.date,
        d.callVolume,
        d.callOpenInterest,
        d.callContractsWithoutOpenInterest,
        d.contracts,
        d.expiries,
      ]),
    ).toEqual([
      ["2024-01-09", 3, 1019, 14, 23, 5],
      ["2024-01-08", 4, 14, 15, 20, 4],
      ["2024-01-05", 50, 361, 10, 19, 5],
      ["2024-01-04", 0, 120, 27, 36, 5],
      ["2024-01-03", 2, 68, 8, 21, 3],
      ["2024-01-02", 2, 33, 10, 18, 2],
      ["2023-12-29", 80, 2, 12, 14, 2],
      ["2023-12-28", 159, 170, 14, 22, 3],
    ]);
    for (const day of days) {
      expect(day).toMatchObject({
        putVolume: null,
        putVolumeReason: "no_put_contracts_held",
        putOpenInterest: null,
        putOpenInterestReason: "no_put_contracts_held",
        putContracts: 0,
        putContractsWithoutOpenInterest: 0,
        putCallVolumeRatio: null,
        coverage: "calls_only",
        totalVolume: day.callVolume,
      });
    }
    // 2024-01-04 traded no calls at all: the ratio's reason is the spec's "no call volume".
    expect(days.map((d) => d.putCallVolumeRatioReason)).toEqual([
      "no_put_contracts_held",
      "no_put_contracts_held",
      "no_put_contracts_held",
      "no_call_volume",
      "no_put_contracts_held",
      "no_put_contracts_held",
      "no_put_contracts_held",
      "no_put_contracts_held",
    ]);
  });
});

describe("dailyOptionsVolume rules", () => {
  const slice = (over: Partial<ChainSlice>): ChainSlice => ({
    date: "2024-01-02",
    sourceFile: "options/chains/X_2024-01-02.csv",
    right: "C",
    expiry: "2024-01-19",
    contracts: 1,
    volume: 0,
    openInterest: null,
    contractsWithOpenInterest: 0,
    ...over,
  });

  it("gives the same answer for contracts grouped by expiry as for single contracts", () => {
    const single = contractsOf("AAPL_2014-06-10.csv");
    const grouped = new Map<string, ChainSlice>();
    for (const s of single) {
      const key = `${s.right} ${s.expiry}`;
      const g = grouped.get(key);
      if (!g) grouped.set(key, { ...s });
      else {
        g.contracts += s.contracts;
        g.volume += s.volume;
        g.openInterest = s.openInterest === null ? g.openInterest : (g.openInterest ?? 0) + s.openInterest;
        g.contractsWithOpenInterest += s.contractsWithOpenInterest;
      }
    }
    expect(grouped.size).toBe(24);
    expect(dailyOptionsVolume(grouped.values())).toEqual(dailyOptionsVolume(single));
  });

  it("nulls open interest nobody reports, and a puts-only chain's call side", () => {
    const [day] = dailyOptionsVolume([
      slice({ right: "P", volume: 12, contracts: 3 }),
      slice({ right: "P", expiry: "2024-02-16", volume: 5, contracts: 2 }),
    ]);
    expect(day).toMatchObject({
      callVolume: null,
      callVolumeReason: "no_call_contracts_held",
      putVolume: 17,
      totalVolume: 17,
      putCallVolumeRatio: null,
      putCallVolumeRatioReason: "no_call_contracts_held",
      putOpenInterest: null,
      putOpenInterestReason: "open_interest_not_reported",
      putContractsWithoutOpenInterest: 5,
      expiries: 2,
      coverage: "puts_only",
    });
  });

  it("sums a day held in two files (two roots of one underlying) into one item", () => {
    const days = dailyOptionsVolume([
      slice({
        sourceFile: "options/chains/SPXW_2024-01-02.csv",
        volume: 10,
        openInterest: 4,
        contractsWithOpenInterest: 1,
      }),
      slice({
        sourceFile: "options/chains/SPX_2024-01-02.csv",
        right: "P",
        volume: 5,
        openInterest: 2,
        contractsWithOpenInterest: 1,
      }),
      slice({ date: "2023-12-29", volume: 1 }),
    ]);
    expect(days.map((d) => d.date)).toEqual(["2024-01-02", "2023-12-29"]);
    expect(days[0]).toMatchObject({
      callVolume: 10,
      putVolume: 5,
      putCallVolumeRatio: 0.5,
      callOpenInterest: 4,
      putOpenInterest: 2,
      sourceFiles: ["options/chains/SPXW_2024-01-02.csv", "options/chains/SPX_2024-01-02.csv"],
    });
  });
});

describe("optionsVolumeNote", () => {
  it("says an empty list means nothing is held", () => {
    expect(optionsVolumeNote("JPM", [])).toBe(
      "No option chain snapshots are held for JPM; the empty list means none is held, not that no options traded.",
    );
  });

  it("names the truncated calls-only chains and the contracts without open interest", () => {
    const days = dailyOptionsVolume(SPY_FILES.slice(-2).flatMap(contractsOf));
    const note = optionsVolumeNote("SPY", days);
    expect(note).toContain(
      "The chains of 2024-01-09, 2024-01-08 hold calls only (20 to 23 contracts a day): they are truncated chains, not full ones, so put volume, put open interest and the put/call ratio are null (unknown), not zero",
    );
    expect(note).toContain("29 of the 43 contracts shown report none");
  });
});
