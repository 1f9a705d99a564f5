/**
 * What the execution routes read, through market's read-only readers (subgraphs/market/readers/): a ticker's
 * recent daily bars on one share basis, its minute quotes and minute volumes by completed session.
 * Risk owns no table. Every read is bounded by the request's clock: only sessions whose close was
 * final by then (core/calendar.ts lastFinalCloseDate), so a session under way is never read.
 */

import { easternDate, lastFinalCloseDate, sessionHours } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { recentOhlcv, splitsBetween } from "../../market/readers/dailyOhlcv.js";
import { closeAsTraded, type TradedCloseRead } from "../../market/readers/marketPrices.js";
import {
  type MinuteQuoteBar,
  type MinuteVolume,
  minuteQuoteSessions,
  minuteQuotes,
  minuteTradeSessions,
  minuteVolumes,
} from "../../market/readers/minuteTape.js";
import { type OhlcvBar, onNewestBasis } from "../domain/costEstimate.js";

/** The newest date whose session had closed (and its close become final) by the clock. */
export function completedThrough(ctx: SubgraphContext<"risk">): string {
  return lastFinalCloseDate(ctx.clock.now(), "equity");
}

export interface DailyHistory {
  /** The daily file's basis; null when no daily file is held. */
  basis: string | null;
  /** Oldest first, on the share basis of the newest bar (splits an unadjusted file spans undone). */
  bars: OhlcvBar[];
}

/** The newest `sessions` daily bars through `through`. */
export async function dailyHistory(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  through: string,
  sessions: number,
): Promise<DailyHistory> {
  const { basis, bars } = await recentOhlcv(ctx.db, ticker, { through, sessions });
  const first = bars[0];
  const last = bars.at(-1);
  // An adjusted file already carries every split in its prices; an unadjusted one needs the splits
  // its window spans to compare days across them.
  if (basis !== "unadjusted" || !first || !last) return { basis, bars };
  const splits = await splitsBetween(ctx.db, ticker, { after: first.date, through: last.date });
  return { basis, bars: onNewestBasis(bars, splits) };
}

/** The close of `date` on that day's share basis (market's rule), for dollar figures. */
export function tradedClose(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  date: string,
): Promise<TradedCloseRead> {
  return closeAsTraded(ctx.db, ticker, date, easternDate(ctx.clock.now()));
}

export interface RegularSession {
  /** 09:30 ET and the bell (16:00, 13:00 on half days), epoch ms. */
  openMs: number;
  closeMs: number;
  halfDay: boolean;
}

/** A session's regular hours [09:30, bell); null when the date is no XNYS session. */
export function regularHours(date: string): RegularSession | null {
  const hours = sessionHours(date);
  return hours
    ? { openMs: hours.regularOpen.getTime(), closeMs: hours.regularClose.getTime(), halfDay: hours.halfDay }
    : null;
}

export interface QuoteSession {
  date: string;
  quotes: MinuteQuoteBar[];
}

/** The regular-hours minute quotes of the newest completed session that has them, or null. */
export async function newestQuoteSession(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  through: string,
): Promise<QuoteSession | null> {
  for (const date of await minuteQuoteSessions(ctx.db, ticker, through)) {
    const hours = regularHours(date);
    if (!hours) continue;
    const quotes = await minuteQuotes(ctx.db, ticker, { date, fromMs: hours.openMs, toMs: hours.closeMs });
    if (quotes.length > 0) return { date, quotes };
  }
  return null;
}

/** The completed sessions with minute trade bars, newest first. */
export function minuteSessionsThrough(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  through: string,
): Promise<string[]> {
  return minuteTradeSessions(ctx.db, ticker, through);
}

/** One session's regular-hours minute volumes. */
export function regularMinuteVolumes(
  ctx: SubgraphContext<"risk">,
  ticker: string,
  date: string,
  hours: RegularSession,
): Promise<MinuteVolume[]> {
  return minuteVolumes(ctx.db, ticker, { date, fromMs: hours.openMs, toMs: hours.closeMs });
}
