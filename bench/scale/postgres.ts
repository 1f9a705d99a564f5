/**
 * The scale bench on PostgreSQL (`BENCH_SCALE_DB=postgres npm run bench:scale`, issue 27 item 6):
 * each warehouse (sample, scale) in a throwaway server of its own, started as the tests start one
 * (test/support/postgres.ts: initdb in a temp folder, a free port, fsync off), so the two services
 * read from different servers as they read from different SQLite files. The servers stop, and
 * their folders go, when the run ends.
 */
import { startPostgres, type TestPostgres } from "../../test/support/postgres.js";

export type ScaleDatabase = "sqlite" | "postgres";

/** BENCH_SCALE_DB: which warehouse the bench builds and serves; a misspelling stops it, naming what is accepted. */
export function scaleDatabase(env: NodeJS.ProcessEnv = process.env): ScaleDatabase {
  const value = env.BENCH_SCALE_DB ?? "sqlite";
  if (value !== "sqlite" && value !== "postgres")
    throw new Error(`BENCH_SCALE_DB must be "sqlite" or "postgres", got "${value}"`);
  return value;
}

const servers: TestPostgres[] = [];

/** A new empty PostgreSQL warehouse's URL (migrated by the ingest step). */
export async function postgresWarehouse(): Promise<string> {
  const server = await startPostgres();
  servers.push(server);
  return server.url;
}

export async function stopPostgres(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
}
