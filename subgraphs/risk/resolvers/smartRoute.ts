/**
 * smartRoute, on Query and Instrument: the catalogue operation svc_v3_smart_route
 * (/api/v3/execution/smart_route/{ticker}). The venue mix is withheld with its reason (no venue
 * data is bundled; domain/smartRoute.ts); the order's size against the volume and the displayed
 * quote the data holds is stated beside it.
 */
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { completedThrough, dailyHistory, newestQuoteSession } from "../data/executionData.js";
import { ADV_SESSIONS, averageDailyVolume, roundFraction } from "../domain/costEstimate.js";
import {
  displayedSize,
  SMART_ROUTE_FIGURES,
  VENUE_MIX_BASIS,
  VENUE_MIX_WITHHELD,
} from "../domain/smartRoute.js";
import type { ExecutionSide } from "../types/execution.js";
import { Instrument } from "../types/instrument.js";
import { SmartRoute } from "../types/smartRoute.js";
import { QTY_ARG, SIDE_ARG } from "./costEstimate.js";
import { dailyBarsNotHeld, refuseCrypto } from "./executionShared.js";

async function smartRouteFor(
  ctx: SubgraphContext<"risk">,
  row: InstrumentRow,
  { qty, side }: { qty: number; side: ExecutionSide },
): Promise<SmartRoute> {
  refuseCrypto(row, "svc_v3_smart_route");
  const through = completedThrough(ctx);
  const { bars } = await dailyHistory(ctx, row.ticker, through, ADV_SESSIONS);
  const newest = bars.at(-1);
  if (!newest) throw dailyBarsNotHeld(row.ticker);
  const withheld: Record<string, string> = {
    litPct: VENUE_MIX_WITHHELD,
    darkPct: VENUE_MIX_WITHHELD,
    algoPct: VENUE_MIX_WITHHELD,
  };

  const adv = averageDailyVolume(bars.map((bar) => bar.volume));
  const usableAdv = adv !== null && adv > 0 ? adv : null;
  if (usableAdv === null) {
    const reason = adv === null ? `fewer_than_${ADV_SESSIONS}_daily_bars_held` : "zero_volume_in_adv_window";
    withheld.advShares = reason;
    withheld.participationOfAdv = reason;
  }

  const session = await newestQuoteSession(ctx, row.ticker, through);
  const shown = session
    ? displayedSize(
        session.quotes.map((q) => ({
          bid: q.bidClose,
          ask: q.askClose,
          bidSize: q.bidSize,
          askSize: q.askSize,
        })),
        side,
      )
    : { median: null, minutes: 0 };
  if (shown.median === null) {
    const reason = session ? "no_two_sided_quote_with_size_in_session" : "no_minute_quotes_held";
    withheld.displayedSizeShares = reason;
    withheld.qtyOverDisplayedSize = reason;
    withheld.displayedSizeAsOf = reason;
  }
  return {
    ticker: row.ticker,
    qty,
    side,
    litPct: null,
    darkPct: null,
    algoPct: null,
    advShares: usableAdv === null ? null : Math.round(usableAdv),
    participationOfAdv: usableAdv === null ? null : roundFraction(qty / usableAdv),
    displayedSizeShares: shown.median,
    qtyOverDisplayedSize: shown.median === null ? null : roundFraction(qty / shown.median),
    basis: VENUE_MIX_BASIS,
    advWindowEnd: newest.date,
    displayedSizeAsOf: shown.median === null ? null : (session?.date ?? null),
    displayedSizeMinutes: shown.minutes,
    isStale: newest.date < through || (session !== null && session.date < through),
    withheld,
    units: unitsOf(SMART_ROUTE_FIGURES),
    note:
      "No venue mix is given: the data holds no venue volumes or depth. The order's share of a day's volume and " +
      "of the best quote's displayed size are what a routing choice would start from.",
  };
}

export const SmartRouteResolver = instrumentOperation<"risk", { qty: number; side: ExecutionSide }>(
  Instrument,
  {
    field: "smartRoute",
    summary:
      "venue mix lit, dark and algo (withheld: no venue data is held) and the order's size against liquidity.",
    instrumentDescription: (operation) => `Smart route (${operation}); null for a crypto pair.`,
    returns: () => SmartRoute,
    args: { qty: QTY_ARG, side: SIDE_ARG },
    resolve: (ctx, row, args) => smartRouteFor(ctx, row, args),
  },
);
