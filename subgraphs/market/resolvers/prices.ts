import { Int } from "type-graphql";
import { easternDate, lastFinalCloseDate } from "../../../core/calendar.js";
import { ServiceError } from "../../../core/errors.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentOperation } from "../../kit/instrumentOperation.js";
import type { InstrumentRow } from "../../kit/instruments.js";
import { corporateActions } from "../data/corporateActions.js";
import { cryptoCompleteDays } from "../data/crypto.js";
import { dailyBarsInRange, latestTwoBars, seriesBasis } from "../data/dailyBars.js";
import { lastDailyOnOrBefore, lastMinuteSessionAt, minuteBarsKnownAt } from "../data/sessionReads.js";
import { fileShareBasis, splitHistoryHeld } from "../domain/corporateActions.js";
import { adjustmentFor, buildPriceBars, type PriceRequest } from "../domain/priceBars.js";
import { PriceInterval } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";
import { PriceBars } from "../types/prices.js";
import { marketTicker } from "./marketTicker.js";

function requireOrderedRange(request: Pick<PriceRequest, "startDate" | "endDate">): void {
  if (request.startDate && request.endDate && request.endDate < request.startDate) {
    throw new ServiceError(
      "invalid_date_range",
      `end_date ${request.endDate} is before start_date ${request.startDate}; accepted: end_date on or after start_date.`,
      { extra: { parameter: "end_date" } },
    );
  }
}

export async function pricesFor(
  ctx: SubgraphContext<"market">,
  instrument: InstrumentRow,
  request: PriceRequest,
): Promise<PriceBars> {
  requireOrderedRange(request);
  const intraday =
    request.interval === "minute" || request.interval === "hour" || request.interval === "second";
  // Aggregated intervals read enough underlying bars to fill `limit` buckets.
  const perBucket = { second: 1, minute: 1, hour: 60, day: 1, week: 5, month: 23 }[request.interval];
  const rowLimit = Math.min(request.limit * perBucket * request.intervalMultiplier + perBucket, 200_000);
  const window = { startDate: request.startDate, endDate: request.endDate, limit: rowLimit };
  const now = ctx.clock.now();
  // Point in time: a day bar is known once its close is final (core/calendar.ts: 5 minutes after the
  // bell; its UTC day ended, for crypto), a minute bar once its minute has ended; a pinned clock
  // never sees later bars.
  const known = lastFinalCloseDate(now, instrument.asset_class);
  const dailyWindow = {
    ...window,
    endDate: window.endDate !== null && window.endDate < known ? window.endDate : known,
  };
  const [basis, actions, heldThrough] = await Promise.all([
    ctx.loaders.get(seriesBasis).load(instrument.ticker),
    ctx.loaders.get(corporateActions).load(instrument.ticker),
    intraday
      ? lastMinuteSessionAt(ctx.db, instrument.ticker, now.getTime())
      : lastDailyOnOrBefore(ctx.db, instrument.ticker, known),
  ]);
  const heldBars =
    request.interval === "second"
      ? []
      : intraday
        ? (await minuteBarsKnownAt(ctx.db, instrument.ticker, window, now.getTime())).map((bar) => ({
            ...bar,
            kind: "minute" as const,
          }))
        : (await dailyBarsInRange(ctx.db, instrument.ticker, dailyWindow)).map((bar) => ({
            ...bar,
            kind: "day" as const,
          }));
  // A pair held only as minute bars (X:ETHUSD) has day bars as its complete UTC days (data/crypto.ts).
  const cryptoDays =
    instrument.asset_class === "crypto" && !intraday && heldThrough === null
      ? await cryptoCompleteDays(ctx.db, instrument.ticker, now, window)
      : null;
  const dataThrough = cryptoDays ? cryptoDays.dataThrough : heldThrough;
  const bars = cryptoDays ? cryptoDays.bars.map((bar) => ({ ...bar, kind: "day" as const })) : heldBars;
  const hasSplitHistory = splitHistoryHeld(actions);
  const adjustment = adjustmentFor(
    instrument.asset_class,
    basis?.close_basis ?? null,
    intraday,
    hasSplitHistory,
  );
  const answer = buildPriceBars(
    {
      ticker: instrument.ticker,
      assetClass: instrument.asset_class,
      request,
      bars,
      // Minute bars are always as traded; daily bars on the basis their file states.
      shareBasis: {
        splits: actions.splits,
        fileBasis:
          instrument.asset_class === "crypto"
            ? null
            : intraday
              ? "own_day"
              : fileShareBasis(basis?.close_basis, hasSplitHistory),
        through: instrument.asset_class === "crypto" ? now.toISOString().slice(0, 10) : easternDate(now),
        sourceAdjustedThrough: basis?.last_date ?? known,
      },
      dataThrough,
      now,
    },
    adjustment,
  );
  return { ...answer, dataThroughReason: await dataThroughReason(ctx, instrument, dataThrough, intraday) };
}

/**
 * Why data_through is null (spec/02: no bars yet is 200 with empty items): no bar of the interval
 * is held for the symbol at all, or none is known yet at the clock.
 */
async function dataThroughReason(
  ctx: SubgraphContext<"market">,
  instrument: InstrumentRow,
  dataThrough: string | null,
  intraday: boolean,
): Promise<string | null> {
  if (dataThrough !== null) return null;
  if (intraday) return "no_minute_session_known_at_clock";
  const held = await ctx.loaders.get(latestTwoBars).load(instrument.ticker);
  return held.length === 0 && instrument.asset_class !== "crypto"
    ? "no_daily_bars_held"
    : "no_bar_final_by_clock";
}

export const PricesResolver = instrumentOperation<"market", PriceRequest>(Instrument, {
  field: "prices",
  summary: "the most recent N bars.",
  instrumentDescription: (operation) =>
    `The instrument's most recent OHLCV bars (${operation}); null, with the error, when endDate is before startDate (422 invalid_date_range).`,
  returns: () => PriceBars,
  args: {
    interval: {
      type: () => PriceInterval,
      default: PriceInterval.day,
      description: "The bar unit (PriceInterval); day by default.",
    },
    intervalMultiplier: {
      type: () => Int,
      default: 1,
      range: [1, 60],
      description: "Units of interval per bar (1–60): 5 with minute is five-minute bars.",
    },
    startDate: {
      type: () => String,
      date: true,
      description: "ISO date of the earliest bar; an endDate before it is 422 invalid_date_range.",
    },
    endDate: { type: () => String, date: true, description: "ISO date of the latest bar." },
    limit: {
      type: () => Int,
      default: 1000,
      range: [1, 5000],
      description: "Most bars listed (1–5000): the most recent ones in the window.",
    },
  },
  queryLookup: marketTicker,
  // Every input is checked before a pair without a source is refused: bad input is a 422.
  check: requireOrderedRange,
  resolve: pricesFor,
});
