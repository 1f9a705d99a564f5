import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../connection.js";
import { migrateToLatest } from "../migrations/index.js";
import { copySample, INSTRUMENT_MASTER_FILES, tableCounts } from "../testing/sampleChecks.js";
import { IngestError } from "./errors.js";
import { ingestAll } from "./runner.js";
import { ingestUnit } from "./unit.js";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function freshWarehouse(): Promise<OpenWarehouse> {
  const dir = await mkdtemp(join(tmpdir(), "warehouse-test-"));
  const warehouse = await openWarehouse(`sqlite:${join(dir, "warehouse.sqlite")}`);
  cleanup.push(async () => {
    await warehouse.close();
    await rm(dir, { recursive: true, force: true });
  });
  await migrateToLatest(warehouse.db);
  return warehouse;
}

async function tempData(paths: readonly string[] | "all"): Promise<string> {
  const dir = await copySample(paths);
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function editLine(file: string, line: number, edit: (text: string) => string): Promise<void> {
  const lines = (await readFile(file, "utf8")).split("\n");
  const before = lines[line - 1] ?? "";
  lines[line - 1] = edit(before);
  expect(lines[line - 1]).not.toBe(before);
  await writeFile(file, lines.join("\n"));
}

/** Edits must really happen, or a test could pass against unchanged data. */
async function replaceIn(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, "utf8");
  expect(text.split(from)).toHaveLength(2);
  await writeFile(file, text.replace(from, to));
}

/** Enough files to exercise ordering and rollback without the cost of the whole sample. */
const SMALL_SET = [
  ...INSTRUMENT_MASTER_FILES,
  "prices/daily_index.csv",
  "prices/daily/AAPL.csv",
  "prices/daily/MSFT.csv",
  "prices/daily/SPY.csv",
  "prices/minute/SPY/2013-10-04_trade.csv",
];

describe("re-ingesting changed files", () => {
  it("replaces the file's previous rows instead of adding to them", async () => {
    const data = await tempData([
      ...SMALL_SET,
      "crypto/minute/BTCUSD/2018-04-04_trade.csv",
      "sec/companyfacts/CIK0000320193.derived.json",
      "sec/submissions/CIK0000320193.json",
    ]);
    const { db } = await freshWarehouse();
    const first = await ingestAll(db, data);
    expect(first).toMatchObject({ files: 9, skipped: 0 });
    const before = await tableCounts(db);

    // Daily file: drop the last row (2022-12-29) and change the close of 2022-12-28.
    const aapl = join(data, "prices/daily/AAPL.csv");
    const lines = (await readFile(aapl, "utf8")).trimEnd().split("\n");
    lines.pop();
    lines[lines.length - 1] = "2022-12-28,129.669998,131.029999,125.870003,126.5,126.040001,85438400";
    await writeFile(aapl, `${lines.join("\n")}\n`);
    // Minute file: change one bar's volume.
    await editLine(
      join(data, "crypto/minute/BTCUSD/2018-04-04_trade.csv"),
      2,
      () => "2018-04-04T00:00:00+00:00,7424.91,7424.91,7422,7422,1.5",
    );
    // Facts file: change one value without changing the number of facts.
    const facts = join(data, "sec/companyfacts/CIK0000320193.derived.json");
    await replaceIn(facts, '"val":15908118000,', '"val":15908118001,');

    const second = await ingestAll(db, data);
    expect(second).toEqual({ files: 3, skipped: 6, rows: 3270 + 1007 + 1196 });
    expect(await tableCounts(db)).toEqual({ ...before, daily_bars: before.daily_bars! - 1 });

    const aaplBars = await db
      .selectFrom("daily_bars")
      .select(["date", "close"])
      .where("ticker", "=", "AAPL")
      .orderBy("date", "desc")
      .limit(1)
      .execute();
    expect(aaplBars).toEqual([{ date: "2022-12-28", close: 126.5 }]);
    const bar = await db
      .selectFrom("minute_bars")
      .select("volume")
      .where("ticker", "=", "X:BTCUSD")
      .where("ts_ms", "=", Date.UTC(2018, 3, 4))
      .executeTakeFirstOrThrow();
    expect(bar.volume).toBe(1.5);
    const shares = await db
      .selectFrom("sec_facts")
      .select("value")
      .where("concept", "=", "EntityCommonStockSharesOutstanding")
      .where("period_end", "=", "2022-10-14")
      .execute();
    expect(shares).toEqual([{ value: 15_908_118_001 }]);
    const ledger = await db
      .selectFrom("ingested_files")
      .select("rows")
      .where("path", "=", "prices/daily/AAPL.csv")
      .executeTakeFirstOrThrow();
    expect(ledger.rows).toBe(3270);
  });

  it("keeps the verbatim SEC company row when the derived file of the same CIK is re-ingested", async () => {
    const data = await tempData([
      ...INSTRUMENT_MASTER_FILES,
      "sec/companyfacts/CIK0001318605.json",
      "sec/companyfacts/CIK0001318605.derived.json",
    ]);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    const derived = join(data, "sec/companyfacts/CIK0001318605.derived.json");
    await replaceIn(derived, '"entityName":"Tesla', '"entityName": "Tesla');
    expect(await ingestAll(db, data)).toMatchObject({ files: 1, skipped: 2 });
    const companies = await db.selectFrom("sec_companies").selectAll().execute();
    expect(companies).toEqual([
      {
        cik: "0001318605",
        entity_name: "Tesla, Inc.",
        facts_source: "sec_edgar_companyfacts",
        source_file: "sec/companyfacts/CIK0001318605.json",
      },
    ]);
    const facts = await db
      .selectFrom("sec_facts")
      .select(["source_file", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("source_file")
      .orderBy("source_file")
      .execute();
    expect(facts.map((f) => f.n)).toEqual([394, 17_718]);
  });

  it("accepts real-world oddities such as high < low; only unparsable values are errors", async () => {
    const data = await tempData(SMALL_SET);
    await editLine(join(data, "prices/daily/SPY.csv"), 2, () => "1998-01-02,97.31,96,97.53,97.36,,2150000");
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    const bar = await db
      .selectFrom("daily_bars")
      .select(["high", "low"])
      .where("ticker", "=", "SPY")
      .where("date", "=", "1998-01-02")
      .executeTakeFirstOrThrow();
    expect(bar).toEqual({ high: 96, low: 97.53 });
  });
});

describe("rejecting malformed files", () => {
  const rejection = async (data: string, db: OpenWarehouse["db"]): Promise<IngestError> => {
    const error = await ingestAll(db, data).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestError);
    return error as IngestError;
  };

  it("names file, line and field of a bad number and writes nothing from that file", async () => {
    const data = await tempData(SMALL_SET);
    // prices/daily/MSFT.csv line 17 is 2010-01-26,29.200001,29.85,29.09,29.5,22.573519,66639900
    await editLine(join(data, "prices/daily/MSFT.csv"), 17, (line) => line.replace(",29.5,", ",abc,"));
    const { db } = await freshWarehouse();
    const error = await rejection(data, db);
    expect(error.file).toBe("prices/daily/MSFT.csv");
    expect(error.line).toBe(17);
    expect(error.field).toBe("close");
    expect(error.message).toBe('prices/daily/MSFT.csv line 17 field "close": "abc" is not a number');

    const counts = await db
      .selectFrom("daily_bars")
      .select(["ticker", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("ticker")
      .execute();
    // AAPL (before MSFT) is committed; MSFT wrote nothing; the run stopped before SPY.
    expect(counts).toEqual([{ ticker: "AAPL", n: 3271 }]);
    const ledger = await db.selectFrom("ingested_files").select("path").orderBy("path").execute();
    expect(ledger.map((r) => r.path)).toEqual([
      "@instrument_master",
      "prices/daily/AAPL.csv",
      "prices/daily_index.csv",
    ]);
  });

  it("keeps the previous version of a file when its new version is malformed", async () => {
    const data = await tempData(SMALL_SET);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    await editLine(join(data, "prices/daily/MSFT.csv"), 3, (line) =>
      line.replace(/^2010-01-05/, "2010-13-05"),
    );
    const error = await rejection(data, db);
    expect([error.file, error.line, error.field]).toEqual(["prices/daily/MSFT.csv", 3, "date"]);
    expect(error.message).toBe(
      'prices/daily/MSFT.csv line 3 field "date": "2010-13-05" is not a YYYY-MM-DD date',
    );
    const msft = await db
      .selectFrom("daily_bars")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("ticker", "=", "MSFT")
      .executeTakeFirstOrThrow();
    expect(msft.n).toBe(3271);
  });

  it("reports a wrong column count and a bad timestamp", async () => {
    const data = await tempData(SMALL_SET);
    await editLine(join(data, "prices/daily/SPY.csv"), 40, (line) => line.split(",").slice(0, 6).join(","));
    const { db } = await freshWarehouse();
    const columns = await rejection(data, db);
    expect(columns.message).toBe('prices/daily/SPY.csv line 40 field "volume": expected 7 fields, found 6');

    const data2 = await tempData(SMALL_SET);
    await editLine(join(data2, "prices/minute/SPY/2013-10-04_trade.csv"), 5, (line) =>
      line.replace(/T\d\d:/, "T4:"),
    );
    const { db: db2 } = await freshWarehouse();
    const ts = await rejection(data2, db2);
    expect([ts.file, ts.line, ts.field]).toEqual(["prices/minute/SPY/2013-10-04_trade.csv", 5, "ts"]);
    expect(await tableCounts(db2)).toMatchObject({ minute_bars: 0, daily_bars: 3271 * 2 + 5849 });
  });

  it("names the JSON path of a bad SEC value", async () => {
    const data = await tempData([...INSTRUMENT_MASTER_FILES, "sec/companyfacts/CIK0000320193.derived.json"]);
    const facts = join(data, "sec/companyfacts/CIK0000320193.derived.json");
    await replaceIn(facts, '"val":15908118000,', '"val":"lots",');
    const { db } = await freshWarehouse();
    const error = await rejection(data, db);
    expect(error.file).toBe("sec/companyfacts/CIK0000320193.derived.json");
    expect(error.field).toBe("facts.dei.EntityCommonStockSharesOutstanding.units.shares[0].val");
    expect(await tableCounts(db)).toMatchObject({ sec_facts: 0, sec_companies: 0 });
  });

  it("rolls back a file whose write fails half way", async () => {
    const data = await tempData(SMALL_SET);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    const failing = ingestUnit(db, {
      path: "prices/daily/AAPL.csv",
      adapter: "daily_bars",
      sources: [join(data, "prices/daily/AAPL.csv")],
      fingerprint: "forces a hash mismatch",
      prepare: () => ({
        rows: 0,
        async write(trx) {
          await trx.deleteFrom("daily_bars").where("ticker", "=", "AAPL").execute();
          throw new Error("disk full");
        },
      }),
    });
    await expect(failing).rejects.toThrow("disk full");
    const aapl = await db
      .selectFrom("daily_bars")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("ticker", "=", "AAPL")
      .executeTakeFirstOrThrow();
    expect(aapl.n).toBe(3271);
    expect(await ingestAll(db, data)).toMatchObject({ files: 0, skipped: 6 });
  });
});

describe("option chains (options/chains/<ROOT>_<date>.csv)", () => {
  const CHAINS = [...INSTRUMENT_MASTER_FILES, "options/chains"];
  const SPY_0102 = "options/chains/SPY_2024-01-02.csv";
  /** Replaces one field of a CSV line (the chain files quote nothing). */
  const setField = (column: number, value: string) => (line: string) => {
    const fields = line.split(",");
    fields[column] = value;
    return fields.join(",");
  };
  const [UNDERLYING, SNAPSHOT_DATE, STRIKE, RIGHT, VOLUME, OPEN_INTEREST] = [0, 1, 3, 4, 9, 10];

  const rowsOf = (db: OpenWarehouse["db"], sourceFile: string) =>
    db
      .selectFrom("option_chain_rows")
      .select(["expiry", "strike", "right", "volume", "open_interest"])
      .where("source_file", "=", sourceFile)
      .orderBy("expiry")
      .orderBy("strike")
      .execute();

  it("ingests every chain file once, then skips the unchanged files", async () => {
    const data = await tempData(CHAINS);
    const { db } = await freshWarehouse();
    // The instrument master (9620 without price index and crypto) plus the 11 chain files' rows.
    expect(await ingestAll(db, data)).toEqual({ files: 12, skipped: 0, rows: 9620 + 6737 });
    expect(await ingestAll(db, data)).toEqual({ files: 0, skipped: 12, rows: 0 });
    // options/chains/SPY_2024-01-02.csv: 18 calls at expiries 2024-01-03 and 2024-01-04. Lines 2-3:
    // SPY,2024-01-02,2024-01-03,402,C,70.2350,71.9700,68.2050,70.6750,1,6,0.0000001,1,0,0,0,0
    // SPY,2024-01-02,2024-01-03,403,C,69.2350,70.9750,67.2100,69.6850,0,,0.0000001,1,0,0,0,0
    const spy = await rowsOf(db, SPY_0102);
    expect(spy).toHaveLength(18);
    expect(spy.slice(0, 2)).toEqual([
      { expiry: "2024-01-03", strike: 402, right: "C", volume: 1, open_interest: 6 },
      { expiry: "2024-01-03", strike: 403, right: "C", volume: 0, open_interest: null },
    ]);
  });

  it("replaces a changed file's rows instead of adding to them", async () => {
    const data = await tempData(CHAINS);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    const file = join(data, SPY_0102);
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    // Drop the last contract and report open interest 7 for the 403 call (line 3, empty before).
    lines.pop();
    lines[2] = setField(OPEN_INTEREST, "7")(lines[2]!);
    await writeFile(file, `${lines.join("\n")}\n`);
    expect(await ingestAll(db, data)).toEqual({ files: 1, skipped: 11, rows: 17 });
    const spy = await rowsOf(db, SPY_0102);
    expect(spy).toHaveLength(17);
    expect(spy[1]).toMatchObject({ strike: 403, open_interest: 7 });
    const total = await db
      .selectFrom("option_chain_rows")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(total.n).toBe(6736);
  });

  const malformed = async (
    edit: (file: string) => Promise<void>,
  ): Promise<[IngestError, OpenWarehouse["db"]]> => {
    const data = await tempData(CHAINS);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    await edit(join(data, SPY_0102));
    const error = await ingestAll(db, data).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestError);
    return [error as IngestError, db];
  };

  it("names file, line and field of a bad right and keeps the file's previous version", async () => {
    const [error, db] = await malformed((file) => editLine(file, 4, setField(RIGHT, "X")));
    expect(error.message).toBe(`${SPY_0102} line 4 field "right": "X" is not C or P`);
    expect([error.file, error.line, error.field]).toEqual([SPY_0102, 4, "right"]);
    expect(await rowsOf(db, SPY_0102)).toHaveLength(18);
  });

  it("rejects a snapshot date other than the file name's, a second underlying and a repeated contract", async () => {
    const [date] = await malformed((file) => editLine(file, 3, setField(SNAPSHOT_DATE, "2024-01-03")));
    expect(date.message).toBe(
      `${SPY_0102} line 3 field "snapshot_date": 2024-01-03 differs from the file name's date 2024-01-02`,
    );
    const [underlying] = await malformed((file) => editLine(file, 5, setField(UNDERLYING, "QQQ")));
    expect(underlying.message).toBe(`${SPY_0102} line 5 field "underlying": QQQ in a chain of SPY`);
    const [duplicate] = await malformed(async (file) => {
      const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
      await writeFile(file, `${[...lines, lines[1]!].join("\n")}\n`);
    });
    expect([duplicate.line, duplicate.field]).toEqual([20, "strike"]);
    expect(duplicate.detail).toBe("duplicate contract 2024-01-03 402 C");
  });

  it("stores the one known corrupt value of the source as null, and only that one", async () => {
    const data = await tempData(CHAINS);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    // options/chains/SPY_2024-01-05.csv line 16 (verbatim from Lean): rho "-0.0009296.0025941".
    // SPY,2024-01-05,2024-01-09,412,C,55.4850,58.7900,54.3800,56.0250,0,,0.5018704,0.9979429,0.0003795,0.0029132,-0.0218174,-0.0009296.0025941
    const row = await db
      .selectFrom("option_chain_rows")
      .select(["strike", "volume", "open_interest", "implied_volatility", "theta", "rho"])
      .where("source_file", "=", "options/chains/SPY_2024-01-05.csv")
      .where("expiry", "=", "2024-01-09")
      .where("strike", "=", 412)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      strike: 412,
      volume: 0,
      open_interest: null,
      implied_volatility: 0.5018704,
      theta: -0.0218174,
      rho: null,
    });
    // The same text on another line is an error like any other unparsable value.
    const [elsewhere] = await malformed((file) => editLine(file, 2, setField(16, "-0.0009296.0025941")));
    expect(elsewhere.message).toBe(`${SPY_0102} line 2 field "rho": "-0.0009296.0025941" is not a number`);
  });

  it("reports an unparsable volume and an empty strike", async () => {
    const [volume] = await malformed((file) => editLine(file, 2, setField(VOLUME, "n/a")));
    expect(volume.message).toBe(`${SPY_0102} line 2 field "volume": "n/a" is not a number`);
    const [strike] = await malformed((file) => editLine(file, 2, setField(STRIKE, "")));
    expect(strike.message).toBe(`${SPY_0102} line 2 field "strike": "" is not a number`);
  });
});

describe("minute quotes (prices/minute/<T>/<date>_quote.csv)", () => {
  const QUOTES = [...INSTRUMENT_MASTER_FILES, "prices/minute/SPY/2023-08-03_quote.csv"];
  const FILE = "prices/minute/SPY/2023-08-03_quote.csv";
  const quoteCount = async (db: OpenWarehouse["db"]) =>
    (
      await db
        .selectFrom("minute_quotes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  const malformed = async (
    edit: (file: string) => Promise<void>,
  ): Promise<[IngestError, OpenWarehouse["db"]]> => {
    const data = await tempData(QUOTES);
    const { db } = await freshWarehouse();
    await ingestAll(db, data);
    await edit(join(data, FILE));
    const error = await ingestAll(db, data).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestError);
    return [error as IngestError, db];
  };

  it("ingests the file once, skips it unchanged, and replaces its rows when it changes", async () => {
    const data = await tempData(QUOTES);
    const { db } = await freshWarehouse();
    expect(await ingestAll(db, data)).toEqual({ files: 2, skipped: 0, rows: 9620 + 961 });
    expect(await ingestAll(db, data)).toEqual({ files: 0, skipped: 2, rows: 0 });
    // Line 3 (04:01) with its bid side emptied: a one-sided bar is kept, the side null, not 0.
    await editLine(
      join(data, FILE),
      3,
      () => "2023-08-03T04:01:00-04:00,,,,,,448.07,448.39,447.95,448.05,1900",
    );
    expect(await ingestAll(db, data)).toEqual({ files: 1, skipped: 1, rows: 961 });
    expect(await quoteCount(db)).toBe(961);
    const row = await db
      .selectFrom("minute_quotes")
      .select(["bid_close", "bid_size", "ask_close", "ask_size"])
      .where("ts_ms", "=", Date.UTC(2023, 7, 3, 8, 1))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ bid_close: null, bid_size: null, ask_close: 448.05, ask_size: 1900 });
  });

  it("names file, line and field of a bad value and keeps the file's previous version", async () => {
    const [error, db] = await malformed((file) =>
      editLine(file, 10, (line) => line.replace(/,(\d+),(\d+\.?\d*),/, ",lots,$2,")),
    );
    expect([error.file, error.line, error.field]).toEqual([FILE, 10, "bid_size"]);
    expect(error.message).toBe(`${FILE} line 10 field "bid_size": "lots" is not a number`);
    expect(await quoteCount(db)).toBe(961);
  });

  it("rejects a partly empty side, a bar with no side, a negative size and a repeated bar start", async () => {
    const [partial] = await malformed((file) =>
      editLine(
        file,
        4,
        () => "2023-08-03T04:02:00-04:00,447.95,448.1,447.87,,400,448.05,448.39,447.97,448.1,400",
      ),
    );
    expect(partial.message).toBe(`${FILE} line 4 field "bid_close": is empty while other bid fields are not`);
    const [neither] = await malformed((file) =>
      editLine(file, 4, () => "2023-08-03T04:02:00-04:00,,,,,,,,,,"),
    );
    expect(neither.message).toBe(`${FILE} line 4 field "bid_open": neither side is quoted`);
    const [negative] = await malformed((file) =>
      editLine(
        file,
        4,
        () => "2023-08-03T04:02:00-04:00,447.95,448.1,447.87,448.04,400,448.05,448.39,447.97,448.1,-400",
      ),
    );
    expect(negative.message).toBe(`${FILE} line 4 field "ask_size": -400 is negative`);
    const [duplicate] = await malformed((file) =>
      editLine(file, 4, (line) => line.replace("04:02:00", "04:01:00")),
    );
    expect([duplicate.line, duplicate.field, duplicate.detail]).toEqual([
      4,
      "ts",
      "duplicate bar start 2023-08-03T08:01:00.000Z",
    ]);
  });
});
