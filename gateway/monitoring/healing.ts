/**
 * Self-healing (spec/02 v3_self_healing): the actions this service takes by itself to get back to
 * a working state, as a bounded log of what it actually did. Nothing is recorded that did not
 * happen; a quiet service has an empty log, which is a real answer.
 *
 * What is recorded, and where it comes from:
 * - breaker_opened / breaker_trial / breaker_closed / breaker_reopened: a gateway over remote
 *   subgraphs isolates one that fails, lets one trial fetch through after the cool-down, and
 *   closes the breaker on a successful fetch or health probe (gateway/circuitBreaker.ts).
 * - reconnected: the warehouse or the event bus was unreachable at one health check and reachable
 *   at a later one: the connection pool or the Redis client reconnected without a restart
 *   (observed by gateway/monitoring/healthChecker.ts, at its interval's resolution).
 * - hold_released: credits held for requests that never settled (their process died mid-request)
 *   were released uncharged by the access layer's sweep (gateway/access/access.ts).
 * - derived_rebuild: a derived product was rebuilt for new data (warehouse/derived.ts), read from
 *   the derived-products ledger (the newest build of each product, whichever process built it).
 */
import type { BreakerTransition } from "../circuitBreaker.js";
import { Ring } from "./ring.js";

export const HEALING_CAPACITY = 1_000;

export type HealingAction =
  | "breaker_opened"
  | "breaker_trial"
  | "breaker_closed"
  | "breaker_reopened"
  | "reconnected"
  | "hold_released"
  | "derived_rebuild";

/** isolated (a failing part cut off), probing, recovered, failed (a trial failed), completed. */
export type HealingOutcome = "isolated" | "probing" | "recovered" | "failed" | "completed";

export interface HealingEvent {
  /** Wall clock, epoch ms. */
  atMs: number;
  action: HealingAction;
  /** What was acted on: a subgraph, `warehouse`, `event_bus`, `credit_holds`, a derived product. */
  subject: string;
  outcome: HealingOutcome;
  detail: string;
}

/** The self-healing event a breaker's change of state is. */
export function breakerEvent(subgraph: string, t: BreakerTransition, cooldownMs: number): HealingEvent {
  const base = { atMs: t.atMs, subject: subgraph };
  const seconds = Math.round(cooldownMs / 100) / 10;
  if (t.to === "open" && t.from === "half_open") {
    return {
      ...base,
      action: "breaker_reopened",
      outcome: "failed",
      detail: `${t.cause === "probe_failed" ? `A health probe of ${subgraph} failed during the trial` : `The trial fetch to ${subgraph} failed`}: its fetches are refused at once for another ${seconds} s.`,
    };
  }
  if (t.to === "open") {
    return {
      ...base,
      action: "breaker_opened",
      outcome: "isolated",
      detail: `${t.consecutiveFailures} consecutive ${t.cause === "probe_failed" ? "fetches and health probes of" : "fetches to"} ${subgraph} failed: its fetches are refused at once for ${seconds} s instead of waiting on each.`,
    };
  }
  if (t.to === "half_open") {
    return {
      ...base,
      action: "breaker_trial",
      outcome: "probing",
      detail: `Cool-down over: one trial fetch to ${subgraph} is let through.`,
    };
  }
  return {
    ...base,
    action: "breaker_closed",
    outcome: "recovered",
    detail:
      t.cause === "probe_succeeded"
        ? `A health probe of ${subgraph} succeeded: its fetches go through again.`
        : `A fetch to ${subgraph} succeeded: its fetches go through again.`,
  };
}

export class HealingLog {
  readonly #events = new Ring<HealingEvent>(HEALING_CAPACITY);

  record(event: HealingEvent): void {
    this.#events.push(event);
  }

  /** Every event held, newest first. */
  newest(): HealingEvent[] {
    return this.#events.newest();
  }

  get dropped(): number {
    return this.#events.dropped;
  }
}
