/**
 * A bound on the fetches in flight from this gateway to each remote subgraph. A subgraph that
 * slows down or hangs holds its fetches until their timeout; without a bound every caller's fetch
 * would pile onto it (sockets, memory, and a flood of work when it wakes up). With one, at most
 * `maxInFlight` fetches run at a time; the next ones wait in arrival order for a slot, at most
 * `queueTimeoutMs`, and past that answer at once with that subgraph's `upstream_unavailable`
 * (gateway/subgraphFaults.ts): a caller waits briefly, then gets an error, never a hang.
 *
 * Subscriptions pass unbounded: they hold their WebSocket for as long as the client listens, and
 * per-key stream limits bound them (gateway/access/streamLimit.ts). This plugin is listed before
 * the circuit breaker's (gateway/subgraphBreaker.ts), whose refusal replaces the bounded executor,
 * so a fetch the breaker refuses takes no slot; a fetch that found no slot is the gateway's own
 * refusal and counts neither for nor against the breaker.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionRequest, ExecutionResult, Executor } from "@graphql-tools/utils";
import { upstreamUnavailable } from "./subgraphFaults.js";
import { perSubgraph, positiveIntegerSetting } from "./subgraphSettings.js";

export interface ConcurrencySettings {
  /** Fetches to one subgraph running at once (SUBGRAPH_MAX_IN_FLIGHT[_<NAME>]). */
  maxInFlight: number;
  /** How long a fetch may wait for a slot before it is refused (SUBGRAPH_QUEUE_TIMEOUT_MS[_<NAME>]). */
  queueTimeoutMs: number;
}

export const DEFAULT_CONCURRENCY: ConcurrencySettings = { maxInFlight: 64, queueTimeoutMs: 1_000 };

/** One subgraph's settings: its own variables first, then the shared ones, then the defaults. */
export function concurrencySettingsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  subgraph?: string,
): ConcurrencySettings {
  return {
    maxInFlight: positiveIntegerSetting(
      env,
      perSubgraph("SUBGRAPH_MAX_IN_FLIGHT", subgraph),
      DEFAULT_CONCURRENCY.maxInFlight,
    ),
    queueTimeoutMs: positiveIntegerSetting(
      env,
      perSubgraph("SUBGRAPH_QUEUE_TIMEOUT_MS", subgraph),
      DEFAULT_CONCURRENCY.queueTimeoutMs,
      "milliseconds",
    ),
  };
}

/** Frees the slot it was given; a second call does nothing. */
export type Release = () => void;

/** Slots for one subgraph's fetches, handed out in arrival order. */
export class ConcurrencyLimit {
  #inFlight = 0;
  /** Grants of the fetches waiting for a slot; a Set keeps arrival order and deletes in O(1). */
  readonly #waiting = new Set<() => void>();

  constructor(readonly settings: ConcurrencySettings) {}

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#waiting.size;
  }

  /**
   * A slot now, or once one frees within the queue timeout; null when none did, or when `signal`
   * (the caller's request) aborted first. Every listener and timer it sets is removed when it settles.
   */
  acquire(signal?: AbortSignal): Promise<Release | null> {
    if (signal?.aborted) return Promise.resolve(null);
    if (this.#inFlight < this.settings.maxInFlight && this.#waiting.size === 0) {
      return Promise.resolve(this.#take());
    }
    return new Promise((resolve) => {
      const settle = (release: Release | null) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", giveUp);
        this.#waiting.delete(grant);
        resolve(release);
      };
      const grant = () => settle(this.#take());
      const giveUp = () => settle(null);
      const timer = setTimeout(giveUp, this.settings.queueTimeoutMs);
      signal?.addEventListener("abort", giveUp, { once: true });
      this.#waiting.add(grant);
    });
  }

  #take(): Release {
    this.#inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
      // The oldest waiter takes the freed slot.
      const [next] = this.#waiting;
      next?.();
    };
  }
}

/** One limit per remote subgraph, by name. */
export class SubgraphConcurrency {
  readonly #limits: Map<string, ConcurrencyLimit>;

  constructor(
    names: readonly string[],
    settingsOf: (subgraph: string) => ConcurrencySettings = (subgraph) =>
      concurrencySettingsFromEnv(process.env, subgraph),
  ) {
    this.#limits = new Map(names.map((name) => [name, new ConcurrencyLimit(settingsOf(name))]));
  }

  of(name: string): ConcurrencyLimit | undefined {
    return this.#limits.get(name);
  }
}

export function useSubgraphConcurrency(limits: SubgraphConcurrency): GatewayPlugin {
  return {
    onSubgraphExecute({ subgraphName, executionRequest, executor, setExecutor }) {
      const limit = limits.of(subgraphName);
      if (!limit || executionRequest.operationType === "subscription") return;
      const bounded = async (request: ExecutionRequest): Promise<ExecutionResult> => {
        const release = await limit.acquire(request.signal);
        if (!release) return { errors: [upstreamUnavailable(subgraphName)] };
        try {
          return (await executor(request)) as ExecutionResult;
        } finally {
          release();
        }
      };
      setExecutor(bounded as Executor);
    },
  };
}
