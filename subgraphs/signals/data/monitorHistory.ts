/**
 * The house book's run history for the position monitor: each stock's direction, close, conviction,
 * decile and volatility over enough book dates to find where every current position (and every
 * exit of the book date) began. Read a quarter at a time, further back only while some run still
 * reaches the oldest date read (domain/monitor.ts `truncated`), up to the book's first date. Kept
 * per data version and book date (data/decisionBook.ts `perBookDate`).
 */

import type { SubgraphContext } from "../../kit/context.js";
import { type MonitorOut, monitor, type RunPoint } from "../domain/monitor.js";
import { perBookDate } from "./decisionBook.js";
import { type BookHandle, bookColumns, bookDates } from "./signalsBook.js";

/** Book dates read per step back. */
const STEP_SESSIONS = 63;

export interface MonitorRead extends MonitorOut {
  previousDate: string | null;
  /** The oldest book date read. */
  historyFrom: string;
}

export function houseBookMonitor(ctx: SubgraphContext<"signals">, book: BookHandle): Promise<MonitorRead> {
  return perBookDate(ctx, book, "position_monitor", async () => {
    const dates = await bookDates(ctx.db, book);
    const previousDate = dates.length > 1 ? (dates[dates.length - 2] as string) : null;
    let sessions = STEP_SESSIONS;
    for (;;) {
      const from = dates[Math.max(0, dates.length - sessions)] as string;
      const complete = from === dates[0];
      const rows = await bookColumns(
        ctx.db,
        book,
        ["close", "direction", "conviction", "decile", "low_volatility"],
        { from },
      );
      const history = new Map<string, RunPoint[]>();
      for (const row of rows) {
        const point: RunPoint = {
          date: row.date,
          direction: row.direction,
          close: row.close as number,
          conviction: row.conviction,
          decile: row.decile,
          lowVolatility: row.low_volatility,
        };
        const points = history.get(row.ticker);
        if (points) points.push(point);
        else history.set(row.ticker, [point]);
      }
      const out = monitor(history, book.date, previousDate, { historyStart: from, complete });
      if (out.truncated.length === 0 || complete) return { ...out, previousDate, historyFrom: from };
      sessions *= 2;
    }
  });
}
