/** An operator account's keys read every tenant's log lines (docs/OPERATIONS.md "Logs"). */
import type { AnyDb } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("accounts")
    .addColumn("operator", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("accounts").dropColumn("operator").execute();
}
