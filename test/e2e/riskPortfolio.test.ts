/**
 * The house book's portfolio risk (svc_v2_var, svc_v2_stress, svc_v2_crash_scenarios), the
 * correlation mesh (svc_v3_research_correlation_mesh) and Instrument.riskProfile, through REST and
 * GraphQL over real HTTP. Known answers were computed independently in Python (numpy, statistics)
 * from data/sample/prices/daily/<T>.csv (adj_close of the 12 reference tickers, 2010-01-04..2022-12-29)
 * and prices/daily_universe.csv.gz, as each test says. The generic route rules (401, 422 at each
 * bound, 404 unknown_ticker, envelope, OpenAPI schema) are the contract suite's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueKey } from "../../gateway/access/keys.js";
import { fixedClock } from "../../subgraphs/kit/clock.js";
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

const REFERENCE = [
  "AAPL",
  "ADBE",
  "AMZN",
  "CRM",
  "CSCO",
  "GOOGL",
  "IBM",
  "INTC",
  "MSFT",
  "NFLX",
  "NVDA",
  "ORCL",
];

describe("GET /api/v2/risk/var", () => {
  it("measures the reference portfolio's last 504 daily returns, historical and parametric", async () => {
    const { status, headers, body } = await get("/api/v2/risk/var");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    expect(body).toMatchObject({
      ok: true,
      book_basis: "reference_portfolio",
      horizon_days: 1,
      confidence: 0.99,
      window_sessions: 504,
      n_obs: 504,
      window_start: "2020-12-29",
      window_end: "2022-12-29",
      as_of: "2022-12-29",
      is_stale: true,
      price_basis: "split_dividend_adjusted",
      null_reason: null,
    });
    expect(body.book.positions.map((p: { ticker: string }) => p.ticker)).toEqual(REFERENCE);
    expect(body.book.positions.every((p: { weight: number; side: string }) => p.side === "long")).toBe(true);
    expect(body.book.note).toContain("signals book is not available");
    // Python: the book's return each session = mean of the 12 members' adj_close returns (equal weights,
    // rebalanced daily); the last 504 of them. k = ⌈504 · 0.01⌉ = 6 worst days.
    expect(body.historical).toMatchObject({
      method: "historical",
      n_obs: 504,
      tail_observations: 6,
      null_reason: null,
    });
    expect(body.historical.var).toBeCloseTo(0.045864543378798195, 10);
    expect(body.historical.cvar).toBeCloseTo(0.050306379600501806, 10);
    // statistics.mean/stdev of the same 504 returns; NormalDist().inv_cdf(0.99).
    expect(body.parametric).toMatchObject({ method: "parametric_normal", n_obs: 504, null_reason: null });
    expect(body.parametric.var).toBeCloseTo(0.03932223236852957, 9);
    expect(body.parametric.cvar).toBeCloseTo(0.0450445270128898, 9);
  });

  it("scales to a horizon: 10 sessions at 95% over 495 overlapping scenarios", async () => {
    const { body } = await get("/api/v2/risk/var?horizon_days=10&confidence=0.95");
    // Python: products of 10 consecutive book returns, k = ⌈495 · 0.05⌉ = 25; parametric 10μ and σ√10.
    expect(body.historical).toMatchObject({ n_obs: 495, tail_observations: 25 });
    expect(body.historical.var).toBeCloseTo(0.09324238862498879, 10);
    expect(body.historical.cvar).toBeCloseTo(0.10505313242588107, 10);
    expect(body.parametric.var).toBeCloseTo(0.08821695035653716, 9);
    expect(body.parametric.cvar).toBeCloseTo(0.11053065726553725, 9);
  });

  it("sees nothing after the clock, and the same numbers through GraphQL", async () => {
    clock.set("2021-06-30T16:00:00Z");
    const { body } = await get("/api/v2/risk/var");
    expect(body).toMatchObject({
      window_end: "2021-06-29",
      as_of: "2021-06-29",
      is_stale: false,
      age_sessions: 0,
    });
    clock.set(NOW);
    const answer = await graphql(
      service,
      "{ portfolioVar(horizonDays: 1) { bookBasis nObs historical { var cvar } parametric { var } } }",
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.portfolioVar.historical.var).toBeCloseTo(0.045864543378798195, 10);
  });

  it("is Pro and above: a Starter key is refused before anything runs", async () => {
    const { key } = await issueKey(service.warehouse.db, "starter", { plan: "starter" });
    const { status, headers, body } = await get("/api/v2/risk/var", key);
    expect(status).toBe(402);
    expect(body.detail.error_code).toBe("plan_required");
    expect(headers.get("x-credits-charged")).toBe("0");
  });
});

describe("GET /api/v2/risk/stress", () => {
  it("states every shock and beta, betas from the universe's last 504 sessions", async () => {
    const { status, body } = await get("/api/v2/risk/stress");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      book_basis: "reference_portfolio",
      universe: "daily_universe_2013_2017",
      beta_observations: 504,
      beta_window_start: "2015-11-11",
      beta_window_end: "2017-11-10",
      as_of: "2017-11-10",
      is_stale: true,
      null_reason: null,
    });
    expect(body.scenarios).toHaveLength(10);
    const down10 = body.scenarios.find((s: { id: string }) => s.id === "us_equities_down_10");
    expect(down10).toMatchObject({ factor: "SPY", shock: -0.1, book_return_reason: null });
    // numpy over the universe file: np.cov(member, SPY)/np.var(SPY, ddof=1) of daily returns 2015-11-11..2017-11-10;
    // AAPL 1.0840083659174617; mean of the 12 betas 1.1736519081473464, so the book moves -11.7365%.
    expect(down10.book_return).toBeCloseTo(-0.11736519081473465, 10);
    const aapl = down10.positions.find((p: { ticker: string }) => p.ticker === "AAPL");
    expect(aapl.beta).toBeCloseTo(1.0840083659174617, 10);
    expect(aapl.impact).toBeCloseTo((1.0840083659174617 / 12) * -0.1, 12);
    // Long Treasuries down 10%: mean beta to TLT -0.29510162883702223, so the book gains 2.95%.
    const tlt = body.scenarios.find((s: { id: string }) => s.id === "long_treasuries_down_10");
    expect(tlt.book_return).toBeCloseTo(0.029510162883702225, 10);
    expect(tlt.positions.find((p: { ticker: string }) => p.ticker === "MSFT").beta).toBeCloseTo(
      -0.2664782383000722,
      10,
    );
  });
});

describe("GET /api/v2/risk/crash_scenarios", () => {
  it("replays the covered windows, lists 2008 with its reason, states 2022's coverage", async () => {
    const { status, body } = await get("/api/v2/risk/crash_scenarios");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      book_basis: "reference_portfolio",
      price_basis: "split_dividend_adjusted",
      data_from: "2010-01-04",
      data_through: "2022-12-29",
      null_reason: null,
    });
    const byId = Object.fromEntries(body.scenarios.map((s: { id: string }) => [s.id, s]));
    expect(Object.keys(byId)).toEqual([
      "gfc_2008",
      "us_downgrade_2011",
      "china_devaluation_2015",
      "q4_2018",
      "covid_2020",
      "bear_2022",
    ]);
    // The reference tickers' files start 2010-01-04: the 2008-09..2009-03 window is not estimated.
    expect(byId.gfc_2008).toMatchObject({
      window_start: "2008-09-01",
      window_end: "2009-03-31",
      sessions_in_window: 146,
      sessions_held: 0,
      coverage: 0,
      weight_covered: 0,
      book_return: null,
      null_reason: "no_book_history_in_window",
    });
    // Python: compounded book returns 2011-07-29 → 2011-08-31 (23 sessions); running-peak drawdown.
    expect(byId.us_downgrade_2011).toMatchObject({
      sessions_in_window: 23,
      sessions_held: 23,
      coverage: 1,
      worst_day: "2011-08-08",
      null_reason: null,
    });
    expect(byId.us_downgrade_2011.book_return).toBeCloseTo(-0.06183987871303798, 10);
    expect(byId.us_downgrade_2011.max_drawdown).toBeCloseTo(0.15906403654493084, 10);
    expect(byId.us_downgrade_2011.worst_day_return).toBeCloseTo(-0.05869409550644122, 10);
    // 2022: 251 sessions, the data ends 2022-12-29, so 2022-12-30 is missing.
    expect(byId.bear_2022).toMatchObject({
      sessions_in_window: 251,
      sessions_held: 250,
      sessions_missing: ["2022-12-30"],
      last_session: "2022-12-29",
      worst_day: "2022-09-13",
    });
    expect(byId.bear_2022.coverage).toBeCloseTo(250 / 251, 12);
    expect(byId.bear_2022.book_return).toBeCloseTo(-0.3256618051028478, 10);
    expect(byId.bear_2022.max_drawdown).toBeCloseTo(0.3882425040636184, 10);
  });

  it("lists only windows that have ended by the clock", async () => {
    clock.set("2021-12-31T17:00:00Z");
    const { body } = await get("/api/v2/risk/crash_scenarios");
    expect(body.scenarios.map((s: { id: string }) => s.id)).not.toContain("bear_2022");
    expect(body.windows_listed).toContain("5 of 6");
    expect(body.data_through).toBe("2021-12-30");
  });
});

describe("GET /api/v3/research/correlation_mesh", () => {
  it("walks from the seed over 36 months of monthly returns", async () => {
    const { status, headers, body } = await get("/api/v3/research/correlation_mesh?seed=AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    // Python over the universe file: month-end closes 2014-10-31..2017-10-31 (November 2017 is
    // incomplete), all pairs with ≥ 34 shared months and |np.corrcoef| ≥ 0.6: AAPL has 13 neighbours.
    expect(body).toMatchObject({
      seed: "AAPL",
      depth: 1,
      universe: "daily_universe_2013_2017",
      window_start: "2014-10-31",
      window_end: "2017-10-31",
      months: 36,
      min_abs_correlation: 0.6,
      min_shared_months: 34,
      as_of: "2017-11-10",
      is_stale: true,
      node_count: 14,
      edge_count: 13,
    });
    expect(body.data_version).toMatch(/^[0-9a-f]{64}$/);
    expect(body.nodes[0]).toEqual({ ticker: "AAPL", depth: 0, months_held: 36 });
    const xlk = body.edges[0];
    expect(xlk).toMatchObject({ source: "AAPL", target: "XLK", shared_months: 36 });
    expect(xlk.correlation).toBeCloseTo(0.8086783443726208, 10);
  });

  it("grows with depth as the same walk in Python does", async () => {
    const two = await get("/api/v3/research/correlation_mesh?seed=AAPL&depth=2");
    expect(two.body).toMatchObject({ node_count: 108, edge_count: 316 });
    const three = await graphql(
      service,
      '{ correlationMesh(seed: "aapl", depth: 3) { seed nodeCount edgeCount } }',
    );
    expect(three.body.data.correlationMesh).toEqual({ seed: "AAPL", nodeCount: 256, edgeCount: 1829 });
  });

  it("refuses a seed with fewer than 34 monthly returns, and an unknown one, unbilled", async () => {
    // EEM is not in the universe; VST lists 2017-05-11 (5 monthly returns in the window).
    for (const [seed, held] of [
      ["EEM", 0],
      ["VST", 5],
    ] as const) {
      const { status, headers, body } = await get(`/api/v3/research/correlation_mesh?seed=${seed}`);
      expect(status).toBe(404);
      expect(headers.get("x-credits-charged")).toBe("0");
      expect(body.detail).toMatchObject({ error_code: "seed_not_in_universe", seed, monthly_returns: held });
    }
    const unknown = await get("/api/v3/research/correlation_mesh?seed=ZZZZQ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    expect(unknown.headers.get("x-credits-charged")).toBe("0");
  });

  it("sees only the months complete at the clock", async () => {
    clock.set("2016-06-15T16:00:00Z");
    const { body } = await get("/api/v3/research/correlation_mesh?seed=AAPL");
    expect(body).toMatchObject({ window_start: "2013-05-31", window_end: "2016-05-31", as_of: "2016-06-14" });
  });
});

describe("Instrument.riskProfile: one query for a ticker's risk view", () => {
  const QUERY = `query ($t: [String!]!) { instruments(tickers: $t) { ticker closeHistory { basis dates closes }
    riskProfile { annualisedVolatility var95 var99 cvar95 maxDrawdown sharpe observations windowStart windowEnd
      priceBasis reason betaToSpy betaReason correlationNeighbours { ticker correlation } correlationNeighboursReason } } }`;

  it("answers as it did through @requires: the same numbers from market's reader", async () => {
    const { body } = await graphql(service, QUERY, { t: ["AAPL", "JPM", "SPY", "X:BTCUSD"] });
    expect(body.errors).toBeUndefined();
    for (const instrument of body.data.instruments) {
      // market's closeHistory is the last 300 closes; the profile's window is the last 253 of them.
      const { dates, closes } = instrument.closeHistory;
      const profile = instrument.riskProfile;
      expect(profile.windowStart, instrument.ticker).toBe(dates.at(-253));
      expect(profile.windowEnd, instrument.ticker).toBe(dates.at(-1));
      expect(profile.observations).toBe(252);
      // Recomputed here from market's closes: the sample std of log returns × √252.
      const window = closes.slice(-253) as number[];
      const logs = window.slice(1).map((close, i) => Math.log(close / (window[i] as number)));
      const mean = logs.reduce((sum, r) => sum + r, 0) / logs.length;
      const std = Math.sqrt(logs.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (logs.length - 1));
      expect(profile.annualisedVolatility, instrument.ticker).toBeCloseTo(std * Math.sqrt(252), 12);
    }
    const [aapl, jpm, , btc] = body.data.instruments;
    expect(aapl.riskProfile.priceBasis).toBe(aapl.closeHistory.basis);
    // market labels the Stooq files' adj_close "same_as_close"; the reader states their basis.
    expect(jpm.closeHistory.basis).toBe("same_as_close");
    expect(jpm.riskProfile.priceBasis).toBe("split_dividend_adjusted");
    expect(aapl.riskProfile.betaToSpy).toBeCloseTo(1.2649114689905485, 10);
    expect(aapl.riskProfile.correlationNeighbours[0].ticker).toBe("XLK");
    expect(btc.riskProfile).toMatchObject({
      betaReason: "not_in_universe",
      correlationNeighboursReason: "not_in_universe",
    });
  });
});
