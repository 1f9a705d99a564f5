/**
 * The conformal calibration of a book date (domain/conformal.ts), from the book's own rows: the
 * blended score, the 63-session volatility and the close of every stock on the 147 book dates
 * before the book date, and the close of the next date. Computed on first use and kept per data
 * version and book date (docs/DESIGN.md §10), a handful at a time: every ticker and alpha of that book
 * date then costs a binary search.
 */
import type { Warehouse } from "../../../warehouse/connection.js";
import {
  CALIBRATION_DATES,
  type ConformalModel,
  calibrate,
  FIT_DATES,
  type RealisedPair,
  TEST_DATES,
  WINDOW_DATES,
} from "../domain/conformal.js";
import { TRADING_DAYS_PER_YEAR } from "../domain/voters.js";
import { type BookHandle, type ScoreRow, scoreHistory } from "./signalsBook.js";

export interface DateWindow {
  from: string;
  through: string;
  dates: number;
  pairs: number;
}

export type Calibration =
  | {
      model: ConformalModel;
      fit: DateWindow;
      calibration: DateWindow;
      test: DateWindow;
      reason: null;
    }
  | { model: null; reason: "insufficient_calibration_history"; datesHeld: number };

/** Daily volatility from the low-volatility voter's annualised 63-session figure: ÷ √252. */
export function dailySigma(annualised: number | null | undefined): number | null {
  return annualised !== null && annualised !== undefined && annualised > 0
    ? annualised / Math.sqrt(TRADING_DAYS_PER_YEAR)
    : null;
}

/** The scored stocks of `rows` with their next-date return from `next`. */
function pairsOf(rows: readonly ScoreRow[], next: ReadonlyMap<string, ScoreRow>): RealisedPair[] {
  const pairs: RealisedPair[] = [];
  for (const row of rows) {
    const later = next.get(row.ticker);
    const sigma = dailySigma(row.values.low_volatility);
    if (row.blendedScore === null || sigma === null || later === undefined) continue;
    pairs.push({ score: row.blendedScore, sigma, realised: later.close / row.close - 1 });
  }
  return pairs;
}

/**
 * The calibration of the newest date of `rows` (a book date): its 147 book dates before it split
 * into the fit, calibration and test windows. Rows of older dates are ignored; rows must hold
 * the low-volatility voter's value.
 */
export function calibrationFromHistory(rows: readonly ScoreRow[]): Calibration {
  const byDate = new Map<string, ScoreRow[]>();
  for (const row of rows) {
    const list = byDate.get(row.date);
    if (list) list.push(row);
    else byDate.set(row.date, [row]);
  }
  const dates = [...byDate.keys()].sort().slice(-(WINDOW_DATES + 1));
  if (dates.length < WINDOW_DATES + 1) {
    return { model: null, reason: "insufficient_calibration_history", datesHeld: dates.length };
  }
  // Score date k pairs with date k + 1; the newest score date is the one before the book date.
  const windowOf = (first: number, count: number) => {
    const pairs: RealisedPair[] = [];
    for (let k = first; k < first + count; k++) {
      const next = new Map(byDate.get(dates[k + 1]!)!.map((row) => [row.ticker, row]));
      pairs.push(...pairsOf(byDate.get(dates[k]!)!, next));
    }
    const window: DateWindow = {
      from: dates[first]!,
      through: dates[first + count - 1]!,
      dates: count,
      pairs: pairs.length,
    };
    return { pairs, window };
  };
  const fit = windowOf(0, FIT_DATES);
  const calibration = windowOf(FIT_DATES, CALIBRATION_DATES);
  const test = windowOf(FIT_DATES + CALIBRATION_DATES, TEST_DATES);
  return {
    model: calibrate(fit.pairs, calibration.pairs, test.pairs),
    fit: fit.window,
    calibration: calibration.window,
    test: test.window,
    reason: null,
  };
}

async function compute(db: Warehouse<"signals">, book: BookHandle): Promise<Calibration> {
  return calibrationFromHistory(
    await scoreHistory(db, book, { sessions: WINDOW_DATES + 1, voters: ["low_volatility"] }),
  );
}

/** Calibrations kept: a few book dates (a pinned clock, the newest) cover nearly every request. */
const KEPT = 8;
const kept = new Map<string, Promise<Calibration>>();

export function calibrationFor(db: Warehouse<"signals">, book: BookHandle): Promise<Calibration> {
  const key = `${book.build.dataVersion} ${book.date}`;
  let found = kept.get(key);
  if (found === undefined) {
    found = compute(db, book);
    // A failed computation is not kept: the next request tries again.
    found.catch(() => kept.delete(key));
    kept.set(key, found);
    while (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  } else {
    // Most recently used last.
    kept.delete(key);
    kept.set(key, found);
  }
  return found;
}
