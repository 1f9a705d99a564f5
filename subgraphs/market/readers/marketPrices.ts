/**
 * market's read-only reader of its daily prices, for the other domains (docs/DESIGN.md §3: a domain reads
 * another's bulk data through the owner's documented reader, not through the gateway). market owns
 * and writes daily_bars, price_series and splits (docs/MARKET.md); nothing here writes.
 *
 * `closeAsTraded` answers "what did this share close at on that day, on that day's share basis":
 * what an option chain of that day was struck against. The daily files publish their own basis
 * (prices/daily_index.csv): an unadjusted series is as traded already; a split-adjusted one is
 * put back by multiplying by the held splits that went ex after the day (AAPL 2014-06-10:
 * 23.5625 × 4 for 2020-08-31 = 94.25, the close traded that day). A split- and dividend-adjusted
 * series cannot be put back (its dividend factors are not published), so it is refused with a
 * reason rather than served on the wrong basis.
 */
// market's own rule for which splits separate two share bases; pure, so its reader can share it.

import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import { shareBasisFactor } from "../domain/corporateActions.js";
import { splitsBetween } from "./dailyOhlcv.js";

export interface TradedClose {
  date: string;
  close: number;
  /** The series' own basis, from price_series.close_basis. */
  seriesBasis: string;
  /**
   * The splits after `date` undone to reach the traded price, e.g. `2020-08-31 4:1`, those ex on
   * or before the caller's `knownThrough`: a later one is undone too (the file embeds it) but not
   * named, as at the caller's instant it had not happened (issue 29). Empty when none is named.
   */
  splitsUndone: string[];
}

export type TradedCloseRead =
  | { close: TradedClose; reason: null }
  | {
      close: null;
      reason: "no_price_series" | "no_daily_bar_on_date" | "close_basis_includes_dividends";
    };

/** Prices to a millionth of a dollar, as market rounds a price multiplied by a split ratio. */
function price(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export async function closeAsTraded(
  source: AnyWarehouse,
  ticker: string,
  date: string,
  /** The caller's instant's date (New York): no split after it is named. */
  knownThrough: string,
): Promise<TradedCloseRead> {
  const db = asOwner("market", source);
  const series = await db
    .selectFrom("price_series")
    .select("close_basis")
    .where("ticker", "=", ticker)
    .executeTakeFirst();
  if (!series) return { close: null, reason: "no_price_series" };
  if (series.close_basis === "split_dividend_adjusted") {
    return { close: null, reason: "close_basis_includes_dividends" };
  }
  const bar = await db
    .selectFrom("daily_bars")
    .select("close")
    .where("ticker", "=", ticker)
    .where("date", "=", date)
    .executeTakeFirst();
  if (!bar) return { close: null, reason: "no_daily_bar_on_date" };
  if (series.close_basis !== "split_adjusted") {
    return {
      close: { date, close: bar.close, seriesBasis: series.close_basis, splitsUndone: [] },
      reason: null,
    };
  }
  const splits = await splitsBetween(db, ticker, { after: date });
  const factor = shareBasisFactor(splits, date, date, "every_split");
  return {
    close: {
      date,
      close: price(bar.close / factor),
      seriesBasis: series.close_basis,
      splitsUndone: splits
        .filter((split) => split.exDate <= knownThrough)
        .map((split) => `${split.exDate} ${split.numerator}:${split.denominator}`),
    },
    reason: null,
  };
}
