/**
 * Liquidity of the book's stocks for the sitting sleeve and the universe scan: the 21-session
 * average daily dollar volume (ADV), mean of close × volume over the stock's newest 21 universe
 * bars on or before the book date. The universe's closes and volumes are split- and
 * dividend-adjusted (PROVENANCE), so close × volume is exact across splits and older sessions'
 * dollar volumes are scaled by the dividends paid since (a fraction of a percent a year for most
 * stocks); `ADV_BASIS` says so. Pure: the bars come from market's universe reader.
 */

export const ADV_SESSIONS = 21;
export const ADV_BASIS = "mean_close_x_volume_21_sessions_split_dividend_adjusted";

export interface LiquidityBar {
  date: string;
  close: number;
  volume: number;
}

export type Adv = { value: number; reason: null } | { value: null; reason: "fewer_than_21_sessions" };

/** The ADV at `asOf` from one stock's bars (oldest first); null under 21 bars up to it. */
export function averageDollarVolume(bars: readonly LiquidityBar[], asOf: string): Adv {
  let end = bars.length;
  while (end > 0 && (bars[end - 1] as LiquidityBar).date > asOf) end--;
  if (end < ADV_SESSIONS) return { value: null, reason: "fewer_than_21_sessions" };
  let sum = 0;
  for (let i = end - ADV_SESSIONS; i < end; i++) {
    const bar = bars[i] as LiquidityBar;
    sum += bar.close * bar.volume;
  }
  return { value: sum / ADV_SESSIONS, reason: null };
}
