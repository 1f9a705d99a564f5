/**
 * `npm run topology` as a test starts it: bin/topology.ts in a child process, every port 0 (the
 * command picks free ones once, so its restarts come back on them) and its state in a temporary
 * TOPOLOGY_DIR (a PostgreSQL cluster, a Redis with its append-only file, one log per process),
 * removed by `stop`. The cluster is a copy of the ingested test template
 * (test/support/postgresTemplate.ts), as a TOPOLOGY_DIR holds after the command's first start: the
 * command starts it and finds its warehouse current instead of ingesting data/sample again. What it
 * prints is the interface: the summary (URLs and PIDs) once it is up, then the supervisor's lines.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SUBGRAPH_NAMES, type SubgraphName } from "../../subgraphs/kit/subgraph.js";
import { templateCluster } from "./postgresTemplate.js";

const run = promisify(execFile);

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface TopologyCommand {
  /** bin/topology.ts's own process. */
  child: ChildProcess;
  gateways: string[];
  subgraphs: Record<SubgraphName, string>;
  databaseUrl: string;
  /** The PID of a process the summary names (market, gateway-1, postgres, redis, …) now: its last restart's. */
  pid(name: string): number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** The first match of `pattern` in what it prints from character `from` on, waiting up to `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs: number, from?: number): Promise<RegExpExecArray>;
  /** SIGTERM, then its exit code (SIGKILL to it and to every PID it named past 60 s); removes its folder. */
  stop(): Promise<number | null>;
}

export async function startTopologyCommand(
  env: Record<string, string>,
  startTimeoutMs: number,
): Promise<TopologyCommand> {
  const dir = await mkdtemp(join(tmpdir(), "qf-topology-"));
  // mkdtemp makes it 0700; as root the cluster in it belongs to another user, who must reach it.
  await chmod(dir, 0o755);
  // bin/topology.ts's cluster folder, as its first start leaves it; cp -a keeps the owner and modes.
  await mkdir(join(dir, "postgres"));
  await run("cp", ["-a", await templateCluster(), join(dir, "postgres", "data")]);
  const child = spawn(process.execPath, ["--import", "tsx", "bin/topology.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      TOPOLOGY_DIR: dir,
      TOPOLOGY_PG_PORT: "0",
      TOPOLOGY_REDIS_PORT: "0",
      TOPOLOGY_SUBGRAPH_PORTS: SUBGRAPH_NAMES.map(() => "0").join(","),
      TOPOLOGY_GATEWAY_PORTS: "0,0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const wake of waiters) wake();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.once("exit", () => {
    for (const wake of waiters) wake();
  });

  const waitFor = (pattern: RegExp, timeoutMs: number, from = 0) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output.slice(from));
        if (match) {
          settle();
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          settle();
          reject(new Error(`topology exited before printing ${pattern}:\n${output.slice(-4_000)}`));
        }
      };
      const timer = setTimeout(() => {
        settle();
        reject(
          new Error(
            `topology did not print ${pattern} within ${timeoutMs / 1000} s:\n${output.slice(-4_000)}`,
          ),
        );
      }, timeoutMs);
      const settle = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  /** The PIDs the summary printed. */
  const pids: Record<string, number> = {};
  const pid = (name: string) => {
    const restarts = [...output.matchAll(new RegExp(`topology: ${name} restarted \\(pid (\\d+)\\)`, "g"))];
    const last = restarts.at(-1);
    return last ? Number(last[1]) : (pids[name] as number);
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const killer = setTimeout(() => {
      child.kill("SIGKILL");
      for (const name of Object.keys(pids)) {
        try {
          process.kill(pid(name), "SIGKILL");
        } catch {
          // already gone
        }
      }
    }, 60_000);
    const code = await exited;
    clearTimeout(killer);
    await rm(dir, { recursive: true, force: true });
    return code;
  };

  try {
    await waitFor(/A process that exits is restarted/, startTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  const line = (pattern: RegExp) => pattern.exec(output) as RegExpExecArray;
  const gateways = [1, 2].map((i) => {
    const match = line(new RegExp(`gateway ${i}\\s+(http://\\S+).*\\(pid (\\d+)\\)`));
    pids[`gateway-${i}`] = Number(match[2]);
    return match[1] as string;
  });
  const subgraphs = Object.fromEntries(
    SUBGRAPH_NAMES.map((name) => {
      const match = line(new RegExp(`\\n  ${name}\\s+(http://\\S+) \\(pid (\\d+)\\)`));
      pids[name] = Number(match[2]);
      return [name, match[1] as string];
    }),
  ) as Record<SubgraphName, string>;
  const postgres = line(/PostgreSQL\s+(postgres:\/\/\S+) \(pid (\d+)\)/);
  pids.postgres = Number(postgres[2]);
  pids.redis = Number(line(/Redis\s+redis:\/\/\S+ \(pid (\d+)\)/)[1]);
  return {
    child,
    gateways,
    subgraphs,
    databaseUrl: postgres[1] as string,
    pid,
    output: () => output,
    waitFor,
    stop,
  };
}
