import { describe, expect, it } from "vitest";
import { bookReturns, lastReturns } from "./bookReturns.js";
import { type Book, houseBook, REFERENCE_PORTFOLIO, REFERENCE_TICKERS } from "./houseBook.js";

const BOOK: Book = {
  basis: "reference_portfolio",
  name: "pair",
  description: "",
  weighting: "",
  positions: [
    { ticker: "A", side: "long", weight: 0.5 },
    { ticker: "B", side: "short", weight: 0.5 },
  ],
};

describe("bookReturns", () => {
  it("weights the members' returns on the dates they all hold", () => {
    // B misses d2, so the book's returns run d1 → d3 → d4. A: 100, (105), 110, 99; B: 50, 55, 44.
    const result = bookReturns(BOOK, [
      { ticker: "A", basis: "adj", dates: ["d1", "d2", "d3", "d4"], closes: [100, 105, 110, 99] },
      { ticker: "B", basis: "adj", dates: ["d1", "d3", "d4"], closes: [50, 55, 44] },
    ]);
    expect(result.dates).toEqual(["d1", "d3", "d4"]);
    // d1 → d3: 0.5·10% - 0.5·10% = 0; d3 → d4: 0.5·(-10%) - 0.5·(-20%) = +5%.
    expect(result.returns[0]).toBeCloseTo(0, 12);
    expect(result.returns[1]).toBeCloseTo(0.05, 12);
    expect(result.basis).toBe("adj");
    expect(lastReturns(result, 1).returns).toEqual([result.returns[1]]);
    expect(lastReturns(result, 1).dates).toEqual(["d3", "d4"]);
  });

  it("measures nothing across price bases or with a member missing", () => {
    const mixed = bookReturns(BOOK, [
      { ticker: "A", basis: "split_adjusted", dates: ["d1", "d2"], closes: [1, 2] },
      { ticker: "B", basis: "split_dividend_adjusted", dates: ["d1", "d2"], closes: [1, 2] },
    ]);
    expect(mixed).toMatchObject({ returns: [], basis: null, missing: [] });
    const missing = bookReturns(BOOK, [{ ticker: "A", basis: "adj", dates: ["d1", "d2"], closes: [1, 2] }]);
    expect(missing).toMatchObject({ returns: [], missing: ["B"] });
  });
});

describe("the house book", () => {
  it("is the equal-weight reference portfolio while the signals book is not available", () => {
    const { book, note } = houseBook({
      status: "unavailable",
      reason: "signals_book_not_built",
      detail: "not built",
    });
    expect(book).toBe(REFERENCE_PORTFOLIO);
    expect(book.basis).toBe("reference_portfolio");
    expect(book.positions).toHaveLength(12);
    expect(book.positions.map((p) => p.ticker)).toEqual([...REFERENCE_TICKERS]);
    expect(book.positions.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1, 12);
    expect(note).toContain("not built");
  });
});
