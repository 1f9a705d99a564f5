/** Holds moved into the gateway's memory (gateway/access/embedded.ts): admission needs no SQL. */
import { createCreditHolds } from "./0002_access.js";
import type { AnyDb } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable("credit_holds").ifExists().execute();
  await db.schema.alterTable("wallets").dropColumn("held").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("wallets")
    .addColumn("held", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  await createCreditHolds(db);
}
