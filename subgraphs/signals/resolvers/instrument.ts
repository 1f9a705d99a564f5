/**
 * Signals' momentum on Instrument: 12-1 momentum of the instrument's daily closes, read through
 * market's read-only reader (subgraphs/market/readers/universe.ts `closeSeries`: the ticker's own daily
 * file, adjusted closes where it publishes them; docs/DESIGN.md §3) up to the clock's last final close.
 */
import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import { lastFinalCloseDate } from "../../../core/calendar.js";
import { dailyCloses } from "../../kit/closeHistory.js";
import type { SubgraphContext } from "../../kit/context.js";
import { knownInstrument } from "../../kit/instruments.js";
import { closeSeries } from "../../market/readers/universe.js";
import { momentum12_1 } from "../domain/momentum.js";
import { Instrument } from "../types/instrument.js";
import { MomentumLane } from "../types/momentumLane.js";

export const MOMENTUM_DEFINITION =
  "12-1 momentum (Jegadeesh & Titman 1993): end_close / start_close - 1, where end is the last close on or " +
  "before as_of minus 1 calendar month and start the last close on or before as_of minus 12 calendar months; " +
  "the latest month is skipped because short-term returns tend to reverse";

@Resolver(() => Instrument)
export class SignalsInstrumentResolver {
  @FieldResolver(() => MomentumLane, { nullable: true, description: "12-1 momentum as of the last close." })
  async momentum(
    @Root() instrument: Instrument,
    @Ctx() ctx: SubgraphContext<"signals">,
  ): Promise<MomentumLane> {
    const row = await knownInstrument(ctx, instrument.ticker);
    const through = lastFinalCloseDate(ctx.clock.now(), row.asset_class);
    const series = await closeSeries(ctx.db, row.ticker, { through });
    return {
      ...momentum12_1(dailyCloses(series)),
      priceBasis: series.basis,
      lane: "technical",
      definition: MOMENTUM_DEFINITION,
    };
  }
}
