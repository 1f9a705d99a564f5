/**
 * The scale bench's build steps (bench/scale/build.ts) run as children: each step's seconds and
 * peak RSS, or how it failed (the signals book at 5,000 tickers × 10 years can exhaust the heap).
 * Peak RSS: the step's own VmHWM when it finished, else the last VmHWM sampled (every 200 ms).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const BUILD = fileURLToPath(new URL("./build.ts", import.meta.url));

export interface StepResult {
  step: string;
  seconds: number;
  peakRssMb: number;
  rows: number | null;
  /** Null when the step finished; else its exit and the last lines it wrote to stderr. */
  failure: string | null;
}

export function runStep(step: "ingest" | "book", args: string[]): Promise<StepResult> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", BUILD, step, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Not bench/processes.ts's ProcessSampler: its stop() reads /proc/<pid>, gone once a step exits.
  let sampled = 0;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, highWaterMb(child.pid as number));
  }, 200);
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err = (err + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const line = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && line.startsWith("{")) {
        const printed = JSON.parse(line) as { seconds: number; rows: number; peak_rss_mb: number };
        resolve({
          step,
          seconds: printed.seconds,
          peakRssMb: Math.max(printed.peak_rss_mb, sampled),
          rows: printed.rows,
          failure: null,
        });
        return;
      }
      const reason = /heap out of memory|Reached heap limit/.test(err) ? "JavaScript heap out of memory" : "";
      resolve({
        step,
        seconds,
        peakRssMb: sampled,
        rows: null,
        failure: `exit ${code ?? signal}${reason ? `: ${reason}` : ""}; stderr ends: ${err.trim().split("\n").slice(-3).join(" | ")}`,
      });
    });
  });
}

/** VmHWM of a running process in MB; 0 once it is gone. */
function highWaterMb(pid: number): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? 0 : Number(kb) / 1024;
  } catch {
    return 0;
  }
}
