/** Treasury, FRED and VIX adapters: both Treasury formats, missing-value rules, the ingest guarantees. */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../connection.js";
import { migrateToLatest } from "../migrations/index.js";
import { copySample, INSTRUMENT_MASTER_FILES } from "../testing/sampleChecks.js";
import { IngestError } from "./errors.js";
import { parseFredSeries } from "./fredSeries.js";
import { ingestAll } from "./runner.js";
import { parseTreasuryYields } from "./treasuryYields.js";
import { parseVixDaily } from "./vixDaily.js";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freshWarehouse(): Promise<OpenWarehouse> {
  const dir = await mkdtemp(join(tmpdir(), "rates-test-"));
  const warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
  cleanup.push(async () => {
    await warehouse.close();
    await rm(dir, { recursive: true, force: true });
  });
  await migrateToLatest(warehouse.db);
  return warehouse;
}

async function tempData(paths: readonly string[]): Promise<string> {
  const dir = await copySample(paths);
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function ingestError(run: () => unknown): IngestError {
  try {
    run();
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error("expected an IngestError");
}

describe("Treasury par yield parser", () => {
  it("reads the archive format: 0.0 is null inside a placeholder run, a real 0 outside it", () => {
    const rows = parseTreasuryYields(
      [
        "date,BC_1MONTH,BC_3MONTH,BC_6MONTH,BC_1YEAR,BC_2YEAR,BC_3YEAR,BC_5YEAR,BC_7YEAR,BC_10YEAR,BC_20YEAR,BC_30YEAR,BC_30YEARDISPLAY",
        "2001-07-30,0.0,3.55,3.54,3.56,3.84,4.11,4.53,4.85,5.08,5.69,5.5,0.0",
        "2001-07-31,3.67,3.54,3.47,3.53,3.79,4.06,4.57,4.86,5.07,5.61,5.51,0.0",
        "2008-12-10,0.0,0.0,0.21,0.49,0.86,1.21,1.62,2.05,2.69,3.39,3.09,0.0",
      ].join("\n"),
      "rates/a.csv",
    );
    expect(rows.map((r) => [r.date, r.m1, r.m3, r.m2, r.y30])).toEqual([
      ["2001-07-30", null, 3.55, null, 5.5],
      ["2001-07-31", 3.67, 3.54, null, 5.51],
      ["2008-12-10", 0, 0, null, 3.09],
    ]);
    expect(rows[0]).toMatchObject({ source_file: "rates/a.csv", precedence: 1 });
  });

  it("reads the current format newest-first, with or without the 1.5 Mo and 4 Mo columns", () => {
    const rows = parseTreasuryYields(
      [
        "Date,1 Mo,2 Mo,3 Mo,6 Mo,1 Yr,2 Yr,3 Yr,5 Yr,7 Yr,10 Yr,20 Yr,30 Yr",
        "2021-01-05,0.08,0.09,0.09,0.09,0.1,0.13,0.17,0.38,0.66,0.96,1.49,1.7",
        "2021-01-04,0.09,,0.09,0.09,0.1,0.11,0.16,0.36,0.64,0.93,1.46,1.66",
      ].join("\n"),
      "rates/b.csv",
    );
    expect(rows.map((r) => [r.date, r.m1, r.m1_5, r.m2, r.m4, r.y10, r.precedence])).toEqual([
      ["2021-01-04", 0.09, null, null, null, 0.93, 2],
      ["2021-01-05", 0.08, null, 0.09, null, 0.96, 2],
    ]);
  });

  it("refuses an unknown header, a duplicate date and a bad number, naming the spot", () => {
    expect(
      ingestError(() => parseTreasuryYields("day,ten\n2020-01-02,1.8\n", "rates/x.csv")).message,
    ).toMatch(/rates\/x\.csv line 1: not a Treasury par yield header/);
    const duplicate = ingestError(() =>
      parseTreasuryYields("Date,10 Yr\n2021-01-05,0.96\n2021-01-05,0.97\n", "rates/x.csv"),
    );
    expect([duplicate.line, duplicate.field]).toEqual([3, "Date"]);
    const bad = ingestError(() =>
      parseTreasuryYields("Date,2 Yr,10 Yr\n2021-01-05,0.13,n/a\n", "rates/x.csv"),
    );
    expect([bad.line, bad.field, bad.detail]).toEqual([2, "10 Yr", '"n/a" is not a number']);
  });
});

describe("FRED and VIX parsers", () => {
  it("stores '' and '.' as null rows and accepts the three header styles", () => {
    expect(
      parseFredSeries("date,value\n2025-10-01,\n2025-11-01,325.031\n", "f/CPIAUCSL.csv", "CPIAUCSL"),
    ).toEqual([
      { series_id: "CPIAUCSL", date: "2025-10-01", value: null, source_file: "f/CPIAUCSL.csv" },
      { series_id: "CPIAUCSL", date: "2025-11-01", value: 325.031, source_file: "f/CPIAUCSL.csv" },
    ]);
    const native = parseFredSeries(
      "observation_date,DGS10\n2025-12-25,.\n2025-12-26,4.14\n",
      "f/DGS10.csv",
      "DGS10",
    );
    expect(native.map((r) => r.value)).toEqual([null, 4.14]);
    expect(parseFredSeries("date,PCEPI\n2026-05-01,131.527\n", "f/PCEPI.csv", "PCEPI")[0]?.value).toBe(
      131.527,
    );
    expect(ingestError(() => parseFredSeries("date,other\n2020-01-01,1\n", "f/X.csv", "X")).field).toBeNull();
    expect(ingestError(() => parseFredSeries("date,value\n2020-13-01,1\n", "f/X.csv", "X")).field).toBe(
      "date",
    );
  });

  it("requires every VIX price", () => {
    expect(
      parseVixDaily("DATE,OPEN,HIGH,LOW,CLOSE\n1990-01-02,17.24,17.24,17.24,17.24\n", "v.csv"),
    ).toHaveLength(1);
    const error = ingestError(() =>
      parseVixDaily("DATE,OPEN,HIGH,LOW,CLOSE\n1990-01-02,17.24,,17.24,17.24\n", "v.csv"),
    );
    expect([error.line, error.field]).toEqual([2, "HIGH"]);
  });
});

describe("ingest guarantees for rates and macro files", () => {
  it("skips unchanged files, replaces a changed file's rows, keeps the old version of a malformed one", async () => {
    const data = await tempData([...INSTRUMENT_MASTER_FILES, "rates", "macro"]);
    const { db } = await freshWarehouse();
    // The instrument master (9610 SEC + 10 S&P-only tickers; no price files here) + two Treasury files, 17 FRED files, one VIX file: 100,391 rows
    // (PROVENANCE row counts).
    expect(await ingestAll(db, data)).toEqual({ files: 21, skipped: 0, rows: 9620 + 100_391 });
    expect(await ingestAll(db, data)).toEqual({ files: 0, skipped: 21, rows: 0 });

    // The current-format file is newest first: drop its newest row (2025-07-11).
    const current = join(data, "rates/treasury_par_yield_2021_2025.csv");
    const lines = (await readFile(current, "utf8")).split("\n");
    expect(lines[1]).toMatch(/^2025-07-11,/);
    await writeFile(current, [lines[0], ...lines.slice(2)].join("\n"));
    expect(await ingestAll(db, data)).toEqual({ files: 1, skipped: 20, rows: 1114 });
    const newest = await db
      .selectFrom("treasury_par_yields")
      .select((eb) => eb.fn.max("date").as("date"))
      .executeTakeFirstOrThrow();
    expect(newest.date).toBe("2025-07-10");
    // The archive's rows were not touched by re-ingesting the other file.
    const archive = await db
      .selectFrom("treasury_par_yields")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("source_file", "=", "rates/treasury_par_yield_1990_2022.csv")
      .executeTakeFirstOrThrow();
    expect(archive.n).toBe(8055);

    // A malformed FRED file: nothing of it is written, its previous rows stay.
    const unrate = join(data, "macro/fred/UNRATE.csv");
    await writeFile(unrate, (await readFile(unrate, "utf8")).replace("2025-11-01,4.6", "2025-11-01,4,6"));
    await expect(ingestAll(db, data)).rejects.toThrow(
      /macro\/fred\/UNRATE\.csv line 552 field "#3": expected 2 fields, found 3/,
    );
    const kept = await db
      .selectFrom("macro_observations")
      .select("value")
      .where("series_id", "=", "UNRATE")
      .where("date", "=", "2025-11-01")
      .executeTakeFirstOrThrow();
    expect(kept.value).toBe(4.6);
  });
});
