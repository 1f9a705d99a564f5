/**
 * kellyUncertainty, on Query and Instrument: svc_v3_kelly_uncertainty. The ticker's row, the book's
 * age and what the book can say of a return come from the signals book (data/signalsBook.ts), the
 * return variance from the ticker's own daily closes through market's reader; domain/kelly.ts
 * computes the size or withholds it with every reason that applies. With the bundled book (its
 * last date 2017-11-10, its rows orderings without a predicted return) it is withheld:
 * book_stale, magnitude_unsupported and missing_input, each said.
 */

import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { closesVisibleThrough, dailyClosesOf } from "../data/dailyCloses.js";
import { signalsBookView } from "../data/signalsBook.js";
import { BOOK_STALE_AFTER_SESSIONS, KELLY_CAP, kellySizing } from "../domain/kelly.js";
import { sampleStd, simpleReturns } from "../domain/returns.js";
import { MIN_RETURNS, WINDOW_RETURNS } from "../domain/riskProfile.js";
import { Instrument } from "../types/instrument.js";
import { KellyUncertainty } from "../types/kelly.js";

const METHOD =
  "Kelly fraction under estimation uncertainty: μ/(σ²·h + τ²), μ the book's predicted return over h sessions, τ its " +
  "standard error, σ² the variance of daily simple returns over the last year of closes; capped at ±0.25. Withheld " +
  "(null, with every reason that applies) when the book is unavailable or stale, does not support a magnitude, or an " +
  "input is missing";

export const KellyResolver = instrumentOperation<"risk">(Instrument, {
  field: "kellyUncertainty",
  summary:
    "Kelly sizing under estimation uncertainty, capped at 0.25; withheld with its reasons when it cannot be sized.",
  instrumentDescription: (operation) => `Kelly sizing (${operation}); usually withheld, with its reasons.`,
  returns: () => KellyUncertainty,
  resolve: (ctx, row) => kellyFor(ctx, row),
});

async function dailyVariance(ctx: SubgraphContext<"risk">, row: InstrumentRow) {
  const series = await dailyClosesOf(ctx, row.ticker, closesVisibleThrough(ctx, row.asset_class));
  const closes = series.closes.slice(-(WINDOW_RETURNS + 1));
  const dates = series.dates.slice(-(WINDOW_RETURNS + 1));
  const observations = Math.max(0, closes.length - 1);
  const usable = observations >= MIN_RETURNS && closes.every((close) => Number.isFinite(close) && close > 0);
  return {
    variance: usable ? sampleStd(simpleReturns(closes)) ** 2 : null,
    observations,
    start: dates[0] ?? null,
    end: dates.at(-1) ?? null,
  };
}

async function kellyFor(ctx: SubgraphContext<"risk">, row: InstrumentRow): Promise<KellyUncertainty> {
  const [book, variance] = await Promise.all([signalsBookView(ctx, row.ticker), dailyVariance(ctx, row)]);
  const sizing = kellySizing({ book, dailyVariance: variance.variance });
  const available = book.status === "available";
  const inputReasons: Record<string, string> = {};
  // Why μ, τ and h are null: no book at the clock, or a book that publishes no predicted return.
  const noPrediction = !available
    ? "book_unavailable"
    : book.pointEstimateSupported
      ? null
      : "magnitude_unsupported";
  if (noPrediction && (!available || book.expectedReturn === null)) {
    inputReasons.expectedReturn = noPrediction;
    inputReasons.expectedReturnStdError = noPrediction;
    inputReasons.horizonDays = noPrediction;
  }
  if (variance.variance === null)
    inputReasons.dailyReturnVariance = `insufficient_history:${MIN_RETURNS}_returns_needed`;
  if (variance.start === null) {
    inputReasons.varianceWindowStart = "no_daily_closes_held";
    inputReasons.varianceWindowEnd = "no_daily_closes_held";
  }
  const withheld = sizing.kellyFraction === null;
  const nullReasons: Record<string, string> = withheld
    ? { kellyFraction: "withheld", uncappedFraction: "withheld" }
    : {};
  if (!available) {
    for (const field of ["bookDate", "bookAgeSessions", "bookIsStale", "pointEstimateSupported"])
      nullReasons[field] = "book_unavailable";
  }
  return {
    ticker: row.ticker,
    kellyFraction: sizing.kellyFraction,
    kellyFractionStatus: withheld ? "withheld" : "computed",
    kellyFractionCap: KELLY_CAP,
    uncappedFraction: sizing.uncappedFraction,
    withheld,
    withheldReasons: sizing.withheldReasons,
    missingInputs: sizing.missingInputs,
    warning:
      sizing.warning ??
      "A research size: Kelly fractions assume the predicted return and its error are right.",
    bookBasis: "signals_book",
    bookStatus: book.status,
    bookDate: available ? book.bookDate : null,
    bookAgeSessions: available ? book.ageSessions : null,
    bookIsStale: available ? book.ageSessions > BOOK_STALE_AFTER_SESSIONS : null,
    pointEstimateSupported: available ? book.pointEstimateSupported : null,
    bookRow: available ? book.row : null,
    bookRowReason: !available ? "book_unavailable" : book.rowReason,
    inputs: {
      expectedReturn: available ? book.expectedReturn : null,
      expectedReturnStdError: available ? book.expectedReturnStdError : null,
      horizonDays: available ? book.horizonDays : null,
      dailyReturnVariance: variance.variance,
      varianceObservations: variance.observations,
      varianceWindowStart: variance.start,
      varianceWindowEnd: variance.end,
      nullReasons: inputReasons,
    },
    nullReasons,
    method: METHOD,
  };
}
