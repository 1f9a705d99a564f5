/**
 * market's reads of daily_bars and price_series. Per-ticker reads are loaders, so a list of N
 * instruments costs one statement per batch.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { Warehouse } from "../../../warehouse/connection.js";
import { CLOSE_HISTORY_SESSIONS, type CloseHistory } from "../../kit/closeHistory.js";
import { alignByKey, defineLoader } from "../../kit/loaders.js";
import { ADV_SESSIONS } from "../domain/liquidity.js";
import type { DailyBar } from "../domain/snapshot.js";

interface TickerBar extends DailyBar {
  ticker: string;
  adj_close: number | null;
}

const BAR_COLUMNS = ["ticker", "date", "open", "high", "low", "close", "adj_close", "volume"] as const;
/** SQLite's default cap on the terms of one compound SELECT is 500. */
const MAX_UNION_BRANCHES = 400;

/**
 * The newest `count` bars of each ticker, oldest first, in one statement: a UNION ALL of one
 * index-ordered `limit` per ticker. (A window function over the batch would rank every bar each
 * ticker has ever had, thousands of rows, to keep two.)
 */
async function newestBars(
  db: Warehouse<"market">,
  tickers: readonly string[],
  count: number,
  through: string | null = null,
): Promise<TickerBar[]> {
  if (tickers.length > MAX_UNION_BRANCHES) {
    const head = await newestBars(db, tickers.slice(0, MAX_UNION_BRANCHES), count, through);
    return [...head, ...(await newestBars(db, tickers.slice(MAX_UNION_BRANCHES), count, through))];
  }
  const [first, ...rest] = tickers.map((ticker, index) =>
    db
      .selectFrom((inner) =>
        inner
          .selectFrom("daily_bars")
          .select(BAR_COLUMNS)
          .where("ticker", "=", ticker)
          .$if(through !== null, (query) => query.where("date", "<=", through as string))
          .orderBy("date", "desc")
          .limit(count)
          .as(`newest_${index}`),
      )
      .selectAll(),
  );
  if (!first) return [];
  const rows = await rest.reduce((union, branch) => union.unionAll(branch), first).execute();
  return rows.sort((a, b) =>
    a.ticker === b.ticker ? a.date.localeCompare(b.date) : a.ticker.localeCompare(b.ticker),
  );
}

/** The two newest bars: the snapshot needs the last session and the one before it. */
export const latestTwoBars = defineLoader<string, DailyBar[], "market">(
  "market.latestTwoBars",
  async ({ db }, tickers) => {
    const rows = await newestBars(db, tickers, 2);
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) => group,
    );
  },
);

/**
 * The close history other domains require. Uses adj_close where the source publishes one
 * (split- and dividend-adjusted: right for returns), else close with the series' own basis.
 */
export const closeHistory = defineLoader<string, TickerBar[], "market">(
  "market.closeHistory",
  async ({ db }, tickers) => {
    const rows = await newestBars(db, tickers, CLOSE_HISTORY_SESSIONS);
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) => group,
    );
  },
);

/**
 * The bars a screener row's liquidity needs (domain/liquidity.ts: the last close and the newest
 * ADV_SESSIONS sessions), as of the request's clock, for equities: only bars whose close is final
 * (core/calendar.ts lastFinalCloseDate), so a screen under a pinned clock sees no later close
 * (issue 14). Only that window is read: the screener prices every held company, 1,000 at scale.
 */
export const equityLiquidityBarsAsOfClock = defineLoader<string, TickerBar[], "market">(
  "market.equityLiquidityBarsAsOfClock",
  async ({ db, clock }, tickers) => {
    const through = lastFinalCloseDate(clock.now(), "equity");
    const rows = await newestBars(db, tickers, ADV_SESSIONS, through);
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) => group,
    );
  },
);

export interface SeriesBasis {
  close_basis: string;
  adj_close_basis: string;
  /** The file's last day: the date a source-adjusted file was adjusted through. */
  last_date: string;
}

export const seriesBasis = defineLoader<string, SeriesBasis | null, "market">(
  "market.seriesBasis",
  async ({ db }, tickers) => {
    const rows = await db
      .selectFrom("price_series")
      .select(["ticker", "close_basis", "adj_close_basis", "last_date"])
      .where("ticker", "in", [...tickers])
      .execute();
    return alignByKey(
      tickers,
      rows,
      (row) => row.ticker,
      (group) => group[0] ?? null,
    );
  },
);

export function toCloseSeries(bars: readonly TickerBar[], basis: SeriesBasis | null): CloseHistory {
  const useAdjusted = bars.length > 0 && bars.every((bar) => bar.adj_close !== null);
  return {
    basis: useAdjusted ? (basis?.adj_close_basis ?? "adjusted") : (basis?.close_basis ?? "unknown"),
    dates: bars.map((bar) => bar.date),
    closes: bars.map((bar) => (useAdjusted ? (bar.adj_close as number) : bar.close)),
  };
}

export interface BarRange {
  startDate: string | null;
  endDate: string | null;
  /** Most recent rows to return; day-based aggregation asks for more than it serves. */
  limit: number;
}

/** Daily bars of one ticker in a date range, the newest `limit`, oldest first. */
export async function dailyBarsInRange(
  db: Warehouse<"market">,
  ticker: string,
  range: BarRange,
): Promise<DailyBar[]> {
  let query = db
    .selectFrom("daily_bars")
    .select(["date", "open", "high", "low", "close", "volume"])
    .where("ticker", "=", ticker);
  if (range.startDate) query = query.where("date", ">=", range.startDate);
  if (range.endDate) query = query.where("date", "<=", range.endDate);
  const rows = await query.orderBy("date", "desc").limit(range.limit).execute();
  return rows.reverse();
}

/** The newest session held for a ticker, whatever the range asked. */
export async function lastSessionDate(db: Warehouse<"market">, ticker: string): Promise<string | null> {
  const row = await db
    .selectFrom("daily_bars")
    .select((eb) => eb.fn.max("date").as("last"))
    .where("ticker", "=", ticker)
    .executeTakeFirst();
  return row?.last ?? null;
}
