/**
 * Fail fast while a subgraph is down: one circuit breaker per subgraph in another process
 * (gateway/circuitBreaker.ts), consulted by a gateway plugin before every query fetch. While a
 * subgraph's breaker is open its fetches are not sent: each answers at once with the same
 * `upstream_unavailable` error a failed fetch gives (gateway/subgraphFaults.ts), its Retry-After
 * the cool-down left, so REST answers 503 and GraphQL the other subgraphs' parts without waiting
 * for a connect or a timeout per request. After the cool-down one trial fetch (or a health probe,
 * gateway/subgraphHealth.ts) finds out whether it is back.
 *
 * Hive Gateway's runtime has no per-subgraph breaker of its own (its `circuitBreaker` option
 * guards the Hive CDN), so this is an `onSubgraphExecute` plugin that replaces the executor of a
 * refused fetch. Subscriptions pass untouched: a WebSocket that cannot connect fails once.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { unavailableLabel } from "../subgraphs/kit/instrumentRoots.js";
import {
  type BreakerSettings,
  type BreakerTransition,
  type BreakerView,
  CircuitBreaker,
  DEFAULT_BREAKER_SETTINGS,
} from "./circuitBreaker.js";
import { isGatewayRefusal, isTransportFailure, upstreamUnavailable } from "./subgraphFaults.js";
import { positiveIntegerSetting } from "./subgraphSettings.js";

/** The defaults, each overridden by its environment variable; a malformed value stops the start. */
export function breakerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BreakerSettings {
  return {
    failures: positiveIntegerSetting(env, ["SUBGRAPH_BREAKER_FAILURES"], DEFAULT_BREAKER_SETTINGS.failures),
    cooldownMs: positiveIntegerSetting(
      env,
      ["SUBGRAPH_BREAKER_COOLDOWN_MS"],
      DEFAULT_BREAKER_SETTINGS.cooldownMs,
    ),
  };
}

/** The breakers of a gateway's remote subgraphs, by subgraph name. */
export class SubgraphBreakers {
  readonly #breakers: Map<string, CircuitBreaker>;

  constructor(
    names: readonly string[],
    readonly settings: BreakerSettings = breakerSettingsFromEnv(),
    now: () => number = Date.now,
  ) {
    this.#breakers = new Map(names.map((name) => [name, new CircuitBreaker(settings, now)]));
  }

  of(name: string): CircuitBreaker | undefined {
    return this.#breakers.get(name);
  }

  views(): Record<string, BreakerView> {
    return Object.fromEntries([...this.#breakers].map(([name, breaker]) => [name, breaker.view()]));
  }

  /**
   * The gateway's progressive-override handler: the label `<subgraph>_unavailable`
   * (kit/instrumentRoots.ts) is on while that subgraph's breaker is not closed, so the query
   * planner routes the fields another subgraph takes over under it (market's instrument roots)
   * away from a subgraph known to be down. Half open counts as down: the trial is for the fetches
   * that have nowhere else to go.
   */
  overrideWhileUnavailable(label: string): boolean {
    for (const [name, breaker] of this.#breakers) {
      if (label === unavailableLabel(name)) return breaker.state !== "closed";
    }
    return false;
  }

  /** Tells `listener` of every breaker's changes of state (the monitoring's self-healing log). */
  observe(listener: (subgraph: string, transition: BreakerTransition) => void): void {
    for (const [name, breaker] of this.#breakers) breaker.observe((transition) => listener(name, transition));
  }
}

export function useSubgraphBreakers(breakers: SubgraphBreakers): GatewayPlugin {
  return {
    onSubgraphExecute({ subgraphName, executionRequest, setExecutor }) {
      const breaker = breakers.of(subgraphName);
      if (!breaker || executionRequest.operationType === "subscription") return undefined;
      const admission = breaker.admit();
      if (!admission.admitted) {
        const retryAfterS = Math.max(1, Math.ceil(admission.retryAfterMs / 1_000));
        setExecutor(() => ({ errors: [upstreamUnavailable(subgraphName, undefined, retryAfterS)] }));
        return undefined;
      }
      // Runs before subgraphFaults' hook (this plugin is listed first), so it sees the transport's
      // own error codes. A refusal the gateway made itself (no slot free in time,
      // gateway/subgraphConcurrency.ts) says nothing about the subgraph either way.
      return ({ result }) => {
        if (Symbol.asyncIterator in result || result.errors?.some(isGatewayRefusal)) return;
        if (result.errors?.some(isTransportFailure)) breaker.failed();
        else breaker.succeeded();
      };
    },
  };
}
