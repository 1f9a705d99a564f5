/**
 * The crypto files of data/sample through the ingest adapters (dailyPrices.ts, minuteBars.ts,
 * instrumentMaster.ts): pairs in the instrument master as X:<PAIR>, bars on the UTC day, and the
 * foundation's guarantees (idempotent re-runs, a malformed file rolled back whole).
 * Counts and sums computed independently with wc and python3 over the CSV files.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../connection.js";
import { migrateToLatest } from "../migrations/index.js";
import { copySample, INSTRUMENT_MASTER_FILES } from "../testing/sampleChecks.js";
import { IngestError } from "./errors.js";
import { ingestAll } from "./runner.js";

let warehouse: OpenWarehouse;
let data: string;
let dbDir: string;

beforeAll(async () => {
  data = await copySample([...INSTRUMENT_MASTER_FILES, "crypto"]);
  dbDir = await mkdtemp(join(tmpdir(), "crypto-ingest-"));
  warehouse = await openWarehouse(`sqlite:${join(dbDir, "warehouse.sqlite")}`);
  await migrateToLatest(warehouse.db);
  await ingestAll(warehouse.db, data);
});

afterAll(async () => {
  await warehouse?.close();
  await rm(dbDir, { recursive: true, force: true });
  await rm(data, { recursive: true, force: true });
});

describe("crypto ingest", () => {
  it("names every pair in the instrument master as asset_class crypto", async () => {
    const rows = await warehouse.db
      .selectFrom("instruments")
      .select(["ticker", "name", "asset_class", "source"])
      .where("asset_class", "=", "crypto")
      .orderBy("ticker")
      .execute();
    expect(rows).toEqual([
      { ticker: "X:BTCUSD", name: "Bitcoin / US dollar", asset_class: "crypto", source: "crypto_files" },
      { ticker: "X:ETHUSD", name: "Ethereum / US dollar", asset_class: "crypto", source: "crypto_files" },
      { ticker: "X:LTCUSD", name: "Litecoin / US dollar", asset_class: "crypto", source: "crypto_files" },
    ]);
  });

  it("holds BTCUSD_daily.csv as UTC-day bars with no adjusted close", async () => {
    const summary = await warehouse.db
      .selectFrom("daily_bars")
      .select((eb) => [
        eb.fn.countAll<number>().as("rows"),
        eb.fn.min("date").as("first"),
        eb.fn.max("date").as("last"),
        eb.fn.count("adj_close").as("adjusted"),
      ])
      .where("ticker", "=", "X:BTCUSD")
      .executeTakeFirstOrThrow();
    // 5152 data rows, 2011-08-18..2025-09-24 (PROVENANCE: no missing day).
    expect(summary).toEqual({ rows: 5152, first: "2011-08-18", last: "2025-09-24", adjusted: 0 });
  });

  it("holds the minute trades per pair and UTC day, session_date = the bar's UTC date", async () => {
    const perDay = await warehouse.db
      .selectFrom("minute_bars")
      .select(["ticker", "session_date", (eb) => eb.fn.countAll<number>().as("bars")])
      .where("ticker", "like", "X:%")
      .groupBy(["ticker", "session_date"])
      .orderBy("ticker")
      .orderBy("session_date")
      .execute();
    // wc -l minus the header of each crypto/minute/<PAIR>/<date>_trade.csv.
    expect(perDay.map((r) => [r.ticker, r.session_date, Number(r.bars)])).toEqual([
      ["X:BTCUSD", "2018-04-04", 1007],
      ["X:BTCUSD", "2018-04-05", 1440],
      ["X:ETHUSD", "2018-04-04", 1009],
      ["X:ETHUSD", "2018-04-05", 1440],
      ["X:LTCUSD", "2018-04-04", 1008],
      ["X:LTCUSD", "2018-04-05", 1439],
    ]);
    const offDay = await sql<{ n: number }>`
      select count(*) as n from minute_bars
      where ticker like 'X:%' and session_date <> strftime('%Y-%m-%d', ts_ms / 1000, 'unixepoch')`.execute(
      warehouse.db,
    );
    expect(Number(offDay.rows[0]?.n)).toBe(0);
    const eth = await warehouse.db
      .selectFrom("minute_bars")
      .select((eb) => eb.fn.sum<number>("volume").as("volume"))
      .where("ticker", "=", "X:ETHUSD")
      .where("session_date", "=", "2018-04-05")
      .executeTakeFirstOrThrow();
    // python3: sum(Decimal(volume)) = 92115.05225926.
    expect(Number(eth.volume.toFixed(8))).toBe(92115.05225926);
  });

  it("skips every unchanged file on a second run", async () => {
    const again = await ingestAll(warehouse.db, data);
    expect(again).toMatchObject({ files: 0, rows: 0 });
  });

  it("rolls a malformed minute file back whole and names the line", async () => {
    const file = join(data, "crypto/minute/LTCUSD/2018-04-05_trade.csv");
    const original = await readFile(file, "utf8");
    const lines = original.split("\n");
    lines[3] = "2018-04-05T00:02:00+00:00,118.1,118.2,118.0,not-a-price,1.5";
    await writeFile(file, lines.join("\n"));
    const error = await ingestAll(warehouse.db, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({
      file: "crypto/minute/LTCUSD/2018-04-05_trade.csv",
      line: 4,
      field: "close",
    });
    const held = await warehouse.db
      .selectFrom("minute_bars")
      .select((eb) => eb.fn.countAll<number>().as("bars"))
      .where("ticker", "=", "X:LTCUSD")
      .where("session_date", "=", "2018-04-05")
      .executeTakeFirstOrThrow();
    expect(Number(held.bars)).toBe(1439);
    await writeFile(file, original);
  });
});
