/** market's read-only universe and close-series reader against the warehouse built from data/sample. */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import {
  closeSeries,
  universeBars,
  universeCloseColumns,
  universeLastDate,
  universeMembers,
} from "./universe.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "universe-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("universe reader", () => {
  it("reads closes as columns: the bars' closes and dates, one typed array per ticker, none for a non-member", async () => {
    const range = { from: "2016-11-01", through: "2017-11-09", tickers: ["AAPL", "SPY", "VST", "ZZZZ"] };
    const [columns, bars] = await Promise.all([
      universeCloseColumns(warehouse.db, range),
      universeBars(warehouse.db, range),
    ]);
    expect([...columns.keys()].sort()).toEqual(["AAPL", "SPY", "VST"]);
    for (const [ticker, series] of bars) {
      const read = columns.get(ticker);
      expect(read?.closes).toBeInstanceOf(Float64Array);
      expect(read?.dates).toEqual(series.map((bar) => bar.date));
      expect([...(read?.closes ?? [])]).toEqual(series.map((bar) => bar.close));
    }
    // VST listed 2017-05-11: 2017-05-11..2017-11-09 is 128 of its 129 rows.
    expect(columns.get("VST")?.dates).toHaveLength(128);
    expect(await universeCloseColumns(warehouse.db, { ...range, tickers: [] })).toEqual(new Map());
  });

  it("lists the 444 members with their kind and window", async () => {
    const members = await universeMembers(warehouse.db);
    expect(members).toHaveLength(444);
    expect(members.filter((member) => member.kind === "etf")).toHaveLength(12);
    // daily_universe_index.csv: VST,stock,Data/Stocks/vst.us.txt,2017-05-11,2017-11-10,129
    expect(members.find((member) => member.ticker === "VST")).toEqual({
      ticker: "VST",
      kind: "stock",
      firstDate: "2017-05-11",
      lastDate: "2017-11-10",
      rows: 129,
    });
  });

  it("returns bars up to `through` only, oldest first, for the tickers asked", async () => {
    const bars = await universeBars(warehouse.db, {
      from: "2017-11-08",
      through: "2017-11-09",
      tickers: ["MSFT", "VST"],
    });
    expect([...bars.keys()]).toEqual(["MSFT", "VST"]);
    // zcat prices/daily_universe.csv.gz | grep '^MSFT,2017-11-0[89]'
    expect(bars.get("MSFT")).toEqual([
      { date: "2017-11-08", open: 84.14, high: 84.61, low: 83.83, close: 84.56, volume: 18_029_584 },
      { date: "2017-11-09", open: 84.11, high: 84.27, low: 82.9, close: 84.09, volume: 21_175_384 },
    ]);
    expect(await universeBars(warehouse.db, { through: "2017-11-09", tickers: [] })).toEqual(new Map());
  });

  it("reads the whole cross-section of one date", async () => {
    const bars = await universeBars(warehouse.db, { from: "2017-11-10", through: "2017-11-10" });
    // Every member's series ends 2017-11-10 (PROVENANCE).
    expect(bars.size).toBe(444);
  });

  it("says which universe session is the newest on or before a date", async () => {
    expect(await universeLastDate(warehouse.db, "2017-11-12")).toBe("2017-11-10");
    // 2017-11-11 is a Saturday: the Friday's session.
    expect(await universeLastDate(warehouse.db, "2017-11-11")).toBe("2017-11-10");
    expect(await universeLastDate(warehouse.db, "2012-12-31")).toBeNull();
  });
});

describe("closeSeries", () => {
  it("uses adj_close where the file publishes it (MSFT: split and dividend adjusted)", async () => {
    // prices/daily/MSFT.csv 2017-11-10: close 83.870003, adj_close 78.586945.
    expect(await closeSeries(warehouse.db, "MSFT", { from: "2017-11-10", through: "2017-11-10" })).toEqual({
      basis: "split_dividend_adjusted",
      dates: ["2017-11-10"],
      closes: [78.586945],
    });
  });

  it("states a file whose adj_close repeats close on close's own basis (BA)", async () => {
    // prices/daily_index.csv: BA close_basis split_dividend_adjusted, adj_close_basis same_as_close.
    expect(await closeSeries(warehouse.db, "BA", { from: "2017-11-10", through: "2017-11-10" })).toEqual({
      basis: "split_dividend_adjusted",
      dates: ["2017-11-10"],
      closes: [260.85],
    });
  });

  it("serves an unadjusted series on its basis and nothing after `through` (SPY)", async () => {
    const series = await closeSeries(warehouse.db, "SPY", { from: "2021-03-30", through: "2021-03-31" });
    expect(series.basis).toBe("unadjusted");
    expect(series.dates).toEqual(["2021-03-30", "2021-03-31"]);
    expect(series.closes[1]).toBe(396.33);
    expect((await closeSeries(warehouse.db, "SPY", { through: "1998-01-01" })).dates).toEqual([]);
  });
});
