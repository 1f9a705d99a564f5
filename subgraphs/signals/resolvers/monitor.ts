/**
 * positionMonitor (svc_v3_position_monitor, /api/v3/decision/position_monitor): exits, stops and
 * flags of the house book — the book's own LONG and SHORT picks on the newest book date the clock
 * sees (domain/monitor.ts, data/monitorHistory.ts). The service holds no caller's positions.
 */
import { Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { bookStamp, openBookAtClock } from "../data/decisionBook.js";
import { houseBookMonitor } from "../data/monitorHistory.js";
import { PositionMonitor } from "../types/monitor.js";

const METHOD =
  "Positions: every stock on the book's LONG (deciles 8-10) or SHORT (deciles 1-3) side on the book date, entered on the first date of its current unbroken run there. Stop: entry close × (1 ∓ 2σ√(21/252)), σ the annualised 63-session volatility on the entry date. Flags: stop_breached (close at or beyond the stop), near_exit (LONG in decile 8, SHORT in decile 3), conviction_faded (below half its entry conviction). Exits: positions of the previous book date no longer on that side. Returns are signed by side, on split- and dividend-adjusted closes, before costs.";

@Resolver()
export class PositionMonitorResolver {
  @Query(() => PositionMonitor, {
    description:
      "Operation svc_v3_position_monitor: exits, stops and flags of the house book (the book's own LONG and SHORT picks).",
  })
  async positionMonitor(@Ctx() ctx: SubgraphContext<"signals">): Promise<PositionMonitor> {
    const opened = await openBookAtClock(ctx);
    const out = await houseBookMonitor(ctx, opened.book);
    const count = (flag: string) => out.positions.filter((p) => p.flags.includes(flag as never)).length;
    return {
      portfolio: "house_book",
      positions: out.positions,
      exits: out.exits,
      summary: {
        long: out.positions.filter((p) => p.side === "LONG").length,
        short: out.positions.filter((p) => p.side === "SHORT").length,
        enteredToday: out.positions.filter((p) => p.sessionsHeld === 0).length,
        exits: out.exits.length,
        stopBreached: count("stop_breached"),
        nearExit: count("near_exit"),
        convictionFaded: count("conviction_faded"),
      },
      previousBookDate: out.previousDate,
      nullReasons: out.previousDate === null ? { previousBookDate: "first_book_date" } : {},
      ...bookStamp(opened),
      monitorFlags: opened.freshness.isStale ? ["book_stale"] : [],
      method: METHOD,
    };
  }
}
