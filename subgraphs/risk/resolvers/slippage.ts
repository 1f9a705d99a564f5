/**
 * slippage, on Query and Instrument: the catalogue operation svc_v3_slippage
 * (/api/v3/execution/slippage/{ticker}). The window is `windowDays` calendar days ending on the
 * newest daily bar held by the clock; the statistics and what they measure are domain/slippage.ts.
 */
import { Int } from "type-graphql";
import { previousTradingDay } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { completedThrough, dailyHistory } from "../data/executionData.js";
import { roundBps } from "../domain/costEstimate.js";
import {
  openGaps,
  QUANTILE_METHOD,
  REALIZED_SLIPPAGE_REASON,
  SLIPPAGE_DEFINITION,
  SLIPPAGE_FIGURES,
  SLIPPAGE_MEASURE,
  SLIPPAGE_MEASURED_AGAINST,
  slippageStats,
} from "../domain/slippage.js";
import { Instrument } from "../types/instrument.js";
import { Slippage } from "../types/slippage.js";
import { dailyBarsNotHeld, refuseCrypto } from "./executionShared.js";

function minusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

async function slippageFor(
  ctx: SubgraphContext<"risk">,
  row: InstrumentRow,
  windowDays: number,
): Promise<Slippage> {
  refuseCrypto(row, "svc_v3_slippage");
  const through = completedThrough(ctx);
  // A window of n calendar days holds at most n sessions, plus the one before it for the first gap.
  const { basis, bars } = await dailyHistory(ctx, row.ticker, through, windowDays + 1);
  const newest = bars.at(-1);
  if (!newest) throw dailyBarsNotHeld(row.ticker);
  const windowStart = minusDays(newest.date, windowDays - 1);
  // A gap is measured only against the session just before: a hole in the file is not an overnight gap.
  const gaps = openGaps(bars).filter((gap, i) => {
    const previous = bars[i]!;
    return gap.date >= windowStart && previousTradingDay(gap.date) === previous.date;
  });
  const stats = slippageStats(gaps);
  const nullReasons: Record<string, string> = {
    ...stats.nullReasons,
    realizedSlippageBps: REALIZED_SLIPPAGE_REASON,
  };
  const round = (value: number | null) => (value === null ? null : roundBps(value));
  return {
    ticker: row.ticker,
    windowDays,
    windowStart,
    windowEnd: newest.date,
    observations: stats.observations,
    measure: SLIPPAGE_MEASURE,
    measuredAgainst: SLIPPAGE_MEASURED_AGAINST,
    definition: SLIPPAGE_DEFINITION,
    quantileMethod: QUANTILE_METHOD,
    meanBps: round(stats.meanBps),
    medianBps: round(stats.medianBps),
    p95Bps: round(stats.p95Bps),
    meanSignedBps: round(stats.meanSignedBps),
    realizedSlippageBps: null,
    fillsHeld: false,
    priceBasis: basis,
    asOf: newest.date,
    isStale: newest.date < through,
    nullReasons,
    units: unitsOf(SLIPPAGE_FIGURES),
    note:
      `Measured on the daily bars of ${row.ticker} from ${windowStart} to ${newest.date} ` +
      `(${windowDays} calendar days): the slippage of an order decided at a ` +
      "close and filled at the next open, not of any fill. Realised slippage needs fills, and none are held.",
  };
}

export const SlippageResolver = instrumentOperation<"risk", { windowDays: number }>(Instrument, {
  field: "slippage",
  summary: "mean, median and p95 of the open against the previous close over a window of sessions.",
  instrumentDescription: (operation) =>
    `Slippage statistics (${operation}); null for a crypto pair or a symbol without daily prices.`,
  returns: () => Slippage,
  args: {
    windowDays: {
      type: () => Int,
      default: 30,
      range: [1, 365],
      description: "Calendar days, ending on the newest daily bar held.",
    },
  },
  resolve: (ctx, row, { windowDays }) => slippageFor(ctx, row, windowDays),
});
