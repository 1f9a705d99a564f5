/**
 * `npm run topology`: the whole distributed topology on this machine in one command — PostgreSQL
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
 * - Ctrl-C / SIGTERM to this process (its PID is printed: `npm run` does not pass a SIGTERM sent to
 *   npm itself on) stops what this command started, by PID, in order: gateways (they drain),
 *   subgraphs, Redis, PostgreSQL. If any of them exits on its own, the rest are stopped and the
 *   command exits 1: a topology with a part missing is not left running.
 *
 * The children run in their own process groups, so a terminal's Ctrl-C reaches this process alone
 * and the order above holds.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, openSync, readdirSync, writeSync } from "node:fs";
import { chown } from "node:fs/promises";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
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

interface Started {
  name: string;
  child: ChildProcess;
  /** The signal that stops it cleanly (PostgreSQL: SIGINT, its fast shutdown). */
  signal: NodeJS.Signals;
}

/** Everything this command started, in start order; stopped in reverse. */
const started: Started[] = [];
let stopping = false;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, host);
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

function logFile(name: string): number {
  mkdirSync(join(dir, "logs"), { recursive: true });
  return openSync(join(dir, "logs", `${name}.log`), "a");
}

/** Starts a child in its own process group, its output appended to logs/<name>.log. */
function start(
  name: string,
  command: string,
  args: string[],
  options: { uid?: number; gid?: number; signal?: NodeJS.Signals } = {},
) {
  const log = logFile(name);
  const { signal: stopSignal = "SIGTERM", ...owner } = options;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: process.env,
    stdio: ["ignore", log, log],
    detached: true,
    ...owner,
  });
  const entry: Started = { name, child, signal: stopSignal };
  started.push(entry);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(
      `topology: ${name} (pid ${child.pid}) exited on its own (${signal ?? `code ${code}`}); see ${join(dir, "logs", `${name}.log`)}. Stopping the rest.`,
    );
    void stopAll(1);
  });
  return child;
}

async function stopAll(exitCode: number): Promise<never> {
  if (stopping) return new Promise(() => {});
  stopping = true;
  // Gateways first (they drain their requests and streams), then subgraphs, then the stores.
  for (const entry of [...started].reverse()) {
    const { child } = entry;
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    const exited = once(child, "exit");
    child.kill(entry.signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
    console.log(`topology: stopped ${entry.name} (pid ${child.pid})`);
  }
  process.exit(exitCode);
}

// A death of this process that skips stopAll still ends its children (best effort, by PID).
process.on("exit", () => {
  for (const { child } of started)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`topology: ${signal}: stopping everything this command started`);
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
    join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-k", sockets, "-c", `listen_addresses=${host}`],
    { ...owner, signal: "SIGINT" },
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
  start("redis", process.env.REDIS_SERVER ?? "redis-server", [
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
      if (stopping) throw error;
      if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs / 1000} s: ${error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Starts `bin/serve.ts` with these arguments and resolves with the URL it prints. */
function serve(name: string, args: string[], env: Record<string, string>): Promise<string> {
  const log = logFile(name);
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push({ name, child, signal: "SIGTERM" });
  let output = "";
  return new Promise((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolveUrl(match[1] as string);
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on("data", (chunk: Buffer) => {
        onData(chunk);
        // Kept in logs/<name>.log; the terminal shows only the summary.
        writeSync(log, chunk);
      });
    }
    child.once("exit", (code, signal) => {
      if (stopping) return;
      const reason = `${name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}):\n${output.slice(-2000)}`;
      reject(new Error(reason));
      console.error(`topology: ${reason}\nStopping the rest.`);
      void stopAll(1);
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
  const { derivedProductsOf } = await import("../gateway/derivedProducts.js");
  const ingestStart = performance.now();
  const warehouse = await ensureWarehouse(databaseUrl, { derived: derivedProductsOf() });
  await warehouse.close();
  console.log(`topology: warehouse ready in ${((performance.now() - ingestStart) / 1000).toFixed(1)} s`);

  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
  // market's process also runs the replay producers (one per Redis: the gateways run none).
  const subgraphUrls = await Promise.all(
    SUBGRAPHS.map((name, i) => serve(name, ["--service", name, "--port", String(subgraphPorts[i])], env)),
  );
  // A subgraph prints its /graphql URL.
  const routes = SUBGRAPHS.flatMap((name, i) => ["--subgraph", `${name}=${subgraphUrls[i]}`]);
  const gatewayUrls = await Promise.all(
    gatewayPorts.map((port, i) =>
      serve(`gateway-${i + 1}`, ["--service", "gateway", "--port", String(port), ...routes], env),
    ),
  );
  // A password of your own DATABASE_URL is not printed.
  const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  console.log(
    [
      `topology: up in ${((performance.now() - t0) / 1000).toFixed(1)} s (logs in ${join(dir, "logs")})`,
      ...gatewayUrls.map(
        (url, i) => `  gateway ${i + 1}   ${url}  (GraphQL ${url}/graphql, REST ${url}/api/...)`,
      ),
      ...SUBGRAPHS.map((name, i) => `  ${name.padEnd(12)} ${subgraphUrls[i]}`),
      `  PostgreSQL   ${shown(databaseUrl)}${process.env.DATABASE_URL ? " (yours)" : ""}`,
      `  Redis        ${redisUrl}${process.env.REDIS_URL ? " (yours)" : ""}`,
      `Ctrl-C (or kill -TERM ${process.pid}) stops everything this command started.`,
    ].join("\n"),
  );
}

main().catch((error: Error) => {
  console.error(`topology: could not start: ${error.message}`);
  void stopAll(1);
});
