import { describe, expect, it } from "vitest";
import { occurrences, termsFound, wordsOf } from "./newsText.js";

describe("wordsOf / termsFound", () => {
  it("reads an SEC headline as lower-case words, keeping hyphenated words whole", () => {
    expect(wordsOf("Current report (8-K): Non-Reliance on Previously Issued Financial Statements")).toEqual([
      "current",
      "report",
      "8-k",
      "non-reliance",
      "on",
      "previously",
      "issued",
      "financial",
      "statements",
    ]);
  });

  it("matches whole words and phrases only", () => {
    const words = wordsOf("Costs Associated with Exit or Disposal Activities; next steps");
    expect(termsFound(words, ["exit or disposal", "eps", "steps", "disposal activity"])).toEqual([
      "exit or disposal",
      "steps",
    ]);
    expect(occurrences(wordsOf("loss, loss and losses"), "loss")).toBe(2);
    expect(occurrences(wordsOf("a b a b a"), "a b")).toBe(2);
  });
});
