/**
 * What this gateway replica measures, in Prometheus's text format at `GET /metrics`
 * (gateway/probes.ts), with prom-client: one registry per replica (several can share a test
 * process), fed by the host's request hook (requestHook.ts), the gateway plugin that sees
 * operations, subgraph fetches and streams (operationMetrics.ts) and the access layer's
 * settlements; beside it, once per process, what belongs to the process whichever replica it
 * serves: its caches' hits, misses and evictions, read when scraped, and prom-client's collectors (event-loop lag,
 * memory, GC), whose timers and observers would otherwise be set up again for every replica.
 *
 * Every label value comes from a bounded set: a route template or "(unmatched)", never a URL; a
 * subgraph's name; a product; an error code of ours; and an operation name, of which only the
 * first MAX_OPERATION_NAMES distinct ones get their own series (operationLabel).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { cacheCounts } from "../../subgraphs/kit/cacheCounters.js";
import { LATENCY_BUCKETS_MS } from "./requestMetrics.js";

const SECONDS_BUCKETS = LATENCY_BUCKETS_MS.map((ms) => ms / 1000);

/** Distinct operation names given a series of their own; later ones count as "(other)". */
export const MAX_OPERATION_NAMES = 200;
const MAX_OPERATION_NAME_LENGTH = 100;

export type StreamTransport = "sse" | "graphql_ws";

export class PrometheusMetrics {
  readonly registry = new Registry();
  readonly #operationNames = new Set<string>();

  readonly httpRequests = new Counter({
    name: "qf_http_requests_total",
    help: "HTTP answers by method, route template and status (an SSE stream once the service ended it).",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: "qf_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route template (SSE streams not included).",
    labelNames: ["method", "route"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly operations = new Counter({
    name: "qf_graphql_operations_total",
    help: "GraphQL operations executed (GraphQL over HTTP and WebSocket, and the REST shim's documents), by operation name, type and outcome (ok, partial, error).",
    labelNames: ["operation", "type", "outcome"] as const,
    registers: [this.registry],
  });

  readonly operationDuration = new Histogram({
    name: "qf_graphql_operation_duration_seconds",
    help: "Time to execute a query or mutation, by operation name and type (a subscription's life is not timed).",
    labelNames: ["operation", "type"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly subgraphFetchDuration = new Histogram({
    name: "qf_subgraph_fetch_duration_seconds",
    help: "Time of one fetch to a subgraph (in process or remote), by subgraph and outcome (ok, error).",
    labelNames: ["subgraph", "outcome"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });

  readonly creditsCharged = new Counter({
    name: "qf_credits_charged_total",
    help: "Credits charged to wallets by this replica, by product.",
    labelNames: ["product"] as const,
    registers: [this.registry],
  });

  readonly refusals = new Counter({
    name: "qf_refusals_total",
    help: "HTTP answers refused with an error (status 4xx or 5xx), by status and error code.",
    labelNames: ["status", "code"] as const,
    registers: [this.registry],
  });

  readonly openStreams = new Gauge({
    name: "qf_open_streams",
    help: "Subscriptions open now, by transport (sse: the REST shim's streams; graphql_ws).",
    labelNames: ["transport"] as const,
    registers: [this.registry],
  });

  constructor() {
    for (const transport of ["sse", "graphql_ws"] as const) this.openStreams.set({ transport }, 0);
  }

  /** One HTTP answer, when it ended (the host's request hook). */
  observeAnswer(answer: {
    method: string;
    route: string;
    status: number;
    seconds: number;
    stream: boolean;
    errorCode: string | null;
  }): void {
    const { method, route, status } = answer;
    this.httpRequests.inc({ method, route, status: String(status) });
    if (!answer.stream) this.httpDuration.observe({ method, route }, answer.seconds);
    if (status >= 400) this.refusals.inc({ status: String(status), code: answer.errorCode ?? "(none)" });
  }

  /** What a settlement charged, by product. */
  observeCharges(lines: readonly { product: string; credits: number; outcome: string }[]): void {
    for (const line of lines) {
      if (line.outcome === "charged" && line.credits > 0)
        this.creditsCharged.inc({ product: line.product }, line.credits);
    }
  }

  /** An operation's label: its name while the set of names is small, else "(other)". */
  operationLabel(name: string | null | undefined): string {
    if (!name) return "(anonymous)";
    if (this.#operationNames.has(name)) return name;
    if (name.length > MAX_OPERATION_NAME_LENGTH || this.#operationNames.size >= MAX_OPERATION_NAMES)
      return "(other)";
    this.#operationNames.add(name);
    return name;
  }

  /** The exposition text, this replica's series and the process's, and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    const [replica, process] = await Promise.all([this.registry.metrics(), processRegistry().metrics()]);
    return { contentType: this.registry.contentType, body: `${replica}\n${process}` };
  }
}

let processWide: Registry | null = null;

/** The process's own series, registered once: its counted caches and prom-client's collectors. */
function processRegistry(): Registry {
  if (processWide) return processWide;
  const registry = new Registry();
  // Counted elsewhere (subgraphs/kit/cacheCounters.ts): read at each scrape.
  new Counter({
    name: "qf_cache_hits_total",
    help: "Lookups a counted cache of this process answered (GET /api/cache/stats lists them).",
    labelNames: ["cache", "owner"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of cacheCounts()) this.inc({ cache: cache.name, owner: cache.owner }, cache.hits);
    },
  });
  new Counter({
    name: "qf_cache_misses_total",
    help: "Lookups a counted cache of this process had to compute.",
    labelNames: ["cache", "owner"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of cacheCounts()) this.inc({ cache: cache.name, owner: cache.owner }, cache.misses);
    },
  });
  new Counter({
    name: "qf_cache_evictions_total",
    help: "Entries a counted cache of this process pushed out to keep within its memory budget.",
    labelNames: ["cache", "owner"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const cache of cacheCounts()) this.inc({ cache: cache.name, owner: cache.owner }, cache.evictions);
    },
  });
  // Event-loop lag, heap and RSS, CPU, handles, GC: prom-client's own collectors.
  collectDefaultMetrics({ register: registry, prefix: "qf_" });
  processWide = registry;
  return registry;
}
