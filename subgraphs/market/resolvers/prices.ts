import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import { easternDate, regularCloseInstant } from "../../kit/calendar.js";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { isoDate, range } from "../../kit/validation.js";
import { corporateActions } from "../data/corporateActions.js";
import { cryptoCompleteDays } from "../data/crypto.js";
import { dailyBarsInRange, seriesBasis } from "../data/dailyBars.js";
import { lastDailyOnOrBefore, lastMinuteSessionAt, minuteBarsKnownAt } from "../data/sessionReads.js";
import { adjustmentFor, buildPriceBars, type PriceRequest } from "../domain/priceBars.js";
import { AssetClass, PriceInterval } from "../types/enums.js";
import { PriceBars } from "../types/prices.js";
import { refuseForexWithoutSource } from "./forex.js";

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
  ctx: SubgraphContext,
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
  // Point in time: a day bar is known once its session has closed (its UTC day ended, for crypto),
  // a minute bar once its minute has ended; a pinned clock never sees later bars.
  const known = knownDailyThrough(instrument.asset_class, now);
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
  // Minute bars are always as traded; daily bars only where the price file says so.
  const raw = intraday || basis?.close_basis === "unadjusted";
  const hasSplitHistory = actions.coverage !== null || actions.splits.length > 0;
  const adjustment = adjustmentFor(
    instrument.asset_class,
    basis?.close_basis ?? null,
    intraday,
    hasSplitHistory,
  );
  return buildPriceBars(
    {
      ticker: instrument.ticker,
      assetClass: instrument.asset_class,
      request,
      bars,
      splits: raw && adjustment.source === "corporate_actions" ? actions.splits : null,
      dataThrough,
      now,
    },
    adjustment,
  );
}

/** The newest day whose bar is final at `now`: today once the bell has rung, else the day before. */
function knownDailyThrough(assetClass: InstrumentRow["asset_class"], now: Date): string {
  const dayBefore = (date: string) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (assetClass === "crypto") return dayBefore(now.toISOString().slice(0, 10));
  const today = easternDate(now);
  const bell = regularCloseInstant(today);
  return bell === null || now.getTime() >= bell.getTime() ? today : dayBefore(today);
}

@Resolver(() => PriceBars)
export class PricesResolver {
  @Query(() => PriceBars, { description: "Operation svc_v3_fundamentals_prices: the most recent N bars." })
  async prices(
    @Arg("ticker", () => String) ticker: string,
    @Arg("assetClass", () => AssetClass, { defaultValue: AssetClass.equity }) assetClass: AssetClass,
    @Arg("interval", () => PriceInterval, { defaultValue: PriceInterval.day }) interval: PriceInterval,
    @Arg("intervalMultiplier", () => Int, { defaultValue: 1 }) @range(1, 60) intervalMultiplier: number,
    @Arg("startDate", () => String, { nullable: true }) @isoDate() startDate: string | null,
    @Arg("endDate", () => String, { nullable: true }) @isoDate() endDate: string | null,
    @Arg("limit", () => Int, { defaultValue: 1000 }) @range(1, 5000) limit: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<PriceBars> {
    const request = {
      interval,
      intervalMultiplier,
      startDate: startDate ?? null,
      endDate: endDate ?? null,
      limit,
    };
    // Every input is checked before a pair without a source is refused: bad input is a 422.
    requireOrderedRange(request);
    await refuseForexWithoutSource(ticker, "prices");
    return pricesFor(ctx, await requireInstrument(ctx, ticker, assetClass), request);
  }
}
