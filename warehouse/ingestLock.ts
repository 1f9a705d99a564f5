/**
 * Serialises "migrate, then ingest if empty" across processes sharing one database: parallel test
 * workers or a server and the CLI would otherwise both see an empty warehouse and ingest at once,
 * or one would start serving a half-ingested one. PostgreSQL: a session advisory lock (released by
 * the server if the process dies). SQLite file: an exclusive lock file holding the owner's pid; a
 * file left by a dead process is taken over. In-memory SQLite is private, so it needs no lock.
 */
import { open, readFile, unlink } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { type OpenWarehouse, parseDatabaseUrl } from "./connection.js";

/** Arbitrary constant identifying the warehouse ingest among advisory locks ("ware" in ASCII). */
const ADVISORY_KEY = 0x77617265;
const WAIT_MS = 100;
const TIMEOUT_MS = 10 * 60_000;

export async function withIngestLock<T>(
  url: string,
  warehouse: OpenWarehouse,
  fn: () => Promise<T>,
): Promise<T> {
  const target = parseDatabaseUrl(url);
  if (target.dialect === "postgres") {
    return warehouse.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${ADVISORY_KEY})`.execute(connection);
      try {
        return await fn();
      } finally {
        await sql`select pg_advisory_unlock(${ADVISORY_KEY})`.execute(connection);
      }
    });
  }
  if (target.file === ":memory:") return fn();
  return withLockFile(`${target.file}.ingest-lock`, fn);
}

/**
 * Runs `fn` holding `lockFile` (created exclusively, holding this process's pid; a file left by a
 * dead process is taken over): what serialises a SQLite file's ingest, and any other one-time
 * build on the file system (the test warehouse templates, test/support/templateCache.ts).
 */
export async function withLockFile<T>(lockFile: string, fn: () => Promise<T>): Promise<T> {
  await acquireLockFile(lockFile);
  try {
    return await fn();
  } finally {
    await unlink(lockFile).catch(() => undefined);
  }
}

async function acquireLockFile(lockFile: string): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    try {
      const handle = await open(lockFile, "wx");
      await handle.writeFile(String(process.pid));
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number((await readFile(lockFile, "utf8").catch(() => "")).trim());
    // An empty file is a lock being written right now; only a dead owner's lock is stale.
    if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
      await unlink(lockFile).catch(() => undefined);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${lockFile} (held by pid ${owner})`);
    await sleep(WAIT_MS);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
