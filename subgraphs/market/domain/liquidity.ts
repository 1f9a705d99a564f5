/**
 * The market figures a screener needs per instrument (pure): the last close and its date, and
 * the average daily dollar volume over the newest 21 sessions held (close × volume each session;
 * both columns share the series' split basis, so their product is the dollars traded). Fewer than
 * 21 sessions: no average, with a reason, rather than an average of fewer days.
 */
export const ADV_SESSIONS = 21;

export interface LiquidityBar {
  date: string;
  close: number;
  volume: number;
}

export interface Liquidity {
  price: number | null;
  priceDate: string | null;
  adv21dUsd: number | null;
  advSessions: number;
  advFrom: string | null;
  advReason: string | null;
}

/** `bars` oldest first. */
export function liquidityOf(bars: readonly LiquidityBar[]): Liquidity {
  const last = bars.at(-1);
  if (!last) {
    return {
      price: null,
      priceDate: null,
      adv21dUsd: null,
      advSessions: 0,
      advFrom: null,
      advReason: "no_daily_bars",
    };
  }
  const window = bars.slice(-ADV_SESSIONS);
  const complete = window.length === ADV_SESSIONS;
  const dollars = window.reduce((sum, bar) => sum + bar.close * bar.volume, 0);
  return {
    price: last.close,
    priceDate: last.date,
    adv21dUsd: complete ? Math.round(dollars / ADV_SESSIONS) : null,
    advSessions: window.length,
    advFrom: window[0]?.date ?? null,
    advReason: complete ? null : "fewer_than_21_sessions",
  };
}
