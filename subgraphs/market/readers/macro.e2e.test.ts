/**
 * market's read-only macro, daily OHLCV and crypto readers against the warehouse built from
 * data/sample. Known answers were read from the CSVs (grep), independently of this code.
 */
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { cryptoHistory } from "./cryptoBars.js";
import { dailyBarsVersion, dailyOhlcv } from "./dailyOhlcv.js";
import {
  fredObservations,
  fredVisibleThrough,
  macroDataVersion,
  treasuryCurves,
  treasuryVisibleThrough,
  vixCloses,
  vixVisibleThrough,
  WHOLE_HISTORY,
} from "./macro.js";

let warehouse: OpenWarehouse;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "macro-reader-"));
  await copyFile(inject("templateDb"), join(dir, "warehouse.sqlite"));
  warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
});
afterAll(async () => {
  await warehouse?.close();
  await rm(dir, { recursive: true, force: true });
});

// Friday 2021-12-31 12:00 ET.
const noonNewYearsEve = new Date("2021-12-31T17:00:00Z");

describe("visibility at a clock (core/publication.ts, market's curve rule)", () => {
  it("sees a VIX close the day after, a daily FRED series the day after, the dollar index 8 days after", () => {
    expect(vixVisibleThrough(noonNewYearsEve)).toBe("2021-12-30");
    expect(fredVisibleThrough("BAMLH0A0HYM2", noonNewYearsEve)).toBe("2021-12-30");
    expect(fredVisibleThrough("DTWEXBGS", noonNewYearsEve)).toBe("2021-12-23");
  });

  it("sees today's Treasury curve only after its 18:00 ET release", () => {
    expect(treasuryVisibleThrough(noonNewYearsEve)).toBe("2021-12-30");
    expect(treasuryVisibleThrough(new Date("2021-12-30T23:01:00Z"))).toBe("2021-12-30");
    expect(treasuryVisibleThrough(new Date("2021-12-30T22:59:00Z"))).toBe("2021-12-29");
  });
});

describe("macro reader", () => {
  it("reads VIX closes through a bound, oldest first, or the newest few", async () => {
    // vix_daily.csv: 2020-03-13 close 57.83, 2020-03-16 close 82.69 (the record close).
    expect(await vixCloses(warehouse.db, { from: "2020-03-13", through: "2020-03-16" })).toEqual([
      { date: "2020-03-13", value: 57.83 },
      { date: "2020-03-16", value: 82.69 },
    ]);
    expect(await vixCloses(warehouse.db, { through: "2020-03-16", last: 1 })).toEqual([
      { date: "2020-03-16", value: 82.69 },
    ]);
  });

  it("leaves out a FRED period listed without a value", async () => {
    // DTWEXBGS.csv: 2021-12-23 115.5469, 2021-12-24 empty, 2021-12-27 115.4821.
    expect(
      await fredObservations(warehouse.db, "DTWEXBGS", { from: "2021-12-23", through: "2021-12-27" }),
    ).toEqual([
      { date: "2021-12-23", value: 115.5469 },
      { date: "2021-12-27", value: 115.4821 },
    ]);
    const last = await fredObservations(warehouse.db, "BAMLH0A0HYM2", { through: "2021-12-30", last: 2 });
    expect(last).toEqual([
      { date: "2021-12-29", value: 3.03 },
      { date: "2021-12-30", value: 3.09 },
    ]);
  });

  it("reads one Treasury curve per date, the newer file's where both hold it", async () => {
    // Both files hold 2021-12-30: 3m 0.05, 2y 0.73, 5y 1.27, 10y 1.52, 30y 1.93.
    const curves = await treasuryCurves(warehouse.db, { through: "2021-12-31", count: 2 });
    expect(curves).toEqual([
      { date: "2021-12-30", m3: 0.05, y2: 0.73, y5: 1.27, y10: 1.52, y30: 1.93 },
      { date: "2021-12-31", m3: 0.06, y2: 0.73, y5: 1.26, y10: 1.52, y30: 1.9 },
    ]);
  });

  it("has a data version that names the ingested files, stable between reads", async () => {
    const version = await macroDataVersion(warehouse.db);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(await macroDataVersion(warehouse.db)).toBe(version);
    expect(await dailyBarsVersion(warehouse.db)).not.toBe(version);
    expect((await vixCloses(warehouse.db, { through: WHOLE_HISTORY })).length).toBe(9235);
  });
});

describe("daily OHLCV reader: one share basis, the one of `through`", () => {
  it("undoes a later split of a split-adjusted file: AAPL 2014-06-10 on its own basis is 94.25, as traded", async () => {
    // AAPL.csv (Yahoo, split-adjusted): 2014-06-10 close 23.5625, high 23.762501; the 2020-08-31 4:1
    // split is after the bound (x 4: 94.25 and 95.050004), so undone but not named: at 2014-06-10
    // it had not happened; the 7:1 of 2014-06-09 is the first bar's own day, not spanned.
    const series = await dailyOhlcv(warehouse.db, "AAPL", { through: "2014-06-10", last: 2 });
    expect(series.basis).toBe("split_adjusted");
    expect(series.splits).toEqual([]);
    expect(series.bars.at(-1)).toMatchObject({ date: "2014-06-10", close: 94.25, high: 95.050004 });
    expect(series.bars.map((bar) => bar.date)).toEqual(["2014-06-09", "2014-06-10"]);
  });

  it("applies a held split to the bars before it in an unadjusted file: AIG's 1:20 of 2009-07-01", async () => {
    // AIG.csv (Lean, unadjusted): 2009-06-30 close 1.13, 2009-07-01 close 18.08.
    const series = await dailyOhlcv(warehouse.db, "AIG", { through: "2009-07-01", last: 2 });
    expect(series).toMatchObject({ basis: "split_adjusted", splits: ["2009-07-01 1:20"] });
    expect(series.bars.map((bar) => bar.close)).toEqual([22.6, 18.08]);
    // Before the split, the same file as traded.
    expect((await dailyOhlcv(warehouse.db, "AIG", { through: "2009-06-30", last: 1 })).bars[0]?.close).toBe(
      1.13,
    );
  });

  it("serves SPY as traded: no split is held", async () => {
    const series = await dailyOhlcv(warehouse.db, "SPY", { through: "2030-01-01", last: 1 });
    expect(series).toEqual({
      basis: "unadjusted",
      splits: [],
      bars: [{ date: "2021-03-31", open: 395.35, high: 398, low: 395.33, close: 396.33, volume: 90_673_494 }],
    });
  });
});

describe("crypto reader", () => {
  it("builds UTC days from the bars known at the clock: ETH's 2018-04-04 is partial, 04-05 whole", async () => {
    const history = await cryptoHistory(warehouse.db, "X:ETHUSD", new Date("2018-04-06T00:30:00Z"), 9);
    expect(history.days.map((day) => [day.date, day.complete])).toEqual([
      ["2018-04-04", false],
      ["2018-04-05", true],
    ]);
    // ETHUSD/2018-04-05_trade.csv: the 23:59 bar closes at 381.55.
    expect(history.lastTrade).toMatchObject({ price: 381.55, asOfBasis: "minute_bar_end" });
    expect(history.minutes.at(-1)?.ts_ms).toBe(Date.parse("2018-04-05T23:59:00Z"));
  });

  it("sees nothing of a minute that has not ended", async () => {
    const history = await cryptoHistory(warehouse.db, "X:ETHUSD", new Date("2018-04-05T00:00:30Z"), 9);
    expect(history.minutes.every((bar) => bar.ts_ms + 60_000 <= Date.parse("2018-04-05T00:00:30Z"))).toBe(
      true,
    );
    expect(history.days.map((day) => day.date)).toEqual(["2018-04-04"]);
  });
});
