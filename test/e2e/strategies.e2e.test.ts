/**
 * The strategy library's routes (signals) through REST and GraphQL over real HTTP, on the
 * warehouse the test template built (the library's derived product included).
 *
 * Known answer recomputed here, independently of the engine: sma_crossover on SPY read straight
 * from data/sample/prices/daily_universe.csv.gz — long 100% while the 50-session mean close is
 * above the 200-session one (decided at each close, held from the next session), costs as
 * documented (0.5 bp commission, the half-spread of SPY's 21-session ADV bucket, impact
 * σ21 · √(|Δw| · $10m / ADV21)). Over the whole universe: first invested 2013-10-16, 1,027 daily
 * returns, Sharpe 0.774670050645848 (the same loop in numpy gives the same to 15 digits).
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { computeStrategyLibrary } from "../../subgraphs/signals/data/strategyLibraryBuild.js";
import { narrowTo } from "../../warehouse/views.js";
import { restClient } from "../support/rest.js";
import { graphql, startTestService, type TestService } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

beforeAll(async () => {
  service = await startTestService({ clock, replay: false });
});
afterAll(async () => service?.stop());
beforeEach(() => clock.set(NOW));

const { get } = restClient(() => service);

/** SPY's SMA-cross backtest, written from the documented rules alone: net returns by date. */
function smaCrossSpy(): { dates: string[]; net: number[]; first: number } {
  const text = gunzipSync(
    readFileSync(new URL("../../data/sample/prices/daily_universe.csv.gz", import.meta.url)),
  ).toString("utf8");
  const rows = text
    .split("\n")
    .filter((line) => line.startsWith("SPY,"))
    .map((line) => line.split(","));
  const dates = rows.map((row) => row[1] as string);
  const close = rows.map((row) => Number(row[5]));
  const dollarVolume = rows.map((row) => Number(row[5]) * Number(row[6]));
  const ret = close.map((c, t) => (t === 0 ? Number.NaN : c / (close[t - 1] as number) - 1));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const cost = (t: number, trade: number) => {
    const lo = Math.max(0, t - 20);
    const adv = mean(dollarVolume.slice(lo, t + 1));
    const r = ret.slice(Math.max(1, lo), t + 1);
    const m = mean(r);
    const sigma = r.length >= 2 ? Math.sqrt(r.reduce((s, x) => s + (x - m) ** 2, 0) / (r.length - 1)) : 0;
    const halfSpreadBps = adv >= 1e9 ? 1 : adv >= 1e8 ? 2 : adv >= 1e7 ? 5 : 10;
    const size = Math.abs(trade);
    return size * (0.5e-4 + halfSpreadBps * 1e-4 + sigma * Math.sqrt((size * 1e7) / adv));
  };
  let w = 0;
  let first = -1;
  const net: number[] = [];
  for (let t = 0; t < close.length; t++) {
    const gross = t > 0 && w !== 0 ? w * (ret[t] as number) : 0;
    if (gross !== 0) w = (w * (1 + (ret[t] as number))) / (1 + gross);
    const target = t >= 199 && mean(close.slice(t - 49, t + 1)) > mean(close.slice(t - 199, t + 1)) ? 1 : 0;
    const c = Math.abs(target - w) > 1e-12 ? cost(t, target - w) : 0;
    w = target;
    if (first < 0 && w !== 0) first = t;
    net.push(gross - c);
  }
  return { dates, net, first };
}

function sharpe(returns: number[]): number {
  const m = returns.reduce((s, x) => s + x, 0) / returns.length;
  const sd = Math.sqrt(returns.reduce((s, x) => s + (x - m) ** 2, 0) / (returns.length - 1));
  return (m / sd) * Math.sqrt(252);
}

describe("GET /api/v3/strategies", () => {
  it("lists the 21 strategies with their families, rules, parameters and configurations", async () => {
    const { status, headers, body } = await get("/api/v3/strategies");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({ ok: true, count: 21, universe: "daily_universe_2013_2017" });
    expect(body.families).toEqual([
      "momentum",
      "mean_reversion",
      "low_risk",
      "trend",
      "allocation",
      "seasonality",
    ]);
    const sma = body.items.find((item: { name: string }) => item.name === "sma_crossover");
    expect(sma).toMatchObject({
      family: "trend",
      schedule: "daily",
      parameters: { ticker: "SPY", fast_days: 50, slow_days: 200 },
      configurations: [
        { variant: "default", run_id: "sma_crossover.default" },
        { variant: "fast_days_20_slow_days_100", run_id: "sma_crossover.fast_days_20_slow_days_100" },
        { variant: "fast_days_10_slow_days_50", run_id: "sma_crossover.fast_days_10_slow_days_50" },
      ],
    });
    expect(body.cost_model).toMatchObject({
      commission_bps: 0.5,
      impact_coefficient: 1,
      capital_usd: 10_000_000,
    });
    const pairs = body.items.find((item: { name: string }) => item.name === "pairs_cointegration");
    expect(pairs.rules.join(" ")).toContain("Engle–Granger");
  });
});

describe("GET /api/v3/strategies/{strategy_name}/metrics", () => {
  it("sma_crossover: the Sharpe ratio the independent loop over the raw file gives", async () => {
    const { dates, net, first } = smaCrossSpy();
    const expected = sharpe(net.slice(first));
    expect(expected).toBeCloseTo(0.774670050645848, 12);
    const { status, headers, body } = await get("/api/v3/strategies/sma_crossover/metrics");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({
      strategy: "sma_crossover",
      family: "trend",
      run_id: "sma_crossover.default",
      as_of: "2017-11-10",
      is_stale: true,
      window_start: dates[first],
      window_end: "2017-11-10",
      window_reason: null,
    });
    expect(body.metrics.n_obs).toBe(1027);
    expect(body.metrics.sharpe).toBeCloseTo(expected, 12);
    expect(body.metrics.null_reasons).toEqual({});
    expect(body.yearly.map((year: { year: number }) => year.year)).toEqual([2013, 2014, 2015, 2016, 2017]);
  });

  it("through an earlier clock: the window ends at the newest session visible, with the same Sharpe as data to then", async () => {
    // 2015-12-31 17:00 ET: that day's close is final (16:05), the next session's is not.
    clock.set("2015-12-31T22:00:00Z");
    const { dates, net, first } = smaCrossSpy();
    const end = dates.indexOf("2015-12-31");
    const { body } = await get("/api/v3/strategies/sma_crossover/metrics");
    expect(body).toMatchObject({ as_of: "2015-12-31", window_end: "2015-12-31", is_stale: false });
    expect(body.metrics.n_obs).toBe(end - first + 1);
    expect(body.metrics.sharpe).toBeCloseTo(sharpe(net.slice(first, end + 1)), 12);
  });

  it("before the strategy's first decision: an empty window, every null with its reason", async () => {
    clock.set("2013-06-03T12:00:00Z");
    const { status, body } = await get("/api/v3/strategies/sma_crossover/metrics");
    expect(status).toBe(200);
    expect(body).toMatchObject({ window_start: null, window_reason: "no_observations_by_clock", yearly: [] });
    expect(body.metrics).toMatchObject({ n_obs: 0, sharpe: null });
    expect(body.metrics.null_reasons.sharpe).toBe("fewer_than_2_observations");
  });

  it("pairs_cointegration notes which pair each year traded and its Engle–Granger statistic", async () => {
    const { body } = await get("/api/v3/strategies/pairs_cointegration/metrics");
    expect(
      body.decision_notes.map((note: Record<string, unknown>) => [note.date, note.best_pair, note.traded]),
    ).toEqual([
      ["2015-01-02", "MCD/YUM", true],
      ["2016-01-04", "V/MA", true],
      ["2017-01-03", "LMT/NOC", true],
    ]);
    expect(body.decision_notes[0].adf_statistic).toBeLessThan(body.decision_notes[0].critical_5pct);
    clock.set("2016-06-01T12:00:00Z");
    const earlier = (await get("/api/v3/strategies/pairs_cointegration/metrics")).body;
    expect(earlier.decision_notes.map((note: { date: string }) => note.date)).toEqual([
      "2015-01-02",
      "2016-01-04",
    ]);
  });
});

describe("GET /api/v3/strategies/{strategy_name}/signals", () => {
  it("sma_crossover: the book of its latest trading decision (SPY bought on 2016-04-20's close)", async () => {
    const { status, headers, body } = await get("/api/v3/strategies/sma_crossover/signals");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      strategy: "sma_crossover",
      as_of: "2017-11-10",
      signal_date: "2016-04-20",
      count: 1,
      gross_exposure: 1,
      items: [{ ticker: "SPY", weight: 1, previous_weight: 0, side: "long", change: "opened" }],
      closed: [],
    });
  });

  it("through the clock: at 2015-10-01 the latest decision sold SPY (2015-09-03)", async () => {
    clock.set("2015-10-01T12:00:00Z");
    const { body } = await get("/api/v3/strategies/sma_crossover/signals");
    expect(body).toMatchObject({
      as_of: "2015-09-30",
      signal_date: "2015-09-03",
      count: 0,
      items: [],
      closed: [{ ticker: "SPY", weight: 0, previous_weight: 1, side: "flat", change: "closed" }],
    });
    clock.set("2013-06-03T12:00:00Z");
    expect((await get("/api/v3/strategies/sma_crossover/signals")).body).toMatchObject({
      signal_date: null,
      signal_date_reason: "no_decision_by_clock",
      count: 0,
    });
  });

  it("cross_sectional_momentum: a dollar-neutral book, limit caps the items", async () => {
    const { body } = await get("/api/v3/strategies/cross_sectional_momentum/signals?limit=5");
    expect(body.signal_date).toBe("2017-11-01");
    expect(body.returned).toBe(5);
    expect(body.items).toHaveLength(5);
    expect(body.long_count).toBe(body.short_count);
    expect(body.count).toBe(body.long_count + body.short_count);
    expect(body.net_exposure).toBeCloseTo(0, 12);
    expect(body.gross_exposure).toBeCloseTo(1, 12);
  });

  it("404 not_found for a strategy not in the library, not billed", async () => {
    for (const path of [
      "/api/v3/strategies/value_quality/signals",
      "/api/v3/strategies/value_quality/metrics",
    ]) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(404);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "not_found", strategy_name: "value_quality" });
    }
  });
});

describe("GET /api/v3/backtest/runs and /runs/{run_id}", () => {
  it("lists the 63 runs with parameters, data digest and status, each default first", async () => {
    const { status, body } = await get("/api/v3/backtest/runs?limit=3");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 63, returned: 3 });
    expect(body.lifecycle.map((state: string) => state.split(":")[0])).toEqual([
      "queued",
      "running",
      "completed",
      "failed",
      "replaced",
    ]);
    expect(body.items[0]).toMatchObject({
      run_id: "bollinger_breakout.default",
      is_default: true,
      status: "completed",
      status_reason: null,
      universe: "daily_universe_2013_2017",
      data_from: "2013-01-02",
      data_through: "2017-11-10",
      submitted_at: "2017-11-10T21:05:00.000Z",
      parameters: { band_days: 20, width: 2 },
    });
    expect(body.items[0].universe_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(body.items[0].trial_id).toBe(
      `bollinger_breakout.default@${body.items[0].universe_digest.slice(0, 12)}`,
    );
  });

  it("one run in full: its metrics recomputed from its series agree with its summary", async () => {
    const { status, body } = await get("/api/v3/backtest/runs/sma_crossover.default");
    expect(status).toBe(200);
    expect(body.run).toMatchObject({ run_id: "sma_crossover.default", obs_from: "2013-10-16", n_obs: 1027 });
    expect(body.run.sharpe).toBeCloseTo(0.774670050645848, 12);
    expect(body.metrics.sharpe).toBe(body.run.sharpe);
    expect(body.latest_book).toEqual({
      date: "2016-04-20",
      positions: [{ ticker: "SPY", weight: 1, previous_weight: 0, side: "long", change: "opened" }],
    });
    const variant = (await get("/api/v3/backtest/runs/sma_crossover.fast_days_10_slow_days_50")).body;
    expect(variant).toMatchObject({
      latest_book: null,
      latest_book_reason: "books_kept_for_default_runs_only",
    });
  });

  it("a run exists once its data was complete: none before 2017-11-10 16:05 ET; an unknown run is 404", async () => {
    const unknown = await get("/api/v3/backtest/runs/no_such.default");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
    expect(unknown.body.detail).toMatchObject({ error_code: "not_found", run_id: "no_such.default" });
    clock.set("2017-11-10T21:04:00Z");
    expect((await get("/api/v3/backtest/runs")).body).toMatchObject({ count: 0, items: [] });
    expect((await get("/api/v3/backtest/runs/sma_crossover.default")).status).toBe(404);
  });
});

describe("the lab", () => {
  it("every strategy is backtested, none deployed", async () => {
    const { body } = await get("/api/v3/lab/strategies");
    expect(body.count).toBe(21);
    expect(body.stages.map((stage: string) => stage.split(":")[0])).toEqual([
      "research",
      "backtested",
      "paper",
      "live",
    ]);
    expect(new Set(body.items.map((item: { stage: string }) => item.stage))).toEqual(new Set(["backtested"]));
    const sma = body.items.find((item: { strategy: string }) => item.strategy === "sma_crossover");
    expect(sma).toMatchObject({
      runs: 3,
      completed_runs: 3,
      deployed: false,
      default_run_id: "sma_crossover.default",
    });
    expect(sma.default_sharpe).toBeCloseTo(0.774670050645848, 12);
    clock.set("2017-01-03T12:00:00Z");
    const early = (await get("/api/v3/lab/strategies")).body.items[0];
    expect(early).toMatchObject({ stage: "research", stage_reason: "no_run_registered_by_clock", runs: 0 });
  });

  it("deployments: a real empty list, said so", async () => {
    const { status, headers, body } = await get("/api/v3/lab/deployments");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("4");
    expect(body).toMatchObject({ count: 0, items: [], paper_trading: false, live_trading: false });
    expect(body.note).toContain("Nothing is deployed");
  });
});

describe("research routes from the trial registry", () => {
  it("alpha discoveries: registered trials clearing min_ir, best first, undeflated", async () => {
    const trials = (await get("/api/v3/validation/trials?limit=1000")).body.items as { sharpe: number }[];
    const { status, body } = await get("/api/v2/research/alpha_discoveries?limit=500");
    expect(status).toBe(200);
    expect(body).toMatchObject({ source: "dsr_registry", min_ir: 0.5, registry_trials: 63 });
    expect(body.count).toBe(trials.filter((trial) => trial.sharpe >= 0.5).length);
    const sharpes = body.items.map((item: { sharpe: number }) => item.sharpe);
    expect(sharpes).toEqual([...sharpes].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({ deflated: false, strategy: "equal_weight_universe" });
    expect(body.items[0].information_ratio).toBe(body.items[0].sharpe);
    const none = await get("/api/v2/research/alpha_discoveries?min_ir=10");
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ count: 0, items: [] });
  });

  it("strategy evolution: the registry's trial counts per family", async () => {
    const { body } = await get("/api/v2/research/strategy_evolution");
    expect(body).toMatchObject({ source: "dsr_registry_families", count: 6, registry_trials: 63 });
    expect(
      body.items.map((item: { strategy_family: string; n_trials: number }) => [
        item.strategy_family,
        item.n_trials,
      ]),
    ).toEqual(
      [
        ["mean_reversion", 12],
        ["momentum", 15],
        ["trend", 15],
        ["allocation", 9],
        ["low_risk", 9],
        ["seasonality", 3],
      ].sort((a, b) => (b[1] as number) - (a[1] as number) || ((a[0] as string) < (b[0] as string) ? -1 : 1)),
    );
  });
});

describe("GraphQL", () => {
  it("answers the library, a metric and a signal in one operation", async () => {
    const { body } = await graphql(
      service,
      `{ strategies { count }
         strategyMetrics(strategyName: "sma_crossover") { metrics { sharpe nObs } }
         strategySignals(strategyName: "sma_crossover") { signalDate items { ticker weight } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.strategies.count).toBe(21);
    expect(body.data.strategyMetrics.metrics).toMatchObject({ nObs: 1027 });
    expect(body.data.strategyMetrics.metrics.sharpe).toBeCloseTo(0.774670050645848, 12);
    expect(body.data.strategySignals).toEqual({
      signalDate: "2016-04-20",
      items: [{ ticker: "SPY", weight: 1 }],
    });
    const missing = await graphql(service, `{ strategyMetrics(strategyName: "nope") { runId } }`);
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: "not_found", status: 404 });
  });
});

describe("the library's build (derived product strategy_library)", () => {
  async function tables() {
    const db = service.warehouse.db;
    return {
      runs: await db.selectFrom("backtest_runs").selectAll().orderBy("run_id").execute(),
      series: await db.selectFrom("backtest_series").selectAll().orderBy("run_id").execute(),
      books: await db.selectFrom("backtest_books").selectAll().orderBy("run_id").orderBy("date").execute(),
      trials: await db.selectFrom("strategy_trials").selectAll().orderBy("trial_id").execute(),
    };
  }

  it("re-run on the same data writes exactly the same rows and registers no new trial", async () => {
    const before = await tables();
    expect(before.runs).toHaveLength(63);
    expect(before.trials).toHaveLength(63);
    const write = await computeStrategyLibrary(narrowTo("signals", service.warehouse.db));
    await service.warehouse.db.transaction().execute((trx) => write(narrowTo("signals", trx)));
    expect(await tables()).toEqual(before);
    expect((await get("/api/v3/validation/trial_count")).body.count).toBe(63);
  });

  it("while it is not current for the data the warehouse holds, its routes answer 503 snapshot_cold, not billed", async () => {
    const db = service.warehouse.db;
    // A newly ingested file changes the data version; the library was built for the previous one.
    await db
      .insertInto("ingested_files")
      .values({ path: "prices/new.csv", sha256: "0".repeat(64), adapter: "test", rows: 1, ingested_at: NOW })
      .execute();
    try {
      for (const path of [
        "/api/v3/strategies/sma_crossover/signals",
        "/api/v3/strategies/sma_crossover/metrics",
        "/api/v3/backtest/runs",
        "/api/v3/backtest/runs/sma_crossover.default",
        "/api/v3/lab/strategies",
      ]) {
        const { status, headers, body } = await get(path);
        expect(status, path).toBe(503);
        expect(headers.get("x-credits-charged")).toBe("0");
        expect(body.detail.error_code).toBe("snapshot_cold");
      }
      // The library's definitions are code, not data: still served.
      expect((await get("/api/v3/strategies")).status).toBe(200);
    } finally {
      await db.deleteFrom("ingested_files").where("path", "=", "prices/new.csv").execute();
    }
    expect((await get("/api/v3/backtest/runs")).status).toBe(200);
  });
});
