/**
 * The gateway: Hive Gateway runtime over the checked-in supergraph, with subgraphs reached in
 * process or over HTTP/WebSocket, planned by Hive Router's Rust query planner (gateway/queryPlanner.ts),
 * and the access plugin in front of everything.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  createGatewayRuntime,
  type GatewayPlugin,
  type GatewayRuntime,
  Logger,
} from "@graphql-hive/gateway-runtime";
import { PinoLogWriter } from "@graphql-hive/logger/writers/pino";
import { type Clock, systemClock } from "../core/clock.js";
import type { SubgraphDeps } from "../subgraphs/kit/context.js";
import type { EventBus } from "../subgraphs/kit/eventBus.js";
import { processLogger } from "../subgraphs/kit/log.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import { dataVersion } from "../warehouse/derived.js";
import { type Access, useAccess } from "./access/index.js";
import { USER_EVENTS_FIELD } from "./access/userEvents.js";
import { useAnswerCache } from "./answerCache.js";
import { useAnswerCodes } from "./answerCodes.js";
import { useBoundedInputQuotes } from "./boundedErrors.js";
import { useEntitledProductsHeader } from "./entitlementHeader.js";
import { useSettledFetchSignals } from "./fetchSignals.js";
import { gatewayFields } from "./gatewayFields.js";
import type { Monitor } from "./monitoring/monitor.js";
import { useOperationMetrics } from "./monitoring/operationMetrics.js";
import { usePartialAnswerStatus } from "./partialAnswerStatus.js";
import { usePersistedQueries } from "./persistedQueries.js";
import { openPersistedQueryStore, type PersistedQueryStore } from "./persistedQueryStores.js";
import { usePointInTime } from "./pointInTime.js";
import { usePointInTimeHeader } from "./pointInTimeHeader.js";
import { usePublicIntrospection } from "./publicSchema.js";
import { type QueryLimits, queryLimitsFromEnv, useQueryLimits } from "./queryLimits.js";
import { type QueryPlannerName, queryPlannerFromEnv, queryPlannerOptions } from "./queryPlanner.js";
import { useRequestIdHeader } from "./requestIdHeader.js";
import { DEFAULT_MAX_QUEUED, SharedSubscriptions } from "./sharedSubscriptions.js";
import { SubgraphBreakers, useSubgraphBreakers } from "./subgraphBreaker.js";
import { SubgraphConcurrency, useSubgraphConcurrency } from "./subgraphConcurrency.js";
import { useSubgraphFaults } from "./subgraphFaults.js";
import { useTracing } from "./tracing.js";
import {
  inProcessTransports,
  remoteTransportEntries,
  type SubgraphUrls,
  useRemoteSubscriptionOpen,
} from "./transports.js";

export const SUPERGRAPH_PATH = fileURLToPath(new URL("../schema/supergraph.graphql", import.meta.url));

export function readSupergraph(): string {
  return readFileSync(SUPERGRAPH_PATH, "utf8");
}

export type SubgraphRouting =
  | { kind: "in-process"; subgraphs: Partial<Record<SubgraphName, BuiltSubgraph>>; deps: SubgraphDeps }
  | {
      kind: "remote";
      urls: SubgraphUrls;
      /** Shared with health, which shows their state; default: one per URL, settings from env. */
      breakers?: SubgraphBreakers;
    };

export interface GatewayOptions {
  supergraph?: string;
  routing: SubgraphRouting;
  /** Keys, plans, credits and rate limits; null only for benchmarks that measure the gateway alone. */
  access: Access | null;
  plugins?: GatewayPlugin[];
  /** Limits on client documents (gateway/queryLimits.ts); default: DEFAULT_QUERY_LIMITS and GRAPHQL_MAX_* env. */
  queryLimits?: QueryLimits;
  /** The bus the gateway's own streams read (the per-user events); absent: no such streams. */
  bus?: EventBus;
  /** Rust (default) or the runtime's JS planner (gateway/queryPlanner.ts); default GATEWAY_QUERY_PLANNER. */
  queryPlanner?: QueryPlannerName;
  /** This replica's monitoring (gateway/monitoring/); absent: no monitoring fields. */
  monitor?: Monitor | null;
  /** Where subscribers share executions (gateway/sharedSubscriptions.ts); default: sharedSubscriptions(). */
  subscriptions?: SharedSubscriptions;
  /** Where Automatic Persisted Queries are kept (gateway/persistedQueryStores.ts); default: Redis at REDIS_URL, else in process. */
  persistedQueries?: PersistedQueryStore;
  /**
   * The process clock, the latest point in time a request may ask (gateway/pointInTime.ts); in
   * process the subgraphs' own, else this (default: the system clock).
   */
  clock?: Clock;
  /** Bytes the answer cache may hold (gateway/answerCache.ts; in process only); default ANSWER_CACHE_MB; 0: off. */
  answerCacheBytes?: number;
}

/** The gateway's shared subscriptions: its per-caller stream (the per-user events) is never shared. */
export function sharedSubscriptions(maxQueued = DEFAULT_MAX_QUEUED): SharedSubscriptions {
  return new SharedSubscriptions({ maxQueued, perCaller: new Set([USER_EVENTS_FIELD]) });
}

export type Gateway = GatewayRuntime<Record<string, unknown>>;

export function createGateway(options: GatewayOptions): Gateway {
  const { routing } = options;
  const supergraph = options.supergraph ?? readSupergraph();
  const queryLimits = options.queryLimits ?? queryLimitsFromEnv();
  const breakers =
    routing.kind === "remote" ? (routing.breakers ?? new SubgraphBreakers(Object.keys(routing.urls))) : null;
  const plugins: GatewayPlugin[] = [
    // First, so it wraps the gateway's own subscribe and every plugin below wraps each subscriber.
    (options.subscriptions ?? sharedSubscriptions()).plugin(),
    // Reads no document: notes which context will hold each request's account and operation name
    // (its log line's), and measures operations, subgraph fetches and open streams (GET /metrics).
    ...(options.monitor
      ? [options.monitor.requestContexts.plugin(), useOperationMetrics(options.monitor.prometheus)]
      : []),
    // A span per operation and per subgraph fetch (OpenTelemetry; no-ops unless an SDK records):
    // before access, so a refused operation's span says so.
    useTracing(),
    // First to read the document: one over the limits is refused before anything else reads it.
    useQueryLimits(queryLimits),
    // graphql-js quotes a caller's input whole in its messages: cut to a bounded prefix.
    useBoundedInputQuotes(),
    // A caller without a key may introspect the public schema; before access, which refuses the rest.
    usePublicIntrospection(queryLimits),
    // Innermost of the execution wrappers (listed before access and the point in time): a kept
    // answer replaces the execution only, so every request is still admitted and charged. In
    // process only, where the warehouse whose data version keys it is at hand.
    ...(routing.kind === "in-process"
      ? [
          useAnswerCache({
            dataVersion: () => dataVersion(routing.deps.db),
            clock: routing.deps.clock,
            ...(options.answerCacheBytes !== undefined ? { maxBytes: options.answerCacheBytes } : {}),
          }),
        ]
      : []),
    ...(options.access ? useAccess(options.access) : []),
    // A hash-only request gets its query here, after its key was checked and before it is parsed.
    usePersistedQueries(options.persistedQueries ?? openPersistedQueryStore(process.env.REDIS_URL)),
    // After access (keys and rate limits on the real clock), wrapping it: an instant refused
    // before anything is held or charged.
    usePointInTime(routing.kind === "in-process" ? routing.deps.clock : (options.clock ?? systemClock)),
    // A partial answer is HTTP 200; a whole failure keeps its status (the REST shim's are its own).
    usePartialAnswerStatus(),
    // An answer that failed as a whole notes its error code for its log line and GET /metrics.
    useAnswerCodes(),
    ...(options.plugins ?? []),
    // Subgraphs in other processes learn the caller's products and point in time from headers the gateway sets.
    // Fetches to one subgraph are bounded in number (a refused fetch takes no slot: the breaker,
    // listed after, replaces the bounded executor with its refusal). A subgraph that is down is
    // refused at once by its breaker (before subgraphFaults, whose error the breaker's refusal
    // reuses and whose rewrite must come after the breaker counts).
    ...(routing.kind === "remote" && breakers
      ? [
          useEntitledProductsHeader(),
          usePointInTimeHeader(),
          // Each fetch's listener on the HTTP executor's long-lived signal goes when it settles.
          useSettledFetchSignals(),
          // Their log lines name the request they served for (X-Request-Id).
          useRequestIdHeader(),
          // A remote subscription's refusal is an error answer, as in process (kit/subscriptionOpened.ts).
          useRemoteSubscriptionOpen(),
          useSubgraphConcurrency(new SubgraphConcurrency(Object.keys(routing.urls))),
          useSubgraphBreakers(breakers),
          useSubgraphFaults(),
        ]
      : []),
  ];
  return createGatewayRuntime({
    // The runtime's own lines (errors; everything with GATEWAY_LOG=debug) join the service's on
    // stdout, through the process logger (subgraphs/kit/log.ts).
    logging: new Logger({
      level: process.env.GATEWAY_LOG === "debug" ? "debug" : "error",
      writers: [new PinoLogWriter(processLogger().child({ component: "gateway-runtime" }))],
    }),
    landingPage: false,
    // The runtime's GraphiQL loads its assets from a CDN; the host serves its own (gateway/pages/).
    graphiql: false,
    // The host owns X-Request-Id (gateway/requestIds.ts: checked, echoed, logged) and passes it to
    // remote subgraphs (requestIdHeader.ts); the runtime's own plugin would echo a caller's value
    // unchecked and answer GraphQL with an id of its own, one no log line carries.
    requestId: false,
    // CORS is the host's one policy for every route (gateway/cors.ts), not yoga's own.
    cors: false,
    graphqlEndpoint: "/graphql",
    // Errors raised by subgraphs carry their codes; masking would hide what the caller did wrong.
    maskedErrors: false,
    ...(routing.kind === "in-process"
      ? { transports: inProcessTransports(routing.subgraphs, routing.deps) }
      : { transportEntries: remoteTransportEntries(routing.urls) }),
    ...gatewayFields(options.access, options.bus, supergraph, options.monitor),
    ...queryPlannerOptions(options.queryPlanner ?? queryPlannerFromEnv(), supergraph),
    // Over remote subgraphs, a field another subgraph takes over while its owner is down
    // (market's instrument roots, kit/instrumentRoots.ts) is planned there while the owner's
    // breaker is not closed.
    ...(breakers ? { progressiveOverride: (label: string) => breakers.overrideWhileUnavailable(label) } : {}),
    plugins: () => plugins,
  });
}
