/** The embedded backend keeps the contract on SQLite and on PostgreSQL. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { embeddedBackend } from "../../gateway/access/embedded.js";
import { openWarehouse } from "../../warehouse/connection.js";
import { migrateToLatest } from "../../warehouse/migrations/index.js";
import { startPostgres } from "../support/postgres.js";
import { describeBackendContract } from "./backendContract.js";

describeBackendContract("embedded (SQLite)", async () => {
  const dir = await mkdtemp(join(tmpdir(), "qf-access-"));
  const warehouse = await openWarehouse(`sqlite:${join(dir, "access.sqlite")}`);
  await migrateToLatest(warehouse.db);
  const backend = embeddedBackend(warehouse.db);
  return {
    ...backend,
    async close() {
      await warehouse.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describeBackendContract("embedded (PostgreSQL)", async () => {
  const postgres = await startPostgres();
  const warehouse = await openWarehouse(postgres.url);
  await migrateToLatest(warehouse.db);
  const backend = embeddedBackend(warehouse.db);
  return {
    ...backend,
    async close() {
      await warehouse.close();
      await postgres.stop();
    },
  };
});
