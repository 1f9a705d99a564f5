/**
 * Where this process's spans go (the spans themselves: subgraphs/kit/tracing.ts,
 * gateway/tracing.ts): an OpenTelemetry SDK registered as the process's tracer provider, with W3C
 * trace context as the propagator, so a trace continues across the gateway's subgraph fetches.
 * Registered once per process by its command line (bin/serve.ts: `tracingFromEnv`) when an OTLP
 * endpoint is configured; the tests register it with an in-memory exporter.
 */
import { propagation, trace } from "@opentelemetry/api";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import {
  detectResources,
  envDetector,
  type Resource,
  resourceFromAttributes,
} from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from "@opentelemetry/sdk-trace-base";

export interface RegisteredTracing {
  /** Exports what is still buffered, then unregisters: the process records nothing more. */
  shutdown(): Promise<void>;
}

export function registerTracing(processor: SpanProcessor, resource?: Resource): RegisteredTracing {
  const provider = new BasicTracerProvider({
    spanProcessors: [processor],
    ...(resource ? { resource } : {}),
  });
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

/** The OpenTelemetry settings that turn the export on (either is enough; the SDK reads the rest). */
export const OTLP_ENDPOINT_SETTINGS = [
  "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
  "OTEL_EXPORTER_OTLP_ENDPOINT",
] as const;

/**
 * OTLP over HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT (`<base>/v1/traces` is posted to) or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (posted to as given) is set; null otherwise, and nothing is
 * recorded. The exporter and the batch processor read their other standard settings themselves
 * (OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT, OTEL_BSP_SCHEDULE_DELAY, …). `serviceName` names the
 * process (`quant-federation`, `quant-federation-gateway`, `quant-federation-market`, …), so
 * a trace shows which process each span ran in; OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES
 * override and add to it.
 */
export function tracingFromEnv(serviceName: string): RegisteredTracing | null {
  // The process's environment, which the exporter and the resource detector read too.
  if (!OTLP_ENDPOINT_SETTINGS.some((name) => process.env[name])) return null;
  const resource = resourceFromAttributes({ "service.name": serviceName }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  return registerTracing(new BatchSpanProcessor(new OTLPTraceExporter()), resource);
}
