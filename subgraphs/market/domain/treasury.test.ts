/** Known answers from data/sample/rates/*.csv (rows quoted beside each case). */
import { describe, expect, it } from "vitest";
import { TREASURY_TENORS } from "../../../warehouse/schema.js";
import {
  ALL_TENORS,
  bpsBetween,
  buildCurve,
  type CurveRow,
  curveFreshness,
  curveLabel,
  expectedCurveDate,
} from "./treasury.js";

const EMPTY = {
  m1: null,
  m1_5: null,
  m2: null,
  m3: null,
  m4: null,
  m6: null,
  y1: null,
  y2: null,
  y3: null,
  y5: null,
  y7: null,
  y10: null,
  y20: null,
  y30: null,
};

function row(date: string, values: Partial<CurveRow>): CurveRow {
  return { ...EMPTY, ...values, date };
}

// treasury_par_yield_2021_2025.csv:
// 2023-07-03,5.27,,5.4,5.44,5.52,5.53,5.43,4.94,4.56,4.19,4.03,3.86,4.08,3.87
// 2023-06-30,5.24,,5.39,5.43,5.5,5.47,5.4,4.87,4.49,4.13,3.97,3.81,4.06,3.85
const JUL_03 = row("2023-07-03", {
  m1: 5.27,
  m2: 5.4,
  m3: 5.44,
  m4: 5.52,
  m6: 5.53,
  y1: 5.43,
  y2: 4.94,
  y3: 4.56,
  y5: 4.19,
  y7: 4.03,
  y10: 3.86,
  y20: 4.08,
  y30: 3.87,
});
const JUN_30 = row("2023-06-30", {
  m1: 5.24,
  m2: 5.39,
  m3: 5.43,
  m4: 5.5,
  m6: 5.47,
  y1: 5.4,
  y2: 4.87,
  y3: 4.49,
  y5: 4.13,
  y7: 3.97,
  y10: 3.81,
  y20: 4.06,
  y30: 3.85,
});

describe("buildCurve", () => {
  it("2023-07-03: 2s10s -108 bp and 3m10y -158 bp, both inverted; 10y +5 bp on the day", () => {
    const curve = buildCurve(JUL_03, JUN_30);
    expect(curve.spread_2s10s).toEqual({ bps: -108, inverted: true, reason: null });
    expect(curve.spread_3m10y).toEqual({ bps: -158, inverted: true, reason: null });
    expect(curve.label).toBe("inverted");
    expect(curve.tenors).toHaveLength(11);
    expect(curve.tenors.map((t) => t.tenor)).toEqual([
      "1m",
      "3m",
      "6m",
      "1y",
      "2y",
      "3y",
      "5y",
      "7y",
      "10y",
      "20y",
      "30y",
    ]);
    expect(curve.tenors.find((t) => t.tenor === "10y")).toEqual({
      tenor: "10y",
      months: 120,
      yieldPct: 3.86,
      change_1dBps: 5,
      nullReason: null,
      change_1dReason: null,
    });
    expect(curve.tenors.find((t) => t.tenor === "2y")?.change_1dBps).toBe(7);
    expect(curve.missingTenors).toEqual([]);
  });

  it("1995-06-01 (archive 0.0 placeholders stored null): 1m not yet issued; 1-day change needs both days", () => {
    // 1995-06-01,0.0,5.67,5.71,5.68,5.71,5.78,5.94,6.04,6.2,6.64,6.61,0.0 ; 1995-05-31 10y 6.3
    const curve = buildCurve(
      row("1995-06-01", {
        m3: 5.67,
        m6: 5.71,
        y1: 5.68,
        y2: 5.71,
        y3: 5.78,
        y5: 5.94,
        y7: 6.04,
        y10: 6.2,
        y20: 6.64,
        y30: 6.61,
      }),
      row("1995-05-31", { y10: 6.3 }),
    );
    expect(curve.tenors[0]).toMatchObject({
      tenor: "1m",
      yieldPct: null,
      nullReason: "tenor_not_yet_issued",
      change_1dReason: "no_yield_on_date",
    });
    expect(curve.tenors.find((t) => t.tenor === "10y")?.change_1dBps).toBe(-10);
    expect(curve.tenors.find((t) => t.tenor === "2y")).toMatchObject({
      change_1dBps: null,
      change_1dReason: "no_yield_on_previous_date",
    });
    expect(curve.missingTenors).toEqual(["1m"]);
  });

  it("2004-03-01: no 30-year point while issuance was suspended", () => {
    const curve = buildCurve(row("2004-03-01", { m1: 0.97, m3: 0.97, y2: 1.67, y10: 4.0 }), null);
    expect(curve.tenors.at(-1)).toMatchObject({
      tenor: "30y",
      yieldPct: null,
      nullReason: "thirty_year_issuance_suspended",
    });
    expect(curve.tenors[0]).toMatchObject({ change_1dBps: null, change_1dReason: "no_previous_curve" });
    expect(curve.spread_2s10s.bps).toBe(233);
  });

  it("names why a spread is null and every published tenor on request", () => {
    const curve = buildCurve(row("2021-04-21", { m1: 0, m2: 0.02, y10: 1.57 }), null, ALL_TENORS);
    expect(curve.spread_2s10s).toEqual({ bps: null, inverted: null, reason: "no_2y_yield" });
    expect(curve.label).toBeNull();
    expect(curve.tenors.map((t) => t.tenor)).toHaveLength(14);
    // A real 0.00 yield is a value, not a null.
    expect(curve.tenors[0]).toMatchObject({ yieldPct: 0, nullReason: null });
    expect(curve.tenors[1]).toMatchObject({ tenor: "1.5m", nullReason: "tenor_not_yet_issued" });
  });

  it("offers every tenor the warehouse holds, shortest first", () => {
    expect(ALL_TENORS.map((spec) => spec.key)).toEqual([...TREASURY_TENORS]);
  });
});

describe("labels and spreads", () => {
  it("rounds basis points", () => {
    expect(bpsBetween(4.43, 3.9)).toBe(53);
    expect(bpsBetween(3.86, 4.94)).toBe(-108);
  });

  it("labels the shape from the two spreads", () => {
    // 2022-07-15: 2s10s -20, 3m10y +56; 2022-10-25: -32 and -4; 2025-07-11: +53 and +2.
    expect(curveLabel(-20, 56)).toBe("partially_inverted");
    expect(curveLabel(-32, -4)).toBe("inverted");
    expect(curveLabel(53, 2)).toBe("normal");
    expect(curveLabel(10, 20)).toBe("flat");
  });
});

describe("freshness", () => {
  it("expects today's curve only after 18:00 ET on a bond business day", () => {
    expect(expectedCurveDate(new Date("2025-07-14T21:59:00Z"))).toBe("2025-07-11");
    expect(expectedCurveDate(new Date("2025-07-14T22:00:00Z"))).toBe("2025-07-14");
    // Saturday: Friday's curve. Columbus Day 2025-10-13: the Friday before.
    expect(expectedCurveDate(new Date("2025-07-12T15:00:00Z"))).toBe("2025-07-11");
    expect(expectedCurveDate(new Date("2025-10-13T23:00:00Z"))).toBe("2025-10-10");
  });

  it("counts the bond business days a curve is behind", () => {
    expect(curveFreshness("2025-07-11", "2025-07-11")).toMatchObject({
      businessDaysBehind: 0,
      isStale: false,
    });
    expect(curveFreshness("2025-07-11", "2025-07-14")).toMatchObject({
      businessDaysBehind: 1,
      calendarDaysBehind: 3,
      isStale: true,
      nextDue: "2025-07-14",
    });
  });
});
