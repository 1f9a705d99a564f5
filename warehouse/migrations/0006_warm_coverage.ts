/**
 * The shared warm set of quotes/subscribe and universe/warm (market's data/warmCoverage.ts):
 * in the warehouse so every process of one deployment shares one 200-symbol budget.
 */
import { type AnyDb, dropTables } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("warm_coverage")
    .addColumn("symbol", "text", (c) => c.primaryKey())
    .addColumn("coverage", "text", (c) => c.notNull())
    .addColumn("requested_at_ms", "bigint", (c) => c.notNull())
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["warm_coverage"]);
}
