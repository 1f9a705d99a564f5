/**
 * `npm run topology`: the whole distributed topology on this machine in one command, compiled as
 * `npm start` is (bin/topology.mjs builds dist/ when missing or stale and runs it) — PostgreSQL
 * and Redis (the Debian packages' binaries, as the tests use them: scripts/ensure-postgres.sh,
 * scripts/ensure-redis.sh), the five subgraphs each in its own process and two gateway replicas
 * over them (`bin/serve.ts --service …`, docs/OPERATIONS.md "Distributed topology").
 *
 * - State lives in TOPOLOGY_DIR (default .data/topology): the PostgreSQL cluster, Redis's append-only
 *   file and one log per process. The first start initialises the cluster and ingests data/sample
 *   once, here, before any service starts (so the services never race for the ingest lock); later
 *   starts only open it.
 * - DATABASE_URL / REDIS_URL, when set, name servers of your own: nothing is started for them.
 * - Ports (0 picks a free one): TOPOLOGY_PG_PORT (5433), TOPOLOGY_REDIS_PORT (6380),
 *   TOPOLOGY_SUBGRAPH_PORTS (4101,4102,4103,4104,4105 in the order market, fundamentals, intel,
 *   signals, risk), TOPOLOGY_GATEWAY_PORTS (4000,4001: one replica per port). HOST as bin/serve.ts.
 * - Everything else in the environment (CLOCK_AT, REPLAY*, SHUTDOWN_TIMEOUT_MS, GRAPHQL_MAX_*…)
 *   reaches the services unchanged.
 * - Every process it starts is supervised (bin/supervisor.ts): one that exits on its own — a
 *   subgraph killed, PostgreSQL or Redis gone — is logged (which, its PID, exit code or signal)
 *   and started again on the same port after a backoff (1 s, doubling to 30 s for exits in a row,
 *   back to 1 s after a run of 60 s; TOPOLOGY_RESTART_INITIAL_MS, TOPOLOGY_RESTART_MAX_MS,
 *   TOPOLOGY_RESTART_RESET_MS), while the others keep serving. Only during the start does an exit
 *   stop everything (exit 1): a part that cannot start at all is not restarted for ever.
 * - Ctrl-C / SIGTERM to this process (its PID is printed: `npm run` does not pass a SIGTERM sent to
 *   npm itself on) is the only thing that stops it all: what this command started, by PID, stage
 *   by stage: gateways (they drain), subgraphs, Redis, PostgreSQL, each within 15 s (then SIGKILL).
 *
 * The children run in their own process groups, so a terminal's Ctrl-C reaches this process alone
 * and the order above holds.
 */
import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, openSync, readdirSync, writeSync } from "node:fs";
import { chown } from "node:fs/promises";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { positiveIntegerSetting } from "../gateway/subgraphSettings.js";
import { DEFAULT_BACKOFF, Supervisor } from "./supervisor.js";

const run = promisify(execFile);
/** Compiled (`npm run topology`: bin/topology.mjs runs dist/bin/topology.js), or the source under tsx (the tests). */
const COMPILED = import.meta.url.endsWith(".js");
/** The checkout (dist/'s parent when compiled): where the state folder and the scripts are. */
const ROOT = fileURLToPath(new URL(COMPILED ? "../.." : "..", import.meta.url));
/** How a service starts: compiled like this process (the serve beside it), or its source under tsx. */
const SERVE = COMPILED
  ? [fileURLToPath(new URL("./serve.js", import.meta.url))]
  : ["--import", "tsx", "bin/serve.ts"];
const SUBGRAPHS = ["market", "fundamentals", "intel", "signals", "risk"] as const;
const host = process.env.HOST ?? "127.0.0.1";
const dir = resolve(ROOT, process.env.TOPOLOGY_DIR ?? ".data/topology");
/** PostgreSQL refuses to run as root; under root the cluster belongs to this system user. */
const PG_USER = "pgtest";
const DATABASE = "quant";

function portsOf(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const ports = raw.split(",").map((part) => Number(part.trim()));
  if (ports.some((port) => !Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new Error(`${name} must be comma-separated ports 0–65535 (0: a free one), got ${raw}`);
  }
  return ports;
}

const [pgPortSetting] = portsOf("TOPOLOGY_PG_PORT", [5433]);
const [redisPortSetting] = portsOf("TOPOLOGY_REDIS_PORT", [6380]);
const subgraphPorts = portsOf("TOPOLOGY_SUBGRAPH_PORTS", [4101, 4102, 4103, 4104, 4105]);
const gatewayPorts = portsOf("TOPOLOGY_GATEWAY_PORTS", [4000, 4001]);
if (subgraphPorts.length !== SUBGRAPHS.length) {
  throw new Error(`TOPOLOGY_SUBGRAPH_PORTS needs ${SUBGRAPHS.length} ports (${SUBGRAPHS.join(", ")})`);
}
if (gatewayPorts.length < 1) throw new Error("TOPOLOGY_GATEWAY_PORTS needs at least one port");

/** The supervisor's and this command's own lines, on stderr. */
const say = (line: string) => console.error(`topology: ${line}`);
const restartBackoff = {
  initialMs: positiveIntegerSetting(process.env, ["TOPOLOGY_RESTART_INITIAL_MS"], DEFAULT_BACKOFF.initialMs),
  maxMs: positiveIntegerSetting(process.env, ["TOPOLOGY_RESTART_MAX_MS"], DEFAULT_BACKOFF.maxMs),
  resetAfterMs: positiveIntegerSetting(
    process.env,
    ["TOPOLOGY_RESTART_RESET_MS"],
    DEFAULT_BACKOFF.resetAfterMs,
  ),
};
/** The last output of each child, shown when one fails to start. */
const recentOutput = new Map<string, string>();
const supervisor = new Supervisor({
  backoff: restartBackoff,
  log: say,
  onExitBeforeSupervised: (name, exit) => {
    say(
      `${name} exited while starting (${exit}); see ${join(dir, "logs", `${name}.log`)}:\n${recentOutput.get(name) ?? ""}\nStopping the rest.`,
    );
    void stopAll(1);
  },
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** logs/<name>.log, opened once for appending: every run of the child writes there. */
function logFile(name: string): number {
  mkdirSync(join(dir, "logs"), { recursive: true });
  return openSync(join(dir, "logs", `${name}.log`), "a");
}

/** Supervises a child started in its own process group, its output appended to logs/<name>.log. */
function start(
  name: string,
  stage: string,
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; stopSignal?: NodeJS.Signals } = {},
): void {
  const logFd = logFile(name);
  const { stopSignal, ...owner } = options;
  supervisor.add({
    name,
    stage,
    stopSignal,
    spawn: () =>
      spawn(command, args, {
        cwd: ROOT,
        env: process.env,
        stdio: ["ignore", logFd, logFd],
        detached: true,
        ...owner,
      }),
  });
}

async function stopAll(exitCode: number): Promise<never> {
  await supervisor.stopAll();
  process.exit(exitCode);
}

// A death of this process that skips stopAll still ends its children (best effort, by PID).
process.on("exit", () => supervisor.killAll());
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    say(`${signal}: stopping everything this command started`);
    void stopAll(0);
  });
}

function findPostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const newest = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, "bin", "postgres")))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0]
    : undefined;
  if (newest === undefined) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: run `bash scripts/ensure-postgres.sh` (or apt-get install -y postgresql), set PG_BIN, or set DATABASE_URL to a server of your own",
    );
  }
  return join(base, newest, "bin");
}

async function postgresOwner(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  await run("id", ["-u", PG_USER]).catch(() =>
    run("useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER]),
  );
  const [uid, gid] = await Promise.all(
    ["-u", "-g"].map(async (flag) => Number((await run("id", [flag, PG_USER])).stdout.trim())),
  );
  return { uid, gid };
}

async function startPostgres(): Promise<string> {
  const bin = findPostgresBin();
  const owner = await postgresOwner();
  const root = join(dir, "postgres");
  const data = join(root, "data");
  const sockets = join(root, "socket");
  mkdirSync(sockets, { recursive: true });
  if (owner.uid !== undefined && owner.gid !== undefined) {
    await chown(root, owner.uid, owner.gid);
    await chown(sockets, owner.uid, owner.gid);
  }
  if (!existsSync(join(data, "PG_VERSION"))) {
    console.log(`topology: initialising a PostgreSQL cluster in ${data}`);
    await run(
      join(bin, "initdb"),
      ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"],
      { ...owner, env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" } },
    );
  }
  const port = pgPortSetting === 0 ? await freePort() : (pgPortSetting as number);
  start(
    "postgres",
    "postgres",
    join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-k", sockets, "-c", `listen_addresses=${host}`],
    { ...owner, stopSignal: "SIGINT" },
  );
  const url = `postgres://postgres@${host}:${port}/postgres`;
  await waitFor("postgres", async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.end();
  });
  // The service's own database, so `postgres` stays the administrative one.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  return `postgres://postgres@${host}:${port}/${DATABASE}`;
}

async function startRedis(): Promise<string> {
  const data = join(dir, "redis");
  mkdirSync(data, { recursive: true });
  const port = redisPortSetting === 0 ? await freePort() : (redisPortSetting as number);
  // AOF on: the shared wallets and ledger survive a restart (docs/OPERATIONS.md, Redis).
  start("redis", "redis", process.env.REDIS_SERVER ?? "redis-server", [
    "--port",
    String(port),
    "--bind",
    host,
    "--dir",
    data,
    "--appendonly",
    "yes",
    "--save",
    "",
    "--daemonize",
    "no",
  ]);
  const url = `redis://${host}:${port}`;
  const { Redis } = await import("ioredis");
  await waitFor("redis", async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      await client.ping();
    } finally {
      client.disconnect();
    }
  });
  return url;
}

async function waitFor(name: string, attempt: () => Promise<void>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (supervisor.stopping) throw error;
      if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs / 1000} s: ${error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Supervises `bin/serve.ts` with these arguments (a fixed port, so a restart comes back where the
 * gateways and clients expect it) and resolves with the URL its first run prints; a later run
 * that prints it is logged as back.
 */
function serve(name: string, stage: string, args: string[], env: Record<string, string>): Promise<string> {
  const logFd = logFile(name);
  return new Promise((resolveUrl) => {
    let runs = 0;
    supervisor.add({
      name,
      stage,
      spawn: () => {
        runs += 1;
        const first = runs === 1;
        const child = spawn(process.execPath, [...SERVE, ...args], {
          cwd: ROOT,
          env: { ...process.env, ...env },
          stdio: ["ignore", "pipe", "pipe"],
          detached: true,
        });
        let output = "";
        let listening = false;
        for (const stream of [child.stdout, child.stderr]) {
          stream?.on("data", (chunk: Buffer) => {
            // Kept in logs/<name>.log; the terminal shows only the summary and the supervisor's lines.
            writeSync(logFd, chunk);
            output = (output + chunk.toString()).slice(-2_000);
            recentOutput.set(name, output);
            const match = listening ? null : /listening on (http:\/\/\S+)/.exec(output);
            if (!match) return;
            listening = true;
            if (first) resolveUrl(match[1] as string);
            else say(`${name} (pid ${child.pid}) is back on ${match[1]}`);
          });
        }
        return child;
      },
    });
  });
}

async function main() {
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const databaseUrl = process.env.DATABASE_URL ?? (await startPostgres());
  const redisUrl = process.env.REDIS_URL ?? (await startRedis());

  // Migrate and, on an empty database, ingest here once, before five services would start together.
  const { ensureWarehouse } = await import("../warehouse/ensure.js");
  const { derivedProductsOf } = await import("../gateway/subgraphs.js");
  const ingestStart = performance.now();
  const warehouse = await ensureWarehouse(databaseUrl, { derived: derivedProductsOf() });
  await warehouse.close();
  console.log(`topology: warehouse ready in ${((performance.now() - ingestStart) / 1000).toFixed(1)} s`);

  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  // Port 0 is resolved here, once: a restarted process must come back on the same port.
  const fixed = (port: number) => (port === 0 ? freePort() : Promise.resolve(port));
  // market's process also runs the replay producers (one per Redis: the gateways run none).
  const subgraphUrls = await Promise.all(
    SUBGRAPHS.map(async (name, i) =>
      serve(
        name,
        "subgraphs",
        ["--service", name, "--port", String(await fixed(subgraphPorts[i] as number))],
        env,
      ),
    ),
  );
  // A subgraph prints its /graphql URL.
  const routes = SUBGRAPHS.flatMap((name, i) => ["--subgraph", `${name}=${subgraphUrls[i]}`]);
  const gatewayUrls = await Promise.all(
    gatewayPorts.map(async (port, i) =>
      serve(
        `gateway-${i + 1}`,
        "gateways",
        ["--service", "gateway", "--port", String(await fixed(port)), ...routes],
        env,
      ),
    ),
  );
  // From now on a process that exits is restarted instead of ending the topology.
  supervisor.superviseFromNow();
  const pid = (name: string) => `(pid ${supervisor.current(name)?.pid})`;
  // A password of your own DATABASE_URL is not printed.
  const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  console.log(
    [
      `topology: up in ${((performance.now() - t0) / 1000).toFixed(1)} s (logs in ${join(dir, "logs")})`,
      ...gatewayUrls.map(
        (url, i) =>
          `  gateway ${i + 1}   ${url}  (GraphQL ${url}/graphql, REST ${url}/api/...) ${pid(`gateway-${i + 1}`)}`,
      ),
      ...SUBGRAPHS.map((name, i) => `  ${name.padEnd(12)} ${subgraphUrls[i]} ${pid(name)}`),
      `  PostgreSQL   ${shown(databaseUrl)}${process.env.DATABASE_URL ? " (yours)" : ` ${pid("postgres")}`}`,
      `  Redis        ${redisUrl}${process.env.REDIS_URL ? " (yours)" : ` ${pid("redis")}`}`,
      `A process that exits is restarted; Ctrl-C (or kill -TERM ${process.pid}) stops everything this command started.`,
    ].join("\n"),
  );
}

main().catch((error: Error) => {
  console.error(`topology: could not start: ${error.message}`);
  void stopAll(1);
});
