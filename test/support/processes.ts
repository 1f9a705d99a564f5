/** Child processes of the service started for a test, found by the URL they print, ended by PID. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SUBGRAPH_NAMES } from "../../subgraphs/kit/subgraph.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  /** What it printed (stdout and stderr) until it printed its URL: its start-up banners. */
  startupOutput: string;
  stop(): Promise<void>;
}

/** How long a child may take to print its URL by default; SPAWN_TIMEOUT_MS raises it on a saturated machine. */
const SPAWN_TIMEOUT_MS = Number(process.env.SPAWN_TIMEOUT_MS) || 60_000;

export interface SpawnOptions {
  /** How long to wait for the process to print its URL (default SPAWN_TIMEOUT_MS, else 60 s). */
  startTimeoutMs?: number;
}

export function spawnService(
  args: string[],
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<ServiceProcess> {
  const startTimeoutMs = options.startTimeoutMs ?? SPAWN_TIMEOUT_MS;
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A start that never printed its URL is ended here, not left running.
      child.kill("SIGKILL");
      reject(new Error(`no URL from ${args.join(" ")} after ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1] as string,
        child,
        startupOutput: output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** Every subgraph in its own process and a gateway routing to them: the distributed mode. */
export interface Topology {
  /** In SUBGRAPH_NAMES order; a test may replace one (a restart), and stop() ends what is here then. */
  subgraphs: ServiceProcess[];
  /** The first gateway replica (the only one unless `gateways` asked for more). */
  gateway: ServiceProcess;
  /** Every gateway replica, each over the same subgraphs (and, with REDIS_URL, one wallet and limit). */
  gateways: ServiceProcess[];
  stop(): Promise<void>;
}

export interface TopologyOptions extends SpawnOptions {
  /** Gateway replicas to start over the subgraphs (default 1). */
  gateways?: number;
}

/** Starts them all at once; if any fails, ends those that started (by PID) and rethrows. */
async function spawnAll(starts: (() => Promise<ServiceProcess>)[]): Promise<ServiceProcess[]> {
  const settled = await Promise.allSettled(starts.map((start) => start()));
  const failed = settled.find((result) => result.status === "rejected");
  const started = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  if (failed) {
    await Promise.all(started.map((service) => service.stop()));
    throw failed.reason;
  }
  return started;
}

export async function spawnTopology(
  env: Record<string, string>,
  options: TopologyOptions = {},
): Promise<Topology> {
  const subgraphs = await spawnAll(
    SUBGRAPH_NAMES.map((name) => () => spawnService(["--service", name, "--port", "0"], env, options)),
  );
  const routes = SUBGRAPH_NAMES.flatMap((name, index) => ["--subgraph", `${name}=${subgraphs[index]?.url}`]);
  const gateways = await spawnAll(
    Array.from(
      { length: options.gateways ?? 1 },
      () => () => spawnService(["--service", "gateway", "--port", "0", ...routes], env, options),
    ),
  ).catch(async (error) => {
    await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
    throw error;
  });
  return {
    subgraphs,
    gateway: gateways[0] as ServiceProcess,
    gateways,
    async stop() {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
      await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
    },
  };
}

/** `npm run keys -- <args>` as its own process (what an operator runs): its exit code and output. */
export function runKeys(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/keys.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
