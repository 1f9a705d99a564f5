/**
 * The gateway plugin that feeds the Prometheus series of operations (prometheus.ts): each query or
 * mutation executed (GraphQL over HTTP and WebSocket, and the REST shim's documents, which run
 * through the same envelop) counted by name, type and outcome and timed; each fetch to a subgraph
 * timed by subgraph and outcome, in process or remote; and each subscription counted as an open
 * stream from the moment its stream is handed out until it ends, whichever way it ends.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import type { ExecutionArgs, ExecutionResult } from "graphql";
import { getOperationAST } from "graphql";
import type { PrometheusMetrics, StreamTransport } from "./prometheus.js";

function outcomeOf(result: ExecutionResult): "ok" | "partial" | "error" {
  if (!result.errors?.length) return "ok";
  return result.data == null ? "error" : "partial";
}

function isStream(result: unknown): result is AsyncIterable<unknown> {
  return typeof result === "object" && result !== null && Symbol.asyncIterator in result;
}

/** A graphql-ws operation's context carries its socket (gateway/host.ts); SSE's does not. */
function transportOf(context: unknown): StreamTransport {
  return typeof context === "object" && context !== null && "socket" in context ? "graphql_ws" : "sse";
}

function operationOf(metrics: PrometheusMetrics, args: ExecutionArgs) {
  const operation = getOperationAST(args.document, args.operationName);
  return { operation: metrics.operationLabel(operation?.name?.value), type: operation?.operation ?? "query" };
}

export function useOperationMetrics(metrics: PrometheusMetrics): GatewayPlugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const labels = operationOf(metrics, args);
      return {
        onExecuteDone({ result }) {
          if (isStream(result)) return;
          metrics.operations.inc({ ...labels, outcome: outcomeOf(result) });
          metrics.operationDuration.observe(labels, (performance.now() - started) / 1000);
        },
      };
    },
    onSubscribe({ args }) {
      const labels = operationOf(metrics, args);
      return {
        onSubscribeResult({ result }) {
          if (!isStream(result)) {
            metrics.operations.inc({ ...labels, outcome: outcomeOf(result as ExecutionResult) });
            return undefined;
          }
          metrics.operations.inc({ ...labels, outcome: "ok" });
          const transport = transportOf(args.contextValue);
          metrics.openStreams.inc({ transport });
          return {
            onEnd() {
              metrics.openStreams.dec({ transport });
            },
          };
        },
      };
    },
    onSubgraphExecute({ subgraphName, executionRequest }) {
      // A subscription's fetch lives as long as its stream: not a latency.
      if (executionRequest.operationType === "subscription") return undefined;
      const started = performance.now();
      return ({ result }) => {
        if (isStream(result)) return;
        const outcome = result.errors?.length && result.data == null ? "error" : "ok";
        metrics.subgraphFetchDuration.observe(
          { subgraph: subgraphName, outcome },
          (performance.now() - started) / 1000,
        );
      };
    },
  };
}
