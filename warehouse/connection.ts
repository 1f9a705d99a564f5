/**
 * Opens the warehouse from a URL so the same code runs against a local SQLite file (development,
 * tests) and PostgreSQL (deployment). Accepted URLs:
 *   sqlite:<path>          file relative to the working directory (parent folder is created)
 *   sqlite::memory:        private in-memory database
 *   postgres://... | postgresql://...
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, type LogEvent, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { outageGuardedPool } from "./outage.js";
import type { Database, WarehouseView, WarehouseViews } from "./schema.js";

/**
 * A handle on the warehouse, typed to one view of it (schema.ts `WarehouseViews`): the whole
 * (`Warehouse`) or a domain's (`Warehouse<"market">`). Every handle of a process is the same
 * connection; the view decides which tables its code may query (warehouse/views.ts).
 */
export type Warehouse<V extends WarehouseView = "all"> = Kysely<WarehouseViews[V]>;

/** A handle of any view: what code serving every domain takes (kit, the owners' readers). */
export type AnyWarehouse = { [V in WarehouseView]: Warehouse<V> }[WarehouseView];

const MEMORY = ":memory:";
export type Dialect = "sqlite" | "postgres";

export interface OpenWarehouse {
  db: Warehouse;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Called once per SQL statement sent to the database (including begin/commit and failed ones). */
  onQuery?: (sql: string) => void;
}

export function defaultDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? "sqlite:.data/warehouse.sqlite";
}

export async function openWarehouse(url: string, options: OpenOptions = {}): Promise<OpenWarehouse> {
  const { onQuery } = options;
  // Both log levels matter: a statement that fails is logged as "error" instead of "query".
  const log = onQuery ? (event: LogEvent) => onQuery(event.query.sql) : undefined;
  const target = parseDatabaseUrl(url);
  const opened = target.dialect === "sqlite" ? openSqlite(target.file, log) : openPostgres(target.url, log);
  openedFrom.set(opened.db, target);
  return opened;
}

/** Where each open warehouse was opened from (a sqlite path resolved against the working directory). */
const openedFrom = new WeakMap<AnyWarehouse, DatabaseTarget>();

/**
 * The URL another thread opens to read the same warehouse (a heavy job's worker thread,
 * the subgraph kit's heavyWorker.ts). A private in-memory database has no such URL: it is refused.
 */
export function sharedWarehouseUrl(db: AnyWarehouse): string {
  const target = openedFrom.get(db);
  if (target === undefined)
    throw new Error("This warehouse was not opened by openWarehouse: no URL to share.");
  if (target.dialect === "postgres") return target.url;
  if (target.file === MEMORY)
    throw new Error("A private in-memory database (sqlite::memory:) cannot be read from another thread.");
  return `sqlite:${target.file}`;
}

export type DatabaseTarget = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

/** sqlite file paths come back absolute (resolved against the working directory) or ":memory:". */
export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith("sqlite:")) {
    const location = url.slice("sqlite:".length);
    if (location === "") {
      throw new Error("sqlite: URL needs a path, e.g. sqlite:.data/warehouse.sqlite or sqlite::memory:");
    }
    return { dialect: "sqlite", file: location === MEMORY ? MEMORY : resolve(location) };
  }
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return { dialect: "postgres", url };
  throw new Error(
    `Unsupported database URL "${redact(url)}": expected sqlite:<path>, sqlite::memory:, postgres://... or postgresql://...`,
  );
}

/** Which SQL dialect a Kysely instance talks, for the few places where DDL or limits differ. */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

function openSqlite(file: string, log: ((event: LogEvent) => void) | undefined): OpenWarehouse {
  if (file !== MEMORY) mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  // Pragmas go straight to the driver so they never show up in onQuery counts.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Several processes (server, ingest CLI, test workers) may share one file.
  sqlite.pragma("busy_timeout = 10000");
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs as much as running a
 * small query. Queries are parameterised, so their SQL text repeats: keep the prepared statements
 * of the most recent texts. better-sqlite3 statements are reusable as long as none is iterated
 * while run again, and the driver only calls all()/run(), which finish synchronously.
 */
function cachePreparedStatements(sqlite: SqliteDatabase.Database, size = 500) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    const cached = cache.get(source);
    if (cached) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
      cache.delete(source);
      cache.set(source, cached);
      return cached;
    }
    const statement = prepare(source);
    cache.set(source, statement);
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
    return statement;
  }) as typeof sqlite.prepare;
}

function openPostgres(url: string, log: ((event: LogEvent) => void) | undefined): OpenWarehouse {
  const pool = new pg.Pool({ connectionString: url, types: numericTypes, connectionTimeoutMillis: 5_000 });
  // A server restart or outage must not end the process, and answers 503 dataset_unavailable
  // without the driver's message (warehouse/outage.ts).
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: outageGuardedPool(pool) }), log });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * pg returns int8 (count(*), bigint columns) and numeric (sum/avg) as strings to avoid precision
 * loss; the warehouse's values stay far below 2^53, and callers must see the same JS numbers as on
 * SQLite. Scoped to this pool so other pg users in the process keep the library defaults.
 */
const numericTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if ((format ?? "text") === "text" && (oid === INT8_OID || oid === NUMERIC_OID)) {
      return (value: string) => Number(value);
    }
    return pg.types.getTypeParser(oid, format ?? "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

function redact(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}
