/** market's read-only OHLCV reader against the warehouse built from data/sample (a private copy). */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { dailyVolumeAsTraded, recentOhlcv, splitsBetween } from "./dailyOhlcv.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "daily-ohlcv-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("recentOhlcv", () => {
  it("returns the newest bars through the bound, oldest first, with the file's basis", async () => {
    // prices/daily/SPY.csv: 2021-03-29 394.35,396.7499,392.81,395.78 vol 93,832,458; 2021-03-30
    // 394.35,395.78,393.0299,394.73 vol 66,174,457; 2021-03-31 is after the bound.
    expect(await recentOhlcv(warehouse.db, "SPY", { through: "2021-03-30", sessions: 2 })).toEqual({
      basis: "unadjusted",
      bars: [
        { date: "2021-03-29", open: 394.35, high: 396.7499, low: 392.81, close: 395.78, volume: 93_832_458 },
        { date: "2021-03-30", open: 394.35, high: 395.78, low: 393.0299, close: 394.73, volume: 66_174_457 },
      ],
    });
    expect(await recentOhlcv(warehouse.db, "ZZZZ", { through: "2021-03-30", sessions: 2 })).toEqual({
      basis: null,
      bars: [],
    });
  });
});

describe("splitsBetween", () => {
  it("lists the splits that went ex in (after, through]", async () => {
    // corporate_actions/splits.csv: AAPL 2014-06-09 7:1 and 2020-08-31 4:1.
    expect(await splitsBetween(warehouse.db, "AAPL", { after: "2014-06-05" })).toEqual([
      { exDate: "2014-06-09", numerator: 7, denominator: 1 },
      { exDate: "2020-08-31", numerator: 4, denominator: 1 },
    ]);
    expect(await splitsBetween(warehouse.db, "AAPL", { after: "2014-06-09", through: "2020-08-30" })).toEqual(
      [],
    );
  });
});

describe("dailyVolumeAsTraded", () => {
  it("divides a split-adjusted volume back by the later splits (AAPL 2014-06-05: 303,805,600 / 28)", async () => {
    expect(await dailyVolumeAsTraded(warehouse.db, "AAPL", "2014-06-05")).toEqual({
      volume: 10_850_200,
      seriesBasis: "split_adjusted",
      splitsUndone: ["2014-06-09 7:1", "2020-08-31 4:1"],
      reason: null,
    });
  });

  it("serves an unadjusted volume as it is, and refuses with a reason", async () => {
    // prices/daily/SPY.csv 2013-10-04 volume 84,960,871 (= its regular-hours minute volume).
    expect(await dailyVolumeAsTraded(warehouse.db, "SPY", "2013-10-04")).toMatchObject({
      volume: 84_960_871,
      splitsUndone: [],
    });
    expect(await dailyVolumeAsTraded(warehouse.db, "SPY", "2023-08-03")).toEqual({
      volume: null,
      reason: "no_daily_bar_on_date",
    });
    expect(await dailyVolumeAsTraded(warehouse.db, "JPM", "2015-06-10")).toEqual({
      volume: null,
      reason: "volume_basis_not_published",
    });
    expect(await dailyVolumeAsTraded(warehouse.db, "ZZZZ", "2015-06-10")).toEqual({
      volume: null,
      reason: "no_price_series",
    });
  });
});
