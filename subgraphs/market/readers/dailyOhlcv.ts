/**
 * market's read-only reader of one ticker's daily OHLCV, for the other domains (docs/DESIGN.md §3), which
 * `universe.ts` `closeSeries` does not serve: risk's execution estimates (volatility, average daily
 * volume, the high/low spread estimator, open gaps) and signals' technical read (ta_master) and
 * circuit-breaker veto read highs, lows and volumes here. market owns and writes daily_bars,
 * price_series and splits (docs/MARKET.md); nothing here writes.
 *
 * Point in time: every read takes `through`, the newest date the caller may see (core/calendar.ts
 * `lastFinalCloseDate`); no bar after it is read. Two ways to read bars:
 * - `recentOhlcv`: the bars on their file's own basis, which `basis` states (prices/daily_index.csv:
 *   unadjusted, split_adjusted or split_dividend_adjusted) — for estimators of ratios within a
 *   short window;
 * - `dailyOhlcv`: the bars on the share basis of `through`:
 *   - an unadjusted file (Lean: SPY, AIG, …) has the held splits that went ex after a bar and on or
 *     before `through` applied, so the series has no jump at a split (`basis` split_adjusted), or
 *     stays as traded when none falls in it (`basis` unadjusted);
 *   - a split-adjusted file (Yahoo) was adjusted for every split up to the file's end: the held
 *     splits after `through` are undone, so a 2015 caller never sees 2020's share basis;
 *   - a split- and dividend-adjusted file (Stooq) cannot be put back (its dividend factors are not
 *     published) and is served as the source adjusted it, which `basis` says.
 * Crypto pairs are read through `cryptoBars.ts` (UTC days), not here.
 */
// market's own split arithmetic; pure, so its reader can share it.

import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";
import { fileShareBasis, onShareBasisOf, type Split, shareBasisFactor } from "../domain/corporateActions.js";
import { digestOf } from "./macro.js";

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
  source: AnyWarehouse,
  ticker: string,
  range: { through: string; sessions: number },
): Promise<OhlcvHistory> {
  const db = asOwner("market", source);
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
  source: AnyWarehouse,
  ticker: string,
  range: { after: string; through?: string },
): Promise<HeldSplit[]> {
  const db = asOwner("market", source);
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
  source: AnyWarehouse,
  ticker: string,
  date: string,
): Promise<TradedVolumeRead> {
  const db = asOwner("market", source);
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
    volume: Math.round(bar.volume * shareBasisFactor(splits, date, date, "every_split")),
    seriesBasis: series.close_basis,
    splitsUndone: splits.map((split) => `${split.exDate} ${split.numerator}:${split.denominator}`),
    reason: null,
  };
}

export interface OhlcvSeries {
  /** split_adjusted, unadjusted, split_dividend_adjusted, or unknown (no price_series row). */
  basis: string;
  /**
   * The held splits inside the window, ex on or before `through`, that the bars are put on one
   * share basis across, e.g. `2014-06-09 7:1`. A split after `through` that a split-adjusted file
   * embeds is undone but never named: at `through` it had not happened (issue 29).
   */
  splits: string[];
  /** Oldest first. */
  bars: OhlcvBar[];
}

export interface BarRange {
  /** Inclusive upper bound: the newest date the caller may see. */
  through: string;
  /** The newest `last` bars on or before `through`. */
  last: number;
}

export async function dailyOhlcv(
  source: AnyWarehouse,
  ticker: string,
  range: BarRange,
): Promise<OhlcvSeries> {
  const db = asOwner("market", source);
  const [newestFirst, series, splits] = await Promise.all([
    db
      .selectFrom("daily_bars")
      .select(["date", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("date", "<=", range.through)
      .orderBy("date", "desc")
      .limit(range.last)
      .execute(),
    db.selectFrom("price_series").select("close_basis").where("ticker", "=", ticker).executeTakeFirst(),
    splitsBetween(db, ticker, { after: "" }),
  ]);
  const bars = newestFirst.reverse();
  const label = (split: Split) => `${split.exDate} ${split.numerator}:${split.denominator}`;
  const fileBasis = fileShareBasis(series?.close_basis, splits.length > 0);
  if (fileBasis === null) return { basis: series?.close_basis ?? "unknown", splits: [], bars };
  // An as-traded file gets the splits inside its window applied; a split-adjusted one carries
  // them already and has those after `through` undone (the file's source knew of them, the
  // caller's instant does not).
  const first = bars[0]?.date;
  const spanned = splits.filter(
    (split) => first !== undefined && split.exDate > first && split.exDate <= range.through,
  );
  if (fileBasis === "own_day" && spanned.length === 0)
    return { basis: series?.close_basis ?? "unknown", splits: [], bars };
  return {
    basis: "split_adjusted",
    splits: spanned.map(label),
    bars: onShareBasisOf(bars, (bar) => bar.date, { splits, through: range.through, fileBasis }),
  };
}

/** A digest of the daily price files, their index and the split file as ingested (see macroDataVersion). */
export async function dailyBarsVersion(source: AnyWarehouse): Promise<string> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom("ingested_files")
    .select(["path", "sha256"])
    .where("adapter", "in", ["daily_bars", "price_series", "splits"])
    .orderBy("path")
    .execute();
  return digestOf(rows);
}
