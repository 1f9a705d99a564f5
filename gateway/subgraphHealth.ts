/**
 * Health of a gateway whose subgraphs run in other processes: each subgraph is probed with the
 * cheapest GraphQL request (`{ __typename }`) under a short timeout, all at once, and the answer
 * names each subgraph's state (never its address: health is key-free). Overall `ok` when every
 * subgraph answered, `degraded` when any did not. Probes are shared by the health requests of one
 * short interval, so polling health cannot multiply load on the subgraphs.
 *
 * With the gateway's circuit breakers (gateway/subgraphBreaker.ts) each subgraph also shows its
 * breaker (`closed`, `open` or `half_open`, since when, consecutive failed fetches and probes).
 * Every probe's outcome goes to the breaker: one that fails counts like a failed fetch (so a
 * subgraph that stopped answering opens its breaker even with no traffic: the monitoring probes
 * every HEALTH_CHECK_INTERVAL_MS), one that succeeds after the cool-down closes it, the breaker's
 * second way of learning that a subgraph is back. An open breaker makes the overall status `degraded`.
 */
import type { BreakerView } from "./circuitBreaker.js";
import type { SubgraphBreakers } from "./subgraphBreaker.js";
import type { SubgraphUrls } from "./transports.js";

export const PROBE_TIMEOUT_MS = 1_000;
const PROBE_REUSE_MS = 1_000;

export interface SubgraphProbe {
  status: "ok" | "unreachable";
  latency_ms: number;
  breaker?: BreakerView;
}

export interface GatewayHealth extends Record<string, unknown> {
  status: "ok" | "degraded";
  mode: "gateway";
  subgraphs: Record<string, SubgraphProbe>;
}

async function probe(url: string, timeoutMs: number): Promise<SubgraphProbe> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query":"{ __typename }"}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { data?: { __typename?: unknown } };
    const ok = response.ok && body.data?.__typename === "Query";
    return { status: ok ? "ok" : "unreachable", latency_ms: latency() };
  } catch {
    return { status: "unreachable", latency_ms: latency() };
  }
}

export function subgraphHealth(
  urls: SubgraphUrls,
  breakers?: SubgraphBreakers,
  timeoutMs = PROBE_TIMEOUT_MS,
): () => Promise<GatewayHealth> {
  let last: { at: number; probes: Promise<(readonly [string, SubgraphProbe])[]> } | null = null;
  const probeAll = () =>
    Promise.all(
      Object.entries(urls).map(async ([name, url]) => {
        const probed = await probe(url as string, timeoutMs);
        breakers?.of(name)?.probed(probed.status === "ok");
        return [name, probed] as const;
      }),
    );
  return async () => {
    const now = Date.now();
    if (!last || now - last.at >= PROBE_REUSE_MS) last = { at: now, probes: probeAll() };
    // Probes are shared for a moment; breaker states are read per request, so health never shows
    // a breaker older than the answer.
    const entries = (await last.probes).map(([name, probed]) => {
      const breaker = breakers?.of(name);
      return [name, breaker ? { ...probed, breaker: breaker.view() } : probed] as const;
    });
    const degraded = entries.some(
      ([, state]) => state.status !== "ok" || (state.breaker && state.breaker.state !== "closed"),
    );
    return { status: degraded ? "degraded" : "ok", mode: "gateway", subgraphs: Object.fromEntries(entries) };
  };
}
