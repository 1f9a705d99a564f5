/**
 * The unit of ingestion and its ledger. A unit is normally one source file; it is parsed completely
 * before the database is touched (or, when too large for that, while it is written: StreamedUnit),
 * then its previous rows are replaced and the ledger row (path + sha256) is written in ONE transaction. So a malformed file writes nothing, a crash leaves
 * either the old or the new version, and an unchanged file is skipped by its hash.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Insertable, Transaction } from "kysely";
import { type Dialect, dialectOf, type Warehouse } from "../connection.js";
import type { Database } from "../schema.js";

export type Trx = Transaction<Database>;

/** A unit parsed before the transaction: its rows are counted already. */
export interface ParsedUnit {
  rows: number;
  /** Deletes what an earlier version of the unit wrote, then inserts the new rows. */
  write(trx: Trx, dialect: Dialect): Promise<void>;
}

/**
 * A unit too large to hold parsed (the 5,000-ticker universe): parsed while it is written, in
 * bounded batches, inside the same transaction, so a malformed row still writes nothing.
 */
export interface StreamedUnit {
  /** Deletes what an earlier version wrote, then parses and inserts batch by batch; returns the rows written. */
  stream(trx: Trx, dialect: Dialect): Promise<number>;
}

export type PreparedUnit = ParsedUnit | StreamedUnit;

export interface IngestUnit {
  /** Ledger key: the file's path relative to the data folder, with '/' separators. */
  path: string;
  adapter: string;
  /** Absolute paths of the bytes the unit reads; their hashes decide whether it changed. */
  sources: string[];
  /** Anything else the result depends on (e.g. a folder listing), folded into the hash. */
  fingerprint?: string;
  /** Parses the sources (same order as `sources`); throws IngestError on malformed input. */
  prepare(contents: Buffer[]): PreparedUnit;
}

export interface UnitResult {
  skipped: boolean;
  rows: number;
}

export async function ingestUnit(db: Warehouse, unit: IngestUnit): Promise<UnitResult> {
  const contents = await Promise.all(unit.sources.map((file) => readFile(file)));
  const sha256 = unitHash(unit, contents);
  const previous = await db
    .selectFrom("ingested_files")
    .select("sha256")
    .where("path", "=", unit.path)
    .executeTakeFirst();
  if (previous?.sha256 === sha256) return { skipped: true, rows: 0 };

  const prepared = unit.prepare(contents);
  const dialect = dialectOf(db);
  const rows = await db.transaction().execute(async (trx) => {
    const written = await writeUnit(prepared, trx, dialect);
    const ledger = {
      path: unit.path,
      sha256,
      adapter: unit.adapter,
      rows: written,
      ingested_at: new Date().toISOString(),
    };
    await trx
      .insertInto("ingested_files")
      .values(ledger)
      .onConflict((oc) => oc.column("path").doUpdateSet(ledger))
      .execute();
    return written;
  });
  return { skipped: false, rows };
}

async function writeUnit(prepared: PreparedUnit, trx: Trx, dialect: Dialect): Promise<number> {
  if ("stream" in prepared) return prepared.stream(trx, dialect);
  await prepared.write(trx, dialect);
  return prepared.rows;
}

/** A single file's hash is its plain sha256 (matches `sha256sum`); composite units hash the parts. */
function unitHash(unit: IngestUnit, contents: Buffer[]): string {
  const [only] = contents;
  if (contents.length === 1 && only !== undefined && unit.fingerprint === undefined) return sha256Hex(only);
  const hash = createHash("sha256");
  // Position, not absolute path: a copy of the same data elsewhere must hash the same.
  contents.forEach((content, i) => {
    hash.update(`${i}\0${sha256Hex(content)}\n`);
  });
  hash.update(`fingerprint\0${unit.fingerprint ?? ""}\n`);
  return hash.digest("hex");
}

function sha256Hex(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Bound parameters per statement stay under SQLite's 32766 and PostgreSQL's 65535 limits. */
const MAX_PARAMETERS: Record<Dialect, number> = { sqlite: 32_000, postgres: 60_000 };

/**
 * Multi-row inserts sized to the engine's parameter limit: one statement per chunk, not per row.
 * Into a table of the transaction's view (ingest's, the whole; a derived product's, its domain's).
 */
export async function insertRows<DB, T extends keyof DB & string>(
  trx: Transaction<DB>,
  dialect: Dialect,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const perRow = Object.keys(first).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS[dialect] / perRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as Insertable<DB[T]>[])
      .execute();
  }
}
