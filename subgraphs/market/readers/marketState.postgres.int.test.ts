/**
 * The market-state readers signals uses (macro.ts, dailyOhlcv.ts, cryptoBars.ts) on PostgreSQL,
 * over the files they read ingested from data/sample: the same answers as on SQLite
 * (macro.e2e.test.ts), including the DISTINCT day list PostgreSQL orders by output columns only.
 */
import { rm } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TestPostgres } from "../../../test/support/postgres.js";
import { type OpenWarehouse, openWarehouse } from "../../../warehouse/connection.js";
import { ingestAll } from "../../../warehouse/ingest/runner.js";
import { migrateToLatest } from "../../../warehouse/migrations/index.js";
import { copySample } from "../../../warehouse/testing/sampleChecks.js";
import { cryptoHistory } from "./cryptoBars.js";
import { dailyBarsVersion, dailyOhlcv } from "./dailyOhlcv.js";
import { fredObservations, macroDataVersion, treasuryCurves, vixCloses } from "./macro.js";

let server: TestPostgres;
let warehouse: OpenWarehouse;
let data: string;

beforeAll(async () => {
  server = await startPostgres();
  const admin = await openWarehouse(server.url);
  await sql`create database market_state`.execute(admin.db);
  await admin.close();
  warehouse = await openWarehouse(server.url.replace(/\/postgres$/, "/market_state"));
  await migrateToLatest(warehouse.db);
  data = await copySample([
    "macro",
    "rates",
    "prices/daily/AAPL.csv",
    "prices/daily/SPY.csv",
    "prices/daily_index.csv",
    "corporate_actions/splits.csv",
    "crypto/minute/ETHUSD",
    // The instrument master every ingest starts from.
    "reference",
  ]);
  await ingestAll(warehouse.db, data);
}, 300_000);

afterAll(async () => {
  await warehouse?.close();
  await server?.stop();
  if (data) await rm(data, { recursive: true, force: true });
});

describe("market-state readers on PostgreSQL", () => {
  it("reads VIX closes, FRED observations with a value and one Treasury curve per date", async () => {
    expect(await vixCloses(warehouse.db, { through: "2020-03-16", last: 1 })).toEqual([
      { date: "2020-03-16", value: 82.69 },
    ]);
    expect(
      await fredObservations(warehouse.db, "DTWEXBGS", { from: "2021-12-23", through: "2021-12-27" }),
    ).toEqual([
      { date: "2021-12-23", value: 115.5469 },
      { date: "2021-12-27", value: 115.4821 },
    ]);
    expect(await treasuryCurves(warehouse.db, { through: "2021-12-30", count: 1 })).toEqual([
      { date: "2021-12-30", m3: 0.05, y2: 0.73, y5: 1.27, y10: 1.52, y30: 1.93 },
    ]);
    expect(await macroDataVersion(warehouse.db)).toMatch(/^[0-9a-f]{16}$/);
    expect(await dailyBarsVersion(warehouse.db)).toMatch(/^[0-9a-f]{16}$/);
  });

  it("puts AAPL's 2014 bars back on their own share basis", async () => {
    const series = await dailyOhlcv(warehouse.db, "AAPL", { through: "2014-06-10", last: 1 });
    // The 2020-08-31 4:1 undone, not named: it is after `through`.
    expect(series).toMatchObject({ basis: "split_adjusted", splits: [] });
    expect(series.bars[0]?.close).toBe(94.25);
  });

  it("builds ETH's UTC days from minute bars known at the clock", async () => {
    const history = await cryptoHistory(warehouse.db, "X:ETHUSD", new Date("2018-04-06T00:30:00Z"), 9);
    expect(history.days.map((day) => [day.date, day.complete])).toEqual([
      ["2018-04-04", false],
      ["2018-04-05", true],
    ]);
    expect(history.lastTrade?.price).toBe(381.55);
  });
});
