/**
 * Kelly-style sizing under estimation uncertainty (spec/01: kelly_fraction, a decimal capped at
 * 0.25, null with a warning and withheld_reasons; a withheld size is a refusal).
 *
 * For a return over the horizon with expected value μ and variance σ², the growth-optimal fraction
 * is μ/σ². μ is itself an estimate with standard error τ; averaging the growth over that
 * uncertainty (a normal belief about μ) gives μ/(σ² + τ²), which is smaller the less μ is known.
 * The fraction is then capped at ±0.25 (a quarter of capital at most, long or short).
 *
 * μ and τ must come from the signals book (its predicted return for the ticker, and that
 * prediction's error); σ² from the ticker's history. The size is withheld, with every reason that
 * applies, when no book exists at the clock, the book is stale (older than 2 sessions), does not
 * support a magnitude (its scores are orderings, not forecasts), or an input is missing. With the
 * bundled book (its last date 2017-11-10, its rows scores without a predicted return) all of
 * book_stale, magnitude_unsupported and missing_input apply at today's clock.
 */

export const KELLY_CAP = 0.25;
/** spec/03 Staleness thresholds: the prediction book is stale past 2 sessions. */
export const BOOK_STALE_AFTER_SESSIONS = 2;

export type KellyWithheldReason =
  | "book_unavailable"
  | "book_stale"
  | "magnitude_unsupported"
  | "missing_input";

/** What the signals book says of one ticker (data/signalsBook.ts). */
export type BookView =
  /** No book at the clock (before its first date). */
  | { status: "unavailable"; detail: string }
  | {
      status: "available";
      /** The book date read: the newest on or before the clock's last final close. */
      bookDate: string;
      /** NYSE sessions closed after the book date, up to the clock's last final close. */
      ageSessions: number;
      /** False while the book's scores are orderings, not return forecasts (spec/01 rule 2). */
      pointEstimateSupported: boolean;
      /** The ticker's scored row of the book date; null when the book does not score it (rowReason). */
      row: { blendedScore: number; rank: number; decile: number; direction: string } | null;
      rowReason: string | null;
      /** Predicted return over the horizon, as a fraction. */
      expectedReturn: number | null;
      /** Standard error of that prediction, as a fraction. */
      expectedReturnStdError: number | null;
      horizonDays: number | null;
    };

export interface KellyInputs {
  book: BookView;
  /** Variance of the ticker's daily simple returns (null when the history cannot give it). */
  dailyVariance: number | null;
}

export interface KellySizing {
  kellyFraction: number | null;
  /** μ/(σ² + τ²) before the cap; null when withheld. */
  uncappedFraction: number | null;
  withheldReasons: KellyWithheldReason[];
  /** The inputs a computation needed and did not get. */
  missingInputs: string[];
  warning: string | null;
}

export function kellyFraction(mu: number, horizonVariance: number, stdError: number): number {
  return mu / (horizonVariance + stdError * stdError);
}

export function capped(fraction: number): number {
  return Math.max(-KELLY_CAP, Math.min(KELLY_CAP, fraction));
}

export function kellySizing({ book, dailyVariance }: KellyInputs): KellySizing {
  const reasons: KellyWithheldReason[] = [];
  const missing: string[] = [];
  const warnings: string[] = [];
  if (dailyVariance === null) missing.push("return_variance");
  if (book.status === "unavailable") {
    reasons.push("book_unavailable");
    missing.push("expected_return", "expected_return_std_error", "horizon_days");
    warnings.push(`No signals book is available: ${book.detail}.`);
  } else {
    if (book.ageSessions > BOOK_STALE_AFTER_SESSIONS) {
      reasons.push("book_stale");
      warnings.push(
        `The signals book is ${book.ageSessions} sessions old (stale past ${BOOK_STALE_AFTER_SESSIONS}).`,
      );
    }
    if (!book.pointEstimateSupported) {
      reasons.push("magnitude_unsupported");
      warnings.push(
        "The book's scores order tickers; they are not return forecasts, so no size follows from them.",
      );
    }
    if (book.expectedReturn === null) missing.push("expected_return");
    if (book.expectedReturnStdError === null) missing.push("expected_return_std_error");
    if (book.horizonDays === null) missing.push("horizon_days");
  }
  if (missing.length > 0) {
    reasons.push("missing_input");
    warnings.push(`Missing input: ${missing.join(", ")}.`);
  }
  if (reasons.length > 0 || book.status === "unavailable") {
    return {
      kellyFraction: null,
      uncappedFraction: null,
      withheldReasons: reasons,
      missingInputs: missing,
      warning: `Kelly size withheld: this is a refusal, not a size of zero. ${warnings.join(" ")}`,
    };
  }
  const uncapped = kellyFraction(
    book.expectedReturn as number,
    (dailyVariance as number) * (book.horizonDays as number),
    book.expectedReturnStdError as number,
  );
  return {
    kellyFraction: capped(uncapped),
    uncappedFraction: uncapped,
    withheldReasons: [],
    missingInputs: [],
    warning: null,
  };
}
