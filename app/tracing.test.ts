/**
 * When a process registers the OTLP export (app/tracing.ts): only with an endpoint set. The export
 * itself, across processes, is test/e2e/otlpTraces.e2e.test.ts.
 */
import { trace } from "@opentelemetry/api";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OTLP_ENDPOINT_SETTINGS, type RegisteredTracing, tracingFromEnv } from "./tracing.js";

let registered: RegisteredTracing | null = null;
afterEach(async () => {
  await registered?.shutdown();
  registered = null;
  vi.unstubAllEnvs();
});

/** Whether a span started now would be recorded (a registered SDK) or be the API's no-op. */
function recording(): boolean {
  const span = trace.getTracer("test").startSpan("probe");
  // Not ended: an ended span would be queued for export to the endpoint.
  return span.isRecording();
}

describe("tracingFromEnv", () => {
  it("registers nothing without an OTLP endpoint: spans stay no-ops", () => {
    for (const name of OTLP_ENDPOINT_SETTINGS) vi.stubEnv(name, undefined);
    vi.stubEnv("OTEL_SERVICE_NAME", "ignored without an endpoint");
    registered = tracingFromEnv("quant-federation");
    expect(registered).toBeNull();
    expect(recording()).toBe(false);
  });

  it.each([
    "OTEL_EXPORTER_OTLP_ENDPOINT",
    "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT",
  ])("registers the SDK when %s is set, and unregisters it on shutdown", async (name) => {
    vi.stubEnv(name, "http://127.0.0.1:9/v1/traces");
    registered = tracingFromEnv("quant-federation");
    expect(registered).not.toBeNull();
    expect(recording()).toBe(true);
    await registered?.shutdown();
    registered = null;
    expect(recording()).toBe(false);
  });
});
