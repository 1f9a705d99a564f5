import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Migrator, NO_MIGRATIONS } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { type OpenWarehouse, openWarehouse } from "../connection.js";
import { SCHEMA_COLUMNS, schemaColumns } from "../testing/schemaColumns.js";
import { migrateToLatest, migrationProvider, migrations } from "./index.js";

const opened: OpenWarehouse[] = [];
afterEach(async () => {
  for (const warehouse of opened.splice(0)) await warehouse.close();
});

describe("the migrations' index", () => {
  it("lists every migration file of the folder, in name order, under the file's own name", () => {
    const files = readdirSync(dirname(fileURLToPath(import.meta.url)))
      .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
      .map((file) => file.slice(0, -".ts".length))
      .sort();
    expect(files).toHaveLength(23);
    expect(Object.keys(migrations)).toEqual(files);
  });

  it("undoes every migration down to an empty warehouse, and builds the same one again", async () => {
    const warehouse = await openWarehouse("sqlite::memory:");
    opened.push(warehouse);
    await migrateToLatest(warehouse.db);
    const down = await new Migrator({ db: warehouse.db, provider: migrationProvider }).migrateTo(
      NO_MIGRATIONS,
    );
    expect(down.error).toBeUndefined();
    expect(down.results?.map((result) => result.migrationName)).toEqual(Object.keys(migrations).reverse());
    expect(await schemaColumns(warehouse)).toEqual({});

    await migrateToLatest(warehouse.db);
    expect(await schemaColumns(warehouse)).toEqual(SCHEMA_COLUMNS);
  });
});
