/**
 * Traces gateway → subgraphs (OpenTelemetry), recorded by an in-memory exporter registered the way
 * a process registers its OTLP exporter (app/tracing.ts): one GraphQL request reaching two
 * subgraphs gives the gateway's span, a client span per subgraph fetch under it, and each
 * subgraph's own span continuing the fetch's trace from the `traceparent` it was sent — in one
 * process the same header is read as a subgraph process reads it.
 */
import { SpanKind } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RegisteredTracing, registerTracing } from "../../app/tracing.js";
import { startTestService, type TestService } from "../support/service.js";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN_ID = "00f067aa0ba902b7";

/** The span's parent's id (sdk-trace-base 1.x names it parentSpanId, 2.x parentSpanContext). */
function parentOf(span: ReadableSpan): string | undefined {
  const read = span as ReadableSpan & { parentSpanId?: string; parentSpanContext?: { spanId: string } };
  return read.parentSpanContext?.spanId ?? read.parentSpanId;
}

const exporter = new InMemorySpanExporter();
let tracing: RegisteredTracing;
let service: TestService;

beforeAll(async () => {
  tracing = registerTracing(new SimpleSpanProcessor(exporter));
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
  await tracing?.shutdown();
});

describe("a GraphQL request across two subgraphs", () => {
  it("is one trace: the caller's, the gateway's span, a span per subgraph fetch and each subgraph's own", async () => {
    exporter.reset();
    const response = await fetch(`${service.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${service.key}`,
        traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01`,
      },
      body: JSON.stringify({
        query: `query Joined { instrument(ticker: "AAPL") { priceSnapshot { price } companyFacts { cik } } }`,
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { instrument: { companyFacts: { cik: string } } } };
    expect(body.data.instrument.companyFacts.cik).toBeTruthy();

    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === "graphql query Joined");
    expect(operation, spans.map((span) => span.name).join(", ")).toBeDefined();
    expect(operation?.kind).toBe(SpanKind.SERVER);
    expect(operation?.spanContext().traceId).toBe(TRACE_ID);
    expect(parentOf(operation as ReadableSpan)).toBe(CALLER_SPAN_ID);
    expect(operation?.attributes["http.request.id"]).toBe(response.headers.get("x-request-id"));

    const fetches = spans.filter((span) => span.kind === SpanKind.CLIENT);
    const fetched = new Set(fetches.map((span) => span.attributes["graphql.subgraph.name"]));
    expect(fetched).toEqual(new Set(["market", "fundamentals"]));
    for (const fetchSpan of fetches) {
      expect(fetchSpan.spanContext().traceId).toBe(TRACE_ID);
      expect(parentOf(fetchSpan)).toBe(operation?.spanContext().spanId);
      // The subgraph's side of this fetch continues it.
      const executed = spans.filter((span) => parentOf(span) === fetchSpan.spanContext().spanId);
      expect(executed.map((span) => [span.name, span.kind, span.spanContext().traceId])).toEqual([
        [`subgraph ${fetchSpan.attributes["graphql.subgraph.name"]} execute`, SpanKind.SERVER, TRACE_ID],
      ]);
    }
  });

  it("starts its own trace when the caller sends none", async () => {
    exporter.reset();
    const response = await fetch(`${service.url}/api/v3/fundamentals/price_snapshot?ticker=AAPL`, {
      headers: { authorization: `Bearer ${service.key}` },
    });
    expect(response.status).toBe(200);
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === "graphql query svc_v3_fundamentals_price_snapshot");
    expect(operation).toBeDefined();
    expect(parentOf(operation as ReadableSpan)).toBeUndefined();
    const traceIds = new Set(spans.map((span) => span.spanContext().traceId));
    expect(traceIds).toEqual(new Set([operation?.spanContext().traceId]));
    expect(spans.filter((span) => span.kind === SpanKind.CLIENT).length).toBeGreaterThanOrEqual(2);
  });
});
