/**
 * Global setup of the `e2e-distributed` project (vitest.config.ts): one PostgreSQL server for the
 * run, with data/sample ingested once into the template database that each file clones
 * (test/support/topologyService.ts). Each file brings its own Redis and processes.
 */
import pg from "pg";
import { derivedProductsOf } from "../../gateway/subgraphs.js";
import { ensureWarehouse } from "../../warehouse/ensure.js";
import { startPostgres, type TestPostgres } from "./postgres.js";
import { TEMPLATE_DATABASE } from "./topologyService.js";

let server: TestPostgres | undefined;

export async function setup({ provide }: { provide: (key: "topologyPostgres", value: string) => void }) {
  server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(server.url);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const warehouse = await ensureWarehouse(url.toString(), {
    onProgress: () => {},
    derived: derivedProductsOf(),
    log: () => {},
  });
  // No connection may stay open on a template while it is cloned.
  await warehouse.close();
  provide("topologyPostgres", server.url);
}

export async function teardown() {
  await server?.stop();
}
