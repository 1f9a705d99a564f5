/** spec/03's plan table, checked by known answers. */
import { describe, expect, it } from "vitest";
import { billingPeriod, PLANS, PRODUCTS, planAllows, plansIncluding } from "./plans.js";

describe("plans", () => {
  it("carries spec/03's rate limits and included credits", () => {
    expect(Object.values(PLANS).map((p) => [p.name, p.requestsPerMinute, p.includedCreditsPerMonth])).toEqual(
      [
        ["free", 30, 1_000],
        ["starter", 120, 250_000],
        ["pro", 600, 2_000_000],
        ["expert", 1_200, 5_000_000],
        ["enterprise", 6_000, 20_000_000],
      ],
    );
  });

  it("prices products as spec/03 does", () => {
    const price = (id: keyof typeof PRODUCTS) => PRODUCTS[id].credits;
    expect([
      price("market_data"),
      price("congress_trades"),
      price("quant_signals"),
      price("options_flow"),
    ]).toEqual([1, 2, 3, 4]);
    expect([
      price("risk_analytics"),
      price("private_markets"),
      price("llm_research"),
      price("copilot"),
    ]).toEqual([5, 5, 6, 10]);
  });

  it("opens products by plan tier: Free+, Starter+, Pro+, Expert+, Enterprise", () => {
    expect(planAllows("free", [], "fundamentals")).toBe(true);
    expect(planAllows("free", [], "macro_rates_fx")).toBe(false);
    expect(planAllows("starter", [], "macro_rates_fx")).toBe(true);
    expect(planAllows("starter", [], "options_flow")).toBe(false);
    expect(planAllows("pro", [], "options_flow")).toBe(true);
    expect(planAllows("pro", [], "copilot")).toBe(false);
    expect(planAllows("expert", [], "copilot")).toBe(true);
    expect(planAllows("expert", [], "agent_api")).toBe(false);
    expect(plansIncluding("options_flow")).toEqual(["pro", "expert", "enterprise"]);
  });

  it("lets an add-on unlock its product on a paid plan only", () => {
    expect(planAllows("starter", ["options_flow"], "options_flow")).toBe(true);
    expect(planAllows("free", ["options_flow"], "options_flow")).toBe(false);
    expect(planAllows("pro", ["copilot"], "copilot")).toBe(true);
    expect(planAllows("starter", ["options_flow"], "tape")).toBe(false);
  });

  it("bills by UTC calendar month", () => {
    expect(billingPeriod(Date.parse("2026-11-30T23:59:59.999Z"))).toBe("2026-11");
    expect(billingPeriod(Date.parse("2026-12-01T00:00:00.000Z"))).toBe("2026-12");
  });
});
