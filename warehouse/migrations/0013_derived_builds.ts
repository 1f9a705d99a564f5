/** The ledger of derived products (warehouse/derived.ts): which data version each was built from. */
import { type AnyDb, dropTables } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("derived_builds")
    .addColumn("product", "text", (c) => c.primaryKey())
    .addColumn("code_version", "integer", (c) => c.notNull())
    .addColumn("data_version", "text", (c) => c.notNull())
    .addColumn("built_at", "text", (c) => c.notNull())
    .addColumn("rows", "integer", (c) => c.notNull())
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["derived_builds"]);
}
