/**
 * market's read-only reader of daily price history for the other domains (docs/DESIGN.md §3): signals
 * ranks its cross-section over the universe, risk reads one ticker's history. market owns and
 * writes universe_bars, universe_members and daily_bars (docs/MARKET.md); nothing here writes.
 *
 * Two sources, never mixed for one ticker in one computation (PROVENANCE): the broad universe
 * (444 tickers, 2013-01-02..2017-11-10, OHLC split- and dividend-adjusted, so closes are total-return
 * prices) for cross-sectional work, and each ticker's own daily file for a single ticker's longer
 * history. Every read takes `through`, the caller's point-in-time bound (core/calendar.ts
 * lastFinalCloseDate): nothing dated after it is returned.
 */
import type { AnyWarehouse } from "../../../warehouse/connection.js";
import { asOwner } from "../../../warehouse/views.js";

/** The label every row ranked in the universe carries, so a reader knows what it was ranked against. */
export const UNIVERSE_NAME = "daily_universe_2013_2017";

export interface UniverseMember {
  ticker: string;
  kind: "stock" | "etf";
  firstDate: string;
  lastDate: string;
  rows: number;
}

export interface UniverseBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface DateRange {
  /** Inclusive upper bound: the newest date the caller may see. */
  through: string;
  /** Inclusive lower bound; the whole history when absent. */
  from?: string;
}

export async function universeMembers(source: AnyWarehouse): Promise<UniverseMember[]> {
  const db = asOwner("market", source);
  const rows = await db.selectFrom("universe_members").selectAll().orderBy("ticker").execute();
  return rows.map((row) => ({
    ticker: row.ticker,
    kind: row.kind === "etf" ? "etf" : "stock",
    firstDate: row.first_date,
    lastDate: row.last_date,
    rows: row.rows,
  }));
}

/** Every member's bars in the range (or only `tickers`'), oldest first, keyed by ticker. */
export async function universeBars(
  source: AnyWarehouse,
  range: DateRange & { tickers?: readonly string[] },
): Promise<Map<string, UniverseBar[]>> {
  const db = asOwner("market", source);
  let query = db
    .selectFrom("universe_bars")
    .select(["ticker", "date", "open", "high", "low", "close", "volume"])
    .where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  if (range.tickers !== undefined) {
    if (range.tickers.length === 0) return new Map();
    query = query.where("ticker", "in", [...range.tickers]);
  }
  const rows = await query.orderBy("ticker").orderBy("date").execute();
  const byTicker = new Map<string, UniverseBar[]>();
  for (const { ticker, ...bar } of rows) {
    const bars = byTicker.get(ticker);
    if (bars) bars.push(bar);
    else byTicker.set(ticker, [bar]);
  }
  return byTicker;
}

/** Every session any member traded on or before `through`, ascending: the universe's calendar. */
export async function universeCalendar(source: AnyWarehouse, through: string): Promise<string[]> {
  const db = asOwner("market", source);
  const rows = await db
    .selectFrom("universe_bars")
    .select("date")
    .distinct()
    .where("date", "<=", through)
    .orderBy("date")
    .execute();
  return rows.map((row) => row.date);
}

/** One ticker's closes, oldest first, as two columns: `closes[i]` is the close of `dates[i]`. */
export interface CloseColumns {
  dates: string[];
  closes: Float64Array;
}

/**
 * The closes of `tickers` in the range, keyed by ticker (a ticker with none is absent): only the
 * three columns a return needs are read, and each ticker's closes land in one typed array, not one
 * object per bar (a book of 257 members over three years is 194k bars).
 */
export async function universeCloseColumns(
  source: AnyWarehouse,
  range: DateRange & { tickers: readonly string[] },
): Promise<Map<string, CloseColumns>> {
  const columns = new Map<string, CloseColumns>();
  if (range.tickers.length === 0) return columns;
  const db = asOwner("market", source);
  let query = db
    .selectFrom("universe_bars")
    .select(["ticker", "date", "close"])
    .where("date", "<=", range.through)
    .where("ticker", "in", [...range.tickers]);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  const rows = await query.orderBy("ticker").orderBy("date").execute();
  // Rows come grouped by ticker: each run of one ticker becomes its columns.
  for (let start = 0; start < rows.length; ) {
    const ticker = (rows[start] as (typeof rows)[number]).ticker;
    let end = start;
    while (end < rows.length && (rows[end] as (typeof rows)[number]).ticker === ticker) end++;
    const dates = new Array<string>(end - start);
    const closes = new Float64Array(end - start);
    for (let i = start; i < end; i++) {
      const row = rows[i] as (typeof rows)[number];
      dates[i - start] = row.date;
      closes[i - start] = row.close;
    }
    columns.set(ticker, { dates, closes });
    start = end;
  }
  return columns;
}

/** The newest universe session on or before `through`, null when the universe holds none. */
export async function universeLastDate(source: AnyWarehouse, through: string): Promise<string | null> {
  const db = asOwner("market", source);
  const row = await db
    .selectFrom("universe_bars")
    .select((eb) => eb.fn.max("date").as("date"))
    .where("date", "<=", through)
    .executeTakeFirst();
  return row?.date ?? null;
}

export interface CloseSeries {
  /** split_dividend_adjusted, split_adjusted or unadjusted: how `closes` are adjusted. */
  basis: string;
  dates: string[];
  closes: number[];
}

/**
 * One ticker's closes from its own daily file, oldest first: adj_close where the series publishes
 * it on every bar in range (split- and dividend-adjusted, right for returns), else close on the
 * series' own basis, which `basis` states. The same rule as market's closeHistory.
 */
export async function closeSeries(
  source: AnyWarehouse,
  ticker: string,
  range: DateRange,
): Promise<CloseSeries> {
  const db = asOwner("market", source);
  let query = db
    .selectFrom("daily_bars")
    .select(["date", "close", "adj_close"])
    .where("ticker", "=", ticker)
    .where("date", "<=", range.through);
  if (range.from !== undefined) query = query.where("date", ">=", range.from);
  const [bars, series] = await Promise.all([
    query.orderBy("date").execute(),
    db
      .selectFrom("price_series")
      .select(["close_basis", "adj_close_basis"])
      .where("ticker", "=", ticker)
      .executeTakeFirst(),
  ]);
  const adjusted = bars.length > 0 && bars.every((bar) => bar.adj_close !== null);
  // A file whose adj_close merely repeats close (adj_close_basis same_as_close) is on close's basis.
  const adjustedBasis =
    series?.adj_close_basis === "same_as_close" ? series.close_basis : series?.adj_close_basis;
  return {
    basis: adjusted ? (adjustedBasis ?? "unknown") : (series?.close_basis ?? "unknown"),
    dates: bars.map((bar) => bar.date),
    closes: bars.map((bar) => (adjusted ? (bar.adj_close as number) : bar.close)),
  };
}
