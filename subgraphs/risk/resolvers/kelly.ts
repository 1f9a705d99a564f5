/**
 * kellyUncertainty, on Query and Instrument: svc_v3_kelly_uncertainty. The predicted return and
 * its error come from the signals book (data/signalsBook.ts), the return variance from the
 * ticker's own daily closes through market's reader. No signals book is built yet, so the size is
 * withheld with book_unavailable and says so; when the book's reader lands, only
 * data/signalsBook.ts changes and domain/kelly.ts computes the size.
 */

import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { closesVisibleThrough, dailyClosesOf } from "../data/dailyCloses.js";
import { signalsBookView } from "../data/signalsBook.js";
import { KELLY_CAP, kellySizing } from "../domain/kelly.js";
import { sampleStd, simpleReturns } from "../domain/returns.js";
import { MIN_RETURNS, WINDOW_RETURNS } from "../domain/riskProfile.js";
import { Instrument } from "../types/instrument.js";
import { KellyUncertainty } from "../types/kelly.js";

const METHOD =
  "Kelly fraction under estimation uncertainty: μ/(σ²·h + τ²), μ the book's predicted return over h sessions, τ its " +
  "standard error, σ² the variance of daily simple returns over the last year of closes; capped at ±0.25. Withheld " +
  "(null, with every reason that applies) when the book is unavailable or stale, does not support a magnitude, or an " +
  "input is missing";

export const KellyResolver = instrumentOperation(Instrument, {
  field: "kellyUncertainty",
  summary:
    "Kelly sizing under estimation uncertainty, capped at 0.25; withheld with its reasons when it cannot be sized.",
  instrumentDescription: (operation) => `Kelly sizing (${operation}); usually withheld, with its reasons.`,
  returns: () => KellyUncertainty,
  resolve: (ctx, row) => kellyFor(ctx, row),
});

async function dailyVariance(ctx: SubgraphContext, row: InstrumentRow) {
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

async function kellyFor(ctx: SubgraphContext, row: InstrumentRow): Promise<KellyUncertainty> {
  const [book, variance] = await Promise.all([signalsBookView(ctx, row.ticker), dailyVariance(ctx, row)]);
  const sizing = kellySizing({ book, dailyVariance: variance.variance });
  const available = book.status === "available";
  const fromBook = available ? null : "book_unavailable";
  const inputReasons: Record<string, string> = {};
  if (fromBook) {
    inputReasons.expectedReturn = fromBook;
    inputReasons.expectedReturnStdError = fromBook;
    inputReasons.horizonDays = fromBook;
  }
  if (variance.variance === null)
    inputReasons.dailyReturnVariance = `insufficient_history:${MIN_RETURNS}_returns_needed`;
  if (variance.start === null) {
    inputReasons.varianceWindowStart = "no_daily_closes_held";
    inputReasons.varianceWindowEnd = "no_daily_closes_held";
  }
  const withheld = sizing.kellyFraction === null;
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
    nullReasons: withheld ? { kellyFraction: "withheld", uncappedFraction: "withheld" } : {},
    method: METHOD,
  };
}
