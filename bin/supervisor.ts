/**
 * Keeps child processes running (bin/topology.ts supervises PostgreSQL, Redis, the subgraphs and
 * the gateways with it): a child that exits on its own is logged (which, its PID, its exit code or
 * signal, how long it ran) and started again after a delay that doubles with each exit in a row,
 * up to a cap, and starts over once a run has lasted long enough to count as healthy (`Backoff`).
 * The other children are not touched. Only `stopAll` stops them: stages in the reverse order they
 * were added (the topology: gateways, then subgraphs, then Redis, then PostgreSQL), the children of
 * one stage together, each with its own stop signal and SIGKILL past `stopTimeoutMs`, so a stop
 * ends within stages × stopTimeoutMs.
 *
 * Until `superviseFromNow` an exit is a failed start instead (`onExitBeforeSupervised`): a
 * topology whose part cannot start at all (a port in use, a bad setting) stops rather than
 * restarting it for ever.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";

export interface BackoffPolicy {
  /** The delay before the first restart after a healthy run. */
  initialMs: number;
  /** The longest delay: exits in a row never wait longer. */
  maxMs: number;
  /** A run that lasted this long was healthy: the next exit waits `initialMs` again. */
  resetAfterMs: number;
}

/** TOPOLOGY_RESTART_INITIAL_MS, TOPOLOGY_RESTART_MAX_MS, TOPOLOGY_RESTART_RESET_MS override these. */
export const DEFAULT_BACKOFF: BackoffPolicy = { initialMs: 1_000, maxMs: 30_000, resetAfterMs: 60_000 };

/** One child's restart delays: initialMs, twice that, four times, … up to maxMs. */
export class Backoff {
  #exitsInARow = 0;

  constructor(readonly policy: BackoffPolicy = DEFAULT_BACKOFF) {
    if (!(policy.initialMs > 0 && policy.maxMs >= policy.initialMs && policy.resetAfterMs > 0)) {
      throw new RangeError(
        `a restart backoff needs 0 < initialMs <= maxMs and resetAfterMs > 0, got ${JSON.stringify(policy)}`,
      );
    }
  }

  /** After a run of `ranMs` ended: which restart in a row this is (from 1) and how long to wait. */
  next(ranMs: number): { attempt: number; delayMs: number } {
    if (ranMs >= this.policy.resetAfterMs) this.#exitsInARow = 0;
    const delayMs = Math.min(this.policy.maxMs, this.policy.initialMs * 2 ** this.#exitsInARow);
    this.#exitsInARow += 1;
    return { attempt: this.#exitsInARow, delayMs };
  }
}

export interface ChildSpec {
  name: string;
  /** Stopped with the other children of its stage, after the stages added later. */
  stage: string;
  /** Starts one run of the child (the same command every time; it counts its runs if it must). */
  spawn(): ChildProcess;
  /** The signal that stops it cleanly (default SIGTERM; PostgreSQL: SIGINT, its fast shutdown). */
  stopSignal?: NodeJS.Signals;
}

export interface SupervisorOptions {
  backoff?: BackoffPolicy;
  /** How long one child may take to stop before it is killed (default 15 s). */
  stopTimeoutMs?: number;
  /** Where the supervisor's lines go (default: stderr, as they are). */
  log?: (line: string) => void;
  /** A child exited before `superviseFromNow`: the start failed. */
  onExitBeforeSupervised?: (name: string, exit: string) => void;
}

interface Entry {
  spec: ChildSpec;
  child: ChildProcess | null;
  startedAt: number;
  backoff: Backoff;
  restartTimer: NodeJS.Timeout | null;
}

/** How a child ended, as the log says it. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

const alive = (child: ChildProcess | null): child is ChildProcess =>
  child !== null && child.exitCode === null && child.signalCode === null;

export class Supervisor {
  readonly #entries: Entry[] = [];
  #supervising = false;
  #stopping: Promise<void> | null = null;
  readonly #log: (line: string) => void;
  readonly #stopTimeoutMs: number;

  constructor(private readonly options: SupervisorOptions = {}) {
    this.#log = options.log ?? ((line) => console.error(line));
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 15_000;
  }

  /** Starts the child's first run and keeps it supervised; returns that run's process. */
  add(spec: ChildSpec): ChildProcess {
    const entry: Entry = {
      spec,
      child: null,
      startedAt: 0,
      backoff: new Backoff(this.options.backoff),
      restartTimer: null,
    };
    this.#entries.push(entry);
    return this.#start(entry);
  }

  /** The child's current process, null while it waits for its restart. */
  current(name: string): ChildProcess | null {
    const child = this.#entries.find((entry) => entry.spec.name === name)?.child ?? null;
    return alive(child) ? child : null;
  }

  /** From now on an exit is restarted, not a failed start. */
  superviseFromNow(): void {
    this.#supervising = true;
  }

  get stopping(): boolean {
    return this.#stopping !== null;
  }

  #start(entry: Entry): ChildProcess {
    entry.restartTimer = null;
    entry.startedAt = performance.now();
    const child = entry.spec.spawn();
    entry.child = child;
    let ended = false;
    const end = (exit: string) => {
      if (ended) return;
      ended = true;
      this.#exited(entry, child, exit);
    };
    child.once("exit", (code, signal) => end(describeExit(code, signal)));
    // A spawn that fails (a binary missing) emits 'error', and 'exit' only sometimes.
    child.once("error", (error) => {
      if (child.pid === undefined) end(`could not be spawned: ${error.message}`);
    });
    return child;
  }

  #exited(entry: Entry, child: ChildProcess, exit: string): void {
    if (this.#stopping) return;
    const { name } = entry.spec;
    if (!this.#supervising) {
      this.options.onExitBeforeSupervised?.(name, exit);
      return;
    }
    const ranMs = performance.now() - entry.startedAt;
    const { attempt, delayMs } = entry.backoff.next(ranMs);
    this.#log(
      `${name} (pid ${child.pid}) exited on its own (${exit}) after ${(ranMs / 1_000).toFixed(1)} s; ` +
        `restart ${attempt} in ${(delayMs / 1_000).toFixed(1)} s`,
    );
    entry.restartTimer = setTimeout(() => {
      const next = this.#start(entry);
      this.#log(`${name} restarted (pid ${next.pid})`);
    }, delayMs);
  }

  /** Cancels pending restarts and stops every child, stage by stage (last added first); once. */
  stopAll(): Promise<void> {
    this.#stopping ??= (async () => {
      for (const entry of this.#entries) if (entry.restartTimer) clearTimeout(entry.restartTimer);
      const stages = [...new Set(this.#entries.map((entry) => entry.spec.stage))].reverse();
      for (const stage of stages) {
        const entries = this.#entries.filter((entry) => entry.spec.stage === stage);
        await Promise.all(entries.map((entry) => this.#stop(entry)));
      }
    })();
    return this.#stopping;
  }

  async #stop(entry: Entry): Promise<void> {
    const { child } = entry;
    if (!alive(child)) return;
    const exited = once(child, "exit");
    child.kill(entry.spec.stopSignal ?? "SIGTERM");
    const timer = setTimeout(() => {
      this.#log(
        `${entry.spec.name} (pid ${child.pid}) did not stop within ${this.#stopTimeoutMs} ms; killing it`,
      );
      child.kill("SIGKILL");
    }, this.#stopTimeoutMs);
    await exited;
    clearTimeout(timer);
    this.#log(`stopped ${entry.spec.name} (pid ${child.pid})`);
  }

  /** Kills every child still running at once (the supervisor's own process is ending). */
  killAll(): void {
    for (const { child } of this.#entries) if (alive(child)) child.kill("SIGKILL");
  }
}
