/**
 * One subgraph's circuit breaker, as a pure state machine over an injected clock (no timers): the
 * gateway asks it before each fetch and tells it how the fetch ended (gateway/subgraphBreaker.ts).
 *
 * - closed: every fetch goes through; `failures` consecutive failures (fetches failed in transport,
 *   or failed health probes) open it.
 * - open: every fetch is refused at once (no connect, no timeout to wait for) until `cooldownMs`
 *   have passed since it opened.
 * - half_open: after the cool-down, one trial fetch goes through and the others are still
 *   refused; the trial's success closes it, its failure opens it again for another cool-down.
 *   A trial whose end is never reported (its request abandoned) is replaced by another once a
 *   further cool-down has passed, so the breaker cannot stay half open for ever.
 *
 * A success reported in any state closes it (the subgraph answered, so it is up): a successful
 * health probe after the cool-down (`probed`) closes it too, without waiting for traffic. A failed
 * health probe counts like a failed fetch while the breaker is closed (so a subgraph that stopped
 * answering opens its breaker even when no caller is asking it anything) and fails a half-open
 * breaker's trial; while open it changes nothing (the breaker already refuses).
 * Each change of state, with its cause, goes to an observer (`observe`): the monitoring's
 * self-healing log (gateway/monitoring/healing.ts).
 */

export type BreakerState = "closed" | "open" | "half_open";

export interface BreakerSettings {
  /** Consecutive failed fetches and health probes that open the breaker. */
  failures: number;
  /** How long it stays open before a trial fetch (or a health probe) may close it. */
  cooldownMs: number;
}

export const DEFAULT_BREAKER_SETTINGS: BreakerSettings = { failures: 3, cooldownMs: 5_000 };

/** What health shows of a breaker; `since` is when it entered its state. */
export interface BreakerView {
  state: BreakerState;
  since: string;
  consecutive_failures: number;
}

export type Admission = { admitted: true; trial: boolean } | { admitted: false; retryAfterMs: number };

/** Why a breaker changed state: what the monitoring's self-healing log records. */
export type BreakerCause =
  | "failures"
  | "probe_failed"
  | "cooldown_elapsed"
  | "trial_failed"
  | "fetch_succeeded"
  | "probe_succeeded";

export interface BreakerTransition {
  from: BreakerState;
  to: BreakerState;
  cause: BreakerCause;
  /** Consecutive failed fetches and probes when it changed (0 once a success closed it). */
  consecutiveFailures: number;
  atMs: number;
}

export class CircuitBreaker {
  #state: BreakerState = "closed";
  #since: number;
  #failures = 0;
  /** When the half-open trial in flight was let through; null when none is. */
  #trialAt: number | null = null;
  #listener: ((transition: BreakerTransition) => void) | null = null;

  constructor(
    private readonly settings: BreakerSettings,
    private readonly now: () => number,
  ) {
    this.#since = now();
  }

  get state(): BreakerState {
    return this.#state;
  }

  /** Tells `listener` of every change of state from now on (one listener: the latest given). */
  observe(listener: (transition: BreakerTransition) => void): void {
    this.#listener = listener;
  }

  /** May a fetch go to the subgraph now? A refusal says how long until a trial may go. */
  admit(): Admission {
    const now = this.now();
    if (this.#state === "closed") return { admitted: true, trial: false };
    if (this.#state === "open") {
      const waited = now - this.#since;
      if (waited < this.settings.cooldownMs) {
        return { admitted: false, retryAfterMs: this.settings.cooldownMs - waited };
      }
      this.#enter("half_open", now, "cooldown_elapsed");
      this.#trialAt = now;
      return { admitted: true, trial: true };
    }
    // half_open: one trial at a time, unless the one in flight is presumed lost.
    if (this.#trialAt !== null && now - this.#trialAt < this.settings.cooldownMs) {
      return { admitted: false, retryAfterMs: this.settings.cooldownMs - (now - this.#trialAt) };
    }
    this.#trialAt = now;
    return { admitted: true, trial: true };
  }

  /** The subgraph answered (with data or with its own GraphQL errors). */
  succeeded(): void {
    this.#close("fetch_succeeded");
  }

  /** The fetch failed in transport: refused, reset, timed out or not GraphQL. */
  failed(): void {
    this.#count("failures");
  }

  /**
   * A health probe's outcome. A success closes the breaker, but an open one only after the
   * cool-down (which is what it promised callers); in a closed one it resets the count. A failure
   * counts toward opening a closed breaker (cause `probe_failed`) and fails a half-open one's trial;
   * an open breaker already refuses, so it changes nothing there.
   */
  probed(ok: boolean): void {
    if (!ok) {
      if (this.#state !== "open") this.#count("probe_failed");
      return;
    }
    if (this.#state === "open" && this.now() - this.#since < this.settings.cooldownMs) return;
    this.#close("probe_succeeded");
  }

  view(): BreakerView {
    return {
      state: this.#state,
      since: new Date(this.#since).toISOString(),
      consecutive_failures: this.#failures,
    };
  }

  /** One more consecutive failure; `cause` names what opens a closed breaker on the threshold. */
  #count(cause: "failures" | "probe_failed") {
    const now = this.now();
    this.#failures += 1;
    if (this.#state === "half_open") this.#enter("open", now, cause === "failures" ? "trial_failed" : cause);
    else if (this.#state === "closed" && this.#failures >= this.settings.failures)
      this.#enter("open", now, cause);
  }

  #close(cause: BreakerCause) {
    this.#failures = 0;
    if (this.#state !== "closed") this.#enter("closed", this.now(), cause);
  }

  #enter(state: BreakerState, now: number, cause: BreakerCause) {
    const from = this.#state;
    this.#state = state;
    this.#since = now;
    if (state !== "half_open") this.#trialAt = null;
    this.#listener?.({ from, to: state, cause, consecutiveFailures: this.#failures, atMs: now });
  }
}
