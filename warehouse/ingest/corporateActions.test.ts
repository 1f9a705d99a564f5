import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openWarehouse } from "../connection.js";
import { migrateToLatest } from "../migrations/index.js";
import { copySample, INSTRUMENT_MASTER_FILES } from "../testing/sampleChecks.js";
import { leanSnapshotEnd, parseDividends, parseFactorFile, parseSplits } from "./corporateActions.js";
import { IngestError } from "./errors.js";
import { ingestAll } from "./runner.js";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("corporate action parsers", () => {
  it("reads splits as ratios and refuses a 1:1 or non-positive ratio with the line and column", () => {
    const text =
      "ticker,ex_date,numerator,denominator,source\nAIG,2009-07-01,1,20,lean_factor_file:aig.csv\n";
    expect(parseSplits(text, "s.csv")).toEqual([
      {
        ticker: "AIG",
        ex_date: "2009-07-01",
        numerator: 1,
        denominator: 20,
        source: "lean_factor_file:aig.csv",
        source_file: "s.csv",
      },
    ]);
    expect(() => parseSplits(text.replace("1,20", "2,2"), "s.csv")).toThrow(/line 2 field "numerator"/);
    expect(() => parseSplits(text.replace("1,20", "1,0"), "s.csv")).toThrow(IngestError);
  });

  it("reads dividends as paid and refuses duplicates", () => {
    const row = "AAPL,2020-08-07,0.8200,lean_factor_file:aapl.csv\n";
    const text = `ticker,ex_date,cash_amount,source\n${row}`;
    expect(parseDividends(text, "d.csv")[0]).toMatchObject({
      cash_amount: 0.82,
      dividend_type: "regular_cash",
    });
    expect(() => parseDividends(text + row, "d.csv")).toThrow(/line 3 field "ex_date": duplicate dividend/);
  });

  it("reads Lean factor rows with their sentinel, in date order", () => {
    const rows = parseFactorFile("20200828,0.9967882,0.25,499.23\n20501231,1,1,0", "aapl.csv", "AAPL");
    expect(rows.map((row) => [row.date, row.split_factor])).toEqual([
      ["2020-08-28", 0.25],
      ["2050-12-31", 1],
    ]);
    expect(() => parseFactorFile("20200828,0.99,0.25,499.23", "a.csv", "AAPL")).toThrow(/sentinel/);
    expect(() => parseFactorFile("20501231,1,1,0\n20200828,1,1,1", "a.csv", "AAPL")).toThrow(/line 2/);
  });

  it("dates the coverage by the last Lean session in the price index", () => {
    const index =
      "ticker,source,first_date,last_date,rows,close_basis,adj_close_basis\n" +
      "SPY,quantconnect_lean_raw,1998-01-02,2021-03-31,5849,unadjusted,none\n" +
      "AAPL,yahoo_via_kaggle_big_tech_2010_2022,2010-01-04,2022-12-29,3271,split_adjusted,x\n";
    expect(leanSnapshotEnd(index)).toBe("2021-03-31");
  });
});

describe("corporate action ingest", () => {
  it("is idempotent and replaces a changed file's rows", async () => {
    const data = await copySample([
      ...INSTRUMENT_MASTER_FILES,
      "prices/daily_index.csv",
      "corporate_actions",
    ]);
    const dir = await mkdtemp(join(tmpdir(), "ca-"));
    const warehouse = await openWarehouse(`sqlite:${join(dir, "w.sqlite")}`);
    cleanup.push(async () => {
      await warehouse.close();
      await rm(dir, { recursive: true, force: true });
      await rm(data, { recursive: true, force: true });
    });
    await migrateToLatest(warehouse.db);
    const first = await ingestAll(warehouse.db, data);
    // instrument master + price index + splits + dividends + 11 factor files + coverage.
    expect(first.files).toBe(16);
    expect(await ingestAll(warehouse.db, data)).toMatchObject({ files: 0, skipped: 16 });
    await writeFile(
      join(data, "corporate_actions/splits.csv"),
      "ticker,ex_date,numerator,denominator,source\nAAPL,2020-08-31,4,1,lean_factor_file:aapl.csv\n",
    );
    expect(await ingestAll(warehouse.db, data)).toMatchObject({ files: 1, rows: 1 });
    const splits = await warehouse.db.selectFrom("splits").select("ticker").execute();
    expect(splits).toEqual([{ ticker: "AAPL" }]);
  });
});
