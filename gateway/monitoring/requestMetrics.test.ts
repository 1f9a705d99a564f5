import { describe, expect, it } from "vitest";
import {
  histogramQuantile,
  LATENCY_BUCKETS_MS,
  RequestMetrics,
  type RequestSample,
} from "./requestMetrics.js";

const MINUTE = 60_000;
/** Minute 1000 since the epoch, on its boundary. */
const T0 = 1_000 * MINUTE;

function clock(at: number) {
  let now = at;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const sample = (route: string, status: number, durationMs: number, method = "GET"): RequestSample => ({
  method,
  route,
  status,
  durationMs,
  stream: false,
});

describe("histogramQuantile", () => {
  it("is the upper bound of the bucket holding the rank, capped by the observed max", () => {
    const buckets = new Array(LATENCY_BUCKETS_MS.length + 1).fill(0);
    buckets[1] = 1; // ≤ 2 ms
    buckets[3] = 2; // ≤ 10 ms
    // Ranks 1..3: q 0.34 → rank ceil(1.02) = 2, in the ≤ 10 ms bucket.
    expect(histogramQuantile(buckets, 0.34, 9.2)).toBe(9.2);
    expect(histogramQuantile(buckets, 0.3, 9.2)).toBe(2);
    expect(histogramQuantile(buckets, 0.5, 40)).toBe(10);
    expect(histogramQuantile(new Array(15).fill(0), 0.5, 0)).toBeNull();
  });
});

describe("RequestMetrics", () => {
  it("counts requests, 5xx errors and 4xx refusals, rates and percentiles over the window", () => {
    const time = clock(T0);
    const metrics = new RequestMetrics(time.now);
    time.advance(30_000);
    metrics.record(sample("/a", 200, 3));
    metrics.record(sample("/a", 200, 7));
    metrics.record(sample("/a", 503, 40));
    metrics.record(sample("/a", 404, 1_200));
    metrics.record(sample("/graphql", 200, 2, "POST"));
    metrics.record({
      method: "GET",
      route: "/api/v3/stream/bars",
      status: 200,
      durationMs: 90_000,
      stream: true,
    });

    const summary = metrics.summary(1);
    // Slots of minutes 999 and 1000 (the window reaches back 60 s from T0 + 30 s): 90 s covered,
    // of which the process was up 30 s. Five requests in 30 s: 0.167 a second.
    expect(summary).toMatchObject({
      windowMinutes: 1,
      resolutionMinutes: 1,
      windowCoveredS: 90,
      observedS: 30,
      requests: 5,
      errors: 1,
      clientErrors: 1,
      streamsOpened: 1,
      qps: 0.167,
      errorRate: 0.2,
      errorRateReason: null,
    });
    // Durations 2, 3, 7, 40, 1200 ms in buckets ≤2, ≤5, ≤10, ≤50, ≤2500: the median (rank 3) is in
    // ≤10; ranks 5 (p95: ceil(4.75), p99: ceil(4.95)) in ≤2500, capped at the max 1200.
    // Mean (2 + 3 + 7 + 40 + 1200) / 5 = 250.4.
    expect(summary.latency).toEqual({
      status: "measured",
      p50Ms: 10,
      p95Ms: 1_200,
      p99Ms: 1_200,
      meanMs: 250.4,
      maxMs: 1_200,
    });
    const [first, second, third] = summary.routes;
    expect(first).toMatchObject({ method: "GET", route: "/a", requests: 4, errors: 1, clientErrors: 1 });
    // 3, 7, 40, 1200: rank 2 of 4 is 7 ms, in the ≤ 10 bucket.
    expect(first?.errorRate).toBe(0.25);
    expect(first?.latency.p50Ms).toBe(10);
    expect(second).toMatchObject({
      method: "GET",
      route: "/api/v3/stream/bars",
      requests: 0,
      streamsOpened: 1,
    });
    expect(second?.latency).toMatchObject({ status: "no_requests", p50Ms: null, meanMs: null });
    expect(third).toMatchObject({ method: "POST", route: "/graphql", requests: 1, qps: 0.033 });
  });

  it("forgets what is older than the window, and reads long windows by quarter hours", () => {
    const time = clock(T0);
    const metrics = new RequestMetrics(time.now);
    metrics.record(sample("/a", 200, 1));
    time.advance(3 * MINUTE);
    metrics.record(sample("/b", 500, 1));

    const lastMinute = metrics.summary(1);
    expect(lastMinute.routes.map((route) => route.route)).toEqual(["/b"]);
    expect(lastMinute.errorRate).toBe(1);
    expect(metrics.summary(5).requests).toBe(2);

    // 61 minutes: quarter-hour slots from floor((T0 + 3 min − 61 min) / 15 min) on.
    const long = metrics.summary(61);
    expect(long).toMatchObject({ resolutionMinutes: 15, requests: 2 });
    expect(long.windowCoveredS).toBeGreaterThanOrEqual(61 * 60);
    expect(long.windowCoveredS).toBeLessThanOrEqual(76 * 60);

    time.advance(25 * 60 * MINUTE);
    const empty = metrics.summary(1_440);
    expect(empty).toMatchObject({ requests: 0, qps: 0, errorRate: null, errorRateReason: "no_requests" });
    expect(empty.latency.status).toBe("no_requests");
  });

  it("refuses a window outside 1..1440", () => {
    const metrics = new RequestMetrics();
    expect(() => metrics.summary(0)).toThrow(RangeError);
    expect(() => metrics.summary(1_441)).toThrow(RangeError);
  });
});
