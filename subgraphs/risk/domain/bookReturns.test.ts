import { describe, expect, it } from "vitest";
import { bookReturns, lastReturns } from "./bookReturns.js";
import { type Book, houseBook, REFERENCE_PORTFOLIO, REFERENCE_TICKERS, signedWeight } from "./houseBook.js";

const BOOK: Book = {
  basis: "reference_portfolio",
  priceSource: "own_daily_files",
  bookDate: null,
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
  it("is the signals book's LONG and SHORT picks: each side half the gross, equal weight within it", () => {
    const { book, note } = houseBook({
      status: "available",
      date: "2017-11-10",
      universe: "daily_universe_2013_2017",
      picks: [
        { ticker: "MSFT", direction: "LONG" },
        { ticker: "AAPL", direction: "SHORT" },
        { ticker: "JPM", direction: "LONG" },
        { ticker: "XOM", direction: "LONG" },
      ],
    });
    expect(book).toMatchObject({
      basis: "signals_book",
      name: "signals_book_2017-11-10",
      bookDate: "2017-11-10",
      priceSource: "daily_universe",
    });
    // Longs first, each side by ticker: 0.5 / 3 each long, 0.5 / 1 the short.
    expect(book.positions).toEqual([
      { ticker: "JPM", side: "long", weight: 0.5 / 3 },
      { ticker: "MSFT", side: "long", weight: 0.5 / 3 },
      { ticker: "XOM", side: "long", weight: 0.5 / 3 },
      { ticker: "AAPL", side: "short", weight: 0.5 },
    ]);
    // Dollar-neutral, gross 1.
    expect(book.positions.reduce((sum, p) => sum + signedWeight(p), 0)).toBeCloseTo(0, 15);
    expect(book.positions.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1, 15);
    expect(note).toContain("2017-11-10");
  });

  it("is the equal-weight reference portfolio where no signals book exists at the clock", () => {
    const { book, note } = houseBook({
      status: "unavailable",
      reason: "no_book_as_of_clock",
      detail: "the clock's last final close 2013-12-31 is before the book's first date 2014-01-02",
    });
    expect(book).toBe(REFERENCE_PORTFOLIO);
    expect(book).toMatchObject({
      basis: "reference_portfolio",
      bookDate: null,
      priceSource: "own_daily_files",
    });
    expect(book.positions).toHaveLength(12);
    expect(book.positions.map((p) => p.ticker)).toEqual([...REFERENCE_TICKERS]);
    expect(book.positions.reduce((sum, p) => sum + p.weight, 0)).toBeCloseTo(1, 12);
    expect(note).toContain("before the book's first date 2014-01-02");
  });
});
