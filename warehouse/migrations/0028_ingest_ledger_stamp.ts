/**
 * The ingest ledger's stamp (issue 27): a one-row table whose random `stamp` is replaced, by a
 * trigger, in the same transaction as every write to `ingested_files` (insert, update, delete; on
 * PostgreSQL truncate too). A stamp thus names one state of the ledger, in this warehouse or any
 * other (a copied file included: the next write on either side draws a new one), so a process
 * computes the ledger's digest once per stamp (warehouse/derived.ts `dataVersion`) and reads one
 * row per request, whatever process or connection wrote the ledger. A trigger rather than the
 * ingest code: nothing that writes the ledger (a migration, a tool, a test) can forget it.
 * SQLite's `PRAGMA data_version` would not do: any write to the file (a billed request's credits)
 * moves it.
 */
import { sql } from "kysely";
import { dialectOf } from "../connection.js";
import type { AnyDb } from "./ddl.js";

const SQLITE_EVENTS = ["insert", "update", "delete"] as const;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("ingest_ledger_stamp")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("stamp", "text", (c) => c.notNull())
    .execute();
  if (dialectOf(db) === "postgres") {
    await sql`insert into ingest_ledger_stamp (id, stamp) values (1, md5(random()::text || clock_timestamp()::text))`.execute(
      db,
    );
    await sql`
      create function ingest_ledger_restamp() returns trigger language plpgsql as $$
      begin
        update ingest_ledger_stamp set stamp = md5(random()::text || clock_timestamp()::text);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ingest_ledger_restamp after insert or update or delete or truncate on ingested_files
      for each statement execute function ingest_ledger_restamp()`.execute(db);
    return;
  }
  await sql`insert into ingest_ledger_stamp (id, stamp) values (1, lower(hex(randomblob(16))))`.execute(db);
  for (const event of SQLITE_EVENTS) {
    await sql`
      create trigger ${sql.id(`ingest_ledger_restamp_${event}`)} after ${sql.raw(event)} on ingested_files
      begin
        update ingest_ledger_stamp set stamp = lower(hex(randomblob(16)));
      end`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`drop trigger ingest_ledger_restamp on ingested_files`.execute(db);
    await sql`drop function ingest_ledger_restamp()`.execute(db);
  } else {
    for (const event of SQLITE_EVENTS)
      await sql`drop trigger ${sql.id(`ingest_ledger_restamp_${event}`)}`.execute(db);
  }
  await db.schema.dropTable("ingest_ledger_stamp").execute();
}
