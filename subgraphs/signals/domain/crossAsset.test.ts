/**
 * Cross-asset buckets: known answers on the real VIX and broad-dollar CSVs (data/sample/macro),
 * computed here by hand from the files; implausible values on series altered in the test.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { creditBucket, fxBucket, ratesBucket, volatilityBucket } from "./crossAsset.js";

function series(file: string, dateColumn: string, valueColumn: string, through: string) {
  const [header, ...lines] = readFileSync(
    new URL(`../../../data/sample/macro/${file}`, import.meta.url),
    "utf8",
  )
    .trim()
    .split(/\r?\n/);
  const names = (header as string).split(",");
  return lines
    .map((line) => line.split(","))
    .map((fields) => ({
      date: fields[names.indexOf(dateColumn)] as string,
      raw: fields[names.indexOf(valueColumn)],
    }))
    .filter((row) => row.raw !== "" && row.date <= through)
    .map((row) => ({ date: row.date, value: Number(row.raw) }));
}

describe("volatility bucket", () => {
  const vix = series("vix_daily.csv", "DATE", "CLOSE", "2021-12-30").slice(-252);

  it("2021-12-30: VIX 17.33, its 5-session change, 20-session mean and 1-year percentile", () => {
    const closes = vix.map((c) => c.value);
    const last = closes.at(-1) as number;
    const bucket = volatilityBucket(vix);
    expect(bucket.figures.vix).toBe(17.33);
    expect(bucket.figures.vixChange_5d).toBeCloseTo(last - (closes.at(-6) as number), 10);
    expect(bucket.figures.vixSma20).toBeCloseTo(closes.slice(-20).reduce((a, b) => a + b, 0) / 20, 4);
    expect(bucket.figures.vixPercentile_1y).toBeCloseTo(
      (closes.filter((c) => c <= last).length / 252) * 100,
      2,
    );
    expect(bucket).toMatchObject({ asOf: "2021-12-30", invalidFields: [], nullReasons: {} });
  });

  it("an implausible close is nulled, named in invalid_fields, and nothing is derived from it", () => {
    const broken = [...vix.slice(0, -1), { date: "2021-12-30", value: 0.17 }];
    const bucket = volatilityBucket(broken);
    expect(bucket.figures).toEqual({ vix: null, vixChange_5d: null, vixSma20: null, vixPercentile_1y: null });
    expect(bucket.invalidFields).toEqual(["vix"]);
    expect(bucket.nullReasons).toEqual({
      vix: "implausible_source_value:0.17_on_2021-12-30",
      vixChange_5d: "input_implausible:vix",
      vixSma20: "input_implausible:vix",
      vixPercentile_1y: "input_implausible:vix",
    });
  });

  it("too short a history gives the level and says why the rest is missing", () => {
    const bucket = volatilityBucket(vix.slice(-3));
    expect(bucket.figures.vix).toBe(17.33);
    expect(bucket.nullReasons).toEqual({
      vixChange_5d: "insufficient_history",
      vixSma20: "insufficient_history",
      vixPercentile_1y: "insufficient_history",
    });
  });
});

describe("fx bucket", () => {
  it("2021-12-23: the broad dollar index 115.5469 and its momentum over 20 observations; no EUR, no futures", () => {
    const usd = series("fred/DTWEXBGS.csv", "date", "value", "2021-12-23").slice(-21);
    const bucket = fxBucket(usd);
    expect(bucket.figures.usdIndexBroad).toBe(115.5469);
    expect(bucket.figures.dxyMomentum).toBeCloseTo(
      (115.5469 / (usd[0] as { value: number }).value - 1) * 100,
      4,
    );
    expect(bucket.figures.usdProxyEurPerUsd).toBeNull();
    expect(bucket.figures.dxFront).toBeNull();
    expect(bucket.nullReasons.usdProxyEurPerUsd).toMatch(/^no_eur_usd_series_held/);
    expect(bucket.nullReasons.dxFront).toMatch(/^no_dollar_index_futures_source/);
    expect(bucket.observationDates).toEqual({ usdIndexBroad: "2021-12-23" });
  });

  it("an implausible index value is invalid and the momentum is not computed", () => {
    const bucket = fxBucket([{ date: "2021-12-23", value: 11554.69 }]);
    expect(bucket.invalidFields).toEqual(["usdIndexBroad"]);
    expect(bucket.nullReasons.dxyMomentum).toBe("needs:usd_index_broad");
  });
});

describe("rates and credit buckets", () => {
  const curve = { date: "2021-12-30", m3: 0.05, y2: 0.73, y10: 1.52, y30: 1.93 };

  it("2021-12-30's curve: 2s10s +79 bp, 3m10y +147 bp", () => {
    const bucket = ratesBucket([curve]);
    expect(bucket.figures).toMatchObject({ spread_2s10sBps: 79, spread_3m10yBps: 147, yield10y: 1.52 });
    expect(bucket.nullReasons).toEqual({ yield10yChange_20dBps: "insufficient_history" });
  });

  it("a 10-year yield of 152 % is invalid: both spreads and the change are not computed", () => {
    const bucket = ratesBucket([{ ...curve, y10: 152 }]);
    expect(bucket.invalidFields).toEqual(["yield10y"]);
    expect(bucket.figures).toMatchObject({
      spread_2s10sBps: null,
      spread_3m10yBps: null,
      yield10yChange_20dBps: null,
    });
    expect(bucket.nullReasons.spread_2s10sBps).toBe("needs:yield_2y,yield_10y");
  });

  it("credit: the high-yield minus investment-grade spread; a negative OAS is invalid", () => {
    const ig = [{ date: "2021-12-30", value: 0.98 }];
    const hy = [{ date: "2021-12-30", value: 3.09 }];
    expect(creditBucket(ig, hy).figures.hyMinusIgBps).toBe(211);
    const broken = creditBucket([{ date: "2021-12-30", value: -0.98 }], hy);
    expect(broken.invalidFields).toEqual(["igOas"]);
    expect(broken.nullReasons.hyMinusIgBps).toBe("needs:ig_oas,hy_oas");
  });
});
