/**
 * Stops and starts a running test PostgreSQL server (test/support/postgres.ts) in place, to test
 * an outage: `pg_ctl stop -m fast` (what an operator's restart does: every session is told the
 * server is shutting down), then `pg_ctl start` on the same data folder, port and socket folder.
 * The server's own settings are written with ALTER SYSTEM first, because the start options the
 * test server was launched with are not kept.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { openWarehouse } from "../connection.js";

const run = promisify(execFile);

export interface PausedPostgres {
  /** Starts the server again and waits until it accepts connections. */
  start(): Promise<void>;
}

export async function stopPostgres(url: string): Promise<PausedPostgres> {
  const admin = await openWarehouse(url);
  let dataDir: string;
  try {
    const setting = async (name: string) =>
      (await sql<{ setting: string }>`select setting from pg_settings where name = ${name}`.execute(admin.db))
        .rows[0]?.setting ?? "";
    dataDir = await setting("data_directory");
    for (const name of ["port", "unix_socket_directories", "listen_addresses", "fsync"]) {
      const value = await setting(name);
      await sql.raw(`alter system set ${name} = '${value.replaceAll("'", "''")}'`).execute(admin.db);
    }
  } finally {
    await admin.close();
  }
  const { uid, gid } = await stat(dataDir);
  const owner = process.getuid?.() === 0 ? { uid, gid } : {};
  const pgCtl = (args: string[]) =>
    run(join(postgresBin(), "pg_ctl"), ["-D", dataDir, ...args], {
      ...owner,
      cwd: dataDir,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" },
    });
  await pgCtl(["stop", "-m", "fast", "-w"]);
  return {
    async start() {
      await pgCtl(["start", "-w", "-t", "60", "-l", join(dataDir, "..", "restart.log")]);
    },
  };
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const newest = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "pg_ctl")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  if (!newest) throw new Error("pg_ctl not found under /usr/lib/postgresql/*/bin (or set PG_BIN)");
  return join(base, newest, "bin");
}
