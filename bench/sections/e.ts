/**
 * (e) Fan-out: one producer (the market replay publishing SPY bars at a steady rate) to
 * FANOUT_CLIENTS concurrent subscribers, first over SSE (REST shim, `GET /api/v3/stream/bars`),
 * then over graphql-ws (`subscription { bars }` on /graphql): two targets one after the other,
 * each on a fresh process of the federated service with access on (embedded backend, as in
 * production) so that peak RSS is that target's alone.
 *
 * The clients run in a child process of their own (bench/fanoutClients.ts, forked with an IPC
 * channel) and connect in batches; once every client has had a first frame and the warm-up has
 * passed, frames are counted for BENCH_SECONDS while this process samples the server (peak VmRSS,
 * CPU). Latency = client receive time − the frame's publish time (`published_at` / `publishedAt`,
 * the bus id's milliseconds), one machine clock. Afterwards every client is closed and the
 * server's open file descriptors must fall back to where they were before the clients came.
 *
 * Keys: the access plugin allows 20 subscriptions open at once per key, SSE and graphql-ws alike
 * (gateway/access/openStreams.ts), and the enterprise plan 6,000 operations per key per minute, so
 * the service issues FANOUT_KEYS keys and client i uses key i mod FANOUT_KEYS; the cap is left as
 * it is.
 */
import { type ChildProcess, fork } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEFAULT_MAX_STREAMS_PER_KEY } from "../../gateway/access/openStreams.js";
import { PLANS } from "../../gateway/access/plans.js";
import type { Closed, FanoutConfig, FanoutKind, Measured, Opened } from "../fanoutClients.js";
import type { LoadSettings } from "../load.js";
import { log } from "../log.js";
import { type Child, type Launch, ProcessSampler, startChild, stopChild } from "../processes.js";
import { keysOf } from "./d.js";

/** Concurrent subscribers per target. */
export const FANOUT_CLIENTS = 1_000;
/** Keys issued by the service: ≤ 17 streams each, under the access plugin's 20 per key. */
export const FANOUT_KEYS = 60;
/**
 * Replay speeds, a recorded minute (one bar) every 60,000 / speed ms: 60 (the service's default,
 * one bar a second) and 600 (ten a second, more than this machine's service can fan out to 1,000
 * clients, so it shows the ceiling: the producer then runs late on the busy event loop).
 */
export const FANOUT_SPEEDS = [60, 600] as const;
/** Clients connected at once. */
export const FANOUT_BATCH = 50;
/**
 * Seconds the service is sampled with its producer running and no subscriber, before the clients
 * come: its own cost of being up (producer, monitoring, timers, GC), which a window pays whatever
 * it delivers. At 1 bar/s it is a large part of the CPU per 1,000 frames; the fan-out's own cost is
 * the rest.
 */
export const FANOUT_IDLE_SECONDS = 5;

export interface FanoutTarget {
  kind: FanoutKind;
  speed: number;
  label: string;
  opened: Opened;
  measured: Measured;
  closed: Closed;
  /** Server process: RSS before the clients, peak over the whole target (connect to close), peak in the window, after closing. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssPeakWindowMb: number;
  rssAfterMb: number;
  /** Server CPU in the measured window. */
  serverCpuMs: number;
  /** Server CPU per second before any client connected (FANOUT_IDLE_SECONDS sampled). */
  serverIdleCpuMsPerS: number;
  fdsBefore: number;
  fdsConnected: number;
  fdsAfter: number;
  /** The clients' process exited by itself after closing them (not killed after 5 s). */
  clientsExited: boolean;
}

export interface ComparisonE {
  clients: number;
  keys: number;
  batch: number;
  maxStreamsPerKey: number;
  limitPerKey: number;
  warmup: number;
  targets: FanoutTarget[];
}

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function openFds(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return 0;
  }
}

/** RSS now, in MB (one sample). */
function rssMb(pid: number): number {
  const sampler = new ProcessSampler([pid]);
  sampler.start();
  return sampler.stop().peakRssMb[0] ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clients' child process, one request/answer at a time over IPC. */
class Clients {
  private readonly child: ChildProcess;
  private stderr = "";
  constructor() {
    this.child = fork(fileURLToPath(new URL("../fanoutClients.ts", import.meta.url)), [], {
      cwd: ROOT,
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-4000);
    });
  }

  ask<T>(message: unknown, timeoutMs: number): Promise<T> {
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        this.child.off("message", onMessage);
        this.child.off("exit", onExit);
      };
      const onMessage = (answer: unknown) => {
        cleanup();
        resolve(answer as T);
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`fan-out clients exited (code ${code})\n${this.stderr}`));
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`fan-out clients did not answer within ${timeoutMs / 1000} s\n${this.stderr}`));
      }, timeoutMs);
      this.child.on("message", onMessage);
      this.child.once("exit", onExit);
      this.child.send(message as object);
    });
  }

  /** The child exits on its own once it has closed its clients and is disconnected; true if it had to be killed. */
  killed = false;

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    const timer = setTimeout(() => {
      this.killed = true;
      this.child.kill("SIGKILL");
    }, 5_000);
    if (this.child.connected) this.child.disconnect();
    await exited;
    clearTimeout(timer);
  }
}

async function runTarget(
  kind: FanoutKind,
  speed: number,
  launch: Launch,
  databaseUrl: string,
  settings: LoadSettings,
): Promise<FanoutTarget> {
  const label =
    kind === "sse"
      ? "SSE `GET /api/v3/stream/bars?symbols=SPY` (REST shim)"
      : 'graphql-ws `subscription { bars(symbols: ["SPY"]) { id publishedAt close } }`';
  const name = `${kind}, ${speed / 60} bar/s`;
  const service: Child = await startChild(`service-fanout-${kind}-${speed}`, "bench/service.ts", [], {
    ...launch,
    env: {
      ...launch.env,
      DATABASE_URL: databaseUrl,
      BENCH_AUTH: "1",
      BENCH_KEYS: String(FANOUT_KEYS),
      BENCH_REPLAY_SPEED: String(speed),
    },
  });
  const clients = new Clients();
  try {
    await sleep(1_000);
    const idle = new ProcessSampler([service.pid]);
    idle.start();
    await sleep(FANOUT_IDLE_SECONDS * 1000);
    const serverIdleCpuMsPerS = (idle.stop().cpuMs[0] ?? 0) / FANOUT_IDLE_SECONDS;
    const rssBeforeMb = rssMb(service.pid);
    const fdsBefore = openFds(service.pid);
    const whole = new ProcessSampler([service.pid]);
    whole.start();
    const config: FanoutConfig = {
      kind,
      url: service.url,
      keys: keysOf(service),
      clients: FANOUT_CLIENTS,
      batch: FANOUT_BATCH,
      firstFrameTimeoutMs: 30_000,
    };
    log(`${name}: connecting ${FANOUT_CLIENTS} clients in batches of ${FANOUT_BATCH}`);
    const opened = await clients.ask<Opened>({ type: "open", config }, 300_000);
    const fdsConnected = openFds(service.pid);
    log(
      `${name}: ${opened.connected} connected in ${(opened.connectMs / 1000).toFixed(1)} s` +
        `${Object.keys(opened.failures).length > 0 ? ` (failures: ${JSON.stringify(opened.failures)})` : ""}, ` +
        `${opened.withFrame} with a first frame; warm-up ${settings.warmup} s`,
    );
    await sleep(settings.warmup * 1000);
    const window = new ProcessSampler([service.pid]);
    window.start();
    const measured = await clients.ask<Measured>(
      { type: "measure", seconds: settings.seconds },
      (settings.seconds + 120) * 1000,
    );
    const usage = window.stop();
    log(
      `${name}: ${(measured.frames / measured.seconds).toFixed(0)} frames/s delivered ` +
        `(${(measured.distinctFrames / measured.seconds).toFixed(1)}/s published × ${measured.clients} clients), ` +
        `latency p50 ${measured.latencyMs.p50} ms p99 ${measured.latencyMs.p99} ms, ${measured.gaps} gaps, ` +
        `server CPU ${((usage.cpuMs[0] ?? 0) / measured.seconds / 10).toFixed(0)} % (${(serverIdleCpuMsPerS / 10).toFixed(0)} % with no subscriber), peak RSS ${(usage.peakRssMb[0] ?? 0).toFixed(0)} MB`,
    );
    const closed = await clients.ask<Closed>({ type: "close" }, 60_000);
    await clients.stop();
    // The server lets go of the sockets (and their bus subscriptions) once the clients are gone.
    let fdsAfter = openFds(service.pid);
    for (let i = 0; i < 50 && fdsAfter > fdsBefore + 5; i++) {
      await sleep(200);
      fdsAfter = openFds(service.pid);
    }
    await sleep(2_000);
    const rssAfterMb = rssMb(service.pid);
    fdsAfter = openFds(service.pid);
    const overall = whole.stop();
    log(
      `${name}: closed in ${closed.closeMs} ms (${closed.stillOpen} still open); server fds ${fdsBefore} → ${fdsConnected} → ${fdsAfter}, RSS ${rssBeforeMb.toFixed(0)} → peak ${(overall.peakRssMb[0] ?? 0).toFixed(0)} → ${rssAfterMb.toFixed(0)} MB`,
    );
    return {
      kind,
      speed,
      label,
      opened,
      measured,
      closed,
      rssBeforeMb,
      // Two samplers, 200 ms apart at most: the whole target's peak includes the window's.
      rssPeakMb: Math.max(overall.peakRssMb[0] ?? 0, usage.peakRssMb[0] ?? 0),
      rssPeakWindowMb: usage.peakRssMb[0] ?? 0,
      rssAfterMb,
      serverCpuMs: usage.cpuMs[0] ?? 0,
      serverIdleCpuMsPerS,
      fdsBefore,
      fdsConnected,
      fdsAfter,
      clientsExited: !clients.killed,
    };
  } finally {
    await clients.stop();
    await stopChild(service);
  }
}

export async function runE(
  launch: Launch,
  databaseUrl: string,
  settings: LoadSettings,
): Promise<ComparisonE> {
  log(
    `fan-out: ${FANOUT_CLIENTS} clients per target, SSE then graphql-ws at replay speeds ${FANOUT_SPEEDS.join(" and ")}, each target on a fresh service (${FANOUT_KEYS} keys)`,
  );
  const targets: FanoutTarget[] = [];
  for (const speed of FANOUT_SPEEDS) {
    for (const kind of ["sse", "ws"] as const) {
      targets.push(await runTarget(kind, speed, launch, databaseUrl, settings));
    }
  }
  return {
    clients: FANOUT_CLIENTS,
    keys: FANOUT_KEYS,
    batch: FANOUT_BATCH,
    maxStreamsPerKey: DEFAULT_MAX_STREAMS_PER_KEY,
    limitPerKey: PLANS.enterprise.requestsPerMinute,
    warmup: settings.warmup,
    targets,
  };
}
