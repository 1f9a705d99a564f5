/**
 * The news store (intel, docs/NEWS.md): items of every news source in one shape, and their
 * tickers for per-ticker reads. Both windows read newest first by publication instant.
 */
import { sql } from "kysely";
import { type AnyDb, dropTables } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("news_items")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("source_file", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("teaser", "text")
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("ticker", "text")
    .addColumn("tickers", "text", (c) => c.notNull())
    .addColumn("coins", "text", (c) => c.notNull())
    .addColumn("channels", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("published_ms", "bigint", (c) => c.notNull())
    .addColumn("updated_ms", "bigint")
    .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
    .addColumn("body", "text")
    .addColumn("news_type", "text", (c) => c.notNull().check(sql`news_type in ('article', 'video')`))
    .addColumn("cik", "text")
    .addColumn("form", "text")
    .addColumn("filing_date", "text")
    .addColumn("report_date", "text")
    .addColumn("filing_items", "text")
    .execute();
  await db.schema.createIndex("news_items_published").on("news_items").column("published_ms").execute();
  await db.schema.createIndex("news_items_source_file").on("news_items").column("source_file").execute();
  await db.schema
    .createTable("news_item_tickers")
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("ticker", "text", (c) => c.notNull())
    .addColumn("published_ms", "bigint", (c) => c.notNull())
    .addColumn("visible_from_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("news_item_tickers_pk", ["item_id", "ticker"])
    .execute();
  await db.schema
    .createIndex("news_item_tickers_ticker")
    .on("news_item_tickers")
    .columns(["ticker", "published_ms"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["news_item_tickers", "news_items"]);
}
