/**
 * The house book's portfolio risk (svc_v2_var, svc_v2_stress, svc_v2_crash_scenarios), the
 * correlation mesh (svc_v3_research_correlation_mesh) and Instrument.riskProfile, through REST and
 * GraphQL over real HTTP. Known answers were computed independently in Python (statistics, numpy)
 * from data/sample/prices/daily_universe.csv.gz (the signals book's picks, read from the built book),
 * prices/daily/<T>.csv (adj_close of the 12 reference tickers) as each test says. The generic route rules (401, 422 at each
 * bound, 404 unknown_ticker, envelope, OpenAPI schema) are the contract suite's.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { issueKey } from "../../gateway/access/keys.js";
import { restClient } from "../support/rest.js";
import { graphql, type TestService, test } from "../support/service.js";

const NOW = "2026-11-17T15:00:00Z";
const clock = fixedClock(NOW);
let service: TestService;

test.beforeAll(async ({ services }) => {
  service = await services.shared(import.meta.url, { clock });
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

/**
 * The house book at NOW is the signals book of 2017-11-10 (its last date): 129 LONG and 128 SHORT
 * picks. The Python below reads them from the built book (signals_book_rows, scored rows with
 * direction LONG or SHORT), weighs each side 0.5/n equally, and takes every close from
 * prices/daily_universe.csv.gz itself.
 */
type Position = { ticker: string; side: string; weight: number };

describe("the house book: the signals book's picks at the clock", () => {
  it("holds the book date's LONG and SHORT picks, each side half the gross, and names them", async () => {
    const { body } = await get("/api/v2/risk/var");
    const signal = (ticker: string) => get(`/api/v3/intel/ml_prediction/${ticker}`);
    expect(body.book_basis).toBe("signals_book");
    expect(body.book).toMatchObject({
      name: "signals_book_2017-11-10",
      book_date: "2017-11-10",
      book_date_reason: null,
      price_source: "daily_universe",
      long_positions: 129,
      short_positions: 128,
    });
    expect(body.book.note).toContain("2017-11-10");
    const positions = body.book.positions as Position[];
    expect(positions).toHaveLength(257);
    for (const position of positions) {
      expect(position.weight).toBeCloseTo(position.side === "long" ? 0.5 / 129 : 0.5 / 128, 15);
    }
    // Each side is the book's: AAPL is a SHORT pick (decile 2), JPM a LONG one (decile 8).
    const side = (ticker: string) => positions.find((p) => p.ticker === ticker)?.side;
    expect([side("AAPL"), side("JPM")]).toEqual(["short", "long"]);
    expect((await signal("AAPL")).body).toMatchObject({ direction: "SHORT", as_of: "2017-11-10" });
    expect((await signal("JPM")).body).toMatchObject({ direction: "LONG", as_of: "2017-11-10" });
    // A NEUTRAL stock (deciles 4–7) is not held.
    const neutral = await signal("IBM");
    expect(neutral.body).toMatchObject({ direction: "NEUTRAL", decile: 5 });
    expect(side("IBM")).toBeUndefined();
  });
});

describe("GET /api/v2/risk/var", () => {
  it("measures the picks' returns through the book date: stale and labelled at a later clock", async () => {
    const { status, headers, body } = await get("/api/v2/risk/var");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("5");
    // TTD, a LONG pick, is in the universe from 2016-09-21: the picks' common history (and so the
    // window) starts there, 288 returns of the 504 the window would hold.
    expect(body).toMatchObject({
      ok: true,
      book_basis: "signals_book",
      horizon_days: 1,
      confidence: 0.99,
      window_sessions: 504,
      n_obs: 288,
      window_start: "2016-09-21",
      window_end: "2017-11-10",
      as_of: "2017-11-10",
      is_stale: true,
      age_sessions: 2264,
      price_basis: "split_dividend_adjusted",
      null_reason: null,
    });
    // Python: each session's book return = Σ w × (close_t / close_t-1 − 1) over the 257 picks, on the
    // dates every pick has a close; k = ⌈288 · 0.01⌉ = 3 worst days.
    expect(body.historical).toMatchObject({
      method: "historical",
      n_obs: 288,
      tail_observations: 3,
      null_reason: null,
    });
    expect(body.historical.var).toBeCloseTo(0.004468526932884909, 12);
    expect(body.historical.cvar).toBeCloseTo(0.0059833585196520005, 12);
    // statistics.mean/stdev of the same 288 returns; NormalDist().inv_cdf(0.99).
    expect(body.parametric).toMatchObject({ method: "parametric_normal", n_obs: 288, null_reason: null });
    expect(body.parametric.var).toBeCloseTo(0.004360143750112948, 11);
    expect(body.parametric.cvar).toBeCloseTo(0.004984660920660754, 11);
  });

  it("scales to a horizon: 10 sessions at 95% over 279 overlapping scenarios", async () => {
    const { body } = await get("/api/v2/risk/var?horizon_days=10&confidence=0.95");
    // Python: products of 10 consecutive book returns, k = ⌈279 · 0.05⌉ = 14; parametric 10μ and σ√10.
    expect(body.historical).toMatchObject({ n_obs: 279, tail_observations: 14 });
    expect(body.historical.var).toBeCloseTo(0.012878481740142722, 12);
    expect(body.historical.cvar).toBeCloseTo(0.030560568015285745, 12);
    expect(body.parametric.var).toBeCloseTo(0.010313900841183544, 11);
    expect(body.parametric.cvar).toBeCloseTo(0.012749163960145108, 11);
  });

  it("reads the book of the clock's day: at 2016-06-30 16:10 ET that day's picks, fresh; the same through GraphQL", async () => {
    clock.set("2016-06-30T20:10:00Z");
    const { body } = await get("/api/v2/risk/var");
    // Python over the 2016-06-30 book (127 LONG, 126 SHORT): 413 common returns 2014-11-05..2016-06-30.
    expect(body).toMatchObject({
      book: { book_date: "2016-06-30", long_positions: 127, short_positions: 126 },
      n_obs: 413,
      window_start: "2014-11-05",
      window_end: "2016-06-30",
      as_of: "2016-06-30",
      is_stale: false,
      age_sessions: 0,
    });
    expect(body.historical).toMatchObject({ tail_observations: 5 });
    expect(body.historical.var).toBeCloseTo(0.009169218418482505, 12);
    expect(body.parametric.var).toBeCloseTo(0.009148283227196272, 11);
    const answer = await graphql(
      service,
      "{ portfolioVar(horizonDays: 1) { bookBasis nObs book { bookDate } historical { var cvar } parametric { var } } }",
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.portfolioVar).toMatchObject({
      bookBasis: "signals_book",
      nObs: 413,
      book: { bookDate: "2016-06-30" },
    });
    expect(answer.body.data.portfolioVar.historical.var).toBeCloseTo(0.009169218418482505, 12);
  });

  it("measures the reference portfolio where no signals book exists at the clock (before 2014-01-02)", async () => {
    clock.set("2013-12-31T21:10:00Z");
    const { body } = await get("/api/v2/risk/var");
    expect(body).toMatchObject({
      book_basis: "reference_portfolio",
      book: { book_date: null, book_date_reason: "reference_portfolio", price_source: "own_daily_files" },
      n_obs: 504,
      window_start: "2011-12-28",
      window_end: "2013-12-31",
      is_stale: false,
    });
    expect(body.book.positions.map((p: Position) => p.ticker)).toEqual(REFERENCE);
    expect(body.book.note).toContain("before the book's first date 2014-01-02");
    // Python: the mean of the 12 members' adj_close returns, the last 504 through 2013-12-31; k = 6.
    expect(body.historical.var).toBeCloseTo(0.023678646675171593, 12);
    expect(body.historical.cvar).toBeCloseTo(0.025324317718050035, 12);
    expect(body.parametric.var).toBeCloseTo(0.022274088177036397, 11);
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
  it("states every shock and beta, each beta over the window's returns its position holds", async () => {
    const { status, body } = await get("/api/v2/risk/stress");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      book_basis: "signals_book",
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
    // Python over the universe file, the factors' last 505 common sessions: per position
    // cov(y, SPY)/var(SPY) (ddof 1) over the returns both hold; Σ signed weight × beta × −0.1.
    expect(down10.book_return).toBeCloseTo(-0.009350789633787823, 12);
    const position = (ticker: string) =>
      down10.positions.find((p: { ticker: string }) => p.ticker === ticker);
    expect(position("AAPL")).toMatchObject({ side: "short", observations: 504 });
    expect(position("AAPL").beta).toBeCloseTo(1.0840083659174613, 12);
    expect(position("AAPL").impact).toBeCloseTo(-(0.5 / 128) * 1.0840083659174613 * -0.1, 14);
    // TTD is listed 2016-09-21 (288 returns of the window); DXCM misses one bar (502).
    expect(position("TTD")).toMatchObject({ side: "long", observations: 288 });
    expect(position("TTD").beta).toBeCloseTo(2.301035733054738, 12);
    expect(position("DXCM").observations).toBe(502);
    expect(position("DXCM").beta).toBeCloseTo(1.3261356795515884, 12);
    // Long Treasuries down 10%: the book gains 1.116%.
    const tlt = body.scenarios.find((s: { id: string }) => s.id === "long_treasuries_down_10");
    expect(tlt.book_return).toBeCloseTo(0.011158219587089712, 12);
  });
});

describe("GET /api/v2/risk/crash_scenarios", () => {
  it("lists every window that has ended, and estimates none the picks' history does not cover", async () => {
    const { status, body } = await get("/api/v2/risk/crash_scenarios");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      book_basis: "signals_book",
      price_basis: "split_dividend_adjusted",
      data_from: "2016-09-21",
      data_through: "2017-11-10",
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
    // The universe starts 2013-01-02 and ends 2017-11-10: no pick has a close in the windows before
    // or after it.
    for (const id of ["gfc_2008", "us_downgrade_2011", "q4_2018", "covid_2020", "bear_2022"]) {
      expect(byId[id], id).toMatchObject({
        sessions_held: 0,
        coverage: 0,
        book_return: null,
        null_reason: "no_book_history_in_window",
      });
    }
    // August 2015: HPE (from 2015-11-03) and TTD (from 2016-09-21) have no close in it. A re-weighted
    // remainder would be another book, so the window is listed, not estimated.
    expect(byId.china_devaluation_2015).toMatchObject({
      book_return: null,
      null_reason: "book_members_without_history_in_window:HPE,TTD",
    });
  });

  it("lists only windows that have ended by the clock", async () => {
    clock.set("2021-12-31T17:00:00Z");
    const { body } = await get("/api/v2/risk/crash_scenarios");
    expect(body.scenarios.map((s: { id: string }) => s.id)).not.toContain("bear_2022");
    expect(body.windows_listed).toContain("5 of 6");
    expect(body.data_through).toBe("2017-11-10");
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
