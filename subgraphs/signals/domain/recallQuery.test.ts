import { describe, expect, it } from "vitest";
import { fts5Match, MAX_SEARCH_TERMS, postgresQueryText, searchTerms } from "./recallQuery.js";

describe("recall queries", () => {
  it("splits words as FTS5's unicode61 tokenizer does: runs of letters and digits, lower-cased, once each", () => {
    expect(searchTerms("AAPL's LONG setup 2016-06-30, aapl")).toEqual([
      "aapl",
      "s",
      "long",
      "setup",
      "2016",
      "06",
      "30",
    ]);
    expect(searchTerms("Zürich −4.1%")).toEqual(["zürich", "4", "1"]);
    expect(searchTerms('"" ** () :')).toEqual([]);
    expect(searchTerms(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "))).toHaveLength(
      MAX_SEARCH_TERMS,
    );
  });

  it("quotes every term for FTS5, so no word is read as its syntax", () => {
    expect(fts5Match(["aapl", "or", "near", "not"])).toBe('"aapl" "or" "near" "not"');
    expect(() => fts5Match([])).toThrow(RangeError);
  });

  it("hands PostgreSQL the text without control characters", () => {
    expect(postgresQueryText(" AAPL\u0000 hit\n ")).toBe("AAPL  hit");
  });
});
