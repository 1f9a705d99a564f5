/**
 * Known answers of the lexicon method on headlines of data/sample/news/sec_filing_events.csv,
 * recomputed by hand from the formula score = 1.5 × (P − N) / (P + N + 1): a headline with no
 * lexicon term is 0; with one negative term, 1.5 × (0 − 1) / (0 + 1 + 1) = −0.75. An independent
 * python3 pass over the file (same words, same term lists read from this module's source) found
 * 359 headlines with no term and 49 with exactly one negative term, none with a positive term.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readTable } from "../../../warehouse/ingest/table.js";
import { headlineSentiment, meanScore, SENTIMENT_METHOD } from "./newsSentiment.js";

const FILE = new URL("../../../data/sample/news/sec_filing_events.csv", import.meta.url);
const headlines = [...readTable(readFileSync(FILE, "utf8"), "sec_filing_events.csv", ["headline"])].map(
  (row) => row.text("headline"),
);

describe("headlineSentiment", () => {
  it("reads MSFT's 8-K of 2024-01-19 (Material Cybersecurity Incidents) as −0.75", () => {
    expect(
      headlineSentiment(
        "Current report (8-K): Material Cybersecurity Incidents | Regulation FD Disclosure | Financial Statements and Exhibits",
      ),
    ).toEqual({
      score: -0.75,
      label: "negative",
      method: SENTIMENT_METHOD,
      positiveTerms: [],
      negativeTerms: ["cybersecurity incidents"],
    });
  });

  it("reads AAPL's results 8-K of 2023-11-02 as neutral: no term of either side", () => {
    expect(
      headlineSentiment(
        "Current report (8-K): Results of Operations and Financial Condition | Financial Statements and Exhibits",
      ),
    ).toMatchObject({ score: 0, label: "neutral", positiveTerms: [], negativeTerms: [] });
  });

  it("follows the formula as terms accumulate, within −1.5..+1.5", () => {
    // P=3 (profit, surges, strong): 1.5 × 3 / 4 = 1.125. P=2, N=1: 1.5 × 1 / 4 = 0.375.
    // P=1, N=1: 0. P=0, N=3 (loss, lawsuit, probe): 1.5 × −3 / 4 = −1.125.
    expect(headlineSentiment("Profit surges on strong demand").score).toBe(1.125);
    expect(headlineSentiment("Revenue beats estimates; growth strong").score).toBe(1.125);
    expect(headlineSentiment("Profit beats but layoffs announced").score).toBe(0.375);
    expect(headlineSentiment("Strong quarter, weak guidance")).toMatchObject({ score: 0, label: "neutral" });
    expect(headlineSentiment("Loss widens; lawsuit and probe follow").score).toBe(-1.125);
    // Counted per occurrence: "loss … loss" is two terms.
    expect(headlineSentiment("loss after loss").negativeTerms).toEqual(["loss", "loss"]);
  });

  it("scores the whole file as the independent pass did: 359 × 0 and 49 × −0.75", () => {
    const scores = headlines.map((headline) => headlineSentiment(headline).score);
    expect(scores.filter((score) => score === 0)).toHaveLength(359);
    expect(scores.filter((score) => score === -0.75)).toHaveLength(49);
    expect(scores).toHaveLength(408);
  });
});

describe("meanScore", () => {
  it("averages on the same scale, rounded to 4 decimals; none is null", () => {
    expect(meanScore([0, -0.75, 0])).toBe(-0.25);
    expect(meanScore([-0.75, 0, 0, 0, 0, 0, 0])).toBe(-0.1071);
    expect(meanScore([])).toBeNull();
  });
});
