/**
 * What the point-in-time harnesses share (test/e2e/pointInTime.e2e.test.ts at a pinned process
 * clock, test/e2e/pointInTimePerRequest.e2e.test.ts through `as_of`): the date-like values of an
 * answer after an instant, and an answer without the clock's own writings, to compare answers.
 */
import { easternDate } from "../../core/calendar.js";
import { takesAsOf } from "../../rest-shim/params.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";

/** Keys whose values are legitimately after the clock, with the reason. */
export const FUTURE_FIELDS: Record<string, string> = {
  // The envelope's time of serving, stamped by the shim from the wall clock, not data.
  timestamp: "the answer's serving time (wall clock), not a fact's date",
  // trade_setups' closes are the daily universe's, which its source adjusted for dividends through
  // 2017-11-10: the date is stated so that what the prices hold from after the clock is not hidden.
  // A stream producer's start (svc_v3_stream_status, market/universe): the wall-clock instant a
  // process of this service began publishing — the service's own state, not a fact of the data.
  started_at: "a producer's start: the service's own wall-clock state, not data",
  share_basis_as_of: "the day a source adjusted its prices through (share_basis source_adjusted_as_of)",
};

/** Keys whose values carry a date or instant: named like one. */
const DATE_KEY = /(date|as_of|_at$|_ts$|^ts$|time|published|period|updated|through|from$|^to$|start|end)/i;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export interface Leak {
  path: string;
  value: string;
}

/** Every date-like value after `now`: a date after its Eastern date, an instant after it. */
export function leaksIn(value: unknown, now: Date, path = ""): Leak[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaksIn(item, now, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const today = easternDate(now);
  const leaks: Leak[] = [];
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key in FUTURE_FIELDS) continue;
    if (typeof item === "string" && DATE_KEY.test(key) && DATE_VALUE.test(item)) {
      const after = item.length === 10 ? item > today : Date.parse(item) > now.getTime();
      if (after) leaks.push({ path: at, value: item });
    } else if (typeof item === "number" && /_ts$|^ts$/.test(key) && item > now.getTime() / 1000 + 1) {
      // Epoch seconds (legacy as_of_ts); milliseconds would be far larger still.
      leaks.push({ path: at, value: String(item) });
    } else {
      leaks.push(...leaksIn(item, now, at));
    }
  }
  return leaks;
}

export const SERVICE_STATE =
  "the running service's own state (its processes, caches, registry), not dated data";
export const REFERENCE = "reference data held without dates: the same at every instant";

/**
 * Keys whose value is the wall-clock age of the service's own work, which ticks between any two
 * calls at any instant: a derived product's build (data/freshness, ml/health, agents). Comparing
 * it made the harnesses fail whenever two calls straddled a second.
 */
const SERVICE_AGES = new Set(["built_age_s"]);

/**
 * The answer without what the clock writes in every answer however the data is read: the
 * envelope's serving time (FUTURE_FIELDS), the service's own ages (SERVICE_AGES), and any value
 * that is the clock itself (its instant, its Eastern date, its epoch seconds), so a route echoing
 * the clock beside clock-blind data still compares equal.
 */
export function withoutTheClock(value: unknown, instant: string): unknown {
  const at = new Date(instant);
  const writings = new Set([
    at.toISOString(),
    instant,
    easternDate(at),
    String(Math.floor(at.getTime() / 1000)),
  ]);
  const strip = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(strip);
    if (item && typeof item === "object")
      return Object.fromEntries(
        Object.entries(item)
          .filter(([key]) => !(key in FUTURE_FIELDS) && !SERVICE_AGES.has(key))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    return writings.has(String(item)) ? "<the clock>" : item;
  };
  return strip(value);
}

/** Routes whose answer is the same at every instant, with the reason it does not depend on the clock. */
export const CLOCK_FREE: Record<string, string> = {
  svc_cache_stats: SERVICE_STATE,
  svc_v3_self_healing: SERVICE_STATE,
  svc_v3_agent_status: SERVICE_STATE,
  svc_v3_agents_list: SERVICE_STATE,
  svc_v3_stream_status: SERVICE_STATE,
  svc_v3_stream_decision_generator_status: SERVICE_STATE,
  svc_v3_stream_ingest_status: SERVICE_STATE,
  svc_v3_stream_news_publisher_status: SERVICE_STATE,
  svc_v3_stream_signal_generator_status: SERVICE_STATE,
  svc_v3_stream_tick_writer_status: SERVICE_STATE,
  svc_v3_stream_universe_status: SERVICE_STATE,
  svc_v3_stream_realtime_guide: "documentation of the streams: fixed text",
  svc_research_knowledge: REFERENCE,
  svc_v3_fundamentals_screener_presets: REFERENCE,
  svc_v3_fundamentals_search: "the instrument master (names and symbols): reference data without dates",
  svc_v3_fundamentals_tickers: "the instrument master (names and symbols): reference data without dates",
  svc_v3_strategies_list: "the strategy library's catalogue: code, not dated data",
  svc_v3_lab_deployments: "the strategy library's catalogue: code, not dated data",
  // The warm set (empty here) and the live producers with their heartbeat ages (the alerts
  // producer runs wherever the monitor does): the service's own registry.
  svc_v3_market_universe: SERVICE_STATE,
  svc_v2_research_read:
    "its first page is daily_prices' oldest rows, before every pinned instant; the read's bound is researchDatasets.e2e.test.ts's 'point in time'",
  svc_v3_twap_plan: "slices of the requested quantity over the requested minutes: offsets, no data",
};

/**
 * The request for `route` at `instant`, asked per request: `as_of`, or on a route that declares
 * its own `as_of` (xbrl's filing-date bound) Accept-Datetime.
 */
export function askedAt(
  route: RouteSpec,
  path: string,
  instant: string,
): { path: string; headers: Record<string, string> } {
  if (!takesAsOf(route)) return { path, headers: { "accept-datetime": new Date(instant).toUTCString() } };
  return {
    path: `${path}${path.includes("?") ? "&" : "?"}as_of=${encodeURIComponent(instant)}`,
    headers: {},
  };
}

/** The instants the warehouse cut is asked at (test/e2e/pointInTimeCut.e2e.test.ts), each mid-session (13:00 ET). */
export const CUT_INSTANTS = ["2017-11-15T17:00:00Z", "2021-06-30T17:00:00Z", "2023-08-03T17:00:00Z"] as const;
export type CutInstant = (typeof CUT_INSTANTS)[number];

/**
 * The news store's coverage: `coverage.complete`, `held_through` and the note read the newest
 * item the store holds at all, capped at the clock (intel/data/newsStore.ts storeHoldings): on the
 * full warehouse the bundled feed runs past the instant, so it is held through the instant and a
 * quiet window is complete; on the cut it ends at its last kept item. The items listed, their
 * counts and figures answer the same.
 */
const NEWS_COVERAGE =
  "coverage: coverage.complete, held_through and note say through when the store's feed is held (the full warehouse's runs past the instant, the cut's ends at its last kept item); the items and figures are the same";

/**
 * The cut comparison's findings (test/e2e/pointInTimeCut.e2e.test.ts, AAPL and SPY): routes whose
 * answer at an instant differs between the full warehouse and one cut at it, by name, with the
 * field that differs and why. Not exemptions: the test asserts that exactly these differ at each
 * instant, so a new difference fails and a fixed one must leave this list. Every entry is the
 * service's own state or coverage of what the store holds overall, never a figure, an item, a
 * count or a date of the instant (docs/DATA_HONESTY.md "Per request", the cut).
 */
export const CUT_DIFFERENCES: Record<string, string> = {
  svc_logs: SERVICE_STATE,
  svc_v3_api_quotas: SERVICE_STATE,
  svc_v3_metrics: SERVICE_STATE,
  svc_v3_system_health: SERVICE_STATE,
  svc_v3_alerts_active: SERVICE_STATE,
  svc_ml_health: SERVICE_STATE,
  svc_cache_stats: SERVICE_STATE,
  svc_v3_self_healing: SERVICE_STATE,
  svc_v3_agents_list: SERVICE_STATE,
  svc_v3_agent_status: SERVICE_STATE,
  svc_v3_stream_status: SERVICE_STATE,
  svc_v3_market_universe: `${SERVICE_STATE}: producers[] (this process's alerts monitor: its id, start, heartbeat and frame ages)`,
  svc_data_freshness: `${SERVICE_STATE}: derived_products[].build_duration_ms, how long this warehouse's derived products took to build; every dated field is the same`,
  svc_v3_resolver_status: `${SERVICE_STATE}: product.duration_ms, how long the derived product took to build; the resolver's figures are the same`,
  svc_v3_news_aggregated: NEWS_COVERAGE,
  svc_v3_news_all_tickers_sentiment: NEWS_COVERAGE,
  svc_v3_news_by_topic: NEWS_COVERAGE,
  svc_v3_news_latest: NEWS_COVERAGE,
  svc_v3_news_sentiment_stats: NEWS_COVERAGE,
  svc_v3_news_summary: NEWS_COVERAGE,
  svc_v3_news_ticker_news: NEWS_COVERAGE,
  svc_v3_news_ticker_only: NEWS_COVERAGE,
  svc_v3_intel_news_headlines: NEWS_COVERAGE,
  svc_v3_intel_news_pro: NEWS_COVERAGE,
  svc_v3_intel_news_why_moving: NEWS_COVERAGE,
};
