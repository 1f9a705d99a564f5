/**
 * predictionIntervals, on Query and Instrument: svc_v2_intervals
 * (/api/v2/predict/{ticker}/intervals) — the stock's split-conformal band for its next-session
 * return at miscoverage alpha (domain/conformal.ts), from the book date's calibration
 * (data/calibration.ts), with the coverage that band width achieved on the later held-out window.
 * Same refusals as ml_prediction (data/book.ts).
 */
import { Float } from "type-graphql";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { requireSignalRow } from "../data/book.js";
import { calibrationFor, dailySigma } from "../data/calibration.js";
import { bandFor, HORIZON_DAYS } from "../domain/conformal.js";
import { Instrument } from "../types/instrument.js";
import { PredictionIntervals } from "../types/intervals.js";
import { stampOf } from "./shape.js";

const METHOD = "split_conformal_normalized_residuals";

const NOTE =
  "Split-conformal band for the return over the next session: centre from a least-squares line of " +
  "volatility-scaled returns on blended_score, half-width the calibration window's (n+1)(1−alpha) quantile " +
  "of |scaled residuals|, measured on a later held-out window (empirical_coverage). Coverage holds on " +
  "average across stocks and dates, not for each stock. docs/SIGNALS.md.";

export const PredictionIntervalsResolver = instrumentOperation<"signals", { alpha: number }>(Instrument, {
  field: "predictionIntervals",
  summary:
    "a split-conformal band for the stock's next-session return at miscoverage alpha, with its measured coverage.",
  instrumentDescription: (operation) => `Conformal band for the next-session return (${operation}).`,
  returns: () => PredictionIntervals,
  args: {
    alpha: {
      type: () => Float,
      default: 0.1,
      range: [0.01, 0.5],
      description: "Miscoverage: the band aims to hold the next-session return 1 − alpha of the time.",
    },
  },
  async resolve(ctx, instrument, { alpha }): Promise<PredictionIntervals> {
    const { served, row } = await requireSignalRow(ctx, instrument);
    const calibration = await calibrationFor(ctx.db, served.book);
    const sigma = dailySigma(row.voters.find((voter) => voter.voter === "low_volatility")?.value);
    const band =
      calibration.model !== null && sigma !== null
        ? bandFor(calibration.model, alpha, row.blendedScore, sigma)
        : null;
    const nullReasons: Record<string, string> = {};
    const reason =
      calibration.model === null
        ? calibration.reason
        : sigma === null
          ? "no_volatility_on_book_date"
          : "alpha_too_small_for_calibration_window";
    if (band === null) {
      for (const field of [
        "bandLowerPct",
        "bandUpperPct",
        "bandCenterPct",
        "quantile",
        "empiricalCoverage",
        "coverageGap",
      ]) {
        nullReasons[field] = reason;
      }
    }
    if (sigma === null) nullReasons.sigmaDailyPct = "no_volatility_on_book_date";
    if (calibration.model === null) nullReasons.calibration = calibration.reason;
    return {
      ...stampOf(served),
      ticker: row.ticker,
      alpha,
      coverageTarget: 1 - alpha,
      horizonDays: HORIZON_DAYS,
      intervalHorizonMatchesOrdering: false,
      blendedScore: row.blendedScore,
      pointEstimateSupported: false,
      bandLowerPct: band ? band.lower * 100 : null,
      bandUpperPct: band ? band.upper * 100 : null,
      bandCenterPct: band ? band.center * 100 : null,
      sigmaDailyPct: sigma === null ? null : sigma * 100,
      quantile: band?.quantile ?? null,
      empiricalCoverage: band?.empiricalCoverage ?? null,
      coverageGap: band ? band.empiricalCoverage - (1 - alpha) : null,
      calibration:
        calibration.model === null
          ? null
          : {
              method: METHOD,
              fit: calibration.fit,
              calibration: calibration.calibration,
              test: calibration.test,
              intercept: calibration.model.intercept,
              slope: calibration.model.slope,
            },
      nullReasons,
      note: NOTE,
    };
  },
});
