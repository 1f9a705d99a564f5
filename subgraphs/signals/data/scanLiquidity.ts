/**
 * The ADV of every universe stock at a book date (domain/scanLiquidity.ts), from market's universe
 * reader (subgraphs/market/readers/universe.ts: bars through the book date only). Kept per data version
 * and book date (data/decisionBook.ts `perBookDate`).
 */

import type { SubgraphContext } from "../../kit/context.js";
import { universeBars } from "../../market/readers/universe.js";
import { ADV_SESSIONS, type Adv, averageDollarVolume } from "../domain/scanLiquidity.js";
import { perBookDate } from "./decisionBook.js";
import type { BookHandle } from "./signalsBook.js";

/** 21 sessions fit in 45 calendar days whatever the holidays. */
const ADV_LOOKBACK_DAYS = 45;

function minusDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** Ticker → its ADV at the book date (every universe member with a bar in the window). */
export function advAtBookDate(ctx: SubgraphContext<"signals">, book: BookHandle): Promise<Map<string, Adv>> {
  return perBookDate(ctx, book, `adv${ADV_SESSIONS}`, async () => {
    const bars = await universeBars(ctx.db, {
      through: book.date,
      from: minusDays(book.date, ADV_LOOKBACK_DAYS),
    });
    const adv = new Map<string, Adv>();
    for (const [ticker, series] of bars) adv.set(ticker, averageDollarVolume(series, book.date));
    return adv;
  });
}
