/**
 * `npm run bench:fanout` (issue 27 item 3): section (e)'s fan-out (bench/sections/e.ts: 1,000 SSE
 * clients, then 1,000 graphql-ws clients, at 1 and 10 bars/s, each target on a fresh service) run
 * on two checkouts side by side in one run: "before", the code of BENCH_FANOUT_BEFORE (default
 * `main`: every subscriber its own execution of every event) extracted by `git archive` into a
 * temporary directory, and "after", this checkout (one shared execution per document, variables
 * and entitled products: gateway/sharedSubscriptions.ts). Both on copies of one warehouse, each
 * side's service compiled as `npm start` runs it (bench/compiled.ts).
 *
 * Writes the figures of "after" into bench/results.json (merged: other keys kept) and both sides
 * into bench/RESULTS.md between the fanout markers (inside the hand-kept analysis block, so
 * `npm run bench` keeps them). BENCH_SECONDS / BENCH_WARMUP as for `npm run bench`; BENCH_PROFILE
 * as below.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { derivedProductsOf } from "../gateway/subgraphs.js";
import { ensureWarehouse } from "../warehouse/ensure.js";
import { UNDER_TSX } from "./compiled.js";
import type { LoadSettings } from "./load.js";
import { log } from "./log.js";
import { loadAverage } from "./machine.js";
import { stopAll } from "./processes.js";
import { RESULTS_PATH } from "./report.js";
import { recordFigures } from "./results.js";
import { replaceMarkedSection } from "./resultsFile.js";
import { type ComparisonE, FANOUT_IDLE_SECONDS, type FanoutTarget, runE } from "./sections/e.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BEFORE = process.env.BENCH_FANOUT_BEFORE || "main";
/** BENCH_PROFILE=<dir>: each side's services run with --cpu-prof into <dir>/<side>/ (bench/profileSummary.ts reads them). */
const PROFILE = process.env.BENCH_PROFILE || null;
const SETTINGS: LoadSettings = {
  seconds: Number(process.env.BENCH_SECONDS) || 10,
  warmup: Number(process.env.BENCH_WARMUP) || 2,
  connections: 1,
};
const BEGIN = "<!-- fanout:begin (written by bench/fanout.ts) -->";
const END = "<!-- fanout:end -->";

/** `ref`'s tree in a directory of its own, running on this checkout's node_modules. */
function checkout(ref: string, dir: string): string {
  const root = join(dir, "before");
  mkdirSync(root);
  execFileSync("bash", ["-c", `git -C "${ROOT}" archive "${ref}" | tar -x -C "${root}"`]);
  symlinkSync(join(ROOT, "node_modules"), join(root, "node_modules"));
  return root;
}

const cpuPer1000 = (target: FanoutTarget) =>
  (target.serverCpuMs / Math.max(1, target.measured.frames)) * 1000;
/** The same less what the service spent with no subscriber over as long: the fan-out's own cost. */
const cpuPer1000AboveIdle = (target: FanoutTarget) =>
  ((target.serverCpuMs - target.serverIdleCpuMsPerS * target.measured.seconds) /
    Math.max(1, target.measured.frames)) *
  1000;
const pick = (run: ComparisonE, kind: "sse" | "ws", speed: number) =>
  run.targets.find((target) => target.kind === kind && target.speed === speed) as FanoutTarget;

/** The keys issue 27 names for bench/results.json. */
type FanoutFigures = {
  fanout_sse_1000_lost_frames: number;
  fanout_sse_1000_p99_ms: number;
  fanout_sse_1000_peak_rss_mb: number;
  fanout_cpu_ms_per_1000_frames: number;
  fanout_ws_1000_lost_frames: number;
  fanout_ws_1000_p99_ms: number;
  fanout_cpu_ms_per_1000_frames_above_idle: number;
  fanout_service_idle_cpu_ms_per_s: number;
};

/** The issue's keys, from "after": lost frames over both rates, p99 at 1 event/s, the worst CPU cost. */
function figures(after: ComparisonE): FanoutFigures {
  const sse = after.targets.filter((target) => target.kind === "sse");
  const ws = after.targets.filter((target) => target.kind === "ws");
  const lost = (targets: FanoutTarget[]) => targets.reduce((sum, target) => sum + target.measured.gaps, 0);
  return {
    fanout_sse_1000_lost_frames: lost(sse),
    fanout_sse_1000_p99_ms: pick(after, "sse", 60).measured.latencyMs.p99,
    fanout_sse_1000_peak_rss_mb: Math.round(Math.max(...sse.map((target) => target.rssPeakMb))),
    fanout_cpu_ms_per_1000_frames: Number(Math.max(...after.targets.map(cpuPer1000)).toFixed(1)),
    fanout_ws_1000_lost_frames: lost(ws),
    fanout_ws_1000_p99_ms: pick(after, "ws", 60).measured.latencyMs.p99,
    fanout_cpu_ms_per_1000_frames_above_idle: Number(
      Math.max(...after.targets.map(cpuPer1000AboveIdle)).toFixed(1),
    ),
    fanout_service_idle_cpu_ms_per_s: Number(
      Math.max(...after.targets.map((target) => target.serverIdleCpuMsPerS)).toFixed(1),
    ),
  };
}

function row(side: string, target: FanoutTarget): string {
  const { measured } = target;
  const published = measured.distinctFrames / measured.seconds;
  return `| ${side} | ${target.kind === "sse" ? "SSE" : "graphql-ws"} | ${target.speed / 60} | ${target.opened.connected} | ${published.toFixed(1)} | ${(measured.frames / measured.seconds).toFixed(0)} | ${measured.gaps} | ${measured.latencyMs.p50} | ${measured.latencyMs.p99} | ${measured.latencyMs.max} | ${cpuPer1000(target).toFixed(1)} | ${target.serverIdleCpuMsPerS.toFixed(0)} | ${cpuPer1000AboveIdle(target).toFixed(1)} | ${target.rssPeakMb.toFixed(0)} | ${measured.silentClients + measured.stalledClients} | ${
    Object.entries(measured.errorFrames)
      .map(([code, n]) => `${code} ${n}`)
      .join(", ") || "none"
  } |`;
}

function section(
  before: ComparisonE,
  after: ComparisonE,
  meta: { started: Date; load0: number[]; load1: number[] },
) {
  const met = (ok: boolean) => (ok ? "met" : "**not met**");
  const f = figures(after);
  const sse10 = pick(after, "sse", 600);
  const ws10 = pick(after, "ws", 600);
  return [
    BEGIN,
    `## Fan-out before/after shared subscription execution (issue 27 item 3, \`npm run bench:fanout\`, ${meta.started.toISOString()})`,
    "",
    `Section (e)'s method (above) on two checkouts in one run: **before** = \`${BEFORE}\` (the code compared against: before issue 27 item 3 merged, main ran each subscriber its own execution of every event; since, main shares them too), **after** = this checkout (one execution per document, variables and entitled products, the same result to each subscriber, settled straight into each waiting read: gateway/sharedSubscriptions.ts, gateway/multicast.ts; each SSE frame encoded once into one Buffer written to every subscriber and one heartbeat timer for every SSE stream: rest-shim/sse.ts, rest-shim/sseHeartbeats.ts). ${SETTINGS.seconds} s measured per target after ${SETTINGS.warmup} s warm-up; each target a fresh service, ${UNDER_TSX ? "its sources under tsx (BENCH_TSX=1)" : "compiled as `npm start` runs it (each checkout's dist/: bench/compiled.ts)"}. Load average at start ${meta.load0.map((n) => n.toFixed(2)).join(" ")}, at end ${meta.load1.map((n) => n.toFixed(2)).join(" ")} (2 cores, shared with other work).`,
    "",
    "| code | clients | bars/s | connected | published/s | delivered frames/s | frames lost | p50 ms | p99 ms | max ms | server CPU ms per 1,000 frames | server CPU ms/s with no subscriber | CPU ms per 1,000 frames above that | peak RSS MB | silent or stalled clients | error frames |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...[60, 600].flatMap((speed) =>
      (["sse", "ws"] as const).flatMap((kind) => [
        row("before", pick(before, kind, speed)),
        row("after", pick(after, kind, speed)),
      ]),
    ),
    "",
    `Targets (after): frames lost 0 — SSE ${f.fanout_sse_1000_lost_frames}, graphql-ws ${f.fanout_ws_1000_lost_frames}: ${met(f.fanout_sse_1000_lost_frames === 0 && f.fanout_ws_1000_lost_frames === 0)}; p99 ≤ 100 ms at 1 event/s — SSE ${f.fanout_sse_1000_p99_ms} ms, graphql-ws ${f.fanout_ws_1000_p99_ms} ms: ${met(f.fanout_sse_1000_p99_ms <= 100 && f.fanout_ws_1000_p99_ms <= 100)}; peak RSS ≤ 350 MB — SSE ${f.fanout_sse_1000_peak_rss_mb} MB, graphql-ws ${Math.round(Math.max(pick(after, "ws", 60).rssPeakMb, ws10.rssPeakMb))} MB: ${met(Math.max(...after.targets.map((t) => t.rssPeakMb)) <= 350)}; ≤ 50 ms server CPU per 1,000 delivered frames (worst target) — ${f.fanout_cpu_ms_per_1000_frames} ms: ${met(f.fanout_cpu_ms_per_1000_frames <= 50)} (of it, the service with its producer and no subscriber spends up to ${f.fanout_service_idle_cpu_ms_per_s} ms/s, ${FANOUT_IDLE_SECONDS} s sampled before the clients came; the fan-out's own CPU above that, worst target: ${f.fanout_cpu_ms_per_1000_frames_above_idle} ms per 1,000 frames). At 10 bars/s (after): SSE p99 ${sse10.measured.latencyMs.p99} ms, graphql-ws p99 ${ws10.measured.latencyMs.p99} ms.`,
    "",
    "bench/results.json keys: `fanout_sse_1000_lost_frames` and `fanout_ws_1000_lost_frames` are the frames lost at both rates together; `fanout_sse_1000_p99_ms` and `fanout_ws_1000_p99_ms` at 1 bar/s; `fanout_sse_1000_peak_rss_mb` the higher SSE peak; `fanout_cpu_ms_per_1000_frames` the worst of the four targets, `fanout_cpu_ms_per_1000_frames_above_idle` the same less the service's CPU with no subscriber over the window's length, `fanout_service_idle_cpu_ms_per_s` the highest of that idle CPU.",
    "",
    END,
  ].join("\n");
}

async function main() {
  const started = new Date();
  const load0 = loadAverage();
  const dir = mkdtempSync("/tmp/quant-bench-fanout-");
  try {
    const databaseFile = join(dir, "bench.sqlite");
    log(`building the warehouse at sqlite:${databaseFile}`);
    const warehouse = await ensureWarehouse(`sqlite:${databaseFile}`, {
      onProgress: () => {},
      derived: derivedProductsOf(),
    });
    await warehouse.close();
    // Each side writes keys and ledger lines: each on its own copy.
    const copyFor = (side: string) => {
      const copy = join(dir, `${side}.sqlite`);
      for (const suffix of ["", "-wal", "-shm"]) {
        if (existsSync(databaseFile + suffix)) copyFileSync(databaseFile + suffix, copy + suffix);
      }
      return `sqlite:${copy}`;
    };
    const beforeRoot = checkout(BEFORE, dir);
    log(`before: ${BEFORE} in ${beforeRoot}`);
    const before = await runE(
      { env: {}, profileDir: PROFILE && join(PROFILE, "before"), root: beforeRoot },
      copyFor("before"),
      SETTINGS,
    );
    log("after: this checkout");
    const after = await runE(
      { env: {}, profileDir: PROFILE && join(PROFILE, "after") },
      copyFor("after"),
      SETTINGS,
    );
    const load1 = loadAverage();
    const text = section(before, after, { started, load0, load1 });
    replaceMarkedSection(RESULTS_PATH, BEGIN, END, text);
    recordFigures(figures(after));
    console.log(text);
    log(`written to ${RESULTS_PATH} and bench/results.json`);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
