/**
 * A throwaway Redis server for tests: its own `redis-server` process listening on a free port on
 * 127.0.0.1, its own temp folder as working directory (log file only), no persistence
 * (`--save "" --appendonly no`). Nothing depends on a system service or on port 6379; only the
 * binary is needed (Debian/Ubuntu: `apt-get install -y redis-server`, see scripts/ensure-redis.sh).
 * Set REDIS_SERVER to use a binary elsewhere. `startRedis()` resolves once the server answers PING
 * and INFO reports this child's PID (so a server someone else started on the same port in between
 * is never mistaken for ours; a lost port race is retried on a new port).
 *
 * `stop()` ends this server's PID only and deletes its folder; a test run that dies without
 * calling it still kills the server on exit.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./freePort.js";

export interface TestRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  /** Stops this server only (SIGTERM, SIGKILL after 5 s) and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

const START_ATTEMPTS = 3;
const READY_TIMEOUT_MS = 20_000;

/**
 * `port`: listen there (one attempt), e.g. to bring a stopped server back at the same URL; by
 * default a free port.
 */
export async function startRedis(options: { port?: number } = {}): Promise<TestRedis> {
  const binary = process.env.REDIS_SERVER ?? "redis-server";
  if (options.port !== undefined) return startOnce(binary, options.port);
  let lastError: unknown;
  // Another process may take the free port between asking for it and the server binding it.
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    try {
      return await startOnce(binary, await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function startOnce(binary: string, port: number): Promise<TestRedis> {
  const dir = await mkdtemp(join(tmpdir(), "redistest-"));
  const logFile = join(dir, "server.log");
  const child = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--protected-mode",
      "yes",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
      "--logfile",
      logFile,
      "--daemonize",
      "no",
    ],
    { cwd: dir, stdio: "ignore" },
  );

  let stopped = false;
  const exited = new Promise<void>((resolveExit) => {
    if (child.exitCode !== null || child.signalCode !== null) resolveExit();
    child.once("exit", () => resolveExit());
    child.once("error", () => resolveExit());
  });
  // A test run that dies without calling stop() must not leave a server behind.
  const killOnExit = () => {
    if (isRunning(child)) child.kill("SIGKILL");
  };
  process.on("exit", killOnExit);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off("exit", killOnExit);
    if (isRunning(child)) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => {
        if (isRunning(child)) child.kill("SIGKILL");
      }, 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitForServer(port, child, exited);
    return { url: `redis://127.0.0.1:${port}`, stop };
  } catch (error) {
    const log = await readFile(logFile, "utf8").catch(() => "");
    await stop();
    throw new Error(`Could not start the test Redis server: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/**
 * Polls until the server on the port answers and is this child (INFO's process_id is its PID: a
 * server someone else started on the same port in the meantime does not count), the process
 * exits, or time runs out.
 */
async function waitForServer(port: number, child: ChildProcess, exited: Promise<void>): Promise<void> {
  let spawnError: Error | undefined;
  child.once("error", (error) => {
    spawnError = error;
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (spawnError) throw spawnError;
    if (gone) throw new Error(`redis-server exited with ${child.exitCode ?? child.signalCode}`);
    const pid = await serverPid(port);
    if (pid === child.pid) return;
    if (pid !== null) throw new Error(`port ${port} is served by another process (${pid})`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer on port ${port} after ${READY_TIMEOUT_MS} ms`);
}

/** PINGs the port, then reads `process_id` from INFO server; null when nothing answers yet. */
function serverPid(port: number): Promise<number | null> {
  return new Promise((resolvePid) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    let reply = "";
    const done = (pid: number | null) => {
      socket.destroy();
      resolvePid(pid);
    };
    socket.setTimeout(1_000, () => done(null));
    socket.on("error", () => done(null));
    socket.on("end", () => done(null));
    socket.on("connect", () => socket.write("PING\r\nINFO server\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      // Still loading, or any other error reply: not ready.
      if (reply.startsWith("-")) return done(null);
      if (!reply.startsWith("+PONG\r\n")) return;
      const match = /process_id:(\d+)\r\n/.exec(reply);
      if (match) done(Number(match[1]));
    });
  });
}
