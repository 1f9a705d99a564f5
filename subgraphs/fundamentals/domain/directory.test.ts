import { describe, expect, it } from "vitest";
import { listingStatusOf, pageOf, rankMatches } from "./directory.js";

describe("search ranking", () => {
  const rows = [
    { ticker: "AAPLW", name: "Something", is_sp500: 0 },
    { ticker: "APLE", name: "Apple Hospitality REIT", is_sp500: 0 },
    { ticker: "AAPL", name: "Apple Inc.", is_sp500: 1 },
    { ticker: "MSFT", name: "Microsoft", is_sp500: 1 },
  ];
  it("exact symbol, then symbol prefix, then name; non-matches dropped", () => {
    expect(rankMatches(rows, "aapl").map((m) => [m.row.ticker, m.match])).toEqual([
      ["AAPL", "ticker_exact"],
      ["AAPLW", "ticker_prefix"],
    ]);
    expect(rankMatches(rows, "apple").map((m) => m.row.ticker)).toEqual(["AAPL", "APLE"]);
  });
});

describe("listing status and paging", () => {
  it("says what the master's source supports (issue 14, defect 7)", () => {
    expect(listingStatusOf({ listing_status: "active", source: "sp500_constituents" })).toEqual({
      listingStatus: "active",
      isActive: true,
      isActiveReason: null,
    });
    // The SEC's ticker map ties a ticker to a registrant on its snapshot date, nothing more.
    expect(listingStatusOf({ listing_status: "active", source: "sec_company_tickers" })).toEqual({
      listingStatus: "unchecked",
      isActive: null,
      isActiveReason: "unchecked",
    });
    expect(listingStatusOf({ listing_status: "not_in_security_master", source: "price_index" })).toEqual({
      listingStatus: "not_in_security_master",
      isActive: null,
      isActiveReason: "not_in_security_master",
    });
  });
  it("pages, stops at page 200 and says when rows lie beyond it", () => {
    expect(pageOf(1, 100, 503)).toEqual({ offset: 0, hasMore: true, nextPage: 2, truncated: false });
    expect(pageOf(6, 100, 503)).toEqual({ offset: 500, hasMore: false, nextPage: null, truncated: false });
    expect(pageOf(200, 1, 503)).toEqual({ offset: 199, hasMore: true, nextPage: null, truncated: true });
  });
});
