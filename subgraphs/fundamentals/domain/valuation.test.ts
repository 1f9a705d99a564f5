import { describe, expect, it } from "vitest";
import { loadCompanyFacts } from "./testFacts.js";
import { forwardPe, knownOn, valuationAt } from "./valuation.js";

const TSLA = loadCompanyFacts("CIK0001318605.json").facts;
const AAPL = loadCompanyFacts("CIK0000320193.derived.json").facts;
const AMZN = loadCompanyFacts("CIK0001018724.derived.json").facts;
const LPA = loadCompanyFacts("CIK0001997711.json").facts;

describe("forwardPe (spec/01)", () => {
  it("uses net-income growth when a split lies between the fiscal years: TSLA FY2020 over FY2019", () => {
    // TSLA's 5:1 split (tagged 2020-08-10) lies between FY2019 (to 2019-12-31) and FY2020 (to
    // 2020-12-31). Net income 721M vs -862M: growth 1583/862 = 1.836427, so 30 / 2.836427 = 10.58.
    // (Split-adjusted EPS 0.2133 vs -0.3267 would have given 30 / 2.653 = 11.31.)
    expect(forwardPe(knownOn(TSLA, "2021-12-31"), "sec_edgar_companyfacts", 30)).toEqual({
      value: 10.58,
      status: "ok",
      basis: "pe_ttm_over_1_plus_fy2020_net_income_growth_split_between_years",
    });
  });

  it("uses split-adjusted diluted EPS growth when no split lies between: TSLA FY2021 over FY2020", () => {
    // The 3:1 split of 2022 comes after FY2021 (the verbatim file's newest fiscal year; no FY2022
    // 10-K is held). EPS 4.90/3 = 1.6333 vs 0.64/3 = 0.2133: 30 / (1.6333/0.2133) = 3.92.
    expect(forwardPe(TSLA, "sec_edgar_companyfacts", 30)).toEqual({
      value: 3.92,
      status: "ok",
      basis: "pe_ttm_over_1_plus_fy2021_split_adjusted_diluted_eps_growth",
    });
  });

  it("is null with non_positive_eps_growth when growth is negative: AMZN FY2022 (-0.27 vs 3.24)", () => {
    expect(forwardPe(knownOn(AMZN, "2023-12-31"), "derived_xbrl_instance", 30)).toEqual({
      value: null,
      status: "non_positive_eps_growth",
      basis: null,
    });
  });

  it("is null with eps_growth_unavailable without two fiscal years (LPA) and pe_ttm_unavailable without a P/E", () => {
    expect(forwardPe(LPA, "sec_edgar_companyfacts", 30).status).toBe("eps_growth_unavailable");
    expect(forwardPe(AAPL, "derived_xbrl_instance", null)).toEqual({
      value: null,
      status: "pe_ttm_unavailable",
      basis: null,
    });
  });
});

describe("valuationAt: valuation_status", () => {
  it("ok for AAPL at the 2022-12-29 close (P/E 21.21, forward 19.48: rounded once, issue 14 item 7)", () => {
    expect(valuationAt(AAPL, "derived_xbrl_instance", 129.610001, "2022-12-29")).toMatchObject({
      valuationStatus: "ok",
      peTtm: 21.21,
      // 129.610001 / 6.11 = 21.2128; / (1 + 0.5 / 5.61) = 19.4769. Was 19.47 from the rounded 21.21.
      forwardPe: 19.48,
      forwardPeStatus: "ok",
    });
  });

  it("non_positive_earnings for AMZN after its FY2022 loss; pe_ttm and forward_pe null", () => {
    expect(valuationAt(AMZN, "derived_xbrl_instance", 100, "2023-03-01")).toMatchObject({
      valuationStatus: "non_positive_earnings",
      peTtm: null,
      forwardPe: null,
      forwardPeStatus: "pe_ttm_unavailable",
    });
  });

  it("eps_unavailable when no EPS is filed (LPA)", () => {
    expect(valuationAt(LPA, "sec_edgar_companyfacts", 10, "2026-01-01")).toMatchObject({
      valuationStatus: "eps_unavailable",
      epsTtm: null,
      forwardPeStatus: "pe_ttm_unavailable",
    });
  });
});

describe("valuationAt: the currency rule (issue 14 item 2)", () => {
  const MSFT = loadCompanyFacts("CIK0000789019.derived.json").facts;

  it("MSFT at the 2022-12-29 close: FY2015 EPS and the 2015-07-27 share count are not current", () => {
    // Before the rule: pe_ttm 241.009995 / 1.48 (FY2015 diluted EPS) = 162.84, market cap
    // 241.009995 × 7,997,980,969, valuation_status ok. Both facts are more than 15 months old.
    const v = valuationAt(MSFT, "derived_xbrl_instance", 241.009995, "2022-12-29");
    expect(v).toMatchObject({
      marketCap: null,
      epsTtm: null,
      epsTtmBasis: null,
      peTtm: null,
      forwardPe: null,
      forwardPeStatus: "fundamentals_not_current",
      valuationStatus: "fundamentals_not_current",
    });
    expect(v.shares).toMatchObject({
      shares: 7_997_980_969,
      asOf: "2015-07-27",
      status: "fundamentals_not_current",
    });
  });

  it("MSFT within 15 months of its FY2015 year end is still valued: 100 / 1.48 = 67.57", () => {
    const v = valuationAt(MSFT, "derived_xbrl_instance", 100, "2016-09-30");
    expect(v).toMatchObject({ peTtm: 67.57, valuationStatus: "ok", marketCap: 799_798_096_900 });
  });
});
