/** Facts about the machine a run happened on, for the report's header. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, freemem, loadavg, totalmem } from "node:os";

export interface Host {
  nproc: string;
  model: string;
  node: string;
  memory: string;
}

export function machine(): Host {
  const cpuinfo = readFileSync("/proc/cpuinfo", "utf8");
  const model = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? "unknown";
  let nproc = String(cpus().length);
  try {
    nproc = execFileSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    // keep the os.cpus() count
  }
  return {
    nproc,
    model,
    node: process.version,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at start)`,
  };
}

/** The 1, 5 and 15 minute load averages: on a shared machine, other work shows up here. */
export const loadAverage = (): number[] => loadavg();
