/**
 * A stream the gateway closed itself (shutdown) may be resumed once unbilled for 5 minutes
 * (gateway/access/resume.ts): the grant outlives the process that closed it.
 */
import { type AnyDb, dropTables, numberedId } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("resume_grants")
    .$call(numberedId(db, "bigserial"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("resume_key", "text", (c) => c.notNull())
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("resume_grants_account_idx")
    .on("resume_grants")
    .columns(["account_id", "resume_key", "expires_at_ms"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["resume_grants"]);
}
