/**
 * svc_v3_cpcv, svc_v3_kelly_uncertainty and svc_v3_risk_historical_var_scenario through REST and
 * GraphQL over real HTTP: their known answers, and every named refusal the spec gives them (the
 * cross-field rules, the body's shape, the tail rule, unmapped permnos), each unbilled. The
 * single-parameter bounds are the contract suite's. The VaR scenario's figures were computed
 * independently in Python from data/sample/prices/daily/AAPL.csv and MSFT.csv (adj_close returns).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

let service: TestService;
const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
beforeEach(() => clock.set(NOW));
test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
});
afterAll(async () => service?.stop());

const { get, post } = restClient(() => service);

/** `count` returns alternating +2% / -1%. */
const alternating = (count: number) => Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 0.02 : -0.01));

describe("POST /api/v3/validation/cpcv", () => {
  it("splits into C(n_groups, k) purged splits and reports the Sharpe dispersion", async () => {
    const { status, headers, body } = await post("/api/v3/validation/cpcv", {
      returns: alternating(100),
      n_groups: 5,
    });
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    expect(body).toMatchObject({
      n_obs: 100,
      n_groups: 5,
      k: 2,
      embargo_days: 5,
      label_span: 1,
      annualisation: 252,
      n_splits: 10,
      n_paths: 4,
      is_out_of_sample_test: false,
    });
    expect(body.note).toContain("Not an out-of-sample test");
    expect(body.groups[4]).toEqual({ group: 4, start: 80, end: 99, observations: 20 });
    // Split (0, 2): test 0..19 and 40..59; embargo 20..24 and 60..64; training 25..39 and 65..99.
    const split = body.splits.find((s: { test_groups: number[] }) => s.test_groups.join() === "0,2");
    expect(split).toMatchObject({ test_observations: 40, train_observations: 50, purged: 0, embargoed: 10 });
    // Every subsample of an even-length run of +2%/-1% pairs has mean 0.005 and the same spread.
    expect(body.test_sharpe.counted).toBe(10);
    expect(body.test_sharpe.std).toBeCloseTo(0, 9);
  });

  it("answers the same through GraphQL, the default 45 splits of 10 groups", async () => {
    const { body } = await graphql(
      service,
      "query ($r: [Float!]!) { cpcv(returns: $r) { nSplits nPaths groups { observations } } }",
      {
        r: alternating(120),
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.cpcv.nSplits).toBe(45);
    expect(body.data.cpcv.nPaths).toBe(9);
    expect(body.data.cpcv.groups.map((g: { observations: number }) => g.observations)).toEqual(
      Array(10).fill(12),
    );
  });

  it.each([
    ["returns", "returns_at_least_max_3x_n_groups_100", { returns: alternating(99) }],
    ["k", "k_at_most_n_groups_minus_1", { returns: alternating(100), n_groups: 5, k: 5 }],
    ["k", "n_splits_at_most_2000", { returns: alternating(100), n_groups: 16, k: 8 }],
  ])("refuses a broken rule with a 422 naming %s and the rule %s, unbilled", async (parameter, rule, body) => {
    const answer = await post("/api/v3/validation/cpcv", body);
    expect(answer.status).toBe(422);
    expect(answer.headers.get("x-credits-charged")).toBe("0");
    expect(answer.body.detail).toMatchObject({ error_code: "validation_error", parameter, rule });
  });

  it("accepts C(n_groups, k) of 1,001 and refuses 20,001 returns", async () => {
    const ok = await post("/api/v3/validation/cpcv", { returns: alternating(100), n_groups: 14, k: 4 });
    expect(ok.status).toBe(200);
    expect(ok.body.n_splits).toBe(1001);
    const tooMany = await post("/api/v3/validation/cpcv", { returns: alternating(20_001) });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail.parameter).toBe("returns");
  });

  it("applies the same rules to GraphQL callers", async () => {
    const { body } = await graphql(service, "{ cpcv(returns: [0.01, 0.02], nGroups: 3) { nSplits } }");
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "returns", rule: "returns_at_least_max_3x_n_groups_100" },
    });
  });
});

describe("GET /api/v3/validation/{ticker}/kelly_uncertainty", () => {
  it("reads the ticker's book row and withholds the size: the book is stale and an ordering, μ is missing", async () => {
    const { status, headers, body } = await get("/api/v3/validation/AAPL/kelly_uncertainty");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    expect(body).toMatchObject({
      ticker: "AAPL",
      kelly_fraction: null,
      kelly_fraction_status: "withheld",
      kelly_fraction_cap: 0.25,
      withheld: true,
      withheld_reasons: ["book_stale", "magnitude_unsupported", "missing_input"],
      missing_inputs: ["expected_return", "expected_return_std_error", "horizon_days"],
      book_basis: "signals_book",
      book_status: "available",
      // The newest book date (2017-11-10) is 2,264 NYSE sessions before the clock's last final close.
      book_date: "2017-11-10",
      book_age_sessions: 2264,
      book_is_stale: true,
      point_estimate_supported: false,
      book_row_reason: null,
    });
    // The row is the signals book's, as signals serves it.
    const signal = (await get("/api/v3/intel/ml_prediction/AAPL")).body;
    expect(body.book_row).toEqual({
      blended_score: signal.blended_score,
      rank: signal.rank,
      decile: signal.decile,
      direction: signal.direction,
    });
    expect(body.book_row).toMatchObject({ rank: 384, decile: 2, direction: "SHORT" });
    expect(body.warning).toContain("2264 sessions old");
    expect(body.warning).toContain("not return forecasts");
    expect(body.inputs).toMatchObject({
      expected_return: null,
      variance_observations: 252,
      variance_window_start: "2021-12-29",
      variance_window_end: "2022-12-29",
      null_reasons: { expected_return: "magnitude_unsupported" },
    });
    // statistics.variance of AAPL's last 252 adj_close simple returns.
    expect(body.inputs.daily_return_variance).toBeCloseTo(0.0005037365011654419, 12);
  });

  it("is stale past 2 sessions: the 2017-11-10 book is fresh at 2017-11-14's close, stale at 2017-11-15's", async () => {
    clock.set("2017-11-14T21:10:00Z");
    const fresh = (await get("/api/v3/validation/AAPL/kelly_uncertainty")).body;
    expect(fresh).toMatchObject({
      book_date: "2017-11-10",
      book_age_sessions: 2,
      book_is_stale: false,
      withheld_reasons: ["magnitude_unsupported", "missing_input"],
    });
    clock.set("2017-11-15T21:10:00Z");
    const stale = (await get("/api/v3/validation/AAPL/kelly_uncertainty")).body;
    expect(stale).toMatchObject({ book_age_sessions: 3, book_is_stale: true });
    expect(stale.withheld_reasons).toEqual(["book_stale", "magnitude_unsupported", "missing_input"]);
  });

  it("says why a ticker the book does not score has no row, and why there is no book before its first date", async () => {
    const spy = (await get("/api/v3/validation/SPY/kelly_uncertainty")).body;
    expect(spy).toMatchObject({
      book_row: null,
      book_row_reason: "no_row_on_book_date",
      kelly_fraction: null,
    });
    clock.set("2013-12-31T21:10:00Z");
    const early = (await get("/api/v3/validation/AAPL/kelly_uncertainty")).body;
    expect(early).toMatchObject({
      book_status: "unavailable",
      book_date: null,
      book_row: null,
      book_row_reason: "book_unavailable",
      withheld_reasons: ["book_unavailable", "missing_input"],
      null_reasons: { book_date: "book_unavailable" },
      inputs: { null_reasons: { expected_return: "book_unavailable" } },
    });
    expect(early.warning).toContain("before the book's first date 2014-01-02");
  });

  it("is the same field on Instrument", async () => {
    const { body } = await graphql(
      service,
      '{ instrument(ticker: "MSFT") { kellyUncertainty { kellyFraction withheldReasons bookRow { direction } } } }',
    );
    expect(body.data.instrument.kellyUncertainty).toEqual({
      kellyFraction: null,
      withheldReasons: ["book_stale", "magnitude_unsupported", "missing_input"],
      bookRow: { direction: "SHORT" },
    });
  });
});

describe("POST /api/v3/risk/historical_var_scenario", () => {
  /** AAPL's and MSFT's adj_close returns 2018-01-03..2022-12-29 (1,257 sessions), from the CSVs. */
  function suppliedReturns() {
    const read = (ticker: string) =>
      readFileSync(new URL(`../../data/sample/prices/daily/${ticker}.csv`, import.meta.url), "utf8")
        .trim()
        .split("\n")
        .slice(1)
        .map((line) => line.split(","))
        .map(([date, , , , , adj]) => ({ date: date as string, close: Number(adj) }));
    const returnsOf = (rows: { date: string; close: number }[]) =>
      rows.flatMap((row, i) =>
        i > 0 && row.date >= "2018-01-03" ? [row.close / (rows[i - 1]?.close as number) - 1] : [],
      );
    const aapl = read("AAPL");
    return {
      dates: aapl.filter((row) => row.date >= "2018-01-03").map((row) => row.date),
      aapl: returnsOf(aapl),
      msft: returnsOf(read("MSFT")),
    };
  }
  const history = suppliedReturns();
  const portfolio = {
    snapshot_id: "book-1",
    as_of: "2022-12-30T21:00:00Z",
    nav_usd: 1_000_000,
    cash_usd: 700_000,
    positions: [
      { permno: 14593, side: "long", market_value_usd: 600_000 },
      { permno: 10107, side: "short", market_value_usd: 300_000 },
    ],
  };
  const supplied = {
    kind: "supplied_total_returns",
    source_label: "data/sample adj_close",
    return_basis: "total_return_including_distributions_and_delisting",
    dates: history.dates,
    series: [
      { permno: 14593, values: history.aapl },
      { permno: 10107, values: history.msft },
    ],
  };

  it("VaR and expected shortfall on non-overlapping 5-session scenarios", async () => {
    const { status, headers, body } = await post("/api/v3/risk/historical_var_scenario", {
      portfolio,
      history: supplied,
      horizon_sessions: 5,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    // Python: 1,257 returns → 251 blocks of 5 back from 2022-12-29, the 2 oldest dropped; block P&L
    // 0.6·(Π(1+r_AAPL) - 1) - 0.3·(Π(1+r_MSFT) - 1); k = ⌈251 · 0.05⌉ = 13.
    expect(body).toMatchObject({
      snapshot_id: "book-1",
      portfolio_as_of: "2022-12-30T21:00:00Z",
      history_kind: "supplied_total_returns",
      confidence: 0.95,
      horizon_sessions: 5,
      observations: 1257,
      scenarios: 251,
      dropped_observations: 2,
      tail_observations: 13,
      first_date: "2018-01-05",
      last_date: "2022-12-29",
      gross_exposure_usd: 900_000,
      net_exposure_usd: 300_000,
      research_only: true,
    });
    expect(body.positions).toEqual([
      { permno: 14593, side: "long", market_value_usd: 600_000, weight: 0.6 },
      { permno: 10107, side: "short", market_value_usd: 300_000, weight: -0.3 },
    ]);
    expect(body.var).toBeCloseTo(0.03689996029953289, 10);
    expect(body.var_usd).toBeCloseTo(36_899.96029953289, 4);
    expect(body.expected_shortfall).toBeCloseTo(0.0455001391128238, 10);
    expect(body.worst_scenario).toMatchObject({ start: "2020-03-16", end: "2020-03-20" });
    expect(body.worst_scenario.loss).toBeCloseTo(0.06461221259227241, 10);
  });

  it("refuses fewer than ten tail observations with the reason, unbilled", async () => {
    const short = {
      ...supplied,
      dates: history.dates.slice(-180),
      series: supplied.series.map((s) => ({ ...s, values: s.values.slice(-180) })),
    };
    const { status, headers, body } = await post("/api/v3/risk/historical_var_scenario", {
      portfolio,
      history: short,
    });
    expect(status).toBe(422);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "validation_error",
      parameter: "history",
      reason: "insufficient_tail_observations",
      scenarios: 180,
      tail_observations: 9,
      required_tail_observations: 10,
    });
  });

  it("refuses permnos it cannot map for an archive history, naming them", async () => {
    const { status, body } = await post("/api/v3/risk/historical_var_scenario", {
      portfolio,
      history: { kind: "warehouse_archive", start: "2018-01-02", end: "2022-12-29" },
    });
    expect(status).toBe(422);
    expect(body.detail).toMatchObject({
      parameter: "portfolio.positions",
      reason: "no_permno_map_held",
      unmapped_permnos: ["14593", "10107"],
    });
    expect(body.detail.error_message).toContain("14593, 10107");
  });

  it.each([
    [
      "portfolio.positions[0].side",
      {
        portfolio: { ...portfolio, positions: [{ ...portfolio.positions[0], side: "flat" }] },
        history: supplied,
      },
    ],
    ["portfolio.extra", { portfolio: { ...portfolio, extra: 1 }, history: supplied }],
    [
      "history.series[0].values[3]",
      {
        portfolio,
        history: {
          ...supplied,
          series: [{ permno: 14593, values: [0, 0, 0, -2, ...history.aapl.slice(4)] }, supplied.series[1]],
        },
      },
    ],
    ["history.kind", { portfolio, history: { ...supplied, kind: "vendor_feed" } }],
    [
      "history.dates",
      {
        portfolio,
        history: { kind: "warehouse_archive", start: "2018-01-02", end: "2022-12-29", dates: [] },
      },
    ],
    ["portfolio.positions[1].permno", { portfolio, history: { ...supplied, series: [supplied.series[0]] } }],
  ])("refuses a body whose %s is wrong, naming it", async (parameter, body) => {
    const answer = await post("/api/v3/risk/historical_var_scenario", body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    expect(answer.body.detail).toMatchObject({ error_code: "validation_error", parameter });
    expect(answer.headers.get("x-credits-charged")).toBe("0");
  });

  it("names an impossible date invalid_date and an inverted range invalid_date_range", async () => {
    const bad = await post("/api/v3/risk/historical_var_scenario", {
      portfolio,
      history: { kind: "warehouse_archive", start: "2022-02-30", end: "2022-12-29" },
    });
    expect(bad.body.detail).toMatchObject({ error_code: "invalid_date", parameter: "history.start" });
    const inverted = await post("/api/v3/risk/historical_var_scenario", {
      portfolio,
      history: { kind: "warehouse_archive", start: "2022-12-29", end: "2018-01-02" },
    });
    expect(inverted.body.detail).toMatchObject({
      error_code: "invalid_date_range",
      parameter: "history.end",
    });
  });

  it("reads the same JSON objects from GraphQL callers", async () => {
    const { body } = await graphql(
      service,
      "query ($p: JSONObject!, $h: JSONObject!) { historicalVarScenario(portfolio: $p, history: $h, horizonSessions: 5) { var tailObservations } }",
      { p: portfolio, h: supplied },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.historicalVarScenario.tailObservations).toBe(13);
    expect(body.data.historicalVarScenario.var).toBeCloseTo(0.03689996029953289, 10);
    const refused = await graphql(
      service,
      "query ($p: JSONObject!, $h: JSONObject!) { historicalVarScenario(portfolio: $p, history: $h) { var } }",
      { p: { ...portfolio, nav_usd: -1 }, h: supplied },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "validation_error",
      extra: { parameter: "portfolio.nav_usd" },
    });
  });
});
