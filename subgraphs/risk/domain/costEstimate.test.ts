/**
 * Known answers of the cost-estimate pieces, from the bundled files. Each was computed by hand (a
 * short python pass over the CSV with the formula written out, no library) and is stated beside it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ADV_SESSIONS,
  averageDailyVolume,
  CS_MIN_PAIRS,
  commissionUsd,
  corwinSchultzPair,
  corwinSchultzSpread,
  dailyVolatility,
  medianQuotedSpread,
  type OhlcvBar,
  onNewestBasis,
  quotedSpreadBps,
  squareRootImpactBps,
} from "./costEstimate.js";

/** The rows of data/sample/prices/daily/<ticker>.csv (date,open,high,low,close,adj_close,volume). */
function dailyFile(ticker: string): OhlcvBar[] {
  const text = readFileSync(
    new URL(`../../../data/sample/prices/daily/${ticker}.csv`, import.meta.url),
    "utf8",
  );
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => {
      const [date, open, high, low, close, , volume] = line.split(",");
      return {
        date: date as string,
        open: Number(open),
        high: Number(high),
        low: Number(low),
        close: Number(close),
        volume: Number(volume),
      };
    });
}

/** data/sample/prices/minute/SPY/2023-08-03_quote.csv: bid_close and ask_close of the regular minutes. */
function spyQuotes(): { ts: string; bid: number | null; ask: number | null }[] {
  const text = readFileSync(
    new URL("../../../data/sample/prices/minute/SPY/2023-08-03_quote.csv", import.meta.url),
    "utf8",
  );
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .filter(([ts]) => (ts as string).slice(11, 16) >= "09:30" && (ts as string).slice(11, 16) < "16:00")
    .map((fields) => ({
      ts: fields[0] as string,
      bid: fields[4] ? Number(fields[4]) : null,
      ask: fields[9] ? Number(fields[9]) : null,
    }));
}

describe("quoted spread", () => {
  it("SPY at 2023-08-03 10:00 ET: bid 448.89, ask 448.91 → 0.02 / 448.90 = 0.445534 bps", () => {
    const minute = spyQuotes().find((quote) => quote.ts === "2023-08-03T10:00:00-04:00");
    expect(minute).toMatchObject({ bid: 448.89, ask: 448.91 });
    expect(quotedSpreadBps(minute as { bid: number; ask: number })).toBeCloseTo(0.4455335264, 9);
  });

  it("says nothing about a missing side, a locked or a crossed quote", () => {
    expect(quotedSpreadBps({ bid: null, ask: 10 })).toBeNull();
    expect(quotedSpreadBps({ bid: 10, ask: 10 })).toBeNull();
    expect(quotedSpreadBps({ bid: 10.01, ask: 10 })).toBeNull();
    expect(quotedSpreadBps({ bid: 0, ask: 0.01 })).toBeNull();
  });

  it("SPY 2023-08-03 regular hours: 390 two-sided minutes, median 0.222514 bps", () => {
    // 381 minutes quote one cent, 8 two cents, 1 three cents; every one is two-sided and uncrossed.
    // The median of the 390 per-minute (ask − bid) / mid, in bps: 0.22251396277913574.
    const quoted = medianQuotedSpread(spyQuotes());
    expect(quoted.observations).toBe(390);
    expect(quoted.excluded).toBe(0);
    expect(quoted.spreadBps).toBeCloseTo(0.22251396277913574, 10);
  });

  it("counts the minutes it leaves out", () => {
    expect(
      medianQuotedSpread([
        { bid: 10, ask: 10.02 },
        { bid: 10, ask: 10 },
        { bid: null, ask: 10 },
      ]),
    ).toEqual({ spreadBps: expect.closeTo((0.02 / 10.01) * 10_000, 10), observations: 1, excluded: 2 });
    expect(medianQuotedSpread([])).toEqual({ spreadBps: null, observations: 0, excluded: 0 });
  });
});

describe("Corwin–Schultz spread estimate", () => {
  const aapl = dailyFile("AAPL");
  const day = (date: string) => aapl.find((bar) => bar.date === date) as OhlcvBar;

  it("AAPL 2022-12-02 → 12-05, no overnight adjustment: 0.00648968", () => {
    // 12-02 H 148.0 L 145.649994 C 147.809998; 12-05 H 150.919998 L 145.770004 (straddles the close).
    // β = ln(148/145.649994)² + ln(150.919998/145.770004)², γ = ln(150.919998/145.649994)².
    expect(corwinSchultzPair(day("2022-12-02"), day("2022-12-05"))).toBeCloseTo(0.006489679497955553, 12);
  });

  it("AAPL 2022-12-01 → 12-02: 12-02 traded wholly below 12-01's close, so its range moves up by the gap", () => {
    // 12-01 C 148.309998; 12-02 H 148.0 < C: H' = 148.309998, L' = 145.649994 + 0.309998.
    expect(corwinSchultzPair(day("2022-12-01"), day("2022-12-02"))).toBeCloseTo(0.004517436799705661, 12);
  });

  it("AAPL 2022-12-07 → 12-08: 12-08 traded wholly above 12-07's close, so its range moves down", () => {
    // 12-07 C 140.940002; 12-08 L 141.100006 > C: H' = 143.520004 − 0.160004, L' = 140.940002.
    expect(corwinSchultzPair(day("2022-12-07"), day("2022-12-08"))).toBeCloseTo(0.01319304921689069, 12);
  });

  it("sets a negative two-day estimate to 0 (SPY 2021-03-30 → 03-31: α = −0.00328)", () => {
    const spy = dailyFile("SPY");
    const [a, b] = spy.slice(-2) as [OhlcvBar, OhlcvBar];
    expect(corwinSchultzPair(a, b)).toBe(0);
  });

  it("AAPL's 20 pairs to 2022-12-29 average 45.4647 bps, 10 of them set to 0", () => {
    // The 20 two-day estimates (bps): 0, 45.2, 64.9, 0, 0, 131.9, 100.6, 191.6, 0 ×7, 47.6, 31.1,
    // 114.2, 51.1, 131.1; their mean 45.464692686255816.
    const spread = corwinSchultzSpread(aapl.slice(-21));
    expect(spread.observations).toBe(20);
    expect(spread.zeroed).toBe(10);
    expect(spread.spreadBps).toBeCloseTo(45.464692686255816, 9);
  });

  it("states nothing from fewer than the minimum pairs", () => {
    expect(corwinSchultzSpread(aapl.slice(-CS_MIN_PAIRS)).spreadBps).toBeNull();
    expect(corwinSchultzSpread(aapl.slice(-(CS_MIN_PAIRS + 1))).spreadBps).not.toBeNull();
  });
});

describe("square-root impact", () => {
  const spy = dailyFile("SPY");

  it("SPY to 2021-03-31: σ_daily 0.00981062 over 60 log returns, ADV 92,788,377.25 over 20 sessions", () => {
    // σ: sample std of ln(Cₜ/Cₜ₋₁) for the 61 closes 2021-01-04..2021-03-31; ADV: mean volume of
    // 2021-03-04..2021-03-31.
    expect(dailyVolatility(spy.map((bar) => bar.close))).toEqual({
      value: expect.closeTo(0.00981061809518597, 14),
      returns: 60,
    });
    expect(averageDailyVolume(spy.map((bar) => bar.volume))).toBe(92_788_377.25);
  });

  it("100 shares of SPY: 1 × 0.00981062 × √(100 / 92,788,377.25) × 10,000 = 0.101847 bps", () => {
    expect(squareRootImpactBps(100, 0.00981061809518597, 92_788_377.25)).toBeCloseTo(0.1018473140628843, 12);
    // √ law: 10,000 times the size costs 100 times the impact.
    expect(squareRootImpactBps(1_000_000, 0.00981061809518597, 92_788_377.25)).toBeCloseTo(
      10.184731406288432,
      9,
    );
  });

  it("needs enough history", () => {
    expect(dailyVolatility(spy.slice(-20).map((bar) => bar.close)).value).toBeNull();
    expect(averageDailyVolume(spy.slice(-(ADV_SESSIONS - 1)).map((bar) => bar.volume))).toBeNull();
  });
});

describe("commission (IBKR Pro Fixed: 0.005/share, min 1.00, max 1% of value)", () => {
  it("matches the broker's published examples and its bounds", () => {
    expect(commissionUsd(100, 100 * 25)).toBe(1); // 100 @ 25: 0.50 raised to the 1.00 minimum
    expect(commissionUsd(1000, 1000 * 25)).toBe(5); // 1,000 @ 25
    expect(commissionUsd(1000, 1000 * 0.25)).toBe(2.5); // 1,000 @ 0.25: the 1% cap wins
    expect(commissionUsd(1_000_000, 1_000_000 * 396.33)).toBe(5000);
  });
});

describe("one share basis", () => {
  it("AIG across its 2009-07-01 1-for-20 reverse split: earlier bars × 20 in price, ÷ 20 in volume", () => {
    // prices/daily/AIG.csv (unadjusted): 2009-06-30 C 1.13 V 348,972,311; 2009-07-01 O 19.7.
    const aig = dailyFile("AIG");
    const at = aig.findIndex((bar) => bar.date === "2009-07-01");
    const window = aig.slice(at - 1, at + 1);
    const [before, after] = onNewestBasis(window, [
      { exDate: "2009-07-01", numerator: 1, denominator: 20 },
    ]) as [OhlcvBar, OhlcvBar];
    expect(before).toMatchObject({ date: "2009-06-30", volume: 348_972_311 / 20 });
    expect(before.close).toBeCloseTo(22.6, 10);
    expect(after).toEqual(window[1]);
    expect(onNewestBasis(window, [])).toEqual(window);
  });
});
