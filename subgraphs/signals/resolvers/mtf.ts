/**
 * signalsMtf, on Query and Instrument (svc_v3_signals_mtf, /api/v3/signals/mtf/{ticker}): one
 * equity's cross-horizon row of the newest book date the clock sees (domain/mtf.ts). A crypto pair
 * fails closed (404 crypto_model_unavailable); a stock the book does not score that day is a row
 * with its figures null and the reason.
 */

import { instrumentOperation } from "../../kit/instrumentOperation.js";
import { bookStamp, cryptoModelUnavailable, openBookAtClock, whyNotInBook } from "../data/decisionBook.js";
import { bookRow } from "../data/signalsBook.js";
import { modelOrdering } from "../domain/fusion.js";
import { horizonAgreement, horizonsOf } from "../domain/mtf.js";
import { Instrument } from "../types/instrument.js";
import { SignalsMtf } from "../types/mtf.js";

const NOTE =
  "One row of one book date: the stock's voters grouped by the look-back they read (short: RSI 14 and the 5-day volume surge; medium: the 1-month reversal and 63-session volatility; long: trend vs SMA 200, 52-week-high proximity and 12-1 momentum), all from the same daily bars and scored for the same 21-session target. Not multi-timeframe evidence: the groups agree or disagree only as those voters do.";

export const SignalsMtfResolver = instrumentOperation<"signals">(Instrument, {
  field: "signalsMtf",
  summary: "one equity's cross-horizon row of the book (not multi-timeframe evidence); crypto fails closed.",
  instrumentDescription: (operation) =>
    `The book's cross-horizon row of this equity (${operation}); null for a crypto pair.`,
  returns: () => SignalsMtf,
  async resolve(ctx, instrument): Promise<SignalsMtf> {
    if (instrument.asset_class === "crypto") throw cryptoModelUnavailable(instrument.ticker);
    const opened = await openBookAtClock(ctx);
    const row = await bookRow(ctx.db, opened.book, instrument.ticker);
    const notInBook = row === null ? await whyNotInBook(ctx, opened.book, instrument.ticker) : "not_scored";
    const ordering = modelOrdering(row, notInBook);
    const horizons = horizonsOf(row, notInBook);
    const agreement = horizonAgreement(horizons);
    return {
      ticker: instrument.ticker,
      ...ordering,
      nullReasons: {
        ...ordering.nullReasons,
        ...(agreement === null
          ? { agreement: row?.blendedScore != null ? "no_group_leans" : (row?.unscoredReason ?? notInBook) }
          : {}),
      },
      horizons,
      agreement,
      multiTimeframeEvidence: false,
      ...bookStamp(opened),
      note: NOTE,
    };
  },
});
