/**
 * The learning product's tables (signals; derived product `learning`, signals' derived.ts,
 * docs/LEARNING.md): each book date's predictions resolved against their 21-session outcome, per
 * source, and the memory's documents with a full-text index — SQLite FTS5 (an external-content
 * virtual table over memory_documents, Porter stemming) or PostgreSQL (a GIN index over the
 * `english` tsvector of the body), whichever engine the warehouse runs on.
 */
import { sql } from "kysely";
import { dialectOf } from "../connection.js";
import { type AnyDb, dropTables, floatType } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db);
  const float = floatType(db);
  await db.schema
    .createTable("learning_dates")
    .addColumn("prediction_date", "text", (c) => c.primaryKey())
    .addColumn("resolves_on", "text", (c) => c.notNull())
    .addColumn("held", "integer", (c) => c.notNull())
    .addColumn("scored", "integer", (c) => c.notNull())
    .addColumn("outcomes", "integer", (c) => c.notNull())
    .addColumn("mean_return", float)
    .addColumn("long_absolute_hits", "integer", (c) => c.notNull())
    .addColumn("short_absolute_hits", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("learning_sources")
    .addColumn("prediction_date", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("resolves_on", "text", (c) => c.notNull())
    .addColumn("calls", "integer", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("favourable_calls", "integer", (c) => c.notNull())
    .addColumn("favourable_hits", "integer", (c) => c.notNull())
    .addColumn("unfavourable_calls", "integer", (c) => c.notNull())
    .addColumn("unfavourable_hits", "integer", (c) => c.notNull())
    .addColumn("ic", float)
    .addColumn("bands", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("learning_sources_pk", ["prediction_date", "source"])
    .execute();
  await db.schema
    .createTable("memory_documents")
    .addColumn("doc_id", "integer", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("ticker", "text")
    .addColumn("prediction_date", "text", (c) => c.notNull())
    .addColumn("event_date", "text", (c) => c.notNull())
    .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("memory_documents_visible")
    .on("memory_documents")
    .column("visible_from_ms")
    .execute();
  if (dialect === "postgres") {
    await sql`create index memory_documents_search on memory_documents using gin (to_tsvector('english', body))`.execute(
      db,
    );
  } else {
    await sql`create virtual table memory_documents_fts using fts5(body, content = 'memory_documents', content_rowid = 'doc_id', tokenize = 'porter unicode61')`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop table if exists memory_documents_fts`.execute(db);
  await dropTables(db, ["memory_documents", "learning_sources", "learning_dates"]);
}
