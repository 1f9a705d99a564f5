/**
 * market's read-only reader of one ticker's daily OHLCV on one consistent share basis, for the
 * other domains (DESIGN §3): signals' technical read (ta_master) and its circuit-breaker veto read
 * highs, lows and volumes, which `universe.ts` `closeSeries` does not carry. market owns and writes
 * daily_bars, price_series and splits (docs/MARKET.md); nothing here writes.
 *
 * Point in time: the caller passes `through`, the newest date it may see (kit/calendar.ts
 * `lastFinalCloseDate`); no bar after it is read, and the share basis is the one of `through`:
 * - an unadjusted file (Lean: SPY, AIG, …) has the held splits that went ex after a bar and on or
 *   before `through` applied, so the series has no jump at a split (`basis` split_adjusted), or
 *   stays as traded when none falls in it (`basis` unadjusted);
 * - a split-adjusted file (Yahoo) was adjusted for every split up to the file's end: the held
 *   splits after `through` are undone, so a 2015 caller never sees 2020's share basis;
 * - a split- and dividend-adjusted file (Stooq) cannot be put back (its dividend factors are not
 *   published) and is served as the source adjusted it, which `basis` says.
 * Crypto pairs are read through `cryptoBars.ts` (UTC days), not here.
 */
// market's own split arithmetic; pure, so its reader can share it.
import {
  adjustForSplits,
  type Split,
  splitFactorAfter,
} from "../../subgraphs/market/domain/corporateActions.js";
import type { Warehouse } from "../connection.js";
import { digestOf } from "./macro.js";

export interface OhlcvBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface OhlcvSeries {
  /** split_adjusted, unadjusted, split_dividend_adjusted, or unknown (no price_series row). */
  basis: string;
  /** The held splits applied (or undone, `undone:` prefixed), e.g. `2020-08-31 4:1`. */
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

export async function dailyOhlcv(db: Warehouse, ticker: string, range: BarRange): Promise<OhlcvSeries> {
  const [newestFirst, series, splitRows] = await Promise.all([
    db
      .selectFrom("daily_bars")
      .select(["date", "open", "high", "low", "close", "volume"])
      .where("ticker", "=", ticker)
      .where("date", "<=", range.through)
      .orderBy("date", "desc")
      .limit(range.last)
      .execute(),
    db.selectFrom("price_series").select("close_basis").where("ticker", "=", ticker).executeTakeFirst(),
    db
      .selectFrom("splits")
      .select(["ex_date", "numerator", "denominator"])
      .where("ticker", "=", ticker)
      .orderBy("ex_date")
      .execute(),
  ]);
  const bars = newestFirst.reverse();
  const splits: Split[] = splitRows.map((row) => ({
    exDate: row.ex_date,
    numerator: row.numerator,
    denominator: row.denominator,
  }));
  const label = (split: Split) => `${split.exDate} ${split.numerator}:${split.denominator}`;
  const first = bars[0]?.date;
  switch (series?.close_basis) {
    case "unadjusted": {
      const applied = splits.filter(
        (s) => first !== undefined && s.exDate > first && s.exDate <= range.through,
      );
      if (applied.length === 0) return { basis: "unadjusted", splits: [], bars };
      return {
        basis: "split_adjusted",
        splits: applied.map(label),
        bars: bars.map((bar) => adjustForSplits(bar, splitFactorAfter(applied, bar.date))),
      };
    }
    case "split_adjusted": {
      const later = splits.filter((s) => s.exDate > range.through);
      if (later.length === 0) return { basis: "split_adjusted", splits: [], bars };
      // Every bar is before these splits: one factor puts the whole series back on through's basis.
      const factor = splitFactorAfter(later, range.through);
      return {
        basis: "split_adjusted",
        splits: later.map((split) => `undone:${label(split)}`),
        bars: bars.map((bar) => adjustForSplits(bar, 1 / factor)),
      };
    }
    case undefined:
      return { basis: "unknown", splits: [], bars };
    default:
      return { basis: series?.close_basis ?? "unknown", splits: [], bars };
  }
}

/** A digest of the daily price files, their index and the split file as ingested (see macroDataVersion). */
export async function dailyBarsVersion(db: Warehouse): Promise<string> {
  const rows = await db
    .selectFrom("ingested_files")
    .select(["path", "sha256"])
    .where("adapter", "in", ["daily_bars", "price_series", "splits"])
    .orderBy("path")
    .execute();
  return digestOf(rows);
}
