/** Child processes of the service started for a test, found by the URL they print, ended by PID. */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { SUBGRAPH_NAMES } from "../../subgraphs/kit/subgraph.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface ServiceProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** How long a child may take to print its URL; SPAWN_TIMEOUT_MS raises it on a saturated machine. */
const SPAWN_TIMEOUT_MS = Number(process.env.SPAWN_TIMEOUT_MS) || 60_000;

export function spawnService(args: string[], env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`no URL from ${args.join(" ")} after ${SPAWN_TIMEOUT_MS / 1_000} s:\n${output}`)),
      SPAWN_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1] as string,
        child,
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
  gateway: ServiceProcess;
  stop(): Promise<void>;
}

export async function spawnTopology(env: Record<string, string>): Promise<Topology> {
  const subgraphs = await Promise.all(
    SUBGRAPH_NAMES.map((name) => spawnService(["--service", name, "--port", "0"], env)),
  );
  const routes = SUBGRAPH_NAMES.flatMap((name, index) => ["--subgraph", `${name}=${subgraphs[index]?.url}`]);
  const gateway = await spawnService(["--service", "gateway", "--port", "0", ...routes], env);
  return {
    subgraphs,
    gateway,
    async stop() {
      await gateway.stop();
      await Promise.all(subgraphs.map((subgraph) => subgraph.stop()));
    },
  };
}
