/**
 * The data version's memo (warehouse/derived.ts `dataVersion`, issue 27): computed once per state
 * of the ingest ledger and read as one row per call, yet a re-ingest of a changed file is seen at
 * once by a process that memoised the old version, whichever connection or process ingested.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse, type Warehouse } from "./connection.js";
import { dataVersion } from "./derived.js";
import { ingestAll } from "./ingest/runner.js";
import { migrateToLatest } from "./migrations/index.js";
import { copySample, INSTRUMENT_MASTER_FILES } from "./testing/sampleChecks.js";

const FILES = [...INSTRUMENT_MASTER_FILES, "prices/daily_index.csv", "prices/daily/AAPL.csv"];
const AAPL = "prices/daily/AAPL.csv";

let data: string;
let dir: string;
let url: string;
/** What ran on the memoising connection, one SQL statement per entry. */
let statements: string[];
let serving: OpenWarehouse;
const opened: OpenWarehouse[] = [];

beforeEach(async () => {
  data = await copySample(FILES);
  dir = await mkdtemp(join(tmpdir(), "data-version-"));
  url = `sqlite:${join(dir, "warehouse.sqlite")}`;
  statements = [];
  serving = await openWarehouse(url, { onQuery: (statement) => statements.push(statement) });
  opened.push(serving);
  await migrateToLatest(serving.db);
  await ingestAll(serving.db, data);
});

afterEach(async () => {
  for (const warehouse of opened.splice(0)) await warehouse.close();
  await rm(data, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
});

/** The ledger's digest computed here from its rows, as derived.test.ts states it. */
async function ledgerDigest(db: Warehouse): Promise<string> {
  const files = await db.selectFrom("ingested_files").select(["path", "sha256"]).orderBy("path").execute();
  const hash = createHash("sha256");
  for (const { path, sha256 } of files) hash.update(`${path}\0${sha256}\n`);
  return hash.digest("hex");
}

/** AAPL's file without its last two sessions: a changed file, as a corrected vendor file would be. */
async function changeAapl(): Promise<void> {
  const lines = (await readFile(join(data, AAPL), "utf8")).trimEnd().split("\n");
  await writeFile(join(data, AAPL), `${lines.slice(0, -2).join("\n")}\n`);
}

describe("the data version's memo", () => {
  it("reads one row per call while the ledger does not move", async () => {
    const version = await dataVersion(serving.db);
    expect(version).toBe(await ledgerDigest(serving.db));
    statements.length = 0;
    expect(await dataVersion(serving.db)).toBe(version);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from "ingest_ledger_stamp"/);
  });

  it("gives a re-ingest's new version to a process that memoised the old one, the ingest on another connection", async () => {
    const before = await dataVersion(serving.db);
    const ingesting = await openWarehouse(url);
    opened.push(ingesting);
    await changeAapl();
    expect(await ingestAll(ingesting.db, data)).toMatchObject({ files: 1 });

    const after = await dataVersion(serving.db);
    expect(after).not.toBe(before);
    expect(after).toBe(await ledgerDigest(serving.db));
    // An ingest that changes nothing leaves the version (and the memo) where it was.
    expect(await ingestAll(ingesting.db, data)).toMatchObject({ files: 0 });
    expect(await dataVersion(serving.db)).toBe(after);
  });

  it("gives a re-ingest's new version to a process that memoised the old one, the ingest run by `npm run ingest`", async () => {
    const before = await dataVersion(serving.db);
    await changeAapl();
    await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "bin/ingest.ts", "--data", data, "--database-url", url],
      { env: { ...process.env, NODE_ENV: "test" } },
    );

    const after = await dataVersion(serving.db);
    expect(after).not.toBe(before);
    expect(after).toBe(await ledgerDigest(serving.db));
  }, 120_000);

  it("tells apart two copies of one warehouse that each ingest another change", async () => {
    const copyUrl = `sqlite:${join(dir, "copy.sqlite")}`;
    await sql`vacuum into ${join(dir, "copy.sqlite")}`.execute(serving.db);
    const copy = await openWarehouse(copyUrl);
    opened.push(copy);
    expect(await dataVersion(copy.db)).toBe(await dataVersion(serving.db));

    await changeAapl();
    await ingestAll(serving.db, data);
    await changeAapl();
    await ingestAll(copy.db, data);
    expect(await dataVersion(serving.db)).toBe(await ledgerDigest(serving.db));
    expect(await dataVersion(copy.db)).toBe(await ledgerDigest(copy.db));
    expect(await dataVersion(copy.db)).not.toBe(await dataVersion(serving.db));
  });
});
