import { describe, expect, it } from "vitest";
import { enterpriseMultiple, legacyFundamentals, unavailableFundamentals } from "./legacyFundamentals.js";
import { loadCompanyFacts } from "./testFacts.js";

describe("enterpriseMultiple", () => {
  it("AAPL FY2022 at the 2022-12-29 close: (market cap + debt - cash) / (operating income + D&A)", () => {
    // sec/companyfacts/CIK0000320193.derived.json, fiscal year to 2022-09-24: operating income
    // 119,437M, D&A 11,104M; debt 9,982M commercial paper + 11,128M current + 98,959M non-current;
    // cash 23,646M. Market cap 129.610001 × 15,908,118,000 cover-page shares.
    const marketCap = Math.round(129.610001 * 15_908_118_000);
    expect(
      enterpriseMultiple({
        marketCap,
        totalDebt: 9_982_000_000 + 11_128_000_000 + 98_959_000_000,
        cash: 23_646_000_000,
        operatingIncome: 119_437_000_000,
        depreciationAndAmortization: 11_104_000_000,
      }),
    ).toBe(16.53);
  });

  it("is null for non-positive EBITDA", () => {
    expect(
      enterpriseMultiple({
        marketCap: 1,
        totalDebt: 0,
        cash: 0,
        operatingIncome: -5,
        depreciationAndAmortization: 5,
      }),
    ).toBeNull();
  });
});

describe("unavailableFundamentals", () => {
  it("names the reason on every null figure and keeps dividend_yield and beta's own reasons", () => {
    const block = unavailableFundamentals("not_applicable_non_equity");
    expect(block.fundamentalsStatus).toBe("unavailable");
    expect(block.nullReasons).toMatchObject({
      marketCap: "not_applicable_non_equity",
      evToEbitda: "not_applicable_non_equity",
      beta: "not_served_in_legacy_snapshot",
    });
  });
});

describe("legacyFundamentals: the currency rule (issue 14 item 2)", () => {
  it("MSFT at the 2022-12-29 close serves no FY2015-based figure and is not ok", () => {
    // MSFT's facts end with FY2015 (to 2015-06-30; cover page 2015-07-27): past the 15-month bound.
    const msft = loadCompanyFacts("CIK0000789019.derived.json").facts;
    const f = legacyFundamentals(msft, "derived_xbrl_instance", 241.009995, "2022-12-29");
    expect(f).toMatchObject({
      peRatio: null,
      marketCap: null,
      forwardPe: null,
      marketCapSharesStatus: "fundamentals_not_current",
      fundamentalsStatus: "unavailable",
    });
    expect(f.nullReasons).toMatchObject({
      peRatio: "fundamentals_not_current",
      marketCap: "fundamentals_not_current",
      forwardPe: "fundamentals_not_current",
    });
  });
});
