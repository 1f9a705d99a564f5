/**
 * Where this process's spans go (the spans themselves: subgraphs/kit/tracing.ts,
 * gateway/tracing.ts): an OpenTelemetry SDK registered as the process's tracer provider, with W3C
 * trace context as the propagator, so a trace continues across the gateway's subgraph fetches.
 * Registered once per process by its command line (bin/serve.ts) when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set; the tests register it with an in-memory exporter.
 */
import { propagation, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { BasicTracerProvider, type SpanProcessor } from "@opentelemetry/sdk-trace-base";

export interface RegisteredTracing {
  /** Exports what is still buffered, then unregisters: the process records nothing more. */
  shutdown(): Promise<void>;
}

export function registerTracing(processor: SpanProcessor): RegisteredTracing {
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return {
    async shutdown() {
      await provider.shutdown();
      // A test worker runs file after file in one process: none inherits another's tracing.
      trace.disable();
      propagation.disable();
    },
  };
}
