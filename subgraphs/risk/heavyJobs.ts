/**
 * risk's heavy jobs, run in worker threads by name (subgraphs/kit/heavyWork.ts; the routes'
 * `work` in schema/catalogue/*.yaml says what each costs): each is one of the domain's pure
 * computations, and for the house book's routes also the read that feeds it.
 *
 * Why the house book's jobs read their closes themselves: measured on the bundled data, reading a
 * book of 257 members (194k rows for VaR, 200k for stress, 309k for the crash windows) takes
 * 0.9–2.6 s of the thread that reads it and the computation 0.07–0.9 s (bench/RESULTS.md, "Heavy
 * work"); SQLite reads are synchronous, so a read left on the event loop would hold it as long as
 * the whole computation did. The request's clock stays with the resolver: a job gets the bounds
 * it gave (the book, the closes' last date) and the warehouse's URL, and answers figures the
 * resolver shapes. The closes are read as columns (ticker, date, close into typed arrays), and the
 * results are kept per data version on the main thread (data/houseBookFigures.ts), so a repeated
 * request queues no job.
 */

import { narrowTo } from "../../warehouse/views.js";
import { jobWarehouse } from "../kit/heavyWorker.js";
import { universeCloseColumns } from "../market/readers/universe.js";
import { memberCloses, windowReadFrom } from "./data/houseBook.js";
import { bookReturns, lastReturns } from "./domain/bookReturns.js";
import { CRASH_WINDOWS, type CrashReplay, lastSessionOf, replayWindow } from "./domain/crashScenarios.js";
import type { Book } from "./domain/houseBook.js";
import {
  type HistoricalVar,
  historicalVar,
  type ParametricVar,
  parametricNormalVar,
  VAR_MIN_RETURNS,
  VAR_WINDOW_RETURNS,
} from "./domain/portfolioVar.js";
import {
  applyShock,
  BETA_WINDOW_RETURNS,
  betaWindow,
  STRESS_FACTORS,
  STRESS_SHOCKS,
  type StressResult,
} from "./domain/stress.js";

/** CPCV over the caller's returns: the domain function itself (its input is the request's). */
export { cpcv } from "./domain/cpcv.js";

/** What a house-book job reads: the book, its closes' last date and the warehouse to read them from. */
export interface HouseBookInput {
  /** `sharedWarehouseUrl(ctx.db)`. */
  warehouse: string;
  book: Book;
  /** The newest close the book's figures read (the book date, or the clock's last final close). */
  pricesThrough: string;
}

export interface BookVar {
  /** The members' common price basis, null when they differ. */
  priceBasis: string | null;
  /** Daily returns in the window. */
  nObs: number;
  windowStart: string | null;
  windowEnd: string | null;
  /** Why no VaR is given, or null. */
  nullReason: string | null;
  historical: HistoricalVar | null;
  parametric: ParametricVar | null;
}

/** The house book's historical and parametric VaR over its last two years of daily returns. */
export async function portfolioVar(
  input: HouseBookInput & { horizonDays: number; confidence: number },
): Promise<BookVar> {
  const { book, pricesThrough, horizonDays, confidence } = input;
  const members = await memberCloses(
    narrowTo("risk", await jobWarehouse(input.warehouse)),
    book,
    pricesThrough,
    windowReadFrom(pricesThrough),
  );
  const history = bookReturns(book, members);
  const window = lastReturns(history, VAR_WINDOW_RETURNS);
  const n = window.returns.length;
  const nullReason =
    history.missing.length > 0
      ? `book_members_without_history:${history.missing.join(",")}`
      : history.basis === null
        ? "members_on_different_price_bases"
        : n < VAR_MIN_RETURNS
          ? `insufficient_history:${n}_of_${VAR_MIN_RETURNS}_daily_returns`
          : null;
  return {
    priceBasis: history.basis,
    nObs: n,
    windowStart: window.dates[0] ?? null,
    windowEnd: window.dates.at(-1) ?? null,
    nullReason,
    historical: nullReason === null ? historicalVar(window.returns, horizonDays, confidence) : null,
    parametric: nullReason === null ? parametricNormalVar(window.returns, horizonDays, confidence) : null,
  };
}

export interface BookStress {
  betaWindowStart: string | null;
  betaWindowEnd: string | null;
  /** Sessions in the beta window (one more than its returns). */
  betaSessions: number;
  scenarios: StressResult[];
}

/** Every defined shock applied to the house book through its members' betas to the factor ETFs. */
export async function portfolioStress(input: HouseBookInput): Promise<BookStress> {
  const { book, pricesThrough } = input;
  const db = narrowTo("risk", await jobWarehouse(input.warehouse));
  const tickers = [...new Set([...book.positions.map((position) => position.ticker), ...STRESS_FACTORS])];
  const closes = await universeCloseColumns(db, {
    tickers,
    through: pricesThrough,
    from: windowReadFrom(pricesThrough),
  });
  const { sessions, returns } = betaWindow(closes, STRESS_FACTORS, BETA_WINDOW_RETURNS);
  return {
    betaWindowStart: sessions[0] ?? null,
    betaWindowEnd: sessions.at(-1) ?? null,
    betaSessions: sessions.length,
    scenarios: STRESS_SHOCKS.map((shock) => applyShock(book, returns, shock)),
  };
}

export interface BookCrashReplays {
  priceBasis: string | null;
  dataFrom: string | null;
  dataThrough: string | null;
  /** The windows that had ended by `lastFinalClose`, oldest first. */
  replays: CrashReplay[];
}

/** The house book replayed through every crash window that had ended by the request's last final close. */
export async function crashScenarios(
  input: HouseBookInput & { lastFinalClose: string },
): Promise<BookCrashReplays> {
  const { book, pricesThrough, lastFinalClose } = input;
  const members = await memberCloses(
    narrowTo("risk", await jobWarehouse(input.warehouse)),
    book,
    pricesThrough,
  );
  const history = bookReturns(book, members);
  const closes = new Map(
    members.map((member) => [
      member.ticker,
      new Map(member.dates.map((date, i) => [date, member.closes[i] as number])),
    ]),
  );
  // A crash window is history only once it has ended: listing one sooner would tell the future.
  const ended = CRASH_WINDOWS.filter((window) => lastSessionOf(window) <= lastFinalClose);
  return {
    priceBasis: history.basis,
    dataFrom: history.dates[0] ?? null,
    dataThrough: history.dates.at(-1) ?? null,
    replays: ended.map((window) => replayWindow(window, book, closes)),
  };
}
