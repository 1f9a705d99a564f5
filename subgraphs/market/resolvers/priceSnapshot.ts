import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { SubgraphContext } from "../../kit/context.js";
import { ServiceError } from "../../kit/errors.js";
import { type InstrumentRow, requireInstrument } from "../../kit/instruments.js";
import { latestTwoBars, seriesBasis } from "../data/dailyBars.js";
import { computeSnapshot } from "../domain/snapshot.js";
import { AssetClass } from "../types/enums.js";
import { PriceSnapshot } from "../types/priceSnapshot.js";

const UNITS = {
  price: "usd",
  dayChange: "usd",
  dayChangePercent: "percent",
  dayVolume: "shares",
  marketCap: "usd",
  dividendYield: "fraction",
};

export async function snapshotFor(ctx: SubgraphContext, instrument: InstrumentRow): Promise<PriceSnapshot> {
  const [bars, basis] = await Promise.all([
    ctx.loaders.get(latestTwoBars).load(instrument.ticker),
    ctx.loaders.get(seriesBasis).load(instrument.ticker),
  ]);
  if (bars.length === 0) {
    throw new ServiceError("dataset_unavailable", `No prices are held for ${instrument.ticker}.`, {
      extra: { ticker: instrument.ticker },
    });
  }
  const snapshot = computeSnapshot(bars, instrument.asset_class, ctx.clock.now());
  return {
    ticker: instrument.ticker,
    name: instrument.name,
    assetClass: instrument.asset_class,
    ...snapshot,
    priceDate: snapshot.dayBarDate,
    session: snapshot.marketSession,
    extendedHours: null,
    bid: null,
    ask: null,
    quoteAsOf: null,
    quoteStatus: snapshot.marketSession === "closed" ? "market_closed" : "no_quote_in_current_session",
    priceBasis: basis?.close_basis ?? "unknown",
    dividendYield: null,
    dividendYieldIndicated: null,
    dividendYieldReason: "dividend_history_not_connected",
    units: UNITS,
  };
}

@Resolver(() => PriceSnapshot)
export class PriceSnapshotResolver {
  @Query(() => PriceSnapshot, { description: "Operation svc_v3_fundamentals_price_snapshot." })
  async priceSnapshot(
    @Arg("ticker", () => String) ticker: string,
    @Arg("assetClass", () => AssetClass, { defaultValue: AssetClass.equity }) assetClass: AssetClass,
    @Ctx() ctx: SubgraphContext,
  ): Promise<PriceSnapshot> {
    return snapshotFor(ctx, await requireInstrument(ctx, ticker, assetClass));
  }
}
