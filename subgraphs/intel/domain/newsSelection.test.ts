import { describe, expect, it } from "vitest";
import type { NewsRecord } from "./newsRecord.js";
import { admits, ordered, pageOf, searchWords } from "./newsSelection.js";

function item(
  id: string,
  published: string,
  title: string,
  tickers: string[],
  more: Partial<NewsRecord> = {},
): NewsRecord {
  return {
    id,
    source: "sec-edgar",
    sourceFile: "news/sec_filing_events.csv",
    title,
    teaser: null,
    url: "https://www.sec.gov/",
    ticker: tickers[0] ?? null,
    tickers,
    coins: [],
    channels: ["sec-filing"],
    tags: [],
    author: "SEC EDGAR",
    publishedMs: Date.parse(published),
    updatedMs: null,
    visibleFromMs: Date.parse(published),
    body: null,
    newsType: "article",
    filing: null,
    ...more,
  };
}

// Headlines of data/sample/news/sec_filing_events.csv, and two made-up multi-ticker items.
const results = item(
  "a",
  "2023-11-02T20:30:32Z",
  "Current report (8-K): Results of Operations and Financial Condition",
  ["AAPL"],
);
const cyber = item(
  "b",
  "2024-01-19T21:39:35Z",
  "Current report (8-K): Material Cybersecurity Incidents | Regulation FD Disclosure",
  ["MSFT"],
);
const both = item("c", "2024-02-01T12:00:00Z", "Apple and Microsoft results", ["AAPL", "MSFT"]);
const market = item("d", "2024-02-02T12:00:00Z", "Oil futures slide", []);
const all = [results, cyber, both, market];
const ids = (records: NewsRecord[]) => records.map((record) => record.id);

describe("admits", () => {
  it("tickers: any, all, only, tagged", () => {
    expect(ids(all.filter((r) => admits({ anyTicker: ["AAPL"] }, r)))).toEqual(["a", "c"]);
    expect(ids(all.filter((r) => admits({ allTickers: ["AAPL", "MSFT"] }, r)))).toEqual(["c"]);
    expect(ids(all.filter((r) => admits({ onlyTicker: "AAPL" }, r)))).toEqual(["a"]);
    expect(ids(all.filter((r) => admits({ tagged: true }, r)))).toEqual(["a", "b", "c"]);
  });

  it("topics, sentiment, words, window, source and type", () => {
    expect(ids(all.filter((r) => admits({ anyTopic: ["earnings", "oil"] }, r)))).toEqual(["a", "d"]);
    expect(ids(all.filter((r) => admits({ allTopics: ["oil", "futures"] }, r)))).toEqual(["d"]);
    expect(ids(all.filter((r) => admits({ noTopic: ["earnings"] }, r)))).toEqual(["b", "c", "d"]);
    expect(ids(all.filter((r) => admits({ anyTopic: ["paywall"] }, r)))).toEqual([]);
    expect(ids(all.filter((r) => admits({ sentiment: "negative" }, r)))).toEqual(["b"]);
    expect(ids(all.filter((r) => admits({ allWords: searchWords("results apple") }, r)))).toEqual(["c"]);
    expect(ids(all.filter((r) => admits({ anyWord: searchWords("cybersecurity oil") }, r)))).toEqual([
      "b",
      "d",
    ]);
    const window = { fromMs: Date.parse("2024-01-01T00:00:00Z"), toMs: Date.parse("2024-02-01T12:00:00Z") };
    expect(ids(all.filter((r) => admits({ window }, r)))).toEqual(["b", "c"]);
    expect(ids(all.filter((r) => admits({ sources: ["sec-edgar"], newsType: "video" }, r)))).toEqual([]);
    expect(ids(all.filter((r) => admits({ excludedSources: ["sec-edgar"] }, r)))).toEqual([]);
  });
});

describe("ordered", () => {
  it("newest, oldest first, and rank by requested tickers, then words, then focus, then newest", () => {
    expect(ids(ordered(all, "newest"))).toEqual(["d", "c", "b", "a"]);
    expect(ids(ordered(all, "oldestfirst"))).toEqual(["a", "b", "c", "d"]);
    expect(ids(ordered(all, "rank", { anyTicker: ["AAPL", "MSFT"] }))).toEqual(["c", "b", "a", "d"]);
    expect(ids(ordered([results, both], "rank", { anyTicker: ["AAPL"] }))).toEqual(["a", "c"]);
  });
});

describe("pageOf", () => {
  it("pages with total, has_more and next_page", () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({
      items: [3, 4],
      page: 2,
      pageSize: 2,
      total: 5,
      hasMore: true,
      nextPage: 3,
    });
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toMatchObject({ items: [5], hasMore: false, nextPage: null });
    expect(pageOf([1], 4, 2)).toMatchObject({ items: [], hasMore: false, nextPage: null, total: 1 });
  });
});
