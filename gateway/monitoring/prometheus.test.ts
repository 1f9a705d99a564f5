import { describe, expect, it } from "vitest";
import { MAX_OPERATION_NAMES, PrometheusMetrics } from "./prometheus.js";

describe("an operation's label", () => {
  it("is its name for the first names seen, then (other), so no client can grow the series", () => {
    const metrics = new PrometheusMetrics();
    expect(metrics.operationLabel(null)).toBe("(anonymous)");
    for (let i = 0; i < MAX_OPERATION_NAMES; i++) expect(metrics.operationLabel(`op${i}`)).toBe(`op${i}`);
    expect(metrics.operationLabel("late")).toBe("(other)");
    expect(metrics.operationLabel("op7")).toBe("op7");
    expect(metrics.operationLabel("x".repeat(101))).toBe("(other)");
  });

  it("counts in its own registry: two replicas in one process keep their own series", async () => {
    const a = new PrometheusMetrics();
    const b = new PrometheusMetrics();
    a.observeAnswer({
      method: "GET",
      route: "/r",
      status: 200,
      seconds: 0.01,
      stream: false,
      errorCode: null,
    });
    expect((await a.scrape()).body).toContain(
      'qf_http_requests_total{method="GET",route="/r",status="200"} 1',
    );
    expect((await b.scrape()).body).not.toContain('route="/r"');
  });
});
