/**
 * Point in time (issue 14): the whole service under a pinned clock sees nothing dated after it.
 *
 * First the known look-ahead cases of the snapshot-like routes, then a harness over every GET
 * query route of the table the shim builds (loadRoutes): at chosen instants, every date-like value
 * of every answer must not be after the clock. A new route gets the harness for free; a field that
 * is legitimately in the future goes in FUTURE_FIELDS with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { easternDate } from "../../core/calendar.js";
import { fixedClock } from "../../core/clock.js";
import type { RouteSpec } from "../../rest-shim/routeSpec.js";
import { loadRoutes } from "../../rest-shim/routes.js";
import { type RestBody, restClient } from "../support/rest.js";
import { samplePath } from "../support/routePaths.js";
import { startTestService, type TestService } from "../support/service.js";

// data/sample/prices/daily/AAPL.csv: 2021-12-30 close 178.199997 (volume 59,773,000), 2021-12-29
// close 179.380005, 2021-12-31 close 177.570007 (high 179.229996, volume 64,062,300). No AAPL
// minute bars are held for those days.
const AAPL_1231_CLOSE = 177.570007;

const clock = fixedClock("2021-12-31T17:00:00Z");
let service: TestService;

// Its own service: the shared one carries what earlier files asked of it (a universe warm-up
// requested at their clock), which this file's harness would see as dated after its clock.
beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());

const { get } = restClient(() => service);

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown, found: number[] = []): number[] {
  if (typeof value === "number") found.push(value);
  else if (Array.isArray(value)) for (const item of value) numbersIn(item, found);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) numbersIn(item, found);
  return found;
}

const SNAPSHOT_ROUTES = [
  "/api/v3/fundamentals/price_snapshot?ticker=AAPL",
  "/api/market/quote/AAPL",
  "/api/snapshot/AAPL",
];

describe("a daily bar is visible only once its close is final", () => {
  it("at 2021-12-31 12:00 ET, mid-session, the snapshots serve 2021-12-30's close and no session fields", async () => {
    clock.set("2021-12-31T17:00:00Z");
    for (const path of SNAPSHOT_ROUTES) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(numbersIn(body), path).not.toContain(AAPL_1231_CLOSE);
      expect(JSON.stringify(body), path).not.toContain("2021-12-31T21:00:00");
    }
    const snapshot = (await get(SNAPSHOT_ROUTES[0] as string)).body;
    // 178.199997 - 179.380005 = -1.180008, as of 2021-12-30 16:00 ET.
    expect(snapshot).toMatchObject({
      price: 178.199997,
      price_date: "2021-12-30",
      as_of: "2021-12-30T21:00:00.000Z",
      prev_close: 179.380005,
      prev_close_date: "2021-12-29",
      day_change: -1.180008,
      market_session: "regular",
      regular_session: null,
      day_bar_date: null,
      day_high: null,
      day_volume: null,
      session_detail_status: "unavailable",
    });
    const quote = (await get(SNAPSHOT_ROUTES[1] as string)).body.quote;
    expect(quote).toMatchObject({
      price: 178.199997,
      price_date: "2021-12-30",
      day_bar_date: null,
      volume: null,
      session_detail_status: "unavailable",
    });
    const legacy = (await get(SNAPSHOT_ROUTES[2] as string)).body;
    expect(legacy).toMatchObject({ price: 178.199997, price_date: "2021-12-30" });
    expect(legacy.quote).toMatchObject({ volume: null, volume_reason: "no_session_established" });
  });

  it("at 16:04 ET the close is not yet final; at 16:05 it is", async () => {
    clock.set("2021-12-31T21:04:59Z");
    expect((await get(SNAPSHOT_ROUTES[0] as string)).body).toMatchObject({
      price: 178.199997,
      session_detail_status: "unavailable",
    });
    clock.set("2021-12-31T21:05:00Z");
    expect((await get(SNAPSHOT_ROUTES[0] as string)).body).toMatchObject({
      price: AAPL_1231_CLOSE,
      price_date: "2021-12-31",
      day_high: 179.229996,
      day_volume: 64_062_300,
      session_detail_status: "complete",
    });
  });

  it("at 2022-01-03 07:00 ET, before the open, the previous session (2021-12-31) is the day bar", async () => {
    clock.set("2022-01-03T12:00:00Z");
    for (const path of SNAPSHOT_ROUTES) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      // 2022-01-03's close (182.009995) and high (182.880005) are not visible yet.
      expect(numbersIn(body), path).not.toContain(182.009995);
      expect(numbersIn(body), path).not.toContain(182.880005);
    }
    expect((await get(SNAPSHOT_ROUTES[0] as string)).body).toMatchObject({
      price: AAPL_1231_CLOSE,
      price_date: "2021-12-31",
      market_session: "pre",
      day_bar_date: "2021-12-31",
      regular_session: { date: "2021-12-31", status: "closed", close: AAPL_1231_CLOSE },
      session_detail_status: "complete",
    });
  });
});

// ---------------------------------------------------------------------------------------------
// The harness: every GET query route, at chosen instants, sees nothing dated after the clock.

const routes: RouteSpec[] = (await loadRoutes()).filter(
  (route) => route.method === "GET" && route.operation === "query",
);

/**
 * The instants (UTC) and what each one tries. 2021-12-31 and 2022-01-03 are AAPL daily-bar days
 * without minute data; 2021-11-26 is a half day (bell 13:00 ET); 2021-12-24 the Christmas holiday
 * observed; 2023-08-03 SPY's bundled minute session.
 */
const INSTANTS: Record<string, string> = {
  "mid-session, no minute data (2021-12-31 12:00 ET)": "2021-12-31T17:00:00Z",
  "pre-market (2022-01-03 07:00 ET)": "2022-01-03T12:00:00Z",
  "after the bell, close not final (2021-12-30 16:03 ET)": "2021-12-30T21:03:00Z",
  "after the bell, close final (2021-12-30 16:06 ET)": "2021-12-30T21:06:00Z",
  "half day after its bell, close not final (2021-11-26 13:02 ET)": "2021-11-26T18:02:00Z",
  "holiday (2021-12-24 12:00 ET)": "2021-12-24T17:00:00Z",
  "mid-session with minute data (2023-08-03 10:00:30 ET)": "2023-08-03T14:00:30Z",
};

/** Keys whose values are legitimately after the clock, with the reason. */
const FUTURE_FIELDS: Record<string, string> = {
  // The envelope's time of serving, stamped by the shim from the wall clock, not data.
  timestamp: "the answer's serving time (wall clock), not a fact's date",
  // trade_setups' closes are the daily universe's, which its source adjusted for dividends through
  // 2017-11-10: the date is stated so that what the prices hold from after the clock is not hidden.
  share_basis_as_of: "the day a source adjusted its prices through (share_basis source_adjusted_as_of)",
};

/** Keys whose values carry a date or instant: named like one. */
const DATE_KEY = /(date|as_of|_at$|_ts$|^ts$|time|published|period|updated|through|from$|^to$|start|end)/i;
const DATE_VALUE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

interface Leak {
  path: string;
  value: string;
}

/** Every date-like value after `now`: a date after its Eastern date, an instant after it. */
function leaksIn(value: unknown, now: Date, path = ""): Leak[] {
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

describe("point-in-time harness: no route sees after the clock", () => {
  it("has routes to walk", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const [label, instant] of Object.entries(INSTANTS)) {
    it(`${label}: AAPL and SPY on every GET route`, async () => {
      clock.set(instant);
      const now = new Date(instant);
      const found: string[] = [];
      for (const route of routes) {
        for (const ticker of ["AAPL", "SPY"]) {
          const path = samplePath(route, ticker);
          if (path === null)
            throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
          const { body } = await get<RestBody>(path);
          const leaks = leaksIn(body, now);
          for (const leak of leaks) found.push(`${path} ${leak.path}=${leak.value}`);
          if (!route.params.some((param) => param.name === "ticker")) break;
        }
      }
      expect(found).toEqual([]);
    }, 120_000);
  }
});

// ---------------------------------------------------------------------------------------------
// Every GET route reads the request's clock: answered at a pinned instant and at "now", its answer
// differs where its data does. A route ignoring the clock passes the harness above whenever its
// data happens to end before every instant tried; this catches it.

/** "Now": the serving date the other e2e files use, after the newest sample data. */
const NOW = "2026-11-17T15:00:00Z";
/**
 * The pinned instants, mid-session, tried until one answers differently: inside sample series of
 * different spans (AAPL's bars and filings, the signals book, SPY's one minute session, and the
 * day before AAPL's one option chain, 2014-06-10).
 */
const PINNED = [
  "2021-12-31T17:00:00Z",
  "2017-11-15T17:00:00Z",
  "2023-08-03T14:00:30Z",
  "2014-06-09T17:00:00Z",
];

const SERVICE_STATE = "the running service's own state (its processes, caches, registry), not dated data";
const REFERENCE = "reference data held without dates: the same at every instant";

/** Routes whose answer is the same at every instant, with the reason it does not depend on the clock. */
const CLOCK_FREE: Record<string, string> = {
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
  svc_v3_market_universe:
    "the warm set, whose entries carry the instants they were requested at; empty here, so the same",
  svc_v2_research_read:
    "its first page is daily_prices' oldest rows, before every pinned instant; the read's bound is researchDatasets.e2e.test.ts's 'point in time'",
  svc_v3_twap_plan: "slices of the requested quantity over the requested minutes: offsets, no data",
};

/**
 * The answer without what the clock writes in every answer however the data is read: the
 * envelope's serving time (FUTURE_FIELDS), and any value that is the clock itself (its instant,
 * its Eastern date, its epoch seconds), so a route echoing the clock beside clock-blind data
 * still compares equal.
 */
function withoutTheClock(value: unknown, instant: string): unknown {
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
          .filter(([key]) => !(key in FUTURE_FIELDS))
          .map(([key, inner]) => [key, strip(inner)]),
      );
    return writings.has(String(item)) ? "<the clock>" : item;
  };
  return strip(value);
}

/** The route's answer for AAPL at `instant`, without the clock's own writings. */
async function answerAt(path: string, instant: string): Promise<{ status: number; answer: string }> {
  clock.set(instant);
  const { status, body } = await get<RestBody>(path);
  return { status, answer: JSON.stringify({ status, body: withoutTheClock(body, instant) }) };
}

describe("point-in-time harness: every route reads the request's clock", () => {
  it(`answers differently at a pinned instant than at ${NOW}, or is in CLOCK_FREE with its reason`, async () => {
    const same: string[] = [];
    for (const route of routes) {
      let differs = false;
      let served = false;
      for (const ticker of ["AAPL", "SPY"]) {
        const path = samplePath(route, ticker);
        if (path === null)
          throw new Error(`${route.name}: a required parameter has no value in SAMPLE_VALUES`);
        const now = await answerAt(path, NOW);
        served ||= now.status === 200;
        for (const instant of PINNED) {
          if ((await answerAt(path, instant)).answer !== now.answer) {
            differs = true;
            break;
          }
        }
        if (differs || !route.params.some((param) => param.name === "ticker")) break;
      }
      // A route refusing at every instant (a dataset not held: 503) serves nothing to date.
      if (!differs && served) same.push(route.name);
    }
    // Both ways: a route newly blind to the clock fails, and so does a declaration no longer true.
    // A route answering the service's own state may also differ from one call to the next while
    // anything else runs in the process (a worker's other service counting its cache hits, a
    // producer's heartbeat), so only data routes must keep their declaration true.
    const declared = Object.keys(CLOCK_FREE);
    expect({
      blindButNotDeclared: same.filter((name) => !declared.includes(name)).sort(),
      declaredButReadsTheClock: declared
        .filter((name) => CLOCK_FREE[name] !== SERVICE_STATE && !same.includes(name))
        .sort(),
    }).toEqual({ blindButNotDeclared: [], declaredButReadsTheClock: [] });
  }, 300_000);
});
