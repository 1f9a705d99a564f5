import { describe, expect, it } from "vitest";
import { snakeCase } from "./naming.js";

describe("snakeCase", () => {
  it("keeps a number with its unit letter as one word", () => {
    expect(snakeCase("adv21dUsd")).toBe("adv_21d_usd");
    expect(snakeCase("var95")).toBe("var95");
    expect(snakeCase("yieldCurve_10y2y")).toBe("yield_curve_10y2y");
    expect(snakeCase("spread_2s10sBps")).toBe("spread_2s10s_bps");
    expect(snakeCase("change_1dBps")).toBe("change_1d_bps");
    expect(snakeCase("dayChangePercent")).toBe("day_change_percent");
    expect(snakeCase("epsTTM")).toBe("eps_ttm");
  });
});
