/** market's read-only minute reader against the warehouse built from data/sample (a private copy). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { minuteQuoteSessions, minuteQuotes, minuteTradeSessions, minuteVolumes } from "./minuteTape.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "minute-tape-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

const OPEN = Date.parse("2023-08-03T09:30:00-04:00");
const BELL = Date.parse("2023-08-03T16:00:00-04:00");

describe("minute sessions", () => {
  it("lists the held sessions through the bound, newest first", async () => {
    // prices/minute/SPY: 2013-10-04..2013-10-11 (six sessions) and 2023-08-03.
    expect(await minuteTradeSessions(warehouse.db, "SPY", "2023-08-03")).toEqual([
      "2023-08-03",
      "2013-10-11",
      "2013-10-10",
      "2013-10-09",
      "2013-10-08",
      "2013-10-07",
      "2013-10-04",
    ]);
    expect(await minuteTradeSessions(warehouse.db, "SPY", "2023-08-02")).toHaveLength(6);
    expect(await minuteQuoteSessions(warehouse.db, "SPY", "2023-08-03")).toEqual(["2023-08-03"]);
    expect(await minuteQuoteSessions(warehouse.db, "SPY", "2023-08-02")).toEqual([]);
    expect(await minuteTradeSessions(warehouse.db, "JPM", "2030-01-01")).toEqual([]);
  });
});

describe("one session's bars", () => {
  it("reads the regular-hours volumes and quotes of SPY 2023-08-03", async () => {
    const volumes = await minuteVolumes(warehouse.db, "SPY", {
      date: "2023-08-03",
      fromMs: OPEN,
      toMs: BELL,
    });
    expect(volumes).toHaveLength(390);
    // The regular-hours rows of prices/minute/SPY/2023-08-03_trade.csv sum to 56,894,355 shares.
    expect(volumes.reduce((sum, bar) => sum + bar.volume, 0)).toBe(56_894_355);
    const quotes = await minuteQuotes(warehouse.db, "SPY", { date: "2023-08-03", fromMs: OPEN, toMs: BELL });
    expect(quotes).toHaveLength(390);
    // 2023-08-03T10:00:00-04:00,…,448.89 (bid_close), 300, …, 448.91 (ask_close), 400.
    expect(quotes.find((quote) => quote.tsMs === Date.parse("2023-08-03T10:00:00-04:00"))).toEqual({
      tsMs: Date.parse("2023-08-03T10:00:00-04:00"),
      bidClose: 448.89,
      askClose: 448.91,
      bidSize: 300,
      askSize: 400,
    });
  });
});
