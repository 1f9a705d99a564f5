import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import { CloseHistory } from "../../kit/closeHistory.js";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument, requireInstrument } from "../../kit/instruments.js";
import { invalidArgument } from "../../kit/validation.js";
import { closeHistory, seriesBasis, toCloseSeries } from "../data/dailyBars.js";
import { AssetClass } from "../types/enums.js";
import { Instrument } from "../types/instrument.js";

const MAX_TICKERS = 200;

@Resolver(() => Instrument)
export class InstrumentResolver {
  @Query(() => Instrument, {
    description: "One instrument; 404 unknown_ticker when the platform has no such symbol.",
  })
  async instrument(
    @Arg("ticker", () => String) ticker: string,
    @Arg("assetClass", () => AssetClass, { defaultValue: AssetClass.equity }) assetClass: AssetClass,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Instrument> {
    const row = await requireInstrument(ctx, ticker, assetClass);
    return { ticker: row.ticker };
  }

  @Query(() => [Instrument], {
    description: "Several instruments in the order asked; unknown symbols fail the call.",
  })
  async instruments(
    @Arg("tickers", () => [String]) tickers: string[],
    @Ctx() ctx: SubgraphContext,
  ): Promise<Instrument[]> {
    if (tickers.length < 1 || tickers.length > MAX_TICKERS) {
      throw invalidArgument("tickers", `${tickers.length} symbols given`, `1..${MAX_TICKERS} symbols`);
    }
    const rows = await Promise.all(tickers.map((ticker) => requireInstrument(ctx, ticker)));
    return rows.map((row) => ({ ticker: row.ticker }));
  }

  @FieldResolver(() => String, { nullable: true, description: "Name in the instrument master." })
  async name(@Root() instrument: Instrument, @Ctx() ctx: SubgraphContext): Promise<string> {
    return (await knownInstrument(ctx, instrument.ticker)).name;
  }

  @FieldResolver(() => String, { nullable: true, description: "equity, etf or crypto." })
  async assetClass(@Root() instrument: Instrument, @Ctx() ctx: SubgraphContext): Promise<string> {
    const row = await knownInstrument(ctx, instrument.ticker);
    return row.asset_class;
  }

  @FieldResolver(() => CloseHistory, {
    nullable: true,
    description: "Daily closes other domains compute from (@requires).",
  })
  async closeHistory(@Root() instrument: Instrument, @Ctx() ctx: SubgraphContext): Promise<CloseHistory> {
    const [bars, basis] = await Promise.all([
      ctx.loaders.get(closeHistory).load(instrument.ticker),
      ctx.loaders.get(seriesBasis).load(instrument.ticker),
    ]);
    return toCloseSeries(bars, basis);
  }
}
