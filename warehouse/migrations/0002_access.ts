/**
 * Accounts, wallets, holds, the usage ledger and idempotency records (the access layer). Keys
 * issued before accounts existed each get an account of their own on the Free plan.
 */
import { sql } from "kysely";
import { type AnyDb, dropTables, numberedId } from "./ddl.js";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("plan", "text", (c) =>
      c.notNull().check(sql`plan in ('free', 'starter', 'pro', 'expert', 'enterprise')`),
    )
    .addColumn("addons", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("monthly_credits", "bigint")
    .addColumn("overage_cap", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("suspended_at", "text")
    .execute();
  await db.schema.alterTable("api_keys").addColumn("account_id", "text").execute();
  await db.schema.alterTable("api_keys").addColumn("revoked_at", "text").execute();
  await sql`insert into accounts (id, name, plan, addons, overage_cap, created_at)
    select id, label, 'free', '', 0, created_at from api_keys`.execute(db);
  await sql`update api_keys set account_id = id`.execute(db);
  await db.schema.createIndex("api_keys_account_idx").on("api_keys").column("account_id").execute();

  await db.schema
    .createTable("wallets")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("spent", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("held", "bigint", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("wallets_pk", ["account_id", "period"])
    .execute();
  await createCreditHolds(db);
  await db.schema
    .createTable("usage_ledger")
    .$call(numberedId(db, "bigserial"))
    .addColumn("request_id", "text", (c) => c.notNull())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("key_id", "text", (c) => c.notNull())
    .addColumn("operation", "text", (c) => c.notNull())
    .addColumn("product", "text", (c) => c.notNull())
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("outcome", "text", (c) =>
      c.notNull().check(sql`outcome in ('charged', 'not_billed', 'refunded')`),
    )
    .addColumn("error_code", "text")
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("usage_ledger_account_idx")
    .on("usage_ledger")
    .columns(["account_id", "id"])
    .execute();
  await db.schema
    .createTable("idempotency_records")
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("result", "text")
    .addColumn("expires_at_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_records_pk", ["account_id", "key"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ["idempotency_records", "usage_ledger", "credit_holds", "wallets", "accounts"]);
  // SQLite refuses to drop a column an index still names (PostgreSQL drops the index with it).
  await db.schema.dropIndex("api_keys_account_idx").ifExists().execute();
  await db.schema.alterTable("api_keys").dropColumn("revoked_at").execute();
  await db.schema.alterTable("api_keys").dropColumn("account_id").execute();
}

/** Credits held by running requests; 0005 dropped it (holds live in memory) and its `down` makes it again. */
export async function createCreditHolds(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("credit_holds")
    .addColumn("request_id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("credits", "bigint", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
