import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { CloseHistory } from "../../kit/closeHistory.js";
import type { SubgraphContext } from "../../kit/context.js";
import { instrumentRoots } from "../../kit/instrumentRoots.js";
import { knownInstrument } from "../../kit/instruments.js";
import { closeHistory, seriesBasis, toCloseSeries } from "../data/dailyBars.js";
import { ASSET_CLASS, INSTRUMENT_NAME } from "../descriptions.js";
import { Instrument } from "../types/instrument.js";

/** `Query.instrument` and `Query.instruments`, market's own (kit/instrumentRoots.ts). */
export const InstrumentRootsResolver = instrumentRoots(Instrument);

@Resolver(() => Instrument)
export class InstrumentResolver {
  @FieldResolver(() => String, { nullable: true, description: INSTRUMENT_NAME })
  async name(@Root() instrument: Instrument, @Ctx() ctx: SubgraphContext<"market">): Promise<string> {
    return (await knownInstrument(ctx, instrument.ticker)).name;
  }

  @FieldResolver(() => String, { nullable: true, description: ASSET_CLASS })
  async assetClass(@Root() instrument: Instrument, @Ctx() ctx: SubgraphContext<"market">): Promise<string> {
    const row = await knownInstrument(ctx, instrument.ticker);
    return row.asset_class;
  }

  @FieldResolver(() => CloseHistory, {
    nullable: true,
    description: "Daily closes other domains compute from (@requires).",
  })
  async closeHistory(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext<"market">,
  ): Promise<CloseHistory> {
    const [bars, basis] = await Promise.all([
      ctx.loaders.get(closeHistory).load(instrument.ticker),
      ctx.loaders.get(seriesBasis).load(instrument.ticker),
    ]);
    return toCloseSeries(bars, basis);
  }
}
