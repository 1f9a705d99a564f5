/**
 * A new data version without a re-ingest's minutes: the ingest ledger as re-ingesting a changed
 * file leaves it (its digest changed), and the derived products marked current with it, as the
 * build after that ingest leaves them. What the file's rows say the test changes itself, before.
 */
import { expect } from "vitest";
import type { Warehouse } from "../../warehouse/connection.js";
import { dataVersion } from "../../warehouse/derived.js";

export async function newDataVersion(db: Warehouse, path = "prices/daily_universe.csv.gz"): Promise<void> {
  const before = await dataVersion(db);
  await db
    .updateTable("ingested_files")
    .set({ sha256: "0".repeat(64) })
    .where("path", "=", path)
    .execute();
  const after = await dataVersion(db);
  expect(after).not.toBe(before);
  await db
    .updateTable("derived_builds")
    .set({ data_version: after })
    .where("data_version", "=", before)
    .execute();
}
