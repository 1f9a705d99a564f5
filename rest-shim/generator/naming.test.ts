import { describe, expect, it } from "vitest";
import { snakeCase } from "./naming.js";

describe("snakeCase", () => {
  it("keeps a number with its unit letter as one word", () => {
    expect(snakeCase("adv21dUsd")).toBe("adv_21d_usd");
    expect(snakeCase("var95")).toBe("var95");
    expect(snakeCase("dayChangePercent")).toBe("day_change_percent");
    expect(snakeCase("epsTTM")).toBe("eps_ttm");
  });
});
