/** The broad daily universe (market; market's readers/universe.ts is its reader for others). */
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const float = floatType(db);
  await db.schema
    .createTable("universe_bars")
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("open", float, (c) => c.notNull())
    .addColumn("high", float, (c) => c.notNull())
    .addColumn("low", float, (c) => c.notNull())
    .addColumn("close", float, (c) => c.notNull())
    .addColumn("volume", float, (c) => c.notNull())
    .addPrimaryKeyConstraint("universe_bars_pk", ["ticker", "date"])
    .execute();
  // The cross-section reads one window of dates for every member.
  await db.schema.createIndex("universe_bars_date").on("universe_bars").column("date").execute();
  await db.schema
    .createTable("universe_members")
    .addColumn("ticker", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source_path", "text", (c) => c.notNull())
    .addColumn("first_date", "text", (c) => c.notNull())
    .addColumn("last_date", "text", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["universe_members", "universe_bars"]);
}
