/**
 * Where the request's clock stands against the universe the library runs on: the newest session
 * visible (final by the clock, core/calendar.ts), whether the universe stops before sessions that
 * have closed since (stale), and how old it is.
 */

import { easternDate, lastFinalCloseDate, nextTradingDay } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { universeLastDate } from "../../market/readers/universe.js";

export interface SessionClock {
  /** The newest universe session visible at the clock; null before the universe's first. */
  asOf: string | null;
  asOfReason: string | null;
  isStale: boolean;
  ageDays: number | null;
}

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export async function sessionClock(ctx: SubgraphContext<"signals">): Promise<SessionClock> {
  const now = ctx.clock.now();
  const visible = lastFinalCloseDate(now, "equity");
  const asOf = await universeLastDate(ctx.db, visible);
  if (asOf === null)
    return { asOf: null, asOfReason: "no_universe_session_by_clock", isStale: true, ageDays: null };
  return {
    asOf,
    asOfReason: null,
    isStale: nextTradingDay(asOf) <= visible,
    ageDays: days(asOf, easternDate(now)),
  };
}
