/**
 * PostgreSQL servers on the ingested test warehouse: a cluster holding data/sample, ingested with
 * its derived products into the database TEMPLATE_DATABASE, is built once and kept between runs
 * (test/support/templateCache.ts: rebuilt only when the sample, the ingest or a derived product's
 * version changes, or another PostgreSQL major version runs it), and each server starts on its own
 * copy of it. So a run ingests into PostgreSQL at most once, whoever asks first (the
 * e2e-distributed project's global setup, the PostgreSQL tests of the warehouse and of the service).
 */
import { join } from "node:path";
import pg from "pg";
import { postgresVersion, startPostgres, type TestPostgres } from "./postgres.js";
import { buildTemplateWarehouse, cachedTemplate, templateKey } from "./templateCache.js";

/**
 * The ingested database in the template cluster: the one `npm run topology` serves (bin/topology.ts
 * DATABASE), so a copy of the cluster is a TOPOLOGY_DIR cluster ready to serve
 * (test/support/topologyCommand.ts).
 */
export const TEMPLATE_DATABASE = "quant";
const CLUSTER = "cluster";

export interface TemplatePostgres extends TestPostgres {
  /** postgres:// URL of this server's copy of the ingested database. */
  templateUrl: string;
  /** The cached template's folder (its ingest report: templateIngest in templateCache.ts). */
  templateFolder: string;
}

/** The cached template's folder, built first if it is not there. */
async function postgresTemplate(): Promise<string> {
  const key = await templateKey([postgresVersion(), `database ${TEMPLATE_DATABASE}`]);
  return cachedTemplate("postgres", key, async (folder) => {
    const server = await startPostgres({ keep: join(folder, CLUSTER) });
    try {
      const url = databaseUrl(server.url, "postgres");
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
      await admin.end();
      await buildTemplateWarehouse(databaseUrl(server.url, TEMPLATE_DATABASE), folder);
    } finally {
      await server.stop();
    }
  });
}

/** The template cluster's data folder (stopped; never start a server on it: copy it). */
export async function templateCluster(): Promise<string> {
  return join(await postgresTemplate(), CLUSTER);
}

/** A server of its own on a copy of the template cluster (stop() removes the copy). */
export async function startTemplatePostgres(): Promise<TemplatePostgres> {
  const templateFolder = await postgresTemplate();
  const server = await startPostgres({ copyOf: join(templateFolder, CLUSTER) });
  return { ...server, templateUrl: databaseUrl(server.url, TEMPLATE_DATABASE), templateFolder };
}

/** The server's URL naming another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
