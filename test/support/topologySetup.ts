/**
 * Global setup of the `e2e-distributed` project (vitest.config.ts): one PostgreSQL server for the
 * run, on a copy of the ingested template cluster (test/support/postgresTemplate.ts), whose
 * database each file clones (test/support/topologyService.ts). Each file brings its own Redis and
 * processes.
 */
import { startTemplatePostgres, type TemplatePostgres } from "./postgresTemplate.js";

let server: TemplatePostgres | undefined;

export async function setup({ provide }: { provide: (key: "topologyPostgres", value: string) => void }) {
  server = await startTemplatePostgres();
  provide("topologyPostgres", server.url);
}

export async function teardown() {
  await server?.stop();
}
