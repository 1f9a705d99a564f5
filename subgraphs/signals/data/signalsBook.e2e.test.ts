/**
 * signals' book reader against the warehouse built from data/sample with its derived products
 * (the e2e template: ingest, then the `signals_book` build). AAPL's voter values as of 2016-06-30
 * are the python3 figures of subgraphs/signals/domain/voters.test.ts.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { derivedBuild } from "../../../warehouse/derived.js";
import { UNIVERSE_NAME } from "../../market/readers/universe.js";
import {
  type BookHandle,
  bookDates,
  bookHistory,
  bookRow,
  bookRows,
  bookWeights,
  openBook,
  SIGNALS_BOOK,
  tickerHistory,
} from "./signalsBook.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "signals-book-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

async function ready(through: string): Promise<BookHandle> {
  const opened = await openBook(warehouse.db, through);
  if (opened.status !== "ready") throw new Error(`book not ready at ${through}: ${opened.status}`);
  return opened.book;
}

describe("openBook", () => {
  it("opens the newest book date on or before the bound, labelled with its universe", async () => {
    const book = await ready("2017-11-12");
    expect(book).toMatchObject({
      date: "2017-11-10",
      through: "2017-11-12",
      universe: UNIVERSE_NAME,
      // 432 stocks of the 444 members (12 ETFs are not ranked); CVNA, INVH and VST are younger
      // than a year on 2017-11-10.
      members: 432,
      scored: 429,
    });
    expect(book.build.product).toBe(SIGNALS_BOOK);
    expect((await ready("2016-07-04")).date).toBe("2016-07-01");
  });

  it("has no book before its first date, 2014-01-02 (a year of history first)", async () => {
    expect(await openBook(warehouse.db, "2013-12-31")).toEqual({
      status: "none_as_of",
      through: "2013-12-31",
      firstDate: "2014-01-02",
    });
    expect((await ready("2014-01-02")).date).toBe("2014-01-02");
  });

  it("is cold when the data changed since the build, and says which build it holds", async () => {
    const built = await derivedBuild(warehouse.db, SIGNALS_BOOK);
    await warehouse.db
      .insertInto("ingested_files")
      .values({
        path: "extra.csv",
        sha256: "ab",
        adapter: "test",
        rows: 1,
        ingested_at: "2026-11-27T00:00:00Z",
      })
      .execute();
    try {
      expect(await openBook(warehouse.db, "2017-11-10")).toEqual({ status: "cold", build: built });
    } finally {
      await warehouse.db.deleteFrom("ingested_files").where("path", "=", "extra.csv").execute();
    }
    expect((await openBook(warehouse.db, "2017-11-10")).status).toBe("ready");
  });
});

describe("rows", () => {
  it("reads a whole date: scored stocks by rank, then the unscored with their reason", async () => {
    const rows = await bookRows(warehouse.db, await ready("2017-11-10"));
    expect(rows).toHaveLength(432);
    expect(rows.slice(0, 429).map((row) => row.rank)).toEqual(Array.from({ length: 429 }, (_, k) => k + 1));
    expect(rows.slice(429).map((row) => [row.ticker, row.unscoredReason, row.blendedScore])).toEqual([
      ["CVNA", "insufficient_history", null],
      ["INVH", "insufficient_history", null],
      ["VST", "insufficient_history", null],
    ]);
    expect(rows[0]).toMatchObject({ decile: 10, percentile: 100, direction: "LONG", conviction: 1 });
    expect(rows[428]).toMatchObject({ decile: 1, percentile: 0, direction: "SHORT", conviction: 1 });
    for (const row of rows.slice(0, 429)) {
      const sum = row.voters.reduce((total, voter) => total + (voter.contribution ?? 0), 0);
      expect(sum).toBeCloseTo(row.blendedScore!, 12);
      expect(row.universe).toBe(UNIVERSE_NAME);
    }
    expect(await bookRows(warehouse.db, await ready("2017-11-10"), { tickers: [] })).toEqual([]);
  });

  it("reads one ticker's row with its voters' values, percentiles, weights and contributions", async () => {
    const row = await bookRow(warehouse.db, await ready("2016-06-30"), "AAPL");
    expect(row).toMatchObject({ date: "2016-06-30", ticker: "AAPL", close: 93.102, votersUsed: 7 });
    const value = (voter: string) => row!.voters.find((reading) => reading.voter === voter)!.value;
    expect(value("momentum_12_1")).toBeCloseTo(-0.18355054302422724, 12);
    expect(value("reversal_1m")).toBeCloseTo(-0.0473452097125725, 12);
    expect(value("low_volatility")).toBeCloseTo(0.23655762488722587, 12);
    expect(value("trend_sma200")).toBeCloseTo(-0.08188461667607794, 12);
    expect(value("rsi_14")).toBeCloseTo(47.67207799529187, 10);
    expect(value("volume_surge")).toBeCloseTo(1.1525811949863478, 12);
    expect(value("high_52w_proximity")).toBeCloseTo(0.7387288740776006, 12);
    const weights = await bookWeights(warehouse.db, await ready("2016-06-30"));
    expect(row!.voters.map((reading) => reading.weight)).toEqual(weights.voters.map((voter) => voter.weight));
    expect(await bookRow(warehouse.db, await ready("2016-06-30"), "META")).toBeNull();
  });

  it("reads one ticker's history up to the book date only, oldest first", async () => {
    const book = await ready("2016-07-01");
    const history = await tickerHistory(warehouse.db, book, "AAPL", { sessions: 3 });
    expect(history.map((row) => row.date)).toEqual(["2016-06-29", "2016-06-30", "2016-07-01"]);
    expect(history[1]!.close).toBe(93.102);
    const since = await tickerHistory(warehouse.db, book, "AAPL", { from: "2016-06-30" });
    expect(since.map((row) => row.date)).toEqual(["2016-06-30", "2016-07-01"]);
    const window = await bookHistory(warehouse.db, book, { sessions: 2 });
    const [june, july] = [await ready("2016-06-30"), book];
    expect(window).toHaveLength(june.members + july.members);
    expect(window.every((row) => row.date <= "2016-07-01")).toBe(true);
    expect(await bookDates(warehouse.db, book, { sessions: 2 })).toEqual(["2016-06-30", "2016-07-01"]);
  });
});

describe("weights", () => {
  it("are stored with their date, sum to 1 and come from ICs realised 21 sessions earlier", async () => {
    const weights = await bookWeights(warehouse.db, await ready("2017-11-10"));
    expect(weights).toMatchObject({
      date: "2017-11-10",
      basis: "ic_weighted",
      // 21 sessions before 2017-11-10, and the 252 score dates before that.
      icWindowLast: "2017-10-12",
      icWindowFirst: "2016-10-13",
    });
    expect(weights.voters.map((voter) => voter.voter)).toEqual([
      "momentum_12_1",
      "reversal_1m",
      "low_volatility",
      "trend_sma200",
      "rsi_14",
      "volume_surge",
      "high_52w_proximity",
    ]);
    expect(weights.voters.reduce((sum, voter) => sum + voter.weight, 0)).toBeCloseTo(1, 12);
    for (const voter of weights.voters) {
      expect(voter.icObservations).toBe(252);
      // A voter with a negative mean IC gets no weight.
      if (voter.meanIc! <= 0) expect(voter.weight).toBe(0);
    }
    const early = await bookWeights(warehouse.db, await ready("2014-01-02"));
    expect(early).toMatchObject({ basis: "equal_weight_warmup", icWindowFirst: null, icWindowLast: null });
  });
});
