/**
 * The tables market owns (docs/MARKET.md, docs/MACRO.md): daily, minute and universe bars, minute
 * quotes, price series, the warm set, the corporate actions, and the rates and macro series.
 * Other domains read them through market's readers.
 */

export interface DailyBarsTable {
  ticker: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Split- and dividend-adjusted close where the source publishes one, else null. */
  adj_close: number | null;
  volume: number;
}

/** One row per price file: how its columns are adjusted (prices/daily_index.csv). */
export interface PriceSeriesTable {
  ticker: string;
  source: string;
  /** unadjusted | split_adjusted | split_dividend_adjusted */
  close_basis: string;
  /** none | split_dividend_adjusted | same_as_close */
  adj_close_basis: string;
  first_date: string;
  last_date: string;
}

export interface MinuteBarsTable {
  ticker: string;
  /** Bar start, epoch ms (the bar covers [ts, ts + 60 s)). */
  ts_ms: number;
  /** The trading date in the exchange's time zone (US Eastern for equities, UTC for crypto). */
  session_date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/**
 * One NBBO-style minute quote bar (prices/minute/<T>/<date>_quote.csv): each side's open, high,
 * low and close price over [ts, ts + 60 s) and the last size quoted in the minute. A side the
 * source leaves empty is null on all five of its columns, never zero.
 */
export interface MinuteQuotesTable {
  ticker: string;
  /** Bar start, epoch ms (the bar covers [ts, ts + 60 s)). */
  ts_ms: number;
  /** The trading date in the exchange's time zone, from the file name. */
  session_date: string;
  bid_open: number | null;
  bid_high: number | null;
  bid_low: number | null;
  bid_close: number | null;
  /** Shares (every value in the bundled file is a multiple of 100; PROVENANCE does not state a unit). */
  bid_size: number | null;
  ask_open: number | null;
  ask_high: number | null;
  ask_low: number | null;
  ask_close: number | null;
  ask_size: number | null;
}

/**
 * The shared warm set (market): symbols whose quote (or trade and quote) coverage was requested
 * through quotes/subscribe or universe/warm, until `expires_at_ms`. Warm means requested, not
 * provider-confirmed. Rows past their expiry are ignored and replaced on the next admission.
 */
export interface WarmCoverageTable {
  symbol: string;
  /** quotes (quotes/subscribe) or trades_and_quotes (universe/warm). */
  coverage: string;
  requested_at_ms: number;
  expires_at_ms: number;
}

/**
 * Corporate actions (market): share splits, regular cash dividends and the Lean factor rows they
 * were derived from (data/sample/corporate_actions/). Market owns them because they adjust its
 * prices; other domains get adjusted figures through federation.
 */
export interface SplitsTable {
  ticker: string;
  ex_date: string;
  /** Shares after : shares before (2:1 forward = 2/1, a 1-for-20 reverse = 1/20). */
  numerator: number;
  denominator: number;
  /** As the file names it: lean_factor_file:<file> or polygon_mock:<path>. */
  source: string;
  source_file: string;
}

export interface DividendsTable {
  ticker: string;
  ex_date: string;
  /** USD per share as paid at the time, NOT split-adjusted. */
  cash_amount: number;
  /** regular_cash: the derived file keeps only regular cash dividends (PROVENANCE). */
  dividend_type: string;
  source: string;
  source_file: string;
}

/** One row of a Lean factor file (headerless `date,price_factor,split_factor,reference_price`). */
export interface PriceFactorsTable {
  ticker: string;
  /** Row date; the factors apply to bars dated on or before it (and after the previous row). */
  date: string;
  price_factor: number;
  split_factor: number;
  /** Raw close on `date`; 1 on a file's first (boundary) row, 0 on the 20501231 sentinel. */
  reference_price: number;
  source_file: string;
}

/**
 * Over which dates the corporate actions of a ticker are complete: from its factor file's first
 * row to the last session of the Lean data snapshot the file ships with. Outside it, an absent
 * dividend is unknown, not zero.
 */
export interface CorporateActionCoverageTable {
  ticker: string;
  covered_from: string;
  covered_through: string;
  source_file: string;
}

/**
 * The tenors of the Treasury daily par yield curve, shortest first: treasury_par_yields' columns,
 * what the ingest fills and what market's curve reads (1.5 and 4 months are recent bills).
 */
export const TREASURY_TENORS = [
  "m1",
  "m1_5",
  "m2",
  "m3",
  "m4",
  "m6",
  "y1",
  "y2",
  "y3",
  "y5",
  "y7",
  "y10",
  "y20",
  "y30",
] as const;

export type TreasuryTenor = (typeof TREASURY_TENORS)[number];

/**
 * Treasury daily par yield curve (market), percent. One row per (source file, date): the two
 * bundled files overlap (2021-01-04..2022-03-11); readers take the row of highest `precedence`
 * for a date. Null = not published for that date (never a 0.0 placeholder).
 */
export interface TreasuryParYieldsTable extends Record<TreasuryTenor, number | null> {
  source_file: string;
  date: string;
  /** Higher wins where two files hold the same date (the newer Treasury format: 2). */
  precedence: number;
}

/** FRED series observations (market): value null where FRED has none ('' or '.'). */
export interface MacroObservationsTable {
  series_id: string;
  date: string;
  value: number | null;
  source_file: string;
}

/** Cboe VIX daily OHLC (index points). */
export interface VixDailyTable {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * The broad daily universe (market, migration 0012): prices/daily_universe.csv.gz, 444 tickers
 * 2013-01-02..2017-11-10. One adjusted price set: OHLC split- and dividend-adjusted by the source,
 * volume split-adjusted shares. A second source beside daily_bars, never mixed with it for one
 * ticker (PROVENANCE); other domains read it through market's readers/universe.ts.
 */
export interface UniverseBarsTable {
  ticker: string;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One row per universe member (prices/daily_universe_index.csv). */
export interface UniverseMembersTable {
  ticker: string;
  /** stock | etf */
  kind: string;
  /** The file in the source repository the rows came from. */
  source_path: string;
  first_date: string;
  last_date: string;
  rows: number;
}

/** The tables market owns. */
export interface MarketTables {
  daily_bars: DailyBarsTable;
  price_series: PriceSeriesTable;
  minute_bars: MinuteBarsTable;
  minute_quotes: MinuteQuotesTable;
  warm_coverage: WarmCoverageTable;
  splits: SplitsTable;
  dividends: DividendsTable;
  price_factors: PriceFactorsTable;
  corporate_action_coverage: CorporateActionCoverageTable;
  treasury_par_yields: TreasuryParYieldsTable;
  macro_observations: MacroObservationsTable;
  vix_daily: VixDailyTable;
  universe_bars: UniverseBarsTable;
  universe_members: UniverseMembersTable;
}
