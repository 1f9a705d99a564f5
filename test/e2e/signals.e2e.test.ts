/**
 * The signals book's routes through the REST shim and GraphQL, over real HTTP: one stock's row
 * (ml_prediction, ml_drivers, voter_attribution), the multi-horizon batch, the optimizer's weights,
 * status and ready, each with its named refusals, staleness under pinned clocks, and a cold book.
 *
 * Known answers: AAPL's voter values are python3 passes over data/sample/prices/daily_universe.csv.gz
 * (/tmp-free: the formulas of subgraphs/signals/domain/voters.test.ts), as of 2017-11-10 —
 *   momentum_12_1 155.34 / 106.08 - 1 = 0.4643665158371042 (closes of 2017-10-10 and 2016-11-10)
 *   reversal_1m 174.67 / 155.34 - 1 = 0.12443671945410051
 *   low_volatility 0.17406696181419398, trend_sma200 174.67 / 148.6888 - 1 = 0.1747354205562226,
 *   rsi_14 75.00356249314255, volume_surge 27,688,172.8 / 28,402,082.8 = 0.9748641673560645,
 *   high_52w_proximity 174.67 / 175.61 = 0.9946472296566253
 * and as of 2016-06-30 those of voters.test.ts. Ranks, deciles and contributions are checked
 * against the book's own rows read independently here (the whole cross-section of the date).
 * The generic route rules (401, 422 at the bounds, 404 unknown_ticker) are the contract suite's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE_DIR, loadCatalogue } from "../../catalogue/catalogue.js";
import { fixedClock } from "../../core/clock.js";
import { bookRows, openBook } from "../../subgraphs/signals/data/signalsBook.js";
import { momentum12_1 } from "../../subgraphs/signals/domain/momentum.js";
import { MAX_BATCH_TICKERS } from "../../subgraphs/signals/resolvers/multiHorizon.js";
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

const AAPL_2017_11_10 = {
  momentum_12_1: 0.4643665158371042,
  reversal_1m: 0.12443671945410051,
  low_volatility: 0.17406696181419398,
  trend_sma200: 0.1747354205562226,
  rsi_14: 75.00356249314255,
  volume_surge: 0.9748641673560645,
  high_52w_proximity: 0.9946472296566253,
};

const AAPL_2016_06_30 = {
  momentum_12_1: -0.18355054302422724,
  reversal_1m: -0.0473452097125725,
  low_volatility: 0.23655762488722587,
  trend_sma200: -0.08188461667607794,
  rsi_14: 47.67207799529187,
  volume_surge: 1.1525811949863478,
  high_52w_proximity: 0.7387288740776006,
};

type Voter = { voter: string; value: number; percentile: number; weight: number; contribution: number };

function expectVoters(voters: Voter[], expected: Record<string, number>) {
  expect(voters.map((v) => v.voter)).toEqual(Object.keys(expected));
  for (const v of voters) expect(v.value, v.voter).toBeCloseTo(expected[v.voter]!, 10);
}

/** The book's scored rows of the date the clock sees, read through the reader (independent of the routes). */
async function bookOf(through: string) {
  const opened = await openBook(service.warehouse.db, through);
  if (opened.status !== "ready") throw new Error(`no book at ${through}`);
  return (await bookRows(service.warehouse.db, opened.book)).filter((row) => row.blendedScore !== null);
}

describe("GET /api/v3/intel/ml_prediction/{ticker}", () => {
  it("AAPL: its row of the 2017-11-10 book, stale years later, predicted_return_pct = blended_score × 100", async () => {
    const { status, headers, body } = await get("/api/v3/intel/ml_prediction/AAPL");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      ok: true,
      ticker: "AAPL",
      universe: "daily_universe_2013_2017",
      as_of: "2017-11-10",
      as_of_ts: Date.parse("2017-11-10T21:00:00Z") / 1000,
      is_stale: true,
      stale_reason: "book_older_than_2_sessions",
      point_estimate_supported: false,
      interval_lo: null,
      interval_hi: null,
      interval_horizon_days: 1,
      interval_horizon_matches_ordering: false,
      withheld: { interval_lo: "uncalibrated_point_estimate", interval_hi: "uncalibrated_point_estimate" },
      decile_convention: "10_is_best",
      ranked_count: 429,
      voters_used: 7,
      flags: [],
      weights_as_of: "2017-11-10",
      weights_basis: "ic_weighted",
      signal_quality_mode: "ordering_only",
      not_a_forecast: true,
    });
    expect(body.book_age_sessions).toBeGreaterThan(2200);
    expect(body.predicted_return_pct).toBe(body.blended_score * 100);
    expectVoters(body.voters, AAPL_2017_11_10);
    const sum = body.voters.reduce((total: number, v: Voter) => total + v.contribution, 0);
    expect(sum).toBeCloseTo(body.blended_score, 12);
    // Its place in the book: one more than the stocks scored above it, deciles 10 best.
    const book = await bookOf("2017-11-10");
    const above = book.filter((row) => row.blendedScore! > body.blended_score).length;
    expect(body.rank).toBe(above + 1);
    expect(body.percentile).toBeCloseTo((100 * (429 - body.rank)) / 428, 12);
    expect(body.decile).toBe(Math.ceil((10 * (429 - body.rank + 1)) / 429));
    expect(body.direction).toBe(body.decile >= 8 ? "LONG" : body.decile <= 3 ? "SHORT" : "NEUTRAL");
    expect(body.conviction).toBeCloseTo(Math.abs(body.percentile - 50) / 50, 12);
  });

  it("serves the book date the clock sees: at 2016-07-01 12:00 ET the 2016-06-30 book, fresh", async () => {
    clock.set("2016-07-01T16:00:00Z");
    const { status, body } = await get("/api/v3/intel/ml_prediction/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2016-06-30",
      book_age_sessions: 0,
      is_stale: false,
      stale_reason: null,
    });
    expectVoters(body.voters, AAPL_2016_06_30);
  });

  it("has no book before 2014-01-02: 503 dataset_unavailable no_book_as_of_clock, not billed", async () => {
    clock.set("2013-12-31T15:00:00Z");
    const { status, headers, body } = await get("/api/v3/intel/ml_prediction/AAPL");
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      reason: "no_book_as_of_clock",
      first_book_date: "2014-01-02",
    });
  });

  it.each([
    ["META", "not_in_universe"],
    ["SPY", "etf_not_ranked"],
    ["VST", "insufficient_history"],
  ])("%s: the book has no scored row — 503 dataset_unavailable %s, not billed", async (ticker, reason) => {
    const { status, headers, body } = await get(`/api/v3/intel/ml_prediction/${ticker}`);
    expect(status).toBe(503);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail).toMatchObject({
      error_code: "dataset_unavailable",
      ticker,
      dataset: "signals_book",
      reason,
      book_date: "2017-11-10",
    });
  });

  it.each([
    "/api/v3/intel/ml_prediction/X:BTCUSD",
    "/api/v3/intel/ml_drivers/X:BTCUSD",
    "/api/v3/intel/voter_attribution/X:BTCUSD",
    "/api/v2/predict/X:BTCUSD/intervals",
  ])("%s: 404 crypto_model_unavailable, not billed", async (path) => {
    const { status, headers, body } = await get(path);
    expect(status).toBe(404);
    expect(headers.get("x-credits-charged")).toBe("0");
    expect(body.detail.error_code).toBe("crypto_model_unavailable");
  });
});

describe("GET /api/v3/intel/ml_drivers/{ticker}", () => {
  it("AAPL: the voters by the size of their contribution, shares summing to 1", async () => {
    const { status, body } = await get("/api/v3/intel/ml_drivers/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticker: "AAPL", as_of: "2017-11-10", weights_basis: "ic_weighted" });
    const sizes = body.drivers.map((d: { contribution: number }) => Math.abs(d.contribution));
    expect(sizes).toEqual([...sizes].sort((a: number, b: number) => b - a));
    const shares = body.drivers.reduce((sum: number, d: { share: number }) => sum + d.share, 0);
    expect(shares).toBeCloseTo(1, 12);
    for (const d of body.drivers) {
      expect(d.effect).toBe(d.contribution > 0 ? "raises" : d.contribution < 0 ? "lowers" : "none");
      expect(d.value).toBeCloseTo(AAPL_2017_11_10[d.voter as keyof typeof AAPL_2017_11_10], 10);
    }
    expect(body.raised_by).toEqual(
      body.drivers.filter((d: { effect: string }) => d.effect === "raises").map((d: Voter) => d.voter),
    );
    expect(body.lowered_by).toEqual(
      body.drivers.filter((d: { effect: string }) => d.effect === "lowers").map((d: Voter) => d.voter),
    );
  });
});

describe("GET /api/v3/intel/voter_attribution/{ticker}", () => {
  it("AAPL: contributions sum to the score; its change since 21 book dates before splits by voter", async () => {
    const { status, body } = await get("/api/v3/intel/voter_attribution/AAPL");
    expect(status).toBe(200);
    // 21 sessions before 2017-11-10 on the universe's calendar.
    expect(body).toMatchObject({
      ticker: "AAPL",
      as_of: "2017-11-10",
      compared_as_of: "2017-10-12",
      horizon_sessions: 21,
    });
    expect(body.sum_of_contributions).toBeCloseTo(body.blended_score, 12);
    const before = (await bookOf("2017-10-12")).find((row) => row.ticker === "AAPL")!;
    expect(body.compared_blended_score).toBeCloseTo(before.blendedScore!, 12);
    expect(body.score_change).toBeCloseTo(body.blended_score - before.blendedScore!, 12);
    const changes = body.voters.reduce(
      (sum: number, v: { contribution_change: number }) => sum + v.contribution_change,
      0,
    );
    expect(changes).toBeCloseTo(body.score_change, 12);
    expect(body.voters[0]).toMatchObject({ voter: "momentum_12_1", prior_weight: before.voters[0]!.weight });
  });

  it("has nothing to compare with in the book's first month, and says why", async () => {
    clock.set("2014-01-10T21:05:00Z");
    const { status, body } = await get("/api/v3/intel/voter_attribution/AAPL");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2014-01-10",
      compared_as_of: null,
      compared_blended_score: null,
      score_change: null,
      null_reasons: {
        compared_as_of: "fewer_than_21_book_dates_before",
        compared_blended_score: "fewer_than_21_book_dates_before",
        score_change: "fewer_than_21_book_dates_before",
      },
    });
    expect(body.voters[0].null_reasons.prior_contribution).toBe("fewer_than_21_book_dates_before");
  });
});

describe("GET /api/v2/predict/multi_horizon", () => {
  it("puts every symbol in rows or missing_tickers, never both; only 1m carries a leg", async () => {
    const tickers = "aapl,SPY,META,X:BTCUSD,ZZZZQ,VST,MSFT,AAPL";
    const { status, headers, body } = await get(`/api/v2/predict/multi_horizon?tickers=${tickers}`);
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      as_of: "2017-11-10",
      is_stale: true,
      horizons: ["1m", "3m", "1y"],
      modelled_horizons: ["1m"],
      ranked_count: 429,
      count: 2,
      missing_tickers: ["SPY", "META", "X:BTCUSD", "ZZZZQ", "VST"],
      missing: [
        { ticker: "SPY", reason: "etf_not_ranked" },
        { ticker: "META", reason: "not_in_universe" },
        { ticker: "X:BTCUSD", reason: "crypto_model_unavailable" },
        { ticker: "ZZZZQ", reason: "unknown_ticker" },
        { ticker: "VST", reason: "insufficient_history" },
      ],
    });
    expect(body.rows.map((row: { ticker: string }) => row.ticker)).toEqual(["AAPL", "MSFT"]);
    const [aapl] = body.rows;
    expect(aapl.horizons.map((h: { horizon: string }) => h.horizon)).toEqual(["1m", "3m", "1y"]);
    expect(aapl.horizons[1]).toEqual({ horizon: "3m", leg: null, leg_reason: "horizon_not_modelled" });
    const single = (await get("/api/v3/intel/ml_prediction/AAPL")).body;
    expect(aapl.horizons[0]).toEqual({
      horizon: "1m",
      leg: {
        blended_score: single.blended_score,
        predicted_return_pct: single.predicted_return_pct,
        point_estimate_supported: false,
        interval_lo: null,
        interval_hi: null,
        withheld: { interval_lo: "uncalibrated_point_estimate", interval_hi: "uncalibrated_point_estimate" },
        rank: single.rank,
        decile: single.decile,
        percentile: single.percentile,
        direction: single.direction,
        conviction: single.conviction,
      },
      leg_reason: null,
    });
  });

  it("takes the horizons asked, in order; refuses an unknown one with a 422 naming horizons", async () => {
    const ok = await get("/api/v2/predict/multi_horizon?tickers=AAPL&horizons=1y,1d,1m,1d");
    expect(ok.body.horizons).toEqual(["1y", "1d", "1m"]);
    expect(ok.body.rows[0].horizons.map((h: { leg: unknown }) => h.leg !== null)).toEqual([
      false,
      false,
      true,
    ]);
    const bad = await get("/api/v2/predict/multi_horizon?tickers=AAPL&horizons=1m,2w");
    expect(bad.status).toBe(422);
    expect(bad.headers.get("x-credits-charged")).toBe("0");
    expect(bad.body.detail).toMatchObject({ error_code: "validation_error", parameter: "horizons" });
  });

  it("is 404 unknown_ticker only when every symbol is unknown; 422 past 200 symbols", async () => {
    const unknown = await get("/api/v2/predict/multi_horizon?tickers=ZZZZQ,ZZZZR");
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail.error_code).toBe("unknown_ticker");
    const many = Array.from({ length: MAX_BATCH_TICKERS + 1 }, (_, i) => `T${i}`).join(",");
    const tooMany = await get(`/api/v2/predict/multi_horizon?tickers=${many}`);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail.parameter).toBe("tickers");
    // GraphQL callers meet the resolver's own bound, which the catalogue's REST cap equals.
    const limits = loadCatalogue(CATALOGUE_DIR).find(
      (entry) => entry.name === "svc_v2_multi_horizon_batch",
    )?.limits;
    expect(limits).toEqual({ tickers: { min_items: 1, max_items: MAX_BATCH_TICKERS } });
    const tickers = Array.from({ length: MAX_BATCH_TICKERS + 1 }, (_, i) => `T${i}`);
    const { body } = await graphql(
      service,
      "query($t: [String!]!) { multiHorizonPredictions(tickers: $t) { count } }",
      {
        t: tickers,
      },
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "validation_error" });
  });
});

describe("GET /api/v3/optimizer/latest", () => {
  it("the weights as of the book date, summing to 1, from ICs realised 21 sessions before", async () => {
    const { status, headers, body } = await get("/api/v3/optimizer/latest");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      as_of: "2017-11-10",
      method: "ic_weighted_spearman",
      basis: "ic_weighted",
      horizon_sessions: 21,
      ic_window: 252,
      min_ic_observations: 63,
      ic_window_first: "2016-10-13",
      ic_window_last: "2017-10-12",
      is_stale: true,
      stale_reason: "book_older_than_2_sessions",
      freshness: {
        as_of: "2017-11-10",
        stale_after_sessions: 2,
        last_final_close: "2026-11-16",
        status: "stale",
      },
    });
    const total = body.weights.reduce((sum: number, w: { weight: number }) => sum + w.weight, 0);
    expect(total).toBeCloseTo(1, 12);
    const positive = body.weights.filter((w: { mean_ic: number }) => w.mean_ic > 0);
    const icSum = positive.reduce((sum: number, w: { mean_ic: number }) => sum + w.mean_ic, 0);
    for (const w of body.weights) expect(w.weight).toBeCloseTo(Math.max(w.mean_ic, 0) / icSum, 12);
  });

  it("is fresh for 2 sessions after the last book date and stale from the third (NYSE calendar)", async () => {
    // 2017-11-10 is a Friday: Monday 13th and Tuesday 14th closes make 2 sessions, Wednesday 15th 3.
    clock.set("2017-11-14T21:05:00Z");
    expect((await get("/api/v3/optimizer/latest")).body).toMatchObject({
      book_age_sessions: 2,
      is_stale: false,
      stale_reason: null,
      freshness: { age_sessions: 2, status: "fresh" },
    });
    clock.set("2017-11-15T21:05:00Z");
    expect((await get("/api/v3/optimizer/latest")).body).toMatchObject({
      book_age_sessions: 3,
      is_stale: true,
      stale_reason: "book_older_than_2_sessions",
    });
  });

  it("keeps equal weights in the book's first months (warm-up) and says so", async () => {
    clock.set("2014-01-03T21:05:00Z");
    const { body } = await get("/api/v3/optimizer/latest");
    expect(body).toMatchObject({
      as_of: "2014-01-03",
      basis: "equal_weight_warmup",
      ic_window_first: null,
      ic_window_last: null,
      null_reasons: { ic_window_first: "no_ic_realised_yet", ic_window_last: "no_ic_realised_yet" },
    });
    for (const w of body.weights) expect(w.weight).toBeCloseTo(1 / 7, 15);
  });
});

describe("GET /api/status and /api/ready", () => {
  it("green for a servable book at most 2 sessions old, amber when older; 0 credits", async () => {
    clock.set("2017-11-14T21:05:00Z");
    const green = await get("/api/status");
    expect(green.status).toBe(200);
    expect(green.headers.get("x-credits-charged")).toBe("0");
    expect(green.body).toMatchObject({
      status: "green",
      reason: null,
      servable: true,
      stale_after_sessions: 2,
      last_final_close: "2017-11-14",
      first_book_date: "2014-01-02",
      book: { as_of: "2017-11-10", book_age_sessions: 2, is_stale: false, members: 432, scored: 429 },
    });
    expect((await get("/api/ready")).body).toMatchObject({ ready: true, status: "green", reason: null });
    clock.set("2017-11-15T21:05:00Z");
    expect((await get("/api/status")).body).toMatchObject({
      status: "amber",
      reason: "book_stale",
      servable: true,
    });
    const ready = await get("/api/ready");
    expect(ready.headers.get("x-credits-charged")).toBe("0");
    expect(ready.body).toMatchObject({
      ready: false,
      status: "amber",
      reason: "book_stale",
      book_age_sessions: 3,
    });
  });

  it("red before the first book date", async () => {
    clock.set("2013-06-03T15:00:00Z");
    expect((await get("/api/status")).body).toMatchObject({
      status: "red",
      reason: "no_book_as_of_clock",
      servable: false,
      book: null,
      first_book_date: "2014-01-02",
    });
    expect((await get("/api/ready")).body).toMatchObject({
      ready: false,
      reason: "no_book_as_of_clock",
      as_of: null,
    });
  });
});

describe("a book not built from the data held now", () => {
  it("answers 503 snapshot_cold (retry, not billed) on every book route; status and ready say red", async () => {
    const db = service.warehouse.db;
    await db
      .insertInto("ingested_files")
      .values({ path: "prices/new.csv", sha256: "00", adapter: "test", rows: 1, ingested_at: NOW })
      .execute();
    try {
      for (const path of [
        "/api/v3/intel/ml_prediction/AAPL",
        "/api/v2/predict/multi_horizon?tickers=AAPL",
        "/api/v2/predict/AAPL/intervals",
        "/api/v3/optimizer/latest",
      ]) {
        const { status, headers, body } = await get(path);
        expect(status, path).toBe(503);
        expect(headers.get("x-credits-charged")).toBe("0");
        expect(headers.get("retry-after")).toBe("30");
        expect(body.detail).toMatchObject({ error_code: "snapshot_cold", dataset: "signals_book" });
      }
      expect((await get("/api/status")).body).toMatchObject({
        status: "red",
        reason: "snapshot_cold",
        book: null,
      });
      expect((await get("/api/ready")).body).toMatchObject({ ready: false, reason: "snapshot_cold" });
    } finally {
      await db.deleteFrom("ingested_files").where("path", "=", "prices/new.csv").execute();
    }
  });
});

describe("GraphQL", () => {
  it("Instrument.signal joins the model's view to the instrument; a symbol it does not score nulls only that field", async () => {
    const { body } = await graphql(
      service,
      `{ aapl: instrument(ticker: "AAPL") { name signal { asOf blendedScore decile voters { voter contribution } } }
         meta: instrument(ticker: "META") { name signal { decile } }
         signal(ticker: "AAPL") { blendedScore predictedReturnPct withheld } }`,
    );
    const rest = (await get("/api/v3/intel/ml_prediction/AAPL")).body;
    expect(body.data.aapl.signal).toMatchObject({
      asOf: "2017-11-10",
      blendedScore: rest.blended_score,
      decile: rest.decile,
    });
    expect(body.data.aapl.signal.voters.map((v: Voter) => v.contribution)).toEqual(
      rest.voters.map((v: Voter) => v.contribution),
    );
    expect(body.data.signal).toMatchObject({
      predictedReturnPct: rest.predicted_return_pct,
      withheld: { intervalLo: "uncalibrated_point_estimate", intervalHi: "uncalibrated_point_estimate" },
    });
    expect(body.data.meta).toEqual({ name: expect.any(String), signal: null });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "dataset_unavailable" });
  });

  it("momentum reads market's closes itself and answers as before: 12-1 momentum of Instrument.closeHistory", async () => {
    const { body } = await graphql(
      service,
      `{ instrument(ticker: "AAPL") { closeHistory { basis dates closes }
           momentum { value startDate endDate startClose endClose asOf priceBasis } } }`,
    );
    const { closeHistory, momentum } = body.data.instrument;
    const closes = closeHistory.dates.map((date: string, i: number) => ({
      date,
      close: closeHistory.closes[i],
    }));
    const expected = momentum12_1(closes);
    expect(momentum).toMatchObject({
      value: expected.value,
      startDate: expected.startDate,
      endDate: expected.endDate,
      startClose: expected.startClose,
      endClose: expected.endClose,
      asOf: expected.asOf,
      priceBasis: closeHistory.basis,
    });
  });
});
