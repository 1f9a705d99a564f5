/**
 * Traces (OpenTelemetry), through @opentelemetry/api alone: what a span is and how a trace
 * crosses a process. Which SDK records the spans and where they go is the process's choice
 * (app/tracing.ts: OTLP over HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set); with none registered,
 * as by default, every call here is the API's no-op, and no header is read or written.
 *
 * A trace crosses from the gateway to a subgraph in a W3C `traceparent` header: the gateway writes
 * it on each subgraph fetch (gateway/tracing.ts), and the subgraph side continues it — the
 * subgraph's server for a subgraph in its own process (kit/serve.ts), the in-process executor in
 * one process (gateway/transports.ts), which reads the same header so that the hop is the same
 * whichever way the subgraph runs.
 */
import {
  type Context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export const TRACER_NAME = "quant-federation";

export function tracer() {
  return trace.getTracer(TRACER_NAME);
}

/** Header names to values, as Node and the gateway's fetches carry them. */
export type Carrier = Record<string, string | string[] | undefined>;

/** The trace a request's headers continue (their `traceparent`); a new one when they carry none. */
export function continuedFrom(headers: Carrier | undefined): Context {
  return headers ? propagation.extract(ROOT_CONTEXT, headers) : ROOT_CONTEXT;
}

/** The headers that carry `span`'s trace to the next process (traceparent, tracestate). */
export function traceHeaders(span: Span): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(ROOT_CONTEXT, span), headers);
  return headers;
}

/** Ends a span with the outcome of what it covered: an error when it failed as a whole. */
export function endSpan(span: Span, failed: boolean, message?: string): void {
  span.setStatus(
    failed ? { code: SpanStatusCode.ERROR, ...(message ? { message } : {}) } : { code: SpanStatusCode.OK },
  );
  span.end();
}

/** A GraphQL result that failed as a whole: errors and no data (a stream is not one). */
export function failedAsWhole(result: unknown): boolean {
  if (typeof result !== "object" || result === null || Symbol.asyncIterator in result) return false;
  const answer = result as { data?: unknown; errors?: readonly unknown[] };
  return answer.data == null && (answer.errors?.length ?? 0) > 0;
}

/**
 * One subgraph's execution of one fetch, as a server span continuing the trace of the fetch's
 * headers. `failed` says whether the answer was a failure as a whole. With no SDK recording, `run`
 * runs as it is (not even a promise more).
 */
export function inSubgraphSpan<T>(
  subgraph: string,
  headers: Carrier | undefined,
  run: () => T | Promise<T>,
  failed: (answer: T) => boolean,
): T | Promise<T> {
  const span = tracer().startSpan(
    `subgraph ${subgraph} execute`,
    { kind: SpanKind.SERVER, attributes: { "graphql.subgraph.name": subgraph } },
    continuedFrom(headers),
  );
  if (!span.isRecording()) return run();
  return (async () => {
    try {
      const answer = await run();
      endSpan(span, failed(answer));
      return answer;
    } catch (error) {
      endSpan(span, true, error instanceof Error ? error.message : undefined);
      throw error;
    }
  })();
}
