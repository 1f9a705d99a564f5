/** The SEC filing events adapter of the news store, on rows of the real file and malformed copies. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SAMPLE_DATA_DIR } from "../ensure.js";
import { IngestError } from "./errors.js";
import { parseSecFilingEvents, SEC_FILING_EVENTS_FILE } from "./news.js";

const text = readFileSync(`${SAMPLE_DATA_DIR}/${SEC_FILING_EVENTS_FILE}`, "utf8");
const [header, ...lines] = text.trimEnd().split("\n");
const withLines = (...rows: string[]) => [header, ...rows].join("\n");

describe("parseSecFilingEvents", () => {
  it("reads every row of the bundled file, one ticker row per item", () => {
    const rows = parseSecFilingEvents(text, SEC_FILING_EVENTS_FILE);
    expect(rows.items).toHaveLength(408);
    expect(rows.tickers).toHaveLength(408);
  });

  it("maps a row to the item shape: headline verbatim, acceptance as published, 8-K items kept", () => {
    // Line 121: AAPL's 8-K of 2023-11-02 (Q4 FY2023 results), accepted 20:30:32Z, dated that day.
    const { items, tickers } = parseSecFilingEvents(withLines(lines[119]!), "f.csv");
    expect(items[0]).toEqual({
      id: "0000320193-23-000104",
      source: "sec-edgar",
      source_file: "f.csv",
      title:
        "Current report (8-K): Results of Operations and Financial Condition | Financial Statements and Exhibits",
      teaser: null,
      url: "https://www.sec.gov/Archives/edgar/data/320193/000032019323000104/aapl-20231102.htm",
      ticker: "AAPL",
      tickers: '["AAPL"]',
      coins: "[]",
      channels: '["sec-filing"]',
      tags: '["8-k"]',
      author: "SEC EDGAR",
      published_ms: Date.parse("2023-11-02T20:30:32Z"),
      updated_ms: null,
      // 22:00 EDT on 2023-11-02.
      visible_from_ms: Date.parse("2023-11-03T02:00:00Z"),
      body: null,
      news_type: "article",
      cik: "0000320193",
      form: "8-K",
      filing_date: "2023-11-02",
      report_date: "2023-11-02",
      filing_items: "2.02,9.01",
    });
    expect(tickers).toEqual([
      {
        item_id: "0000320193-23-000104",
        ticker: "AAPL",
        published_ms: Date.parse("2023-11-02T20:30:32Z"),
        visible_from_ms: Date.parse("2023-11-03T02:00:00Z"),
      },
    ]);
  });

  it.each([
    [
      "a missing acceptance instant",
      (row: string) => row.replace("2023-11-02T20:30:32.000Z", ""),
      "acceptance_datetime",
    ],
    ["a bad accession", (row: string) => row.replace("0000320193-23-000104", "23-104"), "accession"],
    ["a bad CIK", (row: string) => row.replace("0000320193", "320193"), "cik"],
    [
      "an impossible filing date",
      (row: string) => row.replace(",2023-11-02,8-K", ",2023-02-30,8-K"),
      "filing_date",
    ],
  ])("refuses %s, naming the line and column", (_, edit, column) => {
    const malformed = withLines(lines[0]!, edit(lines[119]!));
    try {
      parseSecFilingEvents(malformed, "f.csv");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(IngestError);
      expect(error).toMatchObject({ file: "f.csv", line: 3, field: column });
    }
  });

  it("refuses an accession given twice", () => {
    expect(() => parseSecFilingEvents(withLines(lines[119]!, lines[119]!), "f.csv")).toThrow(/appears twice/);
  });
});
