/**
 * The gateway's spans (OpenTelemetry, subgraphs/kit/tracing.ts): one per operation — GraphQL
 * over HTTP or WebSocket, or a REST route's document, all of which run through this envelop —
 * continuing the caller's trace when its request carried a `traceparent`, and under it one client
 * span per subgraph fetch, whose trace travels to the subgraph in the fetch's headers. With no
 * SDK registered (OTEL_EXPORTER_OTLP_ENDPOINT unset) every span is the API's no-op.
 */
import type { GatewayPlugin } from "@graphql-hive/gateway-runtime";
import { ROOT_CONTEXT, type Span, SpanKind, trace } from "@opentelemetry/api";
import { type ExecutionArgs, getOperationAST } from "graphql";
import {
  type Carrier,
  continuedFrom,
  endSpan,
  failedAsWhole,
  traceHeaders,
  tracer,
} from "../subgraphs/kit/tracing.js";
import { requestIdOfContext } from "./requestIdHeader.js";

interface WithHttpRequest {
  req?: { headers?: Carrier };
  httpRequest?: { headers?: Carrier };
}

/** The HTTP request the operation answers (GraphQL over HTTP: `req`; the REST shim: `httpRequest`). */
function requestHeaders(context: unknown): Carrier | undefined {
  const { req, httpRequest } = (context ?? {}) as WithHttpRequest;
  return httpRequest?.headers ?? req?.headers;
}

export function useTracing(): GatewayPlugin {
  /** Each operation's span, by its context: its subgraph fetches' parent. */
  const spans = new WeakMap<object, Span>();

  function start(args: ExecutionArgs): Span {
    const operation = getOperationAST(args.document, args.operationName);
    const type = operation?.operation ?? "query";
    const name = operation?.name?.value;
    const requestId = requestIdOfContext(args.contextValue);
    const span = tracer().startSpan(
      `graphql ${type}${name ? ` ${name}` : ""}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "graphql.operation.type": type,
          ...(name ? { "graphql.operation.name": name } : {}),
          ...(requestId ? { "http.request.id": requestId } : {}),
        },
      },
      continuedFrom(requestHeaders(args.contextValue)),
    );
    if (typeof args.contextValue === "object" && args.contextValue !== null)
      spans.set(args.contextValue, span);
    return span;
  }

  return {
    onExecute({ args }) {
      const span = start(args);
      return {
        onExecuteDone({ result }) {
          endSpan(span, failedAsWhole(result));
        },
      };
    },
    onSubscribe({ args }) {
      // The span covers opening the subscription, not the stream's life.
      const span = start(args);
      return {
        onSubscribeResult({ result }) {
          endSpan(span, failedAsWhole(result));
        },
      };
    },
    onSubgraphExecute({ subgraphName, executionRequest, setExecutionRequest }) {
      const parent = executionRequest.context ? spans.get(executionRequest.context) : undefined;
      const span = tracer().startSpan(
        `subgraph ${subgraphName}`,
        { kind: SpanKind.CLIENT, attributes: { "graphql.subgraph.name": subgraphName } },
        parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT,
      );
      // Nothing to carry while no SDK records spans (no propagator is registered then either).
      const carried = traceHeaders(span);
      if (Object.keys(carried).length > 0) {
        const extensions = executionRequest.extensions ?? {};
        const headers = { ...(extensions.headers as Record<string, string> | undefined), ...carried };
        setExecutionRequest({ ...executionRequest, extensions: { ...extensions, headers } });
      }
      return ({ result }) => {
        endSpan(span, failedAsWhole(result));
      };
    },
  };
}
