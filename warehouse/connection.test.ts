import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { defaultDatabaseUrl, type OpenWarehouse, openWarehouse, parseDatabaseUrl } from "./connection.js";
import { migrateToLatest } from "./migrations/index.js";
import { SCHEMA_COLUMNS, schemaColumns } from "./testing/schemaColumns.js";

const opened: OpenWarehouse[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const w of opened.splice(0)) await w.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function open(url: string, onQuery?: (sql: string) => void): Promise<OpenWarehouse> {
  const warehouse = await openWarehouse(url, { onQuery });
  opened.push(warehouse);
  return warehouse;
}

describe("openWarehouse", () => {
  it("reports every executed statement exactly once, including begin/commit and failures", async () => {
    const seen: string[] = [];
    const { db } = await open("sqlite::memory:", (statement) => seen.push(statement));
    await migrateToLatest(db);
    seen.length = 0;

    await db.selectFrom("instruments").selectAll().execute();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^select \* from "instruments"/);

    seen.length = 0;
    const row = { path: "x", sha256: "0", adapter: "t", rows: 1, ingested_at: "2024-01-01T00:00:00Z" };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("ingested_files").values(row).execute();
      await trx.selectFrom("ingested_files").select("path").execute();
    });
    expect(seen.map((s) => s.split(" ")[0])).toEqual(["begin", "insert", "select", "commit"]);

    seen.length = 0;
    await expect(db.insertInto("ingested_files").values(row).execute()).rejects.toThrow(/UNIQUE/);
    expect(seen).toHaveLength(1);
  });

  it("opens SQLite files with WAL and foreign keys, creating the parent folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), "warehouse-conn-"));
    dirs.push(dir);
    const file = join(dir, "nested", "deeper", "w.sqlite");
    const { db, dialect } = await open(`sqlite:${file}`);
    expect(dialect).toBe("sqlite");
    expect(existsSync(file)).toBe(true);
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(journal.rows).toEqual([{ journal_mode: "wal" }]);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(fk.rows).toEqual([{ foreign_keys: 1 }]);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(db);
    expect(busy.rows[0]?.timeout).toBeGreaterThan(0);
  });

  it("resolves sqlite paths against the working directory and rejects unknown schemes", async () => {
    expect(parseDatabaseUrl("sqlite:.data/w.sqlite")).toEqual({
      dialect: "sqlite",
      file: resolve(".data/w.sqlite"),
    });
    expect(parseDatabaseUrl("sqlite::memory:")).toEqual({ dialect: "sqlite", file: ":memory:" });
    expect(parseDatabaseUrl("postgresql://u@h/db")).toEqual({
      dialect: "postgres",
      url: "postgresql://u@h/db",
    });
    await expect(openWarehouse("mysql://root:secret@localhost/db")).rejects.toThrow(
      'Unsupported database URL "mysql://***@localhost/db": expected sqlite:<path>, sqlite::memory:, postgres://... or postgresql://...',
    );
    await expect(openWarehouse("sqlite:")).rejects.toThrow(/needs a path/);
  });

  it("defaults to DATABASE_URL, else the local SQLite file", () => {
    const saved = process.env.DATABASE_URL;
    try {
      delete process.env.DATABASE_URL;
      expect(defaultDatabaseUrl()).toBe("sqlite:.data/warehouse.sqlite");
      process.env.DATABASE_URL = "postgres://db.example/market";
      expect(defaultDatabaseUrl()).toBe("postgres://db.example/market");
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});

describe("migrateToLatest", () => {
  it("creates exactly the tables and columns of schema.ts, and is idempotent", async () => {
    const warehouse = await open("sqlite::memory:");
    await migrateToLatest(warehouse.db);
    await migrateToLatest(warehouse.db);
    expect(await schemaColumns(warehouse)).toEqual(SCHEMA_COLUMNS);
  });

  it("enforces the keys", async () => {
    const { db } = await open("sqlite::memory:");
    await migrateToLatest(db);
    const bar = {
      ticker: "AAPL",
      date: "2020-01-02",
      open: 1,
      high: 1,
      low: 1,
      close: 1,
      adj_close: null,
      volume: 1,
    };
    await db.insertInto("daily_bars").values(bar).execute();
    await expect(db.insertInto("daily_bars").values(bar).execute()).rejects.toThrow(/UNIQUE/);
    const key = {
      id: "k1",
      account_id: "a1",
      display_prefix: "qk_",
      hash: "h",
      label: "l",
      created_at: "2024-01-01",
    };
    await db.insertInto("api_keys").values(key).execute();
    await expect(
      db
        .insertInto("api_keys")
        .values({ ...key, id: "k2" })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    const fact = {
      cik: "0000000001",
      taxonomy: "dei",
      concept: "X",
      unit: "USD",
      period_start: null,
      period_end: "2020-01-01",
      value: 1,
      accn: null,
      fy: null,
      fp: null,
      form: null,
      filed: null,
      source_file: "f",
    };
    await db.insertInto("sec_facts").values([fact, fact]).execute();
    const ids = await db.selectFrom("sec_facts").select("id").orderBy("id").execute();
    expect(ids).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
