/**
 * svc_v2_intervals: split-conformal bands for the next-session return (docs/SIGNALS.md "Conformal
 * intervals"), through REST and GraphQL, and the measured coverage the method achieves.
 *
 * Tolerances, stated: one book date's coverage is measured on one 21-date test window, which a
 * market-wide shock moves a lot (0.73..0.98 at alpha 0.1 over the bundled history), so the route's
 * answer is held within 0.05 of 1 − alpha; averaged over every test window of the history (40
 * non-overlapping windows, 2014-08..2017-11) the coverage is held within 0.02 of 1 − alpha.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock.js";
import { calibrationFromHistory } from "../../subgraphs/signals/data/calibration.js";
import { bookDates, openBook, scoreHistory } from "../../subgraphs/signals/data/signalsBook.js";
import {
  conformalQuantile,
  coverage,
  TEST_DATES,
  WINDOW_DATES,
} from "../../subgraphs/signals/domain/conformal.js";
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

const ROUTE_TOLERANCE = 0.05;
const AVERAGE_TOLERANCE = 0.02;

describe("GET /api/v2/predict/{ticker}/intervals", () => {
  it("AAPL at alpha 0.1: a calibrated band for the next session with its measured coverage", async () => {
    const { status, headers, body } = await get("/api/v2/predict/AAPL/intervals?alpha=0.1");
    expect(status).toBe(200);
    expect(headers.get("x-credits-charged")).toBe("3");
    expect(body).toMatchObject({
      ticker: "AAPL",
      as_of: "2017-11-10",
      is_stale: true,
      alpha: 0.1,
      coverage_target: 0.9,
      horizon_days: 1,
      interval_horizon_matches_ordering: false,
      point_estimate_supported: false,
      null_reasons: {},
      calibration: {
        method: "split_conformal_normalized_residuals",
        // 147 book dates before 2017-11-10: 63 to fit, 63 to calibrate, the newest 21 to test.
        fit: { from: "2017-04-13", through: "2017-07-13", dates: 63 },
        calibration: { from: "2017-07-14", through: "2017-10-11", dates: 63 },
        test: { from: "2017-10-12", through: "2017-11-09", dates: 21 },
      },
    });
    expect(body.calibration.calibration.pairs).toBeGreaterThan(26_000);
    expect(body.calibration.test.pairs).toBeGreaterThan(8_900);
    expect(Math.abs(body.empirical_coverage - 0.9)).toBeLessThanOrEqual(ROUTE_TOLERANCE);
    expect(body.coverage_gap).toBeCloseTo(body.empirical_coverage - 0.9, 12);
    // The band: the centre ± quantile, in units of AAPL's daily volatility (63-session figure ÷ √252).
    const prediction = (await get("/api/v3/intel/ml_prediction/AAPL")).body;
    const lowVol = prediction.voters.find((v: { voter: string }) => v.voter === "low_volatility").value;
    expect(body.sigma_daily_pct).toBeCloseTo((100 * lowVol) / Math.sqrt(252), 12);
    expect(body.band_lower_pct).toBeCloseTo(body.band_center_pct - body.quantile * body.sigma_daily_pct, 10);
    expect(body.band_upper_pct).toBeCloseTo(body.band_center_pct + body.quantile * body.sigma_daily_pct, 10);
    const { intercept, slope } = body.calibration;
    expect(body.band_center_pct).toBeCloseTo(
      body.sigma_daily_pct * (intercept + slope * body.blended_score),
      10,
    );
  });

  it("widens as alpha falls, coverage following; the bounds 0.01 and 0.5 are accepted", async () => {
    const answers = [];
    for (const alpha of [0.5, 0.2, 0.1, 0.05, 0.01]) {
      const { status, body } = await get(`/api/v2/predict/AAPL/intervals?alpha=${alpha}`);
      expect(status).toBe(200);
      answers.push(body);
    }
    for (let i = 1; i < answers.length; i++) {
      expect(answers[i].quantile).toBeGreaterThan(answers[i - 1].quantile);
      expect(answers[i].empirical_coverage).toBeGreaterThanOrEqual(answers[i - 1].empirical_coverage);
    }
    expect(answers.at(-1).coverage_target).toBeCloseTo(0.99, 12);
  });

  it("has no band before 147 book dates are realised, and says why", async () => {
    // The book starts 2014-01-02; 2014-06-02 has some 100 book dates before it.
    clock.set("2014-06-02T21:05:00Z");
    const { status, body } = await get("/api/v2/predict/AAPL/intervals");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      as_of: "2014-06-02",
      band_lower_pct: null,
      band_upper_pct: null,
      empirical_coverage: null,
      calibration: null,
      null_reasons: {
        band_lower_pct: "insufficient_calibration_history",
        empirical_coverage: "insufficient_calibration_history",
        calibration: "insufficient_calibration_history",
      },
    });
  });

  it("is the same operation on Query and Instrument", async () => {
    const rest = (await get("/api/v2/predict/AAPL/intervals?alpha=0.2")).body;
    const { body } = await graphql(
      service,
      `{ predictionIntervals(ticker: "AAPL", alpha: 0.2) { bandLowerPct empiricalCoverage }
         instrument(ticker: "AAPL") { predictionIntervals(alpha: 0.2) { bandUpperPct } } }`,
    );
    expect(body.data.predictionIntervals).toEqual({
      bandLowerPct: rest.band_lower_pct,
      empiricalCoverage: rest.empirical_coverage,
    });
    expect(body.data.instrument.predictionIntervals.bandUpperPct).toBe(rest.band_upper_pct);
  });
});

describe("measured coverage over the bundled history", () => {
  it("averages within 0.02 of 1 − alpha over every non-overlapping 21-date test window", async () => {
    const db = service.warehouse.db;
    const opened = await openBook(db, "2017-11-10");
    if (opened.status !== "ready") throw new Error("book not ready");
    const rows = await scoreHistory(db, opened.book, { voters: ["low_volatility"] });
    const dates = await bookDates(db, opened.book);
    // Book dates whose test windows tile the history back from the last: 2017-11-10, 21 before, …
    const ends: string[] = [];
    for (let k = dates.length - 1; k >= WINDOW_DATES; k -= TEST_DATES) ends.push(dates[k]!);
    expect(ends).toHaveLength(40);
    const alphas = [0.05, 0.1, 0.2, 0.5];
    const measured = new Map(alphas.map((alpha) => [alpha, [] as number[]]));
    for (const end of ends) {
      const first = dates[dates.indexOf(end) - WINDOW_DATES]!;
      const calibration = calibrationFromHistory(rows.filter((row) => row.date >= first && row.date <= end));
      if (calibration.model === null) throw new Error(`no calibration at ${end}`);
      for (const alpha of alphas) {
        const q = conformalQuantile(calibration.model.calibration, alpha)!;
        measured.get(alpha)!.push(coverage(calibration.model.test, q));
      }
    }
    for (const alpha of alphas) {
      const values = measured.get(alpha)!;
      const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
      if (process.env.COVERAGE_REPORT)
        console.log(`alpha ${alpha}: mean ${mean} min ${Math.min(...values)} max ${Math.max(...values)}`);
      expect(Math.abs(mean - (1 - alpha)), `alpha ${alpha}: mean coverage ${mean}`).toBeLessThanOrEqual(
        AVERAGE_TOLERANCE,
      );
    }
  }, 180_000);
});
