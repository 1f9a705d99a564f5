/**
 * market's read-only reader of one ticker's daily OHLCV bars, for the other domains (DESIGN §3):
 * risk's execution estimates (volatility, average daily volume, the high/low spread estimator,
 * open gaps) read a ticker's recent bars here. market owns and writes daily_bars, price_series and
 * splits (docs/MARKET.md); nothing here writes.
 *
 * Bars are on their file's own basis, which `basis` states (prices/daily_index.csv): unadjusted,
 * split_adjusted (prices and volumes divided/multiplied by later splits) or split_dividend_adjusted.
 * Every read takes `through`, the caller's point-in-time bound (kit/calendar.ts lastFinalCloseDate):
 * nothing dated after it is returned.
 */
import { splitFactorAfter } from "../../subgraphs/market/domain/corporateActions.js";
import type { Warehouse } from "../connection.js";

export interface OhlcvBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface OhlcvHistory {
  /** price_series.close_basis of the ticker's file; null when no daily file is held. */
  basis: string | null;
  /** Oldest first. */
  bars: OhlcvBar[];
}

export interface HeldSplit {
  exDate: string;
  /** Shares after : shares before. */
  numerator: number;
  denominator: number;
}

/** The newest `sessions` bars dated on or before `through`, oldest first, with the file's basis. */
export async function recentOhlcv(
  db: Warehouse,
  ticker: string,
  range: { through: string; sessions: number },
): Promise<OhlcvHistory> {
  const [series, bars] = await Promise.all([
    db.selectFrom("price_series").select("close_basis").where("ticker", "=", ticker).executeTakeFirst(),
    db
      .selectFrom("daily_bars")
      .select(["date", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("date", "<=", range.through)
      .orderBy("date", "desc")
      .limit(range.sessions)
      .execute(),
  ]);
  return { basis: series?.close_basis ?? null, bars: bars.reverse() };
}

/** The splits of `ticker` that went ex in (after, through], oldest first. */
export async function splitsBetween(
  db: Warehouse,
  ticker: string,
  range: { after: string; through?: string },
): Promise<HeldSplit[]> {
  let query = db
    .selectFrom("splits")
    .select(["ex_date", "numerator", "denominator"])
    .where("ticker", "=", ticker)
    .where("ex_date", ">", range.after);
  if (range.through !== undefined) query = query.where("ex_date", "<=", range.through);
  const rows = await query.orderBy("ex_date").execute();
  return rows.map((row) => ({ exDate: row.ex_date, numerator: row.numerator, denominator: row.denominator }));
}

export type TradedVolumeRead =
  | {
      volume: number;
      /** The series' own basis, from price_series.close_basis. */
      seriesBasis: string;
      /** The splits after `date` undone to reach the shares traded that day, e.g. `2020-08-31 4:1`. */
      splitsUndone: string[];
      reason: null;
    }
  | {
      volume: null;
      reason: "no_price_series" | "no_daily_bar_on_date" | "volume_basis_not_published";
    };

/**
 * The shares traded on `date` on that day's share basis, as minute bars (always raw) count them:
 * an unadjusted file's volume as it is, a split-adjusted file's divided back by the splits that went
 * ex after the day (AAPL 2014-06-05: 303,805,600 / (7 × 4) = 10,850,200). A Stooq file
 * (split_dividend_adjusted) does not publish how its volumes were adjusted, so it is refused with a
 * reason rather than compared on a guessed basis.
 */
export async function dailyVolumeAsTraded(
  db: Warehouse,
  ticker: string,
  date: string,
): Promise<TradedVolumeRead> {
  const series = await db
    .selectFrom("price_series")
    .select("close_basis")
    .where("ticker", "=", ticker)
    .executeTakeFirst();
  if (!series) return { volume: null, reason: "no_price_series" };
  if (series.close_basis === "split_dividend_adjusted") {
    return { volume: null, reason: "volume_basis_not_published" };
  }
  const bar = await db
    .selectFrom("daily_bars")
    .select("volume")
    .where("ticker", "=", ticker)
    .where("date", "=", date)
    .executeTakeFirst();
  if (!bar) return { volume: null, reason: "no_daily_bar_on_date" };
  if (series.close_basis !== "split_adjusted") {
    return { volume: bar.volume, seriesBasis: series.close_basis, splitsUndone: [], reason: null };
  }
  const splits = await splitsBetween(db, ticker, { after: date });
  return {
    volume: Math.round(bar.volume / splitFactorAfter(splits, date)),
    seriesBasis: series.close_basis,
    splitsUndone: splits.map((split) => `${split.exDate} ${split.numerator}:${split.denominator}`),
    reason: null,
  };
}
