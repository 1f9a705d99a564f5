/**
 * The server children of a run: starting them (each prints "... listening on <url>"), stopping them
 * by PID, and sampling their peak RSS and CPU time from /proc.
 *
 * Children run the compiled JavaScript `npm start` runs (bench/compiled.ts), started with `node`
 * itself (not npm or a launcher), so the PID we sample and kill is the server's, and its RSS and
 * CPU the product's; BENCH_TSX=1 starts the sources with `node --import tsx` instead.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compiledEntry, UNDER_TSX } from "./compiled.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLK_TCK = 100; // Linux USER_HZ: /proc/<pid>/stat times are in 1/100 s

export interface Child {
  name: string;
  pid: number;
  url: string;
  /** What the child printed on stdout up to its "listening on" line (e.g. bench/service.ts's keys). */
  output: string;
  process: ChildProcess;
}

/** What every child of a run is started with. */
export interface Launch {
  /** Added to the bench's own environment; PORT is always 0 (each child picks a free port). */
  env: Record<string, string>;
  /** BENCH_PROFILE: every child runs with --cpu-prof into <profileDir>/<child> (written when it stops). */
  profileDir: string | null;
  /** The checkout the child runs from (bench/fanout.ts's "before": another commit's code); default this one. */
  root?: string;
}

const running = new Set<Child>();

export async function startChild(
  name: string,
  script: string,
  args: string[],
  launch: Launch,
): Promise<Child> {
  const root = launch.root ?? ROOT;
  const run = UNDER_TSX
    ? { root, entry: script, loader: ["--import", "tsx"] }
    : { ...(await compiledEntry(root, script)), loader: [] };
  return new Promise((resolve, reject) => {
    // One folder per child: node writes one profile per thread (main and tsx's loader thread),
    // named CPU.<date>.<time>.<pid>.<tid>.<seq>.cpuprofile; the largest is the main thread's.
    const profile = launch.profileDir
      ? ["--cpu-prof", `--cpu-prof-dir=${join(launch.profileDir, name.replace(/\W+/g, "-"))}`]
      : [];
    const child = spawn(process.execPath, [...profile, ...run.loader, run.entry, ...args], {
      cwd: run.root,
      env: { ...process.env, ...launch.env, PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    if (child.pid === undefined) return reject(new Error(`${name} did not start`));
    let out = "";
    let err = "";
    let settled = false;
    const entry: Child = { name, pid: child.pid, url: "", output: "", process: child };
    running.add(entry);
    // BENCH_START_TIMEOUT (s, default 120): on a machine loaded by other work a start takes longer.
    const startSeconds = Number(process.env.BENCH_START_TIMEOUT) || 120;
    const timer = setTimeout(
      () => fail(new Error(`${name} printed no "listening on" line within ${startSeconds} s`)),
      startSeconds * 1000,
    );
    function fail(error: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${error.message}\n--- ${name} stderr ---\n${err.slice(-2000)}`));
    }
    child.stdout?.on("data", (chunk: Buffer) => {
      if (settled) return; // keep draining the pipe, nothing more to parse
      out += chunk.toString();
      const match = /listening on (\S+)/.exec(out);
      if (match?.[1]) {
        settled = true;
        clearTimeout(timer);
        entry.url = match[1];
        entry.output = out;
        resolve(entry);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-8000);
    });
    child.on("exit", (code, signal) => {
      running.delete(entry);
      fail(new Error(`${name} exited (code ${code}, signal ${signal}) before listening`));
    });
  });
}

/** `--subgraph <name>=<url>` per subgraph child, as bin/serve.ts and both bench gateways take them. */
export const subgraphArgs = (subgraphs: Child[]): string[] =>
  subgraphs.flatMap((child) => ["--subgraph", `${child.name}=${child.url}`]);

const hasExited = (child: Child) => child.process.exitCode !== null || child.process.signalCode !== null;

export async function stopChild(child: Child): Promise<void> {
  if (hasExited(child)) {
    running.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => {
    if (!hasExited(child)) process.kill(child.pid, "SIGKILL");
  }, 5_000);
  await exited;
  clearTimeout(timer);
  running.delete(child);
}

/** Stops every child still running (after a failure: those its section did not get to stop). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

function killAllNow() {
  for (const child of running) {
    try {
      process.kill(child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}
process.once("exit", killAllNow);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllNow();
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------
// Sampling: peak VmRSS and CPU time from /proc

function readStatus(pid: number): { rssKb: number; hwmKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+)/.exec(status)?.[1];
    const hwm = /VmHWM:\s+(\d+)/.exec(status)?.[1];
    return rss && hwm ? { rssKb: Number(rss), hwmKb: Number(hwm) } : null;
  } catch {
    return null;
  }
}

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

export class ProcessSampler {
  private readonly peaks = new Map<number, number>();
  private readonly cpuStart = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;
  constructor(private readonly pids: number[]) {}

  start() {
    for (const pid of this.pids) this.cpuStart.set(pid, cpuMs(pid));
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
  }

  private sample() {
    for (const pid of this.pids) {
      const status = readStatus(pid);
      if (status) this.peaks.set(pid, Math.max(this.peaks.get(pid) ?? 0, status.rssKb));
    }
  }

  /** Per PID, in the order given: peak RSS in MB and CPU ms used since start(). */
  stop(): { peakRssMb: number[]; cpuMs: number[] } {
    if (this.timer) clearInterval(this.timer);
    this.sample();
    return {
      peakRssMb: this.pids.map((pid) => (this.peaks.get(pid) ?? 0) / 1024),
      cpuMs: this.pids.map((pid) => cpuMs(pid) - (this.cpuStart.get(pid) ?? 0)),
    };
  }
}
