/**
 * Daily option chain snapshots (intel). A chain file owns its rows: the key starts with source_file,
 * which is also how re-ingesting a file deletes its previous rows. `right` is a keyword in SQL; Kysely
 * quotes every identifier it writes, and the check constraint quotes it by hand.
 */
import { sql } from "kysely";
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("option_chain_rows")
    .addColumn("underlying", "text", (c) => c.notNull())
    .addColumn("snapshot_date", "text", (c) => c.notNull())
    .addColumn("expiry", "text", (c) => c.notNull())
    .addColumn("strike", float, (c) => c.notNull())
    .addColumn("right", "text", (c) => c.notNull().check(sql`"right" in ('C', 'P')`))
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("volume", float, (c) => c.notNull())
    .addColumn("open_interest", float)
    .addColumn("implied_volatility", float)
    .addColumn("delta", float)
    .addColumn("gamma", float)
    .addColumn("vega", float)
    .addColumn("theta", float)
    .addColumn("rho", float)
    .addColumn("source_file", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("option_chain_rows_pk", ["source_file", "expiry", "right", "strike"])
    .execute();
  await db.schema
    .createIndex("option_chain_rows_underlying_date_idx")
    .on("option_chain_rows")
    .columns(["underlying", "snapshot_date"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["option_chain_rows"]);
}
