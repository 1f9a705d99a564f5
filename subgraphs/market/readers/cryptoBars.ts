/**
 * market's read-only reader of crypto bars for the other domains (docs/DESIGN.md §3): signals' crypto
 * sitting lanes and its technical read of a pair. market owns and writes the pairs' minute_bars
 * and daily_bars (docs/CRYPTO.md); nothing here writes.
 *
 * Point in time as market's crypto routes: only bars known at `now` count, a minute bar once it has
 * ended, a daily bar once its UTC day has ended; the UTC-day series is built by market's own rule
 * (domain/crypto.ts `utcDays`: whole-day minute bars, else the published daily bar, else a partial
 * day labelled `complete: false`).
 */
// market's own crypto day rules and read (the one query that knows which bars exist at `now`).

import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import { knownCryptoBarsInRange } from "../data/crypto.js";
import {
  type CryptoDay,
  type CryptoMinuteBar,
  type LastTrade,
  lastTrade,
  utcDays,
} from "../domain/crypto.js";

export type { CryptoDay, CryptoMinuteBar, LastTrade };
/** The stablecoin bases market's crypto universe leaves out of its liquid book. */
export { STABLECOINS } from "../domain/cryptoSymbol.js";

export interface CryptoHistory {
  /** Minute bars known at `now` of the UTC days in `days` (none for a pair held only as daily bars). */
  minutes: CryptoMinuteBar[];
  /** The newest UTC days held (up to the count asked), oldest first, each saying if it is complete. */
  days: CryptoDay[];
  /** The newest trade known at `now`, null when none is. */
  lastTrade: LastTrade | null;
}

/** The newest `count` UTC days of a pair known at `now`, with their minute bars and the last trade. */
export async function cryptoHistory(
  source: AnyWarehouse,
  ticker: string,
  now: Date,
  count: number,
): Promise<CryptoHistory> {
  const db = asOwner("market", source);
  const known = await knownCryptoBarsInRange(db, ticker, now, {
    startDate: null,
    endDate: null,
    limit: count,
  });
  return {
    minutes: known.minutes,
    days: utcDays(known.minutes, known.daily, now),
    lastTrade: lastTrade(known.minutes, known.daily),
  };
}
