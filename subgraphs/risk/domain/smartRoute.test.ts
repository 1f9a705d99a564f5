/** The displayed size a route rests on, from data/sample/prices/minute/SPY/2023-08-03_quote.csv. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { displayedSize, type QuoteSizes } from "./smartRoute.js";

function spyQuotes(): QuoteSizes[] {
  const text = readFileSync(
    new URL("../../../data/sample/prices/minute/SPY/2023-08-03_quote.csv", import.meta.url),
    "utf8",
  );
  return text
    .trim()
    .split("\n")
    .slice(1)
    .map((line) => line.split(","))
    .filter(([ts]) => (ts as string).slice(11, 16) >= "09:30" && (ts as string).slice(11, 16) < "16:00")
    .map((f) => ({ bid: Number(f[4]), bidSize: Number(f[5]), ask: Number(f[9]), askSize: Number(f[10]) }));
}

describe("displayedSize", () => {
  it("SPY 2023-08-03 regular hours: median ask size 600 (a buy), median bid size 600 (a sell)", () => {
    // Medians of the 390 minutes' last ask_size and bid_size, sorted by hand.
    const quotes = spyQuotes();
    expect(displayedSize(quotes, "buy")).toEqual({ median: 600, minutes: 390 });
    expect(displayedSize(quotes, "sell")).toEqual({ median: 600, minutes: 390 });
  });

  it("leaves out crossed quotes and empty sizes", () => {
    expect(
      displayedSize(
        [
          { bid: 10, ask: 9.99, bidSize: 100, askSize: 100 },
          { bid: 10, ask: 10.01, bidSize: 100, askSize: null },
        ],
        "buy",
      ),
    ).toEqual({ median: null, minutes: 0 });
  });
});
