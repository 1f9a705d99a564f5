/** Known answers from data/sample/macro/fred/*.csv (rows quoted beside each case). */
import { describe, expect, it } from "vitest";
import { buildRelease, RELEASES, referencePeriod, shiftMonths } from "./macro.js";
import { classifyRegime } from "./regime.js";

const spec = (key: string) => RELEASES.find((r) => r.key === key)!;

describe("buildRelease", () => {
  it("CPI 2025-11: 12-month change 2.712 %; no 1-month change because October 2025 has no value", () => {
    // CPIAUCSL.csv: 2024-11-01,316.449 ... 2025-09-01,324.368 / 2025-10-01, (empty) / 2025-11-01,325.031
    const release = buildRelease(spec("cpi"), [
      { date: "2024-11-01", value: 316.449 },
      { date: "2025-09-01", value: 324.368 },
      { date: "2025-10-01", value: null },
      { date: "2025-11-01", value: 325.031 },
    ]);
    expect(release).toMatchObject({
      seriesId: "CPIAUCSL",
      referencePeriod: "2025-11",
      observationDate: "2025-11-01",
      value: 325.031,
      change_12m: 2.712,
      change_1m: null,
      changeUnits: "percent",
      released: null,
    });
    expect(release.nullReasons).toMatchObject({
      change_1m: "value_missing_in_source_for_2025-10",
      change_1q: "monthly_series",
    });
  });

  it("payrolls in thousands, unemployment and fed funds in points", () => {
    // PAYEMS: 2024-11-01,158619.0 / 2025-10-01,159488.0 / 2025-11-01,159552.0
    const payrolls = buildRelease(spec("nonfarm_payrolls"), [
      { date: "2024-11-01", value: 158619 },
      { date: "2025-10-01", value: 159488 },
      { date: "2025-11-01", value: 159552 },
    ]);
    expect([payrolls.change_1m, payrolls.change_12m]).toEqual([64, 933]);
    // FEDFUNDS: 2024-11-01,4.64 / 2025-10-01,4.09 / 2025-11-01,3.88
    const funds = buildRelease(spec("fed_funds_effective"), [
      { date: "2024-11-01", value: 4.64 },
      { date: "2025-10-01", value: 4.09 },
      { date: "2025-11-01", value: 3.88 },
    ]);
    expect([funds.change_1m, funds.change_12m]).toEqual([-0.21, -0.76]);
  });

  it("real GDP 2025-Q3: +1.068 % on the quarter, 4.343 % annualised, 2.327 % on the year", () => {
    // GDPC1.csv: 2024-07-01,23478.57 / 2025-04-01,23770.976 / 2025-07-01,24024.957
    const gdp = buildRelease(spec("real_gdp"), [
      { date: "2024-07-01", value: 23478.57 },
      { date: "2025-04-01", value: 23770.976 },
      { date: "2025-07-01", value: 24024.957 },
    ]);
    expect(gdp).toMatchObject({
      referencePeriod: "2025-Q3",
      change_1q: 1.068,
      change_1qAnnualized: 4.343,
      change_12m: 2.327,
      change_1m: null,
    });
    expect(gdp.nullReasons).toEqual({ change_1m: "quarterly_series" });
  });

  it("the fed funds target range is not bundled: null with the reason", () => {
    const range = buildRelease(spec("fed_funds_target_range"), []);
    expect(range.value).toBeNull();
    expect(range.nullReasons.value).toMatch(/^target_range_series_not_bundled/);
    // The null series id has its reason too (issue 14: no null without a sibling reason).
    expect(range.seriesId).toBeNull();
    expect(range.nullReasons.seriesId).toMatch(/^target_range_series_not_bundled/);
  });

  it("months and periods", () => {
    expect(shiftMonths("2025-01-01", -1)).toBe("2024-12-01");
    expect(shiftMonths("2025-11-01", -12)).toBe("2024-11-01");
    expect(referencePeriod("2025-07-01", "quarterly")).toBe("2025-Q3");
  });
});

describe("classifyRegime", () => {
  it("latest bundled readings (VIX 18.7, HY OAS 2.84 %, 10y-2y 0.71) are risk_on", () => {
    expect(classifyRegime({ vix: 18.7, highYieldOasPct: 2.84, curve10y2yPts: 0.71 }).regime).toBe("risk_on");
  });

  it("stress on either market is risk_off; mixed readings are neutral; a missing input is null", () => {
    expect(classifyRegime({ vix: 82.69, highYieldOasPct: 8.0, curve10y2yPts: 0.5 }).regime).toBe("risk_off");
    const neutral = classifyRegime({ vix: 17, highYieldOasPct: 4, curve10y2yPts: -0.5 });
    expect(neutral).toEqual({ regime: "neutral", reasons: ["10y-2y -0.5 inverted"], nullReason: null });
    expect(classifyRegime({ vix: null, highYieldOasPct: 3, curve10y2yPts: 1 })).toEqual({
      regime: null,
      reasons: [],
      nullReason: "missing_input:vix",
    });
  });
});
