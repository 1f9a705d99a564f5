/**
 * The intel subgraph against the sample warehouse (data/sample ingested into in-memory SQLite), executed
 * as the gateway would call it. Filing news reads the news store, fed by news/sec_filing_events.csv
 * (derived from the companies' EDGAR submissions files), which is the answer key for ids, urls and titles.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { useSubgraph } from "../../test/support/subgraphHarness.js";
import { readCsv } from "../../warehouse/ingest/csv.js";
import { definition } from "./index.js";

const { run, statements } = useSubgraph(definition, "2026-02-02T15:00:00Z");

type Item = Record<string, unknown> & { id: string; title: string; url: string };
type Feed = Record<string, unknown> & { items: Item[] };

const ITEM = `id title teaser teaserReason url ticker tickers coins channels tags author published created updated
  updatedReason form filingDate items`;
const FEED = `items { ${ITEM} } count source ticker newestItemDate searchedBackTo isPartial coverageNote`;

async function feed(args: string): Promise<Feed> {
  const result = await run(`{ filingNews(${args}) { ${FEED} } }`);
  expect(result.errors).toBeUndefined();
  return result.data?.filingNews as Feed;
}

async function errorOf(args: string) {
  const result = await run(`{ filingNews(${args}) { count } }`);
  return result.errors?.[0];
}

describe("Query.filingNews", () => {
  it("maps AAPL's newest filings to news items, newest first", async () => {
    const news = await feed('ticker: "aapl", limit: 3');
    expect(news).toMatchObject({
      count: 3,
      source: "sec-edgar",
      ticker: "AAPL",
      newestItemDate: "2026-01-02",
      // AAPL's oldest item of news/sec_filing_events.csv: its 8-K of 2015-02-09.
      searchedBackTo: "2015-02-09",
      isPartial: true,
    });
    expect(news.coverageNote).toContain("held for AAPL: 149, published 2015-02-09 onwards");
    expect(news.items[0]).toEqual({
      id: "0001140361-26-000199",
      title:
        "Current report (8-K): Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers",
      teaser: null,
      teaserReason: "edgar_metadata_has_no_summary",
      url: "https://www.sec.gov/Archives/edgar/data/320193/000114036126000199/ef20060722_8k.htm",
      ticker: "AAPL",
      tickers: ["AAPL"],
      coins: [],
      channels: ["sec-filing"],
      tags: ["8-k"],
      author: "SEC EDGAR",
      published: "2026-01-02T21:30:52.000Z",
      created: "2026-01-02T21:30:52.000Z",
      updated: null,
      updatedReason: "edgar_filings_are_not_updated (an amendment is a filing of its own)",
      form: "8-K",
      filingDate: "2026-01-02",
      items: ["5.02"],
    });
  });

  it("finds AAPL's newest 10-K by date range", async () => {
    const news = await feed('ticker: "AAPL", startDate: "2025-10-31", endDate: "2025-10-31"');
    expect(news.items).toHaveLength(1);
    expect(news.items[0]).toMatchObject({
      id: "0000320193-25-000079",
      title: "Annual report (10-K)",
      url: "https://www.sec.gov/Archives/edgar/data/320193/000032019325000079/aapl-20250927.htm",
      tags: ["10-k"],
      items: [],
    });
  });

  it("filters on the UTC day of publication, not EDGAR's next-business-day filing date", async () => {
    // TSLA's FY2025 10-K was accepted 2026-01-28 20:55 UTC, after EDGAR's cut-off, so filed 2026-01-29.
    const news = await feed('ticker: "TSLA", startDate: "2026-01-28", endDate: "2026-01-28"');
    expect(news.items.map((item) => [item.id, item.form, item.filingDate])).toContainEqual([
      "0001628280-26-003952",
      "10-K",
      "2026-01-29",
    ]);
  });

  it("returns exactly the news-form filings of the answer key, with its urls and item titles", async () => {
    const csv = readFileSync(
      new URL("../../data/sample/news/sec_filing_events.csv", import.meta.url),
      "utf8",
    );
    const [header, ...rows] = [...readCsv(csv, "sec_filing_events.csv")].map((record) => record.fields);
    const col = (name: string) => header!.indexOf(name);
    const expected = rows
      .filter((row) => row[col("ticker")] === "TSLA" && row[col("acceptance_datetime")]!.startsWith("2024"))
      .reverse();
    const news = await feed('ticker: "TSLA", limit: 100, startDate: "2024-01-01", endDate: "2024-12-31"');
    expect(news.items.map((item) => item.id)).toEqual(expected.map((row) => row[col("accession")]));
    expect(news.items.map((item) => item.url)).toEqual(expected.map((row) => row[col("url")]));
    const itemTitles = (title: string) => title.split("): ")[1] ?? null;
    expect(news.items.map((item) => itemTitles(item.title))).toEqual(
      expected.map((row) => itemTitles(row[col("headline")]!)),
    );
  });

  it("refuses a known ticker with no news held: 503 dataset_unavailable, not an empty list", async () => {
    // Issue 14 defect 6: the news store holds no item for JPM (news/sec_filing_events.csv holds AAPL,
    // MSFT and TSLA only), nor for a crypto pair; spec/01 rule 4 makes that 503, like sec_filings.
    expect((await errorOf('ticker: "JPM"'))?.extensions).toMatchObject({
      code: "dataset_unavailable",
      http: { status: 503 },
      extra: { ticker: "JPM", dataset: "news_store", reason: "no_news_held" },
    });
    expect((await errorOf('ticker: "X:BTCUSD"'))?.extensions).toMatchObject({
      code: "dataset_unavailable",
      extra: { ticker: "X:BTCUSD", dataset: "news_store", reason: "no_news_held" },
    });
  });

  it("a held company with nothing in the window is a real empty list", async () => {
    const news = await feed('ticker: "AAPL", startDate: "2026-02-03"');
    expect(news).toMatchObject({
      items: [],
      count: 0,
      newestItemDate: null,
      searchedBackTo: expect.any(String),
    });
  });

  it("point in time: no filing accepted after the clock", async () => {
    // AAPL's 8-K 0001140361-26-000199 was accepted 2026-01-02T21:30:52Z; half an hour before, the
    // newest news filing is the 8-K of 2025-12-05 (accepted 21:31:42Z that day).
    const clock = fixedClock("2026-01-02T21:00:00Z");
    const result = await run(`{ filingNews(ticker: "AAPL", limit: 2) { ${FEED} } }`, {}, { clock });
    expect(result.errors).toBeUndefined();
    const news = result.data?.filingNews as Feed;
    expect(news.newestItemDate).toBe("2025-12-05");
    expect(news.items[0]).toMatchObject({
      id: "0001140361-25-044561",
      published: "2025-12-05T21:31:42.000Z",
    });
  });

  it("rejects an unknown ticker with 404 unknown_ticker", async () => {
    expect((await errorOf('ticker: "ZZZZQ"'))?.extensions).toMatchObject({
      code: "unknown_ticker",
      http: { status: 404 },
    });
  });

  it("rejects an end date before the start date", async () => {
    expect(
      (await errorOf('ticker: "AAPL", startDate: "2024-02-01", endDate: "2024-01-31"'))?.extensions,
    ).toMatchObject({ code: "invalid_date_range", http: { status: 422 } });
  });

  it.each([
    ["limit", 'ticker: "AAPL", limit: 0', "validation_error"],
    ["limit", 'ticker: "AAPL", limit: 101', "validation_error"],
    ["startDate", 'ticker: "AAPL", startDate: "2023-02-30"', "invalid_date"],
  ])("rejects a bad %s (%s)", async (parameter, args, code) => {
    expect((await errorOf(args))?.extensions).toMatchObject({ code, extra: { parameter } });
  });
});

const ENTITIES = `query($reps: [_Any!]!, $limit: Int) { _entities(representations: $reps) { ... on Instrument {
  ticker filingNews(limit: $limit) { count ticker searchedBackTo items { id form } } } } }`;

describe("Instrument.filingNews via _entities", () => {
  const reps = ["AAPL", "MSFT", "TSLA", "JPM", "GOOG", "GOOGL"].map((ticker) => ({
    __typename: "Instrument",
    ticker,
  }));

  it("batches every instrument into one instruments and one filings statement", async () => {
    const result = await run(ENTITIES, { reps, limit: 5 });
    const entities = result.data?._entities as { ticker: string; filingNews: Feed | null }[];
    // No filings held for JPM, GOOG, GOOGL: their field alone is null, each with its 503 error.
    expect(entities.map((e) => [e.ticker, e.filingNews?.count ?? null])).toEqual([
      ["AAPL", 5],
      ["MSFT", 5],
      ["TSLA", 5],
      ["JPM", null],
      ["GOOG", null],
      ["GOOGL", null],
    ]);
    expect(result.errors?.map((e) => [e.path?.[1], e.extensions?.code])).toEqual([
      [3, "dataset_unavailable"],
      [4, "dataset_unavailable"],
      [5, "dataset_unavailable"],
    ]);
    expect(entities[0]!.filingNews!.items[0]).toEqual({ id: "0001140361-26-000199", form: "8-K" });
    // MSFT's oldest item of news/sec_filing_events.csv: its 8-K of 2019-09-19.
    expect(entities[1]!.filingNews!.searchedBackTo).toBe("2019-09-19");
    expect(statements).toHaveLength(2);
  });

  it("applies the limit range to the field argument too", async () => {
    const result = await run(ENTITIES, { reps, limit: 500 });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit" },
    });
  });

  it("serves the same feed as Instrument.news, its name now, in the same one batch", async () => {
    const result = await run(
      `query($reps: [_Any!]!) { _entities(representations: $reps) { ... on Instrument {
        ticker news(limit: 2) { count items { id } } filingNews(limit: 2) { count items { id } } } } }`,
      { reps: reps.slice(0, 2) },
    );
    expect(result.errors).toBeUndefined();
    const entities = result.data?._entities as { news: Feed; filingNews: Feed }[];
    expect(entities.map((e) => e.news)).toEqual(entities.map((e) => e.filingNews));
    expect(entities[0]!.news.items.map((item) => item.id)).toEqual([
      "0001140361-26-000199",
      "0001140361-25-044561",
    ]);
    expect(statements).toHaveLength(2);
  });
});

const DAY = `date callVolume callVolumeReason putVolume putVolumeReason totalVolume putCallVolumeRatio
  putCallVolumeRatioReason callOpenInterest callOpenInterestReason putOpenInterest putOpenInterestReason
  callContractsWithoutOpenInterest putContractsWithoutOpenInterest contracts callContracts putContracts expiries
  coverage sourceFiles`;
type Day = Record<string, unknown> & { date: string };
type Volume = { ticker: string; items: Day[]; count: number; source: string; note: string };

async function optionsVolume(args: string): Promise<Volume> {
  const result = await run(`{ optionsVolume(${args}) { ticker items { ${DAY} } count source note } }`);
  expect(result.errors).toBeUndefined();
  return result.data?.optionsVolume as Volume;
}

describe("Query.optionsVolume", () => {
  // Expected figures: awk over data/sample/options/chains/*.csv (see domain/optionsVolume.test.ts).
  it("sums AAPL's 2014-06-10 chain: 836,999 calls and 494,643 puts traded", async () => {
    const volume = await optionsVolume('ticker: "aapl"');
    expect(volume).toMatchObject({ ticker: "AAPL", count: 1, source: "option_chain_snapshots" });
    expect(volume.items).toEqual([
      {
        date: "2014-06-10",
        callVolume: 836_999,
        callVolumeReason: null,
        putVolume: 494_643,
        putVolumeReason: null,
        totalVolume: 1_331_642,
        putCallVolumeRatio: 0.590972,
        putCallVolumeRatioReason: null,
        // The 2,180 pre-split twins left out (their open interest would count twice).
        callOpenInterest: 9_020_496,
        callOpenInterestReason: null,
        putOpenInterest: 6_000_434,
        putOpenInterestReason: null,
        callContractsWithoutOpenInterest: 174,
        putContractsWithoutOpenInterest: 132,
        contracts: 2180,
        callContracts: 1090,
        putContracts: 1090,
        expiries: 12,
        coverage: "calls_and_puts",
        sourceFiles: ["options/chains/AAPL_2014-06-10.csv"],
      },
    ]);
    expect(volume.note).toContain("306 of the 2180 contracts shown report none");
    expect(volume.note).toContain("pre-split share basis (2180 contracts)");
    expect(volume.note).not.toContain("truncated chains");
  });

  it("serves SPY's truncated calls-only chains newest first, labelled, puts null not zero", async () => {
    const all = await optionsVolume('ticker: "SPY"');
    expect(all.items.map((d) => [d.date, d.callVolume, d.putVolume, d.contracts, d.coverage])).toEqual([
      ["2024-01-09", 3, null, 23, "calls_only"],
      ["2024-01-08", 4, null, 20, "calls_only"],
      ["2024-01-05", 50, null, 19, "calls_only"],
      ["2024-01-04", 0, null, 36, "calls_only"],
      ["2024-01-03", 2, null, 21, "calls_only"],
      ["2024-01-02", 2, null, 18, "calls_only"],
      ["2023-12-29", 80, null, 14, "calls_only"],
      ["2023-12-28", 159, null, 22, "calls_only"],
    ]);
    expect(all.items[3]).toMatchObject({
      date: "2024-01-04",
      putCallVolumeRatio: null,
      putCallVolumeRatioReason: "no_call_volume",
      callOpenInterest: 120,
      callContractsWithoutOpenInterest: 27,
      expiries: 5,
    });
    expect(all.note).toContain("hold calls only (14 to 36 contracts a day): they are truncated chains");

    const newest = await optionsVolume('ticker: "SPY", limit: 2');
    expect(newest.count).toBe(2);
    expect(newest.items.map((d) => [d.date, d.callOpenInterest, d.putCallVolumeRatioReason])).toEqual([
      ["2024-01-09", 1019, "no_put_contracts_held"],
      ["2024-01-08", 14, "no_put_contracts_held"],
    ]);
    expect(newest.note).toContain("The chains of 2024-01-09, 2024-01-08 hold calls only");
  });

  it("refuses a known ticker without option data: 503 dataset_unavailable, not an empty list", async () => {
    // Issue 14 defect 6: no chain is held for JPM (data/sample/options/chains has none), which
    // used to answer an empty list with a note; spec/01 rule 4 makes it 503.
    const result = await run('{ optionsVolume(ticker: "JPM") { count } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "dataset_unavailable",
      http: { status: 503 },
      extra: { ticker: "JPM", dataset: "option_chain_snapshots", reason: "no_option_chain_held" },
    });
  });

  it("rejects an unknown ticker with 404 unknown_ticker (SPX, the SPXW chain's underlying, is not an instrument)", async () => {
    for (const ticker of ["ZZZZQ", "SPX"]) {
      const result = await run(`{ optionsVolume(ticker: "${ticker}") { count } }`);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: "unknown_ticker", http: { status: 404 } });
    }
  });

  it.each([0, 201])("rejects limit %i", async (limit) => {
    const result = await run(`{ optionsVolume(ticker: "SPY", limit: ${limit}) { count } }`);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit", accepted: "1..200" },
    });
  });
});

const VOLUME_ENTITIES = `query($reps: [_Any!]!, $limit: Int) { _entities(representations: $reps) { ... on Instrument {
  ticker optionsVolume(limit: $limit) { count items { date callVolume putVolume } } } } }`;

describe("Instrument.optionsVolume via _entities", () => {
  const reps = ["AAPL", "SPY", "GOOG", "JPM"].map((ticker) => ({ __typename: "Instrument", ticker }));

  it("batches every instrument into one instruments and one option chain statement", async () => {
    const result = await run(VOLUME_ENTITIES, { reps, limit: 1 });
    // JPM holds no chain: its field alone is null, with its 503 (issue 14 defect 6).
    expect(result.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([
      [["_entities", 3, "optionsVolume"], "dataset_unavailable"],
    ]);
    const entities = result.data?._entities as { ticker: string; optionsVolume: Volume | null }[];
    expect(
      entities.map((e) => [e.ticker, e.optionsVolume?.count ?? null, e.optionsVolume?.items[0] ?? null]),
    ).toEqual([
      ["AAPL", 1, { date: "2014-06-10", callVolume: 836_999, putVolume: 494_643 }],
      ["SPY", 1, { date: "2024-01-09", callVolume: 3, putVolume: null }],
      ["GOOG", 1, { date: "2015-12-23", callVolume: 11_172, putVolume: 13_556 }],
      ["JPM", null, null],
    ]);
    expect(statements).toHaveLength(2);
  });

  it("defaults to 30 dates and applies the limit range to the field argument too", async () => {
    const spy = await run(VOLUME_ENTITIES, { reps: [reps[1]] });
    expect((spy.data?._entities as { optionsVolume: Volume }[])[0]!.optionsVolume.count).toBe(8);
    const result = await run(VOLUME_ENTITIES, { reps, limit: 201 });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "limit" },
    });
  });
});
