/**
 * The platform's monitoring routes (gateway/monitoring/, docs/OPERATIONS.md "Monitoring routes")
 * through REST and GraphQL on the whole service in one process, with SPY's 2023-08-03 session
 * replaying. Known answers come from the bundled data and the warehouse's own ledgers, read here
 * with SQL: data/sample/prices/daily/AAPL.csv holds 2021-12-30 (no file a later date before
 * 2021-12-31's close); the only minute quotes are SPY's 2023-08-03 (prices/minute/SPY/); the
 * signals book, the derived products and the ingest ledger are read from their tables. The
 * generic rules (401, 422 at the bounds, enums, envelope, OpenAPI) are the contract suite's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { Monitor } from "../../gateway/monitoring/monitor.js";
import { monitoringResolvers } from "../../gateway/monitoring/resolvers.js";
import { learning, signalsBook, strategyLibrary } from "../../subgraphs/signals/derived.js";
import { expectNoInternalDetail } from "../support/internalDetail.js";
import { type RestBody, restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({
    clock,
    replay: { ticker: "SPY", sessionDate: "2023-08-03", speed: 60, loop: true },
  });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

/** The datasets published every session (gateway/monitoring/cadence.ts). */
const SESSION_DATASETS = [
  "daily_prices",
  "minute_bars",
  "minute_quotes",
  "option_chains",
  "implied_vol_by_ticker",
  "treasury_par_yields",
  "vix_daily",
];

const byName = <T extends { dataset: string }>(items: T[], name: string) =>
  items.find((item) => item.dataset === name) as T;

async function ledger() {
  const db = service.warehouse.db;
  // The routes list the products in build order (signals' definition, subgraphs/signals/index.ts).
  const order = [signalsBook, strategyLibrary, learning].map((product) => product.name);
  const builds = (await db.selectFrom("derived_builds").selectAll().execute()).sort(
    (a, b) => order.indexOf(a.product) - order.indexOf(b.product),
  );
  const files = await db
    .selectFrom("ingested_files")
    .select((eb) => [eb.fn.countAll<number>().as("files"), eb.fn.sum<number>("rows").as("rows")])
    .executeTakeFirstOrThrow();
  return { builds, files: Number(files.files), rows: Number(files.rows) };
}

async function newestBookDate(through: string): Promise<string> {
  const row = await service.warehouse.db
    .selectFrom("signals_book_dates")
    .select((eb) => eb.fn.max("book_date").as("date"))
    .where("book_date", "<=", through)
    .executeTakeFirstOrThrow();
  return row.date as string;
}

describe("GET /api/data/freshness", () => {
  it("each dataset's newest date at the clock, judged by its cadence; 0 credits", async () => {
    // 2021-12-31 12:00 ET: 2021-12-31's close is not final; AAPL's 2021-12-30 bar is the newest.
    clock.set("2021-12-31T17:00:00Z");
    const { status, headers, body } = await get("/api/data/freshness");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.as_of).toBe("2021-12-31T17:00:00.000Z");
    expect(byName(body.datasets, "daily_prices")).toMatchObject({
      product: "market_data",
      last_date: "2021-12-30",
      cadence: "session_daily",
      status: "current",
      is_stale: false,
      sessions_behind: 0,
      age_days: 1,
    });
    expect(byName(body.datasets, "security_master")).toMatchObject({
      cadence: "undated",
      status: "not_judged",
      is_stale: null,
      first_date: null,
    });
    // Nothing after the clock: no dataset's newest date is after 2021-12-31.
    for (const dataset of body.datasets)
      if (dataset.last_date) expect(dataset.last_date <= "2021-12-31").toBe(true);

    const { builds, files, rows } = await ledger();
    expect(body.data_version).toBe(builds[0]?.data_version.slice(0, 12));
    expect(body.derived_products.map((p: RestBody) => [p.product, p.status, p.rows])).toEqual(
      builds.map((build) => [build.product, "current", build.rows]),
    );
    expect(body.ingest).toMatchObject({ files, rows });
    expect(body.signals_book).toMatchObject({
      status: "ready",
      date: await newestBookDate("2021-12-30"),
      is_stale: true,
      stale_reason: "book_older_than_2_sessions",
    });
    expect(body.stale_count + body.current_count + body.not_judged_count + body.empty_count).toBe(
      body.datasets.length,
    );
  });

  it("a session dataset more than one session behind is stale, with sessions and days behind", async () => {
    // 2023-08-09 11:00 ET: the last final close is 08-08; after 08-03 came 08-04, 08-07 and 08-08.
    clock.set("2023-08-09T15:00:00Z");
    const { body } = await get("/api/data/freshness");
    expect(byName(body.datasets, "minute_quotes")).toMatchObject({
      first_date: "2023-08-03",
      last_date: "2023-08-03",
      status: "stale",
      is_stale: true,
      sessions_behind: 3,
      age_days: 6,
    });
    expect(body.status).toBe("stale");

    const answer = await graphql(
      service,
      "{ dataFreshness { asOf status datasets { dataset lastDate sessionsBehind status } } }",
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.dataFreshness).toEqual({
      asOf: "2023-08-09T15:00:00.000Z",
      status: "stale",
      datasets: body.datasets.map((d: RestBody) => ({
        dataset: d.dataset,
        lastDate: d.last_date,
        sessionsBehind: d.sessions_behind,
        status: d.status,
      })),
    });
  });

  it("needs a key but no credit on any plan (spec/03 Authentication 5)", async () => {
    const { key } = await issueKey(service.warehouse.db, "free", { plan: "free" });
    const answer = await get("/api/data/freshness", key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-credits-charged")).toBe("0");
    expect((await get("/api/data/freshness", null)).status).toBe(401);
  });
});

describe("GET /api/ml/health", () => {
  it("the signal products, the book at the clock and the streams' producers; 0 credits", async () => {
    const { status, headers, body } = await get("/api/ml/health");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("0");
    const { builds } = await ledger();
    expect(body.products).toEqual(
      builds.map((build) => ({
        product: build.product,
        domain: "signals",
        status: "current",
        rows: build.rows,
        built_age_s: expect.any(Number),
        build_duration_ms: build.duration_ms,
      })),
    );
    // 2026-11-17 10:00 ET: the last final close is 2026-11-16; the book ends long before.
    expect(body.signals_book).toMatchObject({
      status: "ready",
      date: await newestBookDate("2026-11-16"),
      is_stale: true,
    });
    // This service runs no signals replay: both streams answer 503 producer_unavailable.
    expect(body.streams).toEqual([
      expect.objectContaining({ capability: "signals", status: "no_producer", producers: [] }),
      expect.objectContaining({ capability: "decisions", status: "no_producer", producers: [] }),
    ]);
    expect(body.status).toBe("degraded");
  });
});

describe("GET /api/v3/monitoring/system_health", () => {
  it("live (default): the newest health check, every component, stale data said, status degraded", async () => {
    const { status, headers, body } = await get("/api/v3/monitoring/system_health");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("1");
    expect(body).toMatchObject({
      replica: { mode: "embedded", scope: "this_replica" },
      status: "degraded",
      freshness: "live",
      as_of: "2026-11-17T15:00:00.000Z",
      snapshot: { status: "current", interval_s: 10 },
    });
    expect(body.components.map((c: RestBody) => `${c.kind} ${c.name} ${c.status}`)).toEqual([
      "warehouse warehouse ok",
      "event_bus event_bus ok",
      "subgraph market ok",
      "subgraph fundamentals ok",
      "subgraph intel ok",
      "subgraph signals ok",
      "subgraph risk ok",
      "producer market-replay-SPY-2023-08-03 ok",
      // The alerts stream's producer: this replica's monitoring (gateway/monitoring/alertsFeed.ts).
      `producer gateway-alerts-${service.monitor?.replicaId} ok`,
      "derived_product signals_book ok",
      "derived_product strategy_library ok",
      "derived_product learning ok",
    ]);
    // Every session dataset ends before 2026-11 in data/sample: all are stale at the clock.
    expect(body.data.stale_datasets).toEqual(SESSION_DATASETS);
    expect(body.status_reasons).toEqual([
      "signals_book_stale:signals_book",
      ...SESSION_DATASETS.map((name) => `dataset_stale:${name}`),
    ]);
    expect(body.alerts).toEqual({ critical: 0, error: 0, warn: 8, info: 3 });
    expectNoInternalDetail({ status, headers, body });
  });

  it("strict refuses stale data with 503 data_stale, uncharged; off serves it labelled", async () => {
    const strict = await get("/api/v3/monitoring/system_health?freshness=strict");
    expect(strict.status).toBe(503);
    expect(strict.headers.get("x-credits-charged")).toBe("0");
    expect(strict.body.detail).toMatchObject({
      error_code: "data_stale",
      freshness: "strict",
      stale_reason: "incomplete",
      components_not_ok: "",
      data_stale: [...SESSION_DATASETS, "signals_book"].join(","),
    });
    const off = await get("/api/v3/monitoring/system_health?freshness=off");
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ freshness: "off", status: "degraded" });
    const answer = await graphql(
      service,
      "{ systemHealth(freshness: off) { status components { name status } } }",
    );
    expect(answer.body.data.systemHealth.components).toHaveLength(12);
  });

  it("live refuses a missing or stale health check (the check's own age), off serves it", async () => {
    // A second monitor on the same warehouse and bus, on a wall clock this test moves.
    let now = Date.now();
    const monitor = new Monitor({
      db: service.warehouse.db,
      bus: service.bus,
      clock,
      mode: "embedded",
      subgraphNames: ["market"],
      checkIntervalMs: 60_000,
      now: () => now,
    });
    const { systemHealth } = monitoringResolvers(monitor, null).Query;
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "answered",
        (error: { extensions?: { code?: string; extra?: Record<string, unknown> } }) =>
          `${error.extensions?.code} ${error.extensions?.extra?.stale_reason}`,
      );
    expect(await code(systemHealth(null, { freshness: "live" }))).toBe("data_stale snapshot_missing");
    expect(await systemHealth(null, { freshness: "off" })).toMatchObject({
      status: "unknown",
      snapshot: { status: "missing", ageS: null },
      components: [],
    });
    const quiet = { info() {}, warn() {}, error() {} };
    await monitor.start(quiet);
    try {
      expect(await code(systemHealth(null, { freshness: "live" }))).toBe("answered");
      // Three intervals and a moment later, the newest check is stale.
      now += 3 * 60_000 + 1;
      expect(await code(systemHealth(null, { freshness: "live" }))).toBe("data_stale snapshot_stale");
      expect(await systemHealth(null, { freshness: "off" })).toMatchObject({
        snapshot: { status: "stale", ageS: 180 },
      });
    } finally {
      monitor.stop();
      await monitor.stopAlertsStream();
    }
  });
});

describe("GET /api/v3/monitoring/alerts_active", () => {
  it("every alert, most severe first; severity lists that severity and above", async () => {
    const all = await get("/api/v3/monitoring/alerts_active");
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      severity: "info",
      count: 11,
      by_severity: { critical: 0, error: 0, warn: 8, info: 3 },
      as_of: "2026-11-17T15:00:00.000Z",
    });
    expect(all.body.alerts.map((a: RestBody) => `${a.severity} ${a.id}`)).toEqual([
      "warn signals_book_stale:signals_book",
      ...SESSION_DATASETS.map((name) => `warn dataset_stale:${name}`),
      "info stream_replay:bars",
      "info stream_replay:quotes",
      "info stream_replay:ticks",
    ]);
    for (const alert of all.body.alerts) expect(Date.parse(alert.timestamp)).toBeLessThanOrEqual(Date.now());
    expect(all.body.alerts.find((a: RestBody) => a.subject === "vix_daily").message).toMatch(
      /^vix_daily: Published every session; its newest date \d{4}-\d{2}-\d{2} is \d+ sessions behind 2026-11-16/,
    );

    const warn = await get("/api/v3/monitoring/alerts_active?severity=warn");
    expect(warn.body).toMatchObject({ severity: "warn", count: 8, by_severity: all.body.by_severity });
    const error = await get("/api/v3/monitoring/alerts_active?severity=error");
    expect(error.body).toMatchObject({ count: 0, alerts: [] });

    const answer = await graphql(
      service,
      "{ activeAlerts(severity: warn) { count alerts { id severity } } }",
    );
    expect(answer.body.data.activeAlerts.count).toBe(8);
    expect(answer.body.data.activeAlerts.alerts[0]).toEqual({
      id: "signals_book_stale:signals_book",
      severity: "warn",
    });
  });
});

describe("GET /api/v3/monitoring/metrics", () => {
  const route = (body: RestBody, method: string, path: string) =>
    body.routes.find((r: RestBody) => r.method === method && r.route === path) ?? {
      requests: 0,
      errors: 0,
      client_errors: 0,
    };

  it("counts what this replica answered, per route template: requests, 5xx, 4xx, latency", async () => {
    const path = "/api/v3/monitoring/metrics?window_minutes=60";
    const before = (await get(path)).body;
    await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL");
    await get("/api/v3/fundamentals/price_snapshot?ticker=MSFT");
    await get("/api/no_such_route");
    expect((await get("/api/v3/monitoring/metrics?window_minutes=1441")).status).toBe(422);
    expect((await get("/api/v3/monitoring/system_health?freshness=strict")).status).toBe(503);
    const after = (await get(path)).body;

    // Six requests between the two reads: the first read itself, two snapshots, one unmatched
    // path (404), one refused window (422), one strict health (503).
    expect(after.requests - before.requests).toBe(6);
    expect(after.errors - before.errors).toBe(1);
    expect(after.client_errors - before.client_errors).toBe(2);
    const delta = (method: string, template: string, field: string) =>
      route(after, method, template)[field] - route(before, method, template)[field];
    expect(delta("GET", "/api/v3/fundamentals/price_snapshot", "requests")).toBe(2);
    expect(delta("GET", "(unmatched)", "client_errors")).toBe(1);
    expect(delta("GET", "/api/v3/monitoring/metrics", "requests")).toBe(2);
    expect(delta("GET", "/api/v3/monitoring/metrics", "client_errors")).toBe(1);
    expect(delta("GET", "/api/v3/monitoring/system_health", "errors")).toBe(1);
    expect(after).toMatchObject({
      window_minutes: 60,
      resolution_minutes: 1,
      latency: { status: "measured" },
      latency_buckets_ms: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000],
    });
    const snapshot = route(after, "GET", "/api/v3/fundamentals/price_snapshot");
    expect(snapshot.latency.p50_ms).toBeLessThanOrEqual(snapshot.latency.max_ms);
    expect(snapshot.latency.mean_ms).toBeGreaterThan(0);
    // No ticker, key or query string is kept: only templates.
    expect(JSON.stringify(after)).not.toMatch(/AAPL|MSFT|window_minutes=|api_key/);

    const long = await get("/api/v3/monitoring/metrics?window_minutes=1440");
    expect(long.body).toMatchObject({ window_minutes: 1440, resolution_minutes: 15 });
    expect(long.body.requests).toBeGreaterThanOrEqual(after.requests);
  });

  it("GraphQL refuses a window outside 1..1440 like REST does", async () => {
    const { body } = await graphql(service, "{ serviceMetrics(windowMinutes: 0) { requests } }");
    expect(body.errors?.[0].extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "windowMinutes" },
    });
    const ok = await graphql(
      service,
      "{ serviceMetrics(windowMinutes: 5) { windowMinutes routes { method route } } }",
    );
    expect(ok.body.data.serviceMetrics.routes).toContainEqual({ method: "POST", route: "/graphql" });
  });
});

describe("GET /api/logs", () => {
  it("recent lines by route template, never the key, the ticker or an address", async () => {
    const { key: operator } = await issueKey(service.warehouse.db, "operator", {
      plan: "free",
      operator: true,
    });
    // The key rides in the query string here: it must not reach any log line.
    const keyed = await get(`/api/v3/fundamentals/price_snapshot?ticker=AAPL&api_key=${service.key}`, null);
    expect(keyed.status).toBe(200);
    const answer = await get("/api/logs", operator);
    expect(answer.status).toBe(200);
    const { body } = answer;
    expect(body.count).toBeLessThanOrEqual(200);
    expect(body.lines[0]).toMatchObject({
      level: "info",
      event: "request",
      message: expect.stringMatching(/^GET \/api\/v3\/fundamentals\/price_snapshot 200 in [\d.]+ ms$/),
    });
    const times = body.lines.map((line: RestBody) => Date.parse(line.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const messages = body.lines.map((line: RestBody) => line.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/^Alert raised \(warn\) dataset_stale:daily_prices: /),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(/^GET \/api\/v3\/monitoring\/system_health 503 in .* \(data_stale\)$/),
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain(service.key);
    expect(text).not.toMatch(/AAPL|api_key|ticker=/);
    expectNoInternalDetail(answer);
  });

  // Issue 25 item 7: every key read every tenant's request lines.
  it("shows an account only its own requests' lines; an operator's key every line", async () => {
    const db = service.warehouse.db;
    const [a, b] = [
      await issueKey(db, "tenant a", { plan: "pro" }),
      await issueKey(db, "tenant b", { plan: "pro" }),
    ];
    const { key: operator } = await issueKey(db, "operator", { plan: "free", operator: true });
    const timeless = (lines: RestBody[]) =>
      lines.map((line) => `${line.event} ${line.message.replace(/ in [\d.]+ ms/, "")}`);
    expect((await get("/api/v3/fundamentals/price_snapshot?ticker=AAPL", a.key)).status).toBe(200);
    expect((await get("/api/v3/fundamentals/price_snapshot", a.key)).status).toBe(422);
    expect((await graphql(service, '{ priceSnapshot(ticker: "MSFT") { price } }', {}, a.key)).status).toBe(
      200,
    );
    expect((await get("/api/v3/fundamentals/income_statements?ticker=AAPL&limit=1", b.key)).status).toBe(200);
    expect((await get("/api/v3/fundamentals/income_statements?ticker=AAPL", null)).status).toBe(401);

    const seenByA = await get("/api/logs", a.key);
    expect(seenByA.status).toBe(200);
    expect(timeless(seenByA.body.lines)).toEqual([
      "request POST /graphql 200",
      "request GET /api/v3/fundamentals/price_snapshot 422",
      "request GET /api/v3/fundamentals/price_snapshot 200",
    ]);
    expect(seenByA.body).toMatchObject({
      scope: "own_requests",
      count: 3,
      kept: 3,
      written: 3,
      dropped: 0,
      withheld: 0,
    });
    // Its own read of the logs is its next line; B's, the anonymous and the operator's are never its.
    const again = await graphql(service, "{ serviceLogs { scope count lines { message } } }", {}, a.key);
    expect(again.body.data.serviceLogs.scope).toBe("own_requests");
    expect(
      timeless(again.body.data.serviceLogs.lines.map((line: RestBody) => ({ event: "request", ...line }))),
    ).toEqual([
      "request GET /api/logs 200",
      "request POST /graphql 200",
      "request GET /api/v3/fundamentals/price_snapshot 422",
      "request GET /api/v3/fundamentals/price_snapshot 200",
    ]);

    const seenByB = await get("/api/logs", b.key);
    expect(timeless(seenByB.body.lines)).toEqual(["request GET /api/v3/fundamentals/income_statements 200"]);

    const seenByOperator = await get("/api/logs", operator);
    expect(seenByOperator.body.scope).toBe("all");
    const all = timeless(seenByOperator.body.lines);
    for (const line of [
      "request GET /api/logs 200",
      "request GET /api/v3/fundamentals/income_statements 401",
      "request GET /api/v3/fundamentals/income_statements 200",
      "request POST /graphql 200",
      "request GET /api/v3/fundamentals/price_snapshot 422",
    ])
      expect(all).toContain(line);
    expect(all.some((line) => line.startsWith("alert Alert raised"))).toBe(true);
    expect(seenByOperator.body.written).toBeGreaterThan(seenByA.body.written + seenByB.body.written);
  });
});

describe("GET /api/cache/stats", () => {
  it("counts hits and misses where a cache is counted, says why where it is not", async () => {
    const stat = async (name: string) =>
      (await get("/api/cache/stats")).body.caches.find((cache: RestBody) => cache.name === name);
    const before = await stat("fundamentals.company_facts");
    // NFLX's facts (one of the seven companies with SEC facts) are read nowhere else in this file.
    await get("/api/v3/fundamentals/company_facts?ticker=NFLX");
    await get("/api/v3/fundamentals/company_facts?ticker=NFLX");
    const after = await stat("fundamentals.company_facts");
    expect(after).toMatchObject({ owner: "fundamentals", status: "counted" });
    // The first read of NFLX's facts misses, the second is answered from the cache.
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(1);
    expect(after.hit_rate).toBe(Math.round((after.hits / (after.hits + after.misses)) * 10_000) / 10_000);

    const { body } = await get("/api/cache/stats");
    const statuses = Object.fromEntries(body.caches.map((c: RestBody) => [c.name, c.status]));
    expect(statuses).toMatchObject({
      "fundamentals.company_facts": "counted",
      "risk.universe_mesh": "counted",
      "signals.per_book_date": "counted",
      "platform.data_freshness": "counted",
      request_loaders: "not_instrumented",
      derived_products: "not_instrumented",
    });
    for (const cache of body.caches.filter((c: RestBody) => c.status === "not_instrumented")) {
      expect(cache).toMatchObject({ hits: null, misses: null, hit_rate: null, note: expect.any(String) });
    }
  });
});

describe("GET /api/v3/monitoring/self_healing", () => {
  it("the derived products' builds from their ledger; no breaker in one process", async () => {
    const { status, body } = await get("/api/v3/monitoring/self_healing");
    expect(status).toBe(200);
    const { builds } = await ledger();
    const newestFirst = [...builds].sort((a, b) => Date.parse(b.built_at) - Date.parse(a.built_at));
    expect(body.events).toEqual(
      newestFirst.map((build) => ({
        timestamp: new Date(build.built_at).toISOString(),
        action: "derived_rebuild",
        subject: build.product,
        outcome: "completed",
        detail: `Built ${build.rows} rows in ${build.duration_ms} ms for data version ${build.data_version.slice(0, 12)}.`,
      })),
    );
    expect(body.count).toBe(builds.length);
    const mechanisms = Object.fromEntries(body.mechanisms.map((m: RestBody) => [m.name, m.active]));
    expect(mechanisms).toEqual({
      circuit_breakers: false,
      health_probes: false,
      store_reconnection: true,
      credit_hold_sweep: true,
      derived_rebuild: true,
    });
    expect((await get("/api/v3/monitoring/self_healing?limit=1")).body.events).toEqual(
      body.events.slice(0, 1),
    );
  });
});

describe("GET /api/v3/monitoring/api_quotas", () => {
  it("your plan, this minute's rate window and the wallet; vendors unobserved", async () => {
    const { key } = await issueKey(service.warehouse.db, "quotas", { plan: "free" });
    const first = await get("/api/v3/monitoring/api_quotas", key);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-credits-charged")).toBe("1");
    expect(first.body).toMatchObject({
      plan: "free",
      addons: [],
      rate_limit: { requests_per_minute: 30, used: 1, remaining: 29, window_s: 60, scope: "per_key" },
      // This call's credit is held while it runs, and charged once it answers.
      credits: { allowance: 1_000, spent: 0, held: 1, left: 1_000, available: 999 },
      vendors_configured: 0,
    });
    const second = await get("/api/v3/monitoring/api_quotas", key);
    expect(second.body.credits).toMatchObject({ spent: 1, held: 1, left: 999, available: 998 });
    const vendors = Object.fromEntries(second.body.vendors.map((v: RestBody) => [v.vendor, v]));
    expect(vendors.options_flow).toMatchObject({
      dataset: "options flow",
      configured: false,
      status: "unknown",
      used: null,
      limit: null,
      remaining: null,
      can_call: null,
    });
    expect(vendors.perplexity).toMatchObject({ status: "unknown", can_call: null });

    const answer = await graphql(service, "{ apiQuotas { plan rateLimit { requestsPerMinute } } }", {}, key);
    expect(answer.body.data.apiQuotas).toEqual({ plan: "free", rateLimit: { requestsPerMinute: 30 } });
  });
});
