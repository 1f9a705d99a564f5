import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseUrl,
  startTemplatePostgres,
  type TemplatePostgres,
} from "../test/support/postgresTemplate.js";
import { templateIngest } from "../test/support/templateCache.js";
import { type OpenWarehouse, openWarehouse } from "./connection.js";
import { dataVersion } from "./derived.js";
import { ensureWarehouse, SAMPLE_DATA_DIR } from "./ensure.js";
import { IngestError } from "./ingest/errors.js";
import { type IngestProgress, ingestAll } from "./ingest/runner.js";
import { migrateToLatest, migrationProvider } from "./migrations/index.js";
import {
  copySample,
  EXPECTED_COUNTS,
  INGESTED_ROWS,
  INSTRUMENT_MASTER_FILES,
  ledgerTotals,
  sampleChecks,
  tableCounts,
} from "./testing/sampleChecks.js";
import { SCHEMA_COLUMNS, schemaColumns } from "./testing/schemaColumns.js";

/** A server on a copy of the template cluster: its ingested database, and fresh ones beside it. */
let server: TemplatePostgres;
let admin: OpenWarehouse;
const opened: OpenWarehouse[] = [];
const dirs: string[] = [];
let databases = 0;

beforeAll(async () => {
  server = await startTemplatePostgres();
  admin = await openWarehouse(server.url);
});

afterAll(async () => {
  for (const w of opened) await w.close();
  await admin?.close();
  await server?.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A fresh, empty database on the test server, so tests do not see each other's rows. */
async function freshDatabaseUrl(): Promise<string> {
  const name = `warehouse_${++databases}`;
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  return databaseUrl(server.url, name);
}

async function freshWarehouse(onQuery?: (statement: string) => void): Promise<OpenWarehouse> {
  const warehouse = await openWarehouse(await freshDatabaseUrl(), { onQuery });
  opened.push(warehouse);
  await migrateToLatest(warehouse.db);
  return warehouse;
}

async function tempData(paths: readonly string[]): Promise<string> {
  const dir = await copySample(paths);
  dirs.push(dir);
  return dir;
}

describe("migrations on PostgreSQL", () => {
  it("undo every migration down to an empty database, and build the same schema again", async () => {
    const warehouse = await freshWarehouse();
    const down = await new Migrator({ db: warehouse.db, provider: migrationProvider }).migrateTo(
      NO_MIGRATIONS,
    );
    expect(down.error).toBeUndefined();
    expect(await schemaColumns(warehouse)).toEqual({});
    await migrateToLatest(warehouse.db);
    expect(await schemaColumns(warehouse)).toEqual(SCHEMA_COLUMNS);
  });
});

/**
 * The full ingest is the one that built the PostgreSQL template every PostgreSQL test starts from
 * (test/support/postgresTemplate.ts: ensureWarehouse into an empty database, once per change of
 * the sample or the ingest): checked here on this server's copy of it, with the progress its
 * ingest reported and the ledger it wrote.
 */
describe("full ingest of data/sample on PostgreSQL", () => {
  let warehouse: OpenWarehouse;
  let progress: IngestProgress[];

  beforeAll(async () => {
    warehouse = await openWarehouse(server.templateUrl);
    opened.push(warehouse);
    ({ progress } = await templateIngest(server.templateFolder));
  });

  it("creates the schema.ts tables and writes every file once, reporting progress per file", async () => {
    expect(warehouse.dialect).toBe("postgres");
    expect(await schemaColumns(warehouse)).toEqual(SCHEMA_COLUMNS);
    expect(await ledgerTotals(warehouse.db)).toEqual({
      files: EXPECTED_COUNTS.ingested_files,
      rows: INGESTED_ROWS,
    });
    const total = EXPECTED_COUNTS.ingested_files;
    expect(progress).toHaveLength(total);
    expect(progress[0]).toEqual({ file: "@instrument_master", done: 1, total });
    expect(progress.at(-1)).toMatchObject({ done: total, total });
  });

  for (const [name, check] of Object.entries(sampleChecks)) {
    it(name, () => check(warehouse.db));
  }

  it("returns counts, bigint columns and aggregates as JS numbers", async () => {
    const row = await sql<{ n: unknown; total: unknown; ts: unknown; avg: unknown }>`
      select count(*) as n, sum(volume) as total, max(ts_ms) as ts, avg(close)::numeric as avg
      from minute_bars where ticker = 'SPY' and session_date = '2013-10-04'`.execute(warehouse.db);
    const { n, total, ts, avg } = row.rows[0]!;
    expect(n).toBe(711);
    expect(typeof total).toBe("number");
    expect(ts).toBe(Date.parse("2013-10-04T19:59:00-04:00"));
    expect(typeof avg).toBe("number");
  });

  it("a second run skips every file and changes nothing", async () => {
    const before = await tableCounts(warehouse.db);
    expect(await ingestAll(warehouse.db, SAMPLE_DATA_DIR)).toEqual({
      files: 0,
      skipped: EXPECTED_COUNTS.ingested_files,
      rows: 0,
    });
    expect(await tableCounts(warehouse.db)).toEqual(before);
  });
});

describe("file transactions on PostgreSQL", () => {
  const SMALL_SET = [
    ...INSTRUMENT_MASTER_FILES,
    "prices/daily_index.csv",
    "prices/daily/AAPL.csv",
    "prices/daily/MSFT.csv",
  ];

  it("replaces a changed file's rows and rolls back a malformed one", async () => {
    const data = await tempData(SMALL_SET);
    const { db } = await freshWarehouse();
    expect(await ingestAll(db, data)).toMatchObject({ files: 4, skipped: 0 });

    const aapl = join(data, "prices/daily/AAPL.csv");
    const lines = (await readFile(aapl, "utf8")).trimEnd().split("\n");
    await writeFile(aapl, `${lines.slice(0, -2).join("\n")}\n`);
    expect(await ingestAll(db, data)).toEqual({ files: 1, skipped: 3, rows: 3269 });

    const msft = join(data, "prices/daily/MSFT.csv");
    const msftLines = (await readFile(msft, "utf8")).split("\n");
    msftLines[16] = msftLines[16]!.replace(",29.5,", ",abc,");
    await writeFile(msft, msftLines.join("\n"));
    const error = await ingestAll(db, data).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toBe(
      'prices/daily/MSFT.csv line 17 field "close": "abc" is not a number',
    );

    const counts = await db
      .selectFrom("daily_bars")
      .select(["ticker", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("ticker")
      .orderBy("ticker")
      .execute();
    expect(counts).toEqual([
      { ticker: "AAPL", n: 3269 },
      { ticker: "MSFT", n: 3271 },
    ]);
  });

  it("reports begin, each statement and commit once to onQuery", async () => {
    const seen: string[] = [];
    const { db } = await freshWarehouse((statement) => seen.push(statement));
    seen.length = 0;
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("instruments").select("ticker").execute();
      await trx.selectFrom("daily_bars").select("ticker").execute();
    });
    expect(seen.map((s) => s.split(" ")[0])).toEqual(["begin", "select", "select", "commit"]);
  });

  it("the data version's memo gives a re-ingest on another connection to a process that memoised the old one", async () => {
    const data = await tempData(SMALL_SET);
    const url = await freshDatabaseUrl();
    const serving = await openWarehouse(url);
    const ingesting = await openWarehouse(url);
    opened.push(serving, ingesting);
    await migrateToLatest(serving.db);
    await ingestAll(ingesting.db, data);
    const before = await dataVersion(serving.db);
    const stamp = async () =>
      (await serving.db.selectFrom("ingest_ledger_stamp").select("stamp").executeTakeFirstOrThrow()).stamp;
    const stampBefore = await stamp();

    const aapl = join(data, "prices/daily/AAPL.csv");
    const lines = (await readFile(aapl, "utf8")).trimEnd().split("\n");
    await writeFile(aapl, `${lines.slice(0, -2).join("\n")}\n`);
    expect(await ingestAll(ingesting.db, data)).toMatchObject({ files: 1 });

    expect(await stamp()).not.toBe(stampBefore);
    const files = await serving.db
      .selectFrom("ingested_files")
      .select(["path", "sha256"])
      .orderBy("path")
      .execute();
    const digest = createHash("sha256");
    for (const { path, sha256 } of files) digest.update(`${path}\0${sha256}\n`);
    const after = await dataVersion(serving.db);
    expect(after).not.toBe(before);
    expect(after).toBe(digest.digest("hex"));

    // A truncate moves the stamp too (a statement trigger: no row is visited).
    await sql`truncate ingested_files`.execute(ingesting.db);
    expect(await dataVersion(serving.db)).toBe(createHash("sha256").digest("hex"));
  });

  it("ensureWarehouse ingests once even when called concurrently", async () => {
    const url = await freshDatabaseUrl();
    const dataDir = await tempData(SMALL_SET);
    const progress: string[] = [];
    const all = await Promise.all(
      [1, 2].map(() => ensureWarehouse(url, { dataDir, onProgress: (p) => progress.push(p.file) })),
    );
    opened.push(...all);
    expect(progress).toHaveLength(4);
    for (const w of all)
      expect(await tableCounts(w.db)).toMatchObject({ daily_bars: 3271 * 2, ingested_files: 4 });
  });
});
