/**
 * How the gateway reaches subgraphs. In process (the default, one process): each subgraph's
 * schema is executed directly, no HTTP hop and no serialisation. Over the network: the mesh HTTP
 * transport for queries and WebSocket for subscriptions, to subgraphs started with --service.
 */
import type { GatewayConfigBase } from "@graphql-hive/gateway-runtime";

type Transports = NonNullable<GatewayConfigBase<Record<string, unknown>>["transports"]>;

import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { normalizedExecutor } from "@graphql-tools/executor";
import type { ExecutionRequest, Executor } from "@graphql-tools/utils";
import { createContext, type SubgraphContext, type SubgraphDeps } from "../subgraphs/kit/context.js";
import type { BuiltSubgraph, SubgraphName } from "../subgraphs/kit/subgraph.js";
import { awaitOpened } from "../subgraphs/kit/subscriptionOpened.js";
import { type Carrier, failedAsWhole, inSubgraphSpan } from "../subgraphs/kit/tracing.js";
import { entitledProductsOf } from "./entitlementHeader.js";
import { pointInTimeOfContext } from "./pointInTime.js";
import { upstreamUnavailable } from "./subgraphFaults.js";
import { perSubgraph, positiveIntegerSetting } from "./subgraphSettings.js";

/**
 * One context per gateway request, whatever number of fetches the plan makes, so loaders batch
 * across all of them (keyed by the gateway's context object). In process the subgraphs of one
 * request share it: the instrument master is then read once, not once per subgraph. Separate
 * processes each have their own; answers are the same, only the statement count differs. Its
 * clock is the request's point in time when one was asked (gateway/pointInTime.ts).
 */
function contextPerRequest(deps: SubgraphDeps) {
  const contexts = new WeakMap<object, SubgraphContext<"all">>();
  return (gatewayContext: unknown): SubgraphContext<"all"> => {
    if (typeof gatewayContext !== "object" || gatewayContext === null) return createContext(deps);
    let context = contexts.get(gatewayContext);
    if (!context) {
      context = createContext(
        deps,
        new Set(entitledProductsOf(gatewayContext)),
        pointInTimeOfContext(gatewayContext),
      );
      contexts.set(gatewayContext, context);
    }
    return context;
  };
}

export function inProcessTransports(
  subgraphs: Partial<Record<SubgraphName, BuiltSubgraph>>,
  deps: SubgraphDeps,
): Transports {
  const contextFor = contextPerRequest(deps);
  return () => ({
    getSubgraphExecutor({ subgraphName }: { subgraphName: string }) {
      const subgraph = subgraphs[subgraphName as SubgraphName];
      if (!subgraph) throw new Error(`Subgraph ${subgraphName} is not running in this process.`);
      return (request: ExecutionRequest) => {
        const execute = () =>
          normalizedExecutor({
            schema: subgraph.schema,
            document: request.document,
            variableValues: request.variables,
            operationName: request.operationName,
            contextValue: contextFor(request.context),
            rootValue: request.rootValue,
            signal: request.signal,
          });
        if (request.operationType === "subscription") return execute();
        // The subgraph's side of the fetch, continuing the trace its headers carry, as a
        // subgraph process does (kit/serve.ts): the hop is the same whichever way it runs.
        const headers = request.extensions?.headers as Carrier | undefined;
        return inSubgraphSpan(subgraphName, headers, execute, failedAsWhole);
      };
    },
  });
}

/** Subgraph name → base URL (http://host:port/graphql) of a subgraph running as its own process. */
export type SubgraphUrls = Partial<Record<SubgraphName, string>>;

/**
 * How long one subgraph fetch may take before it fails as upstream_unavailable (SUBGRAPH_TIMEOUT_MS).
 * Well under a caller's patience: a hung subgraph (a paused process, a saturated host) costs each
 * caller at most this, and SUBGRAPH_BREAKER_FAILURES such failures open its breaker.
 */
export const DEFAULT_SUBGRAPH_TIMEOUT_MS = 10_000;

/**
 * One subgraph's fetch timeout: `SUBGRAPH_TIMEOUT_MS_<NAME>` (e.g. SUBGRAPH_TIMEOUT_MS_INTEL),
 * else `SUBGRAPH_TIMEOUT_MS`, else the default; a malformed value stops the start.
 */
export function subgraphTimeoutMs(env: NodeJS.ProcessEnv = process.env, subgraph?: string): number {
  return positiveIntegerSetting(
    env,
    perSubgraph("SUBGRAPH_TIMEOUT_MS", subgraph),
    DEFAULT_SUBGRAPH_TIMEOUT_MS,
    "milliseconds",
  );
}

export function remoteTransportEntries(urls: SubgraphUrls, env: NodeJS.ProcessEnv = process.env) {
  return Object.fromEntries(
    Object.entries(urls).map(([name, url]) => [
      name,
      {
        location: url,
        options: { timeout: subgraphTimeoutMs(env, name), subscriptions: { kind: "ws", location: url } },
      },
    ]),
  );
}

/**
 * A remote subscription answers once its subgraph has run the subscribe step, as in process: the
 * WebSocket executor returns a stream at once, before the subgraph has refused or opened it, so
 * its first message is awaited (kit/subscriptionOpened.ts). A refusal (e.g. 503
 * producer_unavailable) is then a single error result, which the SSE route answers as JSON before
 * any header and billing does not charge; a subgraph that cannot be reached is upstream_unavailable.
 */
export function useRemoteSubscriptionOpen(): GatewayPlugin {
  return {
    onSubgraphExecute({ subgraphName, executionRequest, executor, setExecutor }) {
      if (executionRequest.operationType !== "subscription") return;
      const opened = async (request: ExecutionRequest) =>
        awaitOpened(await executor(request), () => ({ errors: [upstreamUnavailable(subgraphName)] }));
      setExecutor(opened as Executor);
    },
  };
}
