/**
 * taMaster, on Query and Instrument: the operation svc_v3_skills_ta_master
 * (/api/v3/skills/ta_master/{ticker}), a technical read of the instrument's daily bars through the
 * last final close (equity: market's daily OHLCV reader on one share basis; crypto: its whole UTC
 * days from market's crypto reader), computed by domain/taMaster.ts.
 */

import { lastFinalCloseDate } from "../../../core/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { unitsOf } from "../../kit/figures.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { datasetNotHeld } from "../../kit/notHeld.js";
import { cryptoHistory } from "../../market/readers/cryptoBars.js";
import { dailyOhlcv } from "../../market/readers/dailyOhlcv.js";
import { sessionsAfter } from "../domain/regime.js";
import { type Bar, TA_FIGURES, TA_RULES, taRead } from "../domain/taMaster.js";
import { Instrument } from "../types/instrument.js";
import { TaMaster } from "../types/taMaster.js";

interface HeldBars {
  bars: Bar[];
  basis: string;
  splits: string[];
  /** The newest bar date the clock allows. */
  through: string;
}

async function barsOf(ctx: SubgraphContext<"signals">, row: InstrumentRow): Promise<HeldBars> {
  const now = ctx.clock.now();
  if (row.asset_class === "crypto") {
    // Whole UTC days only: a partial day's last trade is not the day's close.
    const history = await cryptoHistory(ctx.db, row.ticker, now, TA_RULES.lookbackBars);
    const bars = history.days
      .filter((day) => day.complete)
      .map(({ date, open, high, low, close, volume }) => ({ date, open, high, low, close, volume }));
    return { bars, basis: "not_applicable_crypto", splits: [], through: lastFinalCloseDate(now, "crypto") };
  }
  const through = lastFinalCloseDate(now, "equity");
  const series = await dailyOhlcv(ctx.db, row.ticker, { through, last: TA_RULES.lookbackBars });
  return { bars: series.bars, basis: series.basis, splits: series.splits, through };
}

export const TaMasterResolver = instrumentOperation<"signals">(Instrument, {
  field: "taMaster",
  summary:
    "a technical read of the ticker's daily bars: trend against SMA 50/200, RSI 14, MACD, Bollinger, ATR, the 52-week range and support/resistance, as of the last final close.",
  instrumentDescription: (operation) => `Technical read of the daily bars (${operation}).`,
  returns: () => TaMaster,
  async resolve(ctx, row): Promise<TaMaster> {
    const held = await barsOf(ctx, row);
    const read = taRead(held.bars);
    if (read.asOf === null) {
      throw datasetNotHeld(
        row.ticker,
        "daily_bars",
        row.asset_class === "crypto" ? "no_whole_utc_day_held_at_clock" : "no_daily_bar_held_at_clock",
        "daily price history",
      );
    }
    const crypto = row.asset_class === "crypto";
    const stale = crypto ? read.asOf < held.through : sessionsAfter(read.asOf, held.through) > 0;
    const unit = crypto ? "usd_per_coin" : "usd_per_share";
    const units = Object.fromEntries(
      Object.entries(unitsOf(TA_FIGURES)).map(([field, u]) => [field, u === "price" ? unit : u]),
    );
    return {
      ticker: row.ticker,
      assetClass: row.asset_class,
      asOf: read.asOf,
      isStale: stale,
      staleReason: stale ? `last_bar_${read.asOf}_older_than_last_final_close_${held.through}` : null,
      barsUsed: read.barsUsed,
      priceBasis: held.basis,
      priceSplits: held.splits,
      ...read.figures,
      ...read.reads,
      support: read.support,
      resistance: read.resistance,
      nullReasons: read.nullReasons,
      units,
      method: "docs/REGIME.md 'TA master'; parameters in /api/research/knowledge, entry ta_master",
      note:
        read.support.length + read.resistance.length === 0
          ? "Technical description of past prices, not a forecast. No swing level lies on either side of the close in the last 252 sessions held."
          : "Technical description of past prices, not a forecast.",
    } as TaMaster;
  },
});
