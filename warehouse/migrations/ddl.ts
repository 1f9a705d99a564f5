/**
 * What several migrations write alike. Each migration must work on SQLite and PostgreSQL.
 *
 * Type choices: dates stay 'YYYY-MM-DD' text on both engines (a pg `date` would come back as a JS
 * Date). Prices and volumes are 8-byte floats: crypto volumes are fractional (0.48990826 BTC) and
 * equity volumes exceed 2^31, and a double holds every integer up to 2^53 exactly. Epoch-millisecond
 * timestamps and filing sizes are bigint; connection.ts parses pg int8 back to JS numbers.
 */
import type { CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../connection.js";

// Migrations see the database as it was when they were written, not today's Database type.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migration interface is declared on Kysely<any>.
export type AnyDb = Kysely<any>;

/** The 8-byte float of the engine: PostgreSQL's `double precision`; SQLite's `real` is 8 bytes. */
export function floatType(db: AnyDb): "double precision" | "real" {
  return dialectOf(db) === "postgres" ? "double precision" : "real";
}

/**
 * An `id` primary key numbered by the database on insert: `serial`/`bigserial` on PostgreSQL, an
 * autoincrement integer on SQLite. For `createTable(…).$call(numberedId(db, "serial"))`.
 */
export function numberedId(db: AnyDb, postgresType: "serial" | "bigserial") {
  const postgres = dialectOf(db) === "postgres";
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn("id", postgres ? postgresType : "integer", (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/** Drops the tables in the order given (a `down` lists them newest first), each if it exists. */
export async function dropTables(db: AnyDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
