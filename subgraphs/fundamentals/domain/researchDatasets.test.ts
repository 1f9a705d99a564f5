/** Known answers for the research dataset rules (spec/02 v2_research_read, spec/03 Limits). */
import { describe, expect, it } from "vitest";
import { type DatasetRules, NOT_INGESTED, planRead, UNFILTERED_ROW_CAP } from "./researchDatasets.js";

const prices: DatasetRules = {
  slug: "daily_prices",
  symbolColumn: "ticker",
  keyedBy: "ticker",
  requiresTicker: false,
  idFilters: [],
};
const filings: DatasetRules = { ...prices, slug: "sec_filings", symbolColumn: null, keyedBy: "cik" };
const impliedVol: DatasetRules = { ...prices, slug: "implied_vol_by_ticker", requiresTicker: true };
const all = [prices, filings, impliedVol, ...NOT_INGESTED];
const byName = (slug: string) => all.find((d) => d.slug === slug) as DatasetRules;
const ask = (over: Partial<Parameters<typeof planRead>[1]> = {}) => ({
  ticker: null,
  permno: null,
  gvkey: null,
  limit: 1000,
  ...over,
});

describe("planRead", () => {
  it("filters the symbol column and keeps the asked limit up to 50000 when a ticker filters", () => {
    expect(planRead(prices, ask({ ticker: "AAPL", limit: 50_000 }), all)).toEqual({
      ticker: "AAPL",
      tickerIgnored: false,
      tickerIgnoredReason: null,
      filtered: true,
      effectiveLimit: 50_000,
      rowCap: null,
      capped: false,
    });
  });

  it("caps an unfiltered read at 5000 rows and says so only when the limit asked for more", () => {
    expect(planRead(prices, ask({ limit: 20_000 }), all)).toMatchObject({
      effectiveLimit: UNFILTERED_ROW_CAP,
      rowCap: 5000,
      capped: true,
    });
    expect(planRead(prices, ask({ limit: 5000 }), all)).toMatchObject({
      effectiveLimit: 5000,
      capped: false,
    });
    expect(planRead(prices, ask(), all)).toMatchObject({ effectiveLimit: 1000, rowCap: 5000, capped: false });
  });

  it("ignores a ticker on a dataset keyed by another id, says why, and caps it as unfiltered", () => {
    expect(planRead(filings, ask({ ticker: "AAPL", limit: 9000 }), all)).toMatchObject({
      ticker: null,
      tickerIgnored: true,
      tickerIgnoredReason: "keyed_by_cik",
      filtered: false,
      effectiveLimit: 5000,
      capped: true,
    });
  });

  it("refuses permno and gvkey where the dataset does not carry them, naming where they apply", () => {
    expect(() => planRead(prices, ask({ permno: 10107 }), all)).toThrow(
      "permno does not apply to dataset daily_prices; accepted only on security_names_history, security_issuer_links.",
    );
    expect(() => planRead(byName("security_names_history"), ask({ gvkey: "1690" }), all)).toThrow(
      "accepted only on security_issuer_links, fundamentals_pit_report_dates",
    );
    expect(
      planRead(byName("security_issuer_links"), ask({ permno: 14593, gvkey: "1690" }), all),
    ).toMatchObject({
      filtered: true,
      rowCap: null,
    });
  });

  it("refuses a gvkey that is not 1 to 6 digits, and a missing ticker where the dataset needs one", () => {
    for (const gvkey of ["", "1234567", "12a"]) {
      expect(() => planRead(byName("fundamentals_pit_report_dates"), ask({ gvkey }), all)).toThrow(
        "accepted: 1 to 6 digits",
      );
    }
    expect(() => planRead(impliedVol, ask(), all)).toThrow(
      "ticker: is required for dataset implied_vol_by_ticker",
    );
    expect(planRead(impliedVol, ask({ ticker: "SPY" }), all).ticker).toBe("SPY");
  });
});
