/**
 * Heavy work off the event loop. A domain's CPU-heavy jobs run in one pool of worker threads per
 * process (piscina), so a request that computes for seconds never holds the loop that every other
 * request, and /api/health, need. A domain declares its jobs as the named exports of one module
 * (subgraphs/risk/heavyJobs.ts) and runs one by naming it: `riskWork.run("cpcv", input)`. Inputs
 * and results cross threads by structured clone; a ServiceError a job throws arrives as the same
 * ServiceError (kit/heavyWorker.ts carries it).
 *
 * Bounds, per process, so no request can hang on it:
 * - at most `threads` jobs run at once and `queue` more wait; a job beyond both is refused at once
 *   with 503 upstream_unavailable (reason heavy_work_saturated, Retry-After);
 * - a job has `timeoutMs` from the moment it is accepted, waiting included: past it, 503
 *   build_timeout (Retry-After), and a job that was running loses its thread, which piscina ends
 *   and replaces, so the CPU it held is free at once.
 * Neither refusal is billed (a ServiceError is not_billed unless it says otherwise).
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { isUnavailableCode, ServiceError } from "../../core/errors.js";
import type { HeavyOutcome, HeavyTask } from "./heavyWorker.js";

export interface HeavyWorkSettings {
  /** Worker threads: jobs running at once in this process. */
  threads: number;
  /** Jobs that may wait for a thread; one more is refused. */
  queue: number;
  /** A job's time limit, waiting included. */
  timeoutMs: number;
  /** How long a thread may sit idle before it ends (the next job starts one again). */
  idleMs: number;
}

export const HEAVY_WORK_ENV: Record<keyof HeavyWorkSettings, string> = {
  threads: "HEAVY_WORK_THREADS",
  queue: "HEAVY_WORK_QUEUE",
  timeoutMs: "HEAVY_WORK_TIMEOUT_MS",
  idleMs: "HEAVY_WORK_IDLE_MS",
};

/**
 * One core is left to the event loop: the loop answers every cheap request and health check, and
 * a thread per core would make it wait for the scheduler behind the jobs.
 */
export function defaultHeavyWorkSettings(cores = availableParallelism()): HeavyWorkSettings {
  const threads = Math.max(1, cores - 1);
  // Under the gateway's default subgraph timeout (10 s, gateway/subgraphSettings.ts): distributed,
  // a job must answer (or time out with its own 503) before the gateway gives up on risk.
  // A minute idle: a burst of heavy calls reuses its threads; a quiet process gives back what each
  // thread holds (its own isolate, its copy of the modules, its warehouse connection).
  return { threads, queue: 3 * threads, timeoutMs: 8_000, idleMs: 60_000 };
}

/** The defaults, each overridden by its environment variable; a malformed value stops the start. */
export function heavyWorkSettings(env: NodeJS.ProcessEnv = process.env): HeavyWorkSettings {
  const settings = defaultHeavyWorkSettings();
  for (const [key, name] of Object.entries(HEAVY_WORK_ENV) as [keyof HeavyWorkSettings, string][]) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    const value = Number(raw);
    // A queue of 0 is meaningful (refuse whatever finds every thread busy); the others are not.
    const least = key === "queue" ? 0 : 1;
    if (!Number.isInteger(value) || value < least) {
      throw new Error(`${name} must be an integer of at least ${least}, got "${raw}"`);
    }
    settings[key] = value;
  }
  return settings;
}

/** The job names of a jobs module: its exported functions of one argument. */
type JobName<Jobs> = {
  [Name in keyof Jobs]: Jobs[Name] extends (input: never) => unknown ? Name : never;
}[keyof Jobs] &
  string;
type Job<Jobs, Name extends JobName<Jobs>> = Jobs[Name] extends (input: infer Input) => infer Output
  ? { input: Input; output: Awaited<Output> }
  : never;

/** A domain's jobs, run by name in a pool; typed by the jobs module (`typeof import(…)`). */
export interface HeavyJobs<Jobs> {
  run<Name extends JobName<Jobs>>(
    name: Name,
    input: Job<Jobs, Name>["input"],
  ): Promise<Job<Jobs, Name>["output"]>;
}

/** The thread bootstrap: plain JavaScript, since a worker thread starts without tsx's loader. */
const WORKER_ENTRY = new URL("./heavyWorkerThread.mjs", import.meta.url).href;
/** Seconds a caller refused for a full pool should wait: about one job's run. */
const SATURATED_RETRY_AFTER_S = 5;

export class HeavyWorkPool {
  private readonly piscina: Piscina<HeavyTask, HeavyOutcome>;
  /** Jobs accepted and not yet ended: running or waiting for a thread. */
  private accepted = 0;

  constructor(readonly settings: HeavyWorkSettings) {
    this.piscina = new Piscina({
      filename: WORKER_ENTRY,
      // Threads start with the jobs and end after `idleMs` without one: starting one loads the
      // jobs' modules again (about a second), which a burst pays once, but a kept thread holds its
      // memory for the process's life.
      minThreads: 0,
      maxThreads: settings.threads,
      idleTimeout: settings.idleMs,
    });
  }

  get inFlight(): number {
    return this.accepted;
  }

  /** Worker threads alive now (0 once every one has been idle for `idleMs`). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  async run(module: string, name: string, input: unknown): Promise<unknown> {
    const { threads, queue, timeoutMs } = this.settings;
    if (this.accepted >= threads + queue) throw saturated(this.settings);
    this.accepted++;
    let outcome: HeavyOutcome;
    try {
      outcome = await this.piscina.run({ module, name, input }, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") throw timedOut(timeoutMs);
      throw error;
    } finally {
      this.accepted--;
    }
    if ("value" in outcome) return outcome.value;
    const { code, message, options } = outcome.serviceError;
    // A 503 without Retry-After was one retrying cannot fix (core/errors.ts).
    throw isUnavailableCode(code)
      ? new ServiceError(code, message, { ...options, retryAfterS: options.retryAfterS ?? null })
      : new ServiceError(code, message, options);
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}

function saturated({ threads, queue }: HeavyWorkSettings): ServiceError {
  return new ServiceError(
    "upstream_unavailable",
    `Heavy computations are at this server's capacity (${threads} running, ${queue} waiting); nothing was ` +
      `charged. Retry in ${SATURATED_RETRY_AFTER_S} s.`,
    {
      retryAfterS: SATURATED_RETRY_AFTER_S,
      extra: { reason: "heavy_work_saturated", running: threads, waiting: queue },
    },
  );
}

function timedOut(timeoutMs: number): ServiceError {
  const seconds = Math.ceil(timeoutMs / 1000);
  return new ServiceError(
    "build_timeout",
    `The computation did not finish within its ${seconds} s time limit and was stopped; nothing was charged. ` +
      `Retry in ${seconds} s.`,
    {
      retryAfterS: seconds,
      extra: { reason: "heavy_work_timeout", time_limit_ms: timeoutMs },
    },
  );
}

/** This process's settings, read when the module loads, so a malformed one stops the start. */
const processSettings = heavyWorkSettings();
let processPool: HeavyWorkPool | null = null;

/** This process's pool, started with the first job (a process that runs none starts no thread). */
export function processHeavyWork(): HeavyWorkPool {
  processPool ??= new HeavyWorkPool(processSettings);
  return processPool;
}

/**
 * The jobs a module exports (`new URL("./heavyJobs.ts", import.meta.url)`, typed by
 * `typeof import("./heavyJobs.js")`), run in this process's pool or the one given.
 */
export function heavyJobs<Jobs>(module: URL, pool: () => HeavyWorkPool = processHeavyWork): HeavyJobs<Jobs> {
  return { run: (name, input) => pool().run(module.href, name, input) as never };
}
