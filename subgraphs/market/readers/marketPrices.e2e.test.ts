/** market's read-only price reader against the warehouse built from data/sample (a private copy). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { closeAsTraded } from "./marketPrices.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "market-prices-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("closeAsTraded", () => {
  it("puts a split-adjusted close back on its day's share basis (AAPL 2014-06-10: 23.5625 × 4 = 94.25)", async () => {
    // prices/daily/AAPL.csv 2014-06-10 close 23.5625 (Yahoo, split-adjusted); corporate_actions/
    // splits.csv: the 7:1 of 2014-06-09 is before the day, the 4:1 of 2020-08-31 after it.
    // PROVENANCE.md: "AAPL 2014-06-10 close … 94.25 traded".
    expect(await closeAsTraded(warehouse.db, "AAPL", "2014-06-10", "2026-11-17")).toEqual({
      close: {
        date: "2014-06-10",
        close: 94.25,
        seriesBasis: "split_adjusted",
        splitsUndone: ["2020-08-31 4:1"],
      },
      reason: null,
    });
  });

  it("asked from before a later split, undoes it without naming it (AAPL at 2017-11-15)", async () => {
    expect(await closeAsTraded(warehouse.db, "AAPL", "2014-06-10", "2017-11-15")).toEqual({
      close: { date: "2014-06-10", close: 94.25, seriesBasis: "split_adjusted", splitsUndone: [] },
      reason: null,
    });
  });

  it("serves an unadjusted series as it is (SPY 2021-03-31 close 396.33)", async () => {
    expect(await closeAsTraded(warehouse.db, "SPY", "2021-03-31", "2026-11-17")).toEqual({
      close: { date: "2021-03-31", close: 396.33, seriesBasis: "unadjusted", splitsUndone: [] },
      reason: null,
    });
  });

  it("refuses with a reason: no bar that day, a dividend-adjusted series, an unknown series", async () => {
    expect(await closeAsTraded(warehouse.db, "AAPL", "2014-06-08", "2026-11-17")).toEqual({
      close: null,
      reason: "no_daily_bar_on_date",
    });
    // prices/daily/JPM.csv is Stooq: split- and dividend-adjusted.
    expect(await closeAsTraded(warehouse.db, "JPM", "2015-06-10", "2026-11-17")).toEqual({
      close: null,
      reason: "close_basis_includes_dividends",
    });
    expect(await closeAsTraded(warehouse.db, "ZZZZ", "2015-06-10", "2026-11-17")).toEqual({
      close: null,
      reason: "no_price_series",
    });
  });
});
