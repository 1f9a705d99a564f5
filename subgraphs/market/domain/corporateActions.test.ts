import { describe, expect, it } from "vitest";
import {
  adjustForSplits,
  type Dividend,
  dividendYields,
  paymentsPerYear,
  shareBasisFactor,
  shareBasisOf,
  splitFactorAfter,
} from "./corporateActions.js";

// data/sample/corporate_actions/splits.csv, AAPL rows.
const AAPL_SPLITS = [
  { exDate: "2000-06-21", numerator: 2, denominator: 1 },
  { exDate: "2005-02-28", numerator: 2, denominator: 1 },
  { exDate: "2014-06-09", numerator: 7, denominator: 1 },
  { exDate: "2020-08-31", numerator: 4, denominator: 1 },
];
// corporate_actions/dividends.csv, AAPL 2020-02-07..2021-02-05 (amounts as paid).
const AAPL_DIVIDENDS: Dividend[] = [
  { exDate: "2020-02-07", cashAmount: 0.77 },
  { exDate: "2020-05-08", cashAmount: 0.82 },
  { exDate: "2020-08-07", cashAmount: 0.82 },
  { exDate: "2020-11-06", cashAmount: 0.205 },
  { exDate: "2021-02-05", cashAmount: 0.205 },
];
// dividends.csv, SPY 2020-03-20..2021-03-19.
const SPY_DIVIDENDS: Dividend[] = [
  { exDate: "2020-03-20", cashAmount: 1.4056 },
  { exDate: "2020-06-19", cashAmount: 1.3662 },
  { exDate: "2020-09-18", cashAmount: 1.3392 },
  { exDate: "2020-12-18", cashAmount: 1.58 },
  { exDate: "2021-03-19", cashAmount: 1.2778 },
];
const LEAN_COVERAGE = { coveredFrom: "1998-01-02", coveredThrough: "2021-03-31" };

describe("split adjustment", () => {
  it("multiplies the ratios of the splits after a date", () => {
    expect(splitFactorAfter(AAPL_SPLITS, "2014-06-06")).toBe(28);
    expect(splitFactorAfter(AAPL_SPLITS, "2014-06-09")).toBe(4);
    expect(splitFactorAfter(AAPL_SPLITS, "2020-08-31")).toBe(1);
    expect(splitFactorAfter(AAPL_SPLITS, "2014-06-06", "2019-12-31")).toBe(7);
    // AIG's 1-for-20 reverse split: one old share became 1/20 of a share.
    expect(splitFactorAfter([{ exDate: "2009-07-01", numerator: 1, denominator: 20 }], "2009-06-30")).toBe(
      0.05,
    );
  });

  it("divides prices and multiplies volume", () => {
    // prices/minute/AAPL/2014-06-06_trade.csv, the 09:30 ET bar (raw, before the 7:1 split).
    const bar = { open: 650, high: 650.49, low: 649.11, close: 649.56, volume: 403_227 };
    expect(adjustForSplits(bar, 28)).toEqual({
      open: 23.214286,
      high: 23.231786,
      low: 23.1825,
      close: 23.198571,
      volume: 11_290_356,
    });
  });
});

describe("share basis of an instant (issue 29)", () => {
  it("undoes the splits after the instant on a split-adjusted file, and applies those before it to raw bars", () => {
    // prices/daily/AAPL.csv 2016-06-29 close 23.6 (split-adjusted through 2022): 94.40 as traded.
    const yahoo = shareBasisFactor(AAPL_SPLITS, "2016-06-29", "2016-06-29", "every_split");
    expect(yahoo).toBe(0.25);
    expect(adjustForSplits({ open: 1, high: 1, low: 1, close: 23.6, volume: 100 }, yahoo).close).toBe(94.4);
    // A 2014-06-06 bar seen on 2016-06-29's basis: the 7:1 of 2014-06-09 stays, the 4:1 of 2020 is undone.
    expect(shareBasisFactor(AAPL_SPLITS, "2014-06-06", "2016-06-29", "every_split")).toBe(0.25);
    // The raw 2014-06-06 minute bar on 2016-06-29's basis: divided by 7, not 28.
    expect(shareBasisFactor(AAPL_SPLITS, "2014-06-06", "2016-06-29", "own_day")).toBe(7);
    // After the latest split nothing moves: the answers at the real clock do not change.
    expect(shareBasisFactor(AAPL_SPLITS, "2022-12-29", "2026-11-17", "every_split")).toBe(1);
    expect(shareBasisFactor(AAPL_SPLITS, "2014-06-06", "2026-11-17", "every_split")).toBe(1);
  });

  it("says the basis: as traded, split-adjusted to a date, or the source's", () => {
    const day = { from: "2016-06-28", through: "2016-06-29" };
    expect(shareBasisOf(AAPL_SPLITS, day, "every_split", "2022-12-29")).toEqual({
      shareBasis: "as_traded",
      shareBasisAsOf: "2016-06-29",
    });
    expect(shareBasisOf(AAPL_SPLITS, { from: "2014-06-06", through: "2016-06-29" }, "own_day", "")).toEqual({
      shareBasis: "split_adjusted_as_of",
      shareBasisAsOf: "2016-06-29",
    });
    expect(shareBasisOf([], day, null, "2017-11-10")).toEqual({
      shareBasis: "source_adjusted_as_of",
      shareBasisAsOf: "2017-11-10",
    });
  });
});

describe("dividend yields", () => {
  it("SPY on 2021-03-31: the four ex-dates after 2020-03-31 over the 396.33 close", () => {
    const result = dividendYields({
      price: 396.33,
      priceDate: "2021-03-31",
      dividends: SPY_DIVIDENDS,
      splits: [],
      coverage: LEAN_COVERAGE,
      clockDate: "2026-11-17",
    });
    // (1.3662 + 1.3392 + 1.58 + 1.2778) / 396.33 = 0.01403679
    expect(result.dividendYield).toBe(0.0140368);
    // 1.2778 × 4 / 396.33
    expect(result.dividendYieldIndicated).toBe(0.0128963);
    expect(result.dividend).toMatchObject({
      trailing12mCash: 5.5632,
      paymentsTrailing12m: 4,
      lastExDate: "2021-03-19",
      paymentsPerYear: 4,
      status: "ok",
    });
  });

  it("AAPL on 2021-03-31: the pre-split 0.82 dividends count as 0.205 on the post-split basis", () => {
    // prices/daily/AAPL.csv 2021-03-31 close 122.150002 (split-adjusted); 4 × 0.205 = 0.82.
    const result = dividendYields({
      price: 122.150002,
      priceDate: "2021-03-31",
      dividends: AAPL_DIVIDENDS,
      splits: AAPL_SPLITS,
      coverage: { coveredFrom: "1998-01-02", coveredThrough: "2021-03-31" },
      shareBasisThrough: "2021-03-31",
      clockDate: "2026-11-17",
    });
    expect(result.dividend.trailing12mCash).toBe(0.82);
    expect(result.dividendYield).toBe(0.00671306);
    expect(result.dividendYieldIndicated).toBe(0.00671306);
  });

  it("is null with a reason outside the held history, and for a non-payer", () => {
    const after = dividendYields({
      price: 129.61,
      priceDate: "2022-12-29",
      dividends: AAPL_DIVIDENDS,
      splits: AAPL_SPLITS,
      coverage: LEAN_COVERAGE,
      clockDate: "2026-11-17",
    });
    expect(after).toMatchObject({ dividendYield: null, dividendYieldReason: "dividend_history_not_current" });
    expect(after.dividend).toMatchObject({ lastExDate: "2021-02-05", historyThrough: "2021-03-31" });
    // At a 2016 clock the held history is not said to reach 2021.
    const in2016 = dividendYields({
      price: 94.4,
      priceDate: "2016-06-29",
      dividends: AAPL_DIVIDENDS,
      splits: AAPL_SPLITS,
      coverage: LEAN_COVERAGE,
      shareBasisThrough: "2016-06-29",
      clockDate: "2016-06-30",
    });
    expect(in2016.dividend.historyThrough).toBe("2016-06-30");
    expect(
      dividendYields({
        price: 10,
        priceDate: "2017-11-10",
        dividends: [],
        splits: [],
        coverage: null,
        clockDate: "2026-11-17",
      }),
    ).toMatchObject({ dividendYield: null, dividendYieldReason: "no_dividend_history_held" });
    const goog = dividendYields({
      price: 2068.63,
      priceDate: "2021-03-31",
      dividends: [],
      splits: [],
      coverage: { coveredFrom: "2014-03-27", coveredThrough: "2021-03-31" },
      clockDate: "2026-11-17",
    });
    expect(goog).toMatchObject({
      dividendYield: null,
      dividendYieldReason: "non_payer",
      dividendYieldIndicated: null,
    });
    expect(goog.dividend.paymentsTrailing12m).toBe(0);
  });

  it("reads the payment frequency from the spacing of ex-dates", () => {
    expect(paymentsPerYear(SPY_DIVIDENDS.map((d) => d.exDate))).toBe(4);
    expect(paymentsPerYear(["2020-01-15", "2020-02-14", "2020-03-16"])).toBe(12);
    expect(paymentsPerYear(["2020-01-15"])).toBeNull();
  });
});
