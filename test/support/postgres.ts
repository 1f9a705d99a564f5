/**
 * A throwaway PostgreSQL server for tests: its own initdb cluster in a temp folder, listening on a
 * free port on 127.0.0.1 and a private unix socket folder, trust auth, fsync off. Nothing depends
 * on a system service or an existing cluster; only the server binaries are needed (Debian/Ubuntu:
 * `apt-get install -y postgresql`, which provides /usr/lib/postgresql/<major>/bin). Set PG_BIN to
 * use binaries elsewhere.
 *
 * PostgreSQL refuses to run as root, so under root the cluster belongs to a system user `pgtest`
 * (created on first use) and the binaries run with that uid.
 *
 * A server may also start on a copy of a stopped cluster (`copyOf`: the ingested template of
 * test/support/postgresTemplate.ts, so no test ingests data/sample again), or build a cluster that
 * outlives it (`keep`: that template being built, stopped cleanly by stop()).
 */
import { execFile, execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./freePort.js";

const run = promisify(execFile);
const PG_USER = "pgtest";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops this server only (pg_ctl stop -m immediate) and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * Where the server's cluster comes from. Absent: a new empty one (initdb) in the server's temp
 * folder. `copyOf`: a copy of that stopped cluster's data folder, in the temp folder. `keep`: a new
 * one in that folder (which must not exist yet), shut down cleanly by stop() and left there.
 */
export type ClusterSource = { copyOf: string } | { keep: string };

export async function startPostgres(cluster?: ClusterSource): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const owner = await serverOwner();
  // The sockets live here whatever the cluster: a unix socket's path must stay short.
  const root = await mkdtemp(join(tmpdir(), "pgtest-"));
  const kept = cluster && "keep" in cluster ? cluster.keep : undefined;
  const dataDir = kept ?? join(root, "data");
  const socketDir = join(root, "socket");
  const logFile = join(root, "server.log");
  await mkdir(socketDir);
  if (owner.uid !== undefined && owner.gid !== undefined) {
    for (const dir of [root, socketDir, ...(kept ? [dirname(kept)] : [])])
      await chown(dir, owner.uid, owner.gid);
  }
  const exec = (tool: string, args: string[]) =>
    run(join(bin, tool), args, {
      ...owner,
      cwd: root,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" },
    });

  let started = false;
  const stop = async () => {
    process.off("exit", stopOnExit);
    if (started) {
      started = false;
      // A kept cluster is shut down cleanly, so a copy of it starts without crash recovery.
      const mode = kept ? "fast" : "immediate";
      await exec("pg_ctl", ["stop", "-D", dataDir, "-m", mode, "-w"]).catch(() => undefined);
    }
    await rm(root, { recursive: true, force: true });
  };
  // A test run that dies without calling stop() must not leave a server behind.
  const stopOnExit = () => {
    if (!started) return;
    try {
      execFileSync(join(bin, "pg_ctl"), ["stop", "-D", dataDir, "-m", "immediate", "-w"], {
        ...owner,
        stdio: "ignore",
      });
    } catch {
      // Best effort at exit.
    }
  };

  try {
    // cp -a keeps the copy's owner (pgtest under root) and modes, which the server checks.
    if (cluster && "copyOf" in cluster) await run("cp", ["-a", cluster.copyOf, dataDir]);
    else
      await exec("initdb", [
        "-D",
        dataDir,
        "-U",
        "postgres",
        "--auth=trust",
        "-E",
        "UTF8",
        "--no-sync",
        "--no-instructions",
      ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    process.on("exit", stopOnExit);
    started = true;
    await exec("pg_ctl", ["start", "-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "60"]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    const log = await readFile(logFile, "utf8").catch(() => "");
    await stop();
    throw new Error(`Could not start the test PostgreSQL server: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
}

/** The server's version line (`postgres (PostgreSQL) 16.4`): a cluster is for one major version. */
export function postgresVersion(): string {
  return execFileSync(join(findPostgresBin(), "postgres"), ["--version"], { encoding: "utf8" }).trim();
}

/** Newest major version under /usr/lib/postgresql wins; PG_BIN overrides. */
function findPostgresBin(): string {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) {
    if (!existsSync(join(fromEnv, "initdb"))) throw new Error(`PG_BIN=${fromEnv} has no initdb`);
    return fromEnv;
  }
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter(
          (v) => existsSync(join(base, v, "bin", "initdb")) && existsSync(join(base, v, "bin", "pg_ctl")),
        )
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: run `apt-get install -y postgresql` or set PG_BIN",
    );
  }
  return join(base, newest, "bin");
}

async function serverOwner(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  if (!(await userExists(PG_USER))) {
    try {
      await run("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER]);
    } catch (error) {
      // Another test worker may have created it at the same moment.
      if (!(await userExists(PG_USER))) throw error;
    }
  }
  const [uid, gid] = await Promise.all([idOf("-u"), idOf("-g")]);
  return { uid, gid };
}

async function userExists(name: string): Promise<boolean> {
  return run("id", ["-u", name]).then(
    () => true,
    () => false,
  );
}

async function idOf(flag: "-u" | "-g"): Promise<number> {
  const { stdout } = await run("id", [flag, PG_USER]);
  return Number(stdout.trim());
}
