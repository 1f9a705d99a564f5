/**
 * What this gateway replica measured of the requests it answered: counts, 5xx errors, 4xx
 * refusals and latency per route, over a bounded in-memory window (spec/02 v3_metrics: "Latency,
 * QPS, error"; window_minutes 1..1440).
 *
 * Memory is bounded whatever the traffic: samples are never kept, only counts per route per time
 * slot, in two rings: the last hour minute by minute, the last day by quarter hours. A window of
 * up to 60 minutes is read from the minute ring, a longer one from the quarter-hour ring; either
 * way the window is whole slots, so it covers a little more than asked (at most one slot), and
 * the summary says how much (`windowCoveredS`). Latency percentiles come from a fixed histogram
 * (LATENCY_BUCKETS_MS): each is the upper bound of the bucket holding it, capped by the largest
 * latency observed, so it never understates; mean and max are exact.
 *
 * A route is its template (`GET /api/v3/tape/bars/{ticker}`, `POST /graphql`), never the raw URL:
 * no ticker, key or query string is kept, and the number of keys is bounded by the route table.
 * An SSE stream is counted as a stream opened, not as a request: its duration is the stream's.
 */

/** Upper bounds of the latency histogram's buckets, ms; a last bucket holds everything slower. */
export const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 30_000];
export const MAX_WINDOW_MINUTES = 1_440;
/** Windows up to this many minutes are read minute by minute. */
export const FINE_WINDOW_MINUTES = 60;
const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

export interface RequestSample {
  method: string;
  /** The route's template, e.g. /api/v3/tape/bars/{ticker}; "(unmatched)" for no route. */
  route: string;
  status: number;
  durationMs: number;
  /** An event stream that opened (its duration is the stream's, not an answer's). */
  stream: boolean;
}

interface Counts {
  requests: number;
  errors: number;
  clientErrors: number;
  streamsOpened: number;
  sumMs: number;
  maxMs: number;
  buckets: number[];
}

const emptyCounts = (): Counts => ({
  requests: 0,
  errors: 0,
  clientErrors: 0,
  streamsOpened: 0,
  sumMs: 0,
  maxMs: 0,
  buckets: new Array(LATENCY_BUCKETS_MS.length + 1).fill(0),
});

function addSample(counts: Counts, sample: RequestSample): void {
  if (sample.stream) {
    counts.streamsOpened += 1;
    return;
  }
  counts.requests += 1;
  if (sample.status >= 500) counts.errors += 1;
  else if (sample.status >= 400) counts.clientErrors += 1;
  counts.sumMs += sample.durationMs;
  counts.maxMs = Math.max(counts.maxMs, sample.durationMs);
  const bucket = LATENCY_BUCKETS_MS.findIndex((bound) => sample.durationMs <= bound);
  (counts.buckets[bucket === -1 ? LATENCY_BUCKETS_MS.length : bucket] as number) += 1;
}

function mergeInto(total: Counts, part: Counts): void {
  total.requests += part.requests;
  total.errors += part.errors;
  total.clientErrors += part.clientErrors;
  total.streamsOpened += part.streamsOpened;
  total.sumMs += part.sumMs;
  total.maxMs = Math.max(total.maxMs, part.maxMs);
  part.buckets.forEach((n, i) => {
    (total.buckets[i] as number) += n;
  });
}

/** Counts per route key per slot of `slotMs`, for the newest `slots` slots. */
class SlotRing {
  readonly #slots: ({ index: number; routes: Map<string, Counts> } | undefined)[];

  constructor(
    readonly slotMs: number,
    readonly slots: number,
  ) {
    this.#slots = new Array(slots);
  }

  add(key: string, sample: RequestSample, nowMs: number): void {
    const index = Math.floor(nowMs / this.slotMs);
    const at = index % this.slots;
    let slot = this.#slots[at];
    if (slot?.index !== index) {
      slot = { index, routes: new Map() };
      this.#slots[at] = slot;
    }
    let counts = slot.routes.get(key);
    if (!counts) {
      counts = emptyCounts();
      slot.routes.set(key, counts);
    }
    addSample(counts, sample);
  }

  /** Per route key, the counts of the slots from `fromIndex` to `toIndex`, both included. */
  collect(fromIndex: number, toIndex: number): Map<string, Counts> {
    const merged = new Map<string, Counts>();
    for (const slot of this.#slots) {
      if (!slot || slot.index < fromIndex || slot.index > toIndex) continue;
      for (const [key, counts] of slot.routes) {
        let total = merged.get(key);
        if (!total) {
          total = emptyCounts();
          merged.set(key, total);
        }
        mergeInto(total, counts);
      }
    }
    return merged;
  }
}

export interface LatencySummary {
  /** measured; no_requests when the window holds none (the figures are then null). */
  status: "measured" | "no_requests";
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  meanMs: number | null;
  maxMs: number | null;
}

export interface TrafficSummary {
  requests: number;
  errors: number;
  clientErrors: number;
  streamsOpened: number;
  qps: number;
  /** errors / requests; null (with the reason) when there were no requests. */
  errorRate: number | null;
  errorRateReason: string | null;
  latency: LatencySummary;
}

export interface RouteSummary extends TrafficSummary {
  method: string;
  route: string;
}

export interface MetricsSummary extends TrafficSummary {
  windowMinutes: number;
  /** 1 (the minute ring) or 15 (the quarter-hour ring). */
  resolutionMinutes: number;
  /** The span the slots read cover, up to now: at least the window, at most one slot more. */
  windowCoveredS: number;
  /** The part of it this process was up for: what QPS is divided by. */
  observedS: number;
  /** Busiest first. */
  routes: RouteSummary[];
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** The value at quantile `q` of a histogram: its bucket's upper bound, capped by the observed max. */
export function histogramQuantile(buckets: readonly number[], q: number, maxMs: number): number | null {
  const total = buckets.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i] as number;
    if (seen >= rank) return round(Math.min(LATENCY_BUCKETS_MS[i] ?? maxMs, maxMs), 1);
  }
  return round(maxMs, 1);
}

function trafficOf(counts: Counts, observedS: number): TrafficSummary {
  const none = counts.requests === 0;
  return {
    requests: counts.requests,
    errors: counts.errors,
    clientErrors: counts.clientErrors,
    streamsOpened: counts.streamsOpened,
    qps: round(counts.requests / observedS, 3),
    errorRate: none ? null : round(counts.errors / counts.requests, 4),
    errorRateReason: none ? "no_requests" : null,
    latency: {
      status: none ? "no_requests" : "measured",
      p50Ms: histogramQuantile(counts.buckets, 0.5, counts.maxMs),
      p95Ms: histogramQuantile(counts.buckets, 0.95, counts.maxMs),
      p99Ms: histogramQuantile(counts.buckets, 0.99, counts.maxMs),
      meanMs: none ? null : round(counts.sumMs / counts.requests, 1),
      maxMs: none ? null : round(counts.maxMs, 1),
    },
  };
}

export class RequestMetrics {
  readonly #minutes = new SlotRing(MINUTE_MS, FINE_WINDOW_MINUTES + 1);
  readonly #quarters = new SlotRing(QUARTER_HOUR_MS, MAX_WINDOW_MINUTES / 15 + 1);
  readonly startedAtMs: number;

  constructor(private readonly now: () => number = Date.now) {
    this.startedAtMs = now();
  }

  record(sample: RequestSample): void {
    const key = `${sample.method} ${sample.route}`;
    const nowMs = this.now();
    this.#minutes.add(key, sample, nowMs);
    this.#quarters.add(key, sample, nowMs);
  }

  /** The window of the last `windowMinutes` (1..MAX_WINDOW_MINUTES), up to now. */
  summary(windowMinutes: number): MetricsSummary {
    if (!Number.isInteger(windowMinutes) || windowMinutes < 1 || windowMinutes > MAX_WINDOW_MINUTES) {
      throw new RangeError(
        `windowMinutes must be an integer in 1..${MAX_WINDOW_MINUTES}, got ${windowMinutes}`,
      );
    }
    const nowMs = this.now();
    const ring = windowMinutes <= FINE_WINDOW_MINUTES ? this.#minutes : this.#quarters;
    const toIndex = Math.floor(nowMs / ring.slotMs);
    const fromIndex = Math.floor((nowMs - windowMinutes * MINUTE_MS) / ring.slotMs);
    const coveredFromMs = fromIndex * ring.slotMs;
    // Divide by at least a millisecond: a process answering in its first instant still has a rate.
    const observedS = Math.max(nowMs - Math.max(coveredFromMs, this.startedAtMs), 1) / 1000;
    const perRoute = ring.collect(fromIndex, toIndex);
    const total = emptyCounts();
    const routes: RouteSummary[] = [];
    for (const [key, counts] of perRoute) {
      mergeInto(total, counts);
      const space = key.indexOf(" ");
      routes.push({
        method: key.slice(0, space),
        route: key.slice(space + 1),
        ...trafficOf(counts, observedS),
      });
    }
    routes.sort(
      (a, b) =>
        b.requests + b.streamsOpened - (a.requests + a.streamsOpened) || a.route.localeCompare(b.route),
    );
    return {
      windowMinutes,
      resolutionMinutes: ring.slotMs / MINUTE_MS,
      windowCoveredS: round((nowMs - coveredFromMs) / 1000, 1),
      observedS: round(observedS, 1),
      ...trafficOf(total, observedS),
      routes,
    };
  }
}
