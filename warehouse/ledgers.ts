/**
 * The warehouse's own ledgers, read-only, for the agents routes (signals, docs/LEARNING.md
 * "Agents"): the ingest ledger `ingested_files` (one row per file loaded: path, content digest,
 * adapter, rows; written by warehouse/ingest/) and the derived-products ledger `derived_builds` (one
 * row per product: the data version it was built from; written by warehouse/derived.ts). They
 * describe the service's processes, not market data. Nothing here writes.
 */
import type { AnyWarehouse } from "./connection.js";
import type { DerivedBuild } from "./derived.js";
import { asOwner } from "./views.js";

export interface IngestedFile {
  path: string;
  sha256: string;
  adapter: string;
  rows: number;
  /** ISO 8601 instant of the ingesting process's wall clock. */
  ingestedAt: string;
}

/** Every file of the ingest ledger, newest ingest first (then by path). */
export async function ingestedFiles(source: AnyWarehouse): Promise<IngestedFile[]> {
  const db = asOwner("shared", source);
  const rows = await db
    .selectFrom("ingested_files")
    .selectAll()
    .orderBy("ingested_at", "desc")
    .orderBy("path")
    .execute();
  return rows.map((row) => ({
    path: row.path,
    sha256: row.sha256,
    adapter: row.adapter,
    rows: Number(row.rows),
    ingestedAt: row.ingested_at,
  }));
}

/** Every derived product's newest build, by product name. */
export async function derivedBuilds(source: AnyWarehouse): Promise<DerivedBuild[]> {
  const db = asOwner("shared", source);
  const rows = await db.selectFrom("derived_builds").selectAll().orderBy("product").execute();
  return rows.map((row) => ({
    product: row.product,
    codeVersion: row.code_version,
    dataVersion: row.data_version,
    builtAt: row.built_at,
    rows: Number(row.rows),
    durationMs: Number(row.duration_ms),
  }));
}
